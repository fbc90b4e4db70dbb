// What a lecturer's walk-through of the app stumbled on, in Chromium: the projector switch named
// the same on every page; the network picture's drop legend listing only what its queues can do,
// in projector type too; and the timeline stuck to the bottom of the screen never hiding what
// keyboard focus lands on, nor the charts once scrolled.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { experiments } from '../../src/experiments/catalogue';
import { PROJECTOR_TOOLTIP } from '../../src/ui/ProjectorToggle';
import { openLab, openPage, screenshot } from './browser';
import { clippedMenus } from './fit';
import { useChromium } from './suite';

/** The drop entries of the network picture's legend, as shown. */
const dropLegend = (page: Page) =>
  page.locator('.dumbbell .legend .legend__item').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()).filter((t) => t.startsWith('drop:')));

describe('a lecturer’s walk-through (Chromium)', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('the lab, a lesson and an experiment name their projector switch alike, with the same tooltip', async () => {
    for (const address of ['', '?lesson=reno-sawtooth', `?experiment=${experiments()[0].id}`]) {
      const { page, errors } = await openPage(browser, url + address, { width: 1280, height: 800 });
      const toggle = page.getByRole('button', { name: 'Projector mode', exact: true });
      await toggle.waitFor();
      expect(await toggle.getAttribute('title'), address).toBe(PROJECTOR_TOOLTIP.message);
      expect(await toggle.getAttribute('aria-pressed'), address).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed'), address).toBe('true');
      expect(await page.locator('.app.projector').count(), address).toBe(1);
      if (address.startsWith('?experiment')) await screenshot(page, 'walkthrough-experiment-projector-1280x800');
      expect(errors, address).toEqual([]);
      await page.context().close();
    }
  });

  it('the drop legend lists DropTail’s buffer-full drops, RED’s early and forced ones once the queue is switched, in projector type', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    const overflow = 'drop: overflow (buffer full)';
    expect(await dropLegend(page)).toEqual([overflow]);
    await page.getByRole('radio', { name: 'RED' }).check();
    await expect.poll(() => dropLegend(page)).toEqual([overflow, 'drop: early (random drop before the buffer is full)', 'drop: forced (RED average above maxTh)']);
    await page.locator('.dumbbell').screenshot({ path: 'test-results/screenshots/walkthrough-drop-legend-red-1280x800.png' });

    const legend = page.locator('.dumbbell .legend');
    const size = () => legend.evaluate((e) => ({ fontPx: parseFloat(getComputedStyle(e).fontSize), markPx: e.querySelector('svg')!.getBoundingClientRect().width }));
    const normal = await size();
    await page.getByRole('button', { name: 'Projector mode' }).click();
    const projected = await size();
    // The charts' legends grow from 12 px to 17 px (0.85 of projector type's 20 px); this one likewise.
    const chartLegendPx = await page.locator('[data-chart-id="cwnd"] .tc-legend').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(projected.fontPx).toBeGreaterThan(normal.fontPx * 1.3);
    expect(projected.fontPx).toBe(chartLegendPx);
    expect(projected.markPx).toBeGreaterThan(normal.markPx * 1.3);

    await page.getByRole('radio', { name: 'DropTail' }).check();
    await expect.poll(() => dropLegend(page)).toEqual([overflow]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.locator('.dumbbell').scrollIntoViewIfNeeded();
    await page.locator('.dumbbell').screenshot({ path: 'test-results/screenshots/walkthrough-drop-legend-projector-1024x768.png' });
    expect(errors).toEqual([]);
  });

  for (const view of [
    { width: 1280, height: 800, projector: false },
    { width: 1024, height: 768, projector: true },
  ]) {
    it(`at ${view.width}×${view.height}${view.projector ? ' in projector mode' : ''}, focus stops above the timeline and the charts scroll clear of it`, async () => {
      const { page, errors } = await openLab(browser, url, view);
      if (view.projector) await page.getByRole('button', { name: 'Projector mode' }).click();
      const timeline = page.locator('[data-timeline]');
      await timeline.waitFor();
      expect(await clippedMenus(page), 'menus whose label is cut off').toEqual([]);
      // Scrolled so that the first chart button at or below the stuck timeline at the page's top lies
      // under its middle: which buttons are under it then.
      const { startY, under } = await page.evaluate(() => {
        const timelineH = document.querySelector('[data-timeline]')!.getBoundingClientRect().height;
        const band = window.innerHeight - timelineH / 2;
        window.scrollTo(0, 0);
        const centre = (b: HTMLElement) => b.getBoundingClientRect().top + b.getBoundingClientRect().height / 2;
        const first = [...document.querySelectorAll<HTMLElement>('.lab-charts button')].find((b) => centre(b) >= band)!;
        const y = centre(first) - band;
        window.scrollTo(0, y);
        const top = document.querySelector('[data-timeline]')!.getBoundingClientRect().top;
        const buttons = [...document.querySelectorAll<HTMLElement>('.lab-charts button')];
        return { startY: y, under: buttons.map((b, i) => ({ i, r: b.getBoundingClientRect() })).filter(({ r }) => r.bottom > top && r.top < window.innerHeight).map(({ i }) => i) };
      });
      expect(under.length, 'some chart button lies under the timeline').toBeGreaterThan(0);
      for (const i of under) {
        const clear = await page.evaluate(
          ([i, y]) => {
            window.scrollTo(0, y);
            const b = document.querySelectorAll<HTMLElement>('.lab-charts button')[i];
            b.focus();
            return b.getBoundingClientRect().bottom <= document.querySelector('[data-timeline]')!.getBoundingClientRect().top;
          },
          [i, startY] as const,
        );
        expect(clear, `chart button ${i} focused clear of the timeline`).toBe(true);
      }
      // By keyboard too: Tab from the control before the first one under the band onto it.
      await page.evaluate(
        ([i, y]) => {
          window.scrollTo(0, y);
          const controls = [...document.querySelectorAll<HTMLElement>('.lab__views :is(button, select, input, a[href], [tabindex="0"])')];
          const target = document.querySelectorAll<HTMLElement>('.lab-charts button')[i];
          controls[controls.indexOf(target) - 1].focus({ preventScroll: true });
        },
        [under[0], startY] as const,
      );
      await page.keyboard.press('Tab');
      const tabbed = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        const t = document.querySelector('[data-timeline]')!.getBoundingClientRect();
        return { inViews: document.activeElement!.closest('.lab__views') !== null, clear: r.bottom <= t.top, what: `${document.activeElement!.outerHTML.slice(0, 120)} ${r.top}-${r.bottom} vs ${t.top}` };
      });
      expect(tabbed, tabbed.what).toMatchObject({ inViews: true, clear: true });
      await screenshot(page, `walkthrough-focus-above-timeline-${view.width}x${view.height}`);
      // Upwards too: a chart button scrolled up under the sticky header comes out below it when focused.
      const up = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const headerBottom = () => document.querySelector('.app__header')!.getBoundingClientRect().bottom;
        const hidden = [...document.querySelectorAll<HTMLElement>('.lab-charts button')].filter((b) => b.getBoundingClientRect().top < headerBottom());
        return hidden.map((b) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          b.focus();
          return b.getBoundingClientRect().top >= headerBottom();
        });
      });
      expect(up.length, 'some chart button lies under the header at the end of the page').toBeGreaterThan(0);
      expect(up.every(Boolean)).toBe(true);
      // Scrolled to the end, every chart's heading is above the timeline.
      const covered = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const top = document.querySelector('[data-timeline]')!.getBoundingClientRect().top;
        return [...document.querySelectorAll<HTMLElement>('.lab-charts .tc-title')].filter((t) => t.getBoundingClientRect().bottom > top).map((t) => t.textContent);
      });
      expect(covered).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
