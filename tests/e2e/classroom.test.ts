// What a lecturer sees in Chromium at 1024 × 768 in projector mode: presets open on the charts
// their descriptions talk about; projector mode survives a reload and the way Lab → Course →
// lesson, with the lab's small print grown alongside the charts, and no zoom hint flashing over
// charts the page scrolls past; an embedded teacher link keeps its assignment and its open sliders.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openLab, screenshot, waitForLab, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { CONTROL_IDS } from '../../src/share/controls';
import { GESTURE_GAP_MS } from '../../src/ui/charts/wheelGesture';
import { encodeLabState } from '../../src/share/scenarioUrl';
import { PRESETS } from '../../src/sim/scenario/presets';
import { validateScenario } from '../../src/sim/scenario/Scenario';
import { exportChoice } from './chartExport';

const PROJECTOR = { width: 1024, height: 768 };

type LabWindow = { lab: { flows: { name: string }[] } };

async function loadPreset(page: Page, name: string, flows: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption(name);
  await expect.poll(() => page.evaluate(() => (window as unknown as LabWindow).lab.flows.map((f) => f.name).join())).toBe(flows);
}

/** The charts on the page, in order. */
const chartsShown = (page: Page) => page.locator('[data-chart-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chart-id')));

const fontPx = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));

const projectorButton = (page: Page) => page.getByRole('button', { name: 'Projector mode' });

