// The measured cause of the CUBIC queue cases' misses against ns-3.37 (their `difference` in
// ns3QueueCases.ts), rerun in our engine: ns-3.37's TcpCubic has no Reno-friendly region, and with
// ours turned off as ns-3 runs, CoDel signals CUBIC as often as ns-3's does and the PIE cases meet
// every target. No ns-3 needed: ns-3's side is the committed reference.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NS3_QUEUE_CASES, type Ns3QueueCase, type Ns3QueueCaseScenario } from '../../../src/experiments/validation/ns3QueueCases';
import { compareNs3QueueCase, comparedQueueSeeds } from '../../../src/experiments/validation/ns3QueueCompare';
import type { Ns3QueueReferenceFile } from '../../../src/experiments/validation/ns3QueueReference';
import { runNs3QueueCase } from '../../../src/experiments/validation/ns3QueueRun';
import { Random } from '../../../src/sim/engine/Random';
import type { CoDelBacklog } from '../../../src/sim/queue/CoDelControl';
import { FqCoDel, type FqCoDelParams } from '../../../src/sim/queue/FqCoDel';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../src/sim/Simulation';

const reference = JSON.parse(readFileSync(new URL('../../../src/experiments/validation/ns3QueueReference.json', import.meta.url), 'utf8')) as Ns3QueueReferenceFile;

/** Case `id` with every CUBIC flow's Reno-friendly region off (RFC 9438 §4.3), as ns-3.37's TcpCubic runs. */
function withoutRenoFriendly(id: string): Ns3QueueCase {
  const c = NS3_QUEUE_CASES.find((k) => k.id === id)!;
  return {
    ...c,
    scenario: (seed) => {
      const s = c.scenario(seed);
      return { ...s, flows: s.flows.map((f) => (f.variant === 'cubic' ? { ...f, renoFriendly: 0 } : f)) };
    },
  };
}

describe("the CUBIC queue cases' misses are CUBIC's Reno-friendly region, which ns-3.37 lacks", () => {
  it.each([
    ['codel-cubic-deep', 'aqmDrops'],
    ['codel-cubic-deep-ecn', 'marks'],
  ] as const)('%s: with the region off, CoDel signals CUBIC as often as ns-3 does, on every seed', (id, signal) => {
    const ref = reference.cases[id];
    for (const seed of comparedQueueSeeds(ref)) {
      const ns3 = ref.runs.find((r) => r.seed === seed)!;
      const ns3Signals = signal === 'marks' ? ns3.marks : Object.values(ns3.dropsByReason).reduce((a, b) => a + b, 0);
      const withRegion = runNs3QueueCase(NS3_QUEUE_CASES.find((k) => k.id === id)!, seed);
      const without = runNs3QueueCase(withoutRenoFriendly(id), seed);
      // ns-3: 10 in the window. Ours with the region: 17–18, CUBIC regrowing along the Reno line.
      expect(withRegion[signal], `seed ${seed}, region on`).toBeGreaterThan(ns3Signals + 5);
      expect(Math.abs(without[signal] - ns3Signals), `seed ${seed}, region off`).toBeLessThanOrEqual(1);
    }
  });

  it('pie-cubic-deep: with the region off, every target is met', () => {
    const id = 'pie-cubic-deep';
    const ref = reference.cases[id];
    const c = withoutRenoFriendly(id);
    const r = compareNs3QueueCase(c, ref, comparedQueueSeeds(ref).map((seed) => runNs3QueueCase(c, seed)));
    expect({ queue: +r.queue.relDiff.toFixed(3), pass: r.pass }).toMatchObject({ pass: true });
  });

  it('pie-cubic-deep-ecn: the region is most of what is left: with it the queue is within target but high (+19 %), without it within 10 %', () => {
    const id = 'pie-cubic-deep-ecn';
    const ref = reference.cases[id];
    const seeds = comparedQueueSeeds(ref);
    const on = compareNs3QueueCase(NS3_QUEUE_CASES.find((k) => k.id === id)!, ref, seeds.map((seed) => runNs3QueueCase(NS3_QUEUE_CASES.find((k) => k.id === id)!, seed)));
    const c = withoutRenoFriendly(id);
    const off = compareNs3QueueCase(c, ref, seeds.map((seed) => runNs3QueueCase(c, seed)));
    expect(on.queue.relDiff).toBeGreaterThan(0.1);
    expect(Math.abs(off.queue.relDiff)).toBeLessThan(0.1);
    expect(off.pass).toBe(true);
  });
});

