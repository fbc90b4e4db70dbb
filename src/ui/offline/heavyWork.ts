// Work that wants the machine's cores now (a sweep on the experiments' worker pool) and work that
// can wait for them (the service worker's first precache of the whole build: 80-230 ms of CPU in
// the browser's other threads, which on a student's first visit would run beside a sweep started
// in the page's first seconds and slow it). The first holds; the second waits for a quiet moment.

let holds = 0;
let waiters: (() => void)[] = [];

/** Marks heavy work under way until the returned release is called (calling it again does nothing). */
export function holdHeavyWork(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) {
      const ready = waiters;
      waiters = [];
      for (const w of ready) w();
    }
  };
}

/** Whether heavy work is under way now. */
export function heavyWorkUnderWay(): boolean {
  return holds > 0;
}

const noHeavyWork = (): Promise<void> => (holds === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)));

/** The browser's next idle moment, or `timeoutMs` at the latest (a timer where requestIdleCallback is missing). */
function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}

/**
 * Resolves at an idle moment with no heavy work under way: waits for the work, then for the idle
 * moment, and again if heavy work started meanwhile.
 */
export async function quietMoment(idleTimeoutMs = 3000): Promise<void> {
  for (;;) {
    await noHeavyWork();
    await idle(idleTimeoutMs);
    if (holds === 0) return;
  }
}
