// Rewind and branch in a real browser (Debian's Chromium via playwright-core): drag the timeline
// back and every view shows that moment; branch there, change the queue, run the other future,
// and both runs travel as links.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { decodeLabState } from '../../src/share/scenarioUrl';

type LabWindow = {
  lab: {
    status: { timeSec: number; running: boolean };
    furthestSec: number;
    store: { lastTime: number };
    snapshot: { timeSec: number } | null;
    summary: { timeSec: number } | null;
    scenario: { changes?: { atSec: number; key: string }[] };
    setSpeed(s: number | 'max'): void;
    play(): void;
    pause(): void;
  };
};
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

describe('rewind and branch in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('drag back: every view shows that moment; branch, switch to RED, run the other future over the faint original; both as links', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await lab(page, (l) => {
      l.setSpeed(20);
      l.play();
    });
    await waitForLabTime(page, 30);
    await lab(page, (l) => l.pause());
    await expect.poll(() => lab(page, (l) => l.status.running)).toBe(false);
    const reached = await lab(page, (l) => l.status.timeSec);
    const timeline = page.locator('[data-timeline]');
    const slider = timeline.getByRole('slider', { name: 'Timeline' });
    // Click a third of the way along the track (the run is 60 s long): about 20 s.
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeLessThan(reached - 5);
    const t = await lab(page, (l) => l.status.timeSec);
    expect(t).toBeGreaterThan(17);
    expect(t).toBeLessThan(23);
    // The charts' data, the network picture and the summary are all of that moment.
    expect(await lab(page, (l) => l.store.lastTime)).toBeLessThanOrEqual(t + 1e-6);
    await expect.poll(() => lab(page, (l) => l.snapshot?.timeSec)).toBeCloseTo(t, 6);
    await expect.poll(() => lab(page, (l) => l.summary?.timeSec)).toBeCloseTo(t, 6);
    expect(await lab(page, (l) => l.furthestSec)).toBeCloseTo(reached, 6);
    await expect(page.locator('.timeline__now').textContent()).resolves.toMatch(/run reached/);
    // Keyboard: the slider moves with the arrow keys too.
    await slider.focus();
    await slider.press('ArrowLeft');
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeLessThan(t);

    // Branch here, switch the bottleneck to RED, run 10 s of the other future.
    await timeline.getByRole('button', { name: 'Branch here' }).click();
    const branchAt = await lab(page, (l) => l.status.timeSec);
    await page.getByRole('radio', { name: 'RED' }).check();
    await expect.poll(() => lab(page, (l) => (l.scenario.changes ?? []).map((c) => c.key))).toEqual(['queue']);
    await lab(page, (l) => l.play());
    await waitForLabTime(page, branchAt + 10);
    await lab(page, (l) => l.pause());
    // The original is drawn faint under the branch, and the two are compared.
    await expect.poll(() => page.locator('path.tc-ghost').count()).toBeGreaterThan(3);
    const panel = page.getByRole('region', { name: 'Branch' });
    await expect(panel.textContent()).resolves.toMatch(/Branched at/);
    // Both runs over the same window, from the branch point (not each from 0 to where it got).
    const heads = await panel.locator('thead th').allInnerTexts();
    const from = branchAt.toFixed(2);
    expect(heads[1]).toMatch(new RegExp(`^Original \\(${from}–`));
    expect(heads[2]).toMatch(new RegExp(`^Branch \\(${from}–`));
    expect(heads[1].replace('Original', '')).toBe(heads[2].replace('Branch', ''));
    // Beside the charts, above the first, not at the page's foot.
    const panelTop = (await panel.boundingBox())!.y;
    expect(panelTop).toBeLessThan((await page.locator('[data-chart-id="cwnd"]').boundingBox())!.y);
    await page.locator('[data-chart-id="cwnd"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'rewind-branch');
    // Each run as a link: the original has no change; the branch has the switch to RED at its moment.
    const linkOf = async (name: RegExp) => {
      const href = (await panel.getByRole('link', { name }).getAttribute('href'))!;
      const r = decodeLabState(new URL(href).hash);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      return r.value.scenario;
    };
    const original = await linkOf(/Original as a link/);
    expect(original.changes ?? []).toEqual([]);
    expect(original.bottleneck.queue.kind).toBe('droptail');
    const branch = await linkOf(/This branch as a link/);
    expect(branch.changes?.map((c) => [c.key, c.atSec > branchAt && c.atSec <= branchAt + 0.0011])).toEqual([['queue', true]]);
    // Back to the original: DropTail again, no faint lines.
    await panel.getByRole('button', { name: 'Back to the original' }).click();
    await expect.poll(() => page.locator('path.tc-ghost').count()).toBe(0);
    await expect.poll(() => lab(page, (l) => (l.scenario.changes ?? []).length)).toBe(0);
    expect(errors).toEqual([]);
  });
  it('after a flow was removed, a seek shows the run as it was (no reload, the removed flow there before its removal); the other run is faint in every chart, by class and in the phase plot', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    type Lab = LabWindow['lab'] & {
      load(s: unknown): string[];
      removeFlow(i: number): void;
      flows: unknown[];
      seek(t: number): Promise<number>;
      loads: number;
      lastSeekMs: number;
      hidden: Set<number>;
      summary: { timeSec: number; flows: { name: string }[] } | null;
      store: { lastTime: number; length: number; time: Float64Array };
      scenario: { flows: { name?: string }[]; changes?: { atSec: number; key: string }[] };
    };
    const lab2 = <T>(fn: (l: Lab) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;
    const three = { version: 2, durationSec: 60, flows: [{ variant: 'reno' }, { variant: 'reno' }, { variant: 'vegas' }] };
    await page.evaluate((s) => (window as unknown as { lab: { load(s: unknown): string[] } }).lab.load(s), three);
    await expect.poll(() => lab2((l) => l.flows.length)).toBe(3);
    // The phase plot too.
    await page.getByText('Charts shown').click();
    await page.getByRole('checkbox', { name: /Phase plot/ }).check();
    await lab2((l) => {
      l.setSpeed(20);
      l.play();
    });
    await waitForLabTime(page, 15);
    await lab2((l) => l.removeFlow(1));
    await waitForLabTime(page, 30);
    await lab2((l) => l.pause());
    await expect.poll(() => lab2((l) => l.status.running)).toBe(false);
    const loads = await lab2((l) => l.loads);
    await page.evaluate('window.lab.seek(10)');
    await expect.poll(() => lab2((l) => l.status.timeSec)).toBeCloseTo(10, 6);
    // Not reloaded: the views keep the run from t = 0 up to the moment, which is 10 s.
    expect(await lab2((l) => l.loads)).toBe(loads);
    expect(await lab2((l) => l.store.time[0])).toBe(0);
    expect(await lab2((l) => l.store.lastTime)).toBeLessThanOrEqual(10 + 1e-6);
    await expect.poll(() => lab2((l) => l.summary?.timeSec)).toBeCloseTo(10, 6);
    // At 10 s Reno 2 was still running: the summary has it.
    expect(await lab2((l) => l.summary!.flows.map((f) => f.name))).toEqual(['Reno 1', 'Reno 2', 'Vegas 1']);
    // The rest of this run is faint under every chart: per flow, the CAM chart and the phase plot.
    for (const id of ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam']) {
      await expect.poll(() => page.locator(`[data-chart-id="${id}"] path.tc-ghost`).count(), { message: id }).toBeGreaterThan(0);
    }
    await expect.poll(() => page.locator('[data-chart="phase"] path.pc-ghost').count()).toBe(1);
    // By class: the other run's class means.
    await page.getByRole('button', { name: 'By class' }).click();
    await expect.poll(() => page.locator('[data-chart-id="cwnd"] path.tc-ghost').count()).toBe(2);
    await page.locator('[data-chart-id="cwnd"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'rewind-removed-by-class');
    await page.getByRole('button', { name: 'Each flow' }).click();

    // A branch here (before the removal) brings Reno 2 back into the scenario.
    await page.locator('[data-timeline]').getByRole('button', { name: 'Branch here' }).click();
    await expect.poll(() => lab2((l) => l.scenario.flows.length)).toBe(3);
    await expect.poll(() => lab2((l) => l.hidden.size)).toBe(0);
    await lab2((l) => l.play());
    await waitForLabTime(page, 15);
    await lab2((l) => l.pause());
    await page.locator('[data-chart="phase"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'rewind-removed-branch-phase');
    expect(errors).toEqual([]);
  });
  it('at 1× the clock, the timeline’s readout, slider and recorded bar follow the run as it plays, and show the exact moment once paused and after a seek', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(page, 2);
    // What the page shows, read in one go with the model's time (the views may trail it by a frame).
    const shown = () =>
      page.evaluate(() => {
        const l = (window as unknown as { lab: { status: { timeSec: number; running: boolean }; furthestSec: number } }).lab;
        const input = document.querySelector<HTMLInputElement>('[data-timeline] input[type=range]')!;
        return {
          t: l.status.timeSec,
          running: l.status.running,
          furthest: l.furthestSec,
          clock: document.querySelector('.clock__now')!.textContent!,
          readout: document.querySelector('.timeline__now')!.textContent!,
          valueText: input.getAttribute('aria-valuetext')!,
          slider: Number(input.value),
          step: Number(input.step),
          progress: document.querySelector('progress')!.value,
          bar: parseFloat(document.querySelector<HTMLElement>('.timeline__recorded')!.style.width),
        };
      });
    const a = await shown();
    await page.waitForTimeout(400);
    const b = await shown();
    for (const s of [a, b]) {
      expect(s.running).toBe(true);
      // Within a few frames of the run (a busy machine drops frames), never ahead of it.
      expect(s.t - parseFloat(s.readout)).toBeGreaterThan(-0.006);
      expect(s.t - parseFloat(s.readout)).toBeLessThan(0.5);
      expect(parseFloat(s.clock)).toBe(parseFloat(s.readout));
      expect(s.valueText).toBe(`${s.readout} of 60.00 s`);
      expect(Math.abs(s.slider - s.t)).toBeLessThan(0.5);
      expect(Math.abs(s.progress - s.t)).toBeLessThan(1);
      expect(Math.abs((s.bar / 100) * 60 - s.furthest)).toBeLessThan(0.5);
    }
    // It moves on while it plays.
    expect(parseFloat(b.readout)).toBeGreaterThan(parseFloat(a.readout));
    expect(b.slider).toBeGreaterThan(a.slider);
    // Paused: every part shows the moment the run stopped at.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await shown()).running).toBe(false);
    await expect.poll(async () => { const s = await shown(); return s.readout === `${s.t.toFixed(2)} s`; }).toBe(true);
    const p = await shown();
    expect([p.clock, p.valueText, p.progress]).toEqual([`${p.t.toFixed(2)} s`, `${p.t.toFixed(2)} s of 60.00 s`, p.t]);
    // (The style's percentage reads back to six significant digits.)
    expect(p.bar).toBeCloseTo((p.t / 60) * 100, 3);
    expect(Math.abs(p.slider - p.t)).toBeLessThanOrEqual(p.step / 2 + 1e-9);
    // A seek back: the moment sought, and how far the run had got.
    await page.evaluate('window.lab.seek(1.5)');
    await expect.poll(async () => (await shown()).readout).toBe(`1.50 s · run reached ${p.t.toFixed(2)} s`);
    const q = await shown();
    expect([q.clock, q.valueText, q.progress]).toEqual(['1.50 s', `1.50 s of 60.00 s; the run has reached ${p.t.toFixed(2)} s`, 1.5]);
    expect(q.bar).toBeCloseTo((p.t / 60) * 100, 3);
    expect(Math.abs(q.slider - 1.5)).toBeLessThanOrEqual(q.step / 2 + 1e-9);
    expect(errors).toEqual([]);
  });
});
