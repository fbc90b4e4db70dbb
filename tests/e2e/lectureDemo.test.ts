// The 50-minute lecture of docs/TEACHING.md, performed in Chromium at 1024×768 in projector mode:
// RTT unfairness, RED switched on live, Vegas's α and β dragged while running, three flows added
// and one removed, rewind and branch, then a homework link made, closed, reopened and opened as a
// student. The run is driven by Step (whole simulated seconds), so every number is the same on a
// busy machine; what a class would see is asserted at each moment: the numbers the guide promises,
// the changes marked, no page wider than the screen, no control jumping, no header text overlapping.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, screenshot, waitForLabTime } from './browser';
import { useChromium } from './suite';

interface FlowSummary {
  name: string;
  goodputBps: number;
}
interface LabView {
  status: { timeSec: number };
  summary: { flows: FlowSummary[]; bottleneck: { earlyDrops: number; meanQueuePackets: number } } | null;
  scenario: { durationSec: number; changes?: { atSec: number; key: string; flow?: number; link?: number }[]; flows: { name?: string }[] };
  flows: { name: string; index: number }[];
  branch: unknown;
}
const lab = <T,>(page: Page, fn: (l: LabView) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

/** Steps the run by `sec` simulated seconds, one Step of 10 s (or less) at a time, and waits for it. */
async function stepBy(page: Page, sec: number): Promise<void> {
  const target = (await lab(page, (l) => l.status.timeSec)) + sec;
  await page.getByRole('combobox', { name: 'Step size' }).selectOption('10');
  for (let i = 0; i < Math.round(sec / 10); i++) await page.getByRole('button', { name: 'Step' }).click();
  await waitForLabTime(page, target - 1e-6);
}

/** What a projected page must never do: scroll sideways, or draw one header control over another. */
async function tidy(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    const cw = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > cw + 1);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: cw, sticking: sticking.slice(0, 6).map((e) => `${e.tagName.toLowerCase()}.${String((e as HTMLElement).className)}`) };
  });
  expect(wide.scrollWidth, JSON.stringify(wide)).toBeLessThanOrEqual(wide.clientWidth);
  const overlaps = await page.evaluate(() => {
    const els = [...document.querySelectorAll<HTMLElement>('.app__header button, .app__header select, .app__header a')].filter((e) => e.offsetParent !== null);
    const out: string[] = [];
    for (let i = 0; i < els.length; i++)
      for (let j = i + 1; j < els.length; j++) {
        const [a, b] = [els[i].getBoundingClientRect(), els[j].getBoundingClientRect()];
        if (a.width && b.width && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(`${els[i].textContent} × ${els[j].textContent}`);
      }
    return out;
  });
  expect(overlaps).toEqual([]);
}

const goodput = (s: LabView['summary'], name: string): number => s?.flows.find((f) => f.name === name)?.goodputBps ?? NaN;

