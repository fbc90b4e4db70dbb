// A lesson's steps and progress tell the truth, in Chromium: the skip link, focus and scroll moving
// to the part a button opens, cues ticked only for what the student did ("Press Play" once the run
// started, a change once it was made, not because the scenario starts with that value), Space and
// K playing and pausing as in the lab, and "Lesson done" only once every answer is right, a wrong
// one showing the right answer.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser';
import { useChromium } from './suite';

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', id: el?.id ?? '', text: (el?.textContent ?? '').trim().slice(0, 60) };
  });

/** Whether the cue at `i` (0-based) is ticked. */
const cueDone = (page: Page, i: number) => page.locator('ol.cues > li').nth(i).evaluate((li) => li.classList.contains('cue--done'));

describe('lesson steps and progress', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('every page starts with a skip link that moves focus to the main content', async () => {
    for (const q of ['', '?lessons', '?lesson=reno-sawtooth', '?experiments', '?validation', '?about']) {
      const { page, errors } = await openPage(browser, `${url}${q}`, { width: 1280, height: 800 });
      // The page itself, not the "Loading…" shown while its code arrives.
      await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('main [role="status"]')?.textContent?.startsWith('Loading'));
      await page.keyboard.press('Tab');
      expect(await active(page), q).toMatchObject({ tag: 'A', text: 'Skip to main content' });
      expect(await page.locator('.skip-link').evaluate((a) => a.getBoundingClientRect().top >= 0), q).toBe(true);
      await page.keyboard.press('Enter');
      expect(await active(page), q).toMatchObject({ tag: 'MAIN' });
      // The address (a lesson's or the lab's scenario after the #) is not replaced by the link's.
      expect(await page.evaluate(() => location.hash)).not.toBe('#main');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('lesson 1: focus and the page move to the lab; Space and K play and pause; cues tick for what was done', async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=reno-sawtooth`, { width: 1280, height: 800 });
    await page.getByLabel(/About 22 packets/).check();
    await page.getByRole('button', { name: 'Predict, then run' }).click();
    await page.waitForSelector('[data-lesson-part="lab"] .flow-card');
    await expect.poll(() => active(page)).toMatchObject({ tag: 'H3', id: 'part-lab' });
    // The lab's heading is on screen, near the top, not below the fold where the button was.
    const top = await page.locator('#part-lab').evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);

    // At t = 0 nothing is done: not "Press Play", and not the change back to a 25-packet buffer
    // the scenario starts with.
    expect(await page.locator('ol.cues > li').count()).toBe(4);
    for (let i = 0; i < 4; i++) expect(await cueDone(page, i), `cue ${i + 1} at t = 0`).toBe(false);
    expect(await page.getByRole('button', { name: 'Changed' }).count()).toBe(0);
    // The changes are made at their times, not before: their buttons say when, and wait for it.
    expect(await page.getByRole('button', { name: 'Make the change for me' }).count()).toBe(0);
    for (const t of [30, 60]) expect(await page.getByRole('button', { name: `Make the change at ${t} s` }).isDisabled()).toBe(true);

    // Space plays (focus is on the heading, not on a button Space would press), K pauses.
    const play = page.locator('[data-lesson-part="lab"] .toolbar button.primary');
    await page.keyboard.press('Space');
    await expect.poll(() => play.textContent()).toBe('Pause');
    await expect.poll(() => cueDone(page, 0)).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(() => play.textContent()).toBe('Play');
    expect(await cueDone(page, 3)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("lesson 1's check: a wrong answer gives the right one, and the lesson is done only once every answer is right", async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=reno-sawtooth`, { width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Skip the prediction' }).click();
    await page.getByRole('button', { name: 'Continue to the explanation' }).click();
    await expect.poll(() => active(page)).toMatchObject({ tag: 'H3', id: 'part-explain' });
    await page.getByRole('button', { name: 'Continue to the questions' }).click();
    await expect.poll(() => active(page)).toMatchObject({ tag: 'H3', id: 'part-check' });
    const check = page.locator('[data-lesson-part="check"]');
    await page.getByLabel('About 12 packets').check();
    const first = check.locator('fieldset').first().locator('.feedback');
    expect(await first.innerText()).toMatch(/Not quite\..*The answer: About 125 packets\./s);
    await page.getByLabel(/Below the fair line/).check();
    // Every question answered, one wrongly: not done, and told why.
    await check.getByText(/One answer is not right yet/).waitFor();
    expect(await page.getByText('Lesson done.').count()).toBe(0);
    await page.getByLabel('About 125 packets').check();
    await page.getByText('Lesson done.').waitFor();
    expect(await check.getByText(/not right yet/).count()).toBe(0);
    await page.goto(`${url}?lessons`);
    expect(await page.locator('[data-lesson-id="reno-sawtooth"]').innerText()).toMatch(/Done/);
    expect(errors).toEqual([]);
  });

  it('Back at once after "Predict, then run", then Forward: the lesson reopens at its lab, not at the prediction', async () => {
    const { page, errors } = await openPage(browser, `${url}?lessons`, { width: 1280, height: 800 });
    await page.locator('[data-lesson-id="reno-sawtooth"] a').click();
    await page.waitForSelector('[data-lesson-part="predict"]');
    // The address has named the prediction step (written a moment after the page opened).
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('step'))).toBe('predict');
    await page.getByLabel(/About 22 packets/).check();
    await page.getByRole('button', { name: /Predict, then run/ }).click();
    // No pause: the student goes Back the moment the lab opens.
    await page.goBack();
    await page.waitForSelector('[data-lesson-id="reno-sawtooth"]');
    await page.goForward();
    await page.waitForSelector('[data-lesson-part="lab"]');
    expect(new URL(page.url()).searchParams.get('step')).toBe('lab');
    expect(await page.locator('[data-lesson-part="predict"] input:checked').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
