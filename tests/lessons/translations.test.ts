// The course's translations as committed: every language the app speaks has every lesson, and
// each translation keeps to its source (tests/lessons/parseTranslation.test.ts shows each rule).
// A lesson edited in English without its translations, or a translation that drifts, fails here.
import { describe, expect, it } from 'vitest';
import { courseLocales, readCourse } from '../../src/cli/readCourse';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { LOCALES } from '../../src/ui/i18n/locales';

const course = readCourse(new URL('../../lessons/', import.meta.url).pathname);
const translated = LOCALES.filter((l) => l !== 'en');

describe('the course’s translations', () => {
  it('lessons/ has a folder for each language the app speaks, and for no other', () => {
    expect(courseLocales(readLessonFiles())).toEqual([...translated].sort());
  });

  it.each(translated)('%s: every lesson is translated and keeps to its source', (locale) => {
    expect(course.translationErrors.filter((e) => e.startsWith(`lessons/${locale}/`))).toEqual([]);
    expect(Object.keys(course.texts[locale] ?? {}).sort()).toEqual(course.lessons.map((l) => l.id).sort());
  });

  it('no problem is left over that names no language', () => {
    expect(course.translationErrors.filter((e) => !translated.some((l) => e.startsWith(`lessons/${l}/`)))).toEqual([]);
  });

  // Students and teachers read every lesson: the development team's shared folder, beside the
  // repository, is not theirs to open (the papers a lesson goes beyond are "the papers this course follows").
  it('no lesson, in any language, points into the team\'s shared folder', () => {
    const named = [...readLessonFiles()].filter(([, text]) => /shared\/(papers|STYLE|lessons)|\.\.\/shared/.test(text)).map(([file]) => file);
    expect(named).toEqual([]);
  });
});
