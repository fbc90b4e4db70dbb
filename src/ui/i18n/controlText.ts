// The share dialog's names of the controls a teacher link can lock or hide, in the reader's
// language. The English is src/share/controls.ts's (describeControl); the lab's own controls have
// messages keyed on their control id, the rest are the sim specs' labels (specText.ts).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { describeControl, LAB_TCP_PARAMS, type ControlId } from '../../share/controls';
import { TCP_SWITCHES } from '../../sim/scenario/params';
import { anyKnobSpec } from '../../sim/tcp/registry';
import { PROFILE_MESSAGES, specLabel } from './specText';

export const LAB_CONTROL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  bottleneck: msg({ id: 'control.bottleneck.label', message: 'Bottleneck link' }),
  queue: msg({ id: 'control.queue.label', message: 'Queue discipline' }),
  'flows.add': msg({ id: 'control.flows.add.label', message: 'Adding flows' }),
  'flows.stop': msg({ id: 'control.flows.stop.label', message: 'Stopping and removing flows' }),
  'flow.maxWindow': msg({ id: 'control.flow.maxWindow.label', message: 'Max window' }),
  time: msg({ id: 'control.time.label', message: 'Play, step, reset' }),
  speed: msg({ id: 'control.speed.label', message: 'Speed' }),
  presets: msg({ id: 'control.presets.label', message: 'Presets and files' }),
  charts: msg({ id: 'control.charts.label', message: 'Choice of charts' }),
  share: msg({ id: 'control.share.label', message: 'Sharing' }),
  'run.durationSec': msg({ id: 'control.run.durationSec.label', message: 'Run length (duration)' }),
};

/** A control's name as the share dialog's lock table shows it. */
export function controlLabel(i18n: I18n, id: ControlId): string {
  if (i18n.locale === 'en') return describeControl(id).label;
  const own = LAB_CONTROL_LABELS[id];
  if (own) return i18n._(own);
  const [kind, key] = id.split('.', 2) as [string, string];
  if (kind === 'flow') {
    const spec = anyKnobSpec(key);
    return spec ? specLabel(i18n, spec) : describeControl(id).label;
  }
  if (key === 'profile') return i18n._(PROFILE_MESSAGES.label);
  const spec = (TCP_SWITCHES as Record<string, { label: string }>)[key] ?? LAB_TCP_PARAMS.find((p) => p.key === key);
  return spec ? specLabel(i18n, spec) : describeControl(id).label;
}
