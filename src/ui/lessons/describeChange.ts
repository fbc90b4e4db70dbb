// A lesson change in words, in the reader's language ("Reno 1: α → 3"): what a cue asks for, and
// what the step pause names when the lab refuses it.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { QUEUE_MODULES } from '../../sim/queue/registry';
import { expandScenario } from '../../sim/scenario/expand';
import { changeSpec, type Scenario } from '../../sim/scenario/Scenario';
import type { LessonChange } from '../../lessons/lessonSchema';
import { formatNumber, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { specShortLabel } from '../i18n/specText';

/** `c` in words, its flow named as `s` names it. */
export function describeChange(i18n: I18n, c: LessonChange, s: Scenario | null): string {
  const locale = i18n.locale as Locale;
  const index = 'flow' in c ? c.flow : 0;
  const who = 'flow' in c ? ((s ? expandScenario(s).flows[c.flow]?.name : undefined) ?? i18n._(msg`flow ${index}`)) : i18n._(msg`the bottleneck`);
  if (c.key === 'queue') {
    const q = c.value as { kind?: string; minThPackets?: number; maxThPackets?: number };
    const label = QUEUE_MODULES.find((m) => m.id === q.kind)?.label ?? String(q.kind);
    const value = q.kind === 'red' ? `RED ${q.minThPackets ?? ''}/${q.maxThPackets ?? ''}` : label;
    return i18n._(msg`${who}: queue → ${value}`);
  }
  const number = (v: number) => formatNumber(locale, v, 6);
  const value =
    c.key === 'delaySec' ? withUnit(locale, number(c.value * 1000), 'ms') : c.key === 'rateBps' ? withUnit(locale, number(c.value / 1e6), 'Mb/s') : typeof c.value === 'number' ? number(c.value) : String(c.value);
  const spec = changeSpec(c);
  const what = spec ? specShortLabel(i18n, spec) : c.key;
  return i18n._(msg`${who}: ${what} → ${value}`);
}
