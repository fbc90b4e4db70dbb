// `npm run bench:ui`: how smooth the lab is in a real browser. Builds the app, serves it locally,
// drives Debian's Chromium (playwright-core) through a 20-flow and a 200-flow scenario at 10×
// speed (the 200 flows by class, as the lab shows them, again with "Each flow" chosen, and on
// FQ-CoDel with its per-flow queue picture and chart; `--frames-only` runs just these), and reports main-thread frame times (p50, p95, worst), long tasks (> 50 ms),
// the CPU each of Chromium's threads used meanwhile (threadCpu.ts: the main thread's per frame), how long
// an α edit and a play/pause take to reach the screen, how busy the default lab left paused keeps
// its main thread, and the initial JavaScript size, gzipped.
// Both cases run in one browser, one after the other, so their ratio holds even on a busy machine.
// Then rewind: how long a seek takes (command to the next frame on screen) in a finished
// 10-minute run of 2 flows and of 30 flows, back to the middle, to near the end, and to the start,
// and the same in runs a flow was removed from at 300 s (their seeks replay the removal).
// `--seek-only` runs just that part. Last, a lesson opened on a phone: a 390 × 844 touch screen,
// the CPU slowed 4× and a slow network (Fast 3G); `--phone-only` runs just that (`--url` points it
// at a build served elsewhere, to compare two builds on a machine in the same state).
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from './buildApp';
import { launchChromium } from './chromium';
import { parseCommandLine } from './commandLine';
import { descendantThreads, pageCpu, type PageCpu } from './threadCpu';

/** The bundled presets, found from the project's root (this file runs from src/cli/ or build/cli/). */
const PRESET_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'src/sim/scenario/presets');

const spread = { accessDelaySec: [0.002, 0.04], startSec: [0, 1] };
const access = { rateBps: 100e6, delaySec: 0.005 };

/** 20 flows (10 Reno, 10 Vegas) on a RED bottleneck: a busy but ordinary classroom scenario. */
const TWENTY = {
  version: 1,
  title: 'bench:ui — 20 flows',
  durationSec: 600,
  bottleneck: { rateBps: 10e6, delaySec: 0.005, bufferPackets: 150, queue: { kind: 'red', minThPackets: 30, maxThPackets: 90 } },
  flows: [
    { variant: 'reno', name: 'Reno', count: 10, access, spread },
    { variant: 'vegas', name: 'Vegas', count: 10, alpha: 2, beta: 4, access, spread },
  ],
};

/** 200 flows (100 Reno, 100 Vegas): the many-flows preset's mix, long enough to run the whole measurement at 10×. */
const TWO_HUNDRED = {
  ...TWENTY,
  title: 'bench:ui — 200 flows',
  bottleneck: { rateBps: 10e6, delaySec: 0.005, bufferPackets: 150, queue: { kind: 'red', minThPackets: 54, maxThPackets: 108 } },
  flows: [
    { variant: 'reno', name: 'Reno', count: 100, access, spread: { accessDelaySec: [0.004, 0.044], startSec: [0, 2] } },
    { variant: 'vegas', name: 'Vegas', count: 100, alpha: 3, beta: 3, access, spread: { accessDelaySec: [0.004, 0.044], startSec: [0, 2] } },
  ],
};

/** The same 200 flows on FQ-CoDel (RFC 8290 defaults): the network picture draws a row per flow queue (the largest that fit). */
const TWO_HUNDRED_FQ_CODEL = {
  ...TWO_HUNDRED,
  title: 'bench:ui — 200 flows, FQ-CoDel',
  bottleneck: { ...TWO_HUNDRED.bottleneck, queue: { kind: 'fq-codel' } },
};

/**
 * The cases, in order. The 200-flow case runs twice: in the view the lab picks for it (by class,
 * above 30 flows) and with "Each flow" chosen, every flow drawn and carded on its own; then by
 * class on FQ-CoDel, with its per-flow queue picture, without and with its chart.
 */
