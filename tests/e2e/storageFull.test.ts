// With the browser's storage full, nothing is lost in silence: a lesson's progress and a sweep's
// results stay on the page (in memory, through in-app moves between pages), one notice says what
// was not saved and why, and its button frees space by clearing saved experiment results, after
// which both are saved and survive a reload. The course index says whether the progress outlives the page.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot } from './browser';
import { useChromium } from './suite';

/**
 * Fills localStorage to its quota with what old saved experiment results look like to the app
 * (keys `tfl:sweep:…`), in ever smaller pieces down to one character. Returns the characters stored.
 */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let chars = 0;
    let n = 0;
    for (let size = 1 << 20; size >= 1; ) {
      const key = `tfl:sweep:old-${n}`;
      try {
        localStorage.setItem(key, 'x'.repeat(size));
        chars += size;
        n++;
      } catch {
        size = Math.floor(size / 4);
      }
    }
    return chars;
  });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const courseIntro = (page: Page) => page.locator('.course__intro').innerText();
const savedSweeps = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tfl:sweep:') && !k.startsWith('tfl:sweep:old-')).length);

describe('storage full', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('says what was not saved, keeps it on the page, and saves it once saved results are cleared', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    expect(await fillStorage(page)).toBeGreaterThan(1e6);
    const notice = page.locator('[data-storage-notice] [role="alert"]');
    expect(await notice.count()).toBe(0);

    // A sweep's results: not saved, still drawn.
    await page.getByRole('button', { name: 'Sweep…' }).click();
    await page.getByRole('heading', { name: 'Sweep' }).waitFor();
    await page.getByLabel('Values').first().fill('2');
    await page.getByLabel('Seeds per point').fill('1');
    await page.locator('[data-experiment-run]').click();
    const state = page.locator('[data-experiment-state]');
    await expect.poll(() => state.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/Not saved in this browser:[\s\S]*the results of the sweep of “.+” \(2 runs\)[\s\S]*storage for this site is full/);
    expect(await savedSweeps(page)).toBe(0);
    const drawn = await page.locator('[data-ours]').count();
    expect(drawn).toBeGreaterThan(0);

    // A lesson's progress: not saved, and the lesson goes on.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Course' }).click();
    await page.locator('[data-lesson-id="reno-sawtooth"] a').click();
    await page.waitForSelector('[data-lesson-part="predict"]');
    await page.getByLabel(/About 22 packets/).check();
    await page.getByRole('button', { name: /Predict, then run/ }).click();
    await page.waitForSelector('[data-lesson-part="lab"]');
    await expect.poll(() => notice.locator('li').count()).toBe(2);
    expect(await notice.innerText()).toMatch(/your progress in the course \(last: the lesson “.+”\)/);
    expect(await stored(page, 'tfl.lessons.v1')).toBeNull();
    await screenshot(page, 'storage-full-notice-1280x800');

    // Both stay on the page while it is open: back to the sweep (in-app), then forward to the lesson.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => state.getAttribute('data-experiment-state')).toBe('done');
    expect(await page.locator('[data-ours]').count()).toBe(drawn);
    await page.goForward();
    await page.goForward();
    await page.waitForSelector('[data-lesson-part="lab"]');
    expect(await page.locator('[data-lesson-part="predict"] input:checked').count()).toBe(1);

    // The course index does not claim the browser keeps the progress.
    const courseLink = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Course' });
    await courseLink.click();
    await page.waitForSelector('.course__intro');
    expect(await courseIntro(page)).toMatch(/storage for this site is full, so your latest progress lasts only while this page is open\.$/);
    await page.goBack();
    await page.waitForSelector('[data-lesson-part="lab"]');

    // Clearing the old saved results makes room: both are saved, and the notice says so.
    await notice.getByRole('button', { name: /Clear saved experiment results \(\d+(\.\d)? MB\)/ }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.locator('[data-storage-notice] [role="status"]').filter({ hasText: /^Saved\./ }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tfl:sweep:old-')).length)).toBe(0);
    expect(await savedSweeps(page)).toBe(1);
    expect(JSON.parse((await stored(page, 'tfl.lessons.v1'))!)).toEqual({ 'reno-sawtooth': { answers: [], step: 'lab', prediction: expect.any(Number) } });
    await courseLink.click();
    await page.waitForSelector('.course__intro');
    expect(await courseIntro(page)).toMatch(/your progress is kept in this browser\.$/);
    await page.goBack();

    // Reopened: the lesson where the student left it.
    await page.reload();
    await page.waitForSelector('[data-lesson-part="lab"]');
    expect(errors).toEqual([]);
  });

  it('with a storage that refuses every write, the notice says the browser keeps nothing and offers no clearing', async () => {
    const { page, errors } = await openLab(browser, url, { width: 390, height: 844 });
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Course' }).click();
    // Before any progress is refused, the course index knows the browser keeps none.
    await page.waitForSelector('.course__intro');
    expect(await courseIntro(page)).toMatch(/This browser keeps nothing for this site \(private browsing, or its settings\), so your progress lasts only while this page is open\.$/);
    await page.locator('[data-lesson-id="reno-sawtooth"] a').click();
    await page.waitForSelector('[data-lesson-part="predict"]');
    await page.getByRole('button', { name: /Skip the prediction/ }).click();
    await page.waitForSelector('[data-lesson-part="lab"]');
    const notice = page.locator('[data-storage-notice] [role="alert"]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/keeps nothing for this site[\s\S]*allow this site to store data/);
    expect(await notice.getByRole('button', { name: /Clear saved/ }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
