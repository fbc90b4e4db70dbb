// The app's one Lingui instance and its languages' catalogues: English is bundled (the default, and
// what a component outside a provider reads); every other catalogue is its own chunk, fetched the
// first time its language is chosen. Pages with much text of their own (About, the course, the
// research pages) have a catalogue each, a "section", fetched with the page, in every language the
// reader uses after that.
import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en/messages.po';
import { englishI18n } from './english';
import { lengthenMessages } from './lengthen';
import { SOURCE_LOCALE, type Locale } from './locales';

i18n.load(SOURCE_LOCALE, english);
i18n.activate(SOURCE_LOCALE);

type Catalogue = () => Promise<{ messages: Messages }>;

const catalogues: Record<string, Catalogue> = import.meta.glob<{ messages: Messages }>(['../../locales/*/messages.po', '!../../locales/en/messages.po']);
const sections: Record<string, Catalogue> = import.meta.glob<{ messages: Messages }>(['../../locales/*/about.po', '../../locales/*/course.po', '../../locales/*/research.po', '../../locales/*/lab.po']);

/** A page's own catalogue: the lab's (also shown in a lesson and the research pages), About's, the course's pages, the experiments and validation pages. */
export type Section = 'about' | 'course' | 'research' | 'lab';

/** The catalogues already in `i18n`, as `<locale>/<name>`. */
const loaded = new Set<string>([`${SOURCE_LOCALE}/messages`]);
/** The sections a page has asked for: each is loaded again for every language chosen later. */
const wanted = new Set<string>();

async function load(locale: Locale, name: string, from: Record<string, Catalogue>): Promise<void> {
  const key = `${locale}/${name}`;
  if (loaded.has(key)) return;
  const fetch = from[`../../locales/${key}.po`];
  if (!fetch) throw new Error(`No catalogue “${key}”.`);
  const { messages } = await fetch();
  i18n.load(locale, locale === 'pseudo' ? lengthenMessages(messages) : messages);
  loaded.add(key);
}

/** Loads `locale`'s catalogues (once) and makes it the active language; every I18nProvider re-renders. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([load(locale, 'messages', catalogues), ...[...wanted].map((name) => load(locale, name, sections))]);
  i18n.activate(locale);
}

/** The sections whose English is in englishI18n. */
const inEnglishI18n = new Set<string>();

/** A section's English into englishI18n: data written in English in every language (CSV columns, the console's copy of a notice). */
async function loadEnglish(name: Section): Promise<void> {
  if (inEnglishI18n.has(name)) return;
  const fetch = sections[`../../locales/${SOURCE_LOCALE}/${name}.po`];
  if (!fetch) throw new Error(`No catalogue “${SOURCE_LOCALE}/${name}”.`);
  englishI18n.load(SOURCE_LOCALE, (await fetch()).messages);
  inEnglishI18n.add(name);
}

/** Loads a page's own catalogue in the active language (and, from now on, in any language chosen), and its English. */
export async function loadSection(name: Section): Promise<void> {
  wanted.add(name);
  await Promise.all([load(i18n.locale as Locale, name, sections), loadEnglish(name)]);
}

export { i18n };
