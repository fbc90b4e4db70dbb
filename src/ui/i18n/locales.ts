// The languages the app speaks and how one is chosen: the address's `?locale=` first, then the
// reader's own choice (the header's picker, remembered), then the browser's languages, then English.
// Pure: the caller reads the address, the storage and navigator.languages.

/** The languages a reader can pick, English (the source) first. */
export const LOCALES = ['en', 'es', 'zh-CN', 'ar'] as const;
/** A language the app shows: a pickable one, or the pseudo-locale (accented, longer English) for checking layout and coverage. */
export type Locale = (typeof LOCALES)[number] | 'pseudo';

export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in itself, as the picker lists it. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  es: 'Español',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

/** The key of the reader's choice in localStorage. */
export const LOCALE_STORAGE_KEY = 'tcp-lab:locale';

/**
 * The app's language for a BCP 47 tag (`es-MX` → `es`, `zh-Hans-CN` → `zh-CN`, `ar-EG` → `ar`), or
 * null when it speaks none close enough. Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not matched:
 * a reader of it is better served by English than by simplified characters chosen for them.
 */
export function matchLocale(tag: string): Locale | null {
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t === 'pseudo') return 'pseudo';
  const [lang, ...rest] = t.split('-');
  if (lang === 'zh') {
    if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return null;
    return 'zh-CN';
  }
  if (lang === 'en' || lang === 'es' || lang === 'ar') return lang;
  return null;
}

export interface LocaleSources {
  /** The address's query string (`?locale=es`). */
  search: string;
  /** The reader's remembered choice, or null. */
  stored: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  browser: readonly string[];
}

/** The language to show: the link's, else the remembered choice, else the browser's first we speak, else English. */
export function chooseLocale({ search, stored, browser }: LocaleSources): Locale {
  const asked = new URLSearchParams(search).get('locale');
  const fromLink = asked ? matchLocale(asked) : null;
  if (fromLink) return fromLink;
  const remembered = stored ? matchLocale(stored) : null;
  if (remembered && remembered !== 'pseudo') return remembered;
  for (const tag of browser) {
    const m = matchLocale(tag);
    if (m && m !== 'pseudo') return m;
  }
  return SOURCE_LOCALE;
}

/** The writing direction of a language. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The `lang` attribute: the pseudo-locale is English, accented. */
export function htmlLang(locale: Locale): string {
  return locale === 'pseudo' ? 'en-XA' : locale;
}

/**
 * The locale Intl formats numbers in. Arabic keeps Latin digits (docs/TRANSLATING.md says why): the
 * lab's charts, number boxes and equations use them, and one screen should not mix two digit systems.
 */
export function intlLocale(locale: Locale): string {
  if (locale === 'ar') return 'ar-u-nu-latn';
  if (locale === 'pseudo') return 'en';
  return locale;
}
