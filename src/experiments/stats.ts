// Aggregation over seeds: the mean, the sample standard deviation and the half-width of the 95 %
// confidence interval of the mean (Student's t with n − 1 degrees of freedom; normal beyond 30).

/** t(0.975, df) for df = 1 … 30 (standard tables, e.g. NIST/SEMATECH e-Handbook 1.3.6.7.2). */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074,
  2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The two-sided 95 % quantile of Student's t with `df` degrees of freedom (df ≥ 1). */
export function tQuantile975(df: number): number {
  if (!(df >= 1)) return NaN;
  if (df <= 30) return T975[Math.floor(df) - 1];
  // Cornish-Fisher expansion about the normal quantile: within 0.001 of the table from df = 30 on.
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

export interface Aggregate {
  /** Values that went in (NaN values, e.g. a transfer that never completed, are left out). */
  n: number;
  mean: number;
  /** Sample standard deviation (0 for one value). */
  sd: number;
  /** Half-width of the 95 % confidence interval of the mean: the interval is mean ± ci95 (NaN below 2 values). */
  ci95: number;
}

export function aggregate(values: readonly number[]): Aggregate {
  const xs = values.filter((v) => Number.isFinite(v));
  const n = xs.length;
  if (n === 0) return { n, mean: NaN, sd: NaN, ci95: NaN };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { n, mean, sd: 0, ci95: NaN };
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1));
  return { n, mean, sd, ci95: (tQuantile975(n - 1) * sd) / Math.sqrt(n) };
}

/** The aggregate of `n` values known only by their mean and standard deviation (ns-2's, from the validation report). */
export function aggregateOf(mean: number, sd: number, n: number): Aggregate {
  return { n, mean, sd, ci95: n >= 2 ? (tQuantile975(n - 1) * sd) / Math.sqrt(n) : NaN };
}
