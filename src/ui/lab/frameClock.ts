// What the lab's frame loop runs on: animation frames, timers and the time now. The browser's in
// the page; a test passes its own and moves it by hand.
export interface FrameClock {
  /** Calls `cb` at the next animation frame with its time, ms; returns a handle for cancelFrame. */
  frame(cb: (t: number) => void): number;
  cancelFrame(id: number): void;
  /** Calls `cb` once `ms` from now; returns a handle for cancelLater. */
  later(cb: () => void, ms: number): number;
  cancelLater(id: number): void;
  /** The time now, ms, on the frames' clock. */
  now(): number;
}

export function browserFrameClock(): FrameClock {
  return {
    frame: (cb) => requestAnimationFrame(cb),
    cancelFrame: (id) => cancelAnimationFrame(id),
    later: (cb, ms) => window.setTimeout(cb, ms),
    cancelLater: (id) => window.clearTimeout(id),
    now: () => performance.now(),
  };
}
