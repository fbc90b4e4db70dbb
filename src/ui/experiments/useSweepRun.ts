// Runs a sweep plan in the browser's worker pool and keeps its results: cached results load at once,
// a run resumes after them, results stream in as runs finish, progress and ETA update, cancel stops
// the workers. The page renders what this hook holds; it never simulates on the main thread. No
// worker starts before a sweep is asked for (a page, or a link to it, costs a visitor nothing until
// Run): then the pool starts and compiles the engine on a scenario of each of the plan's series,
// and the runs follow; it stays warm for the next run and the next page.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CancelToken } from '../../experiments/Runner';
import { measureSpec, runSweep, sweepJobs, warmScenarios, type RunResult, type SweepPlan, type SweepProgress } from '../../experiments/sweep';
import { holdHeavyWork } from '../offline/heavyWork';
import { acquirePool, type PagePool } from './webWorkerPool';
import { clearResults, loadResults, planKey, saveResults } from './resultCache';

export type SweepState = 'idle' | 'running' | 'done';
export type PoolState = 'cold' | 'warming' | 'ready';

export interface SweepRun {
  state: SweepState;
  results: RunResult[];
  total: number;
  progress: SweepProgress | null;
  error: string | null;
  /** Wall seconds of the last completed run of the page (not of cached results). */
  wallSec: number | null;
  /** The pool: no worker started yet, starting and compiling the engine, or ready (the page shows it as `data-pool`). */
  pool: PoolState;
  start: () => void;
  cancel: () => void;
  clear: () => void;
}

/** Shortest time between two updates of the progress (count, time to go) while a sweep runs, ms. */
const PROGRESS_MS = 250;
/**
 * Shortest time between two redraws of the figures while a sweep runs, ms: a reader sees the points
 * fill in twice a second, and a sweep shorter than this draws once, at the end. Each redraw of a
 * figure is React's diff, then style, layout and paint of hundreds of SVG marks: 15-40 ms of the
 * page's thread, which 2 workers on 2 cores need.
 */
const FIGURE_MS = 500;

const jobKey = (r: { series: number; point: number; rep: number }) => `${r.series}/${r.point}/${r.rep}`;

interface Store {
  key: string;
  results: RunResult[];
  running: boolean;
  progress: SweepProgress | null;
  error: string | null;
  wallSec: number | null;
}

const fresh = (key: string): Store => ({ key, results: key ? loadResults(key) : [], running: false, progress: null, error: null, wallSec: null });

/**
 * The sweep of `plan` on the shared pool of `workers` Web Workers; `label` names it for the user
 * ("the experiment “…”") where its results could not be saved.
 */
