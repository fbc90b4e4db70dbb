// An experiment page as a student reads it, in Chromium: before a run the verdict says what will be
// compared; after a run (Tsang & Chang's Vegas α=1 β=3 line, the reduced grid the page's link
// offers) it states what the drawn marks show, checked here against those marks; axis text is at
// least 12 px on a laptop, in projector mode and on a phone; a point's values show on hover, on
// keyboard focus and on a tap; papers are cited by authors and year; no page scrolls sideways on a
// 390×844 phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './browser';
import { useChromium } from './suite';
import type { Browser } from 'playwright-core';

const ID = 'tsang-fairness-vs-delay';
const PAGE = `?experiment=${ID}&series=vegas-1-3`;

/** The smallest axis or tick text as drawn: its CSS font size times the SVG's scale on screen. */
const smallestAxisTextPx = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll('svg.xr__chart text')].map((t) => {
        const svg = t.closest('svg')!;
        return (parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width;
      }),
    ),
  );

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function runToEnd(page: Page): Promise<void> {
  const root = page.locator(`[data-experiment="${ID}"]`);
  await expect.poll(() => root.getAttribute('data-experiment-state')).toBe('idle');
  await page.locator('[data-experiment-run]').click();
  await expect.poll(() => root.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
  await expect.poll(() => page.locator('.xr__verdict').getAttribute('data-verdict-state')).toBe('done');
}

describe('an experiment’s verdict', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('says what it will compare, then what the drawn marks show; readable axes, values on hover and focus, the paper named', async () => {
    const { page, errors } = await openPage(browser, `${url}${PAGE}`, { width: 1280, height: 800 });
    const verdict = page.locator('.xr__verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict-state')).toBe('not-run');
    const before = await verdict.innerText();
    expect(before).toContain('Not run yet');
    expect(before).toContain('ns-2.35');
    expect(before).toContain('Tsang & Chang (2003)');
    expect(before).not.toMatch(/\d %/);

    await runToEnd(page);
    // What the marks say, read back from the chart: ours against ns-2.35's squares and the paper's crosses.
    const marks = await page.evaluate(() => {
      const at = (sel: string, attr: string) =>
        new Map([...document.querySelectorAll(sel)].map((e) => [`${e.getAttribute('data-series')}|${e.getAttribute('data-point')}|${e.getAttribute('data-measure')}`, Number(e.getAttribute(attr))]));
      return { ours: [...at('[data-ours]', 'data-mean')], ns2: [...at('[data-ns2]', 'data-mean')], paper: [...at('[data-paper]', 'data-value')] };
    });
    const ours = new Map(marks.ours);
    const ns2 = new Map(marks.ns2);
    const paper = new Map(marks.paper);
    expect(ns2.size).toBeGreaterThan(0);
    // Every value ns-2.35 has is ours to the last digit shown (the Vegas line is loss-free and deterministic)…
    for (const [k, v] of ns2) expect(Math.abs(ours.get(k)! - v) / Math.abs(v), k).toBeLessThan(1e-4);
    // …and the paper's farthest value is this far from ours.
    let far = { key: '', rel: 0, ours: 0, paper: 0 };
    for (const [k, p] of paper) {
      const rel = Math.abs(ours.get(k)! - p) / Math.abs(p);
      if (rel > far.rel) far = { key: k, rel, ours: ours.get(k)!, paper: p };
    }
    expect(far.rel).toBeGreaterThan(0.1);
    const text = await verdict.innerText();
    expect(text).toContain(`Our engine equals ns-2.35 at every point (${new Set([...ns2.keys()]).size} values compared).`);
    expect(text).toContain(`Our engine and ns-2.35 both differ from Tables 3 and 4 of Tsang & Chang (2003) by up to ${Math.round(far.rel * 100)}%`);
    expect(far.key).toMatch(/\|goodput:/);
    // A number and its unit are held together by a no-break space.
    expect(text).toContain(`ours ${(far.ours / 1000).toFixed(0)}\u00a0kb/s, the paper ${(far.paper / 1000).toFixed(0)}\u00a0kb/s`);
    expect(text).toContain('Why: ');
    await verdict.scrollIntoViewIfNeeded();
    await screenshot(page, 'experiment-verdict-1280x800');

    // Axis and tick text: at least 12 px as drawn, here and in projector mode.
    expect(await smallestAxisTextPx(page)).toBeGreaterThanOrEqual(12);

    // "the paper" in a legend only where that panel draws the paper's crosses (not under the queue).
    const legends = await page.locator('.xr__figure').evaluateAll((figs) => figs.map((f) => ({ crosses: f.querySelectorAll('[data-paper]').length, entry: f.querySelectorAll('[data-legend="paper"]').length })));
    expect(legends.some((l) => l.crosses === 0)).toBe(true);
    for (const l of legends) expect(l.entry).toBe(l.crosses > 0 ? 1 : 0);

    // Hover: the pointer on the x2 = 60 ms goodput mark shows its values under the chart.
    const figure = page.locator('.xr__figure', { has: page.getByText('Goodput of the long flow', { exact: true }) });
    const mark = figure.locator('[data-ours][data-point="x2-60"][data-measure="goodput:long"]');
    const box = (await mark.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const readout = figure.locator('.xr__readout');
    await expect.poll(() => readout.innerText()).toMatch(/^Vegas α=1 β=3, x2 = 60 ms, goodput of a long flow: ours \d+\skb\/s \(n = 1\) · ns-2\.35 \d+\skb\/s · the paper 569\skb\/s$/);
    const shown = Number(/ours (\d+)\skb/.exec(await readout.innerText())![1]);
    expect(shown).toBe(Math.round(ours.get('ns2:vegas-1-3|x2-60|goodput:long')! / 1000));
    expect(await figure.locator('[data-active-point="x2-60"]').count()).toBe(1);

    // Keyboard: focus the chart, arrow keys step through the points from the left.
    await page.mouse.move(0, 0);
    await figure.locator('.xr__plot').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => readout.innerText()).toMatch(/^Vegas α=1 β=3, x2 = 1 ms, goodput of a long flow: ours 429\skb\/s/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => readout.innerText()).toMatch(/, x2 = 5 ms, /);

    // The student's page cites papers by authors and year; the command line waits in a closed fold.
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/Paper 0\d\d|paper 0\d\d/);
    expect(body).not.toContain('npm ');
    const fold = page.locator('details.xr__research');
    await fold.locator('summary').click();
    expect(await fold.innerText()).toContain(`npm run sweep -- ${ID}`);

    await page.getByRole('button', { name: 'Projector mode' }).click();
    await page.locator('.app.projector').waitFor();
    expect(await smallestAxisTextPx(page)).toBeGreaterThanOrEqual(12);
    expect(errors).toEqual([]);
  }, 150_000);

  it('on a 390×844 phone: the verdict, legible axes, a tapped value, and no sideways scrolling on the experiment and index pages', async () => {
    const { page, errors } = await openPage(browser, `${url}?experiments`, { width: 390, height: 844, touch: true });
    await page.locator('[data-experiment-id]').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(/Paper 0\d\d|npm /);

    await page.goto(`${url}${PAGE}`);
    await runToEnd(page);
    expect(await page.locator('.xr__verdict').innerText()).toContain('Our engine equals ns-2.35 at every point');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await smallestAxisTextPx(page)).toBeGreaterThanOrEqual(12);
    const figure = page.locator('.xr__figure').first();
    const mark = figure.locator('[data-ours][data-point="x2-1"]');
    await mark.scrollIntoViewIfNeeded();
    const box = (await mark.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => figure.locator('.xr__readout').innerText()).toMatch(/^Vegas α=1 β=3, x2 = 1 ms, JFI: ours 0\.845 \(n = 1\) · ns-2\.35 0\.845 · the paper 1\.000$/);
    await page.locator('.xr__verdict').scrollIntoViewIfNeeded();
    await screenshot(page, 'experiment-verdict-390x844');
    // The fold for researchers opened: its commands scroll in their own box, not the page.
    await page.locator('details.xr__research summary').click();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);
});
