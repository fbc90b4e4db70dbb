// Publishes what the update prompt's layout needs from the screen as CSS variables on the root:
// --update-prompt-h, the room its bar takes at the bottom (the page keeps that room free,
// updatePrompt.css), and the part of the page the user sees (--visual-w, --visual-left,
// --visual-bottom): on a phone, a page wider than the screen makes the layout viewport larger than
// the screen, and a bar fixed to that would sit below and beside what is shown.
import { useEffect } from 'react';

/** While `el` shows something, --update-prompt-h is its height; unset otherwise. */
export function useReservedRoom(el: HTMLElement | null): void {
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () => {
      const box = el.getBoundingClientRect();
      if (box.height === 0) root.style.removeProperty('--update-prompt-h');
      else root.style.setProperty('--update-prompt-h', `${Math.ceil(box.height)}px`);
      const vv = window.visualViewport;
      if (!vv) return;
      root.style.setProperty('--visual-w', `${Math.floor(vv.width)}px`);
      root.style.setProperty('--visual-left', `${Math.max(0, Math.round(vv.offsetLeft))}px`);
      root.style.setProperty('--visual-bottom', `${Math.max(0, Math.round(window.innerHeight - vv.offsetTop - vv.height))}px`);
    };
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    window.addEventListener('resize', set);
    window.visualViewport?.addEventListener('resize', set);
    window.visualViewport?.addEventListener('scroll', set);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', set);
      window.visualViewport?.removeEventListener('resize', set);
      window.visualViewport?.removeEventListener('scroll', set);
      root.style.removeProperty('--update-prompt-h');
      for (const name of ['--visual-w', '--visual-left', '--visual-bottom']) root.style.removeProperty(name);
    };
  }, [el]);
}
