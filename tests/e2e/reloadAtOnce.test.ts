// An edit survives a reload made at once, before the address's debounced write: the page writes
// it when hidden or unloaded, and the reload takes it.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { openLab, waitForLab } from './browser';
import { useChromium } from './suite';

/** The buffer the page's address holds (null where it holds no scenario). */
const linkedBuffer = (href: string): number | null => {
  const d = decodeLabState(new URL(href).hash);
  return d.ok ? d.value.scenario.bottleneck.bufferPackets : null;
};

const buffer = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { lab: { scenario: { bottleneck: { bufferPackets: number } } } }).lab.scenario.bottleneck.bufferPackets);

/** Types `value` into the Buffer box, confirms it with Enter, and reloads the page at once. */
async function typeBufferAndReload(page: import('playwright-core').Page, value: number): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Buffer' });
  await box.fill(String(value));
  await box.press('Enter');
  await page.reload();
  await waitForLab(page);
}

describe('reload at once', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('Buffer 33, Enter, reload at once: the lab reopens with 33', async () => {
    const { page, errors } = await openLab(browser, url);
    expect(await buffer(page)).toBe(50);
    await typeBufferAndReload(page, 33);
    expect(await buffer(page)).toBe(33);
    expect(linkedBuffer(page.url())).toBe(33);
    expect(await page.getByRole('textbox', { name: 'Buffer' }).inputValue()).toBe('33');
    expect(errors).toEqual([]);
  });

  it('Buffer 33, Enter, reload with the page slow to arrive (the old page runs on meanwhile): the lab reopens with 33', async () => {
    const { page, errors } = await openLab(browser, url);
    // The reload's page arrives after the address's debounced write would have run.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await typeBufferAndReload(page, 33);
    expect(await buffer(page)).toBe(33);
    expect(linkedBuffer(page.url())).toBe(33);
    expect(errors).toEqual([]);
  });

  it('the address handed to a reload is used once: a later reload after more edits shows the later edits', async () => {
    const { page, errors } = await openLab(browser, url);
    await typeBufferAndReload(page, 33);
    await page.getByRole('textbox', { name: 'Buffer' }).fill('40');
    await page.getByRole('textbox', { name: 'Buffer' }).press('Enter');
    // This time the debounced write happens before the reload.
    await expect.poll(() => linkedBuffer(page.url())).toBe(40);
    await page.reload();
    await waitForLab(page);
    expect(await buffer(page)).toBe(40);
    expect(errors).toEqual([]);
  });
});
