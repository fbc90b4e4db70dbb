import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jainIndex } from '../../../src/sim/metrics/jain';

describe('jainIndex', () => {
  it.each([
    { name: 'equal shares', xs: [5, 5, 5, 5], want: 1 },
    { name: 'one of two shut out (k/n)', xs: [1, 0], want: 0.5 },
    { name: 'k of n share equally', xs: [3, 3, 3, 0, 0, 0], want: 0.5 },
    // Tsang & Chang: "If the fairness index is 0.9, one of the connections is getting 2/3 of the bandwidth"
    // (x, 2x): (3x)^2 / (2 * 5x^2) = 0.9 exactly.
    { name: 'a 2:1 split of two flows', xs: [2, 1], want: 0.9 },
    { name: 'no traffic at all', xs: [0, 0], want: 1 },
  ])('$name', ({ xs, want }) => {
    expect(jainIndex(xs)).toBeCloseTo(want, 12);
  });

  it('is between 1/n and 1 and scale-invariant', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (xs, k) => {
          const j = jainIndex(xs);
          expect(j).toBeGreaterThanOrEqual(1 / xs.length - 1e-12);
          expect(j).toBeLessThanOrEqual(1 + 1e-12);
          if (xs.some((x) => x > 1e-100)) expect(jainIndex(xs.map((x) => x * k))).toBeCloseTo(j, 9);
        },
      ),
    );
  });
});
