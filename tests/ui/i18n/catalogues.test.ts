// Every translation is complete: each message of the source (English) catalogue has a translation
// in es, zh-CN and ar, and each compiles (its ICU plurals and placeholders are well formed). A new
// message without its translations fails here, as it fails the build (the Vite plugin's failOnMissing).
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { LOCALES } from '../../../src/ui/i18n/locales';

const TRANSLATED = LOCALES.filter((l) => l !== 'en');

describe('catalogues', async () => {
  const config = getConfig({ cwd: process.cwd() });
  const [catalog] = await getCatalogs(config);

  it.each(TRANSLATED)('%s translates every message of the English catalogue', async (locale) => {
    const { missing } = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: config.sourceLocale ?? 'en' });
    expect(missing.map((m) => m.id)).toEqual([]);
  });

  it.each(TRANSLATED)('%s compiles without errors', async (locale) => {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: config.sourceLocale ?? 'en' });
    expect(createCompiledCatalog(locale, messages, { namespace: 'es' }).errors).toEqual([]);
  });

  it('the catalogues list the same messages as the source', async () => {
    const source = Object.keys(await catalog.read(config.sourceLocale ?? 'en') ?? {}).sort();
    expect(source.length).toBeGreaterThan(100);
    for (const locale of TRANSLATED) expect(Object.keys(await catalog.read(locale) ?? {}).sort()).toEqual(source);
  });
});
