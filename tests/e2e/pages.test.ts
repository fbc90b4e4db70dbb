// The app's pages in Chromium: the lab at `/` (its `#` links untouched), other pages by query
// string, moving between them without losing the lab's run.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openLab, openPage } from './browser';
import { useChromium } from './suite';

describe('pages', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('an address naming no page says so and links to the lab, which opens in place', async () => {
    const { page, errors } = await openPage(browser, `${url}?abuot`);
    await expect.poll(() => page.getByRole('heading', { name: /No page called “abuot”/ }).count()).toBe(1);
    expect(await page.title()).toMatch(/not found/i);
    await page.getByRole('main').getByRole('link', { name: 'Lab' }).click();
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length === 2);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('a lab link with a fragment still opens the lab on its scenario', async () => {
    // The README's default-scenario link.
    const { page, errors } = await openLab(browser, `${url}#1zG42moRFNeoEhhRUA`);
    expect(await page.evaluate(() => (window as unknown as { lab: { flows: { variant: string }[] } }).lab.flows.map((f) => f.variant))).toEqual(['reno', 'vegas']);
    expect(await page.title()).toBe('TCP Fairness Lab');
    expect(errors).toEqual([]);
  });
});
