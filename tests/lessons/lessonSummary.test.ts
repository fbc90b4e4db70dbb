// The course's index (src/lessons/lessonSummary.ts): what the browser has of every lesson before
// any is opened. It must say of each lesson what the lesson says, and count a lesson done exactly
// when the lesson's own questions would.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCourse } from '../../src/cli/readCourse';
import { lessonSummary, summaryText, withSummaryText } from '../../src/lessons/lessonSummary';
import { isDone, type LessonProgress } from '../../src/ui/lessons/progress';

const course = readCourse(new URL('../../lessons/', import.meta.url).pathname);

describe('the course’s index', () => {
  it.each(course.lessons.map((l) => [l.id, l] as const))('%s: its summary names it, places it and describes it as the lesson does', (_, lesson) => {
    const s = lessonSummary(lesson);
    expect(s).toEqual({ id: lesson.id, order: lesson.order, title: lesson.title, goal: lesson.goal, level: lesson.level, durationMin: lesson.durationMin, paper: lesson.paper, check: expect.any(Array) });
    expect(s.check.map((q) => q.choices.length)).toEqual(lesson.check.map((q) => q.choices.length));
  });

  it('counts a lesson done exactly when the lesson’s own questions do, whatever the answers', () => {
    const lessons = course.lessons.filter((l) => l.check.length > 0);
    expect(lessons.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...lessons),
        fc.array(fc.option(fc.integer({ min: -1, max: 5 }), { nil: null }), { maxLength: 6 }),
        (lesson, answers) => {
          const p: LessonProgress = { answers, step: 'check' };
          expect(isDone(p, lessonSummary(lesson).check)).toBe(isDone(p, lesson.check));
        },
      ),
    );
    // Every right answer chosen: done by both.
    for (const l of lessons) {
      const right: LessonProgress = { answers: l.check.map((q) => q.choices.findIndex((c) => c.correct)), step: 'check' };
      expect(isDone(right, lessonSummary(l).check), l.id).toBe(true);
    }
  });

  it('reads in a translation’s words: its title and goal', () => {
    const lesson = course.lessons.find((l) => l.id === 'reno-sawtooth')!;
    const es = course.texts.es['reno-sawtooth'];
    const s = withSummaryText(lessonSummary(lesson), summaryText(es));
    expect(s.title).toBe(es.title);
    expect(s.goal).toBe(es.goal);
    expect(s.title).not.toBe(lesson.title);
    expect(s.order).toBe(lesson.order);
  });

  it('is a small part of the course: what a phone fetches before a lesson is that lesson and this index', () => {
    const index = JSON.stringify(course.lessons.map(lessonSummary)).length;
    const whole = JSON.stringify(course.lessons).length;
    const largest = Math.max(...course.lessons.map((l) => JSON.stringify(l).length));
    expect(index).toBeLessThan(whole / 10);
    expect(index + largest).toBeLessThan(whole / 4);
  });
});