/** Clicks a download button and returns the file's bytes and suggested name. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

describe('in the lecture hall', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('a preset opens on the charts it talks about, and no chart with nothing to draw is shown or offered', async () => {
    const { page, errors } = await openLab(browser, url, PROJECTOR);
    await projectorButton(page).click();
    await loadPreset(page, 'bufferbloat-bbr', 'BBR');
    // "Watch BBR's state chart": first, on load; no empty CAM placeholder.
    await expect.poll(() => chartsShown(page)).toEqual(['bbr', 'queue', 'rtt', 'throughput', 'cwnd']);
    expect(await page.getByText(/No Vegas-family flow is running/).count()).toBe(0);
    await page.getByText('Charts shown').click();
    expect(await page.getByRole('checkbox', { name: 'Vegas: expected vs actual rate' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'CUBIC: window and cubic curve' }).count()).toBe(0);
    await page.locator('[data-chart-id="bbr"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'classroom-bbr-preset-1024-projector');

    // The next preset does not inherit this one's charts: CUBIC's chart, and no BBR chart.
    await loadPreset(page, 'cubic-vs-newreno-lfp', 'CUBIC,NewReno');
    await expect.poll(() => chartsShown(page)).toEqual(['cubic', 'cwnd', 'queue', 'throughput', 'fairness', 'rtt']);
    expect(await page.getByRole('checkbox', { name: 'BBR: state and estimates' }).count()).toBe(0);
    // And back to a Vegas preset: the CAM chart is back, the CUBIC chart gone.
    await loadPreset(page, 'reno-vs-vegas-droptail', 'Reno,Vegas');
    await expect.poll(() => chartsShown(page)).toEqual(['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam']);
    expect(errors).toEqual([]);
  });

  it('projector mode is kept over a reload and from the lab to the course and a lesson; the course has its own button', async () => {
    const { page, errors } = await openLab(browser, url, PROJECTOR);
    const pressed = () => projectorButton(page).getAttribute('aria-pressed');
    expect(await pressed()).toBe('false');
    // A step of the run, so the summary has figures (before any it says "not yet").
    await page.getByRole('button', { name: 'Step' }).click();
    await page.locator('.summary table').first().waitFor();
    const smallLabel = await fontPx(page, '.lab__controls .field__label');
    const smallCell = await fontPx(page, '.summary table');
    await projectorButton(page).click();
    // The sidebar's slider labels and the summary table grow with the charts.
    const label = await fontPx(page, '.lab__controls .field__label');
    const cell = await fontPx(page, '.summary table');
    expect(smallLabel).toBeLessThan(14);
    expect(label).toBeGreaterThanOrEqual(16);
    expect(cell).toBeGreaterThanOrEqual(17);
    expect(cell).toBeGreaterThan(smallCell);
    // So do the panels' headings: none smaller than the type it heads (h2) or the labels (h3).
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll('.lab :is(h2, h3)')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => ({ name: `${e.tagName} ${(e.textContent ?? '').trim().slice(0, 30)}`, h2: e.tagName === 'H2', px: parseFloat(getComputedStyle(e).fontSize) })),
    );
    expect(headings.length).toBeGreaterThan(3);
    const body = await fontPx(page, '.lab');
    for (const h of headings) expect(h.px, h.name).toBeGreaterThanOrEqual(h.h2 ? body : label);
    await screenshot(page, 'classroom-lab-1024-projector');

    await page.reload();
    await waitForLab(page);
    expect(await pressed()).toBe('true');
    expect(await page.locator('.app.projector').count()).toBe(1);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Course' }).click();
    await page.locator('[data-lesson-id="reno-sawtooth"]').waitFor();
    expect(await pressed()).toBe('true');
    expect(await page.locator('.app.projector').count()).toBe(1);
    await screenshot(page, 'classroom-course-1024-projector');

    await page.locator('[data-lesson-id="reno-sawtooth"] a').first().click();
    await page.locator('[data-lesson-part="predict"]').waitFor();
    expect(await pressed()).toBe('true');
    // Turned off on the lesson, it is off back on the course.
    await projectorButton(page).click();
    await page.goBack();
    await page.locator('[data-lesson-id="reno-sawtooth"]').waitFor();
    expect(await pressed()).toBe('false');
    expect(errors).toEqual([]);
  });

  it('scrolling the page with the wheel past the charts flashes no zoom hint over them; wheeling over a chart shows it', async () => {
    const { page, errors } = await openLab(browser, url, PROJECTOR);
    await page.evaluate(() => {
      (window as unknown as { hints: number }).hints = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches('.tc-wheel-hint')) (window as unknown as { hints: number }).hints++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The pointer rests on the network picture, above the charts; the wheel scrolls the page down.
    // One gesture is wheel events at most GESTURE_GAP_MS apart as the page received them: on a busy
    // machine this test's process can fall asleep between two notches, and the notches after that
    // gap are a new gesture (begun over a chart). Such a try says nothing, and is made again.
    await page.evaluate(() => {
      const w = window as unknown as { wheelAt: number[] };
      w.wheelAt = [];
      window.addEventListener('wheel', (e) => w.wheelAt.push(e.timeStamp), { capture: true, passive: true });
    });
    let oneGesture = false;
    for (let attempt = 0; attempt < 3 && !oneGesture; attempt++) {
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        (window as unknown as { wheelAt: number[] }).wheelAt = [];
      });
      await page.waitForTimeout(GESTURE_GAP_MS + 100); // the last try's gesture over
      const picture = (await page.locator('.lab__views canvas').first().boundingBox())!;
      await page.mouse.move(picture.x + picture.width / 2, picture.y + 20);
      const hintsBefore = await page.evaluate(() => (window as unknown as { hints: number }).hints);
      for (let i = 0; i < 12; i++) {
        await page.mouse.wheel(0, 120);
        await page.waitForTimeout(30); // wheel notches a hand makes, not a wait for a condition
      }
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const { gaps, hints } = await page.evaluate(() => {
        const at = (window as unknown as { wheelAt: number[] }).wheelAt;
        return { gaps: at.slice(1).map((t, i) => t - at[i]), hints: (window as unknown as { hints: number }).hints };
      });
      oneGesture = gaps.length === 11 && Math.max(...gaps) <= GESTURE_GAP_MS;
      if (oneGesture) expect(hints - hintsBefore, 'zoom hints shown while the wheel scrolled the page').toBe(0);
    }
    expect(oneGesture, 'the twelve notches arrived as one gesture in one of three tries').toBe(true);

    // A pause, then the wheel turned with the pointer resting on a chart: the hint says how to zoom.
    await page.waitForTimeout(600); // longer than a wheel gesture's gap (GESTURE_GAP_MS)
    const plot = (await page.locator('[data-chart-id="rtt"] .tc-plot').first().boundingBox())!;
    await page.mouse.move(plot.x + plot.width / 2, Math.max(plot.y, 0) + Math.min(plot.height, 768 - Math.max(plot.y, 0)) / 2);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => (window as unknown as { hints: number }).hints)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('exports for slides and spreadsheets: an SVG any reader draws, with the chart’s note; a slide-wide PNG; tidy CSV tables; every series in one file', async () => {
    const { page, errors } = await openLab(browser, url, PROJECTOR);
    await page.evaluate(() => (window as unknown as { lab: { setSpeed(s: number): void; play(): void } }).lab.setSpeed(10));
    await page.evaluate(() => (window as unknown as { lab: { play(): void } }).lab.play());
    await waitForLabTime(page, 6);
    await page.evaluate(() => (window as unknown as { lab: { pause(): void } }).lab.pause());
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    const svg = (await download(page, await exportChoice(cwnd, 'SVG of the visible window'))).bytes.toString('utf8');
    expect(svg).not.toMatch(/style="/);
    expect(svg).toMatch(/<path[^>]* stroke="[^"]+"/);
    expect(svg).toContain('ssthresh');
    const png = (await download(page, await exportChoice(cwnd, 'PNG of the visible window'))).bytes;
    // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1920);

    const lines = (b: Buffer) => b.toString('utf8').trimEnd().split('\n');
    const flowsCsv = lines((await download(page, page.getByRole('button', { name: 'Download the summary table as CSV' }))).bytes);
    expect(flowsCsv[0]).toMatch(/^measured from \(s\),measured to \(s\),flow,variant,/);
    expect(flowsCsv.slice(1).map((l) => l.split(',')[2])).toEqual(['Reno', 'Vegas']);
    const bottleneck = lines((await download(page, page.getByRole('button', { name: "Download the bottleneck's figures as CSV" }))).bytes);
    expect(bottleneck).toHaveLength(2);
    expect(bottleneck[0]).toMatch(/jain index/);
    const run = await download(page, page.getByRole('button', { name: 'Download every series of the run as CSV' }));
    const rows = lines(run.bytes);
    expect(rows[0]).toBe('time (s),series,flow,value');
    const seriesOf = (flow: string) => new Set(rows.slice(1).filter((r) => r.split(',')[2] === flow).map((r) => r.split(',')[1]));
    expect([...seriesOf('Reno')]).toEqual(expect.arrayContaining(['cwnd', 'srttSec', 'goodputBps']));
    expect([...seriesOf('Vegas')]).toEqual(expect.arrayContaining(['cwnd', 'diffPackets']));
    expect([...seriesOf('')]).toEqual(expect.arrayContaining(['queuePackets', 'jainWhole']));
    expect(Math.max(...rows.slice(1).map((r) => Number(r.split(',')[0])))).toBeGreaterThanOrEqual(5.9);
    await page.locator('.summary').scrollIntoViewIfNeeded();
    await screenshot(page, 'classroom-summary-exports-1024');
    expect(errors).toEqual([]);
  });

  it('200 flows: the by-class summary fits beside the sidebar at 1280 × 800 and at 1024 × 768 in projector mode, and the histogram names its classes', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByRole('combobox', { name: 'Scenario' }).selectOption('many-flows-200');
    await expect.poll(() => page.evaluate(() => (window as unknown as LabWindow).lab.flows.length)).toBe(200);
    await page.evaluate(() => (window as unknown as { lab: { setSpeed(s: number): void } }).lab.setSpeed(50));
    await page.evaluate(() => (window as unknown as { lab: { play(): void } }).lab.play());
    await waitForLabTime(page, 12);
    await page.evaluate(() => (window as unknown as { lab: { pause(): void } }).lab.pause());
    const summary = page.locator('.summary');
    await summary.locator('.summary__class-row').first().waitFor();
    const fits = () => summary.locator('.table-scroll').evaluate((box) => ({ table: box.querySelector('table')!.scrollWidth, box: box.clientWidth }));
    const lastColumnShown = () =>
      summary.locator('.summary__class-row td').last().evaluate((td) => {
        const r = td.getBoundingClientRect();
        const box = td.closest('.table-scroll')!.getBoundingClientRect();
        return r.right <= box.right + 0.5 && r.width > 0;
      });
    for (const [w, h, projector] of [
      [1280, 800, false],
      [1024, 768, true],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      if (projector) await projectorButton(page).click();
      const f = await fits();
      expect(f.table, `${w}×${h}`).toBeLessThanOrEqual(f.box);
      expect(await lastColumnShown(), `Mean queued at ${w}×${h}`).toBe(true);
      const legend = summary.getByRole('list', { name: 'Classes' });
      expect(await legend.innerText()).toMatch(/Vegas \(100 flows\)[\s\S]*Reno \(100 flows\)/);
      await summary.scrollIntoViewIfNeeded();
      await screenshot(page, `classroom-many-flows-summary-${w}${projector ? '-projector' : ''}`);
    }
    expect(errors).toEqual([]);
  });

  it('an embedded teacher link keeps the assignment and the sliders the teacher left open (α and β)', async () => {
    const scenario = validateScenario(PRESETS['reno-vs-vegas-droptail']);
    const locked = CONTROL_IDS.filter((id) => id !== 'flow.alpha' && id !== 'flow.beta');
    const state = { scenario, embed: true, teacher: { locked, hidden: [], start: { paused: true as const }, assignment: 'Find the α and β that give Vegas half the link.' } };
    const { page, errors } = await openLab(browser, `${url}#${encodeLabState(state)}`, PROJECTOR);
    await expect.poll(() => page.locator('.teacher-banner').innerText()).toMatch(/Assignment: Find the α and β that give Vegas half the link\./);
    for (const name of ['Vegas α', 'Vegas β']) expect(await page.getByRole('textbox', { name }).isEditable()).toBe(true);
    // What the teacher locked stays locked.
    expect(await page.getByRole('textbox', { name: /^Bottleneck rate/ }).first().isEditable()).toBe(false);
    const alpha = page.getByRole('textbox', { name: 'Vegas α' });
    await alpha.fill('2');
    await alpha.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { lab: { flowSettings(i: number): { alpha?: number } } }).lab.flowSettings(1).alpha)).toBe(2);
    await screenshot(page, 'classroom-embed-teacher-1024');
    expect(errors).toEqual([]);
  });
});
