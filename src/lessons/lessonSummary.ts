// What the course's index says of a lesson: enough to list it (its place, title, goal, level,
// duration and paper), to tell whether a student has finished it (which answers are right), and to
// name it as the next lesson. The build hands the browser every lesson's summary at once and each
// lesson whole only when it is opened (the `course` plugin in vite.config.ts).
import type { Lesson } from './parseLesson';
import type { LessonText } from './lessonText';

export interface LessonSummary extends Pick<Lesson, 'id' | 'order' | 'title' | 'goal' | 'level' | 'durationMin' | 'paper'> {
  /** The check questions as far as progress cares: which of their choices are right. */
  check: { choices: { correct: boolean }[] }[];
}

/** The words of a summary, as a translation gives them. */
export type SummaryText = Pick<LessonText, 'title' | 'goal'>;

export function lessonSummary(lesson: Lesson): LessonSummary {
  return {
    id: lesson.id,
    order: lesson.order,
    title: lesson.title,
    goal: lesson.goal,
    level: lesson.level,
    durationMin: lesson.durationMin,
    paper: lesson.paper,
    check: lesson.check.map((q) => ({ choices: q.choices.map((c) => ({ correct: c.correct })) })),
  };
}

export function summaryText(text: LessonText): SummaryText {
  return { title: text.title, goal: text.goal };
}

/** `summary` in `text`'s words. */
export function withSummaryText(summary: LessonSummary, text: SummaryText): LessonSummary {
  return { ...summary, title: text.title, goal: text.goal };
}
