// The Explain step's text for the run on screen: the lesson's conditional text resolved against
// this run's measures and script (conditionalText), a note naming how the run left the script,
// and the run's numbers filled in. A block whose measures the run has not reached yet waits.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { resolveText } from '../../lessons/conditionalText';
import type { MeasureValues } from '../../lessons/measures';
import type { Lesson } from '../../lessons/parseLesson';
import { ON_TIME_SEC, scriptFlags, scriptStatus, type ScriptStatus } from '../../lessons/scriptStatus';
import { changeSpec, type Scenario } from '../../sim/scenario/Scenario';
import { formatFixed, formatNumber, formatSeconds, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { specShortLabel } from '../i18n/specText';
import { renderLessonMarkdown, useMathVersion } from './lessonMarkdown';
import { formatMeasureText } from './measureText';

type Change = { atSec: number; key: string; value: unknown } & ({ flow: number } | { link: number });

/** Who a change is about: the flow's name, or the bottleneck. */
function whoChanged(i18n: I18n, c: Change, lesson: Lesson): string {
  if (!('flow' in c)) return i18n._(msg`the bottleneck`);
  const index = c.flow;
  return lesson.expanded.flows[c.flow]?.name ?? i18n._(msg`flow ${index}`);
}

/** The setting a change is to, by its label where the lab has one. */
function whatChanged(i18n: I18n, c: Change): string {
  const spec = changeSpec(c);
  return spec ? specShortLabel(i18n, spec) : c.key;
}

/** What a change did, in words, for the departure note. */
function describeEdit(i18n: I18n, c: Change, lesson: Lesson): string {
  const who = whoChanged(i18n, c, lesson);
  const what = whatChanged(i18n, c);
  const locale = i18n.locale as Locale;
  const at = withUnit(locale, formatFixed(locale, c.atSec, 1), 's');
  return i18n._(msg`${who}'s ${what} at ${at}`);
}

/** The departure note's sentences (empty when the run followed the script so far; `nowSec`: how far it has got). */
export function departures(i18n: I18n, lesson: Lesson, s: ScriptStatus, nowSec: number): string[] {
  if (s.scripted) return [];
  const locale = i18n.locale as Locale;
  const out: string[] = [];
  lesson.changes.forEach((c, i) => {
    // A change still ahead of the run is not missed yet.
    if (s.made[i] || c.atSec > nowSec + ON_TIME_SEC) return;
    const who = whoChanged(i18n, c, lesson);
    const what = whatChanged(i18n, c);
    const at = formatSeconds(locale, c.atSec);
    const value = typeof c.value === 'object' ? i18n._(msg`its new setting`) : typeof c.value === 'number' ? formatNumber(locale, c.value, 6) : String(c.value);
    out.push(i18n._(msg`the lesson’s change at ${at} (${who}: ${what} → ${value}) was not made then`));
  });
  if (s.extra.length > 0) {
    const count = s.extra.length;
    const list = `${s.extra
      .slice(0, 3)
      .map((c) => describeEdit(i18n, c, lesson))
      .join('; ')}${count > 3 ? '; …' : ''}`;
    // The app's one Lingui instance (the i18n passed in, in the app) counts the changes in the reader's language.
    out.push(plural(count, { one: `you made a change the lesson did not ask for (${list})`, other: `you made # changes the lesson did not ask for (${list})` }));
  }
  if (s.otherStart) out.push(i18n._(msg`the run started from other settings than the lesson’s`));
  return out;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function RunExplanation({ lesson, run, values, pendingUntilSec, nowSec }: { lesson: Lesson; run: Scenario | null; values: MeasureValues; pendingUntilSec: number; nowSec: number }) {
  const status = useMemo(() => (run ? scriptStatus(lesson.scenario, lesson.changes, run) : null), [lesson, run]);
  const flags = useMemo(() => (status ? scriptFlags(status, lesson.changes, nowSec) : {}), [status, lesson, nowSec]);
  const { t, i18n } = useLingui();
  const until = formatSeconds(i18n.locale as Locale, pendingUntilSec);
  const pending = t`This part of the explanation depends on numbers your run has not reached yet (it is written once the run reaches ${until}).`;
  const resolved = useMemo(() => resolveText(lesson.explain, { values, flags }, `<p class="hint explain__pending">${escapeHtml(pending)}</p>`), [lesson, values, flags, pending]);
  const math = useMathVersion(resolved.md);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- math: typeset again once KaTeX is here
  const html = useMemo(() => renderLessonMarkdown(resolved.md), [resolved.md, math]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('output[data-measure]').forEach((el) => {
      const name = el.dataset.measure!;
      el.textContent = formatMeasureText(i18n, lesson.measures[name], values[name]);
    });
  });
  const away = status ? departures(i18n, lesson, status, nowSec) : [];
  const list = away.join('; ');
  return (
    <>
      {away.length > 0 && (
        <div className="explain__departed" role="note" data-testid="departed">
          <Trans>
            <strong>Your run left the lesson’s script:</strong> {list}. The explanation below speaks about your run as it happened.
          </Trans>
        </div>
      )}
      <div ref={ref} className="markdown" data-testid="explanation" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
