// The course as the browser sees it: every file under lessons/ bundled as text (Vite's glob, at
// build time: nothing is fetched at run time), read by the same pure loader the tests use.
import { loadLessons, type Lesson } from '../../lessons/parseLesson';

const raw = import.meta.glob('/lessons/**/*.{md,json}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const files = new Map(Object.entries(raw).map(([path, text]) => [path.replace(/^\/lessons\//, ''), text]));

export const COURSE: { lessons: Lesson[]; errors: string[] } = loadLessons(files);

export function findLesson(id: string | null): Lesson | undefined {
  return COURSE.lessons.find((l) => l.id === id);
}
