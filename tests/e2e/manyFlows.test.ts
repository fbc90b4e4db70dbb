// The many-flows view in Chromium: the 200-flow preset folds into classes on its own (mean and
// spread per class, one lane per class, one row per class), the user can switch views, and the
// run keeps going without errors.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { presetTitle } from '../../src/sim/scenario/presets';

const labEval = <T>(page: Page, expr: string): Promise<T> => page.evaluate(expr) as Promise<T>;

describe('many flows in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('the 200-flow preset shows classes: bands on the charts, a lane per class, a row per class, a goodput histogram', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByRole('combobox', { name: /Scenario/ }).selectOption({ label: presetTitle('many-flows-200') });
    await page.waitForFunction(() => (window as unknown as { lab: { flows: unknown[] } }).lab.flows.length === 200);
    const toggle = page.getByRole('group', { name: 'Flows shown' });
    expect(await toggle.getByRole('button', { name: 'By class' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('combobox', { name: /Speed/ }).selectOption({ label: '10×' });
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(page, 14);
    // Paused for the checks: the preset lasts 60 s, which a loaded machine may reach while they run.
    await page.getByRole('button', { name: 'Pause' }).click();

    // Charts: two means and two bands on the window chart, not 400 lines.
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    expect(await cwnd.locator('path.tc-line').count()).toBe(2);
    expect(await cwnd.locator('path.tc-band').count()).toBe(2);
    await expect.poll(() => cwnd.getByText('Vegas mean (100 flows)').count()).toBe(1);
    // The settings: one closed group per class, no per-flow controls.
    expect(await page.locator('details.flow-class').count()).toBe(2);
    expect(await page.locator('.flow-card').count()).toBe(0);
    // The network picture says how many flows it holds, and the table has one row per class.
    expect(await page.locator('.dumbbell canvas').getAttribute('aria-label')).toMatch(/Network of 200 flows/);
    const table = page.locator('.summary table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('img', { name: /Histogram of goodput per flow/ }).count()).toBe(1);
    await screenshot(page, 'many-flows-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'many-flows-1024');
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await screenshot(page, 'many-flows-projector');
    await page.getByRole('button', { name: 'Projector mode' }).click();

    // The user asks for each flow: the flows' lines and rows come back; then automatic again.
    await toggle.getByRole('button', { name: 'Each flow' }).click();
    // 400 lines (200 windows, 200 ssthresh) on one canvas under the chart's SVG, not 400 paths.
    await expect.poll(() => cwnd.locator('canvas.tc-lines').count()).toBe(1);
    expect(await cwnd.locator('path.tc-line').count()).toBe(0);
    const drawn = await cwnd.locator('canvas.tc-lines').evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<string>();
      let inked = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] < 200) continue;
        inked++;
        colours.add(`${d[i] >> 5},${d[i + 1] >> 5},${d[i + 2] >> 5}`);
      }
      return { inked, colours: colours.size };
    });
    expect(drawn.inked).toBeGreaterThan(2000);
    expect(drawn.colours).toBeGreaterThanOrEqual(6);
    expect(await table.locator('tbody tr').count()).toBe(200);
    await toggle.getByRole('button', { name: /back to automatic/ }).click();
    await expect.poll(() => cwnd.locator('path.tc-band').count()).toBe(2);
    const t = await labEval<number>(page, 'window.lab.status.timeSec');
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(page, t + 2);
    expect(errors).toEqual([]);
  });
});