const CASES: { scenario: Omit<typeof TWENTY, 'bottleneck'> & { bottleneck: object }; label: string; eachFlow?: boolean; charts?: string[] }[] = [
  { scenario: TWENTY, label: '20 flows' },
  { scenario: TWO_HUNDRED, label: '200 flows (by class)' },
  { scenario: TWO_HUNDRED, label: '200 flows, each flow', eachFlow: true },
  { scenario: TWO_HUNDRED_FQ_CODEL, label: '200 flows, FQ-CoDel (by class)' },
  { scenario: TWO_HUNDRED_FQ_CODEL, label: '200 flows, FQ-CoDel and its chart (by class)', charts: ['Queue discipline'] },
];

/** The lab's default (one Reno, one Vegas, 1.5 Mb/s), ten minutes long. */
const SEEK_TWO = JSON.parse(readFileSync(join(PRESET_DIR, 'reno-vs-vegas-droptail.json'), 'utf8')) as Record<string, unknown>;
/** Tsang & Chang's 30-flow mix (15 Vegas, 15 Reno, 10 Mb/s RED), ten minutes long. */
const SEEK_THIRTY = JSON.parse(readFileSync(join(PRESET_DIR, 'tsang-mix-30.json'), 'utf8')) as Record<string, unknown>;
const SEEK_CASES: { name: string; scenario: Record<string, unknown>; target: string; removeAtSec?: number }[] = [
  { name: '2 flows, 10 min', scenario: { ...SEEK_TWO, durationSec: 600 }, target: '< 300 ms' },
  { name: '30 flows, 10 min', scenario: { ...SEEK_THIRTY, durationSec: 600 }, target: '< 2 s' },
  { name: '2 flows, 10 min, one removed at 300 s', scenario: { ...SEEK_TWO, durationSec: 600 }, target: '< 300 ms', removeAtSec: 300 },
  { name: '30 flows, 10 min, one removed at 300 s', scenario: { ...SEEK_THIRTY, durationSec: 600 }, target: '< 2 s', removeAtSec: 300 },
];
/** Where the seeks go in the finished run, in order. */
const SEEK_TO_SEC = [300, 590, 10, 599];

interface SeekResult {
  name: string;
  target: string;
  /** Per seek: command to the next frame on screen, and the engine's share (rebuild and replay). */
  seeks: { toSec: number; toPaintMs: number; engineMs: number }[];
}

async function seekCase(page: Page, url: string, c: (typeof SEEK_CASES)[number]): Promise<SeekResult> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length);
  await page.evaluate((s) => {
    const lab = (window as unknown as { lab: { load(s: unknown): string[]; setSpeed(s: 'max'): void; play(): void } }).lab;
    const problems = lab.load(s);
    if (problems.length) throw new Error(problems.join('\n'));
    lab.setSpeed('max');
  }, c.scenario);
  await page.waitForFunction(() => (window as unknown as { lab: { scenario: { title?: string } | null; flows: unknown[] } }).lab.flows.length > 0);
  if (c.removeAtSec !== undefined) {
    // Forwards to the moment (the engine runs on), remove the last flow there, then on to the end.
    await page.evaluate(`window.lab.seek(${c.removeAtSec}).then(() => window.lab.removeFlow(window.lab.flows.length - 1))`);
    await page.waitForFunction(() => (window as unknown as { lab: { hidden: Set<number> } }).lab.hidden.size === 1);
  }
  await page.evaluate(() => (window as unknown as { lab: { play(): void } }).lab.play());
  await page.waitForFunction(() => (window as unknown as { lab: { status: { finished: boolean } } }).lab.status.finished, null, { timeout: 600_000 });
  const seeks: SeekResult['seeks'] = [];
  for (const toSec of SEEK_TO_SEC) {
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const r = (await page.evaluate(`new Promise((resolve, reject) => {
      const t0 = performance.now();
      window.lab.seek(${toSec}).then(() => requestAnimationFrame(() => requestAnimationFrame((t) => resolve({ toPaintMs: t - t0, engineMs: window.lab.lastSeekMs }))), reject);
    })`)) as { toPaintMs: number; engineMs: number };
    seeks.push({ toSec, ...r });
    await page.waitForTimeout(300);
  }
  return { name: c.name, target: c.target, seeks };
}

