// The queue disciplines in Chromium, opened from lab links: CoDel's own chart (its sojourn time
// against the target, the dropping state shaded, its count) and FQ-CoDel's (the longest flow-queue
// sojourn, the flow queues with packets and dropping), offered in the chart list only for a
// discipline with something to show; the network picture's row per flow queue and its legend of
// drops by reason and ECN marks; and the numbers the lab shows (the summary's drops by reason and
// marks, the chart's values) against its CSV exports and the run itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { encodeLabState } from '../../src/share/scenarioUrl';
import { validateScenario, type ScenarioInput } from '../../src/sim/scenario/Scenario';
import type { SimSummary } from '../../src/sim/Simulation';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { exportChoice } from './chartExport';

type LabWindow = {
  lab: {
    setSpeed(s: number | 'max'): void;
    play(): void;
    pause(): void;
    status: { timeSec: number; running: boolean };
    summary: SimSummary | null;
    snapshot: { queues: Int32Array[] } | null;
    store: { length: number; lastTime: number; time: Float32Array; column(f: string): Float32Array };
  };
};
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });

/** Bufferbloat: two NewReno flows on 10 Mb/s with a 1000-packet buffer, under CoDel. */
const CODEL: ScenarioInput = {
  version: 2,
  title: 'CoDel on a deep buffer',
  durationSec: 60,
  bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 1000, queue: { kind: 'codel' } },
  flows: [
    { variant: 'newreno', access: edge(0.005), egress: edge(0.001) },
    { variant: 'newreno', access: edge(0.025), egress: edge(0.001) },
  ],
};

/** FQ-CoDel with ECN: three ECN-capable NewReno flows and an unresponsive 6 Mb/s CBR flow on 10 Mb/s. */
const FQ_CODEL: ScenarioInput = {
  version: 2,
  title: 'FQ-CoDel with ECN against a flood',
  durationSec: 60,
  tcp: { ecn: true },
  bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 300, queue: { kind: 'fq-codel', ecn: true } },
  flows: [
    { variant: 'newreno', access: edge(0.005), egress: edge(0.001) },
    { variant: 'newreno', access: edge(0.015), egress: edge(0.001) },
    { variant: 'newreno', access: edge(0.03), egress: edge(0.001) },
    { variant: 'cbr', rateBps: 6e6, access: edge(0.005), egress: edge(0.001) },
  ],
};

const linkTo = (url: string, s: ScenarioInput) => `${url}#${encodeLabState({ scenario: validateScenario(s), charts: ['aqm', 'queue'] })}`;

/** Scrolls `l` to the middle of the window (its whole height in view, clear of the sticky header). */
const centre = (l: Locator) => l.evaluate((el) => el.scrollIntoView({ block: 'center' }));

async function runTo(page: Page, t: number, speed: number): Promise<void> {
  await page.evaluate((s) => (window as unknown as LabWindow).lab.setSpeed(s), speed);
  await lab(page, (l) => l.play());
  await waitForLabTime(page, t);
  await lab(page, (l) => l.pause());
  await expect.poll(() => lab(page, (l) => l.status.running)).toBe(false);
}

/** The text of a download started by clicking `button`. */
async function download(page: Page, button: Locator): Promise<string[]> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await file.path())!, 'utf8').trimEnd().split('\n');
}

/** The value of column `name` in a one-table CSV's row `row` (1 = the first after the header). */
const cell = (csv: string[], row: number, name: string): string => csv[row].split(',')[csv[0].split(',').indexOf(name)];

