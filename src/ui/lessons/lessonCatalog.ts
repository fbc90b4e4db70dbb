// The course as the browser sees it: every file under lessons/, read and validated at build time
// by the same pure loader the tests use (the `course` plugin in vite.config.ts): nothing is fetched or parsed
// at run time.
import course from 'virtual:course';
import type { Lesson } from '../../lessons/parseLesson';

export const COURSE: { lessons: Lesson[]; errors: string[] } = course;

export function findLesson(id: string | null): Lesson | undefined {
  return COURSE.lessons.find((l) => l.id === id);
}
