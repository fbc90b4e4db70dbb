// What a lecturer reaches for, in Chromium: a header that reads at 1280 px and on a 1024×768
// projector, whole-run views and exports, scenario context and help, flows edited after
// creation, teacher links and the keyboard.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeLabs, launch, openLab, screenshot, type LabPage } from './browser';

/** The header's controls grouped into rows by their vertical centre; and any control whose text wrapped. */
async function headerRows(page: Page): Promise<{ rows: number; wrapped: string[]; overflowPx: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('.app__header')!;
    const els = [...header.querySelectorAll<HTMLElement>('button, select, a, .clock, h1')].filter((e) => e.offsetParent !== null);
    const centres = new Set<number>();
    const wrapped: string[] = [];
    for (const e of els) {
      const r = e.getBoundingClientRect();
      centres.add(Math.round((r.top + r.height / 2) / 12));
      const line = parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.4;
      if (e.tagName !== 'SELECT' && r.height > 2.2 * line) wrapped.push((e.textContent ?? e.tagName).trim());
    }
    return { rows: centres.size, wrapped, overflowPx: document.documentElement.scrollWidth - window.innerWidth };
  });
}

describe('the lab in a lecture (Chromium)', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    url = inject('baseUrl');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(closeLabs);

  const open = (opts?: Parameters<typeof openLab>[2], hash = ''): Promise<LabPage> => openLab(browser, url + hash, opts);

  it('the header is two tidy rows at 1280 px and at 1024 px, in projector mode too', async () => {
    for (const [width, height] of [[1280, 800], [1024, 768]]) {
      const { page, errors } = await open({ width, height });
      for (const projector of [false, true]) {
        if (projector) await page.getByRole('button', { name: 'Projector mode' }).click();
        const h = await headerRows(page);
        expect(h, `${width}×${height}${projector ? ' projector' : ''}`).toEqual({ rows: 2, wrapped: [], overflowPx: 0 });
      }
      await screenshot(page, `header-${width}`);
      expect(errors).toEqual([]);
    }
  });
});
