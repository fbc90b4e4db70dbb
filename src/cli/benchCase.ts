// One benchmark case, run in a fresh process so its peak memory is its own:
// `node bench-case.mjs <case>` prints one JSON line with wall time, events and peak RSS.
import { Simulation } from '../sim/Simulation';
import { TraceRecorder } from '../sim/metrics/TraceRecorder';
import { BENCH_CASES } from './benchCases';

function main(): void {
  const name = process.argv[2];
  const c = BENCH_CASES.find((b) => b.name === name);
  if (!c) {
    process.stderr.write(`unknown bench case "${name}"\n`);
    process.exitCode = 2;
    return;
  }
  const t0 = performance.now();
  const sim = new Simulation(c.scenario);
  if (c.trace) new TraceRecorder(sim);
  const t1 = performance.now();
  sim.runUntil(c.scenario.durationSec);
  const t2 = performance.now();
  const summary = sim.summary();
  const runSec = (t2 - t1) / 1000;
  process.stdout.write(
    `${JSON.stringify({
      name,
      setupSec: (t1 - t0) / 1000,
      runSec,
      events: sim.scheduler.eventCount,
      bottleneckPackets: sim.bottleneck.stats.departures,
      peakRssMB: process.resourceUsage().maxRSS / 1024,
      heapUsedMB: process.memoryUsage().heapUsed / 1e6,
      jainIndex: summary.jainIndex,
      utilization: summary.bottleneck.utilization,
    })}\n`,
  );
}

main();
