// `npm run bench:ui`: how smooth the lab is in a real browser. Builds the app, serves it locally,
// drives Debian's Chromium (playwright-core) through a 20-flow scenario at 10× speed, and reports
// main-thread frame times (95th percentile, worst), long tasks (> 50 ms) and the initial
// JavaScript size, gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** 20 flows (10 Reno, 10 Vegas) on a RED bottleneck: a busy but ordinary classroom scenario. */
const SCENARIO = {
  version: 1,
  title: 'bench:ui — 20 flows',
  durationSec: 600,
  bottleneck: { rateBps: 10e6, delaySec: 0.005, bufferPackets: 150, queue: { kind: 'red', minThPackets: 30, maxThPackets: 90 } },
  flows: [
    { variant: 'reno', name: 'Reno', count: 10, access: { rateBps: 100e6, delaySec: 0.005 }, spread: { accessDelaySec: [0.002, 0.04], startSec: [0, 1] } },
    { variant: 'vegas', name: 'Vegas', count: 10, alpha: 2, beta: 4, access: { rateBps: 100e6, delaySec: 0.005 }, spread: { accessDelaySec: [0.002, 0.04], startSec: [0, 1] } },
  ],
};

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

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, speed: { type: 'string', default: '10' } } });
  const seconds = Number(values.seconds);
  const speed = Number(values.speed);
  await build({ logLevel: 'warn', build: { outDir: 'dist' } });
  const size = initialJsGzipBytes('dist');
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls!.local[0];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length);
    await page.evaluate(
      ([scenario, speed]) => {
        const lab = (window as unknown as { lab: { load(s: unknown): string[]; setSpeed(s: number): void } }).lab;
        const problems = lab.load(scenario);
        if (problems.length) throw new Error(problems.join('\n'));
        lab.setSpeed(speed as number);
      },
      [SCENARIO, speed] as const,
    );
    await page.waitForFunction(() => (window as unknown as { lab: { flows: unknown[] } }).lab.flows.length === 20);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(1500); // warm-up: JIT, first layouts
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const result = (await page.evaluate(`new Promise((resolve) => {
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
    const sorted = [...result.frames].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const fps = result.frames.length / seconds;
    process.stdout.write(`bench:ui — ${SCENARIO.flows.reduce((a, f) => a + f.count, 0)} flows at ${speed}× for ${seconds} s of wall time (Chromium ${browser.version()})\n\n`);
    process.stdout.write(`| measure | value | target |\n| --- | --- | --- |\n`);
    process.stdout.write(`| frames | ${result.frames.length} (${fps.toFixed(1)} fps) | 60 fps |\n`);
    process.stdout.write(`| frame time p50 | ${p(0.5).toFixed(1)} ms | |\n`);
    process.stdout.write(`| frame time p95 | ${p(0.95).toFixed(1)} ms | ≤ 16.7 ms |\n`);
    process.stdout.write(`| frame time max | ${sorted[sorted.length - 1].toFixed(1)} ms | |\n`);
    process.stdout.write(`| long tasks (> 50 ms) | ${result.longTasks.length}${result.longTasks.length ? `, longest ${Math.max(...result.longTasks).toFixed(0)} ms` : ''} | 0 |\n`);
    process.stdout.write(`| simulated time reached | ${result.simTime.toFixed(1)} s | |\n`);
    process.stdout.write(`| initial JavaScript | ${(size.gzip / 1024).toFixed(1)} KB gzipped (${(size.raw / 1024).toFixed(0)} KB raw; ${size.files.join(', ')}) | ≤ 300 KB |\n`);
    process.stdout.write(`| simulation worker | ${(workerGzipBytes('dist') / 1024).toFixed(1)} KB gzipped (loaded after start-up) | |\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
