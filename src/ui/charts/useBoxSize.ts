// The size of a chart's plot box as ResizeObserver reports it (null before the first report, and
// where ResizeObserver is missing, as in jsdom): charts draw to fit the box they are given.
import { useEffect, useState, type RefObject } from 'react';

export function useBoxSize(ref: RefObject<HTMLDivElement | null>): { w: number; h: number } | null {
  const [box, setBox] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const r = entries[entries.length - 1].contentRect;
      const w = Math.round(r.width);
      const h = Math.round(r.height);
      if (w > 0 && h > 0) setBox((b) => (b && b.w === w && b.h === h ? b : { w, h }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return box;
}
