import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim/Simulation';
import { dumbbell, tsang } from './scenarios';
import { checkInvariants } from './invariants';
import { validateScenario } from '../../src/sim/scenario/Scenario';

/** Mean packets a flow keeps in the bottleneck queue over [from, to] seconds, sampled every 10 ms. */
function meanQueued(sim: Simulation, flow: number, to: number): number {
  let sum = 0;
  let n = 0;
  while (sim.now < to - 1e-9) {
    sim.runUntil(sim.now + 0.01);
    sum += sim.flows[flow].queuedPackets;
    n++;
  }
  return sum / n;
}

describe('live changes take effect from the instant they are made', () => {
  it('raising Vegas α and β makes a lone flow keep more packets queued', () => {
    const sim = new Simulation(validateScenario(tsang([{ variant: 'vegas', alpha: 1, beta: 2, maxWindowPackets: 200 }])));
    sim.runUntil(10);
    const before = meanQueued(sim, 0, 20);
    sim.setFlowParam(0, 'beta', 8);
    sim.setFlowParam(0, 'alpha', 7);
    sim.runUntil(30);
    const after = meanQueued(sim, 0, 40);
    expect(before).toBeLessThanOrEqual(2.5);
    expect(after).toBeGreaterThan(before + 4);
    for (const c of sim.changes) expect(c.atSec).toBeCloseTo(20, 9);
    expect(sim.changes).toHaveLength(2);
  });

  it('Enhanced Vegas δ is live too', () => {
    const sim = new Simulation(validateScenario(tsang([{ variant: 'enhanced-vegas', delta: 1, maxWindowPackets: 200 }])));
    sim.runUntil(10);
    const before = meanQueued(sim, 0, 20);
    sim.setFlowParam(0, 'delta', 6);
    sim.runUntil(30);
    expect(meanQueued(sim, 0, 40)).toBeGreaterThan(before + 3);
  });

  it('a smaller receiver window caps a Reno flow at once', () => {
    const sim = new Simulation(validateScenario(dumbbell({ flows: [{ variant: 'reno' }] })));
    sim.runUntil(5);
    sim.setFlowParam(0, 'maxWindowPackets', 4);
    sim.runUntil(5.5);
    const t = sim.flows[0].tcp!;
    for (let i = 0; i < 50; i++) {
      sim.runUntil(sim.now + 0.05);
      expect(t.nextSeq - 1 - t.highestAck).toBeLessThanOrEqual(Math.max(4, 0));
    }
  });

  it('switching DropTail → RED moves drops from overflow to early, and back', () => {
    const sim = new Simulation(validateScenario(dumbbell({ bufferPackets: 60, durationSec: 90, flows: [{ variant: 'reno' }, { variant: 'reno', access: { delaySec: 0.02 } }] })));
    sim.runUntil(30);
    const b = sim.bottleneck.stats;
    const overflow30 = b.drops[1];
    expect(overflow30).toBeGreaterThan(0);
    expect(b.drops[2]).toBe(0);
    sim.setQueue(0, { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false });
    sim.runUntil(60);
    expect(b.drops[2]).toBeGreaterThan(0);
    expect(sim.observeQueue().redAverage).toBeGreaterThan(0);
    const early60 = b.drops[2];
    sim.setQueue(0, { kind: 'droptail' });
    sim.runUntil(90);
    expect(b.drops[2]).toBe(early60);
    expect(b.drops[1]).toBeGreaterThan(overflow30);
    checkInvariants(sim);
  });

  it('retuning RED thresholds keeps the average', () => {
    const sim = new Simulation(validateScenario(dumbbell({ bufferPackets: 60, queue: { kind: 'red', minThPackets: 5, maxThPackets: 15 }, flows: [{ variant: 'reno' }] })));
    sim.runUntil(10);
    const avg = sim.observeQueue().redAverage;
    sim.setQueue(0, { kind: 'red', minThPackets: 10, maxThPackets: 30, maxP: 0.1, weight: 0.002, gentle: false });
    expect(sim.observeQueue().redAverage).toBe(avg);
  });

  it('bottleneck rate and buffer changes apply to both directions and keep invariants', () => {
    const sim = new Simulation(validateScenario(dumbbell({ bufferPackets: 60, flows: [{ variant: 'reno' }] })));
    sim.runUntil(10);
    sim.setLink(0, { bufferPackets: 5, rateBps: 3e6 });
    expect(sim.reverseChain[0].queue.limitPackets).toBe(5);
    for (let t = 10; t < 20; t += 0.01) {
      sim.runUntil(t);
      checkInvariants(sim);
    }
    const s = sim.summary();
    expect(s.bottleneck.utilization).toBeLessThanOrEqual(1);
  });

  it('a flow added mid-run starts then and gets a share; a stopped flow sends nothing new', () => {
    const sim = new Simulation(validateScenario(dumbbell({ durationSec: 60, flows: [{ variant: 'vegas' }] })));
    sim.runUntil(20);
    const i = sim.addFlow({ variant: 'reno', name: 'late Reno' });
    expect(sim.flows[i].name).toBe('late Reno');
    sim.runUntil(40);
    expect(sim.flows[i].tcp!.highestAck).toBeGreaterThan(100);
    sim.stopFlow(0);
    const sent = sim.flows[0].tcp!.stats.sentPackets;
    const max = sim.flows[0].tcp!.maxSeqSent;
    sim.runUntil(60);
    expect(sim.flows[0].tcp!.maxSeqSent).toBe(max);
    expect(sim.flows[0].tcp!.stats.sentPackets - sent).toBeLessThan(20); // only retransmissions
    checkInvariants(sim);
  });

  it('a live add and a live stop at given times replay exactly from a scenario with those start and stop times', () => {
    const vegas = { variant: 'vegas', name: 'V', alpha: 1, beta: 3 } as const;
    const reno = { variant: 'reno', name: 'R' } as const;
    const live = new Simulation(validateScenario(dumbbell({ durationSec: 40, flows: [vegas] })));
    live.runUntil(12.3);
    live.addFlow({ ...reno, startSec: 12.345 });
    live.runUntil(20);
    live.stopFlow(0, false, 20.001);
    expect(live.flows[0].tcp!.active).toBe(true); // not yet: at 20.001
    live.runUntil(40);
    expect(live.flows[0].tcp!.active).toBe(false);
    const replay = new Simulation(validateScenario(dumbbell({ durationSec: 40, flows: [{ ...vegas, stopSec: 20.001 }, { ...reno, startSec: 12.345 }] })));
    replay.runUntil(40);
    expect(live.summary()).toEqual(replay.summary());
    expect(live.changes.map((c) => [c.atSec, c.what])).toEqual([
      [12.3, 'added R'],
      [20.001, 'stopped V'],
    ]);
  });

  it('refuses a stop time that is not a time', () => {
    const sim = new Simulation(validateScenario(dumbbell({ flows: [{ variant: 'reno' }] })));
    expect(() => sim.stopFlow(0, false, Number.NaN)).toThrow(/stop time must be a finite number/);
    expect(() => sim.stopFlow(0, false, -1)).toThrow(/stop time must be/);
  });

  it.each([
    ['an out-of-range α', (s: Simulation) => s.setFlowParam(0, 'alpha', 1000), /alpha must be a whole number from 0 to 30/],
    ['α above β', (s: Simulation) => s.setFlowParam(0, 'alpha', 5), /must not exceed beta/],
    ['NaN', (s: Simulation) => s.setFlowParam(0, 'beta', NaN), /got NaN/],
    ['a knob Reno does not have', (s: Simulation) => s.setFlowParam(1, 'alpha', 2), /has no parameter "alpha"/],
    ['a flow that does not exist', (s: Simulation) => s.setFlowParam(7, 'alpha', 2), /there is no flow 7/],
    ['a negative rate', (s: Simulation) => s.setLink(0, { rateBps: -1 }), /rateBps must be/],
    ['an unknown variant', (s: Simulation) => s.addFlow({ variant: 'quic' }), /variant: must be one of/],
    ['inverted RED thresholds', (s: Simulation) => s.setQueue(0, { kind: 'red', minThPackets: 20, maxThPackets: 10, maxP: 0.1, weight: 0.002, gentle: false }), /maxThPackets: must be greater than minThPackets/],
  ])('rejects %s with a clear message and keeps running', (_name, change, message) => {
    const sim = new Simulation(validateScenario(dumbbell({ flows: [{ variant: 'vegas', alpha: 1, beta: 3 }, { variant: 'reno' }] })));
    sim.runUntil(1);
    expect(() => change(sim)).toThrow(message);
    sim.runUntil(5);
    checkInvariants(sim);
    expect(sim.changes).toHaveLength(0);
  });
});
