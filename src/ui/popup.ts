// A small popup's behaviour (Reset's question, a chart's export list): it stays on the screen, and
// it closes when the user leaves it.
//
// It closes on a press anywhere outside it, or the focus moving to an element outside it (Tab past
// its last button); not on a blur that moves the focus nowhere: Safari on macOS does not focus a
// button that is clicked, so clicking one of the popup's own buttons can blur the one focused
// before with no element to go to, and closing then would remove the button before its click.
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps a popup hung from its button on a narrow screen: at most as wide as the screen, and moved
 * back inside it (8 px clear) where it would run past either edge. The popup's callback ref: it
 * runs as the popup is put on the page, before the page is drawn.
 */
export function keepOnScreen(el: HTMLElement | null): void {
  if (!el) return;
  const screenPx = document.documentElement.clientWidth;
  el.style.maxWidth = `${screenPx - 16}px`;
  const box = el.getBoundingClientRect();
  const shift = box.left < 8 ? 8 - box.left : box.right > screenPx - 8 ? screenPx - 8 - box.right : 0;
  if (shift !== 0) el.style.transform = `translateX(${shift}px)`;
}

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
