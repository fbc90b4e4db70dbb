// The app's one Lingui instance and its languages' catalogues: English is bundled (the default, and
// what a component outside a provider reads); every other catalogue is its own chunk, fetched the
// first time its language is chosen.
import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en/messages.po';
import { lengthenMessages } from './lengthen';
import { SOURCE_LOCALE, type Locale } from './locales';

i18n.load(SOURCE_LOCALE, english);
i18n.activate(SOURCE_LOCALE);

const catalogues = import.meta.glob<{ messages: Messages }>(['../../locales/*/messages.po', '!../../locales/en/messages.po']);

const loaded = new Set<Locale>([SOURCE_LOCALE]);

/** Loads `locale`'s catalogue (once) and makes it the active language; every I18nProvider re-renders. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const load = catalogues[`../../locales/${locale}/messages.po`];
    if (!load) throw new Error(`No catalogue for the language “${locale}”.`);
    const { messages } = await load();
    i18n.load(locale, locale === 'pseudo' ? lengthenMessages(messages) : messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

export { i18n };
