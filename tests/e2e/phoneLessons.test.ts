// Every lesson at every step, in the pseudo-locale (every message and every lesson's words
// accented and about 40 % longer): on the narrowest phone, a tablet and (half the lessons each) a
// phone on its side in Chromium's mobile emulation, with 44 px targets (390 × 844 lies between the
// first two), and on a laptop (1280×800, half the lessons) and a projector (1024×768, projector mode). At each step the page is no
// wider than the screen, and no word of the page is left in English (untranslated.ts; names the
// sim gives and symbols are data). The lesson list is read from lessons/, so a new lesson is
// walked too. Buttons are found by their place, not their (accented) names.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser';
import { expectFits, measureFit, SCREENS, sentencesPastTables } from './fit';
import { useChromium } from './suite';
import { inspect } from './untranslated';

/** Every lesson of the course (a lesson's id is its file's name). */
const LESSONS = readdirSync(new URL('../../lessons/', import.meta.url))
  .filter((f) => f.endsWith('.md') && f.toUpperCase() !== 'README.MD')
  .map((f) => f.slice(0, -'.md'.length));

/**
 * The sizes, and which lessons each walks: all of them on the narrowest phone, the tablet and the
 * projector (the narrowest and the largest-type layouts); half of them, in turn, on a phone on its
 * side and on a laptop, whose wider screens break a layout less often (the time a full walk takes
 * there is kept for the rest of the suite, which must finish within CI's limit).
 */
const WALKS = [
  ...SCREENS.filter((s) => s.lessons).map(({ width, height }) => ({ width, height, touch: true, projector: false, half: width > height ? 0 : -1 })),
  { width: 1280, height: 800, touch: false, projector: false, half: 1 },
  { width: 1024, height: 768, touch: false, projector: true, half: -1 },
];

describe('every lesson step in the pseudo-locale, on phones, tablets, a laptop and a projector', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const walk of WALKS) {
    const size = `${walk.width}×${walk.height}${walk.projector ? ' projector' : ''}`;
    it(`${walk.half < 0 ? 'every lesson' : `every other lesson (from the ${walk.half === 0 ? 'first' : 'second'})`} at ${size}: fits${walk.touch ? ', with 44 px targets,' : ''} and nothing is left in English, at every step`, async () => {
      // One tab walks the course lesson after lesson, going from one to the next in place as the
      // lesson's own "next lesson" link does (the app's code loads once).
      const lessons = walk.half < 0 ? LESSONS : LESSONS.filter((_, k) => k % 2 === walk.half);
      const { page, errors } = await openPage(browser, `${url}?lesson=${lessons[0]}&locale=pseudo`, { width: walk.width, height: walk.height, touch: walk.touch });
      for (const [k, id] of lessons.entries()) {
        if (k > 0) {
          await page.evaluate((href) => {
            history.pushState(null, '', href);
            window.dispatchEvent(new PopStateEvent('popstate'));
            window.scrollTo(0, 0);
          }, `?lesson=${id}&locale=pseudo`);
          // The next lesson has replaced the last one's questions with its own prediction.
          await page.waitForFunction(() => !document.querySelector('[data-lesson-part="check"]') && document.querySelector('[data-lesson-part="predict"] input[type="radio"]'));
        }
        const press = (selector: string) => (walk.touch ? page.locator(selector).first().tap() : page.locator(selector).first().click());
        const check = async (step: string) => {
          const where = `${size} ${id}, ${step}`;
          if (walk.touch) await expectFits(page, where);
          else {
            const fit = await measureFit(page);
            expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
          }
          const flowNames = await page.locator('.flow-card__name').allInnerTexts();
          const found = await inspect(page, ['main'], flowNames);
          expect(found.english, `${where}: English left`).toEqual([]);
          expect(found.clipped, `${where}: controls clipped`).toEqual([]);
          expect(await sentencesPastTables(page), `${where}: a sentence across a table's columns runs past the table`).toEqual([]);
          if (step === 'lab') {
            const order = await labOrder(page);
            expect(order.slice(0, 3), `${where}: the lesson's lab has its settings, picture and charts`).toEqual(expect.arrayContaining(['settings', 'picture', 'charts']));
            expect(order, `${where}: the lesson's lab from the top`).toEqual((walk.width <= 1100 ? ONE_COLUMN : TWO_COLUMNS).filter((p) => order.includes(p)));
          }
        };
        await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
        if (walk.projector) await setProjector(page);
        await check('predict');
        await press('[data-lesson-part="predict"] label.choice');
        await press('[data-lesson-part="predict"] button[type="submit"]');
        await page.waitForSelector('[data-lesson-part="lab"] .flow-card');
        await page.waitForSelector('[data-lesson-part="lab"] .lab-charts');
        await check('lab');
        await press('[data-lesson-part="lab"] .lesson__continue');
        await page.waitForSelector('[data-lesson-part="explain"]');
        await check('explain');
        await press('[data-lesson-part="explain"] ~ .lesson__continue, [data-lesson-part="explain"] .lesson__continue');
        await page.waitForSelector('[data-lesson-part="check"]');
        await press('[data-lesson-part="check"] label.choice');
        await check('check');
        expect(errors, `${size} ${id}: errors`).toEqual([]);
      }
      await page.context().close();
    }, 600_000);
  }
});

/**
 * The lesson's lab, part by part as the page shows them from the top: in one column the network
 * picture and the charts come first, under the cues that point to them, then the settings and the
 * summary; in two, the settings sit beside the picture, whose top they share.
 */
const ONE_COLUMN = ['picture', 'charts', 'settings', 'summary'];
const TWO_COLUMNS = ['settings', 'picture', 'charts', 'summary'];

async function labOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lab = document.querySelector('[data-lesson-part="lab"]')!;
    const parts = { settings: '.lesson-lab__controls', picture: '.dumbbell', charts: '.lab-charts', summary: '.lesson-summary' };
    const tops = Object.entries(parts).map(([name, sel]) => ({ name, el: lab.querySelector(sel), top: lab.querySelector(sel)?.getBoundingClientRect().top ?? NaN }));
    const shown = tops.filter((p) => p.el !== null);
    // Ties (the settings beside the picture) go by the page's reading order: the left column first.
    return shown.sort((a, b) => a.top - b.top || (a.el!.compareDocumentPosition(b.el!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1)).map((p) => p.name);
  });
}

/** Turns projector mode on with the header's toggle (the first button of its view group). */
async function setProjector(page: Page): Promise<void> {
  const toggle = page.locator('.view-toggles button').first();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.waitForFunction(() => document.querySelector('.lessons.projector') !== null);
}
