import { describe, expect, it } from 'vitest';
import { aimdStep, aimdTrajectory, feedback, unfairness, type AimdModel, type PhasePoint } from '../../../src/experiments/theory/chiuJain';

const M: AimdModel = { increase: 1, decrease: 0.5, capacity: 10 };

const points = (a: Float64Array): PhasePoint[] => Array.from({ length: a.length / 2 }, (_, k) => [a[2 * k], a[2 * k + 1]] as const);

describe('Chiu–Jain AIMD model', () => {
  // Worked by hand from the rules: add a while x1 + x2 ≤ C, multiply by b once it exceeds C.
  it.each([
    { name: 'under capacity: both add a', m: M, from: [2, 6], to: [3, 7] },
    { name: 'at capacity exactly: still no overload', m: M, from: [4, 6], to: [5, 7] },
    { name: 'over capacity: both keep b of their rate', m: M, from: [4, 8], to: [2, 4] },
    { name: 'b = 0.8', m: { ...M, decrease: 0.8 }, from: [5, 10], to: [4, 8] },
    { name: 'a class of 3 flows adds 3a', m: { ...M, weights: [1, 3] as const }, from: [1, 2], to: [2, 5] },
    { name: 'a = 0.25', m: { ...M, increase: 0.25 }, from: [0, 0], to: [0.25, 0.25] },
  ])('one step: $name', ({ m, from, to }) => {
    const p = aimdStep(m, from as unknown as PhasePoint);
    expect(p[0]).toBeCloseTo(to[0], 12);
    expect(p[1]).toBeCloseTo(to[1], 12);
  });

  it('feedback is overload only above the capacity', () => {
    expect(feedback(M, [5, 5])).toBe(0);
    expect(feedback(M, [5, 5.0001])).toBe(1);
  });

  it('the trajectory starts at the start and follows the steps: (2,6) (3,7) (4,8) (2,4) (3,5)', () => {
    expect(points(aimdTrajectory(M, [2, 6], 4))).toEqual([
      [2, 6],
      [3, 7],
      [4, 8],
      [2, 4],
      [3, 5],
    ]);
  });

  it('increase keeps the gap x2 − x1 and each decrease scales it by b (the mechanism of convergence)', () => {
    const t = points(aimdTrajectory(M, [0, 9], 200));
    let decreases = 0;
    for (let k = 1; k < t.length; k++) {
      const before = t[k - 1][1] - t[k - 1][0];
      const after = t[k][1] - t[k][0];
      if (feedback(M, t[k - 1]) === 1) {
        decreases++;
        expect(after).toBeCloseTo(before * 0.5, 12);
      } else expect(after).toBeCloseTo(before, 12);
    }
    expect(decreases).toBeGreaterThan(10);
  });

  it('from any start it ends near the fair line, oscillating about the efficiency line', () => {
    for (const start of [
      [0, 9],
      [9, 0],
      [1, 1],
      [12, 3],
    ] as const) {
      const t = points(aimdTrajectory(M, start, 300));
      const late = t.slice(200);
      for (const p of late) {
        expect(unfairness(p)).toBeLessThan(1e-6);
        // The limit cycle: never more than C + 2a (one increase past C), never under b·C.
        expect(p[0] + p[1]).toBeLessThanOrEqual(M.capacity + 2 * M.increase + 1e-9);
        expect(p[0] + p[1]).toBeGreaterThan(M.decrease * M.capacity);
      }
    }
  });

  it('with weights, the fair line is x1/n1 = x2/n2 (one Reno against a class of three)', () => {
    const m: AimdModel = { ...M, weights: [1, 3] };
    const t = points(aimdTrajectory(m, [8, 0], 300));
    const [x1, x2] = t[t.length - 1];
    expect(x2 / 3).toBeCloseTo(x1, 6);
    expect(unfairness([x1, x2], [1, 3])).toBeLessThan(1e-6);
  });

  it('unfairness: 0 on the fair line, 1 on an axis', () => {
    expect(unfairness([3, 3])).toBe(0);
    expect(unfairness([0, 4])).toBe(1);
    expect(unfairness([1, 3])).toBeCloseTo(0.5, 12);
    expect(unfairness([0, 0])).toBe(0);
  });

  it('refuses parameters outside the model, saying which', () => {
    expect(() => aimdStep({ ...M, decrease: 1 }, [1, 1])).toThrow(/decrease factor b/);
    expect(() => aimdStep({ ...M, increase: 0 }, [1, 1])).toThrow(/increase a/);
    expect(() => aimdStep({ ...M, capacity: -1 }, [1, 1])).toThrow(/capacity C/);
    expect(() => aimdTrajectory(M, [1, 1], 2.5)).toThrow(/steps/);
    expect(() => aimdTrajectory(M, [-1, 1], 2)).toThrow(/start/);
  });
});
