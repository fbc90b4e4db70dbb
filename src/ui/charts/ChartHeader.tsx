// A time chart's head: its title, the export scope and the view and export tools. Kept apart from
// the plot, and memoized on what it shows, so that a chart redrawn at every frame of a live run
// does not render (and translate) its tools again: its actions reach the chart's current view
// through one stable callback.
import { memo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExportScope } from './useChartExport';

/** What a tool of the head asks the chart to do. */
export type ChartAction = 'follow' | 'whole' | 'zoom-in' | 'zoom-out' | 'svg' | 'png' | 'csv';

export interface ChartHeaderProps {
  title: string;
  /** The words' direction (the title is text in the reader's language). */
  dir: 'ltr' | 'rtl';
  /** Extra controls beside the title (e.g. a flow picker). */
  extra?: ReactNode;
  following: boolean;
  whole: boolean;
  exportScope: ExportScope;
  onExportScope: (scope: ExportScope) => void;
  /** Stable: it acts on the chart's view as it is when the tool is used. */
  onAction: (action: ChartAction) => void;
}

export const ChartHeader = memo(function ChartHeader({ title, dir, extra, following, whole, exportScope, onExportScope, onAction }: ChartHeaderProps) {
  const { t } = useLingui();
  return (
    <figcaption className="tc-head">
      <span className="tc-title" title={title} dir={dir}>
        {title}
      </span>
      <span className="tc-extra">
        {extra}
        {/* Beside the title, not among the tools: the tools keep to one row on a projector. */}
        <select
          className="tc-scope"
          aria-label={t`What the SVG and PNG of ${title} show`}
          title={t`What the SVG and PNG downloads show: the visible window or the whole run`}
          value={exportScope}
          onChange={(e) => onExportScope(e.target.value === 'whole' ? 'whole' : 'window')}
        >
          <option value="window">{t`export: window`}</option>
          <option value="whole">{t`export: whole run`}</option>
        </select>
      </span>
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
        <button type="button" className="tc-btn" aria-label={t`Download ${title} as SVG`} title={exportScope === 'whole' ? t`SVG of the whole run` : t`SVG of the visible window`} onClick={() => onAction('svg')}>
          SVG
        </button>
        <button
          type="button"
          className="tc-btn"
          aria-label={t`Download ${title} as PNG`}
          title={exportScope === 'whole' ? t`PNG of the whole run, at least twice the size on screen and 1920 px wide (for slides)` : t`PNG of the visible window, at least twice the size on screen and 1920 px wide (for slides)`}
          onClick={() => onAction('png')}
        >
          PNG
        </button>
        <button type="button" className="tc-btn" aria-label={t`Download the data of ${title} over the whole run as CSV`} title={t`The whole run's data, as CSV`} onClick={() => onAction('csv')}>
          CSV
        </button>
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
