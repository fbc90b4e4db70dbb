// The research pages in every language, in Chromium: the experiments index, an experiment's page
// (Tsang & Chang's Vegas α=1 β=3 line, its results run once and then loaded from the browser's
// storage, as a student's come back) and the validation page, in Spanish, Chinese, Arabic and the
// pseudo-locale, at 1280×800 and on a 390×844 phone. Each page has `<html lang dir>` of its
// language, known translated text, numbers in the locale's digits and decimal sign, charts left
// to right in Arabic too, and no sideways scroll; in the pseudo-locale no English word is left
// outside what is English by design (marked `lang="en"`: the validation report's tables, findings
// and notes) and data (names of variants, queues and authors, code, units).
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newContext, recordErrors, screenshot } from './browser';
import { measureFit } from './fit';
import { useChromium } from './suite';
import { inspect } from './untranslated';

const ID = 'tsang-fairness-vs-delay';
const EXPERIMENT = `?experiment=${ID}&series=vegas-1-3`;
const RESULTS_PREFIX = 'tfl:sweep:';

const SCREENS = [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
];

/** Each language: its `<html lang dir>`, a string each page must show, and its decimal sign. */
const LANGUAGES = [
  {
    locale: 'es',
    lang: 'es',
    dir: 'ltr',
    index: 'Experimentos',
    title: 'Equidad frente a la diferencia de retardo: Tsang y Chang (2003), tablas 3 y 4',
    verdict: 'Veredicto',
    validation: 'Validación frente a ns-2.35',
    decimal: ',',
  },
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    dir: 'ltr',
    index: '实验',
    title: '公平性与时延差：Tsang 与 Chang（2003），表 3 和表 4',
    verdict: '结论',
    validation: '与 ns-2.35 的验证对比',
    decimal: '.',
  },
  {
    locale: 'ar',
    lang: 'ar',
    dir: 'rtl',
    index: 'التجارب',
    title: 'العدالة مقابل الفرق في التأخير: تسانغ وتشانغ (2003)، الجدولان 3 و4',
    verdict: 'الحكم',
    validation: 'التحقق مقابل ns-2.35',
    decimal: '.',
  },
] as const;

/** Data, not messages, on these pages: authors' names, the simulators, symbols, units, file formats. */
const RESEARCH_DATA = [
  'Tsang', 'Chang', 'Mathis', 'Padhye', 'Brakmo', 'Peterson', 'Vendictis', 'Baiocchi',
  'ns-2.35', 'ns-3.37', 'ns-2', 'ns-3', 'JFI', 'BaseRTT', 'countMax', 'KB', 'MB', 'UTC', 'Node', 'Markdown', 'CSV', 'SVG', 'PNG',
];
/** English by design (the report's own text) and data (code, the set-up's lab links and their rows' names). */
const RESEARCH_DATA_ELEMENTS = '[lang="en"], pre, .xr__points';

async function open(browser: Browser, url: string, screen: (typeof SCREENS)[number], saved: [string, string][] = []): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, screen);
  const page = await context.newPage();
  const errors = recordErrors(page);
  // Results the student ran before: in this browser's storage when the page opens.
  if (saved.length) await page.addInitScript((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), saved);
  await page.goto(url);
  return { page, errors };
}

/** Text as read: without the invisible marks that isolate left-to-right names in Arabic sentences (U+2066–U+2069). */
const visible = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '');

const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

const noSidewaysScroll = async (page: Page, where: string) => {
  const fit = await measureFit(page);
  expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
};

/** The tick labels of the experiment's charts, and each chart's writing direction. */
const chartText = (page: Page) =>
  page.evaluate(() => ({
    ticks: [...document.querySelectorAll('svg.xr__chart .xr__tick')].map((t) => t.textContent ?? ''),
    directions: [...new Set([...document.querySelectorAll('svg.xr__chart, svg[role="img"]')].map((s) => getComputedStyle(s).direction))],
  }));

async function experimentDone(page: Page): Promise<void> {
  await page.waitForSelector(`[data-experiment="${ID}"]`);
  await expect.poll(() => page.locator('.xr__verdict').getAttribute('data-verdict-state'), { timeout: 20_000 }).toBe('done');
}

