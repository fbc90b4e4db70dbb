// The experiments' saved results as a whole, for the storage notice on every page (kept apart from
// resultCache.ts, whose plan hashing would bring the experiments' code into every page).
import { freeStored, storedChars } from '../storage/browserStorage';

/** Every saved sweep's key starts with this. */
export const RESULTS_PREFIX = 'tfl:sweep:';

/** Characters of saved results in the browser (what clearing them would free). */
export function savedResultsChars(): number {
  return storedChars(RESULTS_PREFIX);
}

/**
 * Removes every set of results the browser holds (not those a page holds unsaved, which are then
 * saved if they now fit). Returns how many sets went.
 */
export function clearSavedResults(): number {
  return freeStored(RESULTS_PREFIX);
}
