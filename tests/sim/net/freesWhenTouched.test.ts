// A link whose queue decides at dequeue (CoDel, FQ-CoDel, DRR) acts on the line's frees when it is
// next touched, not by an event at each free (Link.ts). Random scenarios, with round rates and
// delays that make events meet at the same instant, must run exactly as with an event per free
// (Link.scheduleEveryFree): the same samples, network snapshots and summary, the same drops at the
// same times (told in time order), and the same readings between slices however the run is cut,
// in no more events.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DropEvent } from '../../../src/sim/Simulation';
import { Simulation } from '../../../src/sim/Simulation';
import { Sampler, rowStride } from '../../../src/sim/metrics/Sampler';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

/** Round values (events coincide) or arbitrary ones. */
const rate = fc.oneof(fc.constantFrom(1e6, 2e6, 5e6, 10e6, 20e6), fc.integer({ min: 500_000, max: 20_000_000 }));
const delay = fc.oneof(fc.constantFrom(0.001, 0.002, 0.005, 0.01, 0.02), fc.double({ min: 1e-4, max: 0.03, noNaN: true }));
const link = fc.record({ rateBps: rate, delaySec: delay });

const atDequeue = fc.oneof(
  fc.record({ kind: fc.constant('codel'), targetSec: fc.constantFrom(0.001, 0.005), intervalSec: fc.constantFrom(0.02, 0.1), ecn: fc.boolean() }),
  fc.record({ kind: fc.constant('fq-codel'), targetSec: fc.constantFrom(0.001, 0.005), intervalSec: fc.constantFrom(0.02, 0.1), quantumBytes: fc.constantFrom(300, 1000, 1500), ecn: fc.boolean() }),
  fc.record({ kind: fc.constant('drr'), quantumBytes: fc.constantFrom(500, 1000, 1500) }),
);

const bottleneck = fc.record({ rateBps: rate, delaySec: delay, bufferPackets: fc.integer({ min: 3, max: 60 }), queue: atDequeue });

const flow = fc.record({
  variant: fc.constantFrom('reno', 'newreno', 'cubic', 'bbr', 'vegas', 'cbr'),
  count: fc.integer({ min: 1, max: 3 }),
  access: link,
  egress: link,
  startSec: fc.oneof(fc.constantFrom(0, 0.1, 0.2, 0.5), fc.double({ min: 0, max: 1, noNaN: true })),
});

const scenario = fc.record({
  version: fc.constant(2),
  seed: fc.integer({ min: 0, max: 1000 }),
  durationSec: fc.constant(5),
  packetSizeBytes: fc.constantFrom(500, 1000, 1500),
  tcp: fc.record({ ecn: fc.boolean() }),
  bottleneck,
  series: fc.oneof(fc.constant([]), fc.tuple(bottleneck)),
  flows: fc.array(flow, { minLength: 1, maxLength: 4 }).map((fs) => fs.map((f) => (f.variant === 'cbr' ? { ...f, rateBps: 400_000 } : f))),
});

interface Run {
  events: number;
  /** The drops' times in the order they were told. */
  dropTimes: number[];
  rows: number[];
  readings: number[];
  drops: number[];
  summary: unknown;
}

/**
 * Runs `s` to the end in `slices` steps, sampling every 0.05 s (an observer: events in the order)
 * and reading the chain's links between slices (as the lab's host does between its slices).
 */
function run(s: unknown, eventPerFree: boolean, slices: number): Run {
  const sim = new Simulation(validateScenario(s));
  if (eventPerFree) for (const l of [...sim.chain, ...sim.reverseChain]) l.scheduleEveryFree();
  const drops: DropEvent[] = [];
  sim.onDropEvent = (e) => drops.push(e);
  const sampler = new Sampler(5, 0.05);
  const rows: number[] = [];
  sim.observe((at) => {
    const row = new Float64Array(rowStride(at.flows.length));
    sampler.sample(at, row, 0);
    rows.push(...row);
  }, 0.05);
  const readings: number[] = [];
  for (let k = 1; k <= slices; k++) {
    sim.runUntil((sim.durationSec * k) / slices);
    for (const l of sim.chain) {
      // Each getter brings the link up to now on its own: the first read here is the one that does.
      readings.push(k % 2 === 0 ? l.busySec : l.stats.departures, l.queueLength, l.busySec, l.queueIntegral, l.stats.totalDrops, l.stats.marks, l.stats.departures);
      l.forEachInFlight((p, start, arrive) => readings.push(p.flow, p.seq, start, arrive));
    }
  }
  const { events, ...summary } = sim.summary();
  // Drops at one instant on different links are told in the order the links came to them.
  const order = [...drops].sort((a, b) => a.atSec - b.atSec || a.linkId - b.linkId || a.flow - b.flow || a.reason - b.reason);
  return { events, dropTimes: drops.map((e) => e.atSec), rows, readings, drops: order.flatMap((e) => [e.atSec, e.linkId, e.flow, e.reason, e.ack ? 1 : 0]), summary };
}

