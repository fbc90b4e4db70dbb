// Moving between pages without reloading: the lab's engine and its run survive a visit to another
// page. `navigate` pushes a history entry; `useLocationSearch` re-renders on it and on Back.
import { useSyncExternalStore } from 'react';

const EVENT = 'tfl:navigate';

/** The lab's last `#fragment`, so the way back to the lab (the nav's "Lab") reopens the same scenario. */
let labFragment = '';

export function rememberLabFragment(fragment: string): void {
  labFragment = fragment;
}

/** The address of the lab as the user left it: this path, no query, the scenario's fragment. */
export function labHref(): string {
  return `${window.location.pathname}${labFragment}`;
}

export function navigate(href: string): void {
  history.pushState(null, '', href);
  window.dispatchEvent(new Event(EVENT));
  window.scrollTo?.(0, 0);
}

/**
 * A click on an in-app link navigates in place; a click that asks for a new tab or window
 * (modifier keys, middle button) is left to the browser.
 */
export function onLinkClick(e: React.MouseEvent<HTMLAnchorElement>): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(e.currentTarget.getAttribute('href') ?? '');
}

function subscribe(fn: () => void): () => void {
  window.addEventListener('popstate', fn);
  window.addEventListener(EVENT, fn);
  return () => {
    window.removeEventListener('popstate', fn);
    window.removeEventListener(EVENT, fn);
  };
}

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search);
}
