// The header's two rows each keep to one line, in every language. The page's width alone cannot
// say when: Spanish needs a third more room than English, so a row that fits in English at 1280 px
// wraps in Spanish. So the header measures its rows and steps down only as far as it must:
//   full     every control with its visible label (and, at narrow widths, what app.css's media
//            queries already take away);
//   compact  the labels that the controls' own names repeat are read, not shown ("Speed",
//            "Scenario"), the title's long form likewise, the progress bar narrows;
//   tight    the progress bar goes too (the clock's numbers and the timeline show the same) and
//            gaps and paddings narrow;
//   minimal  the lab's name is read, not shown (the navigation's first page is the lab).
// A row is measured at its natural width (one line, nothing wrapped) against the header's inner
// width; what is on screen counts at its own width, unless it is a title that may be cut (the
// scenario's, an experiment's), which takes the room that is left.
import { useLayoutEffect, type RefObject } from 'react';

export const HEADER_FITS = ['full', 'compact', 'tight', 'minimal'] as const;
export type HeaderFit = (typeof HEADER_FITS)[number];

/** Whether every row of `header`, laid out on one line, fits its inner width. */
function rowsFit(header: HTMLElement): boolean {
  header.classList.add('app__header--measuring');
  const style = getComputedStyle(header);
  const room = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  let widest = 0;
  for (const row of header.querySelectorAll(':scope > .app__bar, :scope > .app__tools')) widest = Math.max(widest, row.getBoundingClientRect().width);
  header.classList.remove('app__header--measuring');
  return widest <= room + 0.5;
}

/**
 * Sets `header`'s `data-fit` to the fullest form whose rows fit, and returns it. When none does
 * (between a phone's width and a tablet's, where rows wrap), the fullest of those whose wrapped
 * header is the shortest.
 */
export function fitHeader(header: HTMLElement): HeaderFit {
  let best: HeaderFit = 'full';
  let shortest = Infinity;
  for (const fit of HEADER_FITS) {
    header.dataset.fit = fit;
    if (rowsFit(header)) return fit;
    const height = header.getBoundingClientRect().height;
    if (height < shortest - 0.5) {
      shortest = height;
      best = fit;
    }
  }
  header.dataset.fit = best;
  return best;
}

/**
 * Keeps `ref`'s header fitted: before the first paint, when the language changes, when projector
 * type is switched, and when the header or a row changes size (a row that wraps grows taller).
 */
export function useHeaderFit(ref: RefObject<HTMLElement | null>, locale: string): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    let key = '';
    const refit = () => {
      // Only what changes a row's natural width or the room for it: not every size change (fitting
      // changes the rows' height, which is reported here too).
      const next = `${header.clientWidth} ${getComputedStyle(header).fontSize} ${header.textContent?.length ?? 0}`;
      if (next === key) return;
      fitHeader(header);
      key = next;
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(header);
    for (const row of header.querySelectorAll(':scope > .app__bar, :scope > .app__tools')) observer.observe(row);
    return () => observer.disconnect();
  }, [ref, locale]);
}
