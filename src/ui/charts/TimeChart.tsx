// A live time-series chart: React renders the SVG of a pure ChartModel (D3 scales and ticks,
// pixel-column decimation, so a redraw costs O(width × series)). The model is rebuilt only when
// the data version, the view, the size or the options change, and then in a frame slot granted
// by the frame scheduler, so several charts share each frame's budget. Ctrl + wheel (or a
// pinch) zooms, drag scrolls, keys (←/→, +/−, Home, W) too; hover or keyboard focus shows values;
// SVG/PNG/CSV exports.
import {
  memo,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { Marker } from '../lab/TraceStore';
import {
  buildChartModel,
  fontPxFor,
  formatSec,
  hoverAt,
  modelDeps,
  sameDeps,
  seriesValueAt,
  type BandSpec,
  type ChartInput,
  type CurveSpec,
  type ChartModel,
  type GhostInput,
  type LegendItem,
  type RuleSpec,
  type SeriesSpec,
  type StateSpec,
  type TimeMarkSpec,
  type TimeSource,
  type YAxisSpec,
} from './chartModel';
import { chartCsv, downloadBlob, NO_EXPORT_CLASS, serializeChartSvg, slug, svgSize, svgToPng } from './exportChart';
import { cancelDraw, requestDraw } from './frameScheduler';
import { LineCanvas } from './LineCanvas';
import { pointsPath } from './decimate';
import { pageWheelGestures } from './wheelGesture';
import { followWindow, panWindow, resolveWindow, wheelZoomFactor, WHOLE_RUN, windowForKey, zoomWindow, type TimeRange } from './timeWindow';
import type { TimeWindow } from './types';

export interface TimeChartProps {
  /** Heading, file name of exports and start of the accessible summary. */
  title: string;
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
  /** A line of explanation under the chart. */
  note?: ReactNode;
  /** Hide the legend (when a neighbouring panel has it). */
  legend?: boolean;
}

/** Size used before the first measurement, and when ResizeObserver is missing (jsdom). */
export const FALLBACK_WIDTH = 640;
export const FALLBACK_HEIGHT = { normal: 200, small: 110 } as const;

/** Pixels of pointer travel before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD_PX = 3;
/** The key that turns the wheel into zoom, as this computer's keyboard labels it. */
const ZOOM_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
/** Shift+←/→ moves the keyboard cursor by this fraction of the width. */
const KEY_CURSOR_STEP = 0.02;

type Cursor = { kind: 'mouse'; sec: number } | { kind: 'key'; frac: number };

interface Drag {
  pointerId: number;
  startX: number;
  range: TimeRange;
  moved: boolean;
}

export function useBoxSize(ref: RefObject<HTMLDivElement | null>): { w: number; h: number } | null {
  const [box, setBox] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const r = entries[entries.length - 1].contentRect;
      const w = Math.round(r.width);
      const h = Math.round(r.height);
      if (w > 0 && h > 0) setBox((b) => (b && b.w === w && b.h === h ? b : { w, h }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return box;
}

function cssVar(el: Element, name: string, fallback: string): string {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  return v || fallback;
}

/** What a model is built from: the chart's inputs with the window still unresolved. */
type ModelInputs = Omit<ChartInput, 'range'> & { window: TimeWindow; leadSec?: number };

const lastSecOf = (data: TimeSource): number => (data.length > 0 ? data.time[data.length - 1] : 0);

/** The inputs for the data as it is now (a following window moves with the latest sample). */
function resolveInputs(i: ModelInputs): ChartInput {
  // "Whole run" takes in a ghost run that went further than this one.
  const last = lastSecOf(i.data);
  const whole = i.ghost ? Math.max(last, lastSecOf(i.ghost.data)) : last;
  const range = resolveWindow(i.window, i.window.mode === 'whole' ? whole : last);
  // The view widens (its left edge stays) to take in a time ahead; it changes only when that time does.
  if (i.window.mode !== 'fixed' && i.leadSec !== undefined && Number.isFinite(i.leadSec) && i.leadSec > range.toSec) range.toSec = i.leadSec;
  return { ...i, range };
}

/** A following chart waits for its newest data to move this far before redrawing… */
const MIN_ADVANCE_PX = 1.5;
/** …or for this long. */
const MAX_STALE_MS = 250;

/** The drawn chart without hover feedback: re-rendered only when a new model is drawn. */
const ChartBody = memo(function ChartBody({ model, clipId, projector }: { model: ChartModel; clipId: string; projector: boolean }) {
  const { margin, plotWidth, plotHeight } = model;
  const fontPx = fontPxFor(projector);
  const timeTitleWidth = fontPx * 4.5;
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
              {t.pos < plotWidth - timeTitleWidth && (
                <text y={6 + fontPx} textAnchor="middle">
                  {t.label}
                </text>
              )}
            </g>
          ))}
          <text className="tc-axis-title" x={plotWidth} y={6 + fontPx} textAnchor="end">
            time (s)
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
            <title>{`${formatSec(m.atSec, span)} s: ${m.label}`}</title>
            <path d="M0,0L-4,7L4,7Z" />
          </g>
        ))}
      </g>
    </>
  );
});

