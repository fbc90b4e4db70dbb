// Phones and tablets are first-class: in Chromium's mobile emulation (a meta viewport, touch
// events, a coarse pointer) at 360 × 740, 390 × 844, 768 × 1024 and a phone on its side (844 × 390),
// every page and every lesson at every step (after "Predict, then run") fits the screen's width,
// and every control a finger uses is at least 44 × 44 CSS px; a slider follows a tap and a drag.
// Mobile emulation widens innerWidth to the content, so the test compares the document's
// scrollWidth with its clientWidth (the layout viewport), which do not.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, SCREENSHOTS } from './browser';
import { useChromium } from './suite';

const SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 844, height: 390 },
];

const PAGES = ['', '?lessons', '?experiments', '?experiment=tsang-fairness-vs-delay', '?validation', '?about'];

const LESSONS = [
  'reno-sawtooth', 'slow-start-vs-avoidance', 'vegas-cam', 'reno-joins-vegas', 'loss-recovery', 'red-equalises', 'retransmissions',
  'rtt-bias', 'buffer-flips-winner', 'many-flows-mixture', 'newreno-two-bottlenecks', 'enhanced-vegas-delta', 'vegas-plus', 'bufferbloat-bbr-cubic',
  'fair-queueing-reno-vegas', 'codel-cures-bufferbloat', 'bbr-meets-fq-codel',
];

interface Fit {
  scrollWidth: number;
  clientWidth: number;
  /** Controls under 44 × 44 CSS px, described. */
  small: string[];
}

/**
 * How the page fits, and its too-small targets. A target is a button, menu, text box, slider,
 * summary, the header's links and the skip link; a radio button or checkbox is hit through its label
 * (and the "Open file…" input, hidden, through its label), so the label is what is measured.
 * Exceptions, by design: links inside running text (WCAG 2.5.8's inline exception: a sentence's
 * line height sets their size) and controls not rendered (in a closed fold, or hidden).
 */
function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const de = document.documentElement;
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, select, input, textarea, summary, [role="slider"], .app__nav a, .skip-link');
    for (const el of targets) {
      const box = el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]') ? (el.closest('label') ?? el) : el;
      const r = box.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (getComputedStyle(box).visibility === 'hidden') continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? box.textContent ?? '').trim().slice(0, 30);
        small.push(`${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
    }
    return { scrollWidth: de.scrollWidth, clientWidth: de.clientWidth, small };
  });
}

async function expectFits(page: Page, where: string): Promise<void> {
  const fit = await measureFit(page);
  expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.small, `${where}: targets under 44 × 44 px`).toEqual([]);
}

/** Waits until a lazily loaded page has replaced its "Loading…". */
const pageShown = (page: Page) =>
  page.waitForFunction(() => document.querySelector('main') && !document.querySelector('main [role="status"]')?.textContent?.startsWith('Loading'));

describe('phones and tablets', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const s of SCREENS) {
    const size = `${s.width}×${s.height}`;

    it(`every page fits ${size} with 44 px targets`, async () => {
      for (const q of PAGES) {
        const { page, errors } = await openPage(browser, `${url}${q}`, { ...s, touch: true });
        await pageShown(page);
        if (q === '') await page.waitForSelector('.flow-card');
        if (q.startsWith('?experiment=')) await page.waitForSelector('svg');
        await expectFits(page, `${size} ${q || 'lab'}`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }, 300_000);

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

  it('the lab framed in a course page, on a 390 × 844 phone: Play, the clock and "Open in the full lab" side by side or wrapped, never on top of each other', async () => {
    const { page, errors } = await openPage(browser, `${url}?embed`, { width: 390, height: 844, touch: true });
    const play = page.getByRole('button', { name: 'Play' });
    const open = page.getByRole('link', { name: /Open in the full lab/ });
    await play.waitFor();
    const boxes = await Promise.all([play, page.locator('.app__bar .clock'), open].map(async (l) => (await l.boundingBox())!));
    const overlap = (a: (typeof boxes)[0], b: (typeof boxes)[0]) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `boxes ${i} and ${j}: ${JSON.stringify([boxes[i], boxes[j]])}`).toBe(false);
    expect(boxes[2].height).toBeGreaterThanOrEqual(44);
    await expectFits(page, '390×844 embedded lab');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a 390 × 844 phone a slider follows a tap and a drag of a finger', async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=reno-sawtooth`, { width: 390, height: 844, touch: true });
    await page.getByRole('button', { name: 'Skip the prediction' }).tap();
    const slider = page.getByRole('slider', { name: /Buffer/ });
    const box = page.getByRole('textbox', { name: /Buffer/ });
    await slider.scrollIntoViewIfNeeded();
    const r = (await slider.boundingBox())!;
    expect(r.height).toBeGreaterThanOrEqual(44);
    const before = Number(await box.inputValue());
    // A tap near the right end of the track moves the thumb there.
    await page.touchscreen.tap(r.x + r.width * 0.9, r.y + r.height / 2);
    await expect.poll(async () => Number(await box.inputValue())).toBeGreaterThan(before);
    const tapped = Number(await box.inputValue());
    // A drag from there to the left end brings it down again, through touch events only.
    const cdp = await page.context().newCDPSession(page);
    const y = r.y + r.height / 2;
    const at = (f: number) => [{ x: r.x + r.width * f, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.9) });
    for (const f of [0.8, 0.6, 0.4, 0.2, 0.05]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => Number(await box.inputValue())).toBeLessThan(tapped);
    await page.screenshot({ path: `${SCREENSHOTS}/phone-slider.png` });
    expect(errors).toEqual([]);
  });
});
