// The idealised model of two users sharing one resource under increase/decrease control, after
// Chiu & Jain, "Analysis of the Increase and Decrease Algorithms for Congestion Avoidance in
// Computer Networks", Computer Networks and ISDN Systems 17(1), 1989: the phase plot's textbook
// trajectory, beside the one the packets draw. Pure: no time, no randomness.
//
// Time runs in steps (one round trip). After each step every user receives the same binary
// feedback (synchronous feedback): y = 1 ("overload") if the total load exceeds the capacity C,
// y = 0 otherwise. Additive increase, multiplicative decrease (AIMD):
//   y = 0:  x_i ← x_i + a_i        y = 1:  x_i ← b · x_i        (a_i > 0, 0 < b < 1)
// With a_i = a·n_i (a class of n_i flows, each adding a), every decrease scales the difference
// x1/n1 − x2/n2 by b and every increase keeps it, so the trajectory converges to the fair line
// x1/n1 = x2/n2 while oscillating around the efficiency line x1 + x2 = C.

export interface AimdModel {
  /** Additive increase of one flow per step, in the rate's unit (a > 0). */
  increase: number;
  /** Multiplicative decrease factor b (0 < b < 1): a loss leaves b of the rate. */
  decrease: number;
  /** Capacity C: the feedback says "overload" when x1 + x2 > C. */
  capacity: number;
  /** Flows behind each user, [n1, n2] (default [1, 1]): user i adds a·n_i per step. */
  weights?: readonly [number, number];
}

/** A point of the phase plane: the two users' rates. */
export type PhasePoint = readonly [number, number];

function check(m: AimdModel): readonly [number, number] {
  if (!(m.increase > 0 && Number.isFinite(m.increase))) throw new RangeError(`AIMD: the increase a must be a positive number (got ${m.increase})`);
  if (!(m.decrease > 0 && m.decrease < 1)) throw new RangeError(`AIMD: the decrease factor b must be between 0 and 1 (got ${m.decrease})`);
  if (!(m.capacity > 0 && Number.isFinite(m.capacity))) throw new RangeError(`AIMD: the capacity C must be a positive number (got ${m.capacity})`);
  const w = m.weights ?? [1, 1];
  if (!(w[0] > 0 && w[1] > 0)) throw new RangeError(`AIMD: the weights must be positive (got ${w[0]}, ${w[1]})`);
  return w;
}

/** The binary feedback for a load: 1 (overload) when x1 + x2 > C. */
export function feedback(m: AimdModel, p: PhasePoint): 0 | 1 {
  return p[0] + p[1] > m.capacity ? 1 : 0;
}

/** One step of the control: both users act on the same feedback. */
export function aimdStep(m: AimdModel, p: PhasePoint): PhasePoint {
  const w = check(m);
  if (feedback(m, p) === 1) return [m.decrease * p[0], m.decrease * p[1]];
  return [p[0] + m.increase * w[0], p[1] + m.increase * w[1]];
}

/**
 * The trajectory from `start` over `steps` steps: steps + 1 points, interleaved
 * [x1(0), x2(0), x1(1), x2(1), …].
 */
export function aimdTrajectory(m: AimdModel, start: PhasePoint, steps: number): Float64Array {
  check(m);
  if (!(Number.isInteger(steps) && steps >= 0)) throw new RangeError(`AIMD: steps must be a whole number ≥ 0 (got ${steps})`);
  if (!(start[0] >= 0 && start[1] >= 0)) throw new RangeError(`AIMD: the start must have rates ≥ 0 (got ${start[0]}, ${start[1]})`);
  const out = new Float64Array(2 * (steps + 1));
  let p: PhasePoint = start;
  out[0] = p[0];
  out[1] = p[1];
  for (let k = 1; k <= steps; k++) {
    p = aimdStep(m, p);
    out[2 * k] = p[0];
    out[2 * k + 1] = p[1];
  }
  return out;
}

/**
 * How far a point is from the fair line x1/n1 = x2/n2, as a share of its load: |x1/n1 − x2/n2|
 * divided by (x1/n1 + x2/n2). 0 on the line, 1 on an axis (one user has everything).
 */
export function unfairness(p: PhasePoint, weights: readonly [number, number] = [1, 1]): number {
  const u = p[0] / weights[0];
  const v = p[1] / weights[1];
  return u + v > 0 ? Math.abs(u - v) / (u + v) : 0;
}
