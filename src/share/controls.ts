// The lab controls a teacher link can lock (shown, not changeable) or hide, each with a stable id:
// the lab's own controls, and one per setting that changes a result, derived from the parameter
// specs (every TCP setting the lab offers, every knob of every variant module, the run's length).
import { PROFILE_SPEC, SCENARIO_PARAMS, TCP_PARAMS, TCP_SWITCHES, type ParamSpec } from '../sim/scenario/params';
import { VARIANT_MODULES, anyKnobSpec, type KnobKey } from '../sim/tcp/registry';

/** Controls of the lab itself, not one parameter each. */
const LAB_CONTROLS = ['bottleneck', 'queue', 'flows.add', 'flows.stop', 'flow.maxWindow', 'time', 'speed', 'presets', 'charts', 'share'] as const;
type LabControlId = (typeof LAB_CONTROLS)[number];

/** The numeric TCP settings the lab's TCP panel offers (the profile and every switch are offered too). */
export const LAB_TCP_PARAMS = [TCP_PARAMS.headerBytes] as const;
/** The scenario-wide numbers the lab offers a control for. */
export const LAB_RUN_PARAMS = [SCENARIO_PARAMS.durationSec] as const;

type TcpSettingKey = typeof PROFILE_SPEC.key | keyof typeof TCP_SWITCHES | (typeof LAB_TCP_PARAMS)[number]['key'];
type RunSettingKey = (typeof LAB_RUN_PARAMS)[number]['key'];

export type ControlId = LabControlId | `flow.${KnobKey}` | `tcp.${TcpSettingKey}` | `run.${RunSettingKey}`;

/** The control of knob `key` of a variant (a knob shared by several variants has one control). */
export const knobControlId = (key: KnobKey): ControlId => `flow.${key}`;
/** The control of a TCP setting of the TCP panel. */
export const tcpControlId = (key: TcpSettingKey): ControlId => `tcp.${key}`;
/** The control of a scenario-wide setting. */
export const runControlId = (key: RunSettingKey): ControlId => `run.${key}`;

/** Every control that a parameter spec makes, in the order the specs list them. */
const SPEC_CONTROLS: readonly ControlId[] = [
  ...new Set<ControlId>([
    tcpControlId(PROFILE_SPEC.key),
    ...Object.values(TCP_SWITCHES).map((s) => tcpControlId(s.key)),
    ...LAB_TCP_PARAMS.map((s) => tcpControlId(s.key)),
    ...LAB_RUN_PARAMS.map((s) => runControlId(s.key)),
    ...VARIANT_MODULES.flatMap((m) => Object.keys(m.params).map((k) => knobControlId(k as KnobKey))),
  ]),
];

/**
 * The bit order of lock masks in links (bit i = LINK_BIT_ORDER[i]): part of the link format, so
 * append new ids at the end, never reorder or remove one. A control missing here still works (it
 * takes a bit after these), but its bit is not frozen until it is listed.
 */
export const LINK_BIT_ORDER: readonly string[] = [
  'bottleneck', 'queue', 'flows.add', 'flows.stop', 'flow.alpha', 'flow.beta', 'flow.gamma', 'flow.delta', 'flow.countMax', 'flow.maxWindow',
  'time', 'speed', 'presets', 'charts', 'share',
  'tcp.profile', 'tcp.synHandshake', 'tcp.delayedGrowth', 'tcp.sack', 'tcp.headerBytes', 'run.durationSec',
  'flow.cubicC', 'flow.cubicBeta', 'flow.fastConvergence', 'flow.hystart', 'flow.renoFriendly', 'flow.bbrCwndGain', 'flow.bbrBwRounds', 'flow.bbrMinRttWindowSec',
  'tcp.ecn',
];

const ALL: ReadonlySet<string> = new Set<string>([...LAB_CONTROLS, ...SPEC_CONTROLS]);

