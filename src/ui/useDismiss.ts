// Closes a small popup (Reset's question, a chart's export list) when the user leaves it: a press
// anywhere outside it, or the focus moving to an element outside it (Tab past its last button).
// Not on a blur that moves the focus nowhere: Safari (macOS and iOS) does not focus a button that
// is clicked or tapped, so pressing one of the popup's own buttons blurs the one focused before
// with no element to go to; closing then would remove the button before its click arrives.
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * While `open`, calls `close` on a pointer press outside `box`. Returns the handler for the box's
 * `onBlur`, which calls `close` when the focus goes to an element outside it.
 */
export function useDismiss(box: RefObject<HTMLElement | null>, open: boolean, close: () => void): (e: FocusEvent<HTMLElement>) => void {
  const latest = useRef(close);
  useLayoutEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const press = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node | null)) latest.current();
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  }, [box, open]);
  return (e) => {
    const to = e.relatedTarget as Node | null;
    if (open && to !== null && !e.currentTarget.contains(to)) latest.current();
  };
}
