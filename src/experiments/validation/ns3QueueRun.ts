// One replication of an ns-3.37 queue-discipline case (ns3QueueCases.ts) in our engine, measured as
// the reference measures it: per-flow goodput, JFI, mean queue, mean queueing delay, drops split
// into overflow and AQM drops, and ECN marks, all over the case's measurement window.
import { Simulation } from '../../sim/Simulation';
import { validateScenario } from '../../sim/scenario/Scenario';
import type { Ns3QueueCase } from './ns3QueueCases';

/** What one of our runs of a queue case reports (the fields ns3QueueCompare reads). */
export interface OursNs3QueueRun {
  seed: number;
  flows: { name: string; goodputBps: number; drops: number }[];
  jainIndex: number;
  meanQueuePackets: number;
  /** Mean time a packet waited in the bottleneck queue over the window (Little's law), s. */
  meanQueueDelaySec: number;
  /** The queue's limit: the arriving packet (overflow) or, for flow queueing, the fattest queue's head. */
  overflowDrops: number;
  /** The AQM's own decisions: PIE's random drops, CoDel's sojourn drops (RED's early and forced drops). */
  aqmDrops: number;
  marks: number;
  utilization: number;
}

// Indexes of LinkStats.drops (QueueReason): 1 overflow, 2 early, 3 forced, 4 head-overflow, 5 sojourn.
const OVERFLOW_REASONS = [1, 4];
const AQM_REASONS = [2, 3, 5];

/** Runs replication `seed` of a case to its end. */
export function runNs3QueueCase(c: Ns3QueueCase, seed: number): OursNs3QueueRun {
  const scenario = c.scenario(seed);
  const sim = new Simulation(validateScenario(scenario));
  // The summary's window opens at measure.fromSec; the drop-by-reason and mark counters are read
  // from the bottleneck link as they stand at the same instant.
  sim.runUntil(scenario.measure.fromSec);
  const dropsAtFrom = [...sim.bottleneck.stats.drops];
  const marksAtFrom = sim.bottleneck.stats.marks;
  const summary = sim.run();
  const drops = sim.bottleneck.stats.drops.map((d, i) => d - dropsAtFrom[i]);
  const sum = (idx: number[]) => idx.reduce((a, i) => a + drops[i], 0);
  return {
    seed,
    flows: summary.flows.map((f) => ({ name: f.name, goodputBps: f.goodputBps, drops: f.drops })),
    jainIndex: summary.jainIndex,
    meanQueuePackets: summary.bottleneck.meanQueuePackets,
    meanQueueDelaySec: summary.bottleneck.meanQueueDelaySec,
    overflowDrops: sum(OVERFLOW_REASONS),
    aqmDrops: sum(AQM_REASONS),
    marks: sim.bottleneck.stats.marks - marksAtFrom,
    utilization: summary.bottleneck.utilization,
  };
}
