// How often the charts redraw live data. About 15 times a second while the page keeps time; less
// often, down to about 7.5, while frames come late (20 flows on a two-core laptop, a slow phone):
// a chart needs no 60 Hz refresh, and the time it gives up keeps the network picture's animation
// and the page's answers to input on time. The lab's frame loop tells each frame of a playing run.

/** The live interval while frames keep time, ms (about 15 redraws a second). */
export const FASTEST_LIVE_INTERVAL_MS = 66;
/** The longest it grows to while frames come late, ms. */
export const SLOWEST_LIVE_INTERVAL_MS = 133;
/** A frame longer than this is late: a 60 Hz display missed a refresh (a 120 Hz one, two). */
export const LATE_FRAME_MS = 25;
/** Gaps longer than this are no frames of a running loop (the first frame, a rest, a hidden tab). */
const NOT_A_FRAME_MS = 250;
/** Frames the share of late frames is averaged over (about half a second at 60 Hz). */
const AVERAGE_FRAMES = 30;
/** Above this share of late frames the interval grows by GROW_MS a frame; below SETTLED_SHARE it shrinks by SHRINK_MS. */
const LATE_SHARE = 0.1;
const SETTLED_SHARE = 0.03;
const GROW_MS = 1;
const SHRINK_MS = 0.5;

export class FramePace {
  private interval = FASTEST_LIVE_INTERVAL_MS;
  private lastFrameMs = NaN;
  private lateShare = 0;

  /** Shortest time between two redraws of one chart for live data, ms (frameScheduler, useFrameVersion). */
  get liveIntervalMs(): number {
    return this.interval;
  }

  /** A frame of a playing run began at `timeMs` (requestAnimationFrame's time). */
  noteFrame(timeMs: number): void {
    const gap = timeMs - this.lastFrameMs;
    this.lastFrameMs = timeMs;
    if (!(gap > 0 && gap < NOT_A_FRAME_MS)) return;
    this.lateShare += ((gap > LATE_FRAME_MS ? 1 : 0) - this.lateShare) / AVERAGE_FRAMES;
    if (this.lateShare > LATE_SHARE) this.interval = Math.min(SLOWEST_LIVE_INTERVAL_MS, this.interval + GROW_MS);
    else if (this.lateShare < SETTLED_SHARE) this.interval = Math.max(FASTEST_LIVE_INTERVAL_MS, this.interval - SHRINK_MS);
  }
}

/** The page's pace: one lab runs at a time. */
export const framePace = new FramePace();
