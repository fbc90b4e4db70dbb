// The ns-3.37 reference values of the queue-discipline cases (ns3QueueCases.ts): the shape of
// ns3QueueReference.json (written by `npm run ns3:queue-reference`), how ns-3's drop reasons
// split into overflow and AQM drops, and the means over a case's replications.
import { jainIndex } from '../../sim/metrics/jain';

/**
 * Whether an ns-3.37 drop reason is the queue's limit (overflow) or its AQM's decision.
 * CoDel and FqCoDel name the limit "Overlimit drop" (FqCoDel's child CoDel queues report through
 * the parent with the prefix "(Dropped by child queue disc) "), PIE "Forced drop"; CoDel's
 * "Target exceeded drop" and PIE's "Unforced drop" are the AQM's.
 */
export function dropKindOf(reason: string): 'overflow' | 'aqm' {
  const own = reason.replace(/^\(Dropped by child queue disc\) /, '');
  if (own === 'Overlimit drop' || own === 'Forced drop') return 'overflow';
  if (own === 'Target exceeded drop' || own === 'Unforced drop') return 'aqm';
  throw new Error(`unknown ns-3 drop reason "${reason}"`);
}

/** Drops by reason, summed into overflow and AQM drops. */
export function dropKinds(byReason: Readonly<Record<string, number>>): { overflow: number; aqm: number } {
  const out = { overflow: 0, aqm: 0 };
  for (const [reason, n] of Object.entries(byReason)) out[dropKindOf(reason)] += n;
  return out;
}

export interface Ns3QueueFlowRun {
  name: string;
  variant: string;
  goodputBps: number;
  meanRttSec: number | null;
  /** Drops at the bottleneck in the window, by ns-3's reason. */
  dropsByReason: Record<string, number>;
  /** ECN CE marks at the bottleneck in the window. */
  marks: number;
}

/** One ns-3 replication of a case. */
export interface Ns3QueueReferenceRun {
  seed: number;
  /** The program's arguments, to rerun it by hand. */
  args: string[];
  flows: Ns3QueueFlowRun[];
  jainIndex: number;
  /** Time-average of the packets waiting (disc + device) in the window. */
  meanQueuePackets: number;
  /** Mean time in the queue disc of the packets that left it in the window, s (what its AQM sees). */
  meanSojournSec: number | null;
  /** Mean time waiting in disc + device, s: their time-integral over the packets sent (Little's law, as ours). */
  meanQueueDelaySec: number | null;
  dropsByReason: Record<string, number>;
  marks: number;
  utilization: number;
  /** A BBR flow stalled (ns3Reference.ts, bbrStalled / bbrStallStart): the run is not part of the means. */
  stalled: boolean;
}

export interface Ns3QueueCaseMeans {
  flows: { name: string; goodputBps: number; meanRttSec: number | null; overflowDrops: number; aqmDrops: number; marks: number }[];
  jainIndex: number;
  jainOfMeans: number;
  meanQueuePackets: number;
  /** Mean over the runs that measured one. */
  meanSojournSec: number | null;
  /** Mean over the runs that measured one. */
  meanQueueDelaySec: number | null;
  overflowDrops: number;
  aqmDrops: number;
  marks: number;
  utilization: number;
}

export interface Ns3QueueReferenceCase {
  /** Means over the runs that did not stall (null: every run stalled). */
  means: Ns3QueueCaseMeans | null;
  stalledSeeds: number[];
  runs: Ns3QueueReferenceRun[];
}

export interface Ns3QueueReferenceFile {
  command: string;
  ns3: string;
  /** SHA-256 of src/cli/ns3/dumbbell.cc when the values were made. */
  programSha256: string;
  replications: number;
  cases: Record<string, Ns3QueueReferenceCase>;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const meanOrNull = (xs: (number | null)[]): number | null => {
  const given = xs.filter((v): v is number => v !== null);
  return given.length > 0 ? mean(given) : null;
};

/** A case's runs with the means of those that did not stall; `flows` are the case's flow names in order. */
export function summarizeNs3QueueCase(flows: readonly string[], all: Ns3QueueReferenceRun[]): Ns3QueueReferenceCase {
  const runs = all.filter((r) => !r.stalled);
  const stalledSeeds = all.filter((r) => r.stalled).map((r) => r.seed);
  if (runs.length === 0) return { means: null, stalledSeeds, runs: all };
  const perFlow = flows.map((name, i) => {
    const kinds = runs.map((r) => dropKinds(r.flows[i].dropsByReason));
    return {
      name,
      goodputBps: mean(runs.map((r) => r.flows[i].goodputBps)),
      meanRttSec: meanOrNull(runs.map((r) => r.flows[i].meanRttSec)),
      overflowDrops: mean(kinds.map((k) => k.overflow)),
      aqmDrops: mean(kinds.map((k) => k.aqm)),
      marks: mean(runs.map((r) => r.flows[i].marks)),
    };
  });
  const kinds = runs.map((r) => dropKinds(r.dropsByReason));
  return {
    means: {
      flows: perFlow,
      jainIndex: mean(runs.map((r) => r.jainIndex)),
      jainOfMeans: jainIndex(perFlow.map((f) => f.goodputBps)),
      meanQueuePackets: mean(runs.map((r) => r.meanQueuePackets)),
      meanSojournSec: meanOrNull(runs.map((r) => r.meanSojournSec)),
      meanQueueDelaySec: meanOrNull(runs.map((r) => r.meanQueueDelaySec)),
      overflowDrops: mean(kinds.map((k) => k.overflow)),
      aqmDrops: mean(kinds.map((k) => k.aqm)),
      marks: mean(runs.map((r) => r.marks)),
      utilization: mean(runs.map((r) => r.utilization)),
    },
    stalledSeeds,
    runs: all,
  };
}
