// The lab's keyboard shortcuts, from anywhere on the page: which key does what, decided from the
// key and what has the focus (pure, so the rules are tested without a browser), and the hook that
// listens for them. They never fight a control: nothing while typing in a text field or menu,
// Space is left to buttons, links and checkboxes (which it presses), and a key a focused chart
// has already used is left alone.
import { useEffect, useRef } from 'react';

export type ShortcutAction = 'play' | 'whole' | 'follow' | 'help';

/** What has the focus, as far as shortcuts care. */
export type FocusKind = 'none' | 'text' | 'presses' | 'dialog' | 'other';

export interface KeyInfo {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  repeat?: boolean;
}

export function shortcutFor(e: KeyInfo, focus: FocusKind): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || e.repeat) return null;
  if (focus === 'text' || focus === 'dialog') return null;
  switch (e.key) {
    case ' ':
      return focus === 'presses' ? null : 'play';
    case 'k':
    case 'K':
      return 'play';
    case 'w':
    case 'W':
      return 'whole';
    case 'f':
    case 'F':
      return 'follow';
    case '?':
      return 'help';
    default:
      return null;
  }
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'time', 'datetime-local', 'month', 'week', 'file']);

export function focusKind(el: Element | null): FocusKind {
  if (!el || el === document.body || el === document.documentElement) return 'none';
  if (el.closest('dialog')) return 'dialog';
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable) return 'text';
  if (el instanceof HTMLInputElement) {
    if (TEXT_INPUTS.has(el.type)) return 'text';
    if (el.type === 'checkbox' || el.type === 'radio' || el.type === 'button' || el.type === 'submit') return 'presses';
    return 'other'; // a range slider: Space does nothing to it
  }
  if (el.closest('button, a[href], summary, [role="button"], [role="checkbox"], [role="radio"], [role="tab"]')) return 'presses';
  return 'other';
}

export interface ShortcutHandlers {
  /** Play and pause allowed (not locked by a teacher link). */
  canPlay: boolean;
  onPlay: () => void;
  onWhole: () => void;
  onFollow: () => void;
  onHelp: () => void;
}

export function useLabShortcuts(handlers: ShortcutHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e, focusKind(document.activeElement));
      if (!action) return;
      const h = ref.current;
      if (action === 'play' && !h.canPlay) return;
      e.preventDefault();
      if (action === 'play') h.onPlay();
      else if (action === 'whole') h.onWhole();
      else if (action === 'follow') h.onFollow();
      else h.onHelp();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
