// The experiments pages in Chromium: the index lists every experiment; one experiment runs to the
// end on the Web Worker pool and the points it draws are the command line's numbers (npm run
// sweep --json: same scenarios, same engine); results survive a reload, a page left mid-sweep and a
// cancel; screenshots at 1280×800,
// 1024×768 and in projector mode.
import { execFileSync } from 'node:child_process';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { experiments } from '../../src/experiments/catalogue';
import type { ResultRow } from '../../src/experiments/resultTable';
import { closeLabs, launch, openPage, screenshot } from './browser';

const ID = 'reno-vegas-droptail-red';

describe('experiments pages', () => {
  let browser: Browser;
  let url: string;
  let cli: ResultRow[];

  beforeAll(async () => {
    url = inject('baseUrl');
    browser = await launch();
    cli = JSON.parse(execFileSync('npx', ['tsx', 'src/cli/sweep.ts', ID, '--json', '--jobs', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as ResultRow[];
  }, 120_000);
  afterEach(closeLabs);

  it('the index lists every experiment, each linking to its page', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiments`, { width: 1280, height: 800 });
    for (const e of experiments()) await expect.poll(() => page.locator(`[data-experiment-id="${e.id}"] a`).count()).toBe(1);
    await screenshot(page, 'experiments-index-1280x800');
    await page.locator(`[data-experiment-id="${ID}"] a`).click();
    await page.locator(`[data-experiment="${ID}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it('runs an experiment to the end and draws the command line’s numbers', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=${ID}`, { width: 1280, height: 800 });
    const root = page.locator(`[data-experiment="${ID}"]`);
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(cli[0].n * 3));
    const drawn = await page.locator('[data-ours]').evaluateAll((els) =>
      els.map((el) => ({ series: el.getAttribute('data-series'), measure: el.getAttribute('data-measure'), mean: Number(el.getAttribute('data-mean')) })),
    );
    expect(drawn.length).toBe(cli.length);
    for (const row of cli) {
      const d = drawn.find((x) => x.series === row.series && x.measure === row.measure);
      expect(d, `${row.series} ${row.measure}`).toBeDefined();
      expect(d!.mean).toBeCloseTo(row.mean, 6);
    }
    // ns-2's values and the paper's column are drawn beside ours where they exist.
    const withNs2 = cli.filter((r) => r.ns2).length;
    expect(withNs2).toBeGreaterThan(0);
    expect(await page.locator('[data-ns2]').count()).toBe(withNs2);
    await screenshot(page, 'experiment-done-1280x800');
    // The results stay when the student comes back.
    await page.reload();
    await expect.poll(() => page.locator(`[data-experiment="${ID}"]`).getAttribute('data-experiment-state')).toBe('done');
    expect(await page.locator('[data-ours]').count()).toBe(cli.length);
    // 1024×768 and projector mode: the page never scrolls sideways.
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'experiment-done-1024x768');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await screenshot(page, 'experiment-done-1024x768-projector');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);

  it('cancel stops a run part-way and Resume finishes it', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=devendictis-buffer`, { width: 1280, height: 800 });
    const root = page.locator('[data-experiment="devendictis-buffer"]');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('running');
    await expect.poll(async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    const done = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(done).toBeLessThan(16);
    await expect(page.getByRole('button', { name: 'Resume' }).isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('keeps what ran when the page is left mid-sweep, and what ran before a cancel (saved then, not during the run)', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=devendictis-buffer`, { width: 1280, height: 800 });
    const root = page.locator('[data-experiment="devendictis-buffer"]');
    const bar = page.getByRole('progressbar');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(0);
    const shown = Number(await bar.getAttribute('aria-valuenow'));
    // Leaving (here a reload) saves on pagehide what the workers had finished.
    await page.reload();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    const kept = Number(await bar.getAttribute('aria-valuenow'));
    expect(kept).toBeGreaterThanOrEqual(shown);
    await expect(page.getByRole('button', { name: 'Resume' }).isEnabled()).resolves.toBe(true);
    // Resume, cancel part-way: the runs done so far are saved at the cancel.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(kept);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    const cancelled = Number(await bar.getAttribute('aria-valuenow'));
    await page.reload();
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(cancelled);
    expect(errors).toEqual([]);
  }, 150_000);

  it('an experiment that runs only in the standard profile (aqm-buffer) offers no ns2 beside it, even when its link asks, and opens its points in the standard profile', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=aqm-buffer&profiles=ns2,standard`, { width: 1280, height: 800 });
    await page.locator('[data-experiment="aqm-buffer"]').waitFor();
    expect(await page.getByText('Standard profile beside ns2').count()).toBe(0);
    expect(await page.getByText('Full grid (175 runs; quick: 35)').count()).toBe(1);
    expect(await page.locator('[data-series^="ns2:"]').count()).toBe(0);
    expect(await page.locator('[data-series="standard:fq-codel"]').count()).toBe(1);
    expect(await page.locator('.xr__setup').innerText()).toMatch(/in the standard profile/);
    expect(errors).toEqual([]);
  });

  it('an unknown experiment says so and links to the list', async () => {
    const { page } = await openPage(browser, `${url}?experiment=nope`, { width: 1024, height: 768 });
    await page.getByRole('alert').filter({ hasText: 'There is no experiment “nope”' }).waitFor();
    expect(await page.getByRole('link', { name: 'See the list of experiments' }).count()).toBe(1);
  });
});
