// Projector mode is view state each page keeps. What is drawn outside the page (the service
// worker's "update available" prompt, which App renders beside every page) reads it from the
// document root, which the page marks while projector mode is on.
import { useEffect } from 'react';

/** The attribute on <html> while a page is in projector mode (CSS: `:root[data-projector]`). */
export const PROJECTOR_ROOT_ATTRIBUTE = 'data-projector';

/** Marks the document root while `on` (and unmarks it when the page goes). */
export function useProjectorRoot(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.setAttribute(PROJECTOR_ROOT_ATTRIBUTE, '');
    return () => root.removeAttribute(PROJECTOR_ROOT_ATTRIBUTE);
  }, [on]);
}
