import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import { F, G, Sampler, flowIndex, globalIndex, rowStride } from '../../../src/sim/metrics/Sampler';
import { dumbbell } from '../scenarios';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

describe('Sampler', () => {
  it('records the Vegas thresholds in effect, so charts can show them as they were (NaN for Reno)', () => {
    const sim = new Simulation(validateScenario(dumbbell({ flows: [{ variant: 'reno' }, { variant: 'vegas', alpha: 1, beta: 3 }, { variant: 'enhanced-vegas', delta: 2 }] })));
    const sampler = new Sampler(5, 0.01);
    const row = new Float64Array(rowStride(3));
    const read = (flow: number, k: 'alpha' | 'beta') => row[G + flow * F + flowIndex(k)];
    sim.runUntil(5);
    sampler.sample(sim, row, 0);
    expect([read(0, 'alpha'), read(0, 'beta')]).toEqual([NaN, NaN]);
    expect([read(1, 'alpha'), read(1, 'beta')]).toEqual([1, 3]);
    expect([read(2, 'alpha'), read(2, 'beta')]).toEqual([2, 2]);
    sim.setFlowParam(1, 'beta', 6);
    sim.setFlowParam(1, 'alpha', 4);
    sim.setFlowParam(2, 'delta', 5);
    sim.runUntil(6);
    sampler.sample(sim, row, 0);
    expect([read(1, 'alpha'), read(1, 'beta')]).toEqual([4, 6]);
    expect([read(2, 'alpha'), read(2, 'beta')]).toEqual([5, 5]);
  });

  it('goodput never runs ahead of the link, even when a repaired loss releases a burst of cumulative ACKs', () => {
    // The lab's default: Reno overflows a DropTail buffer again and again, each loss repaired by a
    // fast retransmission whose ACK covers the ~50 segments that arrived behind the hole.
    const sim = new Simulation(validateScenario(PRESETS['reno-vs-vegas-droptail']));
    const dt = 0.05;
    const sampler = new Sampler(2, dt);
    const row = new Float64Array(rowStride(2));
    const { rateBps } = sim.scenario.bottleneck;
    const sizeBits = sim.scenario.packetSizeBytes * 8;
    const goodput: number[][] = [[], []];
    let retransmissions = 0;
    for (let t = dt; t <= 60 + 1e-9; t += dt) {
      sim.runUntil(t);
      sampler.sample(sim, row, 0);
      for (const f of [0, 1]) goodput[f].push(row[G + f * F + flowIndex('goodputBps')]);
    }
    for (const f of sim.flows) retransmissions += f.tcp!.stats.retransmittedPackets;
    expect(retransmissions).toBeGreaterThan(20); // the losses the spikes came from did happen
    const total = goodput[0].map((g, k) => g + goodput[1][k]);
    // Per 50 ms sample: at most the link's rate plus the one packet that straddles a sample edge.
    expect(Math.max(...total)).toBeLessThanOrEqual(rateBps + sizeBits / dt);
    // Over the chart's half-second average: at most the link's rate (+ one packet in 0.5 s).
    const half = Math.round(0.5 / dt);
    for (let k = half; k <= total.length; k++) {
      const mean = total.slice(k - half, k).reduce((a, b) => a + b, 0) / half;
      expect(mean).toBeLessThanOrEqual(rateBps + sizeBits / 0.5);
    }
    // Nothing is lost or invented: the samples add up to the data that reached each receiver,
    // which is at least what was acknowledged in order.
    for (const f of sim.flows) {
      const counted = goodput[f.index].reduce((a, g) => a + (g * dt) / sizeBits, 0);
      expect(counted).toBeCloseTo(f.dataReceived, 6);
      expect(f.dataReceived).toBeGreaterThanOrEqual(f.deliveredInOrder);
      expect(f.dataReceived - f.deliveredInOrder).toBeLessThanOrEqual(sim.scenario.bottleneck.bufferPackets);
    }
  });
});

describe('fairness counts the flows active in its window', () => {
  const three = () => dumbbell({ durationSec: 40, measure: { fromSec: 10 }, flows: [{ variant: 'reno' }, { variant: 'reno', access: { delaySec: 0.01 } }, { variant: 'reno', stopSec: 5 }] });

  it("the summary's Jain index leaves out a flow stopped before the measurement window opened", () => {
    const s = new Simulation(validateScenario(three())).run();
    const g = s.flows.map((f) => f.goodputBps);
    expect(g[2]).toBe(0);
    const jain2 = (g[0] + g[1]) ** 2 / (2 * (g[0] ** 2 + g[1] ** 2));
    expect(s.jainIndex).toBeCloseTo(jain2, 12);
    expect(s.jainIndex).toBeGreaterThan(0.8); // with the idle third flow it would be below 2/3
  });

  it('the sliding index leaves a stopped flow out once the window has passed its stop; the whole-run one once measurement starts after it', () => {
    const sim = new Simulation(validateScenario(three()));
    const sampler = new Sampler(5, 0.01);
    const row = new Float64Array(rowStride(3));
    sim.observe((x) => sampler.sample(x, row, 0), 0.01);
    sim.runUntil(30);
    const jainOf = (shares: number[]) => shares.reduce((a, b) => a + b, 0) ** 2 / (shares.length * shares.reduce((a, b) => a + b * b, 0));
    const sliding = row[globalIndex('jainSliding')];
    const whole = row[globalIndex('jainWhole')];
    // Two Reno flows alone share the link fairly; counting the idle third would cap both at 2/3.
    expect(sliding).toBeGreaterThan(0.7);
    expect(whole).toBeGreaterThan(0.7);
    expect(jainOf([1, 1, 0])).toBeCloseTo(2 / 3, 12);
  });
});
