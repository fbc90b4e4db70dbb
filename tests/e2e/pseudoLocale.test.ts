// The pseudo-locale (`?locale=pseudo`: every message accented and about 40 % longer) shows at a
// glance what a translation would break. The lab, the course index, the About page, the teacher's
// guide and the sweep page, at 1280×800, 1024×768 and a 390×844 phone, must not overflow the
// screen's width, must not clip a control's text, and must show no English word in the surfaces
// that come from the catalogue (the header, the lab's toolbar and settings, the other pages'
// whole text). Data are not messages and may stay as they are: flow, variant and queue names,
// units, numbers, and what is English by design (marked lang="en"). Every lesson step is walked in
// phoneLessons.test.ts, the lab's views in labLanguages.test.ts, the experiments and validation
// pages in researchLanguages.test.ts.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, screenshot, waitForLab } from './browser';
import { useChromium } from './suite';
import { inspect } from './untranslated';

const SCREENS = [
  { width: 1280, height: 800, touch: false },
  { width: 1024, height: 768, touch: false },
  { width: 390, height: 844, touch: true },
];

/** Each page, and the parts of it whose every word is a catalogue message. */
const PAGES = [
  { name: 'lab', search: '?locale=pseudo', translated: ['.app__header', '.lab__controls', '.flow-view'] },
  { name: 'course', search: '?lessons&locale=pseudo', translated: ['.app__header', 'main'] },
  { name: 'about', search: '?about&locale=pseudo', translated: ['.app__header', 'main'] },
  { name: 'teacher’s guide', search: '?teach&locale=pseudo', translated: ['.app__header', 'main'] },
  { name: 'sweep', search: '?sweep&locale=pseudo', translated: ['.app__header', 'main'] },
];

describe('pseudo-locale', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const screen of SCREENS) {
    for (const p of PAGES) {
      it(`${p.name} at ${screen.width}×${screen.height}: nothing overflows, no control is clipped, nothing translated is left in English`, async () => {
        const { page, errors } = await openPage(browser, `${url}${p.search}`, screen);
        await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
        await page.waitForSelector('main');
        if (p.name === 'lab') await waitForLab(page);
        // The pseudo-locale is on: the header's first link is accented.
        expect(await page.locator('.app__nav a').first().textContent()).toMatch(/[À-ɏḀ-ỿ]/);
        const flowNames = p.name === 'lab' ? await page.evaluate(() => (window as unknown as { lab: { flows: { name: string }[] } }).lab.flows.map((f) => f.name)) : [];
        const found = await inspect(page, p.translated, flowNames, { elements: '[lang="en"]' });
        if (found.overflowPx > 0 || found.clipped.length || found.english.length) await screenshot(page, `pseudo-${p.name}-${screen.width}`);
        expect(found.english, 'English left in a translated surface').toEqual([]);
        expect(found.clipped, 'controls clipped').toEqual([]);
        expect(found.overflowPx, 'the page is wider than the screen').toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  }
});