export function useSweepRun(plan: SweepPlan | null, workers: number, label: string): SweepRun {
  // Hashing every run's scenario takes milliseconds: once per plan, not per result.
  const key = useMemo(() => (plan ? planKey(plan) : ''), [plan]);
  const total = useMemo(() => (plan ? sweepJobs(plan).length : 0), [plan]);
  const [store, setStore] = useState<Store>(() => fresh(key));
  const cancelRef = useRef<CancelToken | null>(null);
  // Another plan (settings changed): its own cached results, nothing running.
  let current = store;
  if (store.key !== key) {
    current = fresh(key);
    setStore(current);
  }
  const resultsRef = useRef<RunResult[]>(current.results);

  // Leaving the page, or another plan: the runs under way stop.
  useEffect(() => () => cancelRef.current?.cancel(), [key]);

  // The pool this page holds, taken at its first Run and let go when the page goes or the count changes.
  const poolRef = useRef<{ pool: PagePool; release: () => void; workers: number } | null>(null);
  const [poolState, setPoolState] = useState<PoolState>('cold');
  useEffect(
    () => () => {
      poolRef.current?.release();
      poolRef.current = null;
      setPoolState('cold');
    },
    [workers],
  );
  const takePool = useCallback((): PagePool => {
    if (poolRef.current?.workers !== workers) {
      poolRef.current?.release();
      poolRef.current = { ...acquirePool(workers), workers };
    }
    return poolRef.current.pool;
  }, [workers]);

  const start = useCallback(
    () => {
      if (!plan || store.running) return;
      const pool = takePool();
      const cancel = new CancelToken();
      cancelRef.current = cancel;
      const have = store.results;
      resultsRef.current = have;
      const done = new Set(have.map(jobKey));
      // The sweep's time counts from the pool's readiness: starting workers is the browser's cost, not the runs'.
      let t0 = performance.now();
      const update = (f: (s: Store) => Partial<Store>) => setStore((s) => (s.key === key ? { ...s, ...f(s) } : s));
      update(() => ({ running: true, error: null, wallSec: null }));
      // Progress reaches the screen at most every PROGRESS_MS, results (the figures) at most every
      // FIGURE_MS: redrawing for each of dozens of runs a second would keep the main thread busy.
      let latest: SweepProgress | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let drawnAt = t0;
      let shown = have;
      let wallSec: number | null = null;
      const flush = (final: boolean) => {
        timer = null;
        const now = performance.now();
        const withResults = final || now - drawnAt >= FIGURE_MS;
        if (withResults) {
          drawnAt = now;
          shown = resultsRef.current;
        }
        const progress = latest && { ...latest, done: latest.done + done.size, total: latest.total + done.size };
        if (progress) update(() => ({ progress }));
        // The figures in a transition: React renders them in slices of a few ms between other tasks
        // (the whole figure at once, at the end of a short sweep, was one task of 50 ms and more).
        if (withResults) startTransition(() => update(() => ({ results: shown })));
        // Results held back: they go out with a later tick.
        if (resultsRef.current !== shown) schedule();
      };
      const schedule = () => {
        if (timer === null) timer = setTimeout(() => flush(false), PROGRESS_MS);
      };
      // Saved when the sweep ends or is cancelled, and when the page is hidden or left meanwhile (a
      // closed tab, a phone's switch of app): never during the run, where each save serializes
      // every result and goes to the browser's storage.
      const save = () => void saveResults(key, resultsRef.current, label);
      const onHide = () => {
        if (document.visibilityState === 'hidden') save();
      };
      window.addEventListener('pagehide', save);
      document.addEventListener('visibilitychange', onHide);
      // The cores are the sweep's: the service worker's first precache waits (heavyWork.ts).
      const releaseCores = holdHeavyWork();
      setPoolState((p) => (p === 'ready' ? p : 'warming'));
      pool
        .warm(warmScenarios(plan), measureSpec(plan, sweepJobs(plan)[0]))
        .then(async (): Promise<{ status: 'done' | 'cancelled' }> => {
          setPoolState('ready');
          if (cancel.cancelled) return { status: 'cancelled' };
          // The runs start here (bench:experiments takes its CPU times from this mark).
          performance.mark('tfl:sweep-start');
          t0 = performance.now();
          return runSweep(plan, pool.runner, {
            cancel,
            skip: (j) => done.has(jobKey(j)),
            nowMs: () => performance.now(),
            onResult: (r) => {
              resultsRef.current = [...resultsRef.current, r];
              schedule();
            },
            onProgress: (p) => {
              latest = p;
              schedule();
            },
          });
        })
        .then(({ status }) => {
          // The sweep's end, before the last redraw (bench:experiments splits its CPU time here).
          performance.mark('tfl:sweep-end');
          if (status === 'done') wallSec = (performance.now() - t0) / 1000;
        })
        .catch((e: unknown) => update(() => ({ error: e instanceof Error ? e.message : String(e) })))
        .finally(() => {
          releaseCores();
          window.removeEventListener('pagehide', save);
          document.removeEventListener('visibilitychange', onHide);
          if (timer !== null) clearTimeout(timer);
          save();
          flush(true);
          // With the last results, in the same transition: the page says 'done' when it shows them.
          startTransition(() => update(() => ({ wallSec, ...(cancelRef.current === cancel ? { running: false } : {}) })));
        });
    },
    [plan, store.running, store.results, key, label, takePool],
  );

  const cancel = useCallback(() => {
    cancelRef.current?.cancel();
    setStore((s) => ({ ...s, running: false }));
  }, []);

  const clear = useCallback(() => {
    cancelRef.current?.cancel();
    resultsRef.current = [];
    clearResults(key);
    setStore({ ...fresh(''), key });
  }, [key]);

  const { results, running, progress, error, wallSec } = current;
  const state: SweepState = running ? 'running' : total > 0 && results.length >= total ? 'done' : 'idle';
  return { state, results, total, progress, error, wallSec, pool: poolState, start, cancel, clear };
}
