import { describe, expect, it } from 'vitest';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { F, G, flowIndex, rowStride } from '../../../src/sim/metrics/Sampler';

/** Rows where every global value is t and every flow value is t·10 + flow. */
function rows(times: number[], flows: number): Float64Array {
  const stride = rowStride(flows);
  const out = new Float64Array(times.length * stride);
  times.forEach((t, r) => {
    for (let g = 0; g < G; g++) out[r * stride + g] = t;
    for (let f = 0; f < flows; f++) for (let k = 0; k < F; k++) out[r * stride + G + f * F + k] = t * 10 + f;
  });
  return out;
}

describe('TraceStore', () => {
  it('appends rows into columns', () => {
    const s = new TraceStore(2);
    s.append(rows([0, 1, 2], 2), rowStride(2));
    expect(s.length).toBe(3);
    expect(Array.from(s.time.subarray(0, 3))).toEqual([0, 1, 2]);
    expect(Array.from(s.flowColumn(1, 'cwnd').subarray(0, 3))).toEqual([1, 11, 21]);
    expect(s.lastTime).toBe(2);
  });

  it('a flow that appears later has NaN before it existed', () => {
    const s = new TraceStore(2);
    s.append(rows([0, 1], 1), rowStride(1));
    s.append(rows([2], 2), rowStride(2));
    const col = s.flowColumn(1, 'goodputBps');
    expect(Number.isNaN(col[0])).toBe(true);
    expect(Number.isNaN(col[1])).toBe(true);
    expect(col[2]).toBe(21);
    expect(s.flowCount).toBe(2);
  });

  it('keeps memory bounded: when full it drops every other sample', () => {
    const s = new TraceStore(1);
    const n = 100_000;
    const times = Array.from({ length: n }, (_, i) => i);
    s.append(rows(times, 1), rowStride(1));
    expect(s.length).toBeLessThanOrEqual(20_000);
    expect(s.length).toBeGreaterThan(5_000);
    // Still in time order, first sample kept, last sample recent.
    for (let i = 1; i < s.length; i++) expect(s.time[i]).toBeGreaterThan(s.time[i - 1]);
    expect(s.time[0]).toBe(0);
    expect(s.lastTime).toBeGreaterThan(n * 0.99);
  });

  it('finds the sample at or before a time', () => {
    const s = new TraceStore(1);
    s.append(rows([0, 0.5, 1, 1.5], 1), rowStride(1));
    expect(s.indexAt(-1)).toBe(-1);
    expect(s.indexAt(0)).toBe(0);
    expect(s.indexAt(0.9)).toBe(1);
    expect(s.indexAt(10)).toBe(3);
    expect(s.flowColumn(0, 'cwnd')[s.indexAt(1.2)]).toBe(10);
    expect(flowIndex('cwnd')).toBe(0);
  });

  it('keeps the latest drops only', () => {
    const s = new TraceStore(1);
    const d = new Float64Array(5 * 3000);
    for (let i = 0; i < 3000; i++) d.set([i, 0, 0, 1, 0], i * 5);
    s.addDrops(d, 5);
    expect(s.drops.length).toBe(2000);
    expect(s.drops[0].atSec).toBe(1000);
  });
});
