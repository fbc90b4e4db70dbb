// compareNs3QueueCase on a hand-built reference: ns-3's side is the mean over the seeds compared
// (stalled runs left out), its drop reasons split into overflow and AQM drops, and the verdicts
// follow the agreement targets.
import { describe, expect, it } from 'vitest';
import { NS3_QUEUE_CASES } from '../../../src/experiments/validation/ns3QueueCases';
import { compareNs3QueueCase, comparedQueueSeeds } from '../../../src/experiments/validation/ns3QueueCompare';
import type { Ns3QueueReferenceCase, Ns3QueueReferenceRun } from '../../../src/experiments/validation/ns3QueueReference';
import type { OursNs3QueueRun } from '../../../src/experiments/validation/ns3QueueRun';

const c = NS3_QUEUE_CASES.find((k) => k.id === 'codel-newreno-shallow')!;

const refRun = (seed: number, bps: [number, number], queue: number, stalled = false): Ns3QueueReferenceRun => ({
  seed,
  args: [],
  flows: [
    { name: 'newreno-1', variant: 'ns3::TcpNewReno', goodputBps: bps[0], meanRttSec: 0.055, dropsByReason: { 'Target exceeded drop': 10, 'Overlimit drop': 2 }, marks: 0 },
    { name: 'newreno-2', variant: 'ns3::TcpNewReno', goodputBps: bps[1], meanRttSec: 0.055, dropsByReason: { 'Target exceeded drop': 6 }, marks: 0 },
  ],
  jainIndex: 1,
  meanQueuePackets: queue,
  meanSojournSec: 0.002,
  meanQueueDelaySec: queue * 0.0008,
  dropsByReason: { 'Target exceeded drop': 16, 'Overlimit drop': 2 },
  marks: 0,
  utilization: 0.95,
  stalled,
});

const ours = (seed: number, bps: [number, number], queue: number, jain = 1): OursNs3QueueRun => ({
  seed,
  flows: [
    { name: 'newreno-1', goodputBps: bps[0], drops: 5 },
    { name: 'newreno-2', goodputBps: bps[1], drops: 5 },
  ],
  jainIndex: jain,
  meanQueuePackets: queue,
  meanQueueDelaySec: 0.003,
  overflowDrops: 1,
  aqmDrops: 9,
  marks: 0,
  utilization: 0.95,
});

// Seed 2 stalled (its absurd values must not enter the means).
const ref: Ns3QueueReferenceCase = { means: null, stalledSeeds: [2], runs: [refRun(1, [4e6, 5e6], 3), refRun(2, [1, 1], 100, true), refRun(3, [5e6, 5e6], 5)] };

describe('compareNs3QueueCase', () => {
  it('compares over the seeds ns-3 did not stall on, with ns-3 drop reasons split by kind', () => {
    expect(comparedQueueSeeds(ref)).toEqual([1, 3]);
    const r = compareNs3QueueCase(c, ref, [ours(1, [4.4e6, 5e6], 4), ours(3, [4.6e6, 5e6], 4.8)]);
    expect(r.seeds).toEqual([1, 3]);
    // ns-3: newreno-1 (4 + 5) / 2 = 4.5 Mb/s; ours (4.4 + 4.6) / 2 = 4.5: 0 %.
    expect(r.flows.map((f) => [f.ns3Bps, f.oursBps])).toEqual([[4.5e6, 4.5e6], [5e6, 5e6]]);
    // Queue: ns-3 (3 + 5) / 2 = 4, ours (4 + 4.8) / 2 = 4.4: +10 %, within 20 %.
    expect(r.queue.ns3).toBe(4);
    expect(r.queue.relDiff).toBeCloseTo(0.1, 12);
    expect(r.pass).toBe(true);
    // The delays compared are both Little's law over what waits: ns-3's (3 + 5) / 2 · 0.8 ms, not
    // its disc's sojourn (2 ms), which leaves out the device's waiting packet.
    expect(r.queueDelaySec.ns3).toBeCloseTo(0.0032, 12);
    expect(r.queueDelaySec.ours).toBe(0.003);
    // "Overlimit drop" is the limit's, "Target exceeded drop" CoDel's.
    expect({ overflow: r.overflowDrops.ns3, aqm: r.aqmDrops.ns3 }).toEqual({ overflow: 2, aqm: 16 });
  });

  it('fails a case whose flow is 11 % off or whose JFI is 0.04 off, and narrows to the seeds asked for', () => {
    const goodputMiss = compareNs3QueueCase(c, ref, [ours(1, [4.44e6, 5e6], 3)], [1]);
    expect(goodputMiss.flows.map((f) => f.pass)).toEqual([false, true]);
    expect(goodputMiss.pass).toBe(false);
    const jainMiss = compareNs3QueueCase(c, ref, [ours(1, [4e6, 5e6], 3, 0.96)], [1]);
    expect({ jain: jainMiss.jain.pass, flows: jainMiss.flows.every((f) => f.pass), queue: jainMiss.queue.pass }).toEqual({ jain: false, flows: true, queue: true });
  });

  it('says which seeds our runs lack', () => {
    expect(() => compareNs3QueueCase(c, ref, [ours(1, [4e6, 5e6], 3)])).toThrow(/codel-newreno-shallow: our runs lack seeds 3/);
  });
});