export const TimeChart = memo(function TimeChart(props: TimeChartProps) {
  const { title, data, version, y, series, rules, bands, markers, ghost, states = null, timeMarks, curves, leadSec, window: view, onWindowChange, projector = false, size = 'normal' } = props;
  const plotRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const pointerFocusRef = useRef(false);
  const box = useBoxSize(plotRef);
  const width = props.width ?? box?.w ?? FALLBACK_WIDTH;
  const height = props.height ?? box?.h ?? FALLBACK_HEIGHT[size];
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const clipId = `tc-clip-${uid}`;
  const helpId = `tc-help-${uid}`;

  // The model is drawn from the latest inputs when the frame scheduler gives this chart its turn
  // (the first one during the first render, so the chart appears at once), and only if something
  // it depends on has changed.
  const inputs: ModelInputs = { title, data, window: view, leadSec, width, height, projector, y, series, rules, bands, markers, ghost, states, timeMarks, curves };
  const [first] = useState(() => {
    const input = resolveInputs(inputs);
    return { model: buildChartModel(input), deps: modelDeps(input) };
  });
  const [model, setModel] = useState(first.model);
  const latestRef = useRef(inputs);
  const drawnRef = useRef({ deps: first.deps, model: first.model, lastSec: lastSecOf(data), atMs: 0 });
  const urgentRef = useRef(false);
  const [draw] = useState(() => (urgent: boolean) => {
    const current = latestRef.current;
    const input = resolveInputs(current);
    const deps = modelDeps(input);
    const drawn = drawnRef.current;
    if (sameDeps(deps, drawn.deps)) return true;
    const atMs = performance.now();
    const lastSec = lastSecOf(input.data);
    if (!urgent && current.window.mode !== 'fixed' && atMs - drawn.atMs < MAX_STALE_MS) {
      // Following live data: wait until the newest data has moved far enough to see.
      const m = drawn.model;
      const advancePx = ((lastSec - drawn.lastSec) * m.plotWidth) / (m.range.toSec - m.range.fromSec || 1);
      if (advancePx >= 0 && advancePx < MIN_ADVANCE_PX && m.width === input.width && m.height === input.height) return false;
    }
    const next = buildChartModel(input);
    drawnRef.current = { deps, model: next, lastSec, atMs };
    // Rendered now, inside the scheduler's slot, so the slot's time includes React's work.
    flushSync(() => setModel(next));
    return true;
  });
  useLayoutEffect(() => {
    latestRef.current = inputs;
  });
  useLayoutEffect(() => {
    requestDraw(draw, urgentRef.current);
    urgentRef.current = false;
    // `version` stands for the contents of `data`, which is mutated in place.
  }, [draw, version, data, view, leadSec, width, height, projector, title, y, series, rules, bands, markers, ghost, states, timeMarks, curves]);
  useEffect(() => () => cancelDraw(draw), [draw]);
  /** Changes the shared window from this chart: it is redrawn first. */
  const changeWindow = (w: TimeWindow) => {
    urgentRef.current = true;
    onWindowChange(w);
  };

  // Interaction works on what is on screen: the model's range.
  const { fromSec, toSec } = model.range;
  const lastSec = lastSecOf(data);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const span = toSec - fromSec;
  const cursorSec = cursor === null ? null : cursor.kind === 'mouse' ? cursor.sec : fromSec + cursor.frac * span;
  const hover = useMemo(
    () => (cursorSec === null ? null : hoverAt(data, series, model.unit, cursorSec, bands)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, version, series, bands, model.unit, cursorSec],
  );

  const { margin, plotWidth, plotHeight } = model;
  const pxPerSec = plotWidth / (span || 1);
  const secAt = (clientX: number): number => {
    const left = svgRef.current?.getBoundingClientRect().left ?? 0;
    return fromSec + (clientX - left - margin.left) / pxPerSec;
  };
  const range: TimeRange = { fromSec, toSec };

  // The wheel belongs to the page (a student scrolling past a chart must not zoom it): Ctrl/⌘ +
  // wheel, or a trackpad pinch (which browsers report as Ctrl + wheel), zooms; a sideways swipe or
  // Shift + wheel scrolls the chart; a plain wheel scrolls the page, and shows how to zoom only
  // when the gesture began on this chart (not on a chart the page is scrolling past).
  const [wheelHint, setWheelHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (hintTimer.current !== null) clearTimeout(hintTimer.current);
  }, []);
  const gestureBeganHere = () => {
    const start = pageWheelGestures().startedAt;
    return start instanceof Node && plotRef.current !== null && plotRef.current.contains(start);
  };
  const onWheel = useEffectEvent((e: WheelEvent) => {
    const scale = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? plotHeight : 1;
    const dx = e.deltaX * scale;
    const dy = e.deltaY * scale;
    if (dx === 0 && dy === 0) return;
    const sideways = Math.abs(dx) > Math.abs(dy);
    if (sideways || e.shiftKey) {
      e.preventDefault();
      changeWindow(panWindow(range, (sideways ? dx : dy) / pxPerSec, lastSec));
    } else if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      changeWindow(zoomWindow(range, wheelZoomFactor(dy), secAt(e.clientX), lastSec));
    } else if (gestureBeganHere()) {
      setWheelHint(true);
      if (hintTimer.current !== null) clearTimeout(hintTimer.current);
      hintTimer.current = setTimeout(() => setWheelHint(false), 1500);
    }
  });
  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    pageWheelGestures();
    const listener = (e: WheelEvent) => onWheel(e);
    // Not passive: Ctrl + wheel zooms the chart instead of the page.
    el.addEventListener('wheel', listener, { passive: false });
    return () => el.removeEventListener('wheel', listener);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointerFocusRef.current = true;
    if (e.button !== 0) return;
    dragRef.current = { pointerId: e.pointerId, startX: e.clientX, range, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (drag && drag.pointerId === e.pointerId) {
      const dx = e.clientX - drag.startX;
      if (drag.moved || Math.abs(dx) >= DRAG_THRESHOLD_PX) {
        drag.moved = true;
        changeWindow(panWindow(drag.range, -dx / pxPerSec, lastSec));
        return;
      }
    }
    if (e.pointerType !== 'touch' || !drag) setCursor({ kind: 'mouse', sec: secAt(e.clientX) });
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId === e.pointerId) dragRef.current = null;
  };
  const onPointerLeave = () => {
    if (cursor?.kind === 'mouse') setCursor(null);
  };

  /** Where a time falls across the plot, 0 (left edge) to 1 (right edge). */
  const fracOf = (t: number) => Math.min(1, Math.max(0, (t - fromSec) / (span || 1)));
  const latestFrac = () => fracOf(lastSec);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      // Step from the sample shown (the cursor snaps to samples), so every press moves the readout.
      const at = hover ? fracOf(hover.timeSec) : latestFrac();
      const next = Math.min(1, Math.max(0, at + (e.key === 'ArrowLeft' ? -KEY_CURSOR_STEP : KEY_CURSOR_STEP)));
      setCursor({ kind: 'key', frac: next });
      e.preventDefault();
      return;
    }
    // Home while following keeps the span chosen (not one widened to show a time ahead).
    const next = e.key === 'Home' && view.mode === 'follow' ? view : windowForKey(e.key, range, lastSec);
    if (!next) return;
    e.preventDefault();
    changeWindow(next);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    // Focus by keyboard (not by a press on the plot) shows the readout at the latest sample in view.
    const byPointer = pointerFocusRef.current;
    pointerFocusRef.current = false;
    if (e.target === e.currentTarget && !byPointer && cursor === null) setCursor({ kind: 'key', frac: latestFrac() });
  };
  const onBlur = () => {
    if (cursor?.kind === 'key') setCursor(null);
  };

  const following = view.mode === 'follow';
  const whole = view.mode === 'whole';
  const exportSvgText = (): string | null => {
    const svg = svgRef.current;
    if (!svg) return null;
    const root = svg.closest('.tc') ?? svg;
    return serializeChartSvg(svg, {
      title,
      // Lines drawn on the canvas go into the file as paths, as an SVG chart's are.
      lines: model.canvasLines ? [...model.ghostLines, ...model.lines].map((l) => ({ ...l, d: l.points ? pointsPath(l.points) : l.d })) : undefined,
      legend: model.legend,
      note: root.querySelector('.tc-note')?.textContent ?? undefined,
      background: cssVar(root, '--bg', '#ffffff'),
      foreground: cssVar(root, '--fg', '#1a1a1a'),
      fontFamily: getComputedStyle(root).fontFamily || 'sans-serif',
    });
  };
  const fileBase = `${slug(title)}-${fromSec.toFixed(1)}-${toSec.toFixed(1)}s`;
  const onSvg = () => {
    const text = exportSvgText();
    if (text) downloadBlob(new Blob([text], { type: 'image/svg+xml' }), `${fileBase}.svg`);
  };
  const onPng = () => {
    const text = exportSvgText();
    if (!text) return;
    const { width: w, height: h } = svgSize(text);
    svgToPng(text, w, h).then(
      (blob) => downloadBlob(blob, `${fileBase}.png`),
      (err: unknown) => console.warn('PNG export failed', err),
    );
  };
  // The data of the whole run, whatever the view: a spreadsheet can zoom on its own.
  const onCsv = () => {
    const text = chartCsv(data, { fromSec: 0, toSec: Math.max(lastSec, 0) }, y.unit, series, bands, states);
    downloadBlob(new Blob([text], { type: 'text/csv' }), `${slug(title)}-whole-run-0-${Math.max(lastSec, 0).toFixed(1)}s.csv`);
  };

  const hoverX = hover ? (hover.timeSec - fromSec) * pxPerSec : null;
  const [d0, d1] = model.yDomain;
  const yPx = (v: number) => plotHeight - ((v - d0) / (d1 - d0 || 1)) * plotHeight;
  const hoverShown = hover !== null && hoverX !== null && hoverX >= 0 && hoverX <= plotWidth;
  const tipLeft = hoverX !== null && hoverX > plotWidth / 2;

  return (
    <figure className={`tc tc--${size}${projector ? ' tc--projector' : ''}`} data-chart={slug(title)}>
      <figcaption className="tc-head">
        <span className="tc-title" title={title}>
          {title}
        </span>
        {props.headerExtra && <span className="tc-extra">{props.headerExtra}</span>}
        <span className="tc-tools" role="toolbar" aria-label={`${title}: view and export`}>
          <button type="button" className="tc-btn" aria-pressed={following} onClick={() => !following && changeWindow(followWindow(range, view))}>
            Follow live
          </button>
          <button type="button" className="tc-btn" aria-pressed={whole} title="Show the whole run (W)" onClick={() => !whole && changeWindow(WHOLE_RUN)}>
            Whole run
          </button>
          <button type="button" className="tc-btn" aria-label={`Zoom in (${title})`} title="Zoom in (+)" onClick={() => changeWindow(windowForKey('+', range, lastSec)!)}>
            +
          </button>
          <button type="button" className="tc-btn" aria-label={`Zoom out (${title})`} title="Zoom out (−)" onClick={() => changeWindow(windowForKey('-', range, lastSec)!)}>
            −
          </button>
          <button type="button" className="tc-btn" aria-label={`Download ${title} as SVG`} onClick={onSvg}>
            SVG
          </button>
          <button type="button" className="tc-btn" aria-label={`Download ${title} as PNG`} onClick={onPng}>
            PNG
          </button>
          <button type="button" className="tc-btn" aria-label={`Download the data of ${title} over the whole run as CSV`} title="The whole run's data, as CSV" onClick={onCsv}>
            CSV
          </button>
        </span>
      </figcaption>
      <div
        ref={plotRef}
        className="tc-plot"
        tabIndex={0}
        role="group"
        aria-label={`${title} chart`}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={onPointerLeave}
      >
        {model.canvasLines && (
          <LineCanvas lines={model.lines} ghostLines={model.ghostLines} left={margin.left} top={margin.top} width={plotWidth} height={plotHeight} />
        )}
        <svg ref={svgRef} className="tc-svg" role="img" aria-label={model.summary} width={model.width} height={model.height} viewBox={`0 0 ${model.width} ${model.height}`}>
          <ChartBody model={model} clipId={clipId} projector={projector} />
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
            {ZOOM_KEY} + scroll to zoom · Shift + scroll to move
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
              t = {formatSec(hover.timeSec, span)} s{model.unit.name ? ` · ${model.unit.name}` : ''}
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
      {props.legend !== false && model.legend.length > 0 && <Legend items={model.legend} title={title} />}
      {props.note && <p className="tc-note">{props.note}</p>}
      <p id={helpId} className="tc-sr">
        Drag or use the arrow keys to scroll, + and − (or {ZOOM_KEY} with the mouse wheel) to zoom, Home to follow the live edge, W for the whole run; Shift
        with the arrow keys moves the value readout.
      </p>
    </figure>
  );
});

