// What one run reports, whichever simulator ran it: the summary a sweep measures and the
// validation compares, made from our engine's summary or from ns-2's JSON.
import type { SimSummary } from '../sim/Simulation';
import { Random } from '../sim/engine/Random';
import { expandFlows } from '../sim/scenario/expand';
import { validateScenario, type ScenarioInput } from '../sim/scenario/Scenario';

/** What one run of either simulator reports (the common part of our summary and NS2JSON). */
export interface RunSummary {
  flows: {
    name: string;
    variant: string;
    goodputBps: number;
    sentPackets: number;
    retransmittedPackets: number;
    timeouts: number;
    drops: number;
    meanQueuePackets: number | null;
    /** When a finite transfer's last byte was acknowledged, s (null: not finite, or not completed). */
    completionSec?: number | null;
    /** A finite transfer's throughput, size / (completion − start), bit/s; null if it did not complete or is not finite. */
    transferBps?: number | null;
    /** What the flow saw of its path (our engine only; see SimSummary's FlowSummary): the analytic models' inputs. */
    lossEvents?: number;
    meanRttSec?: number | null;
    t0Sec?: number | null;
    baseRttSec?: number | null;
  }[];
  jainIndex: number;
  bottleneck: {
    drops: number;
    utilization: number;
    meanQueuePackets: number;
    /** Mean wait in the queue by Little's law, s (our engine only). */
    meanQueueDelaySec?: number;
  };
  /** Wall-clock seconds of the run (ns-2: the whole ns process). */
  wallSec: number;
}

/** The per-flow and bottleneck summary ns-2's JSON gives (src/cli/ns2.ts), as far as a RunSummary reads it. */
type SummaryLike = Pick<SimSummary, 'jainIndex'> & { flows: RunSummary['flows']; bottleneck: RunSummary['bottleneck'] };

/** The fields both simulators report per flow, taken from either's summary. */
function flowRow(f: RunSummary['flows'][number]): RunSummary['flows'][number] {
  return {
    name: f.name,
    variant: f.variant,
    goodputBps: f.goodputBps,
    sentPackets: f.sentPackets,
    retransmittedPackets: f.retransmittedPackets,
    timeouts: f.timeouts,
    drops: f.drops,
    meanQueuePackets: f.meanQueuePackets,
    completionSec: f.completionSec,
    ...(f.lossEvents !== undefined ? { lossEvents: f.lossEvents, meanRttSec: f.meanRttSec, t0Sec: f.t0Sec, baseRttSec: f.baseRttSec } : {}),
  };
}

/** Either simulator's summary as a RunSummary (the bottleneck fields both report). */
export function toRun(s: SummaryLike, wallSec: number): RunSummary {
  const b = s.bottleneck;
  return {
    flows: s.flows.map(flowRow),
    jainIndex: s.jainIndex,
    bottleneck: { drops: b.drops, utilization: b.utilization, meanQueuePackets: b.meanQueuePackets, ...(b.meanQueueDelaySec !== undefined ? { meanQueueDelaySec: b.meanQueueDelaySec } : {}) },
    wallSec,
  };
}

export const fromOurs = (s: SimSummary, wallSec: number): RunSummary => toRun(s, wallSec);

/**
 * Adds each finite transfer's own throughput, size / (completion − start), to a run of `scenario`
 * (both simulators report the completion time; the start and size come from the scenario).
 */
export function withTransfers(run: RunSummary, scenario: ScenarioInput): RunSummary {
  const s = validateScenario(scenario);
  const flows = expandFlows(s, Random.fromSeed(s.seed).stream(0));
  if (flows.every((f) => f.bytes === undefined)) return run;
  return {
    ...run,
    flows: run.flows.map((f, i) => {
      const bytes = flows[i]?.bytes;
      if (bytes === undefined) return f;
      const done = f.completionSec ?? null;
      return { ...f, transferBps: done === null ? null : (8 * bytes) / (done - flows[i].startSec) };
    }),
  };
}
