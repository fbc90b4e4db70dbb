// An edit while Reset replays the user's changes, in a real browser (Debian's Chromium via
// playwright-core): it branches the run at that moment, says so, and the slider, the scenario,
// the engine and the page's link agree; "Back to the original" undoes it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLab, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { decodeLabState } from '../../src/share/scenarioUrl';

type Change = { atSec: number; flow?: number; key: string; value: unknown };
type LabWindow = {
  lab: {
    status: { timeSec: number; running: boolean };
    scenario: { changes?: Change[] };
    settings: { flows: { alpha?: number; beta?: number }[] };
    summary: { timeSec: number; flows: { name: string; goodputBps: number }[] } | null;
    notices: { kind: string; text: string }[];
    seek(t: number): Promise<number>;
  };
};
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

/** The scenario the page's address carries now. */
const linkScenario = (page: Page) => {
  const r = decodeLabState(new URL(page.url()).hash);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value.scenario;
};

describe('an edit during a replay, in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('α raised at 5.955 s, Reset → replay, Step to 0.1 s, β raised: a branch there, told; the slider, the scenario and the link agree, and the link reruns the same run', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.evaluate('window.lab.seek(5.954)');
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeCloseTo(5.954, 6);
    await page.getByRole('slider', { name: 'Vegas α slider' }).press('ArrowRight');
    await expect.poll(() => lab(page, (l) => l.scenario.changes)).toEqual([{ atSec: 5.955, flow: 1, key: 'alpha', value: 2 }]);

    await page.getByRole('button', { name: 'Reset' }).click();
    const menu = page.getByRole('group', { name: 'Reset how?' });
    const replay = menu.getByRole('button', { name: 'Replay my 1 change at their times' });
    // What an edit during the replay does is said where the replay is chosen.
    await expect(replay.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).resolves.toMatch(/branches it there/);
    await screenshot(page, 'reset-menu-replay-note');
    await replay.click();
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBe(0);
    await page.getByRole('combobox', { name: 'Step size' }).selectOption('0.1');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await waitForLabTime(page, 0.1);

    const beta = page.getByRole('slider', { name: 'Vegas β slider' });
    await beta.press('ArrowRight');
    await expect.poll(() => lab(page, (l) => l.scenario.changes)).toEqual([{ atSec: 0.101, flow: 1, key: 'beta', value: 4 }]);
    expect(await lab(page, (l) => l.notices.filter((n) => n.kind === 'error').map((n) => n.text))).toEqual([]);
    expect(await lab(page, (l) => l.notices.at(-1)?.text)).toMatch(/starts a branch.*5\.955 s/);
    await expect(page.getByRole('region', { name: 'Branch' }).textContent()).resolves.toMatch(/Branched at 0\.10 s/);
    expect(await beta.inputValue()).toBe('4');
    expect(await page.getByRole('slider', { name: 'Vegas α slider' }).inputValue()).toBe('1');
    // The address follows (after its short pause) with the run on screen: β at 0.101 s, no α.
    await expect.poll(() => linkScenario(page).changes, { timeout: 5000 }).toEqual([{ atSec: 0.101, flow: 1, key: 'beta', value: 4 }]);
    await screenshot(page, 'replay-edit-branch');

    // The link, opened afresh and run to the same moment, is the run on screen.
    await page.evaluate('window.lab.seek(8)');
    await expect.poll(() => lab(page, (l) => l.summary?.timeSec)).toBeCloseTo(8, 6);
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    try {
      const other = await fresh.newPage();
      await other.goto(page.url());
      await waitForLab(other);
      await other.evaluate('window.lab.seek(8)');
      await expect.poll(() => lab(other, (l) => l.summary?.timeSec)).toBeCloseTo(8, 6);
      expect(await lab(other, (l) => l.summary)).toEqual(await lab(page, (l) => l.summary));
    } finally {
      await fresh.close();
    }

    // Back to the original: the replay with its α change, and β as it was.
    await page.getByRole('region', { name: 'Branch' }).getByRole('button', { name: 'Back to the original' }).click();
    await expect.poll(() => lab(page, (l) => l.scenario.changes)).toEqual([{ atSec: 5.955, flow: 1, key: 'alpha', value: 2 }]);
    await expect.poll(() => beta.inputValue()).toBe('3');
    await expect.poll(() => linkScenario(page).changes, { timeout: 5000 }).toEqual([{ atSec: 5.955, flow: 1, key: 'alpha', value: 2 }]);
    expect(await lab(page, (l) => l.notices.filter((n) => n.kind === 'error').map((n) => n.text))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the Reset menu and its note fit a phone (390×844)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    await waitForLab(page);
    await page.evaluate('window.lab.seek(1)');
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeCloseTo(1, 6);
    await page.getByRole('slider', { name: 'Vegas α slider' }).press('ArrowRight');
    await expect.poll(() => lab(page, (l) => (l.scenario.changes ?? []).length)).toBe(1);
    // The menu must not widen the page, which fits the phone.
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const before = await pageWidth();
    await page.getByRole('button', { name: 'Reset' }).click();
    const menu = page.getByRole('group', { name: 'Reset how?' });
    await menu.scrollIntoViewIfNeeded();
    // The note wraps: nothing sticks out sideways; every choice is a 44 px touch target.
    expect(await pageWidth()).toBe(before);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(390);
    for (const b of await menu.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'reset-menu-replay-note-phone');
    await context.close();
  });
});
