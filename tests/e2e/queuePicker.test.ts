// The queue picker in a real browser: one choice per registered discipline, the chosen one's
// parameters as labelled fields and switches from its module, every change applied live and put
// on the timeline, a broken rule explained without applying, and touch-sized on a phone.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUEUE_MODULES } from '../../src/sim/queue/registry';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';

interface LabView {
  status: { timeSec: number };
  scenario: { changes?: { atSec: number; key: string; value: unknown }[] } | null;
  /** The set-up in force now (the scenario with the timeline's changes so far). */
  settings: { bottleneck: { queue: Record<string, unknown> } } | null;
}
const lab = <T,>(page: Page, fn: (l: LabView) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

const queueChanges = (page: Page) => lab(page, (l) => (l.scenario?.changes ?? []).filter((c) => c.key === 'queue').map((c) => c.value as Record<string, unknown>));

describe('the queue picker', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('lists every discipline; PIE and its parameters apply live, on the timeline', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    const picker = page.getByRole('group', { name: 'Queue discipline' });
    for (const m of QUEUE_MODULES) await expect.poll(() => picker.getByRole('radio', { name: m.label, exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Step' }).click();
    await waitForLabTime(page, 0.1);
    await picker.getByRole('radio', { name: 'PIE' }).check();
    await expect.poll(() => lab(page, (l) => l.settings?.bottleneck.queue.kind)).toBe('pie');
    expect((await queueChanges(page)).at(-1)).toEqual({ kind: 'pie', targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false });

    const target = page.getByRole('textbox', { name: 'PIE target delay' });
    await target.fill('0.02');
    await target.press('Enter');
    await expect.poll(async () => (await queueChanges(page)).at(-1)?.targetDelaySec).toBe(0.02);
    await page.getByRole('checkbox', { name: 'PIE ECN marking' }).check();
    await expect.poll(async () => (await queueChanges(page)).at(-1)?.ecn).toBe(true);
    for (const name of ['PIE update period', 'PIE α', 'PIE β', 'PIE max burst']) expect(await page.getByRole('textbox', { name }).isVisible(), name).toBe(true);
    await screenshot(page, 'queue-picker-pie');

    // RED's rule, from its module: a minTh above maxTh is explained, not applied.
    await picker.getByRole('radio', { name: 'RED' }).check();
    const before = (await queueChanges(page)).length;
    const minTh = page.getByRole('textbox', { name: 'RED minTh' });
    await minTh.fill('60');
    await minTh.press('Enter');
    await expect.poll(() => page.getByText(/must be less than RED maxTh \(45\)/).isVisible()).toBe(true);
    expect((await queueChanges(page)).length).toBe(before);
    expect(errors).toEqual([]);
  });

  it('DRR and its quantum (ns-2.35\'s 250 B by default) apply live, on the timeline, on a desktop and a phone', async () => {
    for (const [viewport, name] of [
      [{ width: 1280, height: 800 }, 'queue-picker-drr'],
      [{ width: 390, height: 844, touch: true }, 'queue-picker-drr-phone'],
    ] as const) {
      const { page, errors } = await openLab(browser, url, viewport);
      const picker = page.getByRole('group', { name: 'Queue discipline' });
      await picker.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Step' }).click();
      await waitForLabTime(page, 0.1);
      await picker.getByRole('radio', { name: 'DRR' }).check();
      await expect.poll(() => lab(page, (l) => l.settings?.bottleneck.queue.kind)).toBe('drr');
      expect((await queueChanges(page)).at(-1)).toEqual({ kind: 'drr', quantumBytes: 250 });
      const quantum = page.getByRole('textbox', { name: 'DRR quantum' });
      await quantum.fill('1500');
      await quantum.press('Enter');
      await expect.poll(async () => (await queueChanges(page)).at(-1)).toEqual({ kind: 'drr', quantumBytes: 1500 });
      await picker.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('on a phone, every choice and switch is a 44 px touch target', async () => {
    const { page, errors } = await openLab(browser, url, { width: 390, height: 844, touch: true });
    const picker = page.getByRole('group', { name: 'Queue discipline' });
    await picker.scrollIntoViewIfNeeded();
    await picker.getByRole('radio', { name: 'PIE' }).check();
    await expect.poll(() => lab(page, (l) => l.settings?.bottleneck.queue.kind)).toBe('pie');
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.queue-kind label, .queue-params .checkbox')].map((e) => ({ text: e.textContent, height: e.getBoundingClientRect().height })),
    );
    expect(heights.length).toBe(QUEUE_MODULES.length + 1);
    for (const h of heights) expect(h.height, h.text ?? '').toBeGreaterThanOrEqual(44);
    // Every discipline fits the phone's width: nothing scrolls sideways.
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, picker: document.querySelector('.queue-kind')!.getBoundingClientRect().right }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.picker).toBeLessThanOrEqual(widths.client);
    await picker.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'queue-picker-pie-phone');
    expect(errors).toEqual([]);
  });
});
