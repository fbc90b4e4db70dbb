// Sharing in a real browser: links reproduce runs exactly, files load, teacher links lock
// controls, embed links show the minimal view, broken links explain themselves.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { decodeLabState, encodeLabState } from '../../src/share/scenarioUrl';

type Lab = {
  status: { timeSec: number; running: boolean };
  flows: { name: string }[];
  scenario: { bottleneck: { bufferPackets: number }; flows: { beta?: number }[] };
  summary: { timeSec: number; jainIndex: number; flows: { goodputBps: number; drops: number }[] } | null;
};
const lab = <T>(page: Page, fn: string): Promise<T> => page.evaluate(`(${fn})(window.lab)`) as Promise<T>;

/** Runs the loaded scenario to `t` seconds with the Step button (deterministic, no wall clock involved). */
async function stepTo(page: Page, seconds: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Step size' }).selectOption('10');
  for (let i = 0; i < seconds / 10; i++) await page.getByRole('button', { name: 'Step' }).click();
  await waitForLabTime(page, seconds);
  await page.waitForFunction(() => (window as unknown as { lab: Lab }).lab.summary !== null);
}

async function shareLink(page: Page, configure?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<string> {
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this scenario' });
  await dialog.waitFor({ state: 'visible' });
  if (configure) await configure(dialog);
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

describe('sharing in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('a copied link opens the same scenario elsewhere and gives the same numbers at 10 s', async () => {
    const a = await openLab(browser, url);
    // Make it the user's own: a smaller buffer and a different Vegas β.
    const buffer = a.page.getByRole('textbox', { name: 'Buffer' });
    await buffer.fill('30');
    await buffer.press('Enter');
    const beta = a.page.getByRole('textbox', { name: 'Vegas β' });
    await beta.fill('5');
    await beta.press('Enter');
    await expect.poll(() => lab<number>(a.page, 'l => l.scenario.bottleneck.bufferPackets')).toBe(30);
    const link = await shareLink(a.page);
    expect(link.length).toBeLessThan(500);
    // The page's own URL carries the scenario too.
    await expect.poll(() => a.page.evaluate(() => location.hash.length)).toBeGreaterThan(3);
    await a.page.getByRole('button', { name: 'Reset' }).click();
    await stepTo(a.page, 10);
    const b = await openLab(browser, link);
    expect(await lab<number>(b.page, 'l => l.scenario.bottleneck.bufferPackets')).toBe(30);
    expect(await lab<number>(b.page, 'l => l.scenario.flows[1].beta')).toBe(5);
    await stepTo(b.page, 10);
    const sa = await lab<Lab['summary']>(a.page, 'l => l.summary');
    const sb = await lab<Lab['summary']>(b.page, 'l => l.summary');
    expect(sb).toEqual(sa);
    expect(sa!.flows[0].goodputBps).toBeGreaterThan(0);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a link made after a live α change mid-run reproduces the run exactly in a fresh page (same summary at the same time)', async () => {
    const a = await openLab(browser, url);
    await a.page.getByRole('combobox', { name: 'Step size' }).selectOption('1');
    for (let i = 0; i < 5; i++) await a.page.getByRole('button', { name: 'Step' }).click();
    await waitForLabTime(a.page, 5);
    // Mid-run: Vegas β up to 6, then α up to 4 (typed, as a lecturer would).
    for (const [name, value] of [['Vegas β', '6'], ['Vegas α', '4']]) {
      const box = a.page.getByRole('textbox', { name });
      await box.fill(value);
      await box.press('Enter');
    }
    await expect.poll(() => lab<unknown>(a.page, 'l => l.scenario.changes')).toEqual([
      { atSec: 5.001, flow: 1, key: 'beta', value: 6 },
      { atSec: 5.001, flow: 1, key: 'alpha', value: 4 },
    ]);
    // The set-up itself is unchanged: the change holds from 5.001 s, not from t = 0.
    expect(await lab<unknown>(a.page, 'l => [l.scenario.flows[1].alpha, l.scenario.flows[1].beta]')).toEqual([1, 3]);
    for (let i = 0; i < 15; i++) await a.page.getByRole('button', { name: 'Step' }).click();
    await waitForLabTime(a.page, 20);
    await a.page.waitForFunction(() => (window as unknown as { lab: Lab }).lab.summary?.flows.length === 2);
    const link = await shareLink(a.page);
    // The two changes cost about 30 characters of the link (compressed with the rest).
    const state = decodeLabState(link);
    if (!state.ok) throw new Error(state.errors.join('\n'));
    const without = encodeLabState({ ...state.value, scenario: { ...state.value.scenario, changes: undefined } });
    expect(link.length - link.indexOf('#') - 1 - without.length).toBeLessThanOrEqual(40);
    const b = await openLab(browser, link);
    expect(await lab<number>(b.page, 'l => l.scenario.changes.length')).toBe(2);
    await stepTo(b.page, 20);
    const sa = await lab<Lab['summary']>(a.page, 'l => l.summary');
    const sb = await lab<Lab['summary']>(b.page, 'l => l.summary');
    expect(sb).toEqual(sa);
    // The markers of the changes are on the replay's charts too.
    expect(await lab<string[]>(b.page, 'l => l.store.markers.map((m) => m.label)')).toEqual(['Vegas: beta = 6', 'Vegas: alpha = 4']);
    // "Start over with the current settings": α = 4, β = 6 from t = 0, no timeline.
    await b.page.getByRole('button', { name: 'Reset' }).click();
    await screenshot(b.page, 'reset-asks-how');
    await b.page.getByRole('button', { name: 'Start over with the current settings' }).click();
    await expect.poll(() => lab<unknown>(b.page, 'l => [l.scenario.changes, l.scenario.flows[1].alpha, l.scenario.flows[1].beta, l.status.timeSec]')).toEqual([undefined, 4, 6, 0]);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a slider pressed ten times as fast as the keys go, while playing, ends exactly ten steps up, and its link replays the run', async () => {
    const a = await openLab(browser, url);
    await a.page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(a.page, 2);
    const beta = a.page.getByRole('slider', { name: 'Vegas β slider' });
    await beta.focus();
    // No waiting between presses: the engine runs ahead of the frames drawn, and records each
    // edit at its own time; none may be lost or counted twice.
    for (let i = 0; i < 10; i++) await beta.press('ArrowRight');
    await a.page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => lab<number[]>(a.page, 'l => (l.scenario.changes ?? []).map((c) => c.value)')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(await lab<number>(a.page, 'l => l.settings.flows[1].beta')).toBe(13);
    expect(await beta.getAttribute('aria-valuetext')).toMatch(/^13\b/);
    // The engine runs ahead of the frames: the time it paused at comes with its next batch.
    await a.page.waitForFunction(() => {
      const l = (window as unknown as { lab: Lab }).lab;
      return !l.status.running && l.summary?.flows.length === 2 && l.summary.timeSec === l.status.timeSec;
    });
    const t = await lab<number>(a.page, 'l => l.status.timeSec');
    const link = await shareLink(a.page);
    const b = await openLab(browser, link);
    expect(await lab<number[]>(b.page, 'l => l.scenario.changes.map((c) => c.value)')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    await lab(b.page, `l => l.step(${t})`);
    await waitForLabTime(b.page, t);
    await b.page.waitForFunction(() => (window as unknown as { lab: Lab }).lab.summary !== null);
    const sa = await lab<Lab['summary']>(a.page, 'l => l.summary');
    const sb = await lab<Lab['summary']>(b.page, 'l => l.summary');
    expect(sb).toEqual(sa);
    expect(await lab<number>(b.page, 'l => l.settings.flows[1].beta')).toBe(13);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('opens a scenario file chosen with Open file…, and explains a bad one', async () => {
    const { page, errors } = await openLab(browser, url);
    const dir = mkdtempSync(join(tmpdir(), 'lab-e2e-'));
    const good = join(dir, 'two-vegas.json');
    writeFileSync(good, JSON.stringify({ version: 1, title: 'File test', flows: [{ variant: 'vegas', name: 'From file' }, { variant: 'tahoe', name: 'T' }] }));
    await page.locator('input[type=file]').setInputFiles(good);
    await expect.poll(() => lab<string[]>(page, 'l => l.flows.map((f) => f.name)')).toEqual(['From file', 'T']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ version: 1, flows: [{ variant: 'vegas', alpha: 77 }, { variant: 'reno', name: '<img src=x onerror=alert(1)>' }] }));
    await page.locator('input[type=file]').setInputFiles(bad);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be opened' });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toContain('flows[0].alpha: must be a whole number from 0 to 30 packets (got 77)');
    // Nothing from the file became HTML.
    expect(await page.locator('img[src=x]').count()).toBe(0);
    await alert.getByRole('button', { name: 'Open the valid part' }).click();
    await expect.poll(() => lab<string[]>(page, 'l => l.flows.map((f) => f.name)')).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('img[src=x]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a teacher link locks the chosen controls', async () => {
    const a = await openLab(browser, url);
    const link = await shareLink(a.page, async (dialog) => {
      await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
      await dialog.getByRole('radio', { name: 'Bottleneck link: locked' }).check();
      await dialog.getByRole('radio', { name: 'Queue discipline: locked' }).check();
      await dialog.getByRole('radio', { name: 'Adding flows: hidden' }).check();
    });
    const b = await openLab(browser, link);
    await b.page.getByRole('status').filter({ hasText: 'Your teacher has fixed some controls' }).waitFor();
    expect(await b.page.getByRole('textbox', { name: 'Buffer' }).isDisabled()).toBe(true);
    expect(await b.page.getByRole('slider', { name: 'Buffer slider' }).isDisabled()).toBe(true);
    expect(await b.page.getByRole('radio', { name: 'RED' }).isDisabled()).toBe(true);
    expect(await b.page.getByRole('button', { name: /^Add .* flow$/ }).count()).toBe(0);
    // What stays open still works: Vegas β can change.
    const beta = b.page.getByRole('textbox', { name: 'Vegas β' });
    await beta.fill('4');
    await beta.press('Enter');
    await expect.poll(() => lab<number>(b.page, 'l => l.scenario.flows[1].beta')).toBe(4);
    await screenshot(b.page, 'share-teacher-link');
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a teacher link can open already run to a chosen time, paused', async () => {
    const a = await openLab(browser, url);
    const link = await shareLink(a.page, async (dialog) => {
      await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
      await dialog.getByRole('textbox', { name: /Open already run to/ }).fill('7.5');
    });
    const b = await openLab(browser, link);
    await waitForLabTime(b.page, 7.5);
    expect(await b.page.evaluate(() => (window as unknown as { lab: { status: { running: boolean } } }).lab.status.running)).toBe(false);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('an embed link shows the minimal view with a link out to the full lab', async () => {
    const a = await openLab(browser, url);
    const link = await shareLink(a.page, async (dialog) => {
      await dialog.getByRole('checkbox', { name: /Embed view/ }).check();
    });
    const b = await openLab(browser, link, { width: 960, height: 720 });
    expect(await b.page.getByRole('link', { name: /Open in the full lab/ }).count()).toBe(1);
    expect(await b.page.locator('.lab__controls').count()).toBe(0);
    await b.page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(b.page, 1.01);
    await screenshot(b.page, 'share-embed');
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a broken link says what is wrong and opens the default scenario', async () => {
    for (const hash of ['#1~garbage~~', '#9~newer', '#1zAAAA', `#1${'~'.repeat(5)}`]) {
      const { page, errors } = await openLab(browser, `${url}${hash}`);
      const alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
      await alert.waitFor({ state: 'visible' });
      expect(await alert.textContent()).toMatch(/\(link\)|: /);
      expect(await lab<string[]>(page, 'l => l.flows.map((f) => f.name)')).toEqual(['Reno', 'Vegas']);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
