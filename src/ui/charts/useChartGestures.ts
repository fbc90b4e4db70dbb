// How a time chart answers the pointer, the wheel and the keyboard: drag scrolls, Ctrl/⌘ + wheel
// (or a pinch) zooms, a sideways swipe or Shift + wheel scrolls, keys (←/→, +/−, Home, W) move the
// view; hover or keyboard focus puts a value readout (the cursor) on the nearest sample.
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { hoverAt, type BandSpec, type ChartModel, type Hover, type SeriesSpec, type TimeSource } from './chartModel';
import { pageWheelGestures } from './wheelGesture';
import { panWindow, wheelZoomFactor, windowForKey, zoomWindow, type TimeRange } from './timeWindow';
import type { TimeWindow } from './types';

/** Pixels of pointer travel before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD_PX = 3;
/** Shift+←/→ moves the keyboard cursor by this fraction of the width. */
const KEY_CURSOR_STEP = 0.02;
/** How long the "how to zoom" hint stays after a plain wheel over the chart, ms. */
const WHEEL_HINT_MS = 1500;

type Cursor = { kind: 'mouse'; sec: number } | { kind: 'key'; frac: number };

interface Drag {
  pointerId: number;
  startX: number;
  range: TimeRange;
  moved: boolean;
}

export interface GestureInput {
  plotRef: RefObject<HTMLDivElement | null>;
  svgRef: RefObject<SVGSVGElement | null>;
  /** The model on screen: interaction works on what is drawn. */
  model: ChartModel;
  data: TimeSource;
  /** Changes whenever `data` does. */
  version: number;
  series: readonly SeriesSpec[];
  bands?: readonly BandSpec[];
  view: TimeWindow;
  changeWindow: (w: TimeWindow) => void;
}

export interface Gestures {
  /** The readout at the cursor, or null. */
  hover: Hover | null;
  /** Whether to show how to zoom (a plain wheel began on this chart). */
  wheelHint: boolean;
  handlers: {
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
    onFocus: (e: FocusEvent<HTMLDivElement>) => void;
    onBlur: () => void;
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerLeave: () => void;
  };
}

export function useChartGestures({ plotRef, svgRef, model, data, version, series, bands, view, changeWindow }: GestureInput): Gestures {
  const dragRef = useRef<Drag | null>(null);
  const pointerFocusRef = useRef(false);
  const { fromSec, toSec } = model.range;
  const lastSec = data.length > 0 ? data.time[data.length - 1] : 0;
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const span = toSec - fromSec;
  const cursorSec = cursor === null ? null : cursor.kind === 'mouse' ? cursor.sec : fromSec + cursor.frac * span;
  const hover = useMemo(
    () => (cursorSec === null ? null : hoverAt(data, series, model.unit, cursorSec, bands)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, version, series, bands, model.unit, cursorSec],
  );

  const { margin, plotWidth, plotHeight } = model;
  const pxPerSec = plotWidth / (span || 1);
  const secAt = (clientX: number): number => {
    const left = svgRef.current?.getBoundingClientRect().left ?? 0;
    return fromSec + (clientX - left - margin.left) / pxPerSec;
  };
  const range: TimeRange = { fromSec, toSec };

  // The wheel belongs to the page (a student scrolling past a chart must not zoom it): Ctrl/⌘ +
  // wheel, or a trackpad pinch (which browsers report as Ctrl + wheel), zooms; a sideways swipe or
  // Shift + wheel scrolls the chart; a plain wheel scrolls the page, and shows how to zoom only
  // when the gesture began on this chart (not on a chart the page is scrolling past).
  const [wheelHint, setWheelHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (hintTimer.current !== null) clearTimeout(hintTimer.current);
  }, []);
  const gestureBeganHere = () => {
    const start = pageWheelGestures().startedAt;
    return start instanceof Node && plotRef.current !== null && plotRef.current.contains(start);
  };
  const onWheel = useEffectEvent((e: WheelEvent) => {
    const scale = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? plotHeight : 1;
    const dx = e.deltaX * scale;
    const dy = e.deltaY * scale;
    if (dx === 0 && dy === 0) return;
    const sideways = Math.abs(dx) > Math.abs(dy);
    if (sideways || e.shiftKey) {
      e.preventDefault();
      changeWindow(panWindow(range, (sideways ? dx : dy) / pxPerSec, lastSec));
    } else if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      changeWindow(zoomWindow(range, wheelZoomFactor(dy), secAt(e.clientX), lastSec));
    } else if (gestureBeganHere()) {
      setWheelHint(true);
      if (hintTimer.current !== null) clearTimeout(hintTimer.current);
      hintTimer.current = setTimeout(() => setWheelHint(false), WHEEL_HINT_MS);
    }
  });
  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    pageWheelGestures();
    const listener = (e: WheelEvent) => onWheel(e);
    // Not passive: Ctrl + wheel zooms the chart instead of the page.
    el.addEventListener('wheel', listener, { passive: false });
    return () => el.removeEventListener('wheel', listener);
  }, [plotRef]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointerFocusRef.current = true;
    if (e.button !== 0) return;
    dragRef.current = { pointerId: e.pointerId, startX: e.clientX, range, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (drag && drag.pointerId === e.pointerId) {
      const dx = e.clientX - drag.startX;
      if (drag.moved || Math.abs(dx) >= DRAG_THRESHOLD_PX) {
        drag.moved = true;
        changeWindow(panWindow(drag.range, -dx / pxPerSec, lastSec));
        return;
      }
    }
    if (e.pointerType !== 'touch' || !drag) setCursor({ kind: 'mouse', sec: secAt(e.clientX) });
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId === e.pointerId) dragRef.current = null;
  };
  const onPointerLeave = () => {
    if (cursor?.kind === 'mouse') setCursor(null);
  };

  /** Where a time falls across the plot, 0 (left edge) to 1 (right edge). */
  const fracOf = (t: number) => Math.min(1, Math.max(0, (t - fromSec) / (span || 1)));
  const latestFrac = () => fracOf(lastSec);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      // Step from the sample shown (the cursor snaps to samples), so every press moves the readout.
      const at = hover ? fracOf(hover.timeSec) : latestFrac();
      const next = Math.min(1, Math.max(0, at + (e.key === 'ArrowLeft' ? -KEY_CURSOR_STEP : KEY_CURSOR_STEP)));
      setCursor({ kind: 'key', frac: next });
      e.preventDefault();
      return;
    }
    // Home while following keeps the span chosen (not one widened to show a time ahead).
    const next = e.key === 'Home' && view.mode === 'follow' ? view : windowForKey(e.key, range, lastSec);
    if (!next) return;
    e.preventDefault();
    changeWindow(next);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    // Focus by keyboard (not by a press on the plot) shows the readout at the latest sample in view.
    const byPointer = pointerFocusRef.current;
    pointerFocusRef.current = false;
    if (e.target === e.currentTarget && !byPointer && cursor === null) setCursor({ kind: 'key', frac: latestFrac() });
  };
  const onBlur = () => {
    if (cursor?.kind === 'key') setCursor(null);
  };

  return {
    hover,
    wheelHint,
    handlers: { onKeyDown, onFocus, onBlur, onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onPointerLeave },
  };
}
