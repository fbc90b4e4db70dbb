// The CUBIC and BBR state charts in Chromium: offered in the chart list once such a flow runs,
// shown by the presets that ask for them, drawn from the running simulation with their marks (CUBIC: the cubic
// curve, W_max and K; BBR: the state band, the true bottleneck rate and propagation RTT), carried
// by the lab's link, redrawn after a rewind, exported as CSV, and in projector mode.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { exportChoice } from './chartExport';

type LabWindow = {
  lab: { setSpeed(s: number | 'max'): void; play(): void; pause(): void; seek(t: number): Promise<number>; flows: { name: string }[]; status: { timeSec: number; running: boolean }; store: { lastTime: number } };
};
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

async function loadPreset(page: Page, name: string, flows: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption(name);
  await expect.poll(() => lab(page, (l) => l.flows.map((f) => f.name).join())).toBe(flows);
}

/** The chart a preset declares is ticked in the chart list on load (the preset asks the reader to watch it). */
async function expectShownByPreset(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('checkbox', { name }).isChecked()).toBe(true);
}

/** Plays at `speed` past `t`, pauses, and goes back to exactly `t` (however far a busy machine ran past it). */
async function runTo(page: Page, t: number, speed: number): Promise<void> {
  await page.evaluate((s) => (window as unknown as LabWindow).lab.setSpeed(s), speed);
  await lab(page, (l) => l.play());
  await waitForLabTime(page, t);
  await lab(page, (l) => l.pause());
  await expect.poll(() => lab(page, (l) => l.status.running)).toBe(false);
  await page.evaluate((to) => (window as unknown as LabWindow).lab.seek(to), t);
  const at = (to: number) => {
    const l = (window as unknown as LabWindow).lab;
    return Math.abs(l.status.timeSec - to) < 0.05 && Math.abs(l.store.lastTime - to) < 0.05;
  };
  await expect.poll(() => page.evaluate(at, t)).toBe(true);
}

/** x of a vertical mark, y of a rule, in the plot's coordinates. */
const attr = async (l: Locator, name: string): Promise<number> => Number(await l.getAttribute(name));

