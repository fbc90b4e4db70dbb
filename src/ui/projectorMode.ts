// Whether projector mode is on: one setting for every page (lab, course, lesson, experiment),
// kept in this browser so a reload or a move from the lab to a lesson keeps it. A lecturer turns
// it on once per machine; another tab of the same browser follows.
import { useSyncExternalStore } from 'react';

export const PROJECTOR_KEY = 'tfl.projector.v1';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(PROJECTOR_KEY) === 'on';
  } catch {
    // Storage refused (a private window, a sandboxed frame): the mode lasts as long as the page.
    return memory;
  }
}

let memory = false;
let current: boolean | null = null;

export function projectorMode(): boolean {
  if (current === null) current = read();
  return current;
}

export function setProjectorMode(on: boolean): void {
  current = on;
  memory = on;
  try {
    if (on) localStorage.setItem(PROJECTOR_KEY, 'on');
    else localStorage.removeItem(PROJECTOR_KEY);
  } catch {
    // Kept in memory only (see read).
  }
  for (const l of listeners) l();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== PROJECTOR_KEY && e.key !== null) return;
    current = read();
    fn();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

/** Projector mode and its setter, shared by every page. */
export function useProjectorMode(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, projectorMode), setProjectorMode];
}
