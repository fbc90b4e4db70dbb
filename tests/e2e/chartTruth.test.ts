// Charts that draw only what was there, in Chromium: a flow that starts late is drawn from its
// start, the fair share and the buffer as they were at each moment, the phase plot of two equal
// Reno flows on axes that fit the link, and a whole-run SVG export styled by attributes alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openLab, SCREENSHOTS, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { exportChoice } from './chartExport';

type LabWindow = { lab: { load(s: unknown): string[]; setSpeed(s: number | 'max'): void; play(): void; pause(): void; flows: { name: string }[] } };
const lab = <T>(page: Page, fn: (l: LabWindow['lab']) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

const flow = (name: string, startSec: number) => ({ variant: 'reno', name, startSec, access: { rateBps: 1e7, delaySec: 0.01 }, egress: { rateBps: 1e7, delaySec: 0.001 } });
/** Reno A from 0 s, Reno B from 10 s; the buffer raised from 8 to 25 packets at 15 s. */
const LATE_JOIN = {
  version: 2,
  durationSec: 30,
  bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 8, queue: { kind: 'droptail' } },
  flows: [flow('A', 0), flow('B', 10)],
  changes: [{ atSec: 15, link: 0, key: 'bufferPackets', value: 25 }],
};

/** A drawn line's points, in plot pixels. */
async function points(line: Locator): Promise<[number, number][]> {
  const d = (await line.getAttribute('d')) ?? '';
  return d
    .split(/[ML]/)
    .filter(Boolean)
    .map((p) => p.split(',').map(Number) as [number, number]);
}

async function plotWidth(chart: Locator): Promise<number> {
  return Number(await chart.locator('svg.tc-svg clipPath rect').first().getAttribute('width'));
}

/**
 * When a chart's line begins, seconds: its first point's x over the time range its summary names,
 * both read from one drawing (read in two round trips, a redraw between them mixed two views).
 */
async function startSec(chart: Locator, key: string): Promise<number> {
  return chart.evaluate((el, key) => {
    const svg = el.querySelector('svg.tc-svg');
    const [, from, to] = /against time, ([\d.]+) to ([\d.]+) s/.exec(svg?.getAttribute('aria-label') ?? '') ?? [];
    const first = /^M(-?[\d.]+),/.exec(el.querySelector(`path[data-series="${key}"]`)?.getAttribute('d') ?? '');
    const width = Number(el.querySelector('svg.tc-svg clipPath rect')?.getAttribute('width'));
    return first ? Number(from) + (Number(first[1]) / width) * (Number(to) - Number(from)) : NaN;
  }, key);
}

async function runLateJoin(page: Page): Promise<void> {
  await page.evaluate((s) => (window as unknown as LabWindow).lab.load(s), LATE_JOIN);
  await expect.poll(() => lab(page, (l) => l.flows.map((f) => f.name).join())).toBe('A,B');
  await lab(page, (l) => {
    l.setSpeed(20);
    l.play();
  });
  await waitForLabTime(page, 25);
  await lab(page, (l) => l.pause());
}

