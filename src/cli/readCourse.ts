// The whole course from the lessons/ folder, read and validated by the pure loader: what the
// build hands the browser as `virtual:course` (vite.config.ts), and what a script may print.
import { loadLessons } from '../lessons/parseLesson';
import { readLessonFiles } from './lessonFiles';

export function readCourse(dir: string): ReturnType<typeof loadLessons> & { files: string[] } {
  const files = readLessonFiles(dir);
  return { ...loadLessons(files), files: [...files.keys()] };
}
