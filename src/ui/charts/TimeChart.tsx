// A live time-series chart: the frame-scheduled model (useChartModel) drawn as SVG (TimeChartBody,
// or a canvas for many lines), the pointer, wheel and keyboard (useChartGestures), the value
// readout, the legend (ChartLegend) and the downloads (useChartExport), under its head of tools
// (ChartHeader), which renders only when what it shows changes.
import { memo, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Marker } from '../lab/TraceStore';
import {
  formatSec,
  seriesValueAt,
  type BandSpec,
  type CurveSpec,
  type GhostInput,
  type RuleSpec,
  type SeriesSpec,
  type StateSpec,
  type TimeMarkSpec,
  type TimeSource,
  type YAxisSpec,
} from './chartModel';
import { ChartHeader, ChartHelp, type ChartAction } from './ChartHeader';
import { ChartLegend } from './ChartLegend';
import { chartWords } from './chartWords';
import { NO_EXPORT_CLASS, slug } from './exportChart';
import { LineCanvas } from './LineCanvas';
import { TimeChartBody } from './TimeChartBody';
import { followWindow, WHOLE_RUN, windowForKey, type TimeRange } from './timeWindow';
import type { TimeWindow } from './types';
import { useBoxSize } from './useBoxSize';
import { useChartExport } from './useChartExport';
import { useChartGestures } from './useChartGestures';
import { lastSecOf, useChartModel, type ModelInputs } from './useChartModel';

export interface TimeChartProps {
  /** Heading and start of the accessible summary, in the reader's language. */
  title: string;
  /** The chart's name in English, for its exports' file names and `data-chart` (default: `title`). */
  name?: string;
  data: TimeSource;
  /** Changes whenever `data` changes (the chart redraws only then, or when the view changes). */
  version: number;
  y: YAxisSpec;
  series: readonly SeriesSpec[];
  rules?: readonly RuleSpec[];
  bands?: readonly BandSpec[];
  /** Live changes, drawn as dashed verticals with a tick on the time axis. */
  markers?: readonly Marker[];
  /** Another run drawn faint under this one (a branch's original). */
  ghost?: GhostInput | null;
  /** A state timeline shaded behind the lines (BBR's state). */
  states?: StateSpec | null;
  /** Labelled vertical lines (CUBIC's K). */
  timeMarks?: readonly TimeMarkSpec[];
  /** Lines through points of their own (CUBIC's curve projected ahead); not in the CSV. */
  curves?: readonly CurveSpec[];
  /**
   * A time past the latest sample that the live and whole-run views reach to (CUBIC's K of the
   * current epoch, so its mark is on screen); a fixed view is left as it is.
   */
  leadSec?: number;
  window: TimeWindow;
  onWindowChange: (w: TimeWindow) => void;
  /** Large type and heavy lines. */
  projector?: boolean;
  /** 'small' for a secondary panel (its height comes from CSS, see charts.css). */
  size?: 'normal' | 'small';
  /** Fixed pixel size, for tests and hosts without ResizeObserver; otherwise the chart fills its box. */
  width?: number;
  height?: number;
  /** Extra controls in the header (e.g. a flow picker). */
  headerExtra?: ReactNode;
  /** The head's text when `headerExtra` names what `title` adds (the flow a chart draws). */
  shortTitle?: string;
  /** A line of explanation under the chart. */
  note?: ReactNode;
  /** Hide the legend (when a neighbouring panel has it). */
  legend?: boolean;
}

/** Size used before the first measurement, and when ResizeObserver is missing (jsdom). */
export const FALLBACK_WIDTH = 640;
export const FALLBACK_HEIGHT = { normal: 200, small: 110 } as const;

/** The key that turns the wheel into zoom, as this computer's keyboard labels it. */
const ZOOM_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

