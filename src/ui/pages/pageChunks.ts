// Which built files each page needs beyond the app's own code, read from the build's chunk graph:
// the page's module and what it imports (PAGE_CODE), its catalogues in every language, the words of
// the course's index in every language, and each lesson and its words in every language. The build writes the result into index.html (vite.config.ts),
// where src/preloadPage.ts, inlined after it, reads it to fetch the page a link opens beside the
// app's own code.
import { LOCALES, SOURCE_LOCALE } from '../i18n/locales';
import { COURSE_MODULE, HOME_PAGE, PAGE_CODE, type PageChunkMap } from './pageCode';

export { PAGE_CHUNKS_ID } from './pageCode';

/** The module id of a lesson, before its id. */
const LESSON_MODULE = 'virtual:course-lesson/';

/** What this reads of a built chunk (Rollup's OutputChunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Files it imports statically. */
  imports: readonly string[];
  /** Style sheets Vite loads with it. */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** What this reads of a build's output (Rollup's OutputBundle): chunks, and assets it skips. */
export type BuiltFiles = Record<string, BuiltChunk | { type: 'asset' }>;

/** A module id as a path from `root` ('src/ui/App.tsx'), or a virtual module's name, with no query. */
function fromRoot(id: string, root: string): string {
  const path = id.split('?')[0].replace(/^\0/, '').split('\\').join('/');
  const prefix = root.split('\\').join('/').replace(/\/?$/, '/');
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/**
 * The map for `bundle`, built from `root` and served under `base`. The entry's own files (which
 * index.html loads anyway) are left out. Throws when a module PAGE_CODE names is not a chunk of its
 * own: the table and App.tsx's imports have parted.
 */
export function pageChunks(bundle: BuiltFiles, root: string, base: string): PageChunkMap {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');
  const byModule = new Map<string, BuiltChunk>();
  for (const c of chunks) if (c.facadeModuleId) byModule.set(fromRoot(c.facadeModuleId, root), c);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));

  /** A chunk's file, the files it imports statically, all the way down, and their style sheets. */
  const closure = (start: BuiltChunk, skip: ReadonlySet<string>): string[] => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (seen.has(c.fileName) || skip.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const s of c.viteMetadata?.importedCss ?? []) if (!skip.has(s)) css.add(s);
      for (const f of c.imports) {
        const next = byFile.get(f);
        if (next) visit(next);
      }
    };
    visit(start);
    return [...seen, ...css];
  };

  const entryFiles = new Set<string>();
  for (const c of chunks) if (c.isEntry) for (const f of closure(c, new Set())) entryFiles.add(f);
  const filesOf = (module: string, what: string): string[] => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`page chunks: ${what} (${module}) is not a chunk of its own in this build`);
    return closure(chunk, entryFiles);
  };

  const course = filesOf(COURSE_MODULE, "the course's code");
  const pages: PageChunkMap['pages'] = {};
  for (const [id, code] of Object.entries(PAGE_CODE)) {
    const files = filesOf(code.module, `page “${id}”`);
    if (code.course) for (const f of course) if (!files.includes(f)) files.push(f);
    pages[id] = { files, sections: [...code.sections], course: code.course, lesson: code.lesson };
  }
  // The lessons are the build's `virtual:course-lesson/<id>` chunks (the `course` plugin in vite.config.ts).
  const lessonIds = [...byModule.keys()].filter((m) => m.startsWith(LESSON_MODULE)).map((m) => m.slice(LESSON_MODULE.length));
  const lessons: PageChunkMap['lessons'] = {};
  for (const lesson of lessonIds) lessons[lesson] = filesOf(`${LESSON_MODULE}${lesson}`, `lesson “${lesson}”`);
  const lessonText: PageChunkMap['lessonText'] = {};
  const sections: PageChunkMap['sections'] = {};
  const messages: PageChunkMap['messages'] = {};
  const indexText: PageChunkMap['indexText'] = {};
  const allSections = [...new Set(Object.values(PAGE_CODE).flatMap((c) => c.sections))];
  for (const locale of LOCALES) {
    for (const s of allSections) sections[`${locale}/${s}`] = filesOf(`src/locales/${locale}/${s}.po`, `the “${locale}” catalogue “${s}”`);
    if (locale === SOURCE_LOCALE) continue;
    messages[locale] = filesOf(`src/locales/${locale}/messages.po`, `the “${locale}” catalogue`);
    indexText[locale] = filesOf(`virtual:course-index-text/${locale}`, `the course index's words in “${locale}”`);
    // A lesson whose translation drifts from it has none (it reads in English).
    for (const lesson of lessonIds) {
      const text = byModule.get(`virtual:course-text/${locale}/${lesson}`);
      if (text) lessonText[`${locale}/${lesson}`] = closure(text, entryFiles);
    }
  }
  return { base, home: HOME_PAGE, pages, sections, messages, indexText, lessons, lessonText };
}
