// One benchmark case, run in a fresh process so its peak memory is its own:
// `node bench-case.mjs <case>` prints one JSON line: the first run's wall time (JIT warm-up
// included, as a page or a CLI run sees it), events and peak RSS, then the median of WARM_RUNS
// further runs in the same process (as a sweep's worker runs one point after another).
import { Simulation } from '../sim/Simulation';
import { TraceRecorder } from '../sim/metrics/TraceRecorder';
import { BENCH_CASES, type BenchCase } from './benchCases';

/** Warm runs after the first; their median is reported (one warm run alone is as noisy as the machine). */
const WARM_RUNS = 4;

/** As benchStats.ts's: this file is bundled against other checkouts, which may not have that one. */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** One run: wall times, and the CPU time of the run (all of Node's threads: JIT and GC included), which another process's load disturbs less. */
function runOnce(c: BenchCase): { sim: Simulation; setupSec: number; runSec: number; runCpuSec: number } {
  const t0 = performance.now();
  const sim = new Simulation(c.scenario);
  if (c.trace) new TraceRecorder(sim);
  const t1 = performance.now();
  const cpu = process.cpuUsage();
  sim.runUntil(c.scenario.durationSec);
  const used = process.cpuUsage(cpu);
  const t2 = performance.now();
  return { sim, setupSec: (t1 - t0) / 1000, runSec: (t2 - t1) / 1000, runCpuSec: (used.user + used.system) / 1e6 };
}

function main(): void {
  const name = process.argv[2];
  const c = BENCH_CASES.find((b) => b.name === name);
  if (!c) {
    process.stderr.write(`unknown bench case "${name}"\n`);
    process.exitCode = 2;
    return;
  }
  const { sim, setupSec, runSec, runCpuSec } = runOnce(c);
  const summary = sim.summary();
  // Peak memory of one run, taken before the warm runs build more networks.
  const peakRssMB = process.resourceUsage().maxRSS / 1024;
  const heapUsedMB = process.memoryUsage().heapUsed / 1e6;
  const warm = Array.from({ length: WARM_RUNS }, () => runOnce(c));
  process.stdout.write(
    `${JSON.stringify({
      name,
      setupSec,
      runSec,
      runCpuSec,
      warmRunSec: median(warm.map((w) => w.runSec)),
      warmRunCpuSec: median(warm.map((w) => w.runCpuSec)),
      events: sim.scheduler.eventCount,
      bottleneckPackets: sim.bottleneck.stats.departures,
      peakRssMB,
      heapUsedMB,
      jainIndex: summary.jainIndex,
      utilization: summary.bottleneck.utilization,
    })}\n`,
  );
}

main();