/** Every lockable control: those with a frozen bit in link order, then any newer ones in spec order. */
export const CONTROL_IDS: readonly ControlId[] = [
  ...(LINK_BIT_ORDER.filter((id) => ALL.has(id)) as ControlId[]),
  ...[...LAB_CONTROLS, ...SPEC_CONTROLS].filter((id) => !LINK_BIT_ORDER.includes(id)),
];

/** The bits of a lock mask in a link, in order: an id, or null for a bit this lab no longer has. */
export const LOCK_BITS: readonly (ControlId | null)[] = [
  ...LINK_BIT_ORDER.map((id) => (ALL.has(id) ? (id as ControlId) : null)),
  ...CONTROL_IDS.filter((id) => !LINK_BIT_ORDER.includes(id)),
];

export const isControlId = (s: string): s is ControlId => ALL.has(s);

/** The control that locks or hides knob `key` of a variant, if it has one of its own. */
export const knobControl = (key: string): ControlId | undefined => {
  const id = `flow.${key}`;
  return isControlId(id) ? id : undefined;
};

const LAB_LABELS: Readonly<Record<LabControlId, { label: string; description: string }>> = {
  bottleneck: { label: 'Bottleneck link', description: 'The bottleneck link R1→R2: rate, delay and buffer.' },
  queue: { label: 'Queue discipline', description: 'The queue discipline and its parameters.' },
  'flows.add': { label: 'Adding flows', description: 'The form that adds a flow, and each flow’s Duplicate button.' },
  'flows.stop': { label: 'Stopping and removing flows', description: "Each flow's Stop and Remove buttons, and its start time, stop time and access delay." },
  'flow.maxWindow': { label: 'Max window', description: "Every flow's maximum (receiver) window." },
  time: { label: 'Play, step, reset', description: 'Play / pause, step and reset.' },
  speed: { label: 'Speed', description: 'The simulation speed.' },
  presets: { label: 'Presets and files', description: 'The preset menu (loading another scenario).' },
  charts: { label: 'Choice of charts', description: 'Choosing which charts are shown.' },
  share: { label: 'Sharing', description: 'The share dialog (copy link, QR code, download).' },
};

/** Which group the share dialog lists a control under. */
export type ControlGroup = 'lab' | 'tcp' | 'knob';

/** A control's label, what it covers, and its group, for the share dialog. */
export function describeControl(id: ControlId): { label: string; description: string; group: ControlGroup } {
  if (id in LAB_LABELS) return { ...LAB_LABELS[id as LabControlId], group: 'lab' };
  const [kind, key] = id.split('.', 2) as [string, string];
  if (kind === 'flow') {
    const spec = anyKnobSpec(key)!;
    const variants = VARIANT_MODULES.filter((m) => Object.hasOwn(m.params, key)).map((m) => m.label);
    return { label: spec.label, description: `${spec.description} (every ${variants.join(', ')} flow)`, group: 'knob' };
  }
  if (kind === 'run') {
    const spec = LAB_RUN_PARAMS.find((s) => s.key === key)!;
    return { label: `Run length (${spec.label.toLowerCase()})`, description: `${spec.description} Also “extend by …” on a finished run.`, group: 'lab' };
  }
  if (key === PROFILE_SPEC.key) return { label: PROFILE_SPEC.label, description: PROFILE_SPEC.description, group: 'tcp' };
  const s: { label: string; description: string } | ParamSpec | undefined =
    (TCP_SWITCHES as Record<string, { label: string; description: string }>)[key] ?? LAB_TCP_PARAMS.find((p) => p.key === key);
  return { label: s!.label, description: s!.description, group: 'tcp' };
}

/** What each control id covers, for the share dialog's checkboxes and for whoever wires them. */
export const CONTROL_DESCRIPTIONS: Readonly<Record<ControlId, string>> = Object.fromEntries(CONTROL_IDS.map((id) => [id, describeControl(id).description])) as Record<
  ControlId,
  string
>;
