// The whole course from the lessons/ folder, read and validated by the pure loaders: what the
// build hands the browser as `virtual:course` and `virtual:course-text/<locale>` (vite.config.ts),
// and what a script may print. A translation lives in lessons/<locale>/ (every folder but
// scenarios/ is a language); the pseudo-locale's words are made from the English.
import { loadLessons } from '../lessons/parseLesson';
import { loadTranslations } from '../lessons/parseTranslation';
import { lessonText, type LessonText } from '../lessons/lessonText';
import { readLessonFiles } from './lessonFiles';
import { pseudoLessonText } from './pseudoLessons';

/** The folders under lessons/ that hold scenarios, not a language's lessons. */
const NOT_LOCALES = new Set(['scenarios']);

/** The languages lessons/ has translations for: its folders but scenarios/. */
export function courseLocales(files: ReadonlyMap<string, string>): string[] {
  const dirs = new Set([...files.keys()].filter((f) => f.includes('/')).map((f) => f.slice(0, f.indexOf('/'))));
  return [...dirs].filter((d) => !NOT_LOCALES.has(d)).sort();
}

export interface Course extends ReturnType<typeof loadLessons> {
  /** Every file read, relative to lessons/. */
  files: string[];
  /** Each language's words for each lesson, by locale and lesson id (the pseudo-locale's too). */
  texts: Record<string, Record<string, LessonText>>;
  /**
   * What is wrong with the translations: a lesson they drift from is left out of `texts` (the page
   * shows that lesson in English), and tests/lessons/translations.test.ts fails on any.
   */
  translationErrors: string[];
}

export function readCourse(dir: string): Course {
  const files = readLessonFiles(dir);
  const { lessons, errors } = loadLessons(files);
  const translated = loadTranslations(lessons, files, courseLocales(files));
  const pseudo = Object.fromEntries(lessons.map((l) => [l.id, pseudoLessonText(lessonText(l))]));
  return { lessons, errors, files: [...files.keys()], texts: { ...translated.texts, pseudo }, translationErrors: translated.errors };
}