/** Legend lines listed before the rest is folded away (30 flows would push the chart off screen). */
export const LEGEND_FOLD_AFTER = 12;

/** The chart's legend; with many lines, the first LEGEND_FOLD_AFTER and a button for the rest. */
function Legend({ items, title }: { items: readonly LegendItem[]; title: string }) {
  const [open, setOpen] = useState(false);
  const lines = items.filter((i) => i.kind === 'line');
  const fold = lines.length > LEGEND_FOLD_AFTER + 2;
  const folded = fold && !open ? new Set(lines.slice(LEGEND_FOLD_AFTER).map((i) => i.key)) : null;
  const shown = folded ? items.filter((i) => !folded.has(i.key)) : items;
  return (
    <ul className="tc-legend" aria-label={`${title}: legend`}>
      {shown.map((item) => (
        <li key={item.key}>
          <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
            {item.kind === 'band' ? (
              <rect x={0} y={1} width={22} height={8} fill={item.color} fillOpacity={item.opacity ?? 0.3} />
            ) : (
              <line x1={0} x2={22} y1={5} y2={5} stroke={item.color} strokeWidth={2.5} strokeDasharray={item.dash || undefined} />
            )}
          </svg>
          {item.label}
        </li>
      ))}
      {fold && (
        <li>
          <button type="button" className="tc-legend-more" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show fewer' : `and ${lines.length - LEGEND_FOLD_AFTER} more…`}
          </button>
        </li>
      )}
    </ul>
  );
}
