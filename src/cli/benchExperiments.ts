// `npm run bench:experiments`: how fast a paper's sweep runs on 1 and on 2 workers, and whether the
// page stays interactive meanwhile. Runs Tsang & Chang's Tables 3/4 (the four Vegas lines: 52 runs
// of 60 s) in Debian's headless Chromium, on the experiments page as a student would (the page
// opens, its pool starts and warms up, Run is pressed a second later or once the pool is warm),
// and in Node on the worker-thread pool. 1 and 2 workers alternate (1 2, 2 1, …) so a load that
// comes and goes hits both alike; each is reported as its best and median wall time, with the median of the paired
// speed-ups, the median time of one run inside a worker (if it grows with 2 workers, the two
// cores were not free), the CPU time the sweep took (a measure of work a busy machine does not
// change much) and how it splits between the page's main thread, its workers and the rest of
// Chromium (per thread, from /proc), the main thread's busy share and longest task (the page must have none over
// 50 ms), and the machine meanwhile: load average and a plain loop's 2-thread speed-up.
//   npm run bench:experiments -- [--repeat N] [--experiment id] [--series a,b] [--only chromium|node]
//   (BENCH_THREADS=1 also prints each Chromium thread's CPU over each sweep.)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Browser, CDPSession } from 'playwright-core';
import { experimentById, experimentPlan, type RunSettings } from '../experiments/catalogue';
import { measureSpec, runSweep, sweepJobs, warmScenarios, type SweepPlan } from '../experiments/sweep';
import { buildApp } from './buildApp';
import { launchChromium } from './chromium';
import { parseCommandLine } from './commandLine';
import { pageCpu, threadsOf, usedBetween, type ThreadCpu } from './threadCpu';
import { bundleRunWorker } from './workerBundle';
import { workerThreadPool } from './workerThreadPool';

/** How long the page is open before Run is pressed, ms (and until its pool has warmed up). */
const READ_MS = 1000;

interface Sample {
  workers: number;
  wallSec: number;
  runs: number;
  /** Median wall time of one run inside a worker, s. */
  medianRunSec: number;
  /** CPU time the sweep took, s: every Chromium process (M + W + O), or this Node process (its threads). */
  cpuSec: number;
  /**
   * Chromium only, CPU s by thread from the runs' start (the pool Run started is warm) to the sweep's end: the page's main thread
   * (M), its Web Workers (W), every other Chromium thread (O: compositor, GPU, browser, network…),
   * and this bench's own process (H: Playwright and the preview server).
   */
  cpu?: { main: number; workers: number; other: number; harness: number };
  /** Chromium only: the same from the sweep's end until the page shows it done (the last redraw of the figures). */
  cpuAfter?: { main: number; workers: number; other: number };
  /** Share of the wall time the page's main thread was busy (Chromium only). */
  mainBusy?: number;
  longestTaskMs?: number;
  longTasks?: number;
}

/**
 * The machine's own ceiling at the moment: a plain arithmetic loop, the same work done by 1 thread
 * and split over 2 (about 0.2 s). On 2 free cores the split is 2× faster; when other programs hold
 * the CPUs it is less, and no pool can beat it.
 */
