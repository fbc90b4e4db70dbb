// What a sweep measures in each run: named values read off a run's summary. A measure's key is
// text, so it travels in links and files: `jain`, `goodput:<class>`, `transfer:<class>`,
// `retransmits:<class>`, `timeouts:<class>`, `completion:<class>`, `ratio:<a>/<b>`, `drops`,
// `utilization`, `queue`. A class is a flow's name (classBy 'flow') or its variant's label.
import { jainIndex } from '../sim/metrics/jain';
import { classOf } from './validation/compare';
import type { ClassBy, RunSummary } from './validation/types';

export type MeasureKey = string;

export interface MeasureContext {
  classBy: ClassBy;
  /** JFI over the flows of these classes only; default every flow of the run. */
  jainOver?: readonly string[];
}

export interface MeasureInfo {
  label: string;
  /** Unit of the value as stored (bit/s, s, packets, or '' for a ratio or an index). */
  unit: 'bps' | 's' | 'packets' | '' | 'share';
}

const CLASS_MEASURES: Record<string, { label: (c: string) => string; unit: MeasureInfo['unit'] }> = {
  goodput: { label: (c) => `goodput of a ${c} flow`, unit: 'bps' },
  transfer: { label: (c) => `${c} transfer's throughput`, unit: 'bps' },
  retransmits: { label: (c) => `retransmitted packets per ${c} flow`, unit: 'packets' },
  timeouts: { label: (c) => `timeouts per ${c} flow`, unit: '' },
  completion: { label: (c) => `${c} completion time`, unit: 's' },
};

const RUN_MEASURES: Record<string, MeasureInfo> = {
  jain: { label: "Jain's fairness index", unit: '' },
  drops: { label: 'bottleneck drops', unit: 'packets' },
  utilization: { label: 'bottleneck utilization', unit: 'share' },
  queue: { label: 'mean bottleneck queue', unit: 'packets' },
};

/** The measures a sweep can take of any scenario, for pickers (class measures per class). */
export function measureKeys(classes: readonly string[]): MeasureKey[] {
  return [...Object.keys(RUN_MEASURES), ...classes.flatMap((c) => ['goodput', 'retransmits', 'timeouts'].map((m) => `${m}:${c}`))];
}

/** Label and unit of a measure key; throws on a key that names no measure. */
export function measureInfo(key: MeasureKey): MeasureInfo {
  if (RUN_MEASURES[key]) return RUN_MEASURES[key];
  const [kind, arg] = splitKey(key);
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    if (!a || !b) throw new Error(`measure "${key}": a ratio names two classes, ratio:<a>/<b>`);
    return { label: `${a}/${b} goodput ratio`, unit: '' };
  }
  const m = CLASS_MEASURES[kind];
  if (!m || !arg) throw new Error(`measure "${key}" is not one of: ${[...Object.keys(RUN_MEASURES), ...Object.keys(CLASS_MEASURES).map((k) => `${k}:<class>`), 'ratio:<a>/<b>'].join(', ')}`);
  return { label: m.label(arg), unit: m.unit };
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i + 1)];
}

const meanOf = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

function classIndexes(run: RunSummary, cls: string, by: ClassBy): number[] {
  return run.flows.map((_, i) => i).filter((i) => classOf(run, i, by) === cls);
}

/**
 * The value of `key` in `run`: class measures are the mean over the class's flows (NaN when the
 * class has no flow, or a transfer did not complete).
 */
export function measure(run: RunSummary, key: MeasureKey, ctx: MeasureContext): number {
  switch (key) {
    case 'jain': {
      if (!ctx.jainOver) return run.jainIndex;
      const over = ctx.jainOver;
      return jainIndex(run.flows.filter((_, i) => over.includes(classOf(run, i, ctx.classBy))).map((f) => f.goodputBps));
    }
    case 'drops':
      return run.bottleneck.drops;
    case 'utilization':
      return run.bottleneck.utilization;
    case 'queue':
      return run.bottleneck.meanQueuePackets;
  }
  const [kind, arg] = splitKey(key);
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    return measure(run, `goodput:${a}`, ctx) / measure(run, `goodput:${b}`, ctx);
  }
  const idx = classIndexes(run, arg, ctx.classBy);
  const flows = idx.map((i) => run.flows[i]);
  switch (kind) {
    case 'goodput':
      return meanOf(flows.map((f) => f.goodputBps));
    case 'transfer':
      return meanOf(flows.map((f) => f.transferBps ?? NaN));
    case 'retransmits':
      return meanOf(flows.map((f) => f.retransmittedPackets));
    case 'timeouts':
      return meanOf(flows.map((f) => f.timeouts));
    case 'completion':
      return meanOf(flows.map((f) => f.completionSec ?? NaN));
  }
  throw new Error(`measure "${key}" is not known`);
}
