// The analytic models on the experiments pages, in Chromium: the Reno-only experiment runs to the
// end and draws Mathis's and Padhye's values at the command line's numbers (npm run sweep --json:
// the same runs, the same measurements), with their legend entries, the caption of their
// assumptions, the measured model/goodput ratios and a CSV export that carries them; the Vegas
// equilibrium's JFI bound is drawn on Tsang's Tables 3/4. Screenshots at 1280×800 and 1024×768.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ResultRow } from '../../src/experiments/resultTable';
import { openPage, screenshot } from './browser';
import { useChromium } from './suite';

const ID = 'reno-loss-throughput';

describe('analytic models on the experiments pages', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });
  let cli: ResultRow[];
  beforeAll(() => {
    cli = JSON.parse(execFileSync('npx', ['tsx', 'src/cli/sweep.ts', ID, '--json', '--jobs', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as ResultRow[];
  }, 120_000);

  it('draws Mathis and Padhye beside the Reno goodput, at the command line’s numbers, and exports them', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=${ID}`, { width: 1280, height: 800 });
    const root = page.locator(`[data-experiment="${ID}"]`);
    await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => root.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');

    const models = cli.filter((r) => r.measure === 'mathis:Reno' || r.measure === 'padhye:Reno');
    expect(models.length).toBe(2 * 9);
    const drawn = await page.locator('[data-model-point]').evaluateAll((els) =>
      els.map((el) => ({ point: el.getAttribute('data-point'), measure: el.getAttribute('data-measure'), mean: Number(el.getAttribute('data-mean')) })),
    );
    expect(drawn.length).toBe(models.length);
    for (const row of models) {
      const d = drawn.find((x) => x.point === row.point && x.measure === row.measure);
      expect(d, `${row.point} ${row.measure}`).toBeDefined();
      expect(d!.mean).toBeCloseTo(row.mean, 6);
    }
    // Measured, not assumed: with timeouts dominating on the smallest buffer, Mathis is far above the
    // goodput and Padhye nearer, and both sit above it (the sawtooth's idealisations).
    const at = (measure: string, point: string) => cli.find((r) => r.measure === measure && r.point === point)!.mean;
    expect(at('mathis:Reno', 'b3') / at('goodput:Reno', 'b3')).toBeGreaterThan(1.5);
    expect(at('padhye:Reno', 'b3')).toBeLessThan(at('mathis:Reno', 'b3'));

    const figure = page.locator('figure', { hasText: 'Goodput per Reno flow against Mathis and Padhye' });
    const legend = figure.getByRole('list', { name: /^Legend of/ });
    await expect.poll(() => legend.getByText('model, Mathis et al. (Reno)').count()).toBe(1);
    await expect.poll(() => legend.getByText('model, Padhye et al. (Reno)').count()).toBe(1);
    expect(await figure.locator('.xr__note').innerText()).toMatch(/periodic sawtooth with no timeouts/);
    // The gap under the panel is the drawn values' own ratio.
    const gap = figure.locator('[data-model-gap="mathis:Reno"]');
    const ratios = models.filter((r) => r.measure === 'mathis:Reno').map((r) => r.mean / at('goodput:Reno', r.point));
    expect(Number(await gap.getAttribute('data-max-ratio'))).toBeCloseTo(Math.max(...ratios), 6);
    expect(Number(await gap.getAttribute('data-min-ratio'))).toBeCloseTo(Math.min(...ratios), 6);

    // CSV: a row per model point, named in the model column.
    const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
    expect(csv[0].split(',').at(-1)).toBe('model');
    expect(csv.filter((l) => l.endsWith(',Mathis et al.')).length).toBe(9);
    expect(csv.filter((l) => l.endsWith(',Padhye et al.')).length).toBe(9);
    // SVG: the legend written into the file names the models.
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'SVG' }).click()]);
    const svg = readFileSync((await svgDownload.path())!, 'utf8');
    expect(svg).toContain('model, Padhye et al. (Reno)');
    expect((svg.match(/data-model-point/g) ?? []).length).toBe(18);

    await figure.scrollIntoViewIfNeeded();
    await screenshot(page, 'experiment-models-1280x800');
    await page.setViewportSize({ width: 1024, height: 768 });
    await figure.scrollIntoViewIfNeeded();
    await screenshot(page, 'experiment-models-1024x768');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await figure.scrollIntoViewIfNeeded();
    await screenshot(page, 'experiment-models-1024x768-projector');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);

  it("draws Vegas's equilibrium JFI bound (0.8 for α=1 β=3) and lists the model panels on Tsang's Tables 3/4 before any run", async () => {
    const { page, errors } = await openPage(browser, `${url}?experiment=tsang-fairness-vs-delay`, { width: 1280, height: 800 });
    const bound = page.locator('path[data-model="jain"]', { hasText: 'Vegas α=1 β=3 equilibrium' });
    await expect.poll(() => bound.count()).toBe(1);
    // A flat line at 0.8, above the 1/n line at 0.5.
    const d = (await bound.getAttribute('d'))!;
    const ys = [...d.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    const half = (await page.locator('path[data-model="jain"]', { hasText: "JFI's lower bound" }).getAttribute('d'))!;
    const yHalf = Number(/M[\d.]+,([\d.]+)/.exec(half)![1]);
    expect(ys[0]).toBe(ys[1]);
    expect(ys[0]).toBeLessThan(yHalf); // SVG y grows downwards: 0.8 is drawn above 0.5
    for (const title of ['The long Vegas α=1 β=3 flow against its equilibrium band', 'The long Enhanced Vegas flow against δ/(RTT − BaseRTT)', 'Mean bottleneck queue against Σα_j', 'The Reno flows against Mathis and Padhye']) {
      expect(await page.locator('figure', { hasText: title }).count()).toBe(1);
    }
    expect(await page.locator('path[data-model="queue"]').count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
