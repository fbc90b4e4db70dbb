// Lingui's configuration: the languages, where the catalogues live and what `lingui extract` reads.
// English is the source; `pseudo` is made from it (accented) for checking layout and coverage.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'zh-CN', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  // The app's messages in one catalogue (English bundled, so the lab opens with no extra request),
  // and the About page's long text in its own, loaded with the page.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src/ui'], exclude: ['<rootDir>/src/ui/pages/AboutPage.tsx'] },
    { path: '<rootDir>/src/locales/{locale}/about', include: ['<rootDir>/src/ui/pages/AboutPage.tsx'] },
  ],
  // File names without line numbers: a change elsewhere in a file does not rewrite every catalogue.
  format: formatter({ lineNumbers: false }),
  // Components outside an I18nProvider (a unit test rendering one panel) read English, not an error.
  runtimeConfigModule: {
    useLingui: ['#i18n-runtime', 'useLingui'],
    Trans: ['#i18n-runtime', 'Trans'],
  },
});