function reportSeeks(results: SeekResult[], out: (line: string) => void): void {
  out(`
Rewind: seek in a finished 10-minute run (command → next frame on screen; in brackets the engine's rebuild and replay)
`);
  out(`| run | ${SEEK_TO_SEC.map((t) => `to ${t} s`).join(' | ')} | worst | target |`);
  out(`| --- | ${SEEK_TO_SEC.map(() => '---').join(' | ')} | --- | --- |`);
  for (const r of results) {
    const cells = r.seeks.map((s) => `${s.toPaintMs.toFixed(0)} ms (${s.engineMs.toFixed(0)})`);
    out(`| ${r.name} | ${cells.join(' | ')} | ${Math.max(...r.seeks.map((s) => s.toPaintMs)).toFixed(0)} ms | ${r.target} |`);
  }
}

/**
 * A phone on a slow network: Chromium's CPU slowed 4× and a "Fast 3G" network (150 ms
 * latency, 1.6 Mb/s down, 750 kb/s up), no cache. The profile is the one Lighthouse's mobile
 * audit uses, so the figures compare with what a lecturer's QR code gives a student.
 */
const PHONE = { width: 390, height: 844, cpuSlowdown: 4, latencyMs: 150, downBps: 1.6e6, upBps: 750e3 };
const PHONE_LESSON = 'reno-sawtooth';

interface PhoneResult {
  /** Navigation start → the prediction's choices and "Predict, then run" answer a tap. */
  predictMs: number;
  /** The tap on "Predict, then run" → the lab's Play button works. */
  tapToLabMs: number;
  /**
   * Navigation start → the lab can run, for a student who predicts the moment they can: the two
   * above added (the driver's own time between them, a second or more here, is left out).
   */
  labMs: number;
  /** Bytes the page fetched until then (compressed, as sent). */
  bytes: number;
}

async function phoneLessonCase(browser: Browser, url: string): Promise<PhoneResult> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    let bytes = 0;
    page.on('requestfinished', (r) => {
      void r.sizes().then((s) => (bytes += s.responseBodySize + s.responseHeadersSize), () => {});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downBps / 8,
      uploadThroughput: PHONE.upBps / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(`${url}?lesson=${PHONE_LESSON}`, { waitUntil: 'commit' });
    // Timed in the page, from its navigation start: the polling's own delay is not counted.
    const predictMs = (await page.waitForFunction(
      `(() => {
        const radio = document.querySelector('[data-lesson-part="predict"] input[type="radio"]:not(:disabled)');
        return radio ? performance.now() : 0;
      })()`,
      null,
      { timeout: 120_000, polling: 50 },
    ).then((h) => h.jsonValue())) as number;
    await page.locator('[data-lesson-part="predict"] input[type="radio"]').first().tap();
    await page.evaluate(`addEventListener('click', (e) => { window.__predictTapMs = e.timeStamp; }, { capture: true, once: true })`);
    await page.getByRole('button', { name: 'Predict, then run' }).tap();
    const tapToLabMs = (await page.waitForFunction(
      `(() => {
        const lab = document.querySelector('[data-lesson-part="lab"]');
        if (!lab || !lab.querySelector('.flow-card')) return 0;
        const play = [...lab.querySelectorAll('button')].find((b) => b.textContent === 'Play');
        return play && !play.disabled ? performance.now() - window.__predictTapMs : 0;
      })()`,
      null,
      { timeout: 120_000, polling: 50 },
    ).then((h) => h.jsonValue())) as number;
    return { predictMs, tapToLabMs, labMs: predictMs + tapToLabMs, bytes };
  } finally {
    await context.close();
  }
}

/** Wall seconds the paused lab is watched, after it has settled. */
const PAUSED_SECONDS = 10;

/**
 * The default lab loaded and left paused: the share of the page's main thread its tasks take
 * (Chromium's TaskDuration over PAUSED_SECONDS). A paused lab's frame loop rests, so this is near 0.
 */
async function pausedLabCase(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    await page.goto(url);
    await page.waitForSelector('.flow-card');
    await page.waitForTimeout(3000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
    const before = await busy();
    await page.waitForTimeout(PAUSED_SECONDS * 1000);
    return (await busy()) - before;
  } finally {
    await page.close();
  }
}

