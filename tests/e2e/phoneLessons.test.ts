// Every lesson at every step (after "Predict, then run") fits a phone and a tablet in Chromium's
// mobile emulation, with 44 px targets: at the narrowest phone, the tablet and the phone on its
// side (390 × 844 lies between the first two). The lesson list is read from lessons/, so a new
// lesson is walked too.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage } from './browser';
import { expectFits, SCREENS } from './fit';
import { useChromium } from './suite';

/** Every lesson of the course (a lesson's id is its file's name). */
const LESSONS = readdirSync(new URL('../../lessons/', import.meta.url))
  .filter((f) => f.endsWith('.md') && f.toUpperCase() !== 'README.MD')
  .map((f) => f.slice(0, -'.md'.length));

describe('lessons on phones and tablets', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const { width, height } of SCREENS.filter((s) => s.lessons)) {
    const s = { width, height };
    const size = `${width}×${height}`;
    it(`every lesson fits ${size} at every step, with 44 px targets`, async () => {
      for (const id of LESSONS) {
        const { page, errors } = await openPage(browser, `${url}?lesson=${id}`, { ...s, touch: true });
        await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]');
        await expectFits(page, `${size} ${id}, predict`);
        await page.locator('[data-lesson-part="predict"] label.choice').first().tap();
        await page.getByRole('button', { name: 'Predict, then run' }).tap();
        await page.waitForSelector('[data-lesson-part="lab"] .flow-card');
        await page.waitForSelector('[data-lesson-part="lab"] .lab-charts');
        await expectFits(page, `${size} ${id}, lab`);
        await page.getByRole('button', { name: 'Continue to the explanation' }).tap();
        await page.waitForSelector('[data-lesson-part="explain"]');
        await expectFits(page, `${size} ${id}, explain`);
        await page.getByRole('button', { name: 'Continue to the questions' }).tap();
        await page.waitForSelector('[data-lesson-part="check"]');
        await page.locator('[data-lesson-part="check"] label.choice').first().tap();
        await expectFits(page, `${size} ${id}, check`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }, 600_000);
  }
});
