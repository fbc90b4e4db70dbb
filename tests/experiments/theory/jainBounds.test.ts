import { describe, expect, it } from 'vitest';
import { jainEqualShare, jainRange } from '../../../src/experiments/theory/jainBounds';
import { jainIndex } from '../../../src/sim/metrics/jain';

describe("Jain's index bounds", () => {
  it('lie in [1/n, 1]: 1/2 for two flows, 1/30 for thirty', () => {
    expect(jainRange(2)).toEqual({ lower: 0.5, upper: 1 });
    expect(jainRange(30).lower).toBeCloseTo(1 / 30, 15);
    expect(jainRange(1)).toEqual({ lower: 1, upper: 1 });
  });

  it.each([
    // k of n flows at rate 1, the rest at 0: J = k²/(n·k) = k/n.
    { k: 1, n: 2, j: 0.5 },
    { k: 3, n: 4, j: 0.75 }, // (3)² / (4 · 3) = 9/12
    { k: 15, n: 30, j: 0.5 },
    { k: 30, n: 30, j: 1 },
  ])('k = $k of n = $n sharing equally gives $j, as the index itself computes', ({ k, n, j }) => {
    expect(jainEqualShare(k, n)).toBeCloseTo(j, 15);
    expect(jainIndex(Array.from({ length: n }, (_, i) => (i < k ? 7 : 0)))).toBeCloseTo(j, 12);
  });

  it('a split the bounds exclude cannot happen: random splits stay in [1/n, 1]', () => {
    for (let s = 1; s <= 50; s++) {
      const xs = Array.from({ length: 1 + (s % 9) }, (_, i) => ((s * 7919 + i * 104729) % 97) + (i === 0 ? 1 : 0));
      const j = jainIndex(xs);
      expect(j).toBeGreaterThanOrEqual(jainRange(xs.length).lower - 1e-12);
      expect(j).toBeLessThanOrEqual(1 + 1e-12);
    }
  });

  it('refuses what is not a count of flows', () => {
    expect(() => jainRange(0)).toThrow(/whole number of flows/);
    expect(() => jainEqualShare(5, 4)).toThrow(/from 1 to 4/);
  });
});