function reportPhone(r: PhoneResult, out: (line: string) => void): void {
  out(`
A lesson on a phone (?lesson=${PHONE_LESSON}, ${PHONE.width} × ${PHONE.height} touch, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.latencyMs} ms latency, ${PHONE.downBps / 1e6} Mb/s down, no cache), from navigation start
`);
  out('| measure | time | target |');
  out('| --- | --- | --- |');
  out(`| the prediction answers a tap | ${(r.predictMs / 1000).toFixed(2)} s | < 3 s |`);
  out(`| "Predict, then run" → the lab can run | ${(r.tapToLabMs / 1000).toFixed(2)} s | |`);
  out(`| the lab can run (predicted at once) | ${(r.labMs / 1000).toFixed(2)} s | < 5 s |`);
  out(`| fetched by then | ${(r.bytes / 1024).toFixed(0)} KB | |`);
}

interface CaseResult {
  flows: number;
  label: string;
  frames: number[];
  longTasks: number[];
  simTime: number;
  /** What the page's threads used over the frames (null without Linux's /proc). */
  cpu: PageCpu | null;
  /** Wall seconds the frames took. */
  wallSec: number;
  /** Input to next paint, ms, and the longest task in the second after it, per control. */
  alphaEdit: Response;
  playPause: Response;
}

interface Response {
  toPaintMs: number;
  longestTaskAfterMs: number;
}

function initialJsGzipBytes(dist: string): { files: string[]; gzip: number; raw: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  let gzip = 0;
  let raw = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files, gzip, raw };
}

function workerGzipBytes(dist: string): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => /worker.*\.js$/.test(f))
    .reduce((a, f) => a + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

/**
 * Measures one control: `act` performs it through the page's real input (Playwright keyboard or
 * mouse); the page stamps the input event and the next two animation frames (the frame after the
 * one React's update lands in is on screen), and records long tasks for a second afterwards.
 */
async function response(page: Page, eventType: string, act: () => Promise<void>): Promise<Response> {
  await page.evaluate(`(() => {
    window.__resp = { input: -1, paint: -1, tasks: [] };
    const r = window.__resp;
    const obs = new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (r.input >= 0 && e.startTime + e.duration >= r.input) r.tasks.push(e.duration); }));
    obs.observe({ type: 'longtask', buffered: false });
    r.obs = obs;
    addEventListener(${JSON.stringify(eventType)}, (e) => {
      r.input = e.timeStamp;
      requestAnimationFrame(() => requestAnimationFrame((t) => { r.paint = t; }));
    }, { capture: true, once: true });
  })()`);
  await act();
  await page.waitForFunction(`window.__resp.paint >= 0`);
  await page.waitForTimeout(1000);
  return (await page.evaluate(`(() => {
    const r = window.__resp;
    r.obs.disconnect();
    return { toPaintMs: r.paint - r.input, longestTaskAfterMs: r.tasks.length ? Math.max(...r.tasks) : 0 };
  })()`)) as Response;
}

async function runCase(page: Page, url: string, c: (typeof CASES)[number], seconds: number, speed: number): Promise<CaseResult> {
  const scenario = c.scenario;
  const flows = scenario.flows.reduce((a, f) => a + f.count, 0);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length);
  await page.evaluate(
    ([scenario, speed]) => {
      const lab = (window as unknown as { lab: { load(s: unknown): string[]; setSpeed(s: number): void } }).lab;
      const problems = lab.load(scenario);
      if (problems.length) throw new Error(problems.join('\n'));
      lab.setSpeed(speed as number);
    },
    [scenario, speed] as const,
  );
  await page.waitForFunction((n) => (window as unknown as { lab: { flows: unknown[] } }).lab.flows.length === n, flows);
  for (const name of c.charts ?? []) {
    await page.getByText('Charts shown').click();
    await page.getByRole('checkbox', { name }).check();
  }
  if (c.eachFlow) {
    await page.getByRole('button', { name: 'Each flow', exact: true }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.flow-card').length === n, flows);
  }
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1500); // warm-up: JIT, first layouts
  const threadsBefore = descendantThreads();
  const wallStart = performance.now();
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const run = (await page.evaluate(`new Promise((resolve) => {
    const frames = [];
    const longTasks = [];
    const obs = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
    obs.observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const end = last + ${seconds * 1000};
    function tick(t) {
      frames.push(t - last);
      last = t;
      if (t < end) requestAnimationFrame(tick);
      else {
        obs.disconnect();
        resolve({ frames, longTasks, simTime: window.lab.status.timeSec });
      }
    }
    requestAnimationFrame(tick);
  })`)) as { frames: number[]; longTasks: number[]; simTime: number };
  const wallSec = (performance.now() - wallStart) / 1000;
  const cpu = threadsBefore.length > 0 ? pageCpu(threadsBefore, descendantThreads()) : null;

  // An α edit on a Vegas flow, typed and confirmed with Enter, while the run goes on (by class,
  // the Vegas class is opened first, as a user would).
  const vegasClass = page.locator('details.flow-class > summary', { hasText: 'Vegas' });
  if ((await vegasClass.count()) > 0) await vegasClass.first().click();
  // Elements are found before each measurement: Playwright's role queries run on the page's main
  // thread and would be counted against the lab.
  const box = (await page.getByRole('textbox', { name: /α/ }).first().elementHandle())!;
  await box.scrollIntoViewIfNeeded();
  await box.fill('2');
  const alphaEdit = await response(page, 'keydown', () => box.press('Enter'));
  // Pause, then play again, by the toolbar's button.
  const pause = (await page.getByRole('button', { name: 'Pause' }).elementHandle())!;
  const playPause = await response(page, 'click', () => pause.click());
  await page.getByRole('button', { name: 'Play' }).click();
  return { flows, label: c.label, ...run, cpu, wallSec, alphaEdit, playPause };
}

