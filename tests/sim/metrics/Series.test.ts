import { describe, expect, it } from 'vitest';
import { Series } from '../../../src/sim/metrics/Series';

describe('Series', () => {
  it('keeps one bucket per interval until full', () => {
    const s = new Series('x', 8, 1);
    for (let t = 0; t < 5; t++) s.add(t + 0.5, t * 10);
    expect(s.length).toBe(5);
    expect(Array.from(s.last.subarray(0, 5))).toEqual([0, 10, 20, 30, 40]);
    expect(s.bucketSec).toBe(1);
  });

  it('halves resolution when full, keeping min, max and last of merged buckets', () => {
    const s = new Series('x', 4, 1);
    const values = [5, 1, 7, 3, 9];
    values.forEach((v, t) => s.add(t + 0.5, v));
    // After 4 buckets the 5th sample forces a merge: widths double to 2 s.
    expect(s.bucketSec).toBe(2);
    expect(s.length).toBe(3);
    expect(Array.from(s.min.subarray(0, 3))).toEqual([1, 3, 9]);
    expect(Array.from(s.max.subarray(0, 3))).toEqual([5, 7, 9]);
    expect(Array.from(s.last.subarray(0, 3))).toEqual([1, 3, 9]);
  });

  it('memory stays bounded for an arbitrarily long run and extremes survive', () => {
    const s = new Series('x', 64, 0.01);
    let peak = -Infinity;
    for (let i = 0; i < 100_000; i++) {
      const v = i === 54_321 ? 1e6 : Math.sin(i / 100);
      peak = Math.max(peak, v);
      s.add(i * 0.01, v);
    }
    expect(s.length).toBeLessThanOrEqual(64);
    expect(Math.max(...Array.from(s.max.subarray(0, s.length)))).toBe(peak);
    expect(s.timeAt(s.length)).toBeGreaterThanOrEqual(999.99);
  });

  it('fills gaps between samples with the previous value', () => {
    const s = new Series('x', 16, 1);
    s.add(0.5, 2);
    s.add(3.5, 4);
    expect(Array.from(s.last.subarray(0, 4))).toEqual([2, 2, 2, 4]);
  });
});
