// The lab controls a teacher link can lock (shown, not changeable) or hide, each with a stable id.
// The order of CONTROL_IDS is part of the link format (bit i of a mask = CONTROL_IDS[i]):
// append new ids at the end, never reorder or remove one.

export const CONTROL_IDS = [
  'bottleneck',
  'queue',
  'flows.add',
  'flows.stop',
  'flow.alpha',
  'flow.beta',
  'flow.gamma',
  'flow.delta',
  'flow.countMax',
  'flow.maxWindow',
  'time',
  'speed',
  'presets',
  'charts',
  'share',
] as const;

export type ControlId = (typeof CONTROL_IDS)[number];

/** What each control id covers, for the share dialog's checkboxes and for whoever wires them. */
export const CONTROL_DESCRIPTIONS: Readonly<Record<ControlId, string>> = {
  bottleneck: 'The bottleneck link R1→R2: rate, delay and buffer.',
  queue: 'The queue discipline (DropTail or RED) and RED minTh, maxTh, maxP, weight and gentle mode.',
  'flows.add': 'The form that adds a flow.',
  'flows.stop': "Each flow's Stop and Remove buttons, and its start time, stop time and access delay.",
  'flow.alpha': 'α of every Vegas and Vegas+ flow.',
  'flow.beta': 'β of every Vegas and Vegas+ flow.',
  'flow.gamma': 'γ of every Vegas, Enhanced Vegas and Vegas+ flow.',
  'flow.delta': 'δ of every Enhanced Vegas flow.',
  'flow.countMax': 'countMax of every Vegas+ flow.',
  'flow.maxWindow': "Every flow's maximum (receiver) window.",
  time: 'Play / pause, step and reset.',
  speed: 'The simulation speed.',
  presets: 'The preset menu (loading another scenario).',
  charts: 'Choosing which charts are shown.',
  share: 'The share dialog (copy link, QR code, download).',
};

export const isControlId = (s: string): s is ControlId => (CONTROL_IDS as readonly string[]).includes(s);

/** The control that locks or hides knob `key` of a variant, if it has one of its own. */
export const knobControl = (key: string): ControlId | undefined => {
  const id = `flow.${key}`;
  return isControlId(id) ? id : undefined;
};
