// `npm run bench:experiments`: the experiments page's speed in a real browser. Builds the app,
// serves it, and in Debian's headless Chromium runs Tsang & Chang's Tables 3/4 (the four Vegas
// lines: 52 runs of 60 s) with 1 and with 2 Web Workers, from an empty cache each time; reports the
// wall time of each, the speed-up, and the longest main-thread task while it ran (the page must stay
// interactive: no task over 50 ms).
//   npm run bench:experiments -- [--repeat N] [--experiment id] [--series a,b]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Sample {
  workers: number;
  wallSec: number;
  runs: number;
  longestTaskMs: number;
  longTasks: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      repeat: { type: 'string', default: '2' },
      experiment: { type: 'string', default: 'tsang-fairness-vs-delay' },
      series: { type: 'string', default: 'vegas-1-3,ev-1,ev-2,ev-3' },
    },
  });
  const repeat = Math.max(1, Number(values.repeat) | 0);
  const outDir = mkdtempSync(join(tmpdir(), 'tfl-bench-xr-'));
  process.stderr.write('bench:experiments: building…\n');
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('vite preview did not report a URL');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const samples: Sample[] = [];
  try {
    for (let r = 0; r < repeat; r++) {
      for (const workers of [1, 2]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[]; __longAt: number[] };
          w.__longTasks = [];
          w.__longAt = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              w.__longTasks.push(e.duration);
              w.__longAt.push(e.startTime);
            }
          }).observe({ type: 'longtask', buffered: true });
        });
        const page = await context.newPage();
        await page.goto(`${base}?experiment=${values.experiment}&series=${values.series}&workers=${workers}`);
        const root = page.locator('[data-experiment-state]');
        await root.waitFor();
        await page.waitForTimeout(500);
        await page.evaluate(() => {
          const w = window as unknown as { __longTasks: number[]; __longAt: number[]; __clickAt: number };
          w.__longTasks = [];
          w.__longAt = [];
          w.__clickAt = performance.now();
        });
        await page.locator('[data-experiment-run]').click();
        await page.waitForFunction(() => document.querySelector('[data-experiment-state]')?.getAttribute('data-experiment-state') === 'done', undefined, { timeout: 600_000, polling: 100 });
        const wallSec = Number(await page.locator('[data-wall-sec]').getAttribute('data-wall-sec'));
        const runs = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
        const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        if (process.env.BENCH_VERBOSE) {
          const at = await page.evaluate(() => {
            const w = window as unknown as { __longTasks: number[]; __longAt: number[]; __clickAt: number };
            return w.__longAt.map((t, i) => `${(t - w.__clickAt).toFixed(0)} ms: ${w.__longTasks[i].toFixed(0)} ms`);
          });
          process.stderr.write(`    long tasks after the click: ${at.join('; ') || 'none'}\n`);
        }
        samples.push({ workers, wallSec, runs, longestTaskMs: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length });
        process.stderr.write(`  ${workers} worker${workers > 1 ? 's' : ''}: ${wallSec.toFixed(2)} s for ${runs} runs\n`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const best = (w: number) => samples.filter((s) => s.workers === w).reduce((a, b) => (b.wallSec < a.wallSec ? b : a));
  const one = best(1);
  const two = best(2);
  const rows = [
    ['workers', 'runs', 'wall (best of ' + repeat + ')', 'longest main-thread task', 'tasks > 50 ms'],
    ...[one, two].map((s) => [String(s.workers), String(s.runs), `${s.wallSec.toFixed(2)} s`, `${s.longestTaskMs.toFixed(0)} ms`, String(s.longTasks)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  process.stdout.write(`${values.experiment} (${values.series}) in headless Chromium:\n`);
  process.stdout.write(`${rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n')}\n`);
  process.stdout.write(`speed-up with 2 workers: ${(one.wallSec / two.wallSec).toFixed(2)}×\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:experiments: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