export const TimeChart = memo(function TimeChart(props: TimeChartProps) {
  const { t, i18n } = useLingui();
  const words = chartWords(i18n);
  const { title, data, version, y, series, rules, bands, markers, ghost, states = null, timeMarks, curves, leadSec, window: view, onWindowChange, projector = false, size = 'normal' } = props;
  const plotRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const box = useBoxSize(plotRef);
  const width = props.width ?? box?.w ?? FALLBACK_WIDTH;
  const height = props.height ?? box?.h ?? FALLBACK_HEIGHT[size];
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const clipId = `tc-clip-${uid}`;
  const helpId = `tc-help-${uid}`;

  const name = props.name ?? title;
  const inputs: ModelInputs = { title, data, window: view, leadSec, width, height, projector, y, series, rules, bands, markers, ghost, states, timeMarks, curves, words };
  const { model, urgent } = useChartModel(inputs, version);
  /** Changes the shared window from this chart: it is redrawn first. */
  const changeWindow = (w: TimeWindow) => {
    urgent();
    onWindowChange(w);
  };
  const { hover, wheelHint, handlers } = useChartGestures({ plotRef, svgRef, model, data, version, series, bands, view, changeWindow });
  const download = useChartExport({ svgRef, model, inputs, title, name, data, y, series, bands, states, projector });

  const { fromSec, toSec } = model.range;
  const lastSec = lastSecOf(data);
  const span = toSec - fromSec;
  const range: TimeRange = { fromSec, toSec };
  const { margin, plotWidth, plotHeight } = model;
  const pxPerSec = plotWidth / (span || 1);
  const following = view.mode === 'follow';
  const whole = view.mode === 'whole';
  // The head's tools act on the view as it is when used; the head itself renders only when what it
  // shows changes, not at every redraw of the plot.
  const act = (a: ChartAction) => {
    if (a === 'follow') changeWindow(followWindow(range, view));
    else if (a === 'whole') changeWindow(WHOLE_RUN);
    else if (a === 'zoom-in' || a === 'zoom-out') changeWindow(windowForKey(a === 'zoom-in' ? '+' : '-', range, lastSec)!);
    else if (a.kind === 'csv') download.csv();
    else download[a.kind](a.scope);
  };
  const actRef = useRef(act);
  useLayoutEffect(() => {
    actRef.current = act;
  });
  const [onAction] = useState(() => (a: ChartAction) => actRef.current(a));

  const hoverX = hover ? (hover.timeSec - fromSec) * pxPerSec : null;
  const [d0, d1] = model.yDomain;
  const yPx = (v: number) => plotHeight - ((v - d0) / (d1 - d0 || 1)) * plotHeight;
  const hoverShown = hover !== null && hoverX !== null && hoverX >= 0 && hoverX <= plotWidth;
  const tipLeft = hoverX !== null && hoverX > plotWidth / 2;
  const unitName = model.unit.name ? words.unit(model.unit.name) : '';

  return (
    <figure className={`tc tc--${size}${projector ? ' tc--projector' : ''}`} data-chart={slug(name)}>
      <ChartHeader
        title={title}
        shortTitle={props.shortTitle}
        dir={words.dir}
        extra={props.headerExtra}
        following={following}
        whole={whole}
        onAction={onAction}
      />
      <div ref={plotRef} className="tc-plot" tabIndex={0} role="group" aria-label={t`${title} chart`} aria-describedby={helpId} {...handlers}>
        {model.canvasLines && (
          <LineCanvas lines={model.lines} ghostLines={model.ghostLines} left={margin.left} top={margin.top} width={plotWidth} height={plotHeight} />
        )}
        <svg ref={svgRef} className="tc-svg" role="img" aria-label={model.summary} width={model.width} height={model.height} viewBox={`0 0 ${model.width} ${model.height}`}>
          <TimeChartBody model={model} clipId={clipId} projector={projector} words={words} />
          <g transform={`translate(${margin.left},${margin.top})`}>
            {hoverShown && hover && hoverX !== null && (
              <g className={`tc-hover ${NO_EXPORT_CLASS}`} transform={`translate(${hoverX},0)`}>
                <line className="tc-cursor" x1={0} x2={0} y1={0} y2={plotHeight} />
                {series.map((s) => {
                  if (s.detailOf) return null;
                  const v = seriesValueAt(data, s, hover.index);
                  const py = yPx(v);
                  if (!Number.isFinite(py) || py < 0 || py > plotHeight) return null;
                  return <circle key={s.key} cx={0} cy={py} r={projector ? 5 : 3} fill={s.color} />;
                })}
              </g>
            )}
          </g>
        </svg>
        {wheelHint && (
          <div className="tc-wheel-hint" aria-hidden="true">
            {t`${ZOOM_KEY} + scroll to zoom · Shift + scroll to move`}
          </div>
        )}
        {hoverShown && hover && hoverX !== null && (
          <div
            className={`tc-tip${hover.rows.length > 8 ? ' tc-tip--many' : ''}`}
            style={
              tipLeft
                ? { right: model.width - margin.left - hoverX + 10, top: margin.top }
                : { left: margin.left + Math.max(0, hoverX) + 10, top: margin.top }
            }
          >
            <div className="tc-tip-head">
              t = {formatSec(hover.timeSec, span, words)} s{unitName ? ` · ${unitName}` : ''}
            </div>
            <ul>
              {hover.rows.map((r) => (
                <li key={r.key}>
                  <svg className="tc-swatch" width={18} height={8} aria-hidden="true">
                    <line x1={0} x2={18} y1={4} y2={4} stroke={r.color} strokeWidth={2.5} strokeDasharray={r.dash || undefined} />
                  </svg>
                  <span className="tc-tip-label">{r.label}</span> <span className="tc-tip-value">{r.text}</span>
                  {r.details.map((d) => (
                    <span key={d.label} className="tc-tip-detail">
                      {' '}
                      · {d.label} {d.text}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {props.legend !== false && <ChartLegend items={model.legend} title={title} dir={words.dir} />}
      {props.note && (
        <p className="tc-note" dir={words.dir}>
          {props.note}
        </p>
      )}
      <ChartHelp id={helpId} zoomKey={ZOOM_KEY} />
    </figure>
  );
});
