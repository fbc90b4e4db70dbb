// Jain's fairness index (Jain, Chiu & Hawe 1984), as used by Tsang & Chang (paper 000):
// J = (Σ x)² / (n · Σ x²), 1 when all shares are equal, k/n when k of n share equally and the rest get nothing.

export function jainIndex(xs: ArrayLike<number>): number {
  let sum = 0;
  let sumSq = 0;
  const n = xs.length;
  for (let i = 0; i < n; i++) {
    sum += xs[i];
    sumSq += xs[i] * xs[i];
  }
  // No throughput at all is equal sharing of nothing.
  if (n === 0 || sumSq === 0) return 1;
  return (sum * sum) / (n * sumSq);
}
