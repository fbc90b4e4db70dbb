// What a bar or a slider that shows the run's time needs to know to redraw only when it moves on
// screen: its width, and which device pixel a fraction of it falls on. A component subscribes to
// the pixel, not to the time, so a playing run re-renders it once per device pixel, not per frame.
import { useEffect, useState } from 'react';

/**
 * Width assumed before the element is measured (and where ResizeObserver is missing, as in jsdom),
 * CSS px: wide enough that no visible move is missed.
 */
export const UNMEASURED_WIDTH_PX = 10_000;

/** The element's content width, CSS px, kept up to date as it resizes (0 while it is not displayed). */
export function useWidthPx(el: Element | null): number {
  const [width, setWidth] = useState(UNMEASURED_WIDTH_PX);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => setWidth(entries[entries.length - 1].contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return width;
}

/**
 * The device pixel that `fraction` (0–1, clamped) of a `widthPx`-wide box falls on: two values
 * with the same step are drawn the same. Reads the pixel ratio each time (a window moved to
 * another screen changes it without a resize).
 */
export function pixelStep(fraction: number, widthPx: number): number {
  const ratio = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  return Math.floor(Math.min(1, Math.max(0, fraction)) * widthPx * ratio);
}
