// The Chiu–Jain phase plot in a real browser (Debian's Chromium via playwright-core): chosen from
// the chart list, drawn from the running simulation, carried by the lab's link.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';

type LabWindow = { lab: { load(s: unknown): string[]; setSpeed(s: number | 'max'): void; play(): void; pause(): void; flows: { name: string }[] } };
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

describe('the phase plot in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('draws two Reno flows moving in the plane, their losses, and the ideal AIMD path; the link keeps the chart', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await lab(page, (l) => {
      const flow = (name: string, startSec: number) => ({ variant: 'reno', name, startSec, access: { rateBps: 1e7, delaySec: 0.01 }, egress: { rateBps: 1e7, delaySec: 0.001 } });
      l.load({ version: 2, durationSec: 60, bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 30, queue: { kind: 'droptail' } }, flows: [flow('A', 0), flow('B', 5)] });
    });
    await expect.poll(() => lab(page, (l) => l.flows.map((f) => f.name).join())).toBe('A,B');
    await page.getByText('Charts shown').click();
    await page.getByRole('checkbox', { name: 'Phase plot (Chiu–Jain)' }).check();
    const phase = page.locator('[data-chart="phase"]');
    await expect.poll(() => phase.count()).toBe(1);
    await lab(page, (l) => {
      l.setSpeed(20);
      l.play();
    });
    await waitForLabTime(page, 25);
    await lab(page, (l) => l.pause());
    // The trajectory is drawn in fading pieces, the newest opaque; losses are marked on it.
    await expect.poll(() => phase.locator('path.pc-trail').count()).toBeGreaterThan(4);
    expect(await phase.locator('path.pc-trail').last().getAttribute('stroke-opacity')).toBe('1');
    expect(await phase.locator('path.pc-loss').count()).toBeGreaterThan(0);
    expect(await phase.locator('circle.pc-now').count()).toBe(1);
    expect(await phase.locator('svg[role="img"]').getAttribute('aria-label')).toMatch(/A \(x₁\) against B \(x₂\)/);
    // The ideal AIMD path appears on demand.
    expect(await phase.locator('path.pc-ideal').count()).toBe(0);
    await phase.getByLabel('Ideal AIMD').check();
    expect(await phase.locator('path.pc-ideal').count()).toBe(1);
    // Swapping the axes by choosing the other flow for x₁.
    await phase.getByRole('combobox', { name: 'x₁' }).selectOption({ label: 'B' });
    await expect.poll(() => phase.locator('svg[role="img"]').getAttribute('aria-label')).toMatch(/B \(x₁\) against A \(x₂\)/);
    await phase.scrollIntoViewIfNeeded();
    await screenshot(page, 'phase-plot');
    // The address now names the phase plot among the charts: opening it shows the plot again.
    await page.waitForTimeout(500);
    const link = page.url();
    const again = await openLab(browser, link);
    await expect.poll(() => again.page.locator('[data-chart="phase"]').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(again.errors).toEqual([]);
  });

  it('with one flow, says it needs two', async () => {
    const { page, errors } = await openLab(browser, url);
    await lab(page, (l) => l.load({ version: 2, durationSec: 10, flows: [{ variant: 'reno', name: 'Solo' }] }));
    await expect.poll(() => lab(page, (l) => l.flows.map((f) => f.name).join())).toBe('Solo');
    await page.getByText('Charts shown').click();
    await page.getByRole('checkbox', { name: 'Phase plot (Chiu–Jain)' }).check();
    await expect.poll(() => page.locator('[data-chart="phase"]').textContent()).toMatch(/compares two flows/);
    expect(errors).toEqual([]);
  });
});
