// A sweep: a grid of points (series × x values), each run with several replications (seeds), each
// run measured; and the scheduler that runs its jobs on a Runner with progress, ETA, cancel and
// results that stream in as runs finish. Experiments (catalogue.ts) and custom sweeps
// (customSweep.ts) both become a SweepPlan.
import type { ScenarioInput } from '../sim/scenario/Scenario';
import { measure, needsModelInputs, type MeasureContext, type MeasureKey } from './measures';
import { modelInputs } from './modelMeasures';
import { CancelledError, type CancelToken, type Runner } from './Runner';
import { longestFirst, runCost } from './schedule';
import { aggregate, type Aggregate } from './stats';
import { withTransfers } from './validation/runCases';
import type { RunSummary } from './validation/types';

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

export const jobScenario = (plan: SweepPlan, job: SweepJob): ScenarioInput => plan.series[job.series].points[job.point].scenario(job.rep);

export function measureRun(plan: SweepPlan, job: SweepJob, scenario: ScenarioInput, run: RunSummary): RunResult {
  const full = withTransfers(run, scenario);
  const inputs = needsModelInputs(plan.measures) ? modelInputs(scenario) : undefined;
  const values: Record<MeasureKey, number> = {};
  for (const key of plan.measures) values[key] = measure(full, key, plan.series[job.series].measure, inputs);
  return { ...job, values, wallSec: run.wallSec };
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
      let run: RunSummary;
      try {
        run = await runner.run(scenario, opts.cancel);
      } catch (e) {
        if (e instanceof CancelledError || opts.cancel?.cancelled) return;
        throw e;
      }
      const r = measureRun(plan, job, scenario, run);
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
