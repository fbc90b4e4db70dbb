// A time chart's downloads behind one button of its tools: a picture (SVG or PNG) of the visible
// window or of the whole run, and the whole run's data as CSV. One button where there were a scope
// picker and three buttons, so that the chart's title keeps its room on a 1024-px projector and in
// longer languages. A disclosure, as Reset's question is: the button says whether the list is open;
// the list is a labelled group of buttons, Escape closes it and gives the focus back, and a press or
// the focus elsewhere closes it (popup.ts).
import { memo, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepOnScreen, useDismiss } from '../popup';
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
  const first = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const dismissOnBlur = useDismiss(box, open, () => setOpen(false));
  useEffect(() => {
    if (open) first.current?.focus();
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
  const choices: { label: string; hint?: string; download: ChartDownload }[] = [
    { label: t`SVG of the visible window`, download: { kind: 'svg', scope: 'window' } },
    { label: t`PNG of the visible window`, hint: forSlides, download: { kind: 'png', scope: 'window' } },
    { label: t`SVG of the whole run`, download: { kind: 'svg', scope: 'whole' } },
    { label: t`PNG of the whole run`, hint: forSlides, download: { kind: 'png', scope: 'whole' } },
    { label: t`The whole run's data, as CSV`, download: { kind: 'csv' } },
  ];
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
        <span ref={keepOnScreen} className="tc-export__list" role="group" aria-label={t`Export ${title}`}>
          {choices.map((c, i) => (
            <button key={c.label} ref={i === 0 ? first : undefined} type="button" className="tc-btn" title={c.hint} onClick={() => choose(c.download)}>
              {c.label}
            </button>
          ))}
        </span>
      )}
    </span>
  );
});
