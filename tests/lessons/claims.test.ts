// Every claim of every lesson in lessons/, run headless over the seeds it states: a change to the
// engine that breaks what a lesson teaches fails here, naming the lesson, the claim, the measured
// value and the bound.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { checkClaim } from '../../src/lessons/checkClaims';
import { loadLessons } from '../../src/lessons/parseLesson';

const { lessons, errors } = loadLessons(readLessonFiles());

describe('the course', () => {
  it('has every lesson file valid', () => {
    expect(errors).toEqual([]);
  });

  it('has at least 12 lessons, numbered 1, 2, 3, … in order', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    expect(lessons.map((l) => l.order)).toEqual(lessons.map((_, i) => i + 1));
  });
});

for (const lesson of lessons) {
  describe(`lesson ${lesson.order} ${lesson.id}`, () => {
    for (const claim of lesson.claims) {
      it(claim.claim, () => {
        const r = checkClaim(lesson, claim);
        if (!r.ok) expect.fail(r.message);
      });
    }
  });
}
