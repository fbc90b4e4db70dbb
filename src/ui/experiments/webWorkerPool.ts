// The experiments' run pool in the browser: Web Workers (src/worker/experiment.worker.ts), one per
// core by default (navigator.hardwareConcurrency). One pool is shared by the experiment and sweep
// pages and kept alive and warm between runs and pages: starting workers and compiling the engine
// in them costs more than a short sweep's runs. Where no worker can start, runs go in this thread.
import { InProcessRunner, type Runner } from '../../experiments/Runner';
import { WorkerPool } from '../../experiments/WorkerPool';
import type { PoolReply } from '../../experiments/poolProtocol';
import type { MeasureSpec } from '../../experiments/measuredRun';
import type { ScenarioInput } from '../../sim/scenario/Scenario';

/** Workers the pool starts by default: one per logical core the browser reports (at least 1). */
export const defaultWorkers = (): number => Math.max(1, navigator.hardwareConcurrency || 1);

/** How long the pool outlives the last page that used it, ms (moving between experiments keeps it). */
const IDLE_MS = 60_000;

function webWorkerPool(workers: number): WorkerPool {
  return new WorkerPool((onReply, onError) => {
    const w = new Worker(new URL('../../worker/experiment.worker.ts', import.meta.url), { type: 'module', name: 'experiment' });
    w.onmessage = (e: MessageEvent<PoolReply>) => onReply(e.data);
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      onError(e.message || 'the experiment worker failed to start');
    };
    return { post: (request) => w.postMessage(request), terminate: () => w.terminate() };
  }, workers);
}

/** A runner and how to get it ready: `warm` compiles the engine in its workers ahead of the first run (resolves when it has). */
export interface PagePool {
  runner: Runner;
  warm: (scenarios: ScenarioInput[], spec?: MeasureSpec) => Promise<void>;
}

let shared: { pool: WorkerPool; users: number; idle: ReturnType<typeof setTimeout> | null } | null = null;

/**
 * The shared pool with `workers` workers (another count replaces it), for a page until it calls the
 * returned release. Where Workers are unavailable: this thread.
 */
export function acquirePool(workers: number = defaultWorkers()): { pool: PagePool; release: () => void } {
  try {
    if (typeof Worker === 'undefined') return inThisThread();
    if (shared && shared.pool.workers !== workers && shared.users === 0) {
      shared.pool.close();
      shared = null;
    }
    // Another count while the shared pool is in use: a pool of this page's own.
    if (shared && shared.pool.workers !== workers) return own(workers);
    shared ??= { pool: webWorkerPool(workers), users: 0, idle: null };
  } catch {
    return inThisThread();
  }
  const s = shared;
  if (s.idle !== null) clearTimeout(s.idle);
  s.idle = null;
  s.users++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (--s.users > 0) return;
    s.idle = setTimeout(() => {
      if (shared === s && s.users === 0) {
        s.pool.close();
        shared = null;
      }
    }, IDLE_MS);
  };
  return { pool: { runner: s.pool, warm: (scenarios, spec) => s.pool.warm(scenarios, undefined, spec) }, release };
}

const inThisThread = () => ({ pool: { runner: new InProcessRunner(), warm: () => Promise.resolve() }, release: () => {} });

function own(workers: number): { pool: PagePool; release: () => void } {
  const pool = webWorkerPool(workers);
  return { pool: { runner: pool, warm: (scenarios, spec) => pool.warm(scenarios, undefined, spec) }, release: () => pool.close() };
}
