// The lab's sticky header height, published for the CSS that places the controls column below it.
import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as the CSS variable --header-h, so the sticky controls
 * column sits just below it however the header wraps (projector type, a narrow tablet).
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--header-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--header-h');
    };
  }, [ref]);
}
