import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import { F, G, Sampler, flowIndex, rowStride } from '../../../src/sim/metrics/Sampler';
import { dumbbell } from '../scenarios';

describe('Sampler', () => {
  it('records the Vegas thresholds in effect, so charts can show them as they were (NaN for Reno)', () => {
    const sim = new Simulation(dumbbell({ flows: [{ variant: 'reno' }, { variant: 'vegas', alpha: 1, beta: 3 }, { variant: 'enhanced-vegas', delta: 2 }] }));
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
});
