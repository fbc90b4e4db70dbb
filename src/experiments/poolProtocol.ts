// Messages between a run pool (WorkerPool.ts) and its workers, Web Workers or worker threads alike,
// and what a worker does with each (answer): the worker files are thin adapters over this.
import { Simulation } from '../sim/Simulation';
import { validateScenario, type ScenarioInput } from '../sim/scenario/Scenario';
import { runScenario } from './Runner';
import { fromOurs } from './runSummary';
import { measureValues, type MeasureSpec, type MeasuredRun } from './measuredRun';
import type { RunSummary } from './runSummary';

/**
 * 'run': run the scenario to its summary. 'measure': run it and measure it (sweep.ts: measureValues). 'warm': run each of the scenarios (again and again, or part of
 * it) until the engine has dispatched `events` events in all (an equal share each), and throw the
 * results away, so the engine's code is compiled before the first real run (a fresh worker runs its
 * first runs several times slower): one scenario of each kind the sweep will run, as each variant
 * has code of its own to compile. With a `spec`, each warm-up run (to its end or as far as the
 * budget let it go) is summarized and measured as a 'measure' request would be, so that code is
 * compiled too.
 * The budget is work, not time, so a busy machine does not cut the warm-up short.
 */
export type PoolRequest =
  | { type: 'run'; id: number; scenario: ScenarioInput }
  | { type: 'measure'; id: number; scenario: ScenarioInput; spec: MeasureSpec }
  | { type: 'warm'; id: number; scenarios: ScenarioInput[]; events: number; spec?: MeasureSpec };

/**
 * 'done': a run's summary; 'measured': a 'measure' request's numbers only (a few dozen bytes to
 * clone, where a summary is an object per flow, and nothing left to compute on the page's thread).
 */
export type PoolReply =
  | { type: 'done'; id: number; summary: RunSummary }
  | ({ type: 'measured'; id: number } & MeasuredRun)
  | { type: 'warmed'; id: number }
  | { type: 'failed'; id: number; error: string };

/** Simulated time a warm-up advances between two looks at its budget, as a share of the run. */
const WARM_SLICE = 1 / 64;
/** Runs a warm-up repeats at most: a scenario with next to nothing to do has nothing to warm. */
const WARM_MAX_RUNS = 100;

function warmUp(scenarios: readonly ScenarioInput[], events: number, spec?: MeasureSpec): void {
  for (const scenario of scenarios) warmOne(scenario, events / scenarios.length, spec);
}

function warmOne(scenario: ScenarioInput, events: number, spec?: MeasureSpec): void {
  let done = 0;
  for (let runs = 0; done < events && runs < WARM_MAX_RUNS; runs++) {
    const sim = new Simulation(validateScenario(scenario));
    const end = sim.durationSec;
    for (let t = 0; t < end && done + sim.scheduler.eventCount < events; ) {
      t = Math.min(end, t + end * WARM_SLICE);
      sim.runUntil(t);
    }
    done += sim.scheduler.eventCount;
    // Where the budget cut the run short too (a run of Tsang's Tables 3/4 is 135 000 events, its
    // share of a million 125 000): the summary so far takes the same code.
    if (spec) measureValues(scenario, fromOurs(sim.summary(), 0), spec);
  }
}

/** A worker's answer to one request (`nowMs`: the worker's monotonic clock). */
export function answer(request: PoolRequest, nowMs: () => number): PoolReply {
  const { id } = request;
  try {
    if (request.type === 'warm') {
      warmUp(request.scenarios, request.events, request.spec);
      return { type: 'warmed', id };
    }
    if (request.type === 'measure') {
      const run = runScenario(request.scenario, nowMs);
      return { type: 'measured', id, values: measureValues(request.scenario, run, request.spec), wallSec: run.wallSec };
    }
    return { type: 'done', id, summary: runScenario(request.scenario, nowMs) };
  } catch (e) {
    return { type: 'failed', id, error: e instanceof Error ? e.message : String(e) };
  }
}
