// The course in the reader's language: the lessons' structure is the English course's (COURSE),
// their words the active language's translation (lessons/<locale>/), fetched the first time that
// language is shown. A lesson without a translation, or while it is on its way, reads in English.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLingui } from '#i18n-runtime';
import type { Lesson } from '../../lessons/parseLesson';
import { mapLessonText, withText, type LessonText } from '../../lessons/lessonText';
import { isolateLtrRuns } from '../i18n/isolateLtr';
import { textDirection, type Locale } from '../i18n/locales';
import { COURSE } from './lessonCatalog';

type Texts = Record<string, LessonText>;

/** Each language's words, a chunk of its own (the `course` plugin in vite.config.ts). */
const TEXT_MODULES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Texts }>> = {
  es: () => import('virtual:course-text/es'),
  'zh-CN': () => import('virtual:course-text/zh-CN'),
  ar: () => import('virtual:course-text/ar'),
  pseudo: () => import('virtual:course-text/pseudo'),
};

const loaded = new Map<Locale, Texts>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Fetches `locale`'s words for the course (once). English is the course itself. */
export async function loadCourseText(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  const { default: texts } = await TEXT_MODULES[locale]();
  // Right to left: each quantity and assignment in the prose keeps its left-to-right order (isolateLtr.ts).
  const rtl = textDirection(locale) === 'rtl';
  loaded.set(locale, rtl ? Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, mapLessonText(t, isolateLtrRuns)])) : texts);
  for (const l of listeners) l();
}

/** The course's lessons with `texts`' words (those it has). */
export function translatedLessons(texts: Texts | undefined): Lesson[] {
  if (!texts) return COURSE.lessons;
  return COURSE.lessons.map((l) => (texts[l.id] ? withText(l, texts[l.id]) : l));
}

/** Every lesson, in course order, in the reader's language. */
export function useCourse(): Lesson[] {
  const locale = useLingui().i18n.locale as Locale;
  const texts = useSyncExternalStore(subscribe, () => loaded.get(locale));
  useEffect(() => {
    if (texts || locale === 'en') return;
    loadCourseText(locale).catch((e: unknown) => console.warn(`The course's “${locale}” text could not be loaded; the lessons stay in English.`, e));
  }, [locale, texts]);
  return useMemo(() => translatedLessons(texts), [texts]);
}

/** The lesson called `id`, in the reader's language. */
export function useLesson(id: string | null): Lesson | undefined {
  const lessons = useCourse();
  return lessons.find((l) => l.id === id);
}