describe('variant state charts in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('CUBIC: the window against the cubic curve of its epoch, W_max and K marked; kept by the link and after a rewind', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByText('Charts shown').click();
    // The default scenario has no CUBIC flow: the chart is not offered.
    expect(await page.getByRole('checkbox', { name: 'CUBIC: window and cubic curve' }).count()).toBe(0);
    await loadPreset(page, 'cubic-vs-newreno-lfp', 'CUBIC,NewReno');
    expect(await page.getByRole('checkbox', { name: 'BBR: state and estimates' }).count()).toBe(0);
    await expectShownByPreset(page, 'CUBIC: window and cubic curve');
    const chart = page.locator('[data-chart-id="cubic"]');
    // By 18 s CUBIC is in an epoch after a loss (its K may lie ahead of the latest sample).
    await runTo(page, 18, 5);
    // The flow picker offers the CUBIC flow only.
    const picker = chart.getByRole('combobox', { name: 'Flow' });
    expect(await picker.locator('option').allTextContents()).toEqual(['CUBIC']);
    // W_max: a horizontal line with its value; K: a vertical line with its time.
    const wMax = chart.locator('text.tc-rule-label', { hasText: /^W_max = \d+ packets$/ });
    await expect.poll(() => wMax.count()).toBe(1);
    const k = chart.locator('line.tc-timemark[data-mark="k"]');
    expect(await k.count()).toBe(1);
    expect(await chart.locator('text.tc-timemark-label[data-mark="k"]').textContent()).toMatch(/^K = \d+\.\d\d s$/);
    expect(await chart.locator('text.tc-timemark-label[data-mark="epoch"]').textContent()).toBe('epoch start');
    // The curve is drawn, and at K it is at W_max: the curve's path, or its projection ahead of the
    // latest sample when K is still to come, passes the rule's height near K's x.
    const curve = chart.locator('path.tc-line[data-series="curve"]');
    expect(await curve.count()).toBe(1);
    // (A path leaves out the points of a flat run, as the curve is at K: interpolate between the two around K.)
    const pathPoints = async (series: string) => {
      const path = chart.locator(`path.tc-line[data-series="${series}"]`);
      if ((await path.count()) === 0) return [];
      return ((await path.getAttribute('d')) ?? '').match(/-?\d+(\.\d+)?,-?\d+(\.\d+)?/g)!.map((p) => p.split(',').map(Number));
    };
    // How far the curve at K is from W_max's rule, px, read from one drawing: on a busy machine the
    // chart may still be redrawing the moment the run was brought to, so the reading is repeated
    // until the drawing settles.
    const offAtK = async (): Promise<number> => {
      const kx = await attr(k, 'x1');
      const ruleY = await attr(chart.locator('line.tc-rule').first(), 'y1');
      const points = [...(await pathPoints('curve')), ...(await pathPoints('projected'))].sort((a, b) => a[0] - b[0]);
      const after = points.findIndex(([x]) => x >= kx);
      if (after <= 0) return Infinity;
      const [[x0, y0], [x1, y1]] = [points[after - 1], points[after]];
      const yAtK = x1 === x0 ? y1 : y0 + ((y1 - y0) * (kx - x0)) / (x1 - x0);
      return Math.abs(yAtK - ruleY);
    };
    await expect.poll(offAtK).toBeLessThan(2);
    expect(await chart.locator('svg[role="img"]').first().getAttribute('aria-label')).toMatch(/^CUBIC: window and cubic curve: CUBIC: cwnd \(packets\) against time/);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'cubic-chart-1280');

    // The link carries the chart.
    await page.waitForTimeout(500);
    const again = await openLab(browser, page.url());
    await expect.poll(() => again.page.locator('[data-chart-id="cubic"] figure').count()).toBeGreaterThan(0);

    // Rewind to 10 s, inside the same epoch: the chart shows that moment with the same W_max and K.
    const marks = async () => [await wMax.textContent(), await chart.locator('text.tc-timemark-label[data-mark="k"]').textContent()];
    const before = await marks();
    await lab(page, (l) => void l.seek(10));
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeLessThan(10.5);
    await expect.poll(() => lab(page, (l) => l.store.lastTime)).toBeLessThan(10.5);
    await page.waitForTimeout(300);
    expect(await marks()).toEqual(before);
    await screenshot(page, 'cubic-chart-rewound');
    // Projector mode and the smaller screen.
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'cubic-chart-projector');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'cubic-chart-1024');
    expect(errors).toEqual([]);
    expect(again.errors).toEqual([]);
  });

  it('CUBIC: following live right after the first loss, the view reaches K and the curve is drawn ahead to it (1280×800, projector at 1024×768)', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await loadPreset(page, 'cubic-vs-newreno-lfp', 'CUBIC,NewReno');
    await page.getByText('Charts shown').click();
    await expectShownByPreset(page, 'CUBIC: window and cubic curve');
    const chart = page.locator('[data-chart-id="cubic"]');
    // Follow live at a span of 20·0.8⁷ = 4.2 s: K (about 6 s past an epoch that starts at about 1.7 s)
    // is past the right edge of the latest 4.2 s, and marked only if the view reaches ahead to it.
    const plot = chart.getByRole('group', { name: /chart$/ }).first();
    await plot.focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('+');
    await chart.getByRole('button', { name: 'Follow live' }).first().click();
    await expect.poll(() => chart.getByRole('button', { name: 'Follow live' }).first().getAttribute('aria-pressed')).toBe('true');
    const k = chart.locator('line.tc-timemark[data-mark="k"]');
    const projected = chart.locator('path.tc-line[data-series="projected"]');
    await page.evaluate(() => (window as unknown as LabWindow).lab.setSpeed(2));
    await lab(page, (l) => l.play());
    // HyStart leaves slow start at about 1 s with no loss: an epoch with K = 0 and no W_max. The first
    // loss (about 1.3 s) sets W_max; the epoch after its recovery has K of about 6 s, marked at once.
    // Watched in the page, every frame, and paused in the frame it shows: a poll from the test's
    // process, a round trip each, let a busy machine's run go on past the moment.
    await page.waitForFunction(
      () => {
        const c = document.querySelector('[data-chart-id="cubic"]');
        const kLabels = c ? [...c.querySelectorAll('text.tc-timemark-label[data-mark="k"]')] : [];
        const wMaxLabels = c ? [...c.querySelectorAll('text.tc-rule-label')].filter((e) => /^W_max = \d+ packets$/.test(e.textContent ?? '')) : [];
        const afterLoss = wMaxLabels.length === 1 && kLabels.length === 1 && kLabels[0].textContent !== 'K = 0.00 s';
        if (afterLoss) (window as unknown as LabWindow).lab.pause();
        return afterLoss;
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    await expect.poll(() => lab(page, (l) => l.status.running)).toBe(false);
    await page.waitForTimeout(300);
    expect(await lab(page, (l) => l.status.timeSec)).toBeLessThan(4);
    // K is inside the plot, ahead of the latest sample: the projection starts left of it and runs past it.
    const plotWidth = await attr(chart.locator('.tc-grid line').first(), 'x2');
    const kx = await attr(k, 'x1');
    expect(kx).toBeGreaterThan(0);
    expect(kx).toBeLessThanOrEqual(plotWidth);
    const xs = ((await projected.getAttribute('d')) ?? '').match(/-?\d+(\.\d+)?(?=,)/g)!.map(Number);
    expect(xs[0]).toBeLessThan(kx);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(kx);
    expect(await chart.locator('.tc-legend li', { hasText: 'W_cubic(t) projected ahead' }).count()).toBe(1);
    // The SVG export carries the projection and its legend line.
    const svgChoice = await exportChoice(chart, 'SVG of the visible window');
    const [svgFile] = await Promise.all([page.waitForEvent('download'), svgChoice.click()]);
    const svg = readFileSync((await svgFile.path())!, 'utf8');
    expect(svg).toMatch(/data-series="projected"/);
    expect(svg).toContain('W_cubic(t) projected ahead');
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'cubic-projected-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await chart.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const kxProjector = await attr(k, 'x1');
    expect(kxProjector).toBeLessThanOrEqual(await attr(chart.locator('.tc-grid line').first(), 'x2'));
    await screenshot(page, 'cubic-projected-projector-1024');
    expect(errors).toEqual([]);
  });

  it('BBR: its states as a band, BtlBw and pacing rate against the true rate, RTprop against the propagation RTT; exported as CSV', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800, reducedMotion: true });
    await loadPreset(page, 'bufferbloat-bbr', 'BBR');
    await page.getByText('Charts shown').click();
    expect(await page.getByRole('checkbox', { name: 'CUBIC: window and cubic curve' }).count()).toBe(0);
    await expectShownByPreset(page, 'BBR: state and estimates');
    const chart = page.locator('[data-chart-id="bbr"]');
    // Past 10 s: STARTUP, DRAIN, PROBE_BW and one PROBE_RTT.
    await runTo(page, 14, 10);
    await chart.getByRole('button', { name: 'Whole run' }).first().click();
    const states = async () => new Set(await chart.locator('g.tc-state').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state'))));
    // Codes: 4 × state + phase (STARTUP 0, DRAIN 4, PROBE_BW 8/9/10, PROBE_RTT 12).
    await expect.poll(async () => [...(await states())].filter((c) => ['0', '8', '12'].includes(c!)).sort()).toEqual(['0', '12', '8']);
    const legend = chart.getByRole('list', { name: /BBR: state and estimates: BBR: legend/ });
    for (const item of ['BtlBw (estimate)', 'Pacing rate', 'true bottleneck rate 10 Mb/s', 'STARTUP', 'DRAIN', 'PROBE_BW, cruising (gain 1)', 'PROBE_RTT']) {
      expect(await legend.getByText(item, { exact: true }).count(), item).toBe(1);
    }
    // The true values as reference lines: the link's rate, the flow's propagation RTT.
    const propMs = Math.round((await lab(page, (l) => (l.flows[0] as unknown as { baseRttSec: number }).baseRttSec)) * 1000);
    expect(await chart.getByRole('list', { name: /min-RTT estimate: BBR: legend/ }).getByText(`true propagation RTT ${propMs} ms`, { exact: true }).count()).toBe(1);
    expect(await chart.locator('line.tc-rule').count()).toBe(2);
    expect(await chart.locator('path.tc-line[data-series="btlbw"]').count()).toBe(1);
    expect(await chart.locator('path.tc-line[data-series="pacing"]').count()).toBe(1);
    expect(await chart.locator('path.tc-line[data-series="rtprop"]').count()).toBe(1);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'bbr-chart-1280');
    // CSV: the estimates and the state of every sample.
    const csvChoice = await exportChoice(chart, "The whole run's data, as CSV");
    const [download] = await Promise.all([page.waitForEvent('download'), csvChoice.click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\n');
    expect(csv[0]).toBe('time (s),Pacing rate (b/s),BtlBw (estimate) (b/s),BBR state');
    expect(csv.some((l) => l.endsWith(',STARTUP'))).toBe(true);
    expect(csv.some((l) => l.endsWith(',PROBE_RTT'))).toBe(true);
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'bbr-chart-projector');
    expect(errors).toEqual([]);
  });
});
