// Keeps the address describing the page, written a moment after the last change (not on every
// keystroke or slider step), and never lost to a reload or a closed tab within that moment: when a
// navigation starts (beforeunload) or the page is hidden or unloaded, the pending write happens at
// once. A reload keeps the address the browser had when it was asked for, whatever the page writes
// while the new page loads (and on a busy machine the timer's write may land after the reload was
// asked for, before the page hears of it), so every write is also handed to the tab's next load
// (sessionStorage), which takes it if that load is a reload of the address written over.
import { useEffect, useRef } from 'react';
import { readStored, removeStored, writeStored } from '../storage/browserStorage';

const HANDOFF_KEY = 'tfl:address';

interface Handoff {
  /** The address the page had before the write. */
  from: string;
  /** The address it should have had. */
  to: string;
}

/**
 * Writes `address()` (a path, query and fragment, or only `#fragment`) into the address bar
 * `delayMs` after `address` last changed, or at once when the page is hidden or unloaded, and hands
 * it to the tab's next load; then calls `onWritten` with it. `address` is called only when it is
 * written (encoding may cost).
 */
export function useDebouncedAddress(address: (() => string) | null, delayMs: number, onWritten?: (href: string) => void): void {
  const written = useRef(onWritten);
  useEffect(() => {
    written.current = onWritten;
  });
  useEffect(() => {
    if (!address) return;
    let pending = true;
    const write = () => {
      if (!pending) return;
      pending = false;
      clearTimeout(timer);
      const from = window.location.href;
      const href = address();
      history.replaceState(history.state, '', href);
      const to = window.location.href;
      if (to !== from) writeStored(HANDOFF_KEY, JSON.stringify({ from, to } satisfies Handoff), 'the latest change to this page’s address', 'session');
      written.current?.(href);
    };
    const timer = setTimeout(write, delayMs);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    // A reload asked for now goes on loading while this page runs: were the write left to the timer,
    // it would land after the reload had taken the old address.
    window.addEventListener('beforeunload', write);
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeunload', write);
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [address, delayMs]);
}

/** How this document was reached ('navigate', 'reload', 'back_forward'), or null where the browser does not say. */
function navigationType(): string | null {
  const entry = typeof performance !== 'undefined' ? performance.getEntriesByType?.('navigation')[0] : undefined;
  return entry && 'type' in entry ? String(entry.type) : null;
}

/**
 * Call once, before the app reads the address: if this load is the reload of an address the last
 * page wrote over (see above), the address becomes the one it was given. A handoff is used once,
 * and dropped by any other load (opening the old link again is not a reload of the edit) and when
 * the page comes back into view and carries on (a tab switched back to).
 */
export function restorePendingAddress(how: string | null = navigationType()): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') removeStored(HANDOFF_KEY, 'session');
  });
  const text = readStored(HANDOFF_KEY, 'session');
  if (text === null) return;
  removeStored(HANDOFF_KEY, 'session');
  if (how !== 'reload') return;
  try {
    const h = JSON.parse(text) as Partial<Handoff>;
    // (Another origin's address is refused by replaceState itself.)
    if (typeof h.from === 'string' && typeof h.to === 'string' && h.from === window.location.href) history.replaceState(history.state, '', h.to);
  } catch {
    // Not ours, or not an address of this page's: nothing to restore.
  }
}
