// The page's language: chosen once at start (locales.ts), shown in `<html lang dir>`, and changed by
// the header's picker, which remembers the choice and takes a link's `?locale=` out of the address
// (from then on the reader's choice rules; a link they share no longer imposes a language).
import { t } from '@lingui/core/macro';
import { writeStored } from '../storage/browserStorage';
import { activateLocale, i18n } from './i18n';
import { htmlLang, LOCALE_STORAGE_KEY, SOURCE_LOCALE, textDirection, type Locale } from './locales';
import { initialLocale } from './pageLocale';

/** Sets `<html lang dir>` for `locale`. */
export function applyToDocument(locale: Locale): void {
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = textDirection(locale);
}

/**
 * Shows the app in `locale`. A catalogue that cannot be fetched (offline before it was ever loaded)
 * leaves the language as it was and says so in the console; the simulation is never touched.
 */
export async function showLocale(locale: Locale): Promise<boolean> {
  try {
    await activateLocale(locale);
  } catch (e) {
    console.warn(`The “${locale}” translation could not be loaded; staying in ${i18n.locale}.`, e);
    return false;
  }
  applyToDocument(locale);
  return true;
}

/** The reader picked `locale` in the header: show it, remember it, and drop the link's `?locale=`. */
export async function pickLocale(locale: Locale): Promise<void> {
  if (!(await showLocale(locale))) return;
  writeStored(LOCALE_STORAGE_KEY, locale, t`your choice of language`);
  const url = new URL(window.location.href);
  if (url.searchParams.has('locale')) {
    url.searchParams.delete('locale');
    history.replaceState(history.state, '', `${url.pathname}${url.search.replace(/=(?=&|$)/g, '')}${url.hash}`);
  }
}

/** The language to start in, activated: English at once, another once its catalogue has arrived. */
export async function startLocale(): Promise<void> {
  const locale = initialLocale();
  applyToDocument(SOURCE_LOCALE);
  if (locale === SOURCE_LOCALE) return;
  await showLocale(locale);
}
