// The dequeue-time golden runs: the disciplines that pick or drop packets when the line frees
// (CoDel, FQ-CoDel, DRR; PIE shares their packet store) on the 200-flow benchmark mix and on small set-ups that reach their rarer
// paths (ECN marks, overflow batches, live buffer cuts, queue swaps). dequeueGolden.test.ts compares
// their fingerprints with dequeueGolden.json, so making these disciplines faster cannot move a result.
import { createHash } from 'node:crypto';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { Drr } from '../../../src/sim/queue/Drr';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { Pie } from '../../../src/sim/queue/Pie';
import { Simulation, type DropEvent } from '../../../src/sim/Simulation';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { BENCH_CASES } from '../../../src/cli/benchCases';
import type { GoldenCase } from './goldenRuns';

const mix200 = (queue: Record<string, unknown>, durationSec: number, patch: Record<string, unknown> = {}): unknown => {
  const base = PRESETS['many-flows-200'] as { bottleneck: Record<string, unknown> };
  return { ...base, ...patch, durationSec, measure: { fromSec: 0, toSec: durationSec }, bottleneck: { ...base.bottleneck, queue } };
};

const edge = (delaySec: number, rateBps = 10e6) => ({ rateBps, delaySec });

/** Four flows of mixed variants through a shallow buffer (drops and marks come often). */
const small = (queue: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown => ({
  version: 2,
  seed: 5,
  durationSec: 30,
  tcp: { ecn: true },
  bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 40, queue },
  flows: [
    { variant: 'reno', access: edge(0.002), egress: edge(0.001) },
    { variant: 'newreno', access: edge(0.02), egress: edge(0.001), startSec: 0.3 },
    { variant: 'cubic', access: edge(0.01), egress: edge(0.001), startSec: 0.7 },
    { variant: 'cbr', rateBps: 600_000, access: edge(0.001), egress: edge(0.001), startSec: 5, stopSec: 20 },
  ],
  ...extra,
});

/** Full fingerprints (sampler rows, traces, drops, queue snapshots), as the golden runs take them. */
export const DEQUEUE_CASES: GoldenCase[] = [
  { name: '200 flows, 60 s, CoDel', scenario: mix200({ kind: 'codel' }, 60), sampleSec: 0.5 },
  { name: '200 flows, 60 s, FQ-CoDel', scenario: mix200({ kind: 'fq-codel' }, 60), sampleSec: 0.5 },
  { name: '200 flows, 60 s, DRR', scenario: mix200({ kind: 'drr', quantumBytes: 1000 }, 60), sampleSec: 0.5 },
  { name: 'CoDel with ECN, shallow buffer', scenario: small({ kind: 'codel', targetSec: 0.002, intervalSec: 0.05, ecn: true }), sampleSec: 0.05 },
  { name: 'FQ-CoDel with ECN, small quantum', scenario: small({ kind: 'fq-codel', targetSec: 0.002, intervalSec: 0.05, quantumBytes: 300, ecn: true }), sampleSec: 0.05 },
  { name: 'FQ-CoDel, tiny buffer (overflow batches)', scenario: small({ kind: 'fq-codel' }, { tcp: { ecn: false }, bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 6, queue: { kind: 'fq-codel' } } }), sampleSec: 0.05 },
  { name: 'PIE with ECN, shallow buffer', scenario: small({ kind: 'pie', ecn: true }), sampleSec: 0.05 },
  {
    name: 'live: buffer cuts and queue swaps between FIFO and dequeue-time disciplines',
    scenario: small({ kind: 'codel' }, { tcp: { ecn: false } }),
    sampleSec: 0.05,
    live: [
      { atSec: 4.1, edit: (sim) => sim.setLink(0, { bufferPackets: 5 }) },
      { atSec: 6.3, edit: (sim) => sim.setQueue(0, { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 500, ecn: false }) },
      { atSec: 9.7, edit: (sim) => sim.setLink(0, { bufferPackets: 60, rateBps: 1e6 }) },
      { atSec: 13.2, edit: (sim) => sim.setQueue(0, { kind: 'droptail' }) },
      { atSec: 16.5, edit: (sim) => sim.setQueue(0, { kind: 'drr', quantumBytes: 1000 }) },
      { atSec: 19.9, edit: (sim) => sim.setLink(0, { bufferPackets: 3 }) },
      { atSec: 23.4, edit: (sim) => sim.setQueue(0, { kind: 'codel', targetSec: 0.001, intervalSec: 0.02, ecn: false }) },
    ],
  },
];