describe('charts in Chromium draw only what was there', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('a flow starting at 10 s is drawn from 10 s; the fair share and the buffer step where they changed', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await runLateJoin(page);
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    await cwnd.getByRole('button', { name: 'Whole run', exact: true }).click();
    // The whole run, 0–25 s: B's window and RTT begin where it started (no window of 1, no RTT of 0, before).
    for (const [id, key] of [
      ['cwnd', 'cwnd-1'],
      ['rtt', 'rtt-1'],
    ] as const) {
      const chart = page.locator(`[data-chart-id="${id}"]`);
      // (Polled: each chart redraws in its own frame slot after the view changed.)
      await expect.poll(() => startSec(chart, key), { message: `${id}: where B's line begins, s` }).toSatisfy((s: number) => s > 9.9 && s < 10.3);
    }
    // The fair share: 1.5 Mb/s while A was alone, 750 kb/s after B joined (higher on screen first).
    const tput = page.locator('[data-chart-id="throughput"]');
    await expect.poll(async () => new Set((await points(tput.locator('path[data-series="fair"]'))).map(([, y]) => y)).size).toBe(2);
    const fair = await points(tput.locator('path[data-series="fair"]'));
    expect(fair[0][1]).toBeLessThan(fair.at(-1)![1]);
    expect(await tput.locator('.tc-legend').textContent()).toContain('fair share 750 kb/s (link / 2) now');
    // The buffer: 8 packets until 15 s, 25 after.
    const queue = page.locator('[data-chart-id="queue"]');
    // (Polled: each chart redraws in its own frame slot after the view changed.)
    const bufferStepSec = async () => {
      const label = (await queue.locator('svg.tc-svg').getAttribute('aria-label')) ?? '';
      const [, from, to] = /against time, ([\d.]+) to ([\d.]+) s/.exec(label) ?? [];
      const buffer = await points(queue.locator('path[data-series="buffer"]'));
      const stepAt = buffer.findIndex(([, y]) => y !== buffer[0][1]);
      return buffer[0][1] > buffer.at(-1)![1] ? Number(from) + (buffer[stepAt][0] / (await plotWidth(queue))) * (Number(to) - Number(from)) : NaN;
    };
    await expect.poll(bufferStepSec).toBeCloseTo(15, 0);
    // The last time-tick label stays clear of the axis title.
    for (const id of ['cwnd', 'throughput', 'queue', 'rtt']) {
      const gap = await page.locator(`[data-chart-id="${id}"] .tc-axis-x`).evaluate((axis) => {
        const labels = [...axis.querySelectorAll(':scope > g > text')].map((t) => t.getBoundingClientRect());
        const title = axis.querySelector('.tc-axis-title')!.getBoundingClientRect();
        return Math.min(...labels.map((r) => title.left - r.right));
      });
      expect(gap, id).toBeGreaterThan(3);
    }
    await cwnd.scrollIntoViewIfNeeded();
    await cwnd.screenshot({ path: `${SCREENSHOTS}/late-join-cwnd-1280.png` });
    await tput.screenshot({ path: `${SCREENSHOTS}/late-join-fair-share-1280.png` });
    await queue.screenshot({ path: `${SCREENSHOTS}/late-join-buffer-1280.png` });
    expect(errors).toEqual([]);
  });

  it('on a phone (390×844): the same lines', async () => {
    const { page, errors } = await openLab(browser, url, { width: 390, height: 844, touch: true });
    await runLateJoin(page);
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    await cwnd.getByRole('button', { name: 'Whole run', exact: true }).click();
    await expect.poll(() => startSec(cwnd, 'cwnd-1')).toSatisfy((s: number) => s > 9.9 && s < 10.3);
    await cwnd.scrollIntoViewIfNeeded();
    await cwnd.screenshot({ path: `${SCREENSHOTS}/late-join-cwnd-390.png` });
    const tput = page.locator('[data-chart-id="throughput"]');
    await tput.scrollIntoViewIfNeeded();
    await tput.screenshot({ path: `${SCREENSHOTS}/late-join-fair-share-390.png` });
    expect(errors).toEqual([]);
  });

  it('a whole-run SVG: the run from 0 s, its note, every line stroked by attributes', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await runLateJoin(page);
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    const choice = await exportChoice(cwnd, 'SVG of the whole run');
    const [file] = await Promise.all([page.waitForEvent('download'), choice.click()]);
    expect(file.suggestedFilename()).toMatch(/^congestion-window-whole-run-0\.0-\d+\.\ds\.svg$/);
    const svg = readFileSync((await file.path())!, 'utf8');
    expect(svg).toContain('Thin dotted lines: ssthresh');
    // Self-contained for converters that read no CSS (ImageMagick, editors): every line's stroke an
    // attribute, no style attribute or class rule needed; B's line begins at its start, as on screen.
    const doc = await page.evaluate((text) => {
      const d = new DOMParser().parseFromString(text, 'image/svg+xml');
      const lines = [...d.querySelectorAll('path.tc-line')];
      return { lines: lines.length, stroked: lines.filter((l) => /^(#[0-9a-f]{6}|rgb\(\d+, \d+, \d+\))$/i.test(l.getAttribute('stroke') ?? '')).length, styled: d.querySelectorAll('[style]').length, errors: d.querySelectorAll('parsererror').length };
    }, svg);
    expect(doc).toEqual({ lines: 4, stroked: 4, styled: 0, errors: 0 });
    // Outside a browser: librsvg (what ImageMagick and many editors delegate SVG to) draws every
    // line in its colour. CI installs it (.ci/run).
    const dir = mkdtempSync(join(tmpdir(), 'svg-export-'));
    writeFileSync(join(dir, 'chart.svg'), svg);
    const r = spawnSync('rsvg-convert', ['--zoom', '2', '-o', join(dir, 'chart.png'), join(dir, 'chart.svg')], { encoding: 'utf8' });
    expect(r.status, r.stderr || String(r.error)).toBe(0);
    const png = readFileSync(join(dir, 'chart.png')).toString('base64');
    const inked = await page.evaluate(
      async ({ png, svgText }) => {
        const d = new DOMParser().parseFromString(svgText, 'image/svg+xml');
        const colours = [...new Set([...d.querySelectorAll('path.tc-line')].map((l) => l.getAttribute('stroke')!))];
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const px = g.getImageData(0, 0, c.width, c.height).data;
        const rgb = (s: string) => {
          g.fillStyle = s;
          const h = g.fillStyle as string;
          return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
        };
        return colours.map((s) => {
          const [r0, g0, b0] = rgb(s);
          let n = 0;
          for (let i = 0; i < px.length; i += 4) if (Math.abs(px[i] - r0) + Math.abs(px[i + 1] - g0) + Math.abs(px[i + 2] - b0) < 30 && px[i + 3] > 200) n++;
          return n;
        });
      },
      { png, svgText: svg },
    );
    expect(inked.length).toBeGreaterThanOrEqual(2);
    // Each flow's colour covers at least a line's length of pixels (a run-long line, not a legend swatch).
    for (const n of inked) expect(n).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });

  it('the phase plot of two equal Reno flows: axes that fit the link, the current point named, drawn once per round trip', async () => {
    for (const [width, height, touch] of [
      [1280, 800, false],
      [390, 844, true],
    ] as const) {
      const { page, errors } = await openLab(browser, url, { width, height, touch });
      await lab(page, (l) => {
        const f = (name: string, startSec: number) => ({ variant: 'reno', name, startSec, access: { rateBps: 1e7, delaySec: 0.01 }, egress: { rateBps: 1e7, delaySec: 0.001 } });
        l.load({ version: 2, durationSec: 120, bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 30, queue: { kind: 'droptail' } }, flows: [f('Reno 1', 0), f('Reno 2', 5)] });
      });
      await expect.poll(() => lab(page, (l) => l.flows.length)).toBe(2);
      await page.getByText('Charts shown').click();
      const box = page.getByRole('checkbox', { name: 'Phase plot (Chiu–Jain)' });
      if (!(await box.isChecked())) await box.check();
      const phase = page.locator('[data-chart="phase"]');
      await expect.poll(() => phase.count()).toBe(1);
      await lab(page, (l) => {
        l.setSpeed('max');
        l.play();
      });
      await waitForLabTime(page, 90, 120_000);
      await lab(page, (l) => l.pause());
      // The axes end at 1.8 Mb/s (1.5 Mb/s and room), not at a slow start's overshoot.
      const ticks = (await phase.locator('.tc-axis text:not(.tc-axis-title)').allTextContents()).map(Number);
      expect(Math.max(...ticks)).toBeLessThanOrEqual(2);
      expect(Math.max(...ticks)).toBeGreaterThanOrEqual(1.5);
      await expect.poll(() => phase.locator('.pc-legend').textContent()).toMatch(/now \(\d+\.\d\s+s\)/);
      expect(await phase.locator('.tc-note').textContent()).toContain('once per round trip');
      // Every tick label inside the plot's box.
      const outside = await phase.locator('svg.tc-svg').evaluate((svg) => {
        const b = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('.tc-axis text')].filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5;
        }).length;
      });
      expect(outside).toBe(0);
      // The ideal AIMD path from the same start: a path of many steps, not a stub along an axis.
      await phase.getByLabel('Ideal AIMD').check();
      const ideal = (await phase.locator('path.pc-ideal').getAttribute('d')) ?? '';
      expect(ideal.split('L').length).toBeGreaterThan(20);
      await phase.scrollIntoViewIfNeeded();
      await phase.screenshot({ path: `${SCREENSHOTS}/phase-two-reno-${width}.png` });
      expect(errors).toEqual([]);
    }
  });
});
