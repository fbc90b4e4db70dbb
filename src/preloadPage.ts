// What a build's index.html runs inline, as the browser reads it (vite.config.ts bundles this file
// into the page): the page the address names starts fetching its files (src/ui/pages/preloadPage.ts).
import { initialLocale } from './ui/i18n/pageLocale';
import { preloadPage } from './ui/pages/preloadPage';

preloadPage(document, window.location.search, initialLocale);
