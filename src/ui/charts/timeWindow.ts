// The shared time axis as pure functions: which range a TimeWindow shows, and how zoom, scroll,
// keys and "follow live" change it. No DOM here, so the rules are tested without a browser.
import type { TimeWindow } from './types';

/** A resolved range of simulated time, seconds. */
export interface TimeRange {
  fromSec: number;
  toSec: number;
}

/** The narrowest view, seconds (a few samples at the finest sampling interval). */
export const MIN_SPAN_SEC = 0.1;
/** The default "follow live" span, seconds (the lab opens with it; "Follow live" after "Whole run" returns to it). */
export const DEFAULT_SPAN_SEC = 20;
/** One arrow key scrolls this fraction of the span. */
export const KEY_PAN_FRACTION = 0.1;
/** One +/− key press or zoom button scales the span by this factor (or its inverse). */
export const KEY_ZOOM_FACTOR = 0.8;

/**
 * The range a window shows once the data ends at `lastSec`. Following: the latest `spanSec`
 * seconds, or [0, spanSec] while the run is shorter than that (the trace grows from the left).
 */
export function resolveWindow(w: TimeWindow, lastSec: number): TimeRange {
  if (w.mode === 'fixed') return { fromSec: w.fromSec, toSec: w.toSec };
  if (w.mode === 'whole') return { fromSec: 0, toSec: Math.max(MIN_SPAN_SEC, lastSec) };
  const span = Math.max(MIN_SPAN_SEC, w.spanSec);
  const from = Math.max(0, lastSec - span);
  return { fromSec: from, toSec: from + span };
}

/** Widest allowed span: the whole run, or the current span if that is wider still. */
function maxSpan(r: TimeRange, lastSec: number): number {
  return Math.max(MIN_SPAN_SEC, lastSec, r.toSec - r.fromSec);
}

/** Moves a range of the given span inside [0, max(lastSec, from + span)], keeping its span. */
function place(fromSec: number, span: number, lastSec: number): TimeWindow {
  const end = Math.max(lastSec, span);
  const from = Math.min(Math.max(0, fromSec), end - span);
  return { mode: 'fixed', fromSec: from, toSec: from + span };
}

/**
 * Zooms by `factor` (< 1 in, > 1 out) keeping `anchorSec` at the same place on screen. The
 * result is a fixed window; the span stays within [MIN_SPAN_SEC, the whole run].
 */
export function zoomWindow(r: TimeRange, factor: number, anchorSec: number, lastSec: number): TimeWindow {
  const span = r.toSec - r.fromSec;
  const next = Math.min(maxSpan(r, lastSec), Math.max(MIN_SPAN_SEC, span * factor));
  const anchor = Math.min(r.toSec, Math.max(r.fromSec, anchorSec));
  const frac = span > 0 ? (anchor - r.fromSec) / span : 1;
  return place(anchor - frac * next, next, lastSec);
}

/** Scrolls by `deltaSec` (positive: later). The result is a fixed window inside the run. */
export function panWindow(r: TimeRange, deltaSec: number, lastSec: number): TimeWindow {
  return place(r.fromSec + deltaSec, r.toSec - r.fromSec, lastSec);
}

/** Back to following the live edge, at the span currently shown (from the whole run: the default span). */
export function followWindow(r: TimeRange, from?: TimeWindow): TimeWindow {
  if (from?.mode === 'whole') return { mode: 'follow', spanSec: DEFAULT_SPAN_SEC };
  return { mode: 'follow', spanSec: Math.max(MIN_SPAN_SEC, r.toSec - r.fromSec) };
}

/** The whole run so far, growing as it runs. */
export const WHOLE_RUN: TimeWindow = { mode: 'whole' };

/** The window after a key press on a chart, or null if the key is not a window key. */
export function windowForKey(key: string, r: TimeRange, lastSec: number): TimeWindow | null {
  const span = r.toSec - r.fromSec;
  const centre = (r.fromSec + r.toSec) / 2;
  switch (key) {
    case 'ArrowLeft':
      return panWindow(r, -KEY_PAN_FRACTION * span, lastSec);
    case 'ArrowRight':
      return panWindow(r, KEY_PAN_FRACTION * span, lastSec);
    case '+':
    case '=':
      return zoomWindow(r, KEY_ZOOM_FACTOR, centre, lastSec);
    case '-':
    case '_':
      return zoomWindow(r, 1 / KEY_ZOOM_FACTOR, centre, lastSec);
    case 'Home':
      return followWindow(r);
    case 'w':
    case 'W':
      return WHOLE_RUN;
    default:
      return null;
  }
}

/** Zoom factor for a wheel movement (pixels; positive = away from the user = zoom out). */
export function wheelZoomFactor(deltaPx: number): number {
  const clamped = Math.max(-500, Math.min(500, deltaPx));
  return Math.exp(clamped * 0.002);
}
