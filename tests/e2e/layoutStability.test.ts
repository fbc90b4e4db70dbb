// The lab's layout holds still while a run plays: a control that moves under the pointer makes a
// lecturer's click land on its neighbour (and made the UI monkey's clicks wait out their time).
// For every preset playing at 10× (half of them, in turn, at 1280×800, the other half at 1024×768
// in projector mode), and for the 200-flow preset in "Each flow" at 1280×800, every visible
// control's box is recorded on every frame for a second and a half and must not move or change size.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, waitForLabTime } from './browser';
import { useChromium } from './suite';
import { PRESETS, presetTitle } from '../../src/sim/scenario/presets';

/** Wall ms over which the boxes are recorded, every frame. */
const WATCH_MS = 1500;

/**
 * The controls, the settings column and the panels of the views column (but its last, the
 * summary, which may grow at the page's foot without moving anything) whose boxes moved while
 * the run played, with how.
 */
async function movedWhilePlaying(page: Page): Promise<string[]> {
  // A string, not a function: the page has none of the test runner's helpers.
  return (await page.evaluate(`new Promise((resolve) => {
    const els = [...document.querySelectorAll('header button, header select, header a, aside button, aside select, aside input, aside summary, .lab__views button, .lab__views select, .lab__views input, .lab__controls, .lab__views > :not(:last-child)')]
      .filter((e) => e.checkVisibility());
    const name = (e) => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ')[0] : '') +
      ' "' + (e.getAttribute('aria-label') || e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
    const seen = new Map();
    const t0 = performance.now();
    const tick = (t) => {
      for (const e of els) {
        const r = e.getBoundingClientRect();
        const box = [r.x, r.y + scrollY, r.width, r.height].map((v) => v.toFixed(1)).join(',');
        if (!seen.has(e)) seen.set(e, new Set());
        seen.get(e).add(box);
      }
      if (t - t0 < ${WATCH_MS}) requestAnimationFrame(tick);
      else resolve([...seen].filter(([, boxes]) => boxes.size > 1).map(([e, boxes]) => name(e) + ': ' + [...boxes].slice(0, 3).join(' → ')));
    };
    requestAnimationFrame(tick);
  })`)) as string[];
}

async function loadPreset(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: /Scenario/ }).selectOption({ label: presetTitle(name) });
  await page.waitForFunction((t) => (window as unknown as { lab: { scenario: { title?: string } | null } }).lab.scenario?.title === t, presetTitle(name));
}

describe('the layout holds still while a run plays', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  // Each preset in one of the two views, in turn: a walk of every preset in both took two minutes
  // of the suite, which must finish within CI's limit.
  for (const [half, view] of [
    { width: 1280, height: 800, projector: false, label: '1280×800' },
    { width: 1024, height: 768, projector: true, label: '1024×768, projector mode' },
  ].entries()) {
    it(`every other preset (from the ${half === 0 ? 'first' : 'second'}), ${view.label}: no control moves or changes size`, async () => {
      const { page, errors } = await openLab(browser, url, { width: view.width, height: view.height });
      if (view.projector) await page.getByRole('button', { name: 'Projector mode' }).click();
      await page.getByRole('combobox', { name: /Speed/ }).selectOption({ label: '10×' });
      const moved: string[] = [];
      for (const name of Object.keys(PRESETS).filter((_, k) => k % 2 === half)) {
        await loadPreset(page, name);
        await page.getByRole('button', { name: 'Play' }).click();
        // Past the start (flows starting, the first frames, a slider's first value) into the run.
        await waitForLabTime(page, 1);
        for (const m of await movedWhilePlaying(page)) moved.push(`${name}: ${m}`);
        // No pause: the next preset replaces this run (a pause could reach a short run already finished).
      }
      expect(moved).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('200 flows in "Each flow" (200 flow cards, 200 rows, 400 lines a chart), 1280×800: no control moves', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await loadPreset(page, 'many-flows-200');
    await page.getByRole('group', { name: 'Flows shown' }).getByRole('button', { name: 'Each flow' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.flow-card').length === 200);
    await page.getByRole('combobox', { name: /Speed/ }).selectOption({ label: '10×' });
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(page, 2);
    expect(await movedWhilePlaying(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
