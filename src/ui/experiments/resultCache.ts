// Results of experiments and sweeps kept in the browser (localStorage), so they are still there
// when the student comes back. The key is a hash of everything that decides the numbers: every
// run's scenario, the measures, and the engine's version (a hash of src/sim made at build time).
// Results the browser refuses to keep stay in this page's memory, and a notice says so (browserStorage.ts).
import { readStored, removeStored, writeStored } from '../storage/browserStorage';
import { RESULTS_PREFIX } from './savedResults';
import type { RunResult, SweepPlan } from '../../experiments/sweep';
import { jobScenario, sweepJobs } from '../../experiments/sweep';

declare const __ENGINE_VERSION__: string;

export const ENGINE_VERSION: string = typeof __ENGINE_VERSION__ === 'string' ? __ENGINE_VERSION__ : 'dev';

const PREFIX = RESULTS_PREFIX;

/** FNV-1a, 53-bit: a short, stable key for a long text. */
function hash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 2246822519) >>> 0;
  }
  return (h2 & 0x1fffff).toString(36) + h1.toString(36);
}

/** The cache key of a plan: changes whenever a scenario, a measure or the engine changes. */
export function planKey(plan: SweepPlan): string {
  const jobs = sweepJobs(plan).map((j) => jobScenario(plan, j));
  return PREFIX + hash(JSON.stringify({ engine: ENGINE_VERSION, measures: plan.measures, series: plan.series.map((s) => s.id), jobs }));
}

export function loadResults(key: string): RunResult[] {
  try {
    const text = readStored(key);
    if (!text) return [];
    const parsed = JSON.parse(text) as { results?: RunResult[] };
    return Array.isArray(parsed.results) ? parsed.results : [];
  } catch {
    return [];
  }
}

/**
 * Saves the results of `label` (an experiment or a sweep, in words for the user). A full storage
 * keeps them in this page's memory and the notice offers to clear other saved results: results of
 * other experiments are the user's work too, and go only when the user says so.
 */
export function saveResults(key: string, results: readonly RunResult[], label: string): boolean {
  // NaN is not JSON: stored as null and read back as NaN by the aggregation (it skips non-finite values).
  const text = JSON.stringify({ savedAt: Date.now(), results });
  return writeStored(key, text, `the results of ${label} (${results.length} run${results.length === 1 ? '' : 's'})`);
}

/** Forgets the saved results under `key`. */
export function clearResults(key: string): void {
  removeStored(key);
}
