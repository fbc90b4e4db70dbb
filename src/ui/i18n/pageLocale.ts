// The language a page opens in, from the address, the reader's remembered choice and the browser's
// languages (locales.ts): read by the app as it starts (appLocale.ts) and, before the app's code has
// arrived, by the script that fetches the page's catalogues early (src/preloadPage.ts).
import { readStored } from '../storage/browserStorage';
import { chooseLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';

/** The language this page opens in. */
export function initialLocale(): Locale {
  return chooseLocale({ search: window.location.search, stored: readStored(LOCALE_STORAGE_KEY), browser: navigator.languages ?? [navigator.language] });
}
