// A seeded UI monkey for the lab: random clicks, keys, slider drags, typed values (valid and
// invalid), presets, added and removed flows, the share dialog, both Reset choices, rewinds and
// branches, and engine crashes, driven through Chromium's real input. After every action it checks
// the page: no page error, no console error, no error notice (except the one a simulated crash
// must show, and refusals of what the user asked), a clock that moves while the lab plays, and a
// scenario that is never lost (a crash restarts the same scenario); now and then, that the page's
// link, opened in a fresh page and run to the same moment, is the run on screen. On failure it
// throws a MonkeyFailure carrying the seed and the action log, so the run can be replayed.
// Used by tests/e2e/monkey.test.ts (a minute in `npm test`) and `npm run fuzz:ui`.
import type { Browser, BrowserContext, ElementHandle, Page } from 'playwright-core';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class MonkeyFailure extends Error {
  constructor(
    readonly reason: string,
    readonly seed: number,
    readonly log: readonly string[],
  ) {
    super(`UI monkey failed (seed ${seed}): ${reason}\nreplay: npm run fuzz:ui -- --seed ${seed}\nactions (latest last):\n${log.slice(-80).join('\n')}`);
  }
}

export interface MonkeyOptions {
  seed: number;
  /** Wall-clock milliseconds to keep acting. */
  durationMs: number;
  /** Optional progress output (one line per 50 actions). */
  progress?: (line: string) => void;
}

export interface MonkeyResult {
  seed: number;
  actions: number;
  /** Inputs given to the page: clicks, keys, drags, typed values, choices in menus, scrolls. */
  inputs: number;
  crashes: number;
  presets: number;
  /** Resets through the Reset menu (either choice), seeks on the timeline, branches made or left. */
  resets: number;
  seeks: number;
  branches: number;
  /** Links opened in a fresh page and compared with the run on screen. */
  linkChecks: number;
  log: string[];
}

/** How the monkey sees the lab (through window.lab). */
interface LabView {
  status: { timeSec: number; running: boolean; finished: boolean; speed: number | 'max' };
  scenario: unknown;
  flows: unknown[];
  notices: { id: number; kind: string; text: string }[];
}

/** A running lab whose clock has not moved for this long (wall ms) counts as stalled. */
const STALL_MS = 12_000;
/** After a simulated crash, the lab must be back (scenario loaded, notice shown) within this (wall ms). */
const RECOVERY_MS = 15_000;
/** Longest the address may lack the scenario (it follows changes after a 300 ms pause), wall ms. */
const ADDRESS_MS = 3_000;
/** Longest a single action may take before it is abandoned (it may target an element that went away). */
const ACTION_MS = 2_500;

/**
 * Error notices that refuse what the user asked for (the user caused them; the app kept working).
 * Any other error notice fails the run.
 */
const USER_REFUSALS: readonly RegExp[] = [/^the run has ended: rewind on the timeline first, then branch$/, /^the run is being brought back to t = [\d.]+ s: change it once it is there$/];
/** Links are checked only for runs the checker can replay quickly (a fresh page runs to the same time). */
const LINK_CHECK_MAX_FLOWS = 20;
/** Wall ms a fresh page may take to load a link and run to the time on screen. */
const LINK_CHECK_MS = 45_000;

const INVALID_TEXT = ['', 'abc', '-1', '-0.5', '1e309', 'NaN', '12abc', '0x10', '1,5', '∞', ' ', '99999999999'];

