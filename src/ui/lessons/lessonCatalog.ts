// The course's index as the browser sees it: every lesson's summary, read and validated at build
// time by the same pure loader the tests use (the `course` plugin in vite.config.ts), with the
// problems of the files it left out. Each lesson itself loads when it is opened (useCourse.ts).
import course from 'virtual:course';
import type { LessonSummary } from '../../lessons/lessonSummary';

export const COURSE: { lessons: LessonSummary[]; errors: string[] } = course;

export function findSummary(id: string | null): LessonSummary | undefined {
  return COURSE.lessons.find((l) => l.id === id);
}
