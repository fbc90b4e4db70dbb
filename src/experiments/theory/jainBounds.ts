// Bounds of Jain's fairness index J = (Σx)² / (n·Σx²) (Jain, Chiu & Hawe, DEC-TR-301, 1984): what a
// figure of J can be compared with. Pure arithmetic, no simulation.
//   1/n ≤ J ≤ 1 for n flows with any non-negative shares, not all zero: J = 1 when all are equal,
//   J = 1/n when one flow takes everything; and J = k/n when k of the n flows share equally and the
//   other n − k get nothing, so a J of 0.5 reads "as if half the flows had the link".

/** The range of J over every possible split among `flows` flows: [1/n, 1]. */
export function jainRange(flows: number): { lower: number; upper: number } {
  if (!(Number.isInteger(flows) && flows >= 1)) throw new RangeError(`Jain's index needs a whole number of flows ≥ 1 (got ${flows})`);
  return { lower: 1 / flows, upper: 1 };
}

/** J when `sharing` of `flows` flows split the link equally and the rest get nothing: k/n. */
export function jainEqualShare(sharing: number, flows: number): number {
  if (!(Number.isInteger(flows) && flows >= 1)) throw new RangeError(`Jain's index needs a whole number of flows ≥ 1 (got ${flows})`);
  if (!(Number.isInteger(sharing) && sharing >= 1 && sharing <= flows)) throw new RangeError(`the flows that share must be a whole number from 1 to ${flows} (got ${sharing})`);
  return sharing / flows;
}
