// The charts' live interval follows how late a playing run's frames come.
import { describe, expect, it } from 'vitest';
import { FASTEST_LIVE_INTERVAL_MS, FramePace, LATE_FRAME_MS, SLOWEST_LIVE_INTERVAL_MS } from '../../../src/ui/charts/framePace';

/** Tells `pace` of `n` frames, each `gap(k)` ms after the one before; returns the time of the last. */
function frames(pace: FramePace, n: number, gap: (k: number) => number, from = 0): number {
  let t = from;
  for (let k = 0; k < n; k++) {
    t += gap(k);
    pace.noteFrame(t);
  }
  return t;
}

describe('FramePace', () => {
  it('keeps the fastest interval while 60 Hz frames keep time, or one in fifty is late', () => {
    const pace = new FramePace();
    frames(pace, 600, () => 1000 / 60);
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
    frames(pace, 600, (k) => (k % 50 === 0 ? 2000 / 60 : 1000 / 60));
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
  });

  it('on a 120 Hz display a missed refresh is not late', () => {
    const pace = new FramePace();
    frames(pace, 600, (k) => (k % 3 === 0 ? 2000 / 120 : 1000 / 120));
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
  });

  it('grows, up to the slowest, while one frame in three is late, and comes back once they keep time', () => {
    const pace = new FramePace();
    let t = frames(pace, 30, (k) => (k % 3 === 0 ? 2000 / 60 : 1000 / 60));
    const early = pace.liveIntervalMs;
    expect(early).toBeGreaterThan(FASTEST_LIVE_INTERVAL_MS);
    t = frames(pace, 600, (k) => (k % 3 === 0 ? 2000 / 60 : 1000 / 60), t);
    expect(pace.liveIntervalMs).toBe(SLOWEST_LIVE_INTERVAL_MS);
    // Back on time: it shrinks within a few seconds, not at once (a single good frame changes little).
    t = frames(pace, 10, () => 1000 / 60, t);
    expect(pace.liveIntervalMs).toBe(SLOWEST_LIVE_INTERVAL_MS);
    frames(pace, 600, () => 1000 / 60, t);
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
  });

  it('a pause, a rest or a hidden tab is not a late frame', () => {
    const pace = new FramePace();
    let t = 0;
    for (let k = 0; k < 100; k++) t = frames(pace, 5, () => 1000 / 60, t + 1000);
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
  });

  it('counts a frame late only past LATE_FRAME_MS', () => {
    const pace = new FramePace();
    frames(pace, 300, () => LATE_FRAME_MS);
    expect(pace.liveIntervalMs).toBe(FASTEST_LIVE_INTERVAL_MS);
    frames(pace, 300, () => LATE_FRAME_MS + 1, 300 * LATE_FRAME_MS);
    expect(pace.liveIntervalMs).toBe(SLOWEST_LIVE_INTERVAL_MS);
  });
});
