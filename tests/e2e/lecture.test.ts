// What a lecturer reaches for, in Chromium: a header that reads at 1280 px and on a 1024×768
// projector, whole-run views and exports, scenario context and help, flows edited after
// creation, teacher links and the keyboard.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, openPage, screenshot, waitForLabTime, type LabPage } from './browser';
import { useChromium } from './suite';
import { exportChoice } from './chartExport';
import { headerRows } from './fit';

describe('the lab in a lecture (Chromium)', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  const open = (opts?: Parameters<typeof openLab>[2], hash = ''): Promise<LabPage> => openLab(browser, url + hash, opts);

  it('the header is two tidy rows at 1280 px and at 1024 px, in projector mode too, with nothing overlapping (a modified scenario included)', async () => {
    for (const [width, height] of [[1280, 800], [1024, 768]]) {
      const { page, errors } = await open({ width, height });
      for (const projector of [false, true]) {
        if (projector) await page.getByRole('button', { name: 'Projector mode' }).click();
        const h = await headerRows(page);
        expect(h, `${width}×${height}${projector ? ' projector' : ''}`).toEqual({ rows: 2, wrapped: [], overflowPx: 0, overlaps: [], titleCutTo: null });
      }
      // Modified: the header says so, still without overlapping anything.
      const buffer = page.getByRole('textbox', { name: 'Buffer' });
      await buffer.fill('40');
      await buffer.press('Enter');
      await page.locator('.app__header .tag').first().waitFor({ state: 'attached' });
      for (const projector of [true, false]) {
        if (!projector) await page.getByRole('button', { name: 'Projector mode' }).click();
        expect(await headerRows(page), `${width}×${height}${projector ? ' projector' : ''}, modified`).toEqual({ rows: 2, wrapped: [], overflowPx: 0, overlaps: [], titleCutTo: null });
      }
      await screenshot(page, `header-${width}`);
      expect(errors).toEqual([]);
    }
  });

  it('chart headers read cleanly at 1280×800, 1024×768 and in projector mode: titles whole, tools on one line, nothing wrapped or overlapping, and charts side by side start their plots level', async () => {
    for (const [width, height] of [[1280, 800], [1024, 768]]) {
      const { page, errors } = await open({ width, height });
      for (const projector of [false, true]) {
        if (projector) await page.getByRole('button', { name: 'Projector mode' }).click();
        // The Vegas chart draws once the first samples have arrived (until then it says it is waiting).
        await page.waitForFunction(() => !document.querySelector('.lab__views figure.tc--empty'));
        const heads = await page.evaluate(() => {
          const rect = (e: Element) => e.getBoundingClientRect();
          const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
          return [...document.querySelectorAll('.lab__views figure.tc')].map((fig) => {
            const head = fig.querySelector('.tc-head')!;
            const parts = [...head.children].filter((e) => (e as HTMLElement).offsetParent !== null);
            const buttons = [...fig.querySelectorAll<HTMLElement>('.tc-tools .tc-btn')];
            const tops = new Set(buttons.map((b) => Math.round(rect(b).top)));
            const wrappedText = [...parts, ...buttons].filter((e) => {
              const cs = getComputedStyle(e);
              const line = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.3;
              return e.tagName !== 'SELECT' && e.tagName !== 'LABEL' && rect(e).height > 1.9 * line + parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom) + 2;
            });
            const overlaps: string[] = [];
            for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) if (overlap(rect(parts[i]), rect(parts[j]))) overlaps.push(`${parts[i].className} × ${parts[j].className}`);
            const f = rect(fig);
            const out = [...parts, ...buttons].filter((e) => rect(e).right > f.right + 0.5 || rect(e).left < f.left - 0.5).map((e) => e.className);
            const title = fig.querySelector<HTMLElement>('.tc-title')!;
            return {
              title: title.textContent,
              cut: title.scrollWidth > title.clientWidth + 1,
              toolRows: tops.size,
              wrapped: wrappedText.map((e) => e.textContent),
              overlaps,
              outside: out,
              left: Math.round(f.left),
              top: Math.round(f.top),
              plotTop: Math.round(rect(fig.querySelector('.tc-plot')!).top),
            };
          });
        });
        const where = `${width}×${height}${projector ? ' projector' : ''}`;
        await page.locator('.lab-charts').first().scrollIntoViewIfNeeded();
        await screenshot(page, `chart-heads-${width}${projector ? '-projector' : ''}`);
        expect(heads.length, where).toBeGreaterThanOrEqual(4);
        for (const h of heads) expect.soft({ cut: h.cut, toolRows: h.toolRows, wrapped: h.wrapped, overlaps: h.overlaps, outside: h.outside }, `${where}: ${h.title}`).toEqual({ cut: false, toolRows: 1, wrapped: [], overlaps: [], outside: [] });
        // Charts in one row of the grid start their plots at the same height.
        for (const a of heads) for (const b of heads) if (a.top === b.top && a.left !== b.left) expect.soft(a.plotTop, `${where}: ${a.title} beside ${b.title}`).toBe(b.plotTop);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
      }
      expect(errors).toEqual([]);
    }
  });

  it('says what is on screen: the scenario title and description stay, and say "modified" after an edit', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    const header = page.locator('.app__header');
    const title = 'Reno takes the queue: one Reno and one Vegas flow on a DropTail bottleneck';
    await expect.poll(() => header.locator('.scenario-title').textContent()).toBe(title);
    const panel = page.getByRole('complementary', { name: 'Experiment settings' }).locator('.scenario-panel');
    expect(await panel.textContent()).toContain('Reno keeps filling the queue until it overflows');
    expect(await page.getByText('modified', { exact: true }).count()).toBe(0);

    const buffer = page.getByRole('textbox', { name: 'Buffer' });
    await buffer.fill('30');
    await buffer.press('Enter');
    await expect.poll(() => header.getByText('modified', { exact: true }).count()).toBe(1);
    // A reset keeps the edit, so the scenario is still modified.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForTimeout(300);
    expect(await header.getByText('modified', { exact: true }).count()).toBe(1);
    // Back to the loaded value: no longer modified.
    await buffer.fill('50');
    await buffer.press('Enter');
    await expect.poll(() => header.getByText('modified', { exact: true }).count()).toBe(0);

    // Another preset: its title, unmodified.
    await page.getByRole('combobox', { name: 'Scenario' }).selectOption('tsang-two-vegas');
    await expect.poll(() => header.locator('.scenario-title').textContent()).toMatch(/^Tsang & Chang: two Vegas/);
    expect(await header.getByText('modified', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a help panel says what each chart shows and how to read it; it closes back to its button', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'How to read the lab' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const name of ['Network', 'Congestion window', 'Bottleneck queue', 'Throughput', "Jain's fairness index", 'Round-trip time', 'Summary']) {
      expect(await dialog.getByRole('heading', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await dialog.textContent()).toContain('Diff below α');
    await screenshot(page, 'help-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
    expect(errors).toEqual([]);
  });

  it('the About page says what is and is not simulated, links the validation report, and the lab survives the visit', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (window as unknown as { lab: { status: { timeSec: number } } }).lab.status.timeSec > 1);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'About the model' }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?about');
    for (const h of ['What is simulated', 'What is not', 'Units', 'How it was validated']) {
      expect(await page.getByRole('heading', { name: h }).count(), h).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'validation report' }).getAttribute('href')).toBe('?validation');
    await screenshot(page, 'about-1280');
    // Back in the lab: the same run, not a new one.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Lab' }).click();
    await page.waitForFunction(() => (window as unknown as { lab: { status: { timeSec: number } } }).lab.status.timeSec > 1.5);
    expect(new URL(page.url()).hash.length).toBeGreaterThan(1);
    expect(await page.locator('.lab__views svg path').count()).toBeGreaterThan(5);
    // And /?about opens directly.
    const direct = await openPage(browser, `${url}?about`);
    await expect.poll(() => direct.page.getByRole('heading', { name: 'About the model' }).count()).toBe(1);
    expect(errors).toEqual([]);
    expect(direct.errors).toEqual([]);
  });

  it('"Whole run" shows the whole run on every chart; CSV exports hold the whole run and the summary table', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    await page.evaluate(() => (window as unknown as { lab: { step(s: number): void } }).lab.step(45));
    await waitForLabTime(page, 45);
    const cwnd = page.locator('[data-chart-id="cwnd"]');
    const ticks = () => cwnd.locator('.tc-axis-x text:not(.tc-axis-title)').allTextContents();
    // Following: the last 20 s only (once the charts have drawn a frame at 45 s).
    await expect.poll(ticks).not.toContain('0');
    await cwnd.getByRole('button', { name: 'Whole run', exact: true }).click();
    await expect.poll(ticks).toContain('0');
    expect(Math.max(...(await ticks()).map(Number).filter(Number.isFinite))).toBeGreaterThanOrEqual(30);
    // Every chart shares the window, and says so.
    expect(await page.getByRole('button', { name: 'Whole run', exact: true, pressed: true }).count()).toBe(await page.getByRole('button', { name: 'Whole run', exact: true }).count());
    await screenshot(page, 'whole-run-1280');
    await page.getByRole('button', { name: 'Follow live' }).first().click();
    await expect.poll(ticks).not.toContain('0');

    const csvOf = async (button: ReturnType<Page['getByRole']>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return { name: download.suggestedFilename(), text };
    };
    const chartCsv = await csvOf(await exportChoice(cwnd, "The whole run's data, as CSV"));
    expect(chartCsv.name).toMatch(/^congestion-window-whole-run-0-45\.0s\.csv$/);
    const rows = chartCsv.text.trim().split('\n').slice(1).map((l) => Number(l.split(',')[0]));
    expect(rows[0]).toBe(0);
    expect(rows.at(-1)).toBeGreaterThan(44.9);
    const summary = await csvOf(page.getByRole('button', { name: 'Download the summary table as CSV' }));
    const lines = summary.text.trim().split('\n');
    expect(lines[0]).toMatch(/^measured from \(s\),measured to \(s\),flow,variant,goodput \(b\/s\)/);
    expect(lines.slice(1, 3).map((l) => l.split(',')[2])).toEqual(['Reno', 'Vegas']);
    expect(errors).toEqual([]);
  });

  it('keyboard: K plays and pauses from anywhere but a text field, Space never fights a button, W and F set the charts; dialogs close back to their opener', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    const running = () => page.evaluate(() => (window as unknown as { lab: { status: { running: boolean } } }).lab.status.running);
    // On a slider (where Space used to do nothing at all).
    await page.getByRole('slider', { name: 'Buffer slider' }).focus();
    await page.keyboard.press('k');
    await expect.poll(running).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(running).toBe(false);
    // On a button, Space presses the button and K still plays.
    const projector = page.getByRole('button', { name: 'Projector mode' });
    await projector.focus();
    await page.keyboard.press('Space');
    expect(await projector.getAttribute('aria-pressed')).toBe('true');
    expect(await running()).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(running).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(running).toBe(false);
    // In a text field, K is a letter.
    const box = page.getByRole('textbox', { name: 'Buffer' });
    await box.fill('');
    await box.press('k');
    expect(await box.inputValue()).toBe('k');
    await page.waitForTimeout(200);
    expect(await running()).toBe(false);
    await box.press('Escape');
    // W and F from anywhere.
    await page.locator('body').click({ position: { x: 5, y: 790 } });
    await page.keyboard.press('w');
    await expect.poll(() => page.getByRole('button', { name: 'Whole run', exact: true, pressed: true }).count()).toBeGreaterThan(0);
    await page.keyboard.press('f');
    await expect.poll(() => page.getByRole('button', { name: 'Whole run', exact: true, pressed: true }).count()).toBe(0);
    // The shortcuts are in the help, which ? opens.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'How to read the lab' });
    await expect.poll(() => help.count()).toBe(1);
    expect(await help.textContent()).toContain('Play or pause, from anywhere but a text field');
    await help.getByRole('button', { name: 'Close' }).click();
    // The share dialog gives the focus back to its button too.
    const share = page.getByRole('button', { name: 'Share…' });
    await share.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Share…');
    expect(errors).toEqual([]);
  });

  it('projector at 1024×768: with the network folded two charts fit beside the controls, above the timeline; legends grow; labels stay off the data and the routers', async () => {
    const { page, errors } = await open({ width: 1024, height: 768 });
    const legendPx = () => page.locator('[data-chart-id="cwnd"] .tc-legend').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const normalLegend = await legendPx();
    await page.getByRole('button', { name: 'Projector mode' }).click();
    expect(await legendPx()).toBeGreaterThan(normalLegend * 1.2);
    await page.getByRole('radio', { name: 'RED' }).check();
    await page.evaluate(() => (window as unknown as { lab: { step(s: number): void } }).lab.step(20));
    await waitForLabTime(page, 20);
    // The RED threshold labels: on one row or two, never on each other.
    const boxes = await page.locator('.threshold__label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(2);
    const [a, b] = boxes;
    expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    // The fair share and the RED thresholds are named in the legends, not over the lines.
    expect(await page.locator('[data-chart-id="throughput"] .tc-legend').textContent()).toContain('fair share 750 kb/s (link / 2)');
    expect(await page.locator('[data-chart-id="throughput"] .tc-rule-label').count()).toBe(0);
    await page.getByRole('button', { name: 'Hide network' }).click();
    expect(await page.getByRole('button', { name: 'Show network' }).getAttribute('aria-expanded')).toBe('false');
    // Whole between the header and the timeline, which stays at the bottom of the screen.
    const visible = await page.locator('.lab-charts .tc-plot').evaluateAll((els) => {
      const header = document.querySelector('.app__header')!.getBoundingClientRect().bottom;
      const timeline = document.querySelector('[data-timeline]')!.getBoundingClientRect().top;
      const controls = document.querySelector('.lab__controls')!.getBoundingClientRect();
      return els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= header && r.bottom <= Math.min(timeline, window.innerHeight) && r.left >= controls.right;
      }).length;
    });
    expect(visible).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'projector-1024-network-folded');
    await page.getByRole('button', { name: 'Show network' }).click();
    await expect.poll(() => page.locator('.dumbbell canvas').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('flows after creation: several added at once with spread delays and starts, and a flow duplicated with its settings', async () => {
    const { page, errors } = await open({ width: 1280, height: 800 });
    type FlowsView = { lab: { flows: { name: string; variant: string }[]; scenario: { flows: { variant: string; alpha?: number; beta?: number; startSec: number; access: { delaySec: number } }[] } } };
    const form = page.locator('form.add-flow');
    await form.getByRole('combobox', { name: 'Variant' }).selectOption('vegas');
    await form.getByRole('spinbutton', { name: 'How many' }).fill('5');
    await form.getByRole('spinbutton', { name: 'Delay spread (ms)' }).fill('40');
    await form.getByRole('spinbutton', { name: 'Start spread (s)' }).fill('2');
    await form.getByRole('button', { name: 'Add 5 Vegas flows' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as FlowsView).lab.flows.length)).toBe(7);
    const added = await page.evaluate(() => (window as unknown as FlowsView).lab.scenario.flows.slice(2).map((f) => [f.variant, f.access.delaySec, f.startSec]));
    expect(added).toEqual([0, 1, 2, 3, 4].map((k) => ['vegas', Math.round((0.01 + k * 0.01) * 1e6) / 1e6, k * 0.5]));
    // Duplicate the original Vegas flow: same variant and α, β.
    await page.getByRole('button', { name: 'Duplicate Vegas', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as FlowsView).lab.flows.length)).toBe(8);
    const copy = await page.evaluate(() => (window as unknown as FlowsView).lab.scenario.flows[7]);
    expect([copy.variant, copy.alpha, copy.beta]).toEqual(['vegas', 1, 3]);
    expect(errors).toEqual([]);
  });

  it('an existing flow’s access delay, start and stop edited mid-run are recorded, and the link replays the run exactly', async () => {
    type L = { lab: { scenario: { changes?: unknown[]; flows: { startSec: number; stopSec?: number }[] }; summary: unknown; step(dt: number): void; status: { timeSec: number } } };
    const scenario = { version: 2, durationSec: 30, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V', startSec: 10 }, { variant: 'reno', name: 'S' }] };
    const a = await open({ width: 1280, height: 800 });
    await a.page.evaluate((s) => (window as unknown as { lab: { load(s: unknown): string[] } }).lab.load(s), scenario);
    await expect.poll(() => a.page.evaluate(() => (window as unknown as L).lab.scenario.flows.length)).toBe(3);
    await a.page.evaluate(() => (window as unknown as L).lab.step(3));
    await waitForLabTime(a.page, 3);
    const card = (name: string) => a.page.getByRole('article', { name: new RegExp(`^${name},`) });
    const edit = async (flow: string, field: string, value: string) => {
      const c = card(flow);
      if (!(await c.locator('details.flow-card__timing').evaluate((d) => (d as HTMLDetailsElement).open))) await c.getByText('Timing and access delay').click();
      const box = c.getByRole('textbox', { name: `${flow} ${field}` });
      await box.fill(value);
      await box.press('Enter');
    };
    await edit('R', 'Access delay', '40');
    await edit('V', 'Start at', '5');
    await edit('S', 'Stop at', '8');
    await expect.poll(() => a.page.evaluate(() => { const s = (window as unknown as L).lab.scenario; return [s.changes, s.flows[1].startSec, s.flows[2].stopSec]; })).toEqual([
      [{ atSec: 3.001, flow: 0, key: 'accessDelaySec', value: 0.04 }],
      5,
      8,
    ]);
    // 40 ms access, 1 ms bottleneck, 1 ms egress, each way.
    expect(await card('R').locator('.flow-card__rtt').textContent()).toBe('RTT₀ 84 ms');
    await screenshot(a.page, 'flow-timing-1280');
    await a.page.evaluate(() => (window as unknown as L).lab.step(17));
    await waitForLabTime(a.page, 20);
    await a.page.waitForFunction(() => (window as unknown as L).lab.summary !== null);
    await a.page.getByRole('button', { name: 'Share…' }).click();
    const link = await a.page.getByRole('dialog').getByRole('textbox', { name: 'Link' }).inputValue();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const b = await openLab(browser, link, { width: 1024, height: 768 });
    await b.page.evaluate(() => (window as unknown as L).lab.step(20));
    await waitForLabTime(b.page, 20);
    await b.page.waitForFunction(() => (window as unknown as L).lab.summary !== null);
    const [sa, sb] = await Promise.all([a.page, b.page].map((p) => p.evaluate(() => (window as unknown as L).lab.summary)));
    expect(sb).toEqual(sa);
    // And adding several flows mixes two variants in the proportion asked for.
    const form = b.page.locator('form.add-flow');
    await form.getByRole('spinbutton', { name: 'How many' }).fill('4');
    await form.getByRole('combobox', { name: 'Mixed with' }).selectOption('vegas');
    await form.getByRole('spinbutton', { name: 'Share mixed in (%)' }).fill('50');
    await form.getByRole('button', { name: 'Add 2 Reno + 2 Vegas flows' }).click();
    await expect.poll(() => b.page.evaluate(() => (window as unknown as { lab: { flows: { variant: string }[] } }).lab.flows.map((f) => f.variant))).toEqual(['reno', 'vegas', 'reno', 'reno', 'vegas', 'reno', 'vegas']);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('teacher link in four clicks: Share…, the teacher options, "Lock everything except α and β", Copy link; students can change only α and β', async () => {
    const a = await open({ width: 1280, height: 800 });
    await a.page.getByRole('button', { name: 'Share…' }).click(); // 1
    const dialog = a.page.getByRole('dialog');
    await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click(); // 2
    await dialog.getByRole('button', { name: 'Lock everything except α and β' }).click(); // 3
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue(); // 4 would copy it
    const b = await openLab(browser, link, { width: 1280, height: 800 });
    expect(await b.page.getByRole('textbox', { name: 'Vegas β' }).isDisabled()).toBe(false);
    expect(await b.page.getByRole('textbox', { name: 'Vegas α' }).isDisabled()).toBe(false);
    expect(await b.page.getByRole('textbox', { name: 'Buffer' }).isDisabled()).toBe(true);
    expect(await b.page.getByRole('button', { name: 'Play' }).isDisabled()).toBe(false);
    expect(await b.page.getByRole('combobox', { name: 'Scenario' }).isDisabled()).toBe(true);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a teacher link carries an assignment: the student sees it in the banner as plain text, lines kept, markup shown as written', async () => {
    const a = await open({ width: 1280, height: 800 });
    await a.page.getByRole('button', { name: 'Share…' }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
    const text = 'Raise α until Vegas gets half the link.\nWhy does β matter? <img src=x onerror="window.pwned=1"> & 50 %';
    await dialog.getByRole('textbox', { name: 'Assignment shown to students (plain text)' }).fill(text);
    await dialog.getByRole('button', { name: 'Lock everything except α and β' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const b = await openLab(browser, link, { width: 1280, height: 800 });
    const banner = b.page.getByRole('region', { name: 'From your teacher' });
    await banner.waitFor({ state: 'visible' });
    expect(await banner.locator('.teacher-banner__text').textContent()).toBe(text);
    // Written as text: no element came from the markup, nothing ran, and the line break shows.
    expect(await banner.locator('img').count()).toBe(0);
    expect(await b.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const lines = await banner.locator('.teacher-banner__text').evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
    expect(lines).toBeGreaterThanOrEqual(2);
    await screenshot(b.page, 'teacher-assignment-1280');
    // The student's own edits keep it (the page's address carries the teacher settings on).
    await b.page.getByRole('textbox', { name: 'Vegas β' }).fill('5');
    await b.page.getByRole('textbox', { name: 'Vegas β' }).press('Enter');
    await expect.poll(() => b.page.evaluate(() => location.hash)).not.toBe(new URL(link).hash);
    const c = await openLab(browser, await b.page.evaluate(() => location.href), { width: 1024, height: 768 });
    expect(await c.page.locator('.teacher-banner__text').textContent()).toBe(text);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });
});