async function plainLoopSpeedUp(): Promise<number> {
  const code = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (n) => { let x = 1; for (let i = 0; i < n; i++) x = (Math.imul(x, 1103515245) + 12345) | 0; parentPort.postMessage(x); });`;
  const threads = [new Worker(code, { eval: true }), new Worker(code, { eval: true })];
  const spin = (ws: Worker[], n: number) =>
    Promise.all(
      ws.map(
        (w) =>
          new Promise((done) => {
            w.once('message', done);
            w.postMessage(n);
          }),
      ),
    );
  try {
    await spin(threads, 1e6);
    const t0 = performance.now();
    await spin(threads.slice(0, 1), 4e7);
    const n = Math.max(1e7, Math.round((4e7 * 200) / Math.max(1, performance.now() - t0)));
    const t1 = performance.now();
    await spin(threads.slice(0, 1), n);
    const one = performance.now() - t1;
    const t2 = performance.now();
    await spin(threads, n / 2);
    return one / (performance.now() - t2);
  } finally {
    for (const w of threads) void w.terminate();
  }
}

/**
 * Splits the CPU Chromium took between two looks: the page's main thread (M: the main thread of the
 * renderer that runs the Web Workers), the workers (W) and everything else of Chromium (O).
 */
function splitCpu(before: readonly ThreadCpu[], after: readonly ThreadCpu[]): { main: number; workers: number; other: number } {
  const { mainSec, workerSec, allSec } = pageCpu(before, after);
  if (process.env.BENCH_THREADS) {
    for (const t of usedBetween(before, after)) if (t.cpuSec > 0.005) process.stderr.write(`    ${t.pid}/${t.tid} ${t.processType} ${t.thread}: ${(1000 * t.cpuSec).toFixed(0)} ms\n`);
  }
  return { main: mainSec, workers: workerSec, other: allSec - mainSec - workerSec };
}

const loads: number[] = [];
const ceilings: number[] = [];
/** Notes the load average and the plain loop's speed-up, before each pair. */
const noteMachine = async () => {
  loads.push(loadavg()[0]);
  ceilings.push(await plainLoopSpeedUp());
};
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** 1 2, 2 1, 1 2, …: each repetition a pair, alternating which goes first. */
const pairs = (repeat: number) => Array.from({ length: repeat }, (_, r) => (r % 2 ? [2, 1] : [1, 2]));

async function inChromium(browser: Browser, system: CDPSession, base: string, query: string, workers: number): Promise<Sample> {
  const chromiumPids = async () => (await system.send('SystemInfo.getProcessInfo')).processInfo.map((p) => p.id);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // The page marks the runs' start ('tfl:sweep-start', once its pool, started by Run, is warm) and
    // the sweep's end ('tfl:sweep-end', before its last redraw): the bench hears each at once (the
    // mark calls a binding) and takes the threads' CPU times there.
    let atStart: ThreadCpu[] | null = null;
    let harness0: NodeJS.CpuUsage | null = null;
    let atEnd: ThreadCpu[] | null = null;
    let pids: number[] = [];
    await context.exposeBinding('__benchSweepStart', () => {
      atStart = threadsOf(pids);
      harness0 = process.cpuUsage();
    });
    await context.exposeBinding('__benchSweepEnd', () => {
      atEnd = threadsOf(pids);
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __benchSweepStart: () => void; __benchSweepEnd: () => void };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        const m = mark(name, options);
        if (name === 'tfl:sweep-start') {
          w.__longTasks = [];
          void w.__benchSweepStart();
        }
        if (name === 'tfl:sweep-end') void w.__benchSweepEnd();
        return m;
      };
    });
    const page = await context.newPage();
    await page.goto(`${base}?${query}&workers=${workers}`);
    await page.locator('[data-experiment-state]').waitFor();
    // The reader's second (no worker starts before Run: the pool's start and warm-up come after the
    // click, before the runs' start mark, and are not counted).
    await page.waitForTimeout(READ_MS);
    // And until the service worker has cached the app, as for a student who has been here before:
    // on a first visit its precache (the whole build) would run beside the sweep, a one-off.
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
    const button = page.locator('[data-experiment-run]');
    await button.waitFor();
    // The workers' threads are Chromium's renderer's: the process ids are known before they start.
    pids = await chromiumPids();
    await button.click();
    // One call that waits in the page (a MutationObserver), not a poll: the bench adds no task of its own while the sweep runs.
    // (Text, not a function: tsx would wrap a named arrow in a helper the page does not have.)
    await page.evaluate(`new Promise((resolve) => {
      const root = document.querySelector('[data-experiment-state]');
      const done = () => root.getAttribute('data-experiment-state') === 'done';
      if (done()) return resolve();
      const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve()));
      observer.observe(root, { attributes: true, attributeFilter: ['data-experiment-state'] });
    })`);
    const atDone = threadsOf(pids);
    if (!atStart || !harness0) throw new Error('the page did not mark the start of its runs (tfl:sweep-start)');
    if (!atEnd) throw new Error('the page did not mark the end of its sweep (tfl:sweep-end)');
    const harnessCpu = process.cpuUsage(harness0);
    const cpu = { ...splitCpu(atStart, atEnd), harness: (harnessCpu.user + harnessCpu.system) / 1e6 };
    const cpuAfter = splitCpu(atEnd, atDone);
    const cpuSec = cpu.main + cpu.workers + cpu.other;
    const wallSec = Number(await page.locator('[data-wall-sec]').getAttribute('data-wall-sec'));
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    // The page keeps its results (localStorage): each run's own wall time, measured in its worker.
    const runSecs = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('tfl:sweep:'));
      const saved = key ? (JSON.parse(localStorage.getItem(key)!) as { results: { wallSec: number }[] }) : { results: [] };
      return saved.results.map((r) => r.wallSec);
    });
    return {
      workers,
      wallSec,
      runs: runSecs.length,
      medianRunSec: median(runSecs),
      cpuSec,
      cpu,
      cpuAfter,
      mainBusy: cpu.main / wallSec,
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      longTasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

async function chromiumSamples(query: string, repeat: number): Promise<Sample[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'tfl-bench-xr-'));
  process.stderr.write('bench:experiments: building the app…\n');
  await buildApp({ outDir, logLevel: 'error' });
  // Vite is loaded when the build is served, not when the command starts (see chromium.ts).
  const { preview } = await import('vite');
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('vite preview did not report a URL');
  const browser = await launchChromium();
  const system = await browser.newBrowserCDPSession();
  const samples: Sample[] = [];
  try {
    for (const pair of pairs(repeat)) {
      await noteMachine();
      for (const workers of pair) {
        const s = await inChromium(browser, system, base, query, workers);
        samples.push(s);
        process.stderr.write(`  Chromium, ${workers} worker${workers > 1 ? 's' : ''}: ${s.wallSec.toFixed(2)} s for ${s.runs} runs (load ${loadavg()[0].toFixed(1)})\n`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return samples;
}

/** The same sweep in Node: one long-lived pool of each size, warmed up as the page's is, then timed in alternation. */
async function nodeSamples(plan: SweepPlan, repeat: number): Promise<Sample[]> {
  const bundle = bundleRunWorker();
  const pools = new Map([1, 2].map((n) => [n, workerThreadPool(bundle, n)]));
  const samples: Sample[] = [];
  try {
    for (const pool of pools.values()) {
      pool.warm(warmScenarios(plan), undefined, measureSpec(plan, sweepJobs(plan)[0]));
      await runSweep(plan, pool); // an untimed pass: the pool is long-lived, as in `npm run sweep` and on the page
    }
    for (const pair of pairs(repeat)) {
      await noteMachine();
      for (const workers of pair) {
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const { results } = await runSweep(plan, pools.get(workers)!, { nowMs: () => performance.now() });
        const wallSec = (performance.now() - t0) / 1000;
        const cpu = process.cpuUsage(cpu0);
        samples.push({ workers, wallSec, runs: results.length, medianRunSec: median(results.map((r) => r.wallSec)), cpuSec: (cpu.user + cpu.system) / 1e6 });
        process.stderr.write(`  Node, ${workers} worker${workers > 1 ? 's' : ''}: ${wallSec.toFixed(2)} s for ${results.length} runs (load ${loadavg()[0].toFixed(1)})\n`);
      }
    }
  } finally {
    for (const pool of pools.values()) pool.close();
  }
  return samples;
}

function rows(where: string, samples: Sample[]): string[][] {
  const of = (w: number) => samples.filter((s) => s.workers === w);
  const walls = (w: number) => of(w).map((s) => s.wallSec);
  // Pairs ran back to back: their ratio is the least disturbed by a load that changes.
  const ratios = of(1).map((s, i) => s.wallSec / of(2)[i].wallSec);
  return [1, 2].map((w) => {
    const ss = of(w);
    const speedUp = w === 2 ? `${(Math.min(...walls(1)) / Math.min(...walls(2))).toFixed(2)}× / ${median(ratios).toFixed(2)}×` : '';
    const sec = (f: (s: Sample) => number) => `${median(ss.map(f)).toFixed(3)}`;
    const split = ss[0].cpu ? `${sec((s) => s.cpu!.main)} / ${sec((s) => s.cpu!.workers)} / ${sec((s) => s.cpu!.other)} (${sec((s) => s.cpu!.harness)})` : '';
    const after = ss[0].cpuAfter ? `${sec((s) => s.cpuAfter!.main)} / ${sec((s) => s.cpuAfter!.other)}` : '';
    const chromiumOnly = ss[0].mainBusy === undefined ? ['', '', ''] : [`${(100 * median(ss.map((s) => s.mainBusy!))).toFixed(0)} %`, `${Math.max(...ss.map((s) => s.longestTaskMs!)).toFixed(0)} ms`, String(Math.max(...ss.map((s) => s.longTasks!)))];
    return [where, String(w), String(ss[0].runs), `${Math.min(...walls(w)).toFixed(2)} s`, `${median(walls(w)).toFixed(2)} s`, speedUp, `${(1000 * median(ss.map((s) => s.medianRunSec))).toFixed(1)} ms`, `${median(ss.map((s) => s.cpuSec)).toFixed(2)} s`, split, after, ...chromiumOnly];
  });
}

async function main(): Promise<void> {
  const args = parseCommandLine(
    {
      usage: ['npm run bench:experiments -- [--repeat N] [--experiment id] [--series a,b] [--only chromium|node]'],
      summary:
        "Times a paper's sweep on 1 and 2 workers, alternating, on the experiments page in headless Chromium and on the worker-thread pool in Node, " +
        "with the CPU each thread took and the page's longest main-thread task. BENCH_THREADS=1 also lists each Chromium thread's CPU.",
      options: {
        repeat: { type: 'string', value: 'N', default: '4', description: 'pairs of 1- and 2-worker sweeps' },
        experiment: { type: 'string', value: 'id', default: 'tsang-fairness-vs-delay', description: 'which experiment' },
        series: { type: 'string', value: 'a,b', default: 'vegas-1-3,ev-1,ev-2,ev-3', description: 'which of its series' },
        only: { type: 'string', value: 'chromium|node', description: 'run in one place only' },
      },
      examples: ['npm run bench:experiments', 'npm run bench:experiments -- --repeat 2 --only node'],
    },
    process.argv.slice(2),
    'bench:experiments',
  );
  if (!args.ok) {
    process.exitCode = args.exitCode;
    return;
  }
  const { values } = args;
  const repeat = Math.max(1, Number(values.repeat) | 0);
  const e = experimentById(values.experiment);
  if (!e) throw new Error(`--experiment ${values.experiment}: no such experiment (npm run sweep -- --list)`);
  if (values.only && values.only !== 'chromium' && values.only !== 'node') throw new Error(`--only ${values.only}: chromium or node`);
  const series = values.series ? values.series.split(',').map((s) => s.trim()) : undefined;
  const settings: RunSettings = { full: false, profiles: ['ns2'], ...(series ? { series } : {}) };
  const plan = experimentPlan(e, settings);
  const query = `experiment=${e.id}${series ? `&series=${series.join(',')}` : ''}`;
  const table: string[][] = [['', 'workers', 'runs', 'wall best', 'wall median', 'speed-up best / paired', 'one run (median)', 'CPU (median)', 'CPU s in the sweep: M / W / O (H)', 'last redraw: M / O', 'main thread busy', 'longest main task', 'tasks > 50 ms']];
  const inBrowser = values.only !== 'node' ? await chromiumSamples(query, repeat) : [];
  if (inBrowser.length) table.push(...rows('Chromium', inBrowser));
  if (values.only !== 'chromium') table.push(...rows('Node', await nodeSamples(plan, repeat)));
  const two = inBrowser.filter((s) => s.workers === 2 && s.cpu);
  const bound = two.length
    ? (() => {
        const [m, w, o] = (['main', 'workers', 'other'] as const).map((k) => median(two.map((s) => s.cpu![k])));
        // On 2 cores the 2-worker sweep cannot take less wall time than half its CPU, (W + M + O) / 2,
        // so against the 1-worker sweep's measured wall time T1 it is at most 2·T1/(W + M + O) faster.
        // (2W/(W + M + O) would assume the 1-worker sweep took W alone; it also waits for the page.)
        const t1 = median(inBrowser.filter((s) => s.workers === 1).map((s) => s.wallSec));
        const limit = Number.isFinite(t1) ? `: on 2 free cores, against the 1-worker sweep's ${t1.toFixed(2)} s, 2 workers can be at most 2·T1/(W + M + O) = ${((2 * t1) / (w + m + o)).toFixed(2)}× faster` : '';
        return `Chromium, 2 workers: M + O = ${(m + o).toFixed(3)} s of CPU beside W = ${w.toFixed(3)} s (${((100 * (m + o)) / w).toFixed(0)} % of W)${limit}`;
      })()
    : '';
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const out = [
    `${e.id}${series ? ` (${series.join(', ')})` : ''}: ${sweepJobs(plan).length} runs; ${repeat} pairs of 1 and 2 workers, alternating; ${cpus().length} CPUs`,
    ...table.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()),
    `the machine meanwhile: load average (1 min) ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} on ${cpus().length} CPUs; a plain loop split over 2 threads ran ${median(ceilings).toFixed(2)}× faster than on 1 (median; ${Math.min(...ceilings).toFixed(2)}–${Math.max(...ceilings).toFixed(2)}×), the ceiling for any pool`,
    'CPU s by thread (Chromium, medians, from /proc/<pid>/task/*/schedstat, from the runs\' start, which the page marks once the pool that Run started is warm, to the sweep\'s end, which it marks before its last redraw): M the page\'s main thread (its busy share is M over the wall time), W its Web Workers, O every other Chromium thread (compositor, GPU, V8\'s compilers, browser, network), H this bench\'s own process (Playwright, the preview server); then M and O of the last redraw, after the wall time. CPU (median) is M + W + O in the sweep; longest task and tasks > 50 ms include the last redraw',
    ...(bound ? [bound] : []),
    'where the ceiling is below 2 or "one run" grows with 2 workers, other programs held the CPUs: re-run on a quiet machine. CPU is the work a sweep took (all threads): about the same on 1 and 2 workers means the pool adds little, and on 2 free cores the wall time can come down to about half of it',
    'targets: Chromium ≤ 5 s, 2 workers ≥ 1.7× faster than 1, no main-thread task > 50 ms',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:experiments: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