describe('a queue that decides at dequeue, its frees acted on when the link is next touched', () => {
  it('runs as with an event at each free, in no more events, however the run is sliced and read', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom(1, 7, 293), (s, slices) => {
        const touched = run(s, false, slices);
        const everyFree = run(s, true, 1);
        expect(touched.summary).toEqual(everyFree.summary);
        expect(touched.drops).toEqual(everyFree.drops);
        // Told in time order, though a link decides its drops when next touched.
        expect(touched.dropTimes.every((t, i) => i === 0 || t >= touched.dropTimes[i - 1])).toBe(true);
        expect(touched.rows).toEqual(everyFree.rows);
        // An event fewer for each free with packets waiting; never more (the golden runs count them).
        expect(touched.events).toBeLessThanOrEqual(everyFree.events);
        // Readings between slices: the same as one slice cut at the same times with an event per free.
        expect(touched.readings).toEqual(run(s, true, slices).readings);
      }),
      { numRuns: 30, seed: 20261130 },
    );
  });

  it('runs the same events, to the same end, whatever reads it between slices', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const once = run(s, false, 1);
        const sliced = run(s, false, 293);
        expect(sliced.events).toBe(once.events);
        expect(sliced.summary).toEqual(once.summary);
        expect(sliced.drops).toEqual(once.drops);
        expect(sliced.rows).toEqual(once.rows);
      }),
      { numRuns: 10, seed: 7 },
    );
  });

  it('tells the drops of two such links in a chain in time order, as an event per free does', () => {
    // A 1 Mb/s CoDel link after a 2 Mb/s FQ-CoDel one: both drop, and the second often decides a
    // drop after the first has dropped at a later time (each acts when next touched).
    const link = (rateBps: number, delaySec: number) => ({ rateBps, delaySec });
    const chain = {
      version: 2,
      seed: 225,
      durationSec: 8,
      packetSizeBytes: 500,
      bottleneck: { rateBps: 2e6, delaySec: 0.02, bufferPackets: 74, queue: { kind: 'fq-codel', ecn: true, quantumBytes: 1000 } },
      series: [{ rateBps: 1e6, delaySec: 0.02, bufferPackets: 30, queue: { kind: 'codel', ecn: false } }],
      flows: [
        { variant: 'bbr', access: link(10e6, 0.01), egress: link(10e6, 0.002), startSec: 0.1 },
        { variant: 'newreno', count: 3, access: link(20e6, 0.005), egress: link(2e6, 0.001), startSec: 0.1 },
        { variant: 'cbr', count: 3, rateBps: 950_000, access: link(10e6, 0.005), egress: link(1e6, 0.02), startSec: 0.3 },
      ],
    };
    const touched = run(chain, false, 1);
    const everyFree = run(chain, true, 1);
    expect(new Set(touched.drops.filter((_, i) => i % 5 === 1)).size).toBe(2);
    expect(touched.dropTimes.length).toBeGreaterThan(500);
    expect(touched.dropTimes.every((t, i) => i === 0 || t >= touched.dropTimes[i - 1])).toBe(true);
    expect(touched.dropTimes).toEqual(everyFree.dropTimes);
    expect(touched.drops).toEqual(everyFree.drops);
  });
});

describe('a live change at the very instant the line frees with packets waiting', () => {
  it('comes first, as with an event per free: the next packet goes at the new rate', () => {
    const s = {
      version: 2,
      seed: 3,
      durationSec: 6,
      packetSizeBytes: 500,
      bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 40, queue: { kind: 'fq-codel' } },
      flows: [
        { variant: 'reno', count: 2, access: { rateBps: 10e6, delaySec: 0.002 }, egress: { rateBps: 10e6, delaySec: 0.001 } },
        { variant: 'cubic', access: { rateBps: 10e6, delaySec: 0.005 }, egress: { rateBps: 10e6, delaySec: 0.001 } },
      ],
    };
    // An instant the line frees with packets waiting: the end of the transmission on the line at 3 s.
    const probe = new Simulation(validateScenario(s));
    probe.runUntil(3);
    expect(probe.bottleneck.queueLength).toBeGreaterThan(0);
    let freeAtSec = NaN;
    probe.bottleneck.forEachInFlight((p, start) => {
      if (start <= 3) freeAtSec = start + (p.sizeBytes * 8) / 2e6;
    });
    expect(freeAtSec).toBeGreaterThan(3);
    const results = [false, true].map((eventPerFree) => {
      const sim = new Simulation(validateScenario({ ...s, changes: [{ atSec: freeAtSec, link: 0, key: 'rateBps', value: 1e6 }] }));
      if (eventPerFree) for (const l of [...sim.chain, ...sim.reverseChain]) l.scheduleEveryFree();
      const starts: number[] = [];
      sim.runUntil(freeAtSec + 0.02);
      sim.bottleneck.forEachInFlight((_p, start, arrive) => starts.push(start, arrive));
      sim.runUntil(s.durationSec);
      const { events, ...summary } = sim.summary();
      return { starts, summary, events };
    });
    expect(results[0].starts).toEqual(results[1].starts);
    expect(results[0].summary).toEqual(results[1].summary);
  });
});
