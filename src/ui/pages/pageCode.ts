// What each page loads when it is first shown (App.tsx's lazy pages): its module, the catalogue
// sections it shows, and whether it needs the course's lessons. The build reads this table too
// (pageChunks.ts): it names those files in index.html, so that the page a link opens
// starts fetching beside the app's own code (src/preloadPage.ts) instead of after it has run.
import type { Section } from '../i18n/i18n';

export interface PageCode {
  /** The page's module, from the project's root (App.tsx imports it lazily). */
  module: string;
  /** The catalogues it shows (i18n.ts's sections), loaded with its code. */
  sections: readonly Section[];
  /** It shows the course: the course's code and its index's words in the reader's language come with it. */
  course: boolean;
  /** Its address names a lesson (`?lesson=<id>`): that lesson and its words in the reader's language come with it. */
  lesson: boolean;
}

/** The page an address with no page in its query shows. */
export const HOME_PAGE = 'lab';

export const PAGE_CODE = {
  lab: { module: 'src/ui/pages/lab/LabPage.tsx', sections: ['lab'], course: false, lesson: false },
  lessons: { module: 'src/ui/lessons/LessonIndex.tsx', sections: ['course'], course: true, lesson: false },
  lesson: { module: 'src/ui/lessons/LessonPage.tsx', sections: ['course', 'lab'], course: true, lesson: true },
  experiments: { module: 'src/ui/experiments/ExperimentsIndex.tsx', sections: ['research', 'lab'], course: false, lesson: false },
  experiment: { module: 'src/ui/experiments/ExperimentPage.tsx', sections: ['research', 'lab'], course: false, lesson: false },
  sweep: { module: 'src/ui/experiments/SweepPage.tsx', sections: ['research', 'lab'], course: false, lesson: false },
  validation: { module: 'src/ui/validation/ValidationPage.tsx', sections: ['research', 'lab'], course: false, lesson: false },
  about: { module: 'src/ui/pages/AboutPage.tsx', sections: ['about'], course: false, lesson: false },
  // The guide names the lab's presets as its scenario menu does: the lab's catalogue comes with it.
  teach: { module: 'src/ui/pages/TeacherGuidePage.tsx', sections: ['course', 'lab'], course: false, lesson: false },
} as const satisfies Record<string, PageCode>;

/** The module of the course's code (the index, and what fetches lessons and their words). */
export const COURSE_MODULE = 'src/ui/lessons/useCourse.ts';

/** The id of index.html's script element that holds a build's PageChunkMap, as JSON. */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** The files a build's pages fetch early (src/ui/pages/pageChunks.ts), as paths under its base (`assets/…`). */
export interface PageChunkMap {
  /** The build's base ('/', or '/sub/path/'). */
  base: string;
  /** The page an address with no page in its query shows. */
  home: string;
  /** Per page id: its files, the catalogue sections that come with it, whether the course's index words and the lesson its address names do. */
  pages: Record<string, { files: string[]; sections: string[]; course: boolean; lesson: boolean }>;
  /** Per `locale/section`: the catalogue's files. */
  sections: Record<string, string[]>;
  /** Per language other than English: its catalogue of the app's own words (the header, the page frame). */
  messages: Record<string, string[]>;
  /** Per language other than English: the words of the course's index in it. */
  indexText: Record<string, string[]>;
  /** Per lesson id: the lesson's files. */
  lessons: Record<string, string[]>;
  /** Per `locale/lesson id`, for languages other than English: the lesson's words in it. */
  lessonText: Record<string, string[]>;
}
