// An experiment link cannot make a visitor's browser start workers: none starts before Run, and a
// link's `workers=N` starts at most one per core (the page says it asked for more).
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newContext, recordErrors } from './browser';
import { useChromium } from './suite';

/** The cores this browser reports (set, so the test does not depend on the machine's). */
const CORES = 2;

/** A page that counts the Web Workers it constructs (`window.__workersMade`) on a machine of CORES cores. */
async function countingPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, { width: 1280, height: 800 });
  await context.addInitScript((cores) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores, configurable: true });
    const w = window as unknown as { __workersMade: number };
    w.__workersMade = 0;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        w.__workersMade++;
      }
    };
  }, CORES);
  const page = await context.newPage();
  return { page, errors: recordErrors(page) };
}

const workersMade = (page: Page) => page.evaluate(() => (window as unknown as { __workersMade: number }).__workersMade);

describe('workers of an experiment link', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('workers=64 starts no worker on load, says it uses the cores, and Run starts one per core', async () => {
    const { page, errors } = await countingPage(browser);
    await page.goto(`${url}?experiment=tsang-mixtures&workers=64`);
    const root = page.locator('[data-experiment="tsang-mixtures"]');
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    // The page has rendered and run its effects (the pool used to start in one): two frames later, still no worker.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    expect(await workersMade(page)).toBe(0);
    expect(await root.getAttribute('data-pool')).toBe('cold');
    const note = page.locator('[data-workers-clamped]');
    expect(await note.innerText()).toBe(`The link asks for 64 workers; this device has ${CORES} cores, so at most ${CORES} run at once.`);
    expect(await page.getByLabel('Workers').inputValue()).toBe(String(CORES));

    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-pool'), { timeout: 60_000 }).toBe('ready');
    // The pool starts each of its workers once, and has as many as the link may have: one per core.
    expect(await workersMade(page)).toBe(CORES);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    expect(errors).toEqual([]);
  });

  it('a link within the cores is taken as it is, and says nothing', async () => {
    const { page, errors } = await countingPage(browser);
    await page.goto(`${url}?experiment=tsang-mixtures&workers=1`);
    const root = page.locator('[data-experiment="tsang-mixtures"]');
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    expect(await page.getByLabel('Workers').inputValue()).toBe('1');
    expect(await page.locator('[data-workers-clamped]').count()).toBe(0);
    expect(await workersMade(page)).toBe(0);
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-pool'), { timeout: 60_000 }).toBe('ready');
    expect(await workersMade(page)).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});
