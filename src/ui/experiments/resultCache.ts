// Results of experiments and sweeps kept in the browser (localStorage), so they are still there
// when the student comes back. The key is a hash of everything that decides the numbers: every
// run's scenario, the measures, and the engine's version (a hash of src/sim made at build time).
import type { RunResult, SweepPlan } from '../../experiments/sweep';
import { jobScenario, sweepJobs } from '../../experiments/sweep';

declare const __ENGINE_VERSION__: string;

export const ENGINE_VERSION: string = typeof __ENGINE_VERSION__ === 'string' ? __ENGINE_VERSION__ : 'dev';

const PREFIX = 'tfl:sweep:';

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
    const text = localStorage.getItem(key);
    if (!text) return [];
    const parsed = JSON.parse(text) as { results?: RunResult[] };
    return Array.isArray(parsed.results) ? parsed.results : [];
  } catch {
    return [];
  }
}

/** Saves the results; a full storage drops the oldest saved sweeps first and tries once more. */
export function saveResults(key: string, results: readonly RunResult[]): void {
  // NaN is not JSON: stored as null and read back as NaN by the aggregation (it skips non-finite values).
  const text = JSON.stringify({ savedAt: Date.now(), results });
  try {
    localStorage.setItem(key, text);
  } catch {
    try {
      const ours = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX) && k !== key);
      for (const k of ours) localStorage.removeItem(k);
      localStorage.setItem(key, text);
    } catch {
      // Storage refused: results stay on screen for this visit only.
    }
  }
}