const LISTS = ['none', 'new', 'old'];

/**
 * Observables added after the recording (what FQ-CoDel's flow queues see, summed for its chart):
 * left out of the queue state's hash, so every recorded value is still compared bit for bit.
 * tests/ui/charts/aqmChartSpecs.test.ts and the module's own tests check them.
 */
const OBSERVABLES_SINCE_RECORDING = new Set(['fqCoDelSojournSec', 'fqCoDelActiveFlows', 'fqCoDelDroppingFlows']);

/**
 * The state of the discipline on each direction of the bottleneck, and its observables (CoDel's
 * sojourn and dropping state, per flow for FQ-CoDel; DRR's deficits; PIE's probability), which
 * the golden runs' fingerprint leaves out.
 */
export function queueState(sim: Simulation): number[] {
  const out = Object.entries(sim.observeQueue())
    .filter(([key]) => !OBSERVABLES_SINCE_RECORDING.has(key))
    .map(([, v]) => v);
  const flows = sim.flows.length;
  for (const link of [sim.bottleneck, sim.reverseChain[0]]) {
    const q = link.queue;
    if (q instanceof CoDel) out.push(q.sojournSec, q.dropping ? 1 : 0, q.count, q.dropNextSec, q.bytes);
    else if (q instanceof FqCoDel) for (let f = 0; f < flows; f++) out.push(q.sojournSec(f), q.dropping(f) ? 1 : 0, q.deficitBytes(f), LISTS.indexOf(q.listOf(f)), q.backlogBytes(f));
    else if (q instanceof Drr) for (let f = 0; f < flows; f++) out.push(q.deficitBytes(f), q.backlogBytes(f), q.activeFlows);
    else if (q instanceof Pie) out.push(q.dropProbabilityAt(sim.now), q.queueDelaySec, q.burstAllowanceAt(sim.now));
  }
  return out;
}

/** Summary fields added after the recording (drops by reason and ECN marks, checked by tests/sim/metrics/dropsByReason.test.ts): left out of the hash. */
const SUMMARY_SINCE_RECORDING = new Set(['dropsByReason', 'marks']);

/**
 * The event count is compared on its own, not in the summary's hash: how a link schedules its
 * work may change the number of events without moving any result, and the hash then still says so.
 */
export const SUMMARY_UNHASHED = new Set(['events']);

/** A lighter fingerprint of a long run: events, the summary and every drop. */
export interface RunFingerprint {
  events: number;
  bottleneckDepartures: number;
  summary: string;
  drops: string;
}

/** The benchmark's own runs (npm run bench), by their case's name there. */
export interface BenchRun {
  name: string;
  benchCase: string;
}

export const DEQUEUE_BENCH_RUNS: BenchRun[] = [
  { name: 'bench: 200 flows, 600 s, CoDel', benchCase: 'mix200-600-codel' },
  { name: 'bench: 200 flows, 600 s, FQ-CoDel', benchCase: 'mix200-600-fqcodel' },
];

/** Runs the benchmark's case `run.benchCase` (the 200-flow mix for 600 s on a discipline that decides at dequeue). */
export function benchFingerprint(run: BenchRun): RunFingerprint {
  const scenario = BENCH_CASES.find((c) => c.name === run.benchCase)!.scenario;
  const sim = new Simulation(scenario);
  const drops: number[] = [];
  sim.onDropEvent = (e: DropEvent) => drops.push(e.atSec, e.linkId, e.flow, e.reason, e.ack ? 1 : 0);
  sim.runUntil(scenario.durationSec);
  const summary = sim.summary();
  return {
    events: summary.events,
    bottleneckDepartures: summary.bottleneck.departures,
    summary: createHash('sha256').update(JSON.stringify(summary, (key, value: unknown) => (SUMMARY_SINCE_RECORDING.has(key) || SUMMARY_UNHASHED.has(key) ? undefined : value))).digest('hex'),
    drops: createHash('sha256').update(new Uint8Array(Float64Array.from(drops).buffer)).digest('hex'),
  };
}
