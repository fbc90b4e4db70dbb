// The share dialog's names of the controls a teacher link can lock or hide, and what each covers,
// in the reader's language. The English is src/share/controls.ts's (describeControl); the lab's
// own controls have messages keyed on their control id, the rest are the sim specs' labels and
// descriptions (specText.ts, specDescriptions.ts).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { describeControl, LAB_RUN_PARAMS, LAB_TCP_PARAMS, type ControlId } from '../../share/controls';
import { PROFILE_SPEC, TCP_SWITCHES } from '../../sim/scenario/params';
import { anyKnobSpec, VARIANT_MODULES } from '../../sim/tcp/registry';
import { specDescription } from './specDescriptions';
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

/** What each of the lab's own controls covers, keyed on its control id (English: LAB_LABELS in src/share/controls.ts). */
export const LAB_CONTROL_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  bottleneck: msg({ id: 'control.bottleneck.description', message: 'The bottleneck link R1→R2: rate, delay and buffer.' }),
  queue: msg({ id: 'control.queue.description', message: 'The queue discipline and its parameters.' }),
  'flows.add': msg({ id: 'control.flows.add.description', message: 'The form that adds a flow, and each flow’s Duplicate button.' }),
  'flows.stop': msg({ id: 'control.flows.stop.description', message: "Each flow's Stop and Remove buttons, and its start time, stop time and access delay." }),
  'flow.maxWindow': msg({ id: 'control.flow.maxWindow.description', message: "Every flow's maximum (receiver) window." }),
  time: msg({ id: 'control.time.description', message: 'Play / pause, step and reset.' }),
  speed: msg({ id: 'control.speed.description', message: 'The simulation speed.' }),
  presets: msg({ id: 'control.presets.description', message: 'The preset menu (loading another scenario).' }),
  charts: msg({ id: 'control.charts.description', message: 'Choosing which charts are shown.' }),
  share: msg({ id: 'control.share.description', message: 'The share dialog (copy link, QR code, download).' }),
};

const KNOB_DESCRIPTION = msg({ id: 'control.knob.description', message: '{what} (every {variants} flow)' });
const RUN_DESCRIPTION = msg({ id: 'control.run.description', message: '{what} Also “extend by …” on a finished run.' });

/** What a control covers, as the share dialog's lock table says it (the row's tooltip). */
export function controlDescription(i18n: I18n, id: ControlId): string {
  if (i18n.locale === 'en') return describeControl(id).description;
  const own = LAB_CONTROL_DESCRIPTIONS[id];
  if (own) return i18n._(own);
  const [kind, key] = id.split('.', 2) as [string, string];
  if (kind === 'flow') {
    const spec = anyKnobSpec(key);
    if (!spec) return describeControl(id).description;
    const what = specDescription(i18n, spec);
    const variants = VARIANT_MODULES.filter((m) => Object.hasOwn(m.params, key)).map((m) => m.label).join(', ');
    return i18n._(KNOB_DESCRIPTION.id, { what, variants });
  }
  if (kind === 'run') {
    const spec = LAB_RUN_PARAMS.find((s) => s.key === key);
    if (!spec) return describeControl(id).description;
    const what = specDescription(i18n, spec);
    return i18n._(RUN_DESCRIPTION.id, { what });
  }
  if (key === PROFILE_SPEC.key) return specDescription(i18n, PROFILE_SPEC);
  const spec = (TCP_SWITCHES as Record<string, { label: string; description: string }>)[key] ?? LAB_TCP_PARAMS.find((p) => p.key === key);
  return spec ? specDescription(i18n, spec) : describeControl(id).description;
}