describe('queue disciplines in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('CoDel: its chart (sojourn time against the 5 ms target, dropping shaded, its count), offered only for CoDel; the summary’s drops by reason as its CSV has them', async () => {
    const { page, errors } = await openLab(browser, linkTo(url, CODEL), { width: 1280, height: 800 });
    const chart = page.locator('[data-chart-id="aqm"]');
    await expect.poll(() => chart.count()).toBe(1);
    // Past the first 30 s, so the live view shows CoDel's steady state, not the start-up's burst.
    await runTo(page, 40, 10);
    // The sojourn time and its count are drawn; the target is in the legend; the dropping state is shaded where CoDel dropped.
    expect(await chart.locator('path.tc-line[data-series="codelSojournSec"]').count()).toBe(1);
    expect(await chart.locator('path.tc-line[data-series="codelCount"]').count()).toBe(1);
    expect(await chart.getByText('CoDel target 5 ms').count()).toBe(1);
    expect(await chart.locator('g.tc-state[data-state="1"]').count()).toBeGreaterThan(0);
    // The chart's CSV holds the sojourn time of every sample as the run sampled it.
    const csv = await download(page, await exportChoice(chart, "The whole run's data, as CSV"));
    expect(csv[0]).toBe('time (s),CoDel sojourn time (ms),CoDel state');
    const { times, sojourn } = await lab(page, (l) => ({ times: Array.from(l.store.time.subarray(0, l.store.length)), sojourn: Array.from(l.store.column('codelSojournSec').subarray(0, l.store.length)) }));
    const last = csv[csv.length - 1].split(',');
    // The sample the CSV's last row is (its time written to the CSV's precision; samples are ≥ 4 ms apart).
    const i = times.reduce((best, t, k) => (Math.abs(t - Number(last[0])) < Math.abs(times[best] - Number(last[0])) ? k : best), 0);
    expect(Math.abs(times[i] - Number(last[0]))).toBeLessThan(0.001);
    expect(Number(last[1])).toBeCloseTo(1000 * sojourn[i], 3);
    expect(csv.some((l) => l.endsWith(',dropping'))).toBe(true);

    // The summary: drops split into the reasons CoDel has (no RED reasons), as the bottleneck's CSV has them and the run counted them.
    const summary = (await lab(page, (l) => l.summary))!;
    const b = summary.bottleneck;
    expect(b.dropsByReason.sojourn).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('bottleneck-drops').textContent()).toBe(`bottleneck drops ${b.drops} (${b.dropsByReason.overflow} overflow, ${b.dropsByReason.sojourn} sojourn)`);
    const bottleneckCsv = await download(page, page.getByRole('button', { name: "Download the bottleneck's figures as CSV" }));
    expect(cell(bottleneckCsv, 1, 'sojourn drops (packets)')).toBe(String(b.dropsByReason.sojourn));
    expect(cell(bottleneckCsv, 1, 'drops (packets)')).toBe(String(b.drops));
    expect(bottleneckCsv[0]).not.toContain('early drops');
    await centre(chart);
    await screenshot(page, 'codel-chart-1280');

    // Projector mode: the same chart, larger.
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await page.setViewportSize({ width: 1024, height: 768 });
    await centre(chart);
    await screenshot(page, 'codel-chart-projector-1024');

    // Under DropTail (switched in the picker) the chart is neither offered nor shown.
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await page.getByRole('radio', { name: 'DropTail' }).check();
    await expect.poll(() => chart.count()).toBe(0);
    await page.getByText('Charts shown').click();
    expect(await page.getByRole('checkbox', { name: 'Queue discipline' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('FQ-CoDel with ECN: a row per flow queue in the picture, head drops and marks in its legend, its chart; marks and drops per flow as the flows CSV has them', async () => {
    const { page, errors } = await openLab(browser, linkTo(url, FQ_CODEL), { width: 1280, height: 800 });
    const chart = page.locator('[data-chart-id="aqm"]');
    await runTo(page, 10, 5);
    // The picture: its description counts the flow queues, as many as the flows with packets waiting.
    const canvas = page.locator('#network-picture canvas');
    await lab(page, (l) => l.play());
    await expect.poll(() => canvas.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/bottleneck queue holds \d+ packets in \d+ flow queues?/);
    await lab(page, (l) => l.pause());
    await expect.poll(() => lab(page, (l) => l.status.running)).toBe(false);
    const legend = page.locator('.dumbbell .legend');
    for (const words of ['drop: head overflow', 'drop: sojourn', 'ECN mark (Congestion Experienced']) expect(await legend.getByText(words, { exact: false }).count()).toBe(1);
    expect(await legend.getByText('drop: early', { exact: false }).count()).toBe(0);
    // The chart: the longest flow-queue sojourn against the target; flow queues with packets and dropping.
    for (const key of ['fqCoDelSojournSec', 'fqCoDelActiveFlows', 'fqCoDelDroppingFlows']) expect(await chart.locator(`path.tc-line[data-series="${key}"]`).count()).toBe(1);
    const active = await lab(page, (l) => Array.from(l.store.column('fqCoDelActiveFlows').subarray(0, l.store.length)));
    expect(Math.max(...active)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...active)).toBeLessThanOrEqual(4);

    // The summary table: an ECN marks column and drops by reason, per flow as the flows CSV and the run have them.
    const summary = (await lab(page, (l) => l.summary))!;
    const flowsCsv = await download(page, page.getByRole('button', { name: 'Download the summary table as CSV' }));
    expect(flowsCsv[0]).toContain('head-overflow drops (packets),sojourn drops (packets),ECN marks (packets)');
    summary.flows.forEach((f, k) => {
      expect(cell(flowsCsv, k + 1, 'ECN marks (packets)')).toBe(String(f.marks));
      expect(cell(flowsCsv, k + 1, 'sojourn drops (packets)')).toBe(String(f.dropsByReason.sojourn));
    });
    // The TCP flows are ECN-capable and marked; the CBR flood is not, and is dropped.
    expect(summary.flows.slice(0, 3).reduce((a, f) => a + f.marks, 0)).toBeGreaterThan(0);
    expect(summary.flows[3].marks).toBe(0);
    expect(summary.flows[3].drops).toBeGreaterThan(0);
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'ECN marks' }) });
    const cbrRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /CBR/ }) });
    const d = summary.flows[3].dropsByReason;
    await expect.poll(() => cbrRow.getByRole('cell').nth(4).textContent()).toBe(`${summary.flows[3].drops} (${d.overflow} overflow, ${d['head-overflow']} head-overflow, ${d.sojourn} sojourn)`);
    await expect.poll(() => page.getByTestId('bottleneck-marks').textContent()).toBe(`ECN marks ${summary.bottleneck.marks}`);

    await centre(page.locator('#network-picture'));
    await screenshot(page, 'fq-codel-picture-1280');
    await centre(chart);
    await screenshot(page, 'fq-codel-chart-1280');
    expect(errors).toEqual([]);
  });

  it('on a 390 × 844 phone: the FQ-CoDel picture and chart fit the screen', async () => {
    const { page, errors } = await openLab(browser, linkTo(url, FQ_CODEL), { width: 390, height: 844, touch: true });
    await runTo(page, 6, 5);
    await centre(page.locator('#network-picture'));
    await screenshot(page, 'fq-codel-picture-phone');
    const chart = page.locator('[data-chart-id="aqm"]');
    await centre(chart);
    await screenshot(page, 'fq-codel-chart-phone');
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('200 flows on FQ-CoDel: the picture keeps the largest flow queues and folds the rest into "others"', async () => {
    const many: ScenarioInput = {
      version: 2,
      durationSec: 60,
      bottleneck: { rateBps: 10e6, delaySec: 0.005, bufferPackets: 1000, queue: { kind: 'fq-codel' } },
      flows: [{ variant: 'newreno', count: 200, access: edge(0.005), spread: { accessDelaySec: [0.004, 0.044], startSec: [0, 2] } }],
    };
    const { page, errors } = await openLab(browser, linkTo(url, many), { width: 1280, height: 800 });
    await runTo(page, 8, 5);
    const canvas = page.locator('#network-picture canvas');
    await lab(page, (l) => l.play());
    await expect.poll(() => canvas.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/in \d{2,3} flow queues/);
    await lab(page, (l) => l.pause());
    await centre(page.locator('#network-picture'));
    await screenshot(page, 'fq-codel-200-flows-picture');
    expect(errors).toEqual([]);
  });
});