/**
 * Outside the validation set (src/sim/MODEL.md, "Our queue disciplines against ns-3.37", outside
 * the set): the FQ-CoDel NewReno/Vegas case with 8 NewReno flows, a 45 ms bottleneck delay and a
 * 64-packet buffer. ns-3.37 (src/cli/ns3/dumbbell.cc, seeds 1–3, start times drawn as the set's)
 * held 7.8, 8.0 and 7.6 packets.
 */
const NS3_EIGHT_FLOWS_QUEUE = (7.8 + 8.0 + 7.6) / 3;

/**
 * Case `id`'s path with `n` NewReno flows and the bottleneck changed as given: access and egress
 * links at 10 × its rate, as the set's, and start times drawn from the seed in [0, 0.5] s.
 */
function newRenoOn(id: string, seed: number, n: number, bottleneck: { rateBps?: number; delaySec?: number; bufferPackets: number }): Ns3QueueCaseScenario {
  const s = NS3_QUEUE_CASES.find((k) => k.id === id)!.scenario(seed);
  const random = Random.fromSeed(seed).stream(0);
  const b = { ...s.bottleneck, ...bottleneck };
  const edge = { rateBps: 10 * b.rateBps };
  return {
    ...s,
    bottleneck: b,
    flows: Array.from({ length: n }, (_, i) => ({
      ...s.flows[0],
      name: `newreno-${i + 1}`,
      variant: 'newreno' as const,
      access: { ...s.flows[0].access, ...edge },
      egress: { ...s.flows[0].egress, ...edge },
      startSec: Math.round(random.uniform(0, 0.5) * 1e6) / 1e6,
    })),
  };
}

function eightFlows(seed: number, backlog: CoDelBacklog): number {
  const scenario = newRenoOn('fq-codel-newreno-vegas-deep', seed, 8, { delaySec: 0.045, bufferPackets: 64 });
  const sim = new Simulation(validateScenario(scenario));
  const q = scenario.bottleneck.queue as FqCoDelParams;
  sim.bottleneck.replaceQueue(new FqCoDel(q, scenario.bottleneck.bufferPackets, 1500, 'exact', backlog));
  return sim.run().bottleneck.meanQueuePackets;
}

describe("outside the set, FQ-CoDel's shorter queue than ns-3.37's with eight flows is CoDel's nearly-empty test", () => {
  it("reading the whole discipline's backlog (Linux) ours holds under 80 % of ns-3's queue; reading each flow's own (ns-3.37), within 20 %", () => {
    const mean = (backlog: CoDelBacklog) => [1, 2, 3].reduce((a, seed) => a + eightFlows(seed, backlog), 0) / 3;
    // Measured: 5.97 packets (−23 %) and 8.56 (+9.7 %).
    expect(mean('discipline') / NS3_EIGHT_FLOWS_QUEUE).toBeLessThan(0.8);
    expect(Math.abs(mean('list') / NS3_EIGHT_FLOWS_QUEUE - 1)).toBeLessThan(0.2);
  });
});

/**
 * Outside the validation set: six NewReno flows under PIE with ECN (the PIE/ECN case's path at
 * 5 Mb/s, a 60-packet buffer, start times drawn as the set's). ns-3.37 marked 658, 671 and 665
 * packets in the window over seeds 1–3. Its senders, as Linux's, do not grow the window while an
 * ECN reduction is in progress; ours grew it one segment in that round trip and drew 1,085 marks.
 */
const NS3_SIX_FLOWS_MARKS = (658 + 671 + 665) / 3;

describe('outside the set, PIE with ECN marks six NewReno flows as often as ns-3.37 does', () => {
  it('the mean of seeds 1–3 is within 10 % of ns-3 (no growth during a reduction)', () => {
    const id = 'pie-newreno-vegas-shallow-ecn';
    const base = NS3_QUEUE_CASES.find((k) => k.id === id)!;
    const flows = Array.from({ length: 6 }, (_, i) => `newreno-${i + 1}`);
    const marks = [1, 2, 3].map((seed) => {
      const c = { ...base, flows, scenario: () => newRenoOn(id, seed, 6, { rateBps: 5e6, bufferPackets: 60 }) };
      return runNs3QueueCase(c, seed).marks;
    });
    const mean = marks.reduce((a, b) => a + b, 0) / marks.length;
    // Measured: 671, 578 and 704 (mean 651, −2 %).
    expect(Math.abs(mean / NS3_SIX_FLOWS_MARKS - 1)).toBeLessThan(0.1);
  });
});

