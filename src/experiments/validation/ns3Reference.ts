// The ns-3.37 reference values of the CUBIC/BBR contrasts (ns3Cases.ts): the shape of
// ns3Reference.json (written by `npm run ns3:reference`) and the means over its replications.
import { jainIndex } from '../../sim/metrics/jain';

/**
 * A BBR flow under this share of the bottleneck's rate has stalled: ns-3.37's TcpBbr can lose its
 * bandwidth estimate after a retransmission timeout in start-up and pace at about one segment per
 * RTT for the rest of the run (MODEL.md, "ns-3"); Linux's BBR does not. Such runs are kept in the
 * file but are no reference.
 */
export const BBR_STALL_SHARE = 0.02;

/** Whether a run's BBR flow stalled (see BBR_STALL_SHARE). */
export function bbrStalled(flows: readonly { variant: string; goodputBps: number }[], bottleneckRateBps: number): boolean {
  return flows.some((f) => f.variant === 'bbr' && f.goodputBps < BBR_STALL_SHARE * bottleneckRateBps);
}

/**
 * When a BBR flow stalled for good, from the ns-3 program's trace (`--traceFile`: lines of time,
 * flow, cwnd, ssthresh, in flight, pacing rate, …): the first sample after which its pacing rate
 * never again reaches BBR_STALL_SHARE of the bottleneck, when that is before `toSec` (the end of
 * the measured window); otherwise null. A stall that starts inside the window leaves the BBR flow
 * above the whole-window share of bbrStalled but is the same ns-3.37 fault (MODEL.md).
 */
export function bbrStallStart(trace: string, bbrFlows: readonly number[], bottleneckRateBps: number, toSec: number): number | null {
  const threshold = BBR_STALL_SHARE * bottleneckRateBps;
  let earliest: number | null = null;
  for (const flow of bbrFlows) {
    let lastHigh = -Infinity;
    let firstLowAfter: number | null = null;
    for (const line of trace.split('\n')) {
      const cols = line.split(',');
      if (cols.length < 6 || Number(cols[1]) !== flow) continue;
      const t = Number(cols[0]);
      if (Number(cols[5]) >= threshold) {
        lastHigh = t;
        firstLowAfter = null;
      } else if (firstLowAfter === null && t > lastHigh && lastHigh > -Infinity) {
        firstLowAfter = t;
      }
    }
    if (firstLowAfter !== null && firstLowAfter < toSec && (earliest === null || firstLowAfter < earliest)) earliest = firstLowAfter;
  }
  return earliest;
}

/** One ns-3 replication of a case. */
export interface Ns3ReferenceRun {
  seed: number;
  /** The program's arguments, to rerun it by hand. */
  args: string[];
  flows: { name: string; variant: string; goodputBps: number; drops: number; meanRttSec: number | null }[];
  jainIndex: number;
  meanQueuePackets: number;
  drops: number;
  utilization: number;
  /** A BBR flow stalled (bbrStalled, or bbrStallStart inside the window): the run is not part of the means. */
  stalled: boolean;
  /** When a BBR flow stalled for good inside the measured window (bbrStallStart), seconds. */
  stalledFromSec?: number;
}

/** Means over a case's replications (RTTs over the replications that sampled one). */
export interface Ns3CaseMeans {
  flows: { name: string; goodputBps: number; meanRttSec: number | null }[];
  /** Mean of the replications' JFIs. */
  jainIndex: number;
  /** JFI of the mean goodputs. */
  jainOfMeans: number;
  meanQueuePackets: number;
  drops: number;
  utilization: number;
}

export interface Ns3ReferenceCase {
  /** Means over the runs that did not stall (null: every run stalled). */
  means: Ns3CaseMeans | null;
  /** Seeds whose BBR flow stalled. */
  stalledSeeds: number[];
  runs: Ns3ReferenceRun[];
}

export interface Ns3ReferenceFile {
  command: string;
  ns3: string;
  /** SHA-256 of src/cli/ns3/dumbbell.cc when the values were made. */
  programSha256: string;
  replications: number;
  cases: Record<string, Ns3ReferenceCase>;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** A case's runs with the means of those that did not stall; `flows` are the case's flow names in order. */
export function summarizeNs3Case(flows: readonly string[], all: Ns3ReferenceRun[]): Ns3ReferenceCase {
  const runs = all.filter((r) => !r.stalled);
  const stalledSeeds = all.filter((r) => r.stalled).map((r) => r.seed);
  if (runs.length === 0) return { means: null, stalledSeeds, runs: all };
  const perFlow = flows.map((name, i) => {
    const rtts = runs.map((r) => r.flows[i].meanRttSec).filter((v): v is number => v !== null);
    return { name, goodputBps: mean(runs.map((r) => r.flows[i].goodputBps)), meanRttSec: rtts.length > 0 ? mean(rtts) : null };
  });
  return {
    means: {
      flows: perFlow,
      jainIndex: mean(runs.map((r) => r.jainIndex)),
      jainOfMeans: jainIndex(perFlow.map((f) => f.goodputBps)),
      meanQueuePackets: mean(runs.map((r) => r.meanQueuePackets)),
      drops: mean(runs.map((r) => r.drops)),
      utilization: mean(runs.map((r) => r.utilization)),
    },
    stalledSeeds,
    runs: all,
  };
}
