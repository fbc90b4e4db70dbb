// Lingui's configuration: the languages, where the catalogues live and what `lingui extract` reads.
// English is the source; `pseudo` is made from it (accented) for checking layout and coverage.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { guideMessages } from './src/ui/pages/teacherGuideText';

const COURSE_FILES = ['<rootDir>/src/ui/lessons', '<rootDir>/src/ui/pages/TeacherGuidePage.tsx', '<rootDir>/src/ui/pages/teacherGuideHtml.ts', '<rootDir>/docs/TEACHING.md'];

/** The teacher's guide's pieces (teacherGuideText.ts), each a message whose id is its English. */
const teacherGuide: ExtractorType = {
  match: (filename) => filename.endsWith('docs/TEACHING.md'),
  extract(filename, code, onMessageExtracted) {
    for (const text of guideMessages(code)) onMessageExtracted({ id: text, message: text, origin: [filename, 0] });
  },
};
const RESEARCH_FILES = ['<rootDir>/src/ui/experiments', '<rootDir>/src/ui/validation'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'zh-CN', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  // The app's messages in one catalogue (English bundled, so the lab opens with no extra request);
  // pages with much text of their own have theirs, loaded with the page: About, the course (lesson
  // pages and the teacher's guide) and the research pages (experiments and validation).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/ui'],
      // A folder is left out with what is under it (the glob's ignore matches paths, not prefixes).
      exclude: ['<rootDir>/src/ui/pages/AboutPage.tsx', ...[...COURSE_FILES, ...RESEARCH_FILES].flatMap((p) => [p, `${p}/**`])],
    },
    { path: '<rootDir>/src/locales/{locale}/about', include: ['<rootDir>/src/ui/pages/AboutPage.tsx'] },
    { path: '<rootDir>/src/locales/{locale}/course', include: COURSE_FILES },
    { path: '<rootDir>/src/locales/{locale}/research', include: RESEARCH_FILES },
  ],
  // File names without line numbers: a change elsewhere in a file does not rewrite every catalogue.
  format: formatter({ lineNumbers: false }),
  extractors: [babel, teacherGuide],
  // Components outside an I18nProvider (a unit test rendering one panel) read English, not an error.
  runtimeConfigModule: {
    useLingui: ['#i18n-runtime', 'useLingui'],
    Trans: ['#i18n-runtime', 'Trans'],
  },
});