/** Where two JSON texts first differ, with some context. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 200);
  return `first difference at character ${i}:\nbefore …${a.slice(from, i + 200)}\nafter  …${b.slice(from, i + 200)}`;
}

/** Runs the monkey on a fresh page of the lab at `url`. Throws MonkeyFailure on the first problem. */
export async function runMonkey(browser: Browser, url: string, opts: MonkeyOptions): Promise<MonkeyResult> {
  const rnd = seeded(opts.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const log: string[] = [];
  const started = Date.now();
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  const note = (s: string) => log.push(`${stamp()}  ${s}`);
  const problems: string[] = [];
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, serviceWorkers: 'block' });
  const fail = (reason: string): never => {
    throw new MonkeyFailure(reason, opts.seed, log);
  };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(ACTION_MS);
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? String(e)}`));
    page.on('dialog', (d) => void d.dismiss());
    // The first load may be slow on a busy machine: not an action, so not held to ACTION_MS.
    await page.goto(url, { timeout: 30_000 });
    await page.waitForFunction(() => (window as unknown as { lab?: LabView }).lab?.flows.length, undefined, { timeout: 30_000 });
    note(`opened ${url} at 1280×800`);

    // A string, not a function: tsx (npm run fuzz:ui) would add helpers the page does not have.
    // Keys are sorted: a validated copy of a scenario may list the same fields in another order.
    const lab = (on: Page = page) =>
      on.evaluate(`(() => {
        const l = window.lab;
        const canonical = (v) => Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;
        return { status: l.status, hasScenario: l.scenario !== null, scenario: JSON.stringify(canonical(l.scenario)), flows: l.flows.length, notices: l.notices, hash: location.hash, search: location.search, href: location.href, summary: JSON.stringify(l.summary), removed: l.played !== null };
      })()`) as Promise<{ status: LabView['status']; hasScenario: boolean; scenario: string; flows: number; notices: LabView['notices']; hash: string; search: string; href: string; summary: string; removed: boolean }>;

    let seenNotice = 0;
    let noFragmentSince: number | null = null;
    let crashAt = -Infinity;
    let clock = { t: -1, since: Date.now() };
    let actions = 0;
    let crashes = 0;
    let presets = 0;
    let inputs = 0;
    let resets = 0;
    let seeks = 0;
    let branches = 0;
    let linkChecks = 0;
    /** Flows in the lab at the latest check (a link check is only made with few). */
    let flowsNow = 0;

    const check = async (): Promise<void> => {
      if (problems.length) fail(problems.join('\n'));
      const s = await lab();
      flowsNow = s.flows;
      if (!s.search.includes('lessons') && !s.search.includes('lesson=')) {
        // The lab's own page: its scenario must stay loaded, and in the address.
        if (!s.hasScenario && Date.now() - crashAt > RECOVERY_MS) fail('the lab has no scenario loaded');
        // The address is rewritten 300 ms after the scenario settles: allow it a moment.
        if (s.search === '' && s.hash.length <= 1) {
          noFragmentSince ??= Date.now();
          if (Date.now() - noFragmentSince > ADDRESS_MS && Date.now() - crashAt > RECOVERY_MS) fail(`the address has held no scenario (no # fragment) for ${ADDRESS_MS / 1000} s`);
        } else noFragmentSince = null;
      }
      for (const n of s.notices) {
        if (n.id <= seenNotice) continue;
        seenNotice = n.id;
        note(`  notice (${n.kind}): ${n.text.slice(0, 160)}`);
        const expectedCrash = n.kind === 'error' && /stopped unexpectedly \(the simulation worker was terminated\)\. It has been restarted/.test(n.text) && Date.now() - crashAt < RECOVERY_MS;
        if (n.kind === 'error' && !expectedCrash && !USER_REFUSALS.some((r) => r.test(n.text))) fail(`error notice: ${n.text}`);
      }
      // The clock: while running (and not finished), it must move.
      const st = s.status;
      if (st.running && !st.finished) {
        if (st.timeSec !== clock.t) clock = { t: st.timeSec, since: Date.now() };
        else if (Date.now() - clock.since > STALL_MS) fail(`the clock stalled at t = ${st.timeSec} s for ${STALL_MS / 1000} s while running`);
      } else clock = { t: st.timeSec, since: Date.now() };
    };

    /**
     * Visible, enabled elements matching `selector` that a user could reach now (one round trip to
     * find them, whatever their number). Not the contents of a closed <details> (Chromium gives
     * them a box, so they passed for visible and every click on one waited out its time), nor,
     * while a modal dialog is open, anything outside it (the page behind is inert).
     */
    const visible = async (selector: string): Promise<ElementHandle[]> => {
      const all = await page.$$(selector);
      const shown = await page.evaluate(
        (els) => {
          const modal = document.querySelector('dialog:modal');
          return els.map((e) => {
            const h = e as HTMLElement;
            const r = h.getBoundingClientRect();
            return (
              r.width > 0 &&
              r.height > 0 &&
              h.checkVisibility({ visibilityProperty: true }) &&
              !(h as HTMLButtonElement).disabled &&
              !h.closest('[inert]') &&
              (modal === null || modal.contains(h))
            );
          });
        },
        all,
      );
      return all.filter((_, i) => shown[i]);
    };
    const describe = (el: ElementHandle) =>
      el.evaluate((e) => {
        const h = e as HTMLElement;
        const label = (h as HTMLInputElement).labels?.[0]?.textContent?.trim().replace(/\s+/g, ' ');
        const name = h.getAttribute('aria-label') || label || h.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50) || (h as HTMLInputElement).name || h.id;
        const where = h.closest('[aria-label],[aria-labelledby],section,dialog')?.getAttribute('aria-label') ?? '';
        return `${h.tagName.toLowerCase()} "${name}"${where ? ` in "${where}"` : ''}`;
      });

    /** Buttons the monkey leaves alone: leaving the lab's page, opening a native file chooser. */
    const SKIP = /^(Open file|Print)|Download scenario/;

    const presetAction = async () => {
      // A preset by name (the 200-flow one now and then: the many-flows view under fire).
      const select = page.getByRole('combobox', { name: /Scenario/ });
      if (!(await select.count())) return;
      const labels = await select.evaluate((e) => Array.from((e as HTMLSelectElement).options).filter((o) => o.value !== '').map((o) => o.label));
      if (!labels.length) return;
      const label = pick(labels);
      presets++;
      note(`preset "${label}"`);
      inputs++;
      await select.selectOption({ label });
    };
    const crashAction = async () => {
      const s = await lab();
      if (!s.hasScenario) return;
      const advanced = page.locator('details.advanced');
      if (!(await advanced.count())) return;
      // Opened and pressed without Playwright's waits for a still, uncovered element: with many flows
      // playing, the panels above keep changing height, and this action must not be the one that is lost.
      await advanced.evaluate((d) => void ((d as HTMLDetailsElement).open = true));
      crashAt = Date.now();
      crashes++;
      note(`simulate an engine crash (at t = ${s.status.timeSec.toFixed(2)} s, ${s.status.running ? 'running' : 'paused'})`);
      await page.getByRole('button', { name: 'Simulate an engine crash' }).evaluate((b) => (b as HTMLButtonElement).click());
      // Recovery: the notice says so, and the same scenario is loaded again, before anything else happens.
      await page
        .waitForFunction(
          (seen) => (window as unknown as { lab: LabView }).lab.notices.some((n) => n.id > seen && /stopped unexpectedly/.test(n.text)),
          seenNotice,
          { timeout: RECOVERY_MS },
        )
        .catch(() => fail(`no notice within ${RECOVERY_MS / 1000} s of a simulated crash`));
      await page.waitForTimeout(1000);
      const after = await lab();
      if (!after.hasScenario) fail('no scenario after a crash recovery');
      if (after.scenario !== s.scenario) fail(`the scenario changed across a crash recovery:\n${firstDifference(s.scenario, after.scenario)}`);
      note(`  recovered at t = ${after.status.timeSec.toFixed(2)} s, same scenario`);
    };

    /** Reset, and when it asks how, either choice: replay the timed changes, or start over with the settings now. */
    const resetAction = async () => {
      const reset = page.getByRole('button', { name: 'Reset', exact: true });
      if (!(await reset.count()) || !(await reset.first().isEnabled())) return;
      const asks = (await reset.first().getAttribute('aria-expanded')) !== null;
      note(`click Reset${asks ? '' : ' (no timed changes: back to t = 0)'}`);
      inputs++;
      await reset.first().click();
      resets++;
      if (!asks) return;
      const choices = await page.getByRole('group', { name: 'Reset how?' }).getByRole('button').all();
      if (!choices.length) return;
      const b = pick(choices);
      note(`  choose "${(await b.textContent())?.trim()}"`);
      inputs++;
      await b.click();
    };
    /** Rewinds or fast-forwards: a click somewhere along the timeline. */
    const seekAction = async () => {
      const slider = page.locator('[data-timeline]').getByRole('slider', { name: 'Timeline' });
      if (!(await slider.count()) || !(await slider.isEnabled())) return;
      const box = await slider.boundingBox();
      if (!box) return;
      const f = rnd();
      note(`timeline: click at ${(100 * f).toFixed(0)} %`);
      inputs++;
      seeks++;
      await page.mouse.click(box.x + f * box.width, box.y + box.height / 2);
    };
    /** Branch here; in a branch, also back to the original or keep only the branch. */
    const branchAction = async () => {
      const panel = page.getByRole('region', { name: 'Branch' });
      const names = (await panel.count()) ? ['Branch here', 'Back to the original', 'Keep only this branch'] : ['Branch here'];
      const name = pick(names);
      const b = name === 'Branch here' ? page.locator('[data-timeline]').getByRole('button', { name }) : panel.getByRole('button', { name });
      if (!(await b.count()) || !(await b.isEnabled())) return;
      note(`click "${name}"`);
      inputs++;
      branches++;
      await b.click();
    };
    /**
     * The page's link is the run on screen: paused, the address (rewritten a moment after each
     * change) opened in a fresh page holds the same scenario, and run to the same moment gives the
     * same summary. Not when a flow was removed (a link runs without it from t = 0, by design).
     */
    const linkCheck = async () => {
      const before = await lab();
      if (!before.hasScenario || before.flows > LINK_CHECK_MAX_FLOWS) return;
      await page.evaluate('window.lab.pause()');
      const settled = await page
        .waitForFunction('(() => { const l = window.lab; return !l.status.running && l.summary !== null && l.summary.timeSec === l.status.timeSec; })()', undefined, { timeout: 10_000 })
        .then(() => true, () => false);
      if (!settled) {
        note('link check skipped: the lab did not settle paused within 10 s');
        return;
      }
      await page.waitForTimeout(800);
      const shown = await lab();
      const t = shown.status.timeSec;
      note(`link check at t = ${t} s: the page's link in a fresh page${shown.removed ? ' (a flow was removed: scenario only)' : ', run to the same time'}`);
      const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      try {
        const other = await fresh.newPage();
        const otherProblems: string[] = [];
        other.on('pageerror', (e) => otherProblems.push(`page error in the link's page: ${String(e)}`));
        await other.goto(shown.href, { timeout: LINK_CHECK_MS });
        await other.waitForFunction('window.lab?.scenario !== null && window.lab?.flows.length > 0', undefined, { timeout: LINK_CHECK_MS });
        const opened = await lab(other);
        if (opened.scenario !== shown.scenario) fail(`the page's link opens another scenario than the one on screen:\n${firstDifference(shown.scenario, opened.scenario)}`);
        if (!shown.removed) {
          await other.evaluate(`window.lab.seek(${t})`);
          await other
            .waitForFunction(`(() => { const l = window.lab; return !l.status.running && l.summary !== null && Math.abs(l.summary.timeSec - ${t}) < 1e-9; })()`, undefined, { timeout: LINK_CHECK_MS })
            .catch(() => fail(`the page's link, opened afresh, did not reach t = ${t} s within ${LINK_CHECK_MS / 1000} s`));
          const ran = await lab(other);
          if (ran.summary !== shown.summary) fail(`the page's link, run to t = ${t} s, is another run than the one on screen:\n${firstDifference(shown.summary, ran.summary)}`);
        }
        if (otherProblems.length) fail(otherProblems.join('\n'));
        linkChecks++;
      } finally {
        await fresh.close();
      }
    };

    const acts: [number, () => Promise<void>][] = [
      [
        30,
        async () => {
          const buttons = (await visible('button, summary, [role="slider"], input[type="checkbox"], input[type="radio"]')).filter(Boolean);
          if (!buttons.length) return;
          const b = pick(buttons);
          const what = await describe(b);
          if (SKIP.test(what.replace(/^\w+ "/, ''))) return;
          // The crash button: through the crash action, which expects the crash's notice and checks the recovery.
          if (/Simulate an engine crash/.test(what)) return crashAction();
          note(`click ${what}`);
          inputs++;
          await b.click({ timeout: ACTION_MS });
        },
      ],
      [
        10,
        async () => {
          const key = pick(['Space', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '-', 'Home', 'w', 'W', '?', 'Escape', 'Tab', 'Shift+Tab', 'Enter', 'PageUp', 'PageDown']);
          note(`key ${key}`);
          inputs++;
          await page.keyboard.press(key);
        },
      ],
      [
        12,
        async () => {
          const sliders = await visible('input[type="range"]');
          if (!sliders.length) return;
          const s = pick(sliders);
          const box = await s.boundingBox();
          if (!box) return;
          const from = box.x + rnd() * box.width;
          const to = box.x + rnd() * box.width;
          const y = box.y + box.height / 2;
          note(`drag ${await describe(s)} from ${(100 * (from - box.x) / box.width).toFixed(0)} % to ${(100 * (to - box.x) / box.width).toFixed(0)} %`);
          inputs++;
          await page.mouse.move(from, y);
          await page.mouse.down();
          await page.mouse.move(to, y, { steps: 4 });
          await page.mouse.up();
        },
      ],
      [
        14,
        async () => {
          const boxes = await visible('input[type="text"]:not([readonly]), input[type="number"]:not([readonly]), input:not([type]):not([readonly])');
          if (!boxes.length) return;
          const b = pick(boxes);
          const r = rnd();
          const number = String(+(rnd() * pick([1, 10, 100, 1000, 10000])).toPrecision(pick([1, 2, 3])));
          // A number box takes only numbers from the keyboard (Playwright refuses to type others into it).
          const numeric = (await b.getAttribute('type')) === 'number';
          const text = r < 0.45 || numeric ? number : r < 0.6 ? String(Math.floor(rnd() * 5)) : pick(INVALID_TEXT);
          const confirm = pick(['Enter', 'Tab', 'Escape']);
          note(`type "${text}" + ${confirm} into ${await describe(b)}`);
          inputs++;
          await b.fill(text);
          await b.press(confirm);
        },
      ],
      [
        8,
        async () => {
          const selects = await visible('select');
          if (!selects.length) return;
          const s = pick(selects);
          const options = await s.evaluate((e) => Array.from((e as HTMLSelectElement).options, (o) => ({ value: o.value, label: o.label, disabled: o.disabled })));
          const choices = options.filter((o) => !o.disabled && o.value !== '');
          if (!choices.length) return;
          const o = pick(choices);
          const what = await describe(s);
          if (/preset/i.test(what) || /Scenario/.test(what)) presets++;
          note(`select "${o.label}" in ${what}`);
          inputs++;
          await s.selectOption(o.value);
        },
      ],
      [4, presetAction],
      [
        4,
        async () => {
          const add = page.getByRole('button', { name: /^Add .* flow/ });
          if (!(await add.count())) return;
          note('add a flow (add-flow form)');
          inputs++;
          await add.first().click();
        },
      ],
      [
        3,
        async () => {
          const removes = await visible('button');
          const rm = [];
          for (const b of removes) if (/^(Remove|Stop)$/.test((await b.textContent())?.trim() ?? '')) rm.push(b);
          if (!rm.length) return;
          const b = pick(rm);
          note(`click ${await describe(b)}`);
          inputs++;
          await b.click();
        },
      ],
      [
        2,
        async () => {
          const share = page.getByRole('button', { name: /^Share/ });
          if (!(await share.count())) return;
          note('open Share…');
          await share.first().click();
          await page.waitForTimeout(300 + rnd() * 700);
          const inDialog = await visible('dialog button, dialog input, dialog select');
          for (let k = 0; k < 3 && inDialog.length; k++) {
            const el = pick(inDialog);
            const what = await describe(el);
            if (/Download|Copy/.test(what)) continue;
            note(`  in the dialog: click ${what}`);
            inputs++;
            await el.click({ timeout: ACTION_MS }).catch(() => {});
          }
          note('  close with Escape');
          await page.keyboard.press('Escape');
        },
      ],
      [1.5, crashAction],
      [3, resetAction],
      [3, seekAction],
      [2, branchAction],
      [1.5, linkCheck],
      [
        1,
        async () => {
          const size = pick([
            { width: 1280, height: 800 },
            { width: 1024, height: 768 },
            { width: 1440, height: 1000 },
          ]);
          note(`viewport ${size.width}×${size.height}`);
          await page.setViewportSize(size);
        },
      ],
      [
        1,
        async () => {
          note('scroll');
          inputs++;
          await page.mouse.wheel(0, (rnd() - 0.4) * 1500);
        },
      ],
    ];
    const total = acts.reduce((a, [w]) => a + w, 0);

    while (Date.now() - started < opts.durationMs) {
      // Back to the lab if an action left it (a nav link, a lesson link).
      const onLab = await page.evaluate(() => location.search === '' || location.search === '?');
      if (!onLab) {
        note(`left the lab (${await page.evaluate(() => location.search)}): back`);
        await page.goBack().catch(() => {});
        await page.waitForTimeout(300);
        if (!(await page.evaluate(() => location.search === '' || location.search === '?'))) {
          const labLink = page.getByRole('link', { name: /^Lab$/ });
          if (await labLink.count()) await labLink.first().click().catch(() => {});
        }
        await page.waitForTimeout(500);
        continue;
      }
      let r = rnd() * total;
      let act = acts.find(([w]) => (r -= w) < 0)![1];
      // Every episode loads a preset and survives a crash at least once, from its second half on.
      const late = Date.now() - started > opts.durationMs / 2;
      if (late && presets === 0) act = presetAction;
      else if (late && crashes === 0) act = crashAction;
      // (A link check needs a scenario of few flows: on too many, a preset first.)
      else if (late && linkChecks === 0) act = flowsNow <= LINK_CHECK_MAX_FLOWS ? linkCheck : presetAction;
      actions++;
      try {
        await act();
      } catch (e) {
        if (e instanceof MonkeyFailure) throw e;
        // An element that went away or is covered is not a bug; the checks below decide that.
        note(`  (action abandoned: ${String(e instanceof Error ? e.message : e).split('\n')[0].slice(0, 120)})`);
      }
      await page.waitForTimeout(50 + rnd() * 250);
      await check();
      if (actions % 50 === 0) opts.progress?.(`seed ${opts.seed}: ${actions} actions, ${crashes} crashes, ${presets} presets, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // An episode too busy for a link check in its time (a loaded machine) still ends with one.
    if (linkChecks === 0 && flowsNow <= LINK_CHECK_MAX_FLOWS) {
      note('no link check yet: one now');
      await linkCheck();
    }
    // A last look after things settle.
    await page.waitForTimeout(1500);
    await check();
    return { seed: opts.seed, actions, inputs, crashes, presets, resets, seeks, branches, linkChecks, log };
  } catch (e) {
    if (e instanceof MonkeyFailure) throw e;
    throw new MonkeyFailure(`the monkey itself failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`, opts.seed, log);
  } finally {
    await context.close();
  }
}
