// The TCP settings in a real browser: folded away by default, the profile and the start-up options
// labelled and changeable (each restarts the run), and the handshake drawn in the network picture.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeLabs, launch, openLab, screenshot, waitForLabTime } from './browser';

type LabWindow = {
  lab: {
    status: { timeSec: number };
    scenario: { profile: string; tcp: { synHandshake: boolean; delayedGrowth: boolean; headerBytes: number; sack: boolean } } | null;
    snapshot: { wire: Float64Array } | null;
    load(s: unknown, runToSec?: number, play?: boolean): string[];
  };
};

const lab = <T>(page: Page, fn: (w: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

describe('TCP settings', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    url = inject('baseUrl');
    browser = await launch();
  });

  afterEach(closeLabs);

  it('are folded away; open, they change the profile and the start-up options, each restarting the run', async () => {
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      const { page, errors } = await openLab(browser, url, { width, height });
      const profile = page.getByLabel('TCP profile');
      expect(await profile.isVisible()).toBe(false);
      await page.getByText('TCP settings', { exact: true }).click();
      expect(await profile.inputValue()).toBe('standard');
      expect(await page.getByLabel('SYN handshake').isChecked()).toBe(true);
      expect(await page.getByLabel('Delayed growth').isChecked()).toBe(true);
      expect(await page.getByLabel('SACK').isChecked()).toBe(false);
      await page.getByLabel('SACK').check();
      await expect.poll(() => lab(page, (l) => l.scenario?.tcp.sack)).toBe(true);
      await page.getByText('TCP settings', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `tcp-settings-${width}x${height}`);
      // ns-2.35 runs without SACK: the ns2 profile turns it off and says why.
      await profile.selectOption('ns2');
      await expect.poll(() => lab(page, (l) => l.scenario?.profile)).toBe('ns2');
      expect(await lab(page, (l) => l.scenario?.tcp.sack)).toBe(false);
      expect(await page.getByLabel('SACK').isDisabled()).toBe(true);
      expect(await page.getByText('SACK is off in the ns2 profile').isVisible()).toBe(true);
      await page.getByLabel('SYN handshake').uncheck();
      await expect.poll(() => lab(page, (l) => l.scenario?.tcp.synHandshake)).toBe(false);
      expect(await lab(page, (l) => l.status.timeSec)).toBe(0);
      expect(errors).toEqual([]);
    }
  });

  it('draws the SYN and the SYN-ACK while the connection opens', async () => {
    const { page, errors } = await openLab(browser, url);
    // A 400 ms bottleneck: at 0.2 s the SYNs are on the wire and no data has left yet.
    const problems = await page.evaluate(() =>
      (window as unknown as LabWindow).lab.load(
        { version: 2, bottleneck: { rateBps: 1_500_000, delaySec: 0.4, bufferPackets: 50 }, flows: [{ variant: 'reno' }, { variant: 'vegas' }] },
        0.2,
        false,
      ),
    );
    expect(problems).toEqual([]);
    await waitForLabTime(page, 0.2);
    await expect.poll(() => lab(page, (l) => (l.snapshot ? Array.from(l.snapshot.wire.filter((_, i) => i % 5 === 2)) : []))).toEqual([2, 2]);
    await screenshot(page, 'tcp-handshake-syn');
    expect(errors).toEqual([]);
  });
});
