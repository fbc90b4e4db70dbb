// When a lesson counts as done: every check question answered with its right choice (a wrong
// answer shows the right one; the student finishes by choosing it).
import { describe, expect, it } from 'vitest';
import { isDone, type LessonProgress } from '../../../src/ui/lessons/progress';

const questions = [{ choices: [{}, { correct: true }, {}] }, { choices: [{ correct: true }, {}] }];
const progress = (answers: (number | null)[]): LessonProgress => ({ answers, step: 'check' });

describe('isDone', () => {
  it.each([
    ['nothing answered', [], false],
    ['one of two answered, rightly', [1], false],
    ['both answered, one wrongly', [1, 1], false],
    ['both answered, both wrongly', [0, 1], false],
    ['an answer cleared', [1, null], false],
    ['both answered rightly', [1, 0], true],
  ] as const)('%s → %s', (_name, answers, done) => {
    expect(isDone(progress([...answers]), questions)).toBe(done);
  });

  it('a lesson without check questions is done at once', () => {
    expect(isDone(progress([]), [])).toBe(true);
  });
});
