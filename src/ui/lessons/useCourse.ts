// The course in the reader's language. The index (every lesson's summary) comes with this module;
// each lesson, and its words in each language, is a chunk of its own, fetched the first time it is
// opened (the `course` plugin in vite.config.ts): a lesson opened from a link fetches that lesson
// alone. A lesson's structure is the English file's; its words are the active language's
// translation (lessons/<locale>/). A lesson without a translation, or while it is on its way,
// reads in English.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLingui } from '#i18n-runtime';
import { indexTextModules, lessonModules, lessonTextModules } from 'virtual:course';
import type { Lesson } from '../../lessons/parseLesson';
import { mapLessonText, withText, type LessonText } from '../../lessons/lessonText';
import { withSummaryText, type LessonSummary, type SummaryText } from '../../lessons/lessonSummary';
import { isolateLtrRuns } from '../i18n/isolateLtr';
import { textDirection, type Locale } from '../i18n/locales';
import { COURSE } from './lessonCatalog';

type IndexTexts = Record<string, SummaryText>;

// What has arrived: lessons by id (or why one could not be fetched), words by `locale/id`, the
// index's words by locale. Each is asked for once; a lesson that failed is asked for again on retry.
const lessons = new Map<string, Lesson | Error>();
const lessonTexts = new Map<string, LessonText>();
/** Words (`locale/id`) that could not be fetched: the lesson reads in English. */
const failedTexts = new Set<string>();
const indexTexts = new Map<Locale, IndexTexts>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => {
  for (const l of listeners) l();
};

/** Runs `fetch` once for `key` at a time (again later only if it left nothing behind). */
function once(key: string, fetch: () => Promise<void>): Promise<void> {
  let p = pending.get(key);
  if (!p) {
    p = fetch().finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** Right to left: each quantity and assignment in the prose keeps its left-to-right order (isolateLtr.ts). */
const rtl = (locale: Locale) => textDirection(locale) === 'rtl';

/** Fetches the index's words in `locale` (once). English is the index itself. */
function loadIndexText(locale: Locale): Promise<void> {
  const load = indexTextModules[locale];
  if (locale === 'en' || indexTexts.has(locale) || !load) return Promise.resolve();
  return once(`index/${locale}`, async () => {
    const { default: texts } = await load();
    const words = rtl(locale) ? Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, { title: isolateLtrRuns(t.title), goal: isolateLtrRuns(t.goal) }])) : texts;
    indexTexts.set(locale, words);
    changed();
  });
}

/** Fetches lesson `id` (once, or again after a failure); a failure is kept for the page to show. */
function loadLessonItself(id: string): Promise<void> {
  const load = lessonModules[id];
  const had = lessons.get(id);
  if (!load || (had !== undefined && !(had instanceof Error))) return Promise.resolve();
  return once(`lesson/${id}`, async () => {
    try {
      lessons.set(id, (await load()).default);
    } catch (e) {
      lessons.set(id, e instanceof Error ? e : new Error(String(e)));
    }
    changed();
  });
}

/** Forgets why lesson `id` failed (the page shows it loading) and asks for it again. */
function retryLesson(id: string): void {
  if (!(lessons.get(id) instanceof Error)) return;
  lessons.delete(id);
  changed();
  void loadLessonItself(id);
}

/** Fetches lesson `id`'s words in `locale` (once); without them it reads in English. */
function loadLessonText(id: string, locale: Locale): Promise<void> {
  const load = lessonTextModules[locale]?.[id];
  const key = `${locale}/${id}`;
  if (locale === 'en' || lessonTexts.has(key) || !load) return Promise.resolve();
  return once(`text/${key}`, async () => {
    try {
      const { default: text } = await load();
      lessonTexts.set(key, rtl(locale) ? mapLessonText(text, isolateLtrRuns) : text);
      changed();
    } catch (e) {
      failedTexts.add(key);
      changed();
      console.warn(`Lesson “${id}” could not be loaded in “${locale}”; it stays in English.`, e);
    }
  });
}

/**
 * Fetches what a course page shows in `locale`: the index's words and, when `lessonId` names a
 * lesson, that lesson and its words. Resolves once they have arrived or failed (a page shows a
 * lesson that failed as such, and the rest in English).
 */
export async function loadCourse(locale: Locale, lessonId: string | null): Promise<void> {
  await Promise.all([
    loadIndexText(locale).catch((e: unknown) => console.warn(`The course's index could not be loaded in “${locale}”; it stays in English.`, e)),
    lessonId === null ? null : Promise.all([loadLessonItself(lessonId), loadLessonText(lessonId, locale)]),
  ]);
}

/** The course's lessons' summaries with `texts`' words (those it has). */
function translatedSummaries(texts: IndexTexts | undefined): LessonSummary[] {
  if (!texts) return COURSE.lessons;
  return COURSE.lessons.map((l) => (texts[l.id] ? withSummaryText(l, texts[l.id]) : l));
}

/** Every lesson's summary, in course order, in the reader's language. */
export function useCourseIndex(): LessonSummary[] {
  const locale = useLingui().i18n.locale as Locale;
  const texts = useSyncExternalStore(subscribe, () => indexTexts.get(locale));
  useEffect(() => {
    if (!texts) void loadIndexText(locale);
  }, [locale, texts]);
  return useMemo(() => translatedSummaries(texts), [texts]);
}

/** Lesson `id` as the page can show it. */
export type LessonState =
  | { status: 'loading' }
  | { status: 'ready'; lesson: Lesson }
  /** It could not be fetched (offline before this lesson was ever opened, say); `retry` asks again. */
  | { status: 'failed'; error: string; retry: () => void };

/** Whether lesson `id`'s words in `locale` have arrived, failed, or are not to be had (English, no translation). */
function textSettled(locale: Locale, id: string): boolean {
  const key = `${locale}/${id}`;
  return locale === 'en' || !lessonTextModules[locale]?.[id] || lessonTexts.has(key) || failedTexts.has(key);
}

/**
 * Lesson `id` (one the index lists), in the reader's language, fetched when first asked for. It is
 * first ready once its words in the reader's language have arrived too, so it never shows in
 * English on its way in; once shown, a change of language keeps it on screen in English until the
 * new words arrive (its run goes on).
 */
export function useLesson(id: string): LessonState {
  const locale = useLingui().i18n.locale as Locale;
  const lesson = useSyncExternalStore(subscribe, () => lessons.get(id));
  const text = useSyncExternalStore(subscribe, () => lessonTexts.get(`${locale}/${id}`));
  const settled = useSyncExternalStore(subscribe, () => textSettled(locale, id));
  // Whether this page has shown the lesson (kept in state, set as it is first rendered ready).
  const [shown, setShown] = useState(false);
  const ready = lesson !== undefined && !(lesson instanceof Error) && (settled || shown);
  if (ready && !shown) setShown(true);
  useEffect(() => {
    void loadCourse(locale, id);
  }, [locale, id]);
  return useMemo((): LessonState => {
    if (lesson instanceof Error) return { status: 'failed', error: lesson.message, retry: () => retryLesson(id) };
    if (!ready) return { status: 'loading' };
    return { status: 'ready', lesson: text ? withText(lesson, text) : lesson! };
  }, [id, lesson, text, ready]);
}
