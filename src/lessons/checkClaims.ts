// Runs a lesson's claims headless: each claim's scenario, once per seed (starts jittered when the
// claim says so), with the lesson's timed changes, only as long as its measures need; then
// compares the measured value with the claim's bounds. Pure: the tests, the CLI and a browser can
// all call it.
import { Random } from '../sim/engine/Random';
import { MEASURE_GRID_SEC, observeMeasureGrid } from '../sim/metrics/measureGrid';
import { rowStride, type FlowField, type GlobalField, type Sampler } from '../sim/metrics/Sampler';
import { validateScenario, type Scenario } from '../sim/scenario/Scenario';
import { Simulation } from '../sim/Simulation';
import type { LessonChange } from './lessonSchema';
import { claimSetup, type Claim, type Lesson } from './parseLesson';
import { computeMeasures, measuresEnd, type TraceView } from './measures';
import { SampleRows } from './sampleRows';

/** Simulated seconds between trace rows in a headless run: the measurement grid the lab samples on too. */
export const CLAIM_SAMPLE_SEC = MEASURE_GRID_SEC;

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

/** A headless run's trace: rows on the measurement grid, and the engine's counters at the end. */
class RunTrace implements TraceView {
  readonly rows = new SampleRows();
  readonly flowNames: string[];
  readonly flowVariants: string[];
  private scratch: Float64Array;

  constructor(private readonly sim: Simulation) {
    this.flowNames = sim.flows.map((f) => f.name);
    this.flowVariants = sim.flows.map((f) => f.variant);
    this.scratch = new Float64Array(rowStride(sim.flows.length));
  }

  sample(sampler: Sampler): void {
    const stride = rowStride(this.sim.flows.length);
    if (this.scratch.length !== stride) this.scratch = new Float64Array(stride);
    sampler.sample(this.sim, this.scratch, 0);
    this.rows.append(this.scratch, stride);
  }

  get length(): number {
    return this.rows.length;
  }

  time(i: number): number {
    return this.rows.time(i);
  }

  global(field: Exclude<GlobalField, 'timeSec'>, i: number): number {
    return this.rows.global(field, i);
  }

  flow(flow: number, field: FlowField, i: number): number {
    return this.rows.flow(flow, field, i);
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
  const trace = new RunTrace(sim);
  let last: Sampler | null = null;
  observeMeasureGrid(sim, (sampler) => {
    last = sampler;
    trace.sample(sampler);
  });
  sim.runUntil(scenario.durationSec);
  // Sample times accumulate rounding; make sure the trace reaches the end of the run.
  if (last && trace.time(trace.length - 1) < sim.now - 1e-9) trace.sample(last);
  return trace;
}

/**
 * The last runs made, by scenario and changes. A lesson's claims often measure the same runs (one
 * step's claims share its set-up, seeds and end): the engine being deterministic, such a run is
 * made once. Claims are checked lesson after lesson, so a few runs suffice.
 */
const recentRuns = new Map<string, TraceView>();
const RECENT_RUNS = 24;

function recentRun(scenario: Scenario, changes: readonly LessonChange[]): TraceView {
  const key = JSON.stringify([scenario, changes]);
  const known = recentRuns.get(key);
  if (known) {
    recentRuns.delete(key);
    recentRuns.set(key, known);
    return known;
  }
  const trace = runTrace(scenario, changes);
  recentRuns.set(key, trace);
  if (recentRuns.size > RECENT_RUNS) recentRuns.delete(recentRuns.keys().next().value!);
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
    const trace = recentRun(s, changes);
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
