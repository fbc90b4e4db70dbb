// The course in Spanish, Simplified Chinese and Arabic, in Chromium, on a laptop and on a phone:
// the course index, lesson 1 walked step by step (predict, run, the summary, the explanation with
// this run's numbers written for the locale, the check) and the teacher's guide, each with
// `<html lang dir>` set, the page's own headings and buttons translated and no horizontal overflow.
// In Arabic the lesson page mirrors (its text starts at the right) while the lab's network picture
// and charts keep time and data flowing left to right. The lesson's own words are its translation
// (lessons/<locale>/), and a change of language on a lesson page rewrites them without restarting
// the run.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot } from './browser';
import { expectFits, headerRows, measureFit, pageShown } from './fit';
import { useChromium } from './suite';

interface Language {
  locale: 'es' | 'zh-CN' | 'ar';
  /** Lesson 1's title in lessons/<locale>/reno-sawtooth.md. */
  title: string;
  dir: 'ltr' | 'rtl';
  course: string;
  meta: RegExp;
  notDone: string;
  predict: string;
  predictThenRun: string;
  observe: string;
  runTo30: RegExp;
  reached30: RegExp;
  summary: string;
  summaryRow: RegExp;
  toExplanation: string;
  explain: string;
  yourPrediction: string;
  /** The peak window over 15–30 s, in packets with one decimal: the locale's decimal mark and word. */
  peak: RegExp;
  /** The trough over the peak, three decimals. */
  cut: RegExp;
  toQuestions: string;
  check: string;
  verdict: RegExp;
  teacherNotes: string;
  guide: string;
  /** The guide's link to the BBR/CUBIC preset: its name in the lab's scenario menu. */
  guidePreset: string;
}

const LANGUAGES: Language[] = [
  {
    locale: 'es',
    title: 'El diente de sierra de Reno',
    dir: 'ltr',
    course: 'El curso',
    meta: /^introductoria · 20 min · RFC 5681 \(lo básico\)$/,
    notDone: 'Sin hacer',
    predict: '1. Predecir',
    predictThenRun: 'Predecir y ejecutar',
    observe: '2. Observar',
    runTo30: /^Ejecutar hasta 30\s+s$/,
    reached30: /^Alcanzado 30\s+s$/,
    summary: 'Resumen, paso a paso',
    summaryRow: /^Paso 2 · 15–\u2060?30\s+s$/,
    toExplanation: 'Continuar con la explicación',
    explain: '3. Explicar',
    yourPrediction: 'Tu predicción',
    peak: /^\d+,\d\u00a0paquetes$/,
    cut: /^0,\d{3}$/,
    toQuestions: 'Continuar con las preguntas',
    check: '4. Comprobar',
    verdict: /^(Correcto|No exactamente)\.$/,
    teacherNotes: 'Notas para el docente',
    guide: '1. Ponlo en el sitio de tu curso',
    guidePreset: 'BBR frente a CUBIC con un búfer profundo',
  },
  {
    locale: 'zh-CN',
    title: 'Reno 的锯齿',
    dir: 'ltr',
    course: '课程',
    meta: /^入门 · 20 分钟 · RFC 5681（基础）$/,
    notDone: '未完成',
    predict: '1. 预测',
    predictThenRun: '预测，然后运行',
    observe: '2. 观察',
    runTo30: /^运行到 30\s+s$/,
    reached30: /^已到 30\s+s$/,
    summary: '逐步小结',
    summaryRow: /^第 2 步 · 15–\u2060?30\s+s$/,
    toExplanation: '继续查看解释',
    explain: '3. 解释',
    yourPrediction: '你的预测',
    peak: /^\d+\.\d\u00a0个分组$/,
    cut: /^0\.\d{3}$/,
    toQuestions: '继续回答问题',
    check: '4. 检验',
    verdict: /^(正确|不太对)。$/,
    teacherNotes: '教师备注',
    guide: '1. 把它放到你的课程网站上',
    guidePreset: '深缓冲区上的 BBR 与 CUBIC',
  },
  {
    locale: 'ar',
    title: 'سنّ المنشار في Reno',
    dir: 'rtl',
    course: 'المقرر',
    meta: /^تمهيدي · 20 دقيقة · RFC 5681 \(الأساسيات\)$/,
    notDone: 'غير مكتمل',
    predict: '1. التوقّع',
    predictThenRun: 'توقّع، ثم شغّل',
    observe: '2. الملاحظة',
    runTo30: /^شغّل حتى \u2066?30\s+s\u2069?$/,
    reached30: /^تم الوصول إلى \u2066?30\s+s\u2069?$/,
    summary: 'ملخّص، خطوة بخطوة',
    summaryRow: /^الخطوة 2 · \u2066?15–\u2060?30\s+s\u2069?$/,
    toExplanation: 'تابع إلى التفسير',
    explain: '3. التفسير',
    yourPrediction: 'توقّعك',
    // Latin digits; the word follows its number reading right to left (isolated by its first strong letter).
    peak: /^\u2068\d+\.\d\u00a0حزمة\u2069$/,
    cut: /^0\.\d{3}$/,
    toQuestions: 'تابع إلى الأسئلة',
    check: '4. التحقّق',
    verdict: /^(صحيح|ليس تمامًا)\.$/,
    teacherNotes: 'ملاحظات للمدرّس',
    guide: '1. ضعه على موقع مقررك',
    guidePreset: 'BBR مقابل CUBIC على مخزن مؤقت عميق',
  },
];

