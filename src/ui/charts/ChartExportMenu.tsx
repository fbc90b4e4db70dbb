// A time chart's downloads behind one button of its tools: a picture (SVG or PNG) of the visible
// window or of the whole run, and the whole run's data as CSV. One button where there were a scope
// picker and three buttons, so that the chart's title keeps its room on a 1024-px projector and in
// longer languages. A disclosure, as Reset's question is: the button says whether the list is open;
// the list is a labelled group of buttons, Escape closes it and gives the focus back, and a press or
// the focus elsewhere closes it (useDismiss).
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDismiss } from '../useDismiss';
import type { ExportScope } from './useChartExport';

/** One download: a picture of a scope, or the data. */
export type ChartDownload = { kind: 'svg' | 'png'; scope: ExportScope } | { kind: 'csv' };

export interface ChartExportMenuProps {
  /** The chart's title, in the reader's language (it names the list). */
  title: string;
  /** Stable: it downloads from the chart as it is when chosen. */
  onDownload: (d: ChartDownload) => void;
}

export const ChartExportMenu = memo(function ChartExportMenu({ title, onDownload }: ChartExportMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLSpanElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const dismissOnBlur = useDismiss(box, open, () => setOpen(false));
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  // Hung from the button's end, the list could run past the screen's edge on a narrow screen: it is
  // drawn at most as wide as the screen and moved back inside it.
  useLayoutEffect(() => {
    const el = list.current;
    if (!open || !el) return;
    const screenPx = document.documentElement.clientWidth;
    el.style.maxWidth = `${screenPx - 16}px`;
    const box = el.getBoundingClientRect();
    const shift = box.left < 8 ? 8 - box.left : box.right > screenPx - 8 ? screenPx - 8 - box.right : 0;
    if (shift !== 0) el.style.transform = `translateX(${shift}px)`;
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const choose = (d: ChartDownload) => {
    close();
    onDownload(d);
  };
  const forSlides = t`At least twice the size on screen and 1920 px wide (for slides)`;
  return (
    <span
      ref={box}
      className="tc-export"
      onBlur={dismissOnBlur}
      onKeyDown={(e) => {
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button ref={opener} type="button" className="tc-btn tc-export__opener" aria-expanded={open} aria-label={t`Export ${title}`} title={t`Download a picture or the data of ${title}`} onClick={() => setOpen(!open)}>
        {t`Export`}
      </button>
      {open && (
        <span ref={list} className="tc-export__list" role="group" aria-label={t`Export ${title}`}>
          <button type="button" className="tc-btn" onClick={() => choose({ kind: 'svg', scope: 'window' })}>
            {t`SVG of the visible window`}
          </button>
          <button type="button" className="tc-btn" title={forSlides} onClick={() => choose({ kind: 'png', scope: 'window' })}>
            {t`PNG of the visible window`}
          </button>
          <button type="button" className="tc-btn" onClick={() => choose({ kind: 'svg', scope: 'whole' })}>
            {t`SVG of the whole run`}
          </button>
          <button type="button" className="tc-btn" title={forSlides} onClick={() => choose({ kind: 'png', scope: 'whole' })}>
            {t`PNG of the whole run`}
          </button>
          <button type="button" className="tc-btn" onClick={() => choose({ kind: 'csv' })}>
            {t`The whole run's data, as CSV`}
          </button>
        </span>
      )}
    </span>
  );
});
