// How runs are carried out: a Runner runs one scenario to its summary. Implementations: in this
// thread (tests, fallback; InProcessRunner below), and a pool of workers (WorkerPool.ts) of worker
// threads in Node (src/cli) or Web Workers in the browser (src/ui/experiments). The sweep
// (runSweep) keeps `slots` runs asked for.
import { Simulation } from '../sim/Simulation';
import { validateScenario, type ScenarioInput } from '../sim/scenario/Scenario';
import type { MeasureSpec, MeasuredRun } from './measuredRun';
import { fromOurs, type RunSummary } from './runSummary';

export interface Runner {
  /** How many runs to ask it for at once (a pool: its workers, each with a run queued behind the one it runs). */
  readonly slots: number;
  /** Runs `scenario`; rejects with CancelledError if `cancel` fires first (a worker's run is stopped). */
  run(scenario: ScenarioInput, cancel?: CancelToken): Promise<RunSummary>;
  /**
   * Runs `scenario` and measures it where it ran (measureValues), sending back only the numbers: a
   * pool's workers do this so that the page's thread does not. Where it is missing, the sweep
   * measures the summary `run` gives; either way the same function on the same summary.
   */
  measure?(scenario: ScenarioInput, spec: MeasureSpec, cancel?: CancelToken): Promise<MeasuredRun>;
  /** Frees the runner's workers. */
  close(): void;
}

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** A cancel signal that works the same in a browser, a worker and Node (and needs no DOM types). */
export class CancelToken {
  private fired = false;
  private readonly listeners: (() => void)[] = [];

  get cancelled(): boolean {
    return this.fired;
  }

  cancel(): void {
    if (this.fired) return;
    this.fired = true;
    for (const fn of this.listeners.splice(0)) fn();
  }

  /** Calls `fn` on cancel (at once if already cancelled); returns a function that unsubscribes. */
  onCancel(fn: () => void): () => void {
    if (this.fired) {
      fn();
      return () => {};
    }
    this.listeners.push(fn);
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }
}

/** One run of our engine, as a worker (thread or Web Worker) does it: the summary and its wall time. */
export function runScenario(scenario: unknown, nowMs: () => number = Date.now): RunSummary {
  const t0 = nowMs();
  // An experiment's points are written in code or made by a sweep: this is where each enters the engine.
  const summary = new Simulation(validateScenario(scenario)).run();
  return fromOurs(summary, (nowMs() - t0) / 1000);
}

/**
 * Runs in this thread, one at a time (tests, and the fallback where no worker can start). A run
 * under way is not interrupted: cancel takes effect before the next one.
 */
export class InProcessRunner implements Runner {
  readonly slots = 1;

  async run(scenario: ScenarioInput, cancel?: CancelToken): Promise<RunSummary> {
    await Promise.resolve();
    if (cancel?.cancelled) throw new CancelledError();
    return runScenario(scenario);
  }

  close(): void {}
}
