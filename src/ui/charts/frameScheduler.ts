// Shares each animation frame's drawing time among the charts. A chart with something new to show
// asks for a redraw; once per frame the waiting charts are drawn, the ones the user is handling
// first and then the least recently drawn, until the frame's budget is spent; the rest wait for
// the next frame. Live data redraws a chart at most once per live interval (framePace.ts: about 15
// times a second, fewer while frames come late): a chart needs no 60 Hz refresh, and the time saved
// keeps the main thread free for the animation and for input.
import { framePace } from './framePace';

/** Milliseconds of drawing per frame before the remaining charts wait for the next one (at least one is drawn). */
export const FRAME_BUDGET_MS = 3;

/**
 * A redraw. `urgent` says the user is handling this chart. Returning false means "nothing worth
 * drawing yet": the task stays queued and is asked again next frame.
 */
export type DrawTask = (urgent: boolean) => boolean | void;

interface Entry {
  task: DrawTask;
  urgent: boolean;
}

const queue: Entry[] = [];
const lastRun = new WeakMap<DrawTask, number>();
let handle: number | null = null;

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function schedule(fn: () => void): number {
  if (typeof requestAnimationFrame === 'function') return requestAnimationFrame(fn);
  return setTimeout(fn, 16) as unknown as number;
}

function run(): void {
  handle = null;
  const start = now();
  let i = 0;
  while (i < queue.length) {
    const e = queue[i];
    if (!e.urgent && start - (lastRun.get(e.task) ?? -Infinity) < framePace.liveIntervalMs) {
      i++; // drawn too recently: stays queued, keeps its place
      continue;
    }
    if (e.task(e.urgent) === false) {
      i++;
      continue;
    }
    queue.splice(i, 1);
    lastRun.set(e.task, now());
    if (now() - start >= FRAME_BUDGET_MS) break;
  }
  if (queue.length > 0) handle = schedule(run);
}

/** Asks for `task` to run in a coming frame (once, however often asked). Urgent tasks go first and skip the interval. */
export function requestDraw(task: DrawTask, urgent = false): void {
  const i = queue.findIndex((e) => e.task === task);
  if (i >= 0) {
    if (!urgent || queue[i].urgent) return;
    queue.splice(i, 1);
  }
  if (urgent) queue.unshift({ task, urgent });
  else queue.push({ task, urgent });
  if (handle === null) handle = schedule(run);
}

/** Forgets a pending request (the chart is going away). */
export function cancelDraw(task: DrawTask): void {
  const i = queue.findIndex((e) => e.task === task);
  if (i >= 0) queue.splice(i, 1);
}
