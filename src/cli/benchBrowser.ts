// `npm run bench -- --browser`: the benchmark cases in Debian's headless Chromium, each in a fresh
// Web Worker as the lab and the experiments page run the engine (Chromium's V8, with its own JIT
// tiers), a first run and then warm runs. With --against, the other checkout's engine runs in
// alternation with ours, in the same browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { median } from './benchStats';
import { launchChromium } from './chromium';

export interface BrowserResult {
  /** The first run in a fresh worker (JIT warm-up included). */
  runSec: number;
  /** Median of the later half of the runs after the first in that worker (see runCasesInChromium). */
  warmRunSec: number;
  events: number;
  bottleneckPackets: number;
}

interface WorkerReply {
  ok: boolean;
  error?: string;
  runSec: number;
  warmRunSecs: number[];
  events: number;
  bottleneckPackets: number;
}

/**
 * Run in the page: starts the worker from `code`, asks for one case, resolves with its reply. A
 * string, not a function: the TypeScript loader would wrap a function's inner closures in a helper
 * that does not exist in the page.
 */
const RUN_IN_WORKER = `({ code, name, warmRuns }) => new Promise((resolve) => {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const w = new Worker(url);
  const done = (r) => { w.terminate(); URL.revokeObjectURL(url); resolve(r); };
  w.onmessage = (e) => done(e.data);
  w.onerror = (e) => done({ ok: false, error: e.message, runSec: NaN, warmRunSecs: [], events: 0, bottleneckPackets: 0 });
  w.postMessage({ name, warmRuns });
})`;

/** This checkout's worker script over `checkout`'s engine, bundled for the browser (as bench.ts bundles the Node runner). */
function bundleWorker(root: string, checkout: string): string {
  const out = buildSync({
    stdin: { contents: readFileSync(join(root, 'src/cli/benchCaseWorker.ts'), 'utf8'), loader: 'ts', resolveDir: join(checkout, 'src/cli'), sourcefile: 'benchCaseWorker.ts' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

/**
 * Runs each case `repeat` times per checkout, the checkouts taking turns; each run is a new worker
 * (a new V8 isolate: nothing compiled carries over), whose source differs by a comment so no cache
 * can serve it. Returns, per case, each checkout's median first run and median warm run. Warm is
 * the later half of `warmRuns`: Chromium's V8 reaches its top tier over several runs (Maglev first,
 * TurboFan later; a two-flow run took 4-8 runs to settle here), where Node's reaches it in one.
 */
export async function runCasesInChromium(
  root: string,
  checkouts: string[],
  caseNames: string[],
  repeat: number,
  warmRuns: number,
): Promise<Record<string, BrowserResult[]>> {
  const scripts = checkouts.map((c) => bundleWorker(root, c));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const results: Record<string, BrowserResult[]> = {};
    let nonce = 0;
    for (const name of caseNames) {
      const replies: WorkerReply[][] = checkouts.map(() => []);
      for (let i = 0; i < repeat; i++) {
        for (let k = 0; k < checkouts.length; k++) {
          const code = `${scripts[k]}\n// run ${++nonce}\n`;
          const reply = (await page.evaluate(`(${RUN_IN_WORKER})(${JSON.stringify({ code, name, warmRuns })})`)) as WorkerReply;
          if (!reply.ok) throw new Error(`bench case ${name} failed in Chromium (${checkouts[k]}): ${reply.error}`);
          replies[k].push(reply);
        }
      }
      results[name] = replies.map((rs) => ({
        runSec: median(rs.map((r) => r.runSec)),
        warmRunSec: median(rs.map((r) => median(r.warmRunSecs.slice(Math.floor(r.warmRunSecs.length / 2))))),
        events: rs[0].events,
        bottleneckPackets: rs[0].bottleneckPackets,
      }));
    }
    return results;
  } finally {
    await browser.close();
  }
}