const SCREENS = [
  { name: '1280×800', width: 1280, height: 800, touch: false },
  { name: '390×844 phone', width: 390, height: 844, touch: true },
];

const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** No horizontal overflow; on a phone also every control at least 44 px (fit.ts). */
async function fits(page: Page, touch: boolean, where: string): Promise<void> {
  if (touch) return expectFits(page, where);
  const fit = await measureFit(page);
  expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
}

const press = async (page: Page, touch: boolean, name: string | RegExp) => {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await (touch ? button.tap() : button.click());
};

/** Where a heading's text sits in its page column: how far its text is from the column's start and end edges. */
const textInColumn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((h) => {
    const main = h.closest('main')!;
    const style = getComputedStyle(main);
    const left = main.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    const right = main.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(h);
    const r = range.getBoundingClientRect();
    return { fromLeft: r.left - left, fromRight: right - r.right, columnWidth: right - left };
  });

describe('the course in every language', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const lang of LANGUAGES) {
    for (const screen of SCREENS) {
      it(`${lang.locale} at ${screen.name}: the course index, lesson 1 step by step and the teacher’s guide`, async () => {
        const { page, errors } = await openPage(browser, `${url}?lessons&locale=${lang.locale}`, { width: screen.width, height: screen.height, touch: screen.touch });
        const where = `${lang.locale} ${screen.name}`;

        // The course index.
        await page.locator('.course__list').waitFor();
        expect(await htmlLangDir(page)).toEqual([lang.locale, lang.dir]);
        expect(await page.locator('main h2').first().innerText()).toBe(lang.course);
        const first = page.locator('[data-lesson-id="reno-sawtooth"]');
        expect(await first.locator('.course__meta').innerText()).toMatch(lang.meta);
        expect(await first.locator('.course__status').innerText()).toBe(lang.notDone);
        await fits(page, screen.touch, `${where}, the course index`);

        // Lesson 1: predict.
        await page.goto(`${url}?lesson=reno-sawtooth&locale=${lang.locale}`);
        await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]');
        expect(await htmlLangDir(page)).toEqual([lang.locale, lang.dir]);
        expect(await page.locator('#part-predict').innerText()).toBe(lang.predict);
        expect(await page.locator('#lesson-title').innerText()).toBe(`1. ${lang.title}`);
        expect(await page.title()).toContain(lang.title);
        expect(await page.locator('.lesson__teacher summary').innerText()).toBe(lang.teacherNotes);
        await fits(page, screen.touch, `${where}, lesson 1, predict`);
        if (lang.dir === 'rtl') {
          // Mirrored: the heading's text starts at the column's right edge; the first button is the rightmost.
          const heading = await textInColumn(page, '#part-predict');
          expect(heading.fromRight).toBeLessThan(2);
          expect(heading.fromLeft).toBeGreaterThan(heading.columnWidth / 2);
          const run = (await page.getByRole('button', { name: lang.predictThenRun }).boundingBox())!;
          const skip = (await page.locator('.lesson__actions button:not([type="submit"])').boundingBox())!;
          expect(run.x).toBeGreaterThan(skip.x);
        }
        await page.locator('[data-lesson-part="predict"] label.choice').first().click();
        await press(page, screen.touch, lang.predictThenRun);

        // Observe: run to the first cue's time; the summary's first window is then measured.
        await page.waitForSelector('[data-lesson-part="lab"] .flow-card');
        await page.waitForSelector('[data-lesson-part="lab"] .lab-charts');
        expect(await page.locator('#part-lab').innerText()).toBe(lang.observe);
        await press(page, screen.touch, lang.runTo30);
        await page.getByRole('button', { name: lang.reached30 }).waitFor({ timeout: 60_000 });
        const summary = page.getByTestId('lesson-summary');
        expect(await summary.locator('h2').innerText()).toBe(lang.summary);
        expect(await summary.locator('tbody th').first().innerText()).toMatch(lang.summaryRow);
        await fits(page, screen.touch, `${where}, lesson 1, observe`);
        if (lang.dir === 'rtl') {
          const heading = await textInColumn(page, '#part-lab');
          expect(heading.fromRight).toBeLessThan(2);
          // The pictures keep their orientation: senders on the left, time running to the right.
          const directions = await page.evaluate(() => ['#network-picture', '.lab-charts'].map((s) => getComputedStyle(document.querySelector(`[data-lesson-part="lab"] ${s}`)!).direction));
          expect(directions).toEqual(['ltr', 'ltr']);
          const ticks = await page
            .locator('[data-lesson-part="lab"] .lab-charts__cell')
            .first()
            .locator('svg text')
            .evaluateAll((els) => els.filter((e) => /^\d+$/.test(e.textContent ?? '')).map((e) => ({ v: Number(e.textContent), x: e.getBoundingClientRect().x })));
          const zero = Math.min(...ticks.filter((t) => t.v === 0).map((t) => t.x));
          const later = ticks.filter((t) => t.v >= 10);
          expect(later.length).toBeGreaterThan(0);
          expect(Math.max(...later.map((t) => t.x))).toBeGreaterThan(zero);
        }
        if (screen.touch) {
          await page.locator('[data-lesson-part="lab"]').scrollIntoViewIfNeeded();
          await screenshot(page, `course-${lang.locale}-390-observe`);
        }

        // Explain: this run's numbers in the locale's writing.
        await press(page, screen.touch, lang.toExplanation);
        await page.waitForSelector('[data-lesson-part="explain"]');
        expect(await page.locator('#part-explain').innerText()).toBe(lang.explain);
        expect(await page.locator('.prediction-outcome h4').innerText()).toBe(lang.yourPrediction);
        const measure = (name: string) => page.locator(`[data-testid="explanation"] output[data-measure="${name}"]`).first().textContent();
        await expect.poll(() => measure('peak'), { timeout: 30_000 }).toMatch(lang.peak);
        expect(await measure('cut')).toMatch(lang.cut);
        await fits(page, screen.touch, `${where}, lesson 1, explain`);

        // Check: an answer gets its verdict.
        await press(page, screen.touch, lang.toQuestions);
        await page.waitForSelector('[data-lesson-part="check"]');
        expect(await page.locator('#part-check').innerText()).toBe(lang.check);
        await page.locator('[data-lesson-part="check"] label.choice').first().click();
        expect(await page.locator('[data-lesson-part="check"] .feedback .verdict').first().innerText()).toMatch(lang.verdict);
        await fits(page, screen.touch, `${where}, lesson 1, check`);

        // The teacher's guide.
        await page.goto(`${url}?teach&locale=${lang.locale}`);
        await pageShown(page);
        await page.locator('.teacher-guide h3').first().waitFor();
        expect(await htmlLangDir(page)).toEqual([lang.locale, lang.dir]);
        expect(await page.locator('.teacher-guide h3').first().innerText()).toBe(lang.guide);
        // The presets it suggests, as the scenario menu names them, each a link into the lab.
        expect(await page.locator('.teacher-guide a.preset-link').nth(3).innerText()).toBe(lang.guidePreset);
        expect(await page.locator('.teacher-guide a[href^="#preset-"]').count()).toBe(0);
        await fits(page, screen.touch, `${where}, the teacher’s guide`);
        expect(errors).toEqual([]);
      });
    }
  }

  it('a lesson’s header is one tidy row in every language at 1280×800 and 1024×768, in projector mode too', async () => {
    for (const lang of LANGUAGES) {
      for (const [width, height] of [
        [1280, 800],
        [1024, 768],
      ]) {
        // Lesson 7: the counter ("Lesson 7 of 17") is as long as it gets, and it is never cut.
        const { page, errors } = await openPage(browser, `${url}?lesson=buffer-flips-winner&locale=${lang.locale}`, { width, height });
        await page.locator('.lesson__crumb').waitFor();
        for (const projector of [false, true]) {
          if (projector) await page.locator('.app__header button[aria-pressed]').click();
          const where = `${lang.locale} ${width}×${height}${projector ? ' projector' : ''}`;
          expect(await headerRows(page), where).toEqual({ rows: 1, wrapped: [], overflowPx: 0, overlaps: [], titleCutTo: null });
          expect(await page.locator('.lesson__crumb').evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${where}: the lesson counter whole`).toBe(true);
        }
        if (lang.locale === 'es' && width === 1024) await screenshot(page, 'course-languages-es-lesson-header-1024-projector');
        expect(errors).toEqual([]);
      }
    }
  });

  it('the picker changes a lesson’s language in place: its words are the translation’s, and the run goes on', async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=reno-sawtooth`);
    await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]');
    expect(await page.locator('#lesson-title').innerText()).toBe('1. The Reno sawtooth');
    await page.locator('[data-lesson-part="predict"] label.choice').first().click();
    await page.getByRole('button', { name: 'Predict, then run' }).click();
    await page.getByRole('button', { name: /^Run to 30\s+s$/ }).click();
    await page.getByRole('button', { name: /^Reached 30\s+s$/ }).waitFor({ timeout: 60_000 });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => page.locator('#lesson-title').innerText()).toBe('1. El diente de sierra de Reno');
    expect(await page.locator('#part-predict').innerText()).toBe('1. Predecir');
    // The same run, still at 30 s: a lab made again would start at 0 and offer the first cue again.
    expect(await page.getByRole('button', { name: /^Alcanzado 30\s+s$/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Ejecutar hasta 60\s+s$/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
