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
/** What every page shows before its own code arrives: the header, the language picker, page errors, offline and storage notices. */
const SHELL_FILES = [
  '<rootDir>/src/ui/App.tsx',
  '<rootDir>/src/ui/AppHeader.tsx',
  '<rootDir>/src/ui/PageErrorBoundary.tsx',
  '<rootDir>/src/ui/SkipLink.tsx',
  '<rootDir>/src/ui/ProjectorToggle.tsx',
  '<rootDir>/src/ui/i18n/LanguagePicker.tsx',
  '<rootDir>/src/ui/i18n/appLocale.ts',
  '<rootDir>/src/ui/offline',
  '<rootDir>/src/ui/storage',
  '<rootDir>/src/ui/pages/pages.ts',
  '<rootDir>/src/ui/pages/route.ts',
  '<rootDir>/src/ui/pages/router.ts',
  '<rootDir>/src/ui/pages/keptScenarioHref.ts',
  '<rootDir>/src/ui/pages/useDebouncedAddress.ts',
];
/** A folder is left out with what is under it (the glob's ignore matches paths, not prefixes). */
const withContents = (paths: string[]) => paths.flatMap((p) => [p, `${p}/**`]);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'zh-CN', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  // The shell's messages in one catalogue, English bundled (every page's header reads it at once);
  // the rest in catalogues loaded with the pages that show them: the lab's (its panels, charts,
  // picture and dialogs, also shown by a lesson and the research pages), About's, the course's
  // (lesson pages and the teacher's guide) and the research pages' (experiments and validation).
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: SHELL_FILES },
    {
      path: '<rootDir>/src/locales/{locale}/lab',
      include: ['<rootDir>/src/ui'],
      exclude: withContents(['<rootDir>/src/ui/pages/AboutPage.tsx', ...SHELL_FILES, ...COURSE_FILES, ...RESEARCH_FILES]),
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
