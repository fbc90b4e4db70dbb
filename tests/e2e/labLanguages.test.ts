// The lab in every language, as a student sees it after a few seconds of a run: the charts (with
// the chart chooser open), the network picture, the timeline, the summary and the help dialog. In
// Spanish, Chinese and Arabic the page says so (`<html lang dir>`), its views speak the language
// and the axes use its decimal mark; in the pseudo-locale no visible text of the lab is left in
// English (flow, variant and queue names, units, symbols and numbers aside); and at a desktop's,
// a projector's and a phone's width (Spanish and Chinese: a phone's) nothing makes the page wider
// than the screen. At a desktop's and a projector's width the header keeps its two rows in every
// language.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { clippedMenus, headerRows, measureFit } from './fit';
import { englishLeft } from './pseudoText';
import { useChromium } from './suite';

interface LabView {
  lab: { step(dtSec: number): void; flows: { name: string }[] };
}

/** What each language must show: `<html lang dir>`, and strings of the views this file opens. */
const LANGUAGES = [
  { locale: 'es', lang: 'es', dir: 'ltr', strings: ['Ventana de congestión', 'Cola del cuello de botella', 'Resumen', 'Cómo leer el laboratorio', 'Línea de tiempo', 'tiempo (s)'] },
  { locale: 'zh-CN', lang: 'zh-CN', dir: 'ltr', strings: ['拥塞窗口', '瓶颈队列', '汇总', '如何阅读实验室', '时间线', '时间 (s)'] },
  { locale: 'ar', lang: 'ar', dir: 'rtl', strings: ['نافذة الازدحام', 'طابور عنق الزجاجة', 'الملخص', 'كيف تقرأ المختبر', 'الخط الزمني', 'الزمن (s)'] },
  { locale: 'pseudo', lang: 'en-XA', dir: 'ltr', strings: [] },
] as const;

const SCREENS = [
  { width: 1280, height: 800, touch: false },
  { width: 1024, height: 768, touch: false },
  { width: 390, height: 844, touch: true },
];

/** The lab after a few seconds of its default preset (two flows), paused, with the chart chooser open. */
async function labAfterAFewSeconds(browser: Browser, url: string, locale: string, screen: (typeof SCREENS)[number]): Promise<{ page: Page; errors: string[] }> {
  const opened = await openLab(browser, `${url}?locale=${locale}`, screen);
  const { page } = opened;
  // Stepped, not played: three seconds of play at 1× would cost the suite three seconds of a
  // core's drawing per test, for the same paused picture.
  await page.evaluate(() => (window as unknown as LabView).lab.step(3));
  await waitForLabTime(page, 3);
  const chooser = page.locator('details.chart-chooser');
  if ((await chooser.getAttribute('open')) === null) await chooser.locator('summary').click();
  await page.locator('.summary table').waitFor();
  return opened;
}

async function openHelp(page: Page): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('?');
  await page.locator('dialog.help[open]').waitFor();
}

describe('the lab in every language', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const l of LANGUAGES) {
    it(`${l.locale} at 1280×800: lang and dir set, its views in the language${l.locale === 'pseudo' ? ', nothing left in English' : ''}`, async () => {
      const { page, errors } = await labAfterAFewSeconds(browser, url, l.locale, SCREENS[0]);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([l.lang, l.dir]);
      await page.locator('.summary').scrollIntoViewIfNeeded();
      await screenshot(page, `lab-languages-${l.locale}-1280`);
      const flowNames = await page.evaluate(() => (window as unknown as LabView).lab.flows.map((f) => f.name));
      const labText = () => page.evaluate(() => document.querySelector('main')?.innerText ?? '');
      for (const s of l.strings.filter((x) => !x.startsWith('Cómo') && !x.startsWith('如何') && !x.startsWith('كيف'))) expect(await labText()).toContain(s);
      if (l.locale === 'es') {
        // Spanish writes decimals with a comma: some axis tick of the charts has one, none has a point.
        const ticks = await page.locator('.tc-axis text').allTextContents();
        expect(ticks.some((t) => /\d,\d/.test(t))).toBe(true);
        expect(ticks.filter((t) => /\d\.\d/.test(t))).toEqual([]);
      }
      const dataElements = '.flow-card__name, .flow-card__variant, code, option, kbd, .flow-class summary';
      if (l.locale === 'pseudo') {
        // The whole lab: header, toolbar, settings, charts and their legends, the network picture's legend, the timeline and the summary.
        expect(await englishLeft(page, { regions: ['.app__header', 'main'], dataElements, allowed: flowNames.flatMap((n) => n.split(/\s+/)) }), 'English left in the lab').toEqual([]);
      }
      await openHelp(page);
      await screenshot(page, `lab-languages-${l.locale}-1280-help`);
      const helpText = await page.locator('dialog.help').innerText();
      for (const s of l.strings.filter((x) => x.startsWith('Cómo') || x.startsWith('如何') || x.startsWith('كيف'))) expect(helpText).toContain(s);
      if (l.locale === 'pseudo') expect(await englishLeft(page, { regions: ['dialog.help'], dataElements }), 'English left in the help').toEqual([]);
      expect(errors).toEqual([]);
    });

    if (l.locale !== 'pseudo') {
      it(`${l.locale}: the header is two tidy rows at 1280×800 and 1024×768, in projector mode too, as in English`, async () => {
        for (const screen of SCREENS.filter((s) => !s.touch)) {
          const { page, errors } = await openLab(browser, `${url}?locale=${l.locale}`, screen);
          for (const projector of [false, true]) {
            // The projector switch is the header's one pressed-or-not button, whatever its name in the language.
            if (projector) await page.locator('.app__header .view-toggles button[aria-pressed]').click();
            const where = `${screen.width}×${screen.height}${projector ? ' projector' : ''}`;
            expect(await headerRows(page), where).toEqual({ rows: 2, wrapped: [], overflowPx: 0, overlaps: [], titleCutTo: null });
            if (l.locale === 'es') await screenshot(page, `lab-languages-es-header-${screen.width}${projector ? '-projector' : ''}`);
          }
          expect(errors).toEqual([]);
        }
      });
    }

    // Every width in the pseudo-locale (longer than any language) and in Arabic (mirrored); Spanish
    // and Chinese on the phone, where a longer word would first push the page wider.
    for (const screen of SCREENS.filter((s) => l.locale === 'pseudo' || l.locale === 'ar' || s.width < 500)) {
      it(`${l.locale} at ${screen.width}×${screen.height}: the lab, its chart chooser and its help are no wider than the screen, no chart title cut`, async () => {
        const { page, errors } = await labAfterAFewSeconds(browser, url, l.locale, screen);
        let fit = await measureFit(page);
        expect(fit.scrollWidth, `the lab is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
        // The pseudo-locale pads every string on purpose: no one-line menu holds it, so only the real languages are held to it.
        if (l.locale !== 'pseudo') expect(await clippedMenus(page), 'menus whose label does not fit on one line').toEqual([]);
        // Nor any chart's title cut short (the CAM chart's, beside its flow picker, is the longest).
        if (l.locale !== 'pseudo') expect(await page.locator('.lab-charts .tc-title').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)), 'chart titles cut short').toEqual([]);
        await openHelp(page);
        fit = await measureFit(page);
        expect(fit.scrollWidth, `with the help open, the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
        if (screen.touch && (l.locale === 'ar' || l.locale === 'zh-CN')) await screenshot(page, `lab-languages-${l.locale}-${screen.width}-help`);
        expect(errors).toEqual([]);
      });
    }
  }
});
