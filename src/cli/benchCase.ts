// One benchmark case, run in a fresh process so its peak memory is its own:
// `node bench-case.mjs <case>` prints one JSON line: the first run's wall time (JIT warm-up
// included, as a page or a CLI run sees it), events and peak RSS, then the median of WARM_RUNS
// further runs in the same process (as a sweep's worker runs one point after another).
// With --queue-alone, one more run records the bottleneck's queue operations (both directions),
// which are then replayed on the fresh disciplines of a new network: the time the discipline's own
// code takes in that run, apart from the links and TCP around it.
import { Simulation } from '../sim/Simulation';
import { TraceRecorder } from '../sim/metrics/TraceRecorder';
import { Packet } from '../sim/net/Packet';
import type { QueueDiscipline } from '../sim/queue/QueueDiscipline';
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

const ENQUEUE = 0;
const DEQUEUE = 1;
const PASS = 2;
/** Replays of a run's queue operations; their median is reported. */
const REPLAYS = 5;

/** One discipline's operations in a run, in order: what was asked (with the packet's flow, size and ECN field, and when) and what it answered. */
class QueueLog {
  n = 0;
  op = new Int8Array(1024);
  flow = new Int32Array(1024);
  size = new Int32Array(1024);
  ecn = new Int8Array(1024);
  atSec = new Float64Array(1024);
  /** enqueue and passThrough: the drop reason; dequeue: the flow of the packet given (−1: none). */
  answer = new Int32Array(1024);

  add(op: number, p: Packet | null, atSec: number, answer: number, ecn: number): void {
    if (this.n === this.op.length) this.grow();
    const i = this.n++;
    this.op[i] = op;
    this.flow[i] = p ? p.flow : -1;
    this.size[i] = p ? p.sizeBytes : 0;
    this.ecn[i] = ecn;
    this.atSec[i] = atSec;
    this.answer[i] = answer;
  }

  private grow(): void {
    const m = 2 * this.op.length;
    const more = <T extends Int8Array | Int32Array | Float64Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.op = more(this.op, new Int8Array(m));
    this.flow = more(this.flow, new Int32Array(m));
    this.size = more(this.size, new Int32Array(m));
    this.ecn = more(this.ecn, new Int8Array(m));
    this.atSec = more(this.atSec, new Float64Array(m));
    this.answer = more(this.answer, new Int32Array(m));
  }
}

/** Logs every enqueue, dequeue and pass-through `q` is asked for, as it answers them. */
function recordOps(q: QueueDiscipline): QueueLog {
  const log = new QueueLog();
  const { enqueue, dequeue, passThrough } = q;
  Object.assign(q, {
    enqueue(p: Packet, nowSec: number) {
      const ecn = p.ecn;
      const r = enqueue.call(q, p, nowSec);
      log.add(ENQUEUE, p, nowSec, r, ecn);
      return r;
    },
    dequeue(nowSec: number) {
      const p = dequeue.call(q, nowSec);
      log.add(DEQUEUE, null, nowSec, p ? p.flow : -1, 0);
      return p;
    },
    passThrough(p: Packet, nowSec: number) {
      const ecn = p.ecn;
      const r = passThrough.call(q, p, nowSec);
      log.add(PASS, p, nowSec, r, ecn);
      return r;
    },
  });
  return log;
}

/**
 * Seconds `q` (fresh) takes to answer `log`'s operations, packets recycled as the engine's pool
 * recycles them. Throws if it answers one differently: then it did not do the run's work.
 */
function replay(q: QueueDiscipline, log: QueueLog): number {
  const free: Packet[] = [];
  q.sink = { dropped: (p) => free.push(p), marked: () => {} };
  const take = (i: number): Packet => {
    const p = free.pop() ?? new Packet();
    p.flow = log.flow[i];
    p.sizeBytes = log.size[i];
    p.ecn = log.ecn[i];
    return p;
  };
  const t0 = performance.now();
  let wrong = -1;
  for (let i = 0; i < log.n; i++) {
    const at = log.atSec[i];
    const op = log.op[i];
    if (op === DEQUEUE) {
      const p = q.dequeue(at);
      if ((p ? p.flow : -1) !== log.answer[i]) wrong = i;
      if (p) free.push(p);
    } else {
      const p = take(i);
      const r = op === ENQUEUE ? q.enqueue(p, at) : q.passThrough(p, at);
      if (r !== log.answer[i]) wrong = i;
      if (r !== 0 || op === PASS) free.push(p);
    }
    if (wrong >= 0) throw new Error(`the replayed queue answered operation ${wrong} (of ${log.n}) differently from the run`);
  }
  return (performance.now() - t0) / 1000;
}

/** The median time the bottleneck's disciplines (both directions) take to answer one run's operations, replayed on a new network's. */
function queueAloneSec(c: BenchCase): number {
  const sim = new Simulation(c.scenario);
  const logs = [sim.bottleneck.queue, sim.reverseChain[0].queue].map(recordOps);
  sim.runUntil(c.scenario.durationSec);
  const times = Array.from({ length: REPLAYS }, () => {
    const fresh = new Simulation(c.scenario);
    return replay(fresh.bottleneck.queue, logs[0]) + replay(fresh.reverseChain[0].queue, logs[1]);
  });
  return median(times);
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
  const alone = process.argv.includes('--queue-alone') ? { queueAloneSec: queueAloneSec(c) } : {};
  process.stdout.write(
    `${JSON.stringify({
      name,
      setupSec,
      runSec,
      runCpuSec,
      warmRunSec: median(warm.map((w) => w.runSec)),
      warmRunCpuSec: median(warm.map((w) => w.runCpuSec)),
      ...alone,
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
