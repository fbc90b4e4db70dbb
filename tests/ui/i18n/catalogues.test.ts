// Every translation is complete: each message of each source (English) catalogue has a translation
// in es, zh-CN and ar, and each compiles (its ICU plurals and placeholders are well formed). A new
// message without its translations fails here, as it fails the build (the Vite plugin's failOnMissing).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { LOCALES } from '../../../src/ui/i18n/locales';

const TRANSLATED = LOCALES.filter((l) => l !== 'en');

describe('catalogues', async () => {
  const config = getConfig({ cwd: process.cwd() });
  const source = config.sourceLocale ?? 'en';
  const catalogs = await getCatalogs(config);
  const cases = catalogs.flatMap((catalog) => TRANSLATED.map((locale) => ({ name: catalog.path.replace(/.*\//, ''), catalog, locale })));

  it('there are the shell’s catalogue and the lab’s, the About page’s, the course’s and the research pages’', () => {
    expect(catalogs.map((c) => c.path.replace(/.*\//, '')).sort()).toEqual(['about', 'course', 'lab', 'messages', 'research']);
  });

  it.each(cases)('$name, $locale: every message of the English catalogue is translated', async ({ catalog, locale }) => {
    const { missing } = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: source });
    expect(missing.map((m) => m.id)).toEqual([]);
  });

  it.each(cases)('$name, $locale: compiles without errors', async ({ catalog, locale }) => {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: source });
    expect(createCompiledCatalog(locale, messages, { namespace: 'es' }).errors).toEqual([]);
  });

  it.each(cases)('$name, $locale: lists the same messages as the source', async ({ catalog, locale }) => {
    const ids = Object.keys((await catalog.read(source)) ?? {}).sort();
    expect(Object.keys((await catalog.read(locale)) ?? {}).sort()).toEqual(ids);
  });

  // Right to left, a line break inside a Latin surname of two words strands its first word at the
  // end of one line ("(De" at the far left) and starts the next with the second.
  it('Arabic text keeps each two-word surname on one line (a no-break space joins its words)', async () => {
    const surnames = ['De Vendictis', 'Hassas Yeganeh'];
    const ar = catalogs.map((c) => c.read('ar'));
    const texts = [
      ...(await Promise.all(ar)).flatMap((messages) => Object.values(messages ?? {}).map((m) => m.translation ?? '')),
      ...readdirSync('lessons/ar').filter((f) => f.endsWith('.md')).map((f) => readFileSync(`lessons/ar/${f}`, 'utf8')),
    ];
    for (const name of surnames) {
      const joined = name.replace(' ', '\u00a0');
      expect(texts.filter((t) => t.includes(name)).length, `"${name}" with an ordinary space`).toBe(0);
      expect(texts.some((t) => t.includes(joined)), `"${name}" appears in the Arabic text`).toBe(true);
    }
  });
});
