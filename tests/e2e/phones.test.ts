// Phones and tablets are first-class: in Chromium's mobile emulation at 360 × 740, 390 × 844,
// 768 × 1024 and a phone on its side (844 × 390), every page fits the screen's width with 44 px
// targets (fit.ts; every lesson at every step: phoneLessons.test.ts), the lab in one column shows
// its picture and charts before its settings, in its tab order too, and they are part of the
// page (not a scroll box of their own), the lab framed in a course
// page fits a phone, a slider follows a tap and a drag, and a lesson's cue brings the chart it
// names into view.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, SCREENSHOTS } from './browser';
import { expectFits, pageShown, SCREENS } from './fit';
import { useChromium } from './suite';

/** The sweep page as the lab opens it: Sweep…, with the lab's scenario in its address. */
const SWEEP = 'sweep of the lab';
const PAGES = ['', '?lessons', '?lesson=fair-queueing-reno-vegas', '?experiments', '?experiment=tsang-fairness-vs-delay', SWEEP, '?validation', '?about'];

describe('phones and tablets', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const { width, height } of SCREENS) {
    const s = { width, height };
    const size = `${width}×${height}`;

    it(`every page fits ${size} with 44 px targets`, async () => {
      // One tab goes from page to page, as a student does (a fresh tab for each cost the suite a
      // browser context each).
      const { page, errors } = await openPage(browser, `${url}${PAGES[0]}`, { ...s, touch: true });
      for (const [k, q] of PAGES.entries()) {
        if (q === SWEEP) {
          await page.goto(url);
          await page.locator('.lab__sweep button').tap();
          await page.waitForFunction(() => location.search.startsWith('?sweep') && document.querySelector('main.xr__page select'));
        } else if (k > 0) {
          await page.goto(`${url}${q}`);
        }
        await pageShown(page);
        if (q === '') {
          await page.waitForSelector('.flow-card');
          // One column (or a phone on its side): the settings are part of the page, which scrolls
          // past them, not a box of their own that a swipe scrolls instead and that hides most of them.
          const settings = await page.locator('.lab__controls').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
          expect(settings.scroll, `${size}: the lab's settings hidden in a box of ${settings.client} px`).toBeLessThanOrEqual(settings.client + 1);
          // In one column the network picture and the charts come first (as in a lesson's lab),
          // the settings after them; side by side (a phone on its side) the settings on the left.
          const top = (sel: string) => page.locator(sel).first().evaluate((el) => el.getBoundingClientRect().top);
          const [picture, charts, controls] = [await top('.dumbbell'), await top('.lab-charts'), await top('.lab__controls')];
          if (width <= 800) expect([picture < charts, charts < controls], `${size}: picture, charts, then settings`).toEqual([true, true]);
          else expect(controls, `${size}: the settings beside the picture`).toBeLessThanOrEqual(picture);
          // The tab and reading order is the one-column order: the lab's first control is in its views.
          const first = await page.evaluate(() => document.querySelector('main.lab :is(button, select, input, a[href], summary, [tabindex="0"])')?.closest('.lab__views, .lab__controls')?.className);
          expect(first, `${size}: the lab's first control`).toBe('lab__views');
        }
        if (q.startsWith('?experiment=')) await page.waitForSelector('svg');
        await expectFits(page, `${size} ${q || 'lab'}`);
        expect(errors, `${size} ${q || 'lab'}`).toEqual([]);
      }
      await page.context().close();
    }, 300_000);
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

  it("on a 390 × 844 phone a cue's chart name, tapped, brings that chart into view and the keyboard to it", async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=bufferbloat-bbr-cubic`, { width: 390, height: 844, touch: true });
    await page.getByRole('button', { name: 'Skip the prediction' }).tap();
    // The first cue: "… Look at: bottleneck queue, round-trip time, BBR: state and estimates."
    const cue = page.locator('.cue').first();
    await cue.locator('.cue__chart').first().waitFor();
    const names = await cue.locator('.cue__chart').allInnerTexts();
    expect(names).toEqual(['bottleneck queue', 'round-trip time', 'BBR: state and estimates']);
    const rtt = cue.getByRole('button', { name: 'round-trip time' });
    await rtt.scrollIntoViewIfNeeded();
    const chart = page.locator('[data-lesson-part="lab"] [data-chart-id="rtt"]');
    expect(await chart.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(844);
    await rtt.tap();
    // Its heading at the top of the screen (smooth scrolling takes a moment), its plot focused.
    await expect.poll(() => chart.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(60);
    expect(await chart.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Round-trip time chart');
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
