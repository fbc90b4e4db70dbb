// Hostile and careless input in Chromium, each a reproduction from a reliability probe: a huge
// value count typed into the sweep form (it once emptied the page), a page that fails while
// drawing (the user's scenario must survive it), a link whose valid part leaves out 500 flows
// (the panel once listed them all), files in other encodings, too large or binary (the lab and
// the CLI must agree: tests/share/hostileFiles.ts), and the offline-ready notice over controls.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { closeLabs, newContext, openLab, openPage, recordErrors, screenshot, waitForLab } from './browser';
import { useChromium } from './suite';
import { READABLE_FILES, REFUSED_FILES } from '../share/hostileFiles';

const lab = <T,>(page: Page, fn: string) => page.evaluate(`(${fn})(window.lab)`) as Promise<T>;

/** The element at the middle of `selector`'s box is the element itself (or inside it): nothing lies over it. */
async function onTop(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describe('hostile input', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('a value count of 5000000000, 99999999999999999999 or 1e7 in the sweep form is named beside the field, and the page stays', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Sweep…' }).click();
    await page.getByRole('heading', { name: 'Sweep' }).waitFor();
    const values = page.getByLabel('Values').first();
    const run = page.locator('[data-experiment-run]');
    for (const typed of ['5000000000', '99999999999999999999', '1e7', '51', '0']) {
      await values.fill(typed);
      await values.press('Enter');
      const problem = page.locator('#sweep-x-values-problem');
      await problem.waitFor();
      expect(await problem.textContent()).toBe(`Values: a whole number from 1 to 50 (got ${Number(typed)})`);
      expect(await values.getAttribute('aria-invalid')).toBe('true');
      expect(await run.isDisabled()).toBe(true);
      // The form is still there, with what the user typed.
      expect(await page.getByRole('heading', { name: 'Sweep' }).isVisible()).toBe(true);
      expect(Number(await values.inputValue())).toBe(Number(typed));
    }
    await screenshot(page, 'hostile-sweep-values-1280x800');
    await values.fill('3');
    await expect.poll(() => page.locator('#sweep-x-values-problem').count()).toBe(0);
    expect(await run.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('a page that fails while drawing keeps the app and the user’s scenario, and offers the lab with it', async () => {
    const { page } = await openLab(browser, url, { width: 1280, height: 800 });
    await lab(page, `l => l.load({ version: 2, title: 'Kept through a failure', flows: [{ variant: 'vegas', name: 'Mine' }, { variant: 'reno' }] })`);
    const titleInAddress = () => {
      const d = decodeLabState(page.url());
      return d.ok ? d.value.scenario.title : null;
    };
    await expect.poll(titleInAddress, { timeout: 10_000 }).toBe('Kept through a failure');
    // The sweep page's code cannot be loaded (e.g. a deploy replaced it while the lab was open): its page fails.
    await page.route(/\/SweepPage-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Sweep…' }).click();
    const failed = page.locator('[data-page-error]');
    await failed.waitFor();
    expect(await failed.getByRole('heading').textContent()).toBe('This page stopped working');
    expect(await failed.locator('details').textContent()).toMatch(/What went wrong.+SweepPage/s);
    // The rest of the app is still there.
    expect(await page.locator('#root').innerHTML()).not.toBe('');
    await screenshot(page, 'hostile-page-error-1280x800');
    await page.unroute(/\/SweepPage-[^/]*\.js$/);
    await failed.getByRole('link', { name: 'Reopen the lab with your scenario' }).click();
    await waitForLab(page);
    expect(await lab<string | undefined>(page, 'l => l.scenario.title')).toBe('Kept through a failure');
    expect(await lab<string[]>(page, 'l => l.flows.map((f) => f.name)')).toContain('Mine');
  });

  it('a link whose valid part leaves out 500 flows lists 20 of them and counts the rest', async () => {
    const { page, errors } = await openPage(browser, `${url}#2~${'R~Vb99~'.repeat(500)}.`, { width: 1280, height: 800 });
    const panel = page.locator('.load-problem');
    await panel.waitFor();
    await panel.getByText(/What would be left out or reset \(500\)/).click();
    const dropped = panel.locator('details li');
    expect(await dropped.count()).toBe(20);
    expect(await dropped.last().textContent()).toBe('… and 481 more');
    // Errors were already capped by the decoder; the whole panel stays small.
    expect(await panel.locator('li').count()).toBeLessThanOrEqual(21 + 20);
    expect((await panel.textContent())!.length).toBeLessThan(8000);
    expect(errors).toEqual([]);
  });

  it('opens files in every encoding the CLI reads, and refuses the rest with the CLI’s messages, keeping the scenario', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    const input = page.locator('input[type=file]');
    for (const f of READABLE_FILES) {
      await lab(page, `l => l.load({ version: 2, title: 'Before', flows: [{ variant: 'reno', name: 'Before' }] })`);
      await expect.poll(() => lab<string[]>(page, 'l => l.flows.map((f) => f.name)')).toEqual(['Before']);
      await input.setInputFiles({ name: `${f.name}.json`, mimeType: 'application/json', buffer: Buffer.from(f.bytes()) });
      await expect.poll(() => lab<string[]>(page, 'l => l.flows.map((f) => f.name)'), { message: f.name }).toEqual(['R', 'V']);
      expect(await page.locator('.load-problem').count(), f.name).toBe(0);
    }
    for (const f of REFUSED_FILES) {
      await input.setInputFiles({ name: `${f.name}.json`, mimeType: 'application/json', buffer: Buffer.from(f.bytes()) });
      const panel = page.locator('.load-problem');
      await panel.waitFor();
      const shown = await panel.locator('ul').first().locator('li').allTextContents();
      expect(shown, f.name).toHaveLength(1);
      expect(shown[0], f.name).toMatch(f.message);
      expect(await lab<string[]>(page, 'l => l.flows.map((f) => f.name)'), f.name).toEqual(['R', 'V']);
      await panel.getByRole('button', { name: 'Dismiss' }).click();
      await panel.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });

  describe('the offline-ready notice covers no control', () => {
    const sizes = [
      { name: '1280x800', width: 1280, height: 800, mobile: false },
      { name: '390x844-touch', width: 390, height: 844, mobile: true },
      { name: '360x740-touch', width: 360, height: 740, mobile: true },
    ];
    it.each(sizes)('at $name', async ({ name, width, height, mobile }) => {
      const context = mobile
        ? await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' })
        : await newContext(browser, { width, height, serviceWorkers: true });
      try {
        const page = await context.newPage();
        const errors = recordErrors(page);
        await page.goto(url);
        await waitForLab(page);
        const notice = page.locator('[data-offline-ready]');
        await notice.waitFor({ timeout: 30_000 });
        // The close button is wholly on screen.
        const close = (await notice.getByRole('button', { name: 'Dismiss message' }).boundingBox())!;
        expect(close.x).toBeGreaterThanOrEqual(0);
        expect(close.x + close.width).toBeLessThanOrEqual(width);
        expect(close.y + close.height).toBeLessThanOrEqual(height);

        // Advanced → "Simulate an engine crash", at the bottom of the controls: reachable, and nothing over it.
        await page.getByText('Advanced', { exact: true }).click();
        const crash = page.getByRole('button', { name: 'Simulate an engine crash' });
        await crash.scrollIntoViewIfNeeded();
        await crash.evaluate((el) => el.setAttribute('data-probe', ''));
        expect(await onTop(page, '[data-probe]')).toBe(true);
        await screenshot(page, `hostile-offline-notice-${name}`);
        // The timeline, stuck to the bottom of the page's viewport, is not under the notice's bar
        // (on a phone whose page is wider than the screen that viewport reaches below the screen).
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // On a phone the screen then pans to the bottom of the page's viewport too, and the bar follows it.
        await page.mouse.wheel(0, 5000);
        await page.waitForFunction(() => {
          const vv = window.visualViewport!;
          const bar = document.querySelector('.update-prompt')!.getBoundingClientRect();
          return vv.offsetTop + vv.height >= window.innerHeight - 1 && Math.abs(bar.bottom - (vv.offsetTop + vv.height)) < 2;
        });
        const timeline = (await page.locator('[data-timeline]').boundingBox())!;
        const bar = (await page.locator('.update-prompt').boundingBox())!;
        expect(timeline.y + timeline.height <= bar.y + 1 || timeline.y >= bar.y + bar.height - 1, JSON.stringify({ timeline, bar })).toBe(true);
        // At the very bottom of the page, no part of a control that is on screen (not clipped by a
        // scrolling column) lies under the notice's bar.
        const covered = await page.evaluate(() => {
          const bar = document.querySelector('.update-prompt')!.getBoundingClientRect();
          const seen = (el: Element) => {
            let r = el.getBoundingClientRect();
            for (let a = el.parentElement; a; a = a.parentElement) {
              const st = getComputedStyle(a);
              if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
              const c = a.getBoundingClientRect();
              r = new DOMRect(Math.max(r.left, c.left), Math.max(r.top, c.top), Math.min(r.right, c.right) - Math.max(r.left, c.left), Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top));
            }
            return r;
          };
          return [...document.querySelectorAll('button, input, select, a[href], summary')]
            .filter((el) => !el.closest('.update-prompt') && getComputedStyle(el).visibility !== 'hidden')
            .map((el) => ({ el, r: seen(el) }))
            .filter(({ r }) => r.width > 0 && r.height > 0 && r.left < bar.right && r.right > bar.left && r.top < bar.bottom && r.bottom > bar.top)
            .map(({ el }) => el.outerHTML.slice(0, 80));
        });
        expect(covered).toEqual([]);
        expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await closeLabs();
      }
    });
  });
});
