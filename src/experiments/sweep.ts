// A sweep: a grid of points (series × x values), each run with several replications (seeds), each
// run measured; and the scheduler that runs its jobs on a Runner with progress, ETA, cancel and
// results that stream in as runs finish. Experiments (catalogue.ts) and custom sweeps
// (customSweep.ts) both become a SweepPlan.
import type { ScenarioInput } from '../sim/scenario/Scenario';
import { measureValues, type MeasureSpec, type MeasuredRun } from './measuredRun';
import type { MeasureContext, MeasureKey } from './measures';
import { CancelledError, type CancelToken, type Runner } from './Runner';
import { longestFirst, runCost } from './schedule';
import { aggregate, type Aggregate } from './stats';
import type { RunSummary } from './runSummary';

export interface SweepPoint {
  id: string;
  /** The swept value (numeric axis), or the point's index on a categorical one. */
  x: number;
  label: string;
  /** Replication r = 1 … reps of the point. */
  scenario: (r: number) => ScenarioInput;
  reps: number;
}

export interface SweepSeries {
  id: string;
  label: string;
  points: SweepPoint[];
  measure: MeasureContext;
}

export interface SweepPlan {
  series: SweepSeries[];
  measures: MeasureKey[];
}

export interface SweepJob {
  series: number;
  point: number;
  /** Replication, from 1. */
  rep: number;
}

/** One finished run: where it belongs and its measured values (NaN where undefined). */
export interface RunResult extends SweepJob {
  values: Record<MeasureKey, number>;
  wallSec: number;
}

/** Every run of the plan, in grid order (series, point, replication). */
export function sweepJobs(plan: SweepPlan): SweepJob[] {
  return plan.series.flatMap((s, si) => s.points.flatMap((p, pi) => Array.from({ length: p.reps }, (_, k) => ({ series: si, point: pi, rep: k + 1 }))));
}

/**
 * What a pool warms up on before the sweep: the first run at both ends of each series (each series
 * has code of its own for the engine to compile, and the ends of its range take different paths
 * through it: at x2 = 1 ms and 110 ms on Tsang's Tables 3/4). Measured in Node on those 52 runs:
 * warmed on the first point of each series, V8 still optimized 31 functions during the sweep
 * (212 ms of compiling beside 0.6 s of runs), warmed on both ends 9 (19 ms), on every point 9.
 */
export const warmScenarios = (plan: SweepPlan): ScenarioInput[] =>
  plan.series.flatMap((s) => [...new Set([s.points[0], s.points.at(-1)])].filter((p) => p !== undefined).map((p) => p.scenario(1)));

export const jobScenario = (plan: SweepPlan, job: SweepJob): ScenarioInput => plan.series[job.series].points[job.point].scenario(job.rep);

export const measureSpec = (plan: SweepPlan, job: SweepJob): MeasureSpec => ({ keys: plan.measures, ctx: plan.series[job.series].measure });

/** A job's result from its measured values (`values` in the order of the plan's measures). */
function jobResult(plan: SweepPlan, job: SweepJob, m: MeasuredRun): RunResult {
  const values: Record<MeasureKey, number> = {};
  plan.measures.forEach((key, k) => (values[key] = m.values[k]));
  return { ...job, values, wallSec: m.wallSec };
}

export function measureRun(plan: SweepPlan, job: SweepJob, scenario: ScenarioInput, run: RunSummary): RunResult {
  return jobResult(plan, job, { values: measureValues(scenario, run, measureSpec(plan, job)), wallSec: run.wallSec });
}

export interface SweepProgress {
  done: number;
  total: number;
  elapsedSec: number;
  /** Estimated seconds to go, from the mean pace so far (null before the first run ends). */
  etaSec: number | null;
}

export interface SweepOptions {
  /** Called as each run finishes, in finishing order. */
  onResult?: (r: RunResult) => void;
  onProgress?: (p: SweepProgress) => void;
  cancel?: CancelToken;
  /** Jobs already done (from a cache) to skip. */
  skip?: (job: SweepJob) => boolean;
  /** Milliseconds of a monotonic clock (performance.now where there is one). */
  nowMs?: () => number;
}

/**
 * Runs every job of `plan` on `runner`, `runner.slots` at a time, the costliest first (schedule.ts).
 * Resolves with the results in grid order and 'done', or with what finished and 'cancelled'; a
 * failed run rejects the sweep.
 */
export async function runSweep(plan: SweepPlan, runner: Runner, opts: SweepOptions = {}): Promise<{ status: 'done' | 'cancelled'; results: RunResult[] }> {
  const now = opts.nowMs ?? Date.now;
  const jobs = sweepJobs(plan).filter((j) => !opts.skip?.(j));
  const scenarios = jobs.map((j) => jobScenario(plan, j));
  // Replications differ in their seed only, which the estimate does not read: one estimate per point
  // (validating every scenario of a large sweep would hold up the page's main thread).
  const pointCost = new Map<string, number>();
  const costs = jobs.map((j, i) => {
    const k = `${j.series}/${j.point}`;
    if (!pointCost.has(k)) pointCost.set(k, runCost(scenarios[i]));
    return pointCost.get(k)!;
  });
  const order = longestFirst(costs);
  const results: (RunResult | undefined)[] = new Array(jobs.length);
  const started = now();
  let done = 0;
  let next = 0;
  const progress = () => {
    const elapsedSec = (now() - started) / 1000;
    opts.onProgress?.({ done, total: jobs.length, elapsedSec, etaSec: done ? (elapsedSec / done) * (jobs.length - done) : null });
  };
  progress();
  const slot = async (): Promise<void> => {
    while (next < jobs.length && !opts.cancel?.cancelled) {
      const i = order[next++];
      const job = jobs[i];
      const scenario = scenarios[i];
      let r: RunResult;
      try {
        // Measured where it ran, if the runner can (a worker): the page's thread only files the numbers.
        r = runner.measure
          ? jobResult(plan, job, await runner.measure(scenario, measureSpec(plan, job), opts.cancel))
          : measureRun(plan, job, scenario, await runner.run(scenario, opts.cancel));
      } catch (e) {
        if (e instanceof CancelledError || opts.cancel?.cancelled) return;
        throw e;
      }
      results[i] = r;
      done++;
      opts.onResult?.(r);
      progress();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(runner.slots, jobs.length)) }, slot));
  return { status: opts.cancel?.cancelled && done < jobs.length ? 'cancelled' : 'done', results: results.filter((r): r is RunResult => r !== undefined) };
}

/** The aggregate of one measure at one point, over the replications that have finished. */
export interface PointAggregate {
  series: number;
  point: number;
  measure: MeasureKey;
  agg: Aggregate;
}

/** Mean and 95 % CI of every measure at every point, from the results so far (points with none are left out). */
export function aggregateResults(plan: SweepPlan, results: readonly RunResult[]): PointAggregate[] {
  const byPoint = new Map<string, RunResult[]>();
  for (const r of results) {
    const k = `${r.series}/${r.point}`;
    const list = byPoint.get(k);
    if (list) list.push(r);
    else byPoint.set(k, [r]);
  }
  const out: PointAggregate[] = [];
  plan.series.forEach((s, si) =>
    s.points.forEach((_, pi) => {
      const rs = byPoint.get(`${si}/${pi}`);
      if (!rs) return;
      // In replication order, whatever order the runs finished in: the same numbers to the last bit from any pool or shards.
      rs.sort((a, b) => a.rep - b.rep);
      for (const m of plan.measures) out.push({ series: si, point: pi, measure: m, agg: aggregate(rs.map((r) => r.values[m])) });
    }),
  );
  return out;
}
