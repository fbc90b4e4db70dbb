// Claims that measure the same run (one step's claims: the same set-up, seeds and end) share it:
// the run is made once, and each claim's value is the value a run of its own gives.
import { describe, expect, it, vi } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import type { Claim, Lesson } from '../../src/lessons/parseLesson';

const made = vi.hoisted(() => ({ runs: 0 }));
vi.mock('../../src/sim/Simulation', async (original) => {
  const { Simulation } = await original<typeof import('../../src/sim/Simulation')>();
  return {
    Simulation: class extends Simulation {
      constructor(...args: ConstructorParameters<typeof Simulation>) {
        super(...args);
        made.runs++;
      }
    },
  };
});

const { CLAIM_SAMPLE_SEC, checkClaim, claimSeeds, claimScenario, runTrace } = await import('../../src/lessons/checkClaims');
const { computeMeasures, measuresEnd } = await import('../../src/lessons/measures');
const { claimSetup, loadLessons } = await import('../../src/lessons/parseLesson');

/** The scenarios (with their timelines) a claim's runs are made of, one per seed. */
function runsOf(lesson: Lesson, claim: Claim): string[] {
  const { scenario, changes } = claimSetup(lesson, claim);
  const until = measuresEnd(lesson.measures, [claim.measure]);
  return claimSeeds(claim).map((seed) => JSON.stringify([claimScenario(scenario, seed, claim.startJitterSec, until + CLAIM_SAMPLE_SEC), changes]));
}

describe('claims that measure the same run', () => {
  const { lessons } = loadLessons(readLessonFiles());
  const pairs = lessons.flatMap((lesson) =>
    lesson.claims.flatMap((a, i) => lesson.claims.slice(i + 1).filter((b) => JSON.stringify(runsOf(lesson, a)) === JSON.stringify(runsOf(lesson, b))).map((b) => ({ lesson, a, b }))),
  );

  it('are common in the course', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it('make it once, and each gets the value of a run of its own', () => {
    const { lesson, a, b } = pairs[0];
    const before = made.runs;
    const first = checkClaim(lesson, a);
    const afterFirst = made.runs;
    const second = checkClaim(lesson, b);
    expect(afterFirst - before).toBe(claimSeeds(a).length);
    expect(made.runs).toBe(afterFirst);
    // The second claim's runs made here again, each on its own.
    const { scenario, changes } = claimSetup(lesson, b);
    const until = measuresEnd(lesson.measures, [b.measure]);
    const own = claimSeeds(b).map((seed) => computeMeasures(runTrace(claimScenario(scenario, seed, b.startJitterSec, until + CLAIM_SAMPLE_SEC), changes), lesson.measures, [b.measure])[b.measure]);
    expect(second.runs.map((r) => r.value)).toEqual(own);
    expect([first.ok, second.ok]).toEqual([true, true]);
  });
});