/**
 * Outside the validation set: FQ-CoDel (RFC 8290's defaults, quantum 1500 B, no ECN, buffer 1000) on
 * a 20 Mb/s, 10 ms bottleneck, with a NewReno and a CUBIC flow behind each of four access links of
 * 2, 10, 30 and 60 ms (propagation RTTs 26, 42, 82 and 142 ms), at 10 × the bottleneck's rate;
 * start times drawn as the set's. ns-3.37 (src/cli/ns3/dumbbell.cc) in the window, seeds 1–3: CoDel
 * dropped 309, 306 and 352 packets, per flow (NewReno, CUBIC, shortest RTT first)
 * 108 27 61 26 31 17 13 26, 108 25 61 26 31 14 13 28 and 108 28 62 19 30 61 19 25.
 */
const NS3_MIXED_RTTS = {
  aqmDrops: (309 + 306 + 352) / 3,
  flowDrops: [
    [108, 27, 61, 26, 31, 17, 13, 26],
    [108, 25, 61, 26, 31, 14, 13, 28],
    [108, 28, 62, 19, 30, 61, 19, 25],
  ].reduce((sum, seed) => sum.map((d, i) => d + seed[i] / 3), [0, 0, 0, 0, 0, 0, 0, 0]),
};

/** The mixed-RTT FQ-CoDel case above; `renoFriendly` 0 turns the CUBIC flows' region off (as ns-3.37). */
function mixedRtts(renoFriendly: 0 | 1): Ns3QueueCase {
  const base = NS3_QUEUE_CASES.find((k) => k.id === 'fq-codel-newreno-vegas-deep')!;
  const access = [0.002, 0.01, 0.03, 0.06].flatMap((delaySec) => [
    { variant: 'newreno' as const, delaySec },
    { variant: 'cubic' as const, delaySec },
  ]);
  const rateBps = 20e6;
  return {
    ...base,
    flows: access.map((f, i) => `${f.variant}-${i + 1}`),
    variants: access.map((f) => f.variant),
    scenario: (seed) => {
      const s = base.scenario(seed);
      const random = Random.fromSeed(seed).stream(0);
      return {
        ...s,
        bottleneck: { rateBps, delaySec: 0.01, bufferPackets: 1000, queue: { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1500, ecn: false } },
        flows: access.map((f, i) => ({
          name: `${f.variant}-${i + 1}`,
          variant: f.variant,
          ...(f.variant === 'cubic' ? { renoFriendly } : {}),
          access: { rateBps: 10 * rateBps, delaySec: f.delaySec },
          egress: { rateBps: 10 * rateBps, delaySec: 0.001 },
          startSec: Math.round(random.uniform(0, 0.5) * 1e6) / 1e6,
          maxWindowPackets: 10000,
        })),
      };
    },
  };
}

describe("outside the set, FQ-CoDel with NewReno and CUBIC over four RTTs: ours drops short-RTT CUBIC more than ns-3.37 does, and that is CUBIC's Reno-friendly region", () => {
  const run = (renoFriendly: 0 | 1) => {
    const runs = [1, 2, 3].map((seed) => runNs3QueueCase(mixedRtts(renoFriendly), seed));
    return {
      aqmDrops: runs.reduce((a, r) => a + r.aqmDrops, 0) / runs.length,
      flowDrops: runs[0].flows.map((_, i) => runs.reduce((a, r) => a + r.flows[i].drops, 0) / runs.length),
    };
  };

  it('with the region (as RFC 9438 and Linux): CoDel drops the two short-RTT CUBIC flows over twice as often, the NewReno flows within 20 %', () => {
    const on = run(1);
    // Measured: 455 drops (+41 %); CUBIC at 26 and 42 ms 112 and 63 (ns-3 27 and 24); NewReno +8 to +11 %.
    expect(on.aqmDrops / NS3_MIXED_RTTS.aqmDrops).toBeGreaterThan(1.25);
    for (const i of [1, 3]) expect(on.flowDrops[i], `flow ${i + 1}`).toBeGreaterThan(2 * NS3_MIXED_RTTS.flowDrops[i]);
    for (const i of [0, 2, 4, 6]) expect(Math.abs(on.flowDrops[i] / NS3_MIXED_RTTS.flowDrops[i] - 1), `flow ${i + 1}`).toBeLessThan(0.2);
  });

  it('without it (as ns-3.37): the drops come within 15 % of ns-3, the short-RTT CUBIC flows under 1.5 × its', () => {
    const off = run(0);
    // Measured: 301 drops (−6.6 %); CUBIC at 26 and 42 ms 21 and 19.
    expect(Math.abs(off.aqmDrops / NS3_MIXED_RTTS.aqmDrops - 1)).toBeLessThan(0.15);
    for (const i of [1, 3]) expect(off.flowDrops[i], `flow ${i + 1}`).toBeLessThan(1.5 * NS3_MIXED_RTTS.flowDrops[i]);
  });
});