async function main(): Promise<void> {
  const args = parseCommandLine(
    {
      usage: ['npm run bench:ui -- [--seconds S] [--speed X] [--seek-only | --frames-only | --phone-only [--url URL]]'],
      summary:
        'Builds the app, serves it and measures the lab in headless Chromium: frame times and long tasks at 20 and 200 flows, an α edit and a pause to the screen, ' +
        'the initial JavaScript, seeks in finished runs, and a lesson opened on a slow phone.',
      options: {
        seconds: { type: 'string', value: 'S', default: '10', description: 'wall seconds each frame case runs' },
        speed: { type: 'string', value: 'X', default: '10', description: 'simulation speed of the frame cases' },
        'seek-only': { type: 'boolean', description: 'only the seeks' },
        'frames-only': { type: 'boolean', description: 'only the frame cases and the initial JavaScript' },
        'phone-only': { type: 'boolean', description: 'only the lesson on a phone' },
        url: { type: 'string', value: 'URL', description: 'with --phone-only: measure a build served there instead of this one' },
      },
      examples: ['npm run bench:ui', 'npm run bench:ui -- --frames-only', 'npm run bench:ui -- --phone-only'],
    },
    process.argv.slice(2),
    'bench:ui',
  );
  if (!args.ok) {
    process.exitCode = args.exitCode;
    return;
  }
  const { values } = args;
  const seconds = Number(values.seconds);
  const speed = Number(values.speed);
  await buildApp({ outDir: 'dist' });
  const size = initialJsGzipBytes('dist');
  // Vite is loaded when the build is served, not when the command starts (see chromium.ts).
  const { preview } = await import('vite');
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls!.local[0];
  const browser = await launchChromium();
  try {
    const out = (line: string) => process.stdout.write(`${line}\n`);
    if (values['phone-only']) {
      // --url: a build served elsewhere (another branch's, for a before/after), not this one.
      reportPhone(await phoneLessonCase(browser, values.url ?? url), out);
      return;
    }
    const seekResults: SeekResult[] = [];
    for (const c of values['frames-only'] ? [] : SEEK_CASES) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, serviceWorkers: 'block' });
      seekResults.push(await seekCase(page, url, c));
      await page.close();
    }
    if (values['seek-only']) {
      reportSeeks(seekResults, out);
      return;
    }
    const results: CaseResult[] = [];
    for (const c of CASES) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, serviceWorkers: 'block' });
      results.push(await runCase(page, url, c, seconds, speed));
      await page.close();
    }
    out(`bench:ui — ${CASES.map((c) => c.label).join(', ')} at ${speed}× for ${seconds} s of wall time each, one after the other in one browser (Chromium ${browser.version()})\n`);
    const cols = results.map((r) => r.label);
    out(`| measure | ${cols.join(' | ')} | target |`);
    out(`| --- | ${cols.map(() => '---').join(' | ')} | --- |`);
    const row = (name: string, f: (r: CaseResult) => string, target = '') => out(`| ${name} | ${results.map(f).join(' | ')} | ${target} |`);
    const pct = (r: CaseResult, q: number) => {
      const sorted = [...r.frames].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    };
    row('frames', (r) => `${r.frames.length} (${(r.frames.length / seconds).toFixed(1)} fps)`, '> 50 fps');
    row('frame time p50', (r) => `${pct(r, 0.5).toFixed(1)} ms`);
    row('frame time p95', (r) => `${pct(r, 0.95).toFixed(1)} ms`, '≤ 20 ms');
    row('frame time max', (r) => `${Math.max(...r.frames).toFixed(1)} ms`);
    row('long tasks (> 50 ms)', (r) => `${r.longTasks.length}${r.longTasks.length ? `, longest ${Math.max(...r.longTasks).toFixed(0)} ms` : ''}`, '0');
    row('simulated time reached', (r) => `${r.simTime.toFixed(1)} s`);
    const cpuRow = (name: string, f: (cpu: PageCpu, r: CaseResult) => string, target = '') => row(name, (r) => (r.cpu ? f(r.cpu, r) : 'n/a'), target);
    cpuRow('main thread: CPU per frame', (cpu, r) => `${((1000 * cpu.mainSec) / r.frames.length).toFixed(1)} ms`, '< 16.7 ms');
    cpuRow('main thread: CPU, cores', (cpu, r) => (cpu.mainSec / r.wallSec).toFixed(2));
    cpuRow('simulation worker: CPU, cores', (cpu, r) => (cpu.workerSec / r.wallSec).toFixed(2));
    cpuRow('display compositor: CPU, cores', (cpu, r) => (cpu.compositorSec / r.wallSec).toFixed(2));
    cpuRow('all of Chromium: CPU, cores', (cpu, r) => (cpu.allSec / r.wallSec).toFixed(2), `of ${availableParallelism()}`);
    row('α edit: input → next frame', (r) => `${r.alphaEdit.toPaintMs.toFixed(0)} ms`, '< 100 ms');
    row('α edit: longest task within 1 s', (r) => `${r.alphaEdit.longestTaskAfterMs.toFixed(0)} ms`, '< 100 ms');
    row('pause: input → next frame', (r) => `${r.playPause.toPaintMs.toFixed(0)} ms`, '< 100 ms');
    row('pause: longest task within 1 s', (r) => `${r.playPause.longestTaskAfterMs.toFixed(0)} ms`, '< 100 ms');
    out(
      `\nCPU is each thread's in /proc over the frames. The main thread's CPU per frame is the page's own work (script, style, layout, paint) for a frame: ` +
        `under 16.7 ms it fits a 60 Hz frame, and a frame rate below 60 then comes from the threads it shares the cores with (the simulation worker, the display compositor, raster).`,
    );
    const pausedBusySec = await pausedLabCase(browser, url);
    out(`\nthe default lab, paused, ${PAUSED_SECONDS} s: its main thread busy ${((100 * pausedBusySec) / PAUSED_SECONDS).toFixed(2)} % of the time (Chromium's TaskDuration); target < 2 %`);
    out(`\ninitial JavaScript: ${(size.gzip / 1024).toFixed(1)} KB gzipped (${(size.raw / 1024).toFixed(0)} KB raw; ${size.files.join(', ')}); target ≤ 300 KB`);
    out(`simulation worker: ${(workerGzipBytes('dist') / 1024).toFixed(1)} KB gzipped (loaded after start-up)`);
    if (values['frames-only']) return;
    reportSeeks(seekResults, out);
    reportPhone(await phoneLessonCase(browser, url), out);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
