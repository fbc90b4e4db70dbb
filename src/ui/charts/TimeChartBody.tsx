// The drawn part of a time chart, a pure rendering of a ChartModel: grid, axes, state spans, bands,
// reference lines, change markers and lines (those not drawn on a canvas). No hover feedback, no
// handlers: re-rendered only when a new model is drawn, and rendered alone for a whole-run export.
import { memo } from 'react';
import { fontPxFor, formatSec, type ChartModel } from './chartModel';
import type { ChartWords } from './chartWords';

/** The drawn chart without hover feedback: re-rendered only when a new model is drawn. */
export const TimeChartBody = memo(function TimeChartBody({ model, clipId, projector, words }: { model: ChartModel; clipId: string; projector: boolean; words?: ChartWords }) {
  const { margin, plotWidth, plotHeight } = model;
  const fontPx = fontPxFor(projector);
  const span = model.range.toSec - model.range.fromSec;
  // Many lines are drawn on the canvas under this SVG (LineCanvas), not here.
  const svgLines = !model.canvasLines;
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={plotWidth} height={plotHeight} />
        </clipPath>
      </defs>
      <g transform={`translate(${margin.left},${margin.top})`}>
        <g className="tc-grid">
          {model.yTicks.map((t) => (
            <line key={t.label} x1={0} x2={plotWidth} y1={t.pos} y2={t.pos} />
          ))}
        </g>
        <g className="tc-axis tc-axis-y">
          <line x1={0} x2={0} y1={0} y2={plotHeight} />
          {model.yTicks.map((t) => (
            <text key={t.label} x={-5} y={t.pos} dy="0.32em" textAnchor="end">
              {t.label}
            </text>
          ))}
          <text className="tc-axis-title" x={-margin.left + 2} y={-margin.top + fontPx} textAnchor="start">
            {model.yTitle}
          </text>
        </g>
        <g className="tc-axis tc-axis-x" transform={`translate(0,${plotHeight})`}>
          <line x1={0} x2={plotWidth} y1={0} y2={0} />
          {model.xTicks.map((t) => (
            <g key={t.label} transform={`translate(${t.pos},0)`}>
              <line y2={4} />
              {t.labelled !== false && (
                <text y={6 + fontPx} textAnchor="middle">
                  {t.label}
                </text>
              )}
            </g>
          ))}
          <text className="tc-axis-title" x={plotWidth} y={6 + fontPx} textAnchor="end">
            {model.xTitle}
          </text>
        </g>
        <g clipPath={`url(#${clipId})`}>
          {model.stateSpans.map((sp) => (
            <g key={sp.key} className="tc-state" data-state={sp.code}>
              <rect x={sp.x} y={0} width={sp.width} height={plotHeight} fill={sp.color} fillOpacity={sp.opacity} />
              {sp.text && (
                <text className="tc-state-label" x={sp.x + 3} y={fontPx} fontSize={fontPx * 0.85}>
                  {sp.text}
                </text>
              )}
            </g>
          ))}
          {model.bands.map((b) => (
            <path
              key={b.key}
              className="tc-band"
              d={b.d}
              fill={b.color}
              fillOpacity={b.opacity}
              stroke={b.outline ? b.color : 'none'}
              strokeWidth={b.outline ? 1 : undefined}
              strokeOpacity={b.outline ? 0.7 : undefined}
            />
          ))}
          {model.rules.map((r) => (
            <line key={r.key} className="tc-rule" x1={0} x2={plotWidth} y1={r.y} y2={r.y} stroke={r.color || undefined} strokeDasharray={r.dash || undefined} />
          ))}
          {model.markers.map((m) => (
            <line key={m.key} className="tc-marker-line" x1={m.x} x2={m.x} y1={0} y2={plotHeight} />
          ))}
          {model.timeMarks.map((m) => (
            <line key={m.key} className="tc-timemark" data-mark={m.key} x1={m.x} x2={m.x} y1={0} y2={plotHeight} stroke={m.color || undefined} strokeDasharray={m.dash || undefined} />
          ))}
          {svgLines && model.ghostLines.map((l) => (
            <path
              key={l.key}
              className="tc-line tc-ghost"
              d={l.d}
              fill="none"
              stroke={l.color}
              strokeWidth={l.strokeWidth}
              strokeDasharray={l.dash || undefined}
              strokeOpacity={l.opacity}
              strokeLinejoin="round"
            />
          ))}
          {svgLines && model.lines.map((l) => (
            <path
              key={l.key}
              className="tc-line"
              data-series={l.key}
              d={l.d}
              fill="none"
              stroke={l.color}
              strokeWidth={l.strokeWidth}
              strokeDasharray={l.dash || undefined}
              strokeOpacity={l.opacity === 1 ? undefined : l.opacity}
              strokeLinejoin="round"
            />
          ))}
        </g>
        {model.rules.filter((r) => r.label !== '').map((r) => (
          <text key={r.key} className="tc-rule-label" x={r.labelX} y={r.labelY} textAnchor="end" fill={r.color || undefined}>
            {r.label}
          </text>
        ))}
        {model.timeMarks.map((m) => (
          <text
            key={m.key}
            className="tc-timemark-label"
            data-mark={m.key}
            x={m.anchor === 'start' ? m.x + 4 : m.x - 4}
            y={m.place === 'top' ? fontPx + 2 : plotHeight - 5}
            textAnchor={m.anchor}
            fill={m.color || undefined}
          >
            {m.label}
          </text>
        ))}
        {model.markers.map((m) => (
          <g key={m.key} className="tc-marker" transform={`translate(${m.x},${plotHeight})`}>
            <title>{`${formatSec(m.atSec, span, words)} s: ${m.label}`}</title>
            <path d="M0,0L-4,7L4,7Z" />
          </g>
        ))}
      </g>
    </>
  );
});