describe('the 50-minute lecture, at 1024×768 in projector mode', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('tells the fairness story with live edits, and the homework link keeps what the lecturer set', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-projector'))).toBe(true);
    const playBox = async () => page.getByRole('button', { name: 'Play' }).boundingBox();
    const play0 = await playBox();

    // Set-up: a longer run, a 15-packet buffer, and a Reno flow far away (100 ms of access delay).
    const runLength = page.getByRole('textbox', { name: 'Run length' });
    await runLength.fill('240');
    await runLength.press('Enter');
    await expect.poll(() => lab(page, (l) => l.scenario.durationSec)).toBe(240);
    const buffer = page.getByRole('textbox', { name: 'Buffer' });
    await buffer.fill('15');
    await buffer.press('Enter');
    const form = page.locator('form.add-flow');
    await form.getByLabel('Name', { exact: true }).fill('Reno far');
    await form.getByRole('textbox', { name: 'Access delay' }).fill('100');
    await form.getByRole('textbox', { name: 'Access delay' }).press('Enter');
    await form.getByRole('button', { name: 'Add Reno flow' }).click();
    await expect.poll(() => lab(page, (l) => l.flows.map((f) => f.name))).toEqual(['Reno', 'Vegas', 'Reno far']);
    await tidy(page);

    // 1. RTT unfairness: the far Reno gets about half the near one's goodput (the guide says so).
    await stepBy(page, 30);
    const rtt = await lab(page, (l) => l.summary);
    expect(goodput(rtt, 'Reno far') / goodput(rtt, 'Reno')).toBeLessThan(0.75);
    await screenshot(page, 'lecture-1-rtt-unfairness');
    await tidy(page);

    // 2. RED switched on while running: early drops, marked on the timeline at 30 s.
    await page.getByRole('radio', { name: 'RED' }).check();
    // Thresholds under the 15-packet buffer, as the guide says (RED's defaults, 15/45, sit above it).
    for (const [name, value] of [['RED minTh', '5'], ['RED maxTh', '15']]) {
      const box = page.getByRole('textbox', { name });
      await box.fill(value);
      await box.press('Enter');
    }
    await expect.poll(() => lab(page, (l) => (l.scenario.changes ?? []).length)).toBeGreaterThanOrEqual(3);
    await stepBy(page, 30);
    const red = await lab(page, (l) => l.summary);
    expect(red?.bottleneck.earlyDrops).toBeGreaterThan(0);
    const queueChange = (await lab(page, (l) => l.scenario.changes ?? [])).find((c) => c.key === 'queue');
    expect(queueChange?.atSec).toBeCloseTo(30, 2);
    await screenshot(page, 'lecture-2-red-live');

    // 3. Vegas's β then α dragged up while running (arrow keys on the sliders, as a drag lands).
    const beta = page.getByRole('slider', { name: 'Vegas β slider' });
    await beta.focus();
    for (let i = 0; i < 6; i++) await beta.press('ArrowRight');
    const alpha = page.getByRole('slider', { name: 'Vegas α slider' });
    await alpha.focus();
    for (let i = 0; i < 6; i++) await alpha.press('ArrowRight');
    await expect.poll(() => lab(page, (l) => (l.scenario.changes ?? []).filter((c) => c.key === 'alpha' || c.key === 'beta').length)).toBeGreaterThan(0);
    const edits = (await lab(page, (l) => l.scenario.changes ?? [])).filter((c) => c.key === 'alpha' || c.key === 'beta');
    for (const c of edits) expect(c.atSec).toBeCloseTo(60, 1);
    await stepBy(page, 30);
    // Vegas delivers more in the 30 s after the edit than in the 30 s before it (from the
    // summaries, which cover the run from 0 s: bits = goodput × seconds).
    const after = await lab(page, (l) => l.summary);
    const bits = (s: LabView['summary'], atSec: number) => goodput(s, 'Vegas') * atSec;
    expect(bits(after, 90) - bits(red, 60)).toBeGreaterThan(bits(red, 60) - bits(rtt, 30));
    await screenshot(page, 'lecture-3-vegas-alpha-beta');
    expect(await playBox()).toEqual(play0);

    // 4. Three flows added at once, then the far Reno removed: its past stays on the charts.
    await form.getByLabel('How many').fill('3');
    await form.getByRole('button', { name: /^Add 3 / }).click();
    await expect.poll(() => lab(page, (l) => l.flows.length)).toBe(6);
    await stepBy(page, 10);
    await page.getByRole('article', { name: /^Reno far,/ }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Reno far (removed)').first().waitFor();
    await stepBy(page, 10);
    await screenshot(page, 'lecture-4-flows-added-removed');
    await tidy(page);
    expect(await playBox()).toEqual(play0);

    // 5. Rewind to about a third of the run (before the α/β edits), branch, and run the other future.
    const reached = await lab(page, (l) => l.status.timeSec);
    const slider = page.locator('[data-timeline]').getByRole('slider', { name: 'Timeline' });
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + (box.width * 50) / 240, box.y + box.height / 2);
    await expect.poll(() => lab(page, (l) => l.status.timeSec)).toBeLessThan(reached - 20);
    await page.locator('[data-timeline]').getByRole('button', { name: 'Branch here' }).click();
    const branchAt = await lab(page, (l) => l.status.timeSec);
    await page.getByRole('radio', { name: 'DropTail' }).check();
    await stepBy(page, 20);
    const panel = page.getByRole('region', { name: 'Branch' });
    await panel.waitFor({ state: 'visible' });
    // Both runs compared over the same window, after the branch point.
    const heads = await panel.locator('th').allTextContents();
    const windows = heads.map((h) => /\((\d+(?:\.\d+)?)–(\d+(?:\.\d+)?) s\)/.exec(h)).filter((m) => m !== null);
    expect(windows.length).toBe(2);
    expect(windows[0]![1]).toBe(windows[1]![1]);
    expect(Number(windows[0]![1])).toBeCloseTo(branchAt, 0);
    await screenshot(page, 'lecture-5-branch');
    await tidy(page);

    // 6. Homework: a teacher link locked except α and β, with an assignment; closed and reopened, it is all still there.
    await page.getByRole('button', { name: 'Share…' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
    await dialog.getByRole('button', { name: 'Lock everything except α and β' }).click();
    const assignment = 'Raise α until Vegas gets half of what Reno gets. Send me your link.';
    await dialog.getByRole('textbox', { name: 'Assignment shown to students (plain text)' }).fill(assignment);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Share…' }).click();
    dialog = page.getByRole('dialog');
    const teacher = dialog.locator('details.share__teacher');
    if (!(await teacher.evaluate((d) => (d as HTMLDetailsElement).open))) await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
    expect(await dialog.getByRole('textbox', { name: 'Assignment shown to students (plain text)' }).inputValue()).toBe(assignment);
    expect(await dialog.getByRole('radio', { name: 'Sharing: open' }).isChecked()).toBe(true);
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await screenshot(page, 'lecture-6-homework-link');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 7. The student opens it: the assignment, α and β open, the buffer locked, sharing open.
    const student = await openLab(browser, link, { width: 1024, height: 768 });
    const banner = student.page.getByRole('region', { name: 'From your teacher' });
    await banner.waitFor({ state: 'visible' });
    expect(await banner.locator('.teacher-banner__text').textContent()).toBe(assignment);
    expect(await student.page.getByRole('textbox', { name: 'Vegas α' }).isDisabled()).toBe(false);
    expect(await student.page.getByRole('textbox', { name: 'Buffer' }).isDisabled()).toBe(true);
    expect(await student.page.getByRole('button', { name: 'Share…' }).isEnabled()).toBe(true);
    await tidy(student.page);
    await screenshot(student.page, 'lecture-7-student');
    expect([...errors, ...student.errors]).toEqual([]);
  });
});
