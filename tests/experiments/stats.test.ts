// Aggregation over seeds: mean, sample SD and the 95 % CI half-width, against hand-computed values.
import { describe, expect, it } from 'vitest';
import { aggregate, aggregateOf, tQuantile975 } from '../../src/experiments/stats';

describe('tQuantile975', () => {
  it.each([
    [1, 12.706],
    [2, 4.303],
    [9, 2.262],
    [30, 2.042],
    [60, 2.0003],
    [120, 1.9799],
  ])('df = %i → %f (tables)', (df, t) => expect(tQuantile975(df)).toBeCloseTo(t, 2));
  it('is undefined below one degree of freedom', () => expect(tQuantile975(0)).toBeNaN());
});

describe('aggregate', () => {
  it('gives mean, sample SD and t·SD/√n', () => {
    // 2, 4, 6: mean 4, SD 2, CI half-width 4.303 · 2 / √3 = 4.9687
    const a = aggregate([2, 4, 6]);
    expect(a).toMatchObject({ n: 3, mean: 4, sd: 2 });
    expect(a.ci95).toBeCloseTo(4.9687, 3);
  });
  it('leaves NaN values out (a transfer that never completed)', () => {
    expect(aggregate([1, NaN, 3])).toMatchObject({ n: 2, mean: 2 });
  });
  it('has no interval for one value, and nothing for none', () => {
    expect(aggregate([5])).toMatchObject({ n: 1, mean: 5, sd: 0 });
    expect(aggregate([5]).ci95).toBeNaN();
    expect(aggregate([]).mean).toBeNaN();
  });
  it('aggregateOf gives the same interval from mean and SD alone', () => {
    const a = aggregate([10, 12, 17, 9]);
    expect(aggregateOf(a.mean, a.sd, 4).ci95).toBeCloseTo(a.ci95, 12);
  });
});
