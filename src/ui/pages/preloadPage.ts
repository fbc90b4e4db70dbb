// What a build's index.html runs inline as the browser reads it (src/preloadPage.ts): which page
// the address names and the language it opens in decide which files to ask for at once, beside the
// app's own code, rather than after that code has arrived and run. It only fetches: the app imports
// the same files itself (App.tsx) and finds them in the browser's cache. The files are those of the
// build's map (pageChunks.ts), written in the page before the script; with no map (the dev
// server's page), it does nothing.
import { SOURCE_LOCALE } from '../i18n/locales';
import { PAGE_CHUNKS_ID, type PageChunkMap } from './pageCode';
import { parseRoute } from './route';

/** `record`'s files under `key`, which an address chose (`?lesson=constructor` names no file). */
const own = (record: Record<string, string[]>, key: string): string[] => (Object.hasOwn(record, key) ? record[key] : []);

/** The files the page `search` names needs first, in `locale`, from `map`: paths under its base. */
export function filesToPreload(map: PageChunkMap, search: string, locale: string): string[] {
  const route = parseRoute(search, Object.keys(map.pages), map.home);
  const page = map.pages[route.page];
  if (!page) return [];
  const files = [...page.files];
  // loadSection loads a section in the reader's language and in English (for exports).
  const locales = locale === SOURCE_LOCALE ? [locale] : [locale, SOURCE_LOCALE];
  for (const l of locales) for (const s of page.sections) files.push(...(map.sections[`${l}/${s}`] ?? []));
  const lesson = page.lesson ? route.arg : null;
  if (lesson !== null) files.push(...own(map.lessons, lesson));
  if (locale !== SOURCE_LOCALE) {
    files.push(...(map.messages[locale] ?? []));
    if (page.course) files.push(...(map.indexText[locale] ?? []));
    if (lesson !== null) files.push(...own(map.lessonText, `${locale}/${lesson}`));
  }
  return [...new Set(files)];
}

/** Adds a preload to `document`'s head for each file the page needs first. */
export function preloadPage(document: Document, search: string, locale: () => string): void {
  const text = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  if (!text) return;
  const map = JSON.parse(text) as PageChunkMap;
  for (const file of filesToPreload(map, search, locale())) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // Vite loads its files as CORS requests: the same here, or the browser would fetch each twice.
    link.crossOrigin = '';
    link.href = `${map.base}${file}`;
    document.head.append(link);
  }
}
