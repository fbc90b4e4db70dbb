// Runs a lesson's claims headless: each claim's scenario, once per seed (starts jittered when the
// claim says so), with the lesson's timed changes, only as long as its measures need; then
// compares the measured value with the claim's bounds. Pure: the tests, the CLI and a browser can
// all call it.
import { Random } from '../sim/engine/Random';
import { Sampler, rowStride, G, F, GLOBAL_FIELDS, FLOW_FIELDS, type FlowField, type GlobalField } from '../sim/metrics/Sampler';
import { validateScenario, type Scenario } from '../sim/scenario/Scenario';
import { Simulation } from '../sim/Simulation';
import type { LessonChange } from './lessonSchema';
import { claimSetup, type Claim, type Lesson } from './parseLesson';
import { computeMeasures, measuresEnd, type TraceView } from './measures';

/** Simulated seconds between trace rows in a headless run. */
export const CLAIM_SAMPLE_SEC = 0.05;

/** The seeds a claim runs over. */
export function claimSeeds(c: Claim): number[] {
  return typeof c.seeds === 'number' ? Array.from({ length: c.seeds }, (_, i) => i + 1) : c.seeds;
}

/**
 * The scenario of one run of a claim: the seed, every flow's start shifted by a draw from
 * [0, jitter) (a stream of the seed, so each seed is one fixed set of starts), run only to `untilSec`.
 */
export function claimScenario(base: Scenario, seed: number, startJitterSec: number, untilSec: number): Scenario {
  const r = Random.fromSeed(seed).stream(7);
  const flows = base.flows.map((f) => (startJitterSec > 0 ? { ...f, startSec: f.startSec + r.uniform(0, startJitterSec) } : f));
  const durationSec = Math.min(base.durationSec, Math.max(untilSec, 1e-3));
  return { ...base, seed, flows, durationSec, measure: undefined };
}

/** A headless run's trace: Sampler rows every CLAIM_SAMPLE_SEC, and the engine's counters at the end. */
class RunTrace implements TraceView {
  private rows: Float64Array;
  length = 0;
  readonly flowNames: string[];
  readonly flowVariants: string[];
  private readonly stride: number;
  private readonly sampler = new Sampler(5, CLAIM_SAMPLE_SEC);

  constructor(private readonly sim: Simulation, expectedRows: number) {
    this.flowNames = sim.flows.map((f) => f.name);
    this.flowVariants = sim.flows.map((f) => f.variant);
    this.stride = rowStride(sim.flows.length);
    this.rows = new Float64Array(this.stride * (expectedRows + 2));
  }

  sample(): void {
    if ((this.length + 1) * this.stride > this.rows.length) {
      const grown = new Float64Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    this.sampler.sample(this.sim, this.rows, this.length * this.stride);
    this.length++;
  }

  time(i: number): number {
    return this.rows[i * this.stride];
  }

  global(field: Exclude<GlobalField, 'timeSec'>, i: number): number {
    return this.rows[i * this.stride + GLOBAL_FIELDS.indexOf(field)];
  }

  flow(flow: number, field: FlowField, i: number): number {
    return this.rows[i * this.stride + G + flow * F + FLOW_FIELDS.indexOf(field)];
  }

  counters(flow: number) {
    const f = this.sim.flows[flow];
    if (!f?.tcp) return { retransmitted: 0, timeouts: 0, completionSec: null };
    return { retransmitted: f.tcp.stats.retransmittedPackets, timeouts: f.tcp.stats.timeouts, completionSec: f.tcp.completedAtSec };
  }
}

/**
 * Runs `scenario` to its end with `changes` on its timeline (the engine applies each at exactly
 * its time, as a link or a file with that timeline would), sampling every CLAIM_SAMPLE_SEC.
 */
export function runTrace(scenario: Scenario, changes: readonly LessonChange[]): TraceView {
  // The scenario's own timeline and the lesson's changes, in time order (a stable sort).
  const timeline = [...(scenario.changes ?? []), ...changes].filter((c) => c.atSec <= scenario.durationSec).sort((a, b) => a.atSec - b.atSec);
  const sim = new Simulation(validateScenario({ ...scenario, changes: timeline.length > 0 ? timeline : undefined }));
  const trace = new RunTrace(sim, Math.ceil(scenario.durationSec / CLAIM_SAMPLE_SEC));
  sim.observe(() => trace.sample(), CLAIM_SAMPLE_SEC);
  sim.runUntil(scenario.durationSec);
  // Sample times accumulate rounding; make sure the trace reaches the end of the run.
  if (trace.length === 0 || trace.time(trace.length - 1) < sim.now - 1e-9) trace.sample();
  return trace;
}

export interface ClaimRun {
  seed: number;
  value: number;
}

export interface ClaimResult {
  lesson: string;
  claim: string;
  measure: string;
  atLeast?: number;
  atMost?: number;
  over: 'each' | 'mean';
  runs: ClaimRun[];
  /** The value compared with the bounds: the worst seed ('each') or the mean ('mean'). */
  value: number;
  ok: boolean;
  /** One line: lesson, claim, measured value(s) and bound. */
  message: string;
}

const within = (v: number, c: Claim) => Number.isFinite(v) && (c.atLeast === undefined || v >= c.atLeast) && (c.atMost === undefined || v <= c.atMost);
const fmt = (v: number) => (Number.isFinite(v) ? String(+v.toPrecision(4)) : String(v));

/** Checks one claim of a lesson over its seeds. */
export function checkClaim(lesson: Lesson, claim: Claim): ClaimResult {
  const { scenario, changes } = claimSetup(lesson, claim);
  const needed = [claim.measure];
  const until = measuresEnd(lesson.measures, needed);
  const runs: ClaimRun[] = claimSeeds(claim).map((seed) => {
    const s = claimScenario(scenario, seed, claim.startJitterSec, until + CLAIM_SAMPLE_SEC);
    const trace = runTrace(s, changes);
    return { seed, value: computeMeasures(trace, lesson.measures, needed)[claim.measure] };
  });
  const values = runs.map((r) => r.value);
  let value: number;
  let ok: boolean;
  if (claim.over === 'mean') {
    value = values.reduce((s, v) => s + v, 0) / values.length;
    ok = within(value, claim);
  } else {
    const bad = runs.find((r) => !within(r.value, claim));
    value = bad ? bad.value : claim.atLeast !== undefined ? Math.min(...values) : Math.max(...values);
    ok = bad === undefined;
  }
  const bound = [claim.atLeast !== undefined ? `≥ ${claim.atLeast}` : '', claim.atMost !== undefined ? `≤ ${claim.atMost}` : ''].filter(Boolean).join(' and ');
  const spread = values.length > 1 ? ` (seeds ${runs.map((r) => `${r.seed}: ${fmt(r.value)}`).join(', ')})` : '';
  const what = claim.over === 'mean' ? `mean over ${values.length} seeds ${fmt(value)}` : values.length > 1 ? `min ${fmt(Math.min(...values))}, max ${fmt(Math.max(...values))}` : fmt(value);
  const message = `lesson ${lesson.id}, claim "${claim.claim}": ${claim.measure} measured ${what}, bound ${bound}${ok ? '' : ' — FAILS'}${spread}`;
  return { lesson: lesson.id, claim: claim.claim, measure: claim.measure, atLeast: claim.atLeast, atMost: claim.atMost, over: claim.over, runs, value, ok, message };
}
