// The browser half of `npm run bench -- --browser`: a Web Worker script that runs one benchmark
// case as the lab's engine worker runs it (the same engine, in Chromium's V8, JIT tiers included),
// a first run in a fresh worker and then warm runs, and posts back the times.
import { Simulation } from '../sim/Simulation';
import { BENCH_CASES } from './benchCases';

interface Request {
  name: string;
  warmRuns: number;
}

/** Wall time of running case `name` once, scenario set-up excluded (as in the Node runner). */
function runOnce(name: string): { runSec: number; events: number; bottleneckPackets: number } {
  const c = BENCH_CASES.find((b) => b.name === name);
  if (!c) throw new Error(`unknown bench case "${name}"`);
  const sim = new Simulation(c.scenario);
  const t0 = performance.now();
  sim.runUntil(c.scenario.durationSec);
  const runSec = (performance.now() - t0) / 1000;
  return { runSec, events: sim.scheduler.eventCount, bottleneckPackets: sim.bottleneck.stats.departures };
}

self.onmessage = (e: MessageEvent<Request>) => {
  try {
    const first = runOnce(e.data.name);
    const warm: number[] = [];
    for (let i = 0; i < e.data.warmRuns; i++) warm.push(runOnce(e.data.name).runSec);
    self.postMessage({ ok: true, ...first, warmRunSecs: warm });
  } catch (err) {
    self.postMessage({ ok: false, error: String(err) });
  }
};
