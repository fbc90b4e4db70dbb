// The ns-3.37 reference values of the CUBIC/BBR contrasts (ns3Cases.ts): the shape of
// ns3Reference.json (written by `npm run ns3:reference`) and the means over its replications.
import { jainIndex } from '../../sim/metrics/jain';

/** One ns-3 replication of a case. */
export interface Ns3ReferenceRun {
  seed: number;
  /** The program's arguments, to rerun it by hand. */
  args: string[];
  flows: { name: string; goodputBps: number; drops: number; meanRttSec: number | null }[];
  jainIndex: number;
  meanQueuePackets: number;
  drops: number;
  utilization: number;
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
  means: Ns3CaseMeans;
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

/** A case's runs with their means; `flows` are the case's flow names in order. */
export function summarizeNs3Case(flows: readonly string[], runs: Ns3ReferenceRun[]): Ns3ReferenceCase {
  if (runs.length === 0) throw new Error('a case needs at least one run');
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
    runs,
  };
}