describe('the research pages in every language', () => {
  let browser: Browser;
  let url: string;
  let saved: [string, string][] = [];
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('runs the experiment once (13 runs) and keeps its results in the browser', async () => {
    const { page, errors } = await open(browser, `${url}${EXPERIMENT}`, SCREENS[0]);
    const root = page.locator(`[data-experiment="${ID}"]`);
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
    saved = await page.evaluate((prefix) => Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)), RESULTS_PREFIX);
    expect(saved.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  for (const l of LANGUAGES) {
    for (const screen of SCREENS) {
      it(`${l.locale} at ${screen.width}×${screen.height}: lang and dir, the pages’ own text, the locale’s numbers, charts left to right, nothing wider than the screen`, async () => {
        const where = `${l.locale} ${screen.width}`;
        // One tab goes from page to page (a fresh tab for each cost the suite a browser context each).
        const tab = await open(browser, `${url}?experiments&locale=${l.locale}`, screen, saved);
        await expect.poll(() => htmlLangDir(tab.page)).toEqual([l.lang, l.dir]);
        await expect.poll(async () => visible(await tab.page.locator('main h2').first().textContent())).toBe(l.index);
        await noSidewaysScroll(tab.page, `${where} index`);
        expect(tab.errors).toEqual([]);

        await tab.page.goto(`${url}${EXPERIMENT}&locale=${l.locale}`);
        await expect.poll(() => htmlLangDir(tab.page)).toEqual([l.lang, l.dir]);
        await experimentDone(tab.page);
        expect(visible(await tab.page.locator('main h2').textContent())).toBe(l.title);
        expect(visible(await tab.page.locator('#xr-verdict').textContent())).toBe(l.verdict);
        const { ticks, directions } = await chartText(tab.page);
        // Jain's index axis runs 0 to 1 in tenths or fifths: a decimal tick in the locale's sign, Latin digits.
        expect(ticks.some((t) => t === `0${l.decimal}2` || t === `0${l.decimal}5`), `ticks: ${ticks.join(' ')}`).toBe(true);
        expect(ticks.join(' ')).not.toMatch(/[٠-٩]/);
        expect(directions).toEqual(['ltr']);
        if (l.dir === 'rtl') expect(await tab.page.evaluate(() => getComputedStyle(document.querySelector('main')!).direction)).toBe('rtl');
        await noSidewaysScroll(tab.page, `${where} experiment`);
        if (l.locale !== 'es') await screenshot(tab.page, `research-${l.locale}-experiment-${screen.width}`);
        expect(tab.errors).toEqual([]);

        await tab.page.goto(`${url}?validation&locale=${l.locale}`);
        await expect.poll(() => htmlLangDir(tab.page)).toEqual([l.lang, l.dir]);
        await expect.poll(async () => visible(await tab.page.locator('.vr > h2').first().textContent()), { timeout: 20_000 }).toBe(l.validation);
        // The report's own tables stay English, and the page says so in the reader's language.
        await expect.poll(() => tab.page.locator('[data-english-note]').count()).toBe(1);
        expect(await tab.page.evaluate(() => [...document.querySelectorAll('svg[role="img"]')].every((s) => getComputedStyle(s).direction === 'ltr'))).toBe(true);
        await noSidewaysScroll(tab.page, `${where} validation`);
        if (l.locale !== 'es') await screenshot(tab.page, `research-${l.locale}-validation-${screen.width}`);
        expect(tab.errors).toEqual([]);
      });
    }
  }

  for (const screen of SCREENS) {
    it(`pseudo at ${screen.width}×${screen.height}: no English left outside the report’s own text, nothing clipped, nothing wider than the screen`, async () => {
      const pages = [
        { name: 'index', search: '?experiments&locale=pseudo', ready: (p: Page) => p.waitForSelector('.xr__index') },
        { name: 'experiment', search: `${EXPERIMENT}&locale=pseudo`, ready: experimentDone },
        { name: 'validation', search: '?validation&locale=pseudo', ready: (p: Page) => p.waitForSelector('.vr__case') },
      ];
      const { page, errors } = await open(browser, `${url}${pages[0].search}`, screen, saved);
      for (const [k, p] of pages.entries()) {
        if (k > 0) await page.goto(`${url}${p.search}`);
        await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
        await p.ready(page);
        // Folds open, so their text is looked at too.
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        const found = await inspect(page, ['.app__header', 'main'], [], { words: RESEARCH_DATA, elements: RESEARCH_DATA_ELEMENTS });
        if (found.overflowPx > 0 || found.clipped.length || found.english.length) await screenshot(page, `pseudo-${p.name}-${screen.width}`);
        expect(found.english, `${p.name}: English left in a translated surface`).toEqual([]);
        expect(found.clipped, `${p.name}: controls clipped`).toEqual([]);
        expect(found.overflowPx, `${p.name}: the page is wider than the screen`).toBeLessThanOrEqual(0);
        expect(errors, p.name).toEqual([]);
      }
    });
  }
});
