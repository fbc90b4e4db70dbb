// A time chart's head: its title, any picker beside it, and the view tools with the export menu.
// Kept apart from the plot, and memoized on what it shows, so that a chart redrawn at every frame of
// a live run does not render (and translate) its tools again: its actions reach the chart's current
// view through one stable callback.
import { memo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChartExportMenu, type ChartDownload } from './ChartExportMenu';

/** What a tool of the head asks the chart to do. */
export type ChartAction = 'follow' | 'whole' | 'zoom-in' | 'zoom-out' | ChartDownload;

export interface ChartHeaderProps {
  /** The chart's title: the tools' names, and the head's text unless `shortTitle` is given. */
  title: string;
  /** The head's text where a picker beside it names what `title` adds (the flow a chart draws). */
  shortTitle?: string;
  /** The words' direction (the title is text in the reader's language). */
  dir: 'ltr' | 'rtl';
  /** Extra controls beside the title (e.g. a flow picker). */
  extra?: ReactNode;
  following: boolean;
  whole: boolean;
  /** Stable: it acts on the chart's view as it is when the tool is used. */
  onAction: (action: ChartAction) => void;
}

export const ChartHeader = memo(function ChartHeader({ title, shortTitle, dir, extra, following, whole, onAction }: ChartHeaderProps) {
  const { t } = useLingui();
  return (
    <figcaption className="tc-head">
      <span className="tc-title" title={title} dir={dir}>
        {shortTitle ?? title}
      </span>
      {extra && <span className="tc-extra">{extra}</span>}
      <span className="tc-tools" role="toolbar" aria-label={t`${title}: view and export`}>
        <button type="button" className="tc-btn" aria-pressed={following} onClick={() => !following && onAction('follow')}>
          {t`Follow live`}
        </button>
        <button type="button" className="tc-btn" aria-pressed={whole} title={t`Show the whole run (W)`} onClick={() => !whole && onAction('whole')}>
          {t`Whole run`}
        </button>
        <button type="button" className="tc-btn" aria-label={t`Zoom in (${title})`} title={t`Zoom in (+)`} onClick={() => onAction('zoom-in')}>
          +
        </button>
        <button type="button" className="tc-btn" aria-label={t`Zoom out (${title})`} title={t`Zoom out (−)`} onClick={() => onAction('zoom-out')}>
          −
        </button>
        <ChartExportMenu title={title} onDownload={onAction} />
      </span>
    </figcaption>
  );
});

/** The plot's keyboard and pointer help, read by screen readers (it changes only with the language). */
export const ChartHelp = memo(function ChartHelp({ id, zoomKey }: { id: string; zoomKey: string }) {
  const { t } = useLingui();
  return (
    <p id={id} className="tc-sr">
      {t`Drag or use the arrow keys to scroll, + and − (or ${zoomKey} with the mouse wheel) to zoom, Home to follow the live edge, W for the whole run; Shift with the arrow keys moves the value readout.`}
    </p>
  );
});
