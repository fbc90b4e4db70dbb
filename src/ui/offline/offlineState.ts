// What the service worker has told us, as a small external store for React: whether the app is
// ready to work offline, and whether a new build is waiting (with the step that switches to it).
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  /** Every file of this build is cached: the app now works with no network. */
  offlineReady: boolean;
  /** A newer build is installed and waiting; `applyUpdate` switches to it (the page reloads). */
  updateWaiting: boolean;
  /** Activates the waiting build and reloads; null until a build is waiting. */
  applyUpdate: (() => void) | null;
}

const INITIAL: OfflineState = { offlineReady: false, updateWaiting: false, applyUpdate: null };
let state: OfflineState = INITIAL;
const listeners = new Set<() => void>();

export function setOfflineState(patch: Partial<OfflineState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function getOfflineState(): OfflineState {
  return state;
}

/** Back to "nothing heard yet" (for tests). */
export function resetOfflineState(): void {
  setOfflineState(INITIAL);
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, getOfflineState);
}
