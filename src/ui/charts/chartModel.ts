// A time chart as a pure function: (data, typed options, visible range, size) → everything the SVG
// shows (paths, ticks, reference lines, markers, an accessible summary), numbers rounded to 0.1 px.
// Also the hover lookup. No DOM: TimeChart renders the model; tests compare it as SVG.
import { scaleLinear } from 'd3';
import type { Marker } from '../lab/TraceStore';
import { bandPath, binSamples, createBins, createColumns, decimateBand, decimateBins, fmt1, linePath, linePoints, pointsPath, smoothInto, type Columns } from './decimate';
import type { TimeRange } from './timeWindow';
import { chartWords, type ChartWords } from './chartWords';

/** Where a chart's samples come from: sample times (seconds) and how many are valid. TraceStore is one. */
export interface TimeSource {
  readonly length: number;
  readonly time: ArrayLike<number>;
  /** Index of the last sample at or before `t`, or −1. */
  indexAt(t: number): number;
}

/** How values are shown: `plain` multiplies by `factor` (e.g. seconds → ms: 1000); `bitrate` picks b/s, kb/s, Mb/s or Gb/s by magnitude. */
export type YUnit = { kind: 'plain'; name: string; factor?: number } | { kind: 'bitrate' };

export interface ResolvedUnit {
  name: string;
  factor: number;
}

export interface YAxisSpec {
  /** What is plotted, e.g. "Window"; shown with the unit above the axis. */
  label: string;
  unit: YUnit;
  /** A fixed domain in data units; otherwise from 0 (or the data minimum, if negative) to the data maximum × headroom. */
  domain?: readonly [number, number];
  /** Multiplies the autoscaled maximum (default 1.05). */
  headroom?: number;
  /** The autoscaled bottom is never below this (e.g. 0 for rates whose thresholds can go negative). */
  floor?: number;
}

/** One line. */
export interface SeriesSpec {
  /** Unique within the chart and stable across frames. */
  key: string;
  /** Legend and tooltip, in the reader's language. */
  label: string;
  /** The CSV column's name, in English whatever the reader's language (a file is data); default `label`. */
  csvLabel?: string;
  /** One value per sample of the TimeSource (NaN: no value). */
  values: ArrayLike<number>;
  color: string;
  /** SVG stroke-dasharray ('' or undefined: solid). */
  dash?: string;
  /** Stroke width relative to the chart's normal width (default 1). */
  width?: number;
  opacity?: number;
  /** Whether it takes part in the y autoscale (default true). */
  autoscale?: boolean;
  /** Trailing moving average over this many seconds of simulated time (weighted by sample interval). */
  smoothSec?: number;
  /** Listed in the legend (default true). */
  legend?: boolean;
  /** Shown in the tooltip row of this other series (by key) instead of a row of its own. */
  detailOf?: string;
  /** Its name inside that row (default: label). */
  detailLabel?: string;
}

/** A horizontal reference line, with a label at its right end. */
export interface RuleSpec {
  key: string;
  label: string;
  value: number;
  color?: string;
  dash?: string;
  /** Whether the y autoscale must include it (default true). */
  autoscale?: boolean;
  /**
   * Where its label goes: on the plot, just above the line's right end (default), or in the legend
   * (for a line that data crosses all the time, such as the fair share, whose label would cover it).
   */
  labelIn?: 'plot' | 'legend';
}

/** A shaded band between two series. */
export interface BandSpec {
  key: string;
  label: string;
  /** The CSV columns' name, in English (default `label`). */
  csvLabel?: string;
  lower: ArrayLike<number>;
  upper: ArrayLike<number>;
  color: string;
  opacity?: number;
  /** Edged in its colour: where bands of two colours overlap, each still shows its own. */
  outline?: boolean;
}

/**
 * A categorical timeline shaded behind the lines (BBR's state): each sample's code picks a
 * category, which holds until the next sample.
 */
export interface StateSpec {
  key: string;
  /** What the codes are (CSV heading, e.g. "BBR state"). */
  label: string;
  /** One code per sample of the TimeSource (NaN: none). */
  codes: ArrayLike<number>;
  categories: readonly StateCategory[];
}

export interface StateCategory {
  code: number;
  /** Legend text, e.g. "PROBE_BW, probing (gain 1.25)". */
  label: string;
  /** The CSV's text, in English (default `label`). */
  csvLabel?: string;
  /** Written inside a span wide enough for it (e.g. "PROBE_BW"), so states differ without colour. */
  short: string;
  color: string;
  opacity: number;
}

/** A labelled vertical line at one time (CUBIC's K). */
export interface TimeMarkSpec {
  key: string;
  /** Written beside the line, at the bottom of the plot. */
  label: string;
  atSec: number;
  color?: string;
  dash?: string;
  /** Where the label goes: at the bottom of the plot (default, by the time axis) or at its top. */
  place?: 'top' | 'bottom';
}

/**
 * A line through points at times of its own, not the samples' (CUBIC's curve projected past the
 * latest sample). Drawn as given, with no decimation (a few dozen points), and not autoscaled:
 * a projection never moves the y axis. It is no sample, so CSV exports leave it out.
 */
export interface CurveSpec {
  key: string;
  /** Legend text. */
  label: string;
  /** Point times, seconds, increasing. */
  timeSec: ArrayLike<number>;
  /** One value per point (NaN: a gap). */
  values: ArrayLike<number>;
  color: string;
  dash?: string;
  /** Stroke width relative to the chart's normal width (default 1). */
  width?: number;
  opacity?: number;
  /** Listed in the legend (default true). */
  legend?: boolean;
}

/**
 * Another run's lines on the same axes, drawn faint under this one's (a branch's original). Its
 * series index its own samples.
 */
export interface GhostInput {
  data: TimeSource;
  series: readonly SeriesSpec[];
  /** Legend text for the faint lines (e.g. "faint: the original run"). */
  label: string;
}

/**
 * From this many lines (a branch's ghost lines included) a chart is drawn on a canvas (LineCanvas)
 * and its lines come as points, not path data: 200 flows' SVG paths cost more to write, diff, lay
 * out and paint every frame than the picture is worth.
 */
export const CANVAS_LINES_FROM = 40;

/** Whether a chart of these inputs draws its lines on a canvas. */
export function manyLines(input: Pick<ChartInput, 'series' | 'ghost'>): boolean {
  return input.series.length + (input.ghost?.series.length ?? 0) >= CANVAS_LINES_FROM;
}

/** A canvas chart's columns are this many pixels wide (200 lines at 1 px each: a mass of colour either way, drawn in half the time). */
export const CANVAS_COLUMN_PX = 2;

/** Opacity of a ghost line. */
export const GHOST_OPACITY = 0.3;
/**
 * On a projector, where 0.3 washes out to nothing past the front rows: still fainter than the
 * run's own lines (opacity 1), but read from the back of the room.
 */
export const GHOST_OPACITY_PROJECTOR = 0.55;

export interface ChartInput {
  title: string;
  data: TimeSource;
  range: TimeRange;
  width: number;
  height: number;
  projector: boolean;
  y: YAxisSpec;
  series: readonly SeriesSpec[];
  rules?: readonly RuleSpec[];
  bands?: readonly BandSpec[];
  markers?: readonly Marker[];
  ghost?: GhostInput | null;
  states?: StateSpec | null;
  timeMarks?: readonly TimeMarkSpec[];
  curves?: readonly CurveSpec[];
  /** The words and number formats to draw with (default: the app's language at the time). */
  words?: ChartWords;
}

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface LineMark {
  key: string;
  /** SVG path data ('' when the chart draws on a canvas: see `points`). */
  d: string;
  /** On a canvas chart (manyLines), the polyline instead of `d`: x, y pairs, NaN pairs where it breaks. */
  points?: Float32Array;
  color: string;
  dash: string;
  strokeWidth: number;
  opacity: number;
}

export interface BandMark {
  key: string;
  d: string;
  color: string;
  opacity: number;
  outline: boolean;
}

export interface RuleMark {
  key: string;
  y: number;
  /** Right end and baseline of the label: above the line's right end, or further left when it would touch the line above. */
  labelX: number;
  labelY: number;
  /** '' when the label is in the legend instead. */
  label: string;
  color: string;
  dash: string;
}

export interface MarkerMark {
  key: string;
  x: number;
  atSec: number;
  label: string;
}

export interface StateSpanMark {
  key: string;
  x: number;
  width: number;
  code: number;
  color: string;
  opacity: number;
  /** The category's short label when the span is wide enough for it, else ''. */
  text: string;
}

export interface TimeMarkMark {
  key: string;
  x: number;
  label: string;
  /** Where the label starts: right of the line, or left of it near the right edge. */
  anchor: 'start' | 'end';
  place: 'top' | 'bottom';
  color: string;
  dash: string;
}

export interface Tick {
  pos: number;
  label: string;
  /** Whether its label is written (false where it would touch the axis title); default true. */
  labelled?: boolean;
}

/** Room kept between the last tick label and the time axis' title, px. */
const X_TITLE_GAP_PX = 6;

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  dash: string;
  kind: 'line' | 'band';
  /** A band swatch's fill opacity (default 0.3). */
  opacity?: number;
}

export interface ChartModel {
  width: number;
  height: number;
  margin: Margin;
  plotWidth: number;
  plotHeight: number;
  range: TimeRange;
  yDomain: [number, number];
  unit: ResolvedUnit;
  /** Label and unit above the y axis, e.g. "Window (packets)". */
  yTitle: string;
  /** The time axis' title, at its right end ("time (s)"). */
  xTitle: string;
  xTicks: Tick[];
  yTicks: Tick[];
  lines: LineMark[];
  /** Whether the lines are drawn on a canvas under the SVG (manyLines): they carry points, not path data. */
  canvasLines: boolean;
  /** The ghost run's lines, drawn first and faint. */
  ghostLines: LineMark[];
  bands: BandMark[];
  rules: RuleMark[];
  markers: MarkerMark[];
  /** Shaded state spans, left to right (drawn under everything). */
  stateSpans: StateSpanMark[];
  timeMarks: TimeMarkMark[];
  legend: LegendItem[];
  /** One or two sentences for the chart's aria-label. */
  summary: string;
}

/** Plot margins; the projector's larger type needs more room. */
export function marginFor(projector: boolean): Margin {
  return projector ? { top: 26, right: 16, bottom: 40, left: 64 } : { top: 18, right: 12, bottom: 28, left: 46 };
}

/** Rough width of a label in the chart's font (bold, proportional), px. */
export function estimateTextPx(text: string, fontPx: number): number {
  return text.length * fontPx * 0.62;
}

/** Font size of the chart's text, px (charts.css sets the same). */
export function fontPxFor(projector: boolean): number {
  return projector ? 16 : 11;
}

/**
 * Line width, px. 1 px on screen: browsers rasterise anti-aliased lines of at most one device
 * pixel on a fast path (Skia's hairlines), several times cheaper than wider strokes, which
 * matters for dozens of live series under software rendering. The projector trades that for reach.
 */
export function strokeWidthFor(projector: boolean): number {
  return projector ? 2.5 : 1;
}

export function resolveUnit(u: YUnit, magnitude: number): ResolvedUnit {
  if (u.kind === 'plain') return { name: u.name, factor: u.factor ?? 1 };
  const m = Math.abs(magnitude);
  if (m >= 1e9) return { name: 'Gb/s', factor: 1e-9 };
  if (m >= 1e6) return { name: 'Mb/s', factor: 1e-6 };
  if (m >= 1e3) return { name: 'kb/s', factor: 1e-3 };
  return { name: 'b/s', factor: 1 };
}

/** The unit CSV columns use: plain units as shown, bit rates always in b/s. */
export function csvUnit(u: YUnit): ResolvedUnit {
  return u.kind === 'plain' ? resolveUnit(u, 0) : { name: 'b/s', factor: 1 };
}

/** A value in a unit, 4 significant digits, "–" if missing; with the decimal mark of `words`' language (default: the app's). */
export function formatValue(v: number, unit: ResolvedUnit, words: ChartWords = chartWords()): string {
  return Number.isFinite(v) ? words.numbers.value(v * unit.factor) : '–';
}

/** Seconds, to the precision a view of `spanSec` needs. */
export function formatSec(t: number, spanSec: number, words: ChartWords = chartWords()): string {
  const digits = spanSec >= 100 ? 1 : spanSec >= 10 ? 2 : 3;
  return words.numbers.fixed(t, digits);
}

/** The y axis' title: what is plotted and its unit, "cwnd (packets)". */
export function yTitleFor(y: YAxisSpec, unit: ResolvedUnit, words: ChartWords = chartWords()): string {
  return words.isolate(unit.name ? `${y.label} (${words.unit(unit.name)})` : y.label);
}

/**
 * Samples drawn for a range: from the last one at or before its start to the first one after its
 * end (so lines run to the edges), or null if no data reaches into the range. Returns [i0, i1], inclusive.
 */
export function visibleIndices(data: TimeSource, r: TimeRange): [number, number] | null {
  if (data.length === 0 || data.time[data.length - 1] < r.fromSec) return null;
  const b = data.indexAt(r.toSec);
  if (b < 0) return null;
  const a = data.indexAt(r.fromSec);
  return [Math.max(0, a), Math.min(data.length - 1, b + 1)];
}

/** Samples strictly inside a range (for CSV), [i0, i1] inclusive, or null. */
export function indicesWithin(data: TimeSource, r: TimeRange): [number, number] | null {
  const b = data.indexAt(r.toSec);
  if (b < 0) return null;
  const a = data.indexAt(r.fromSec);
  const i0 = a >= 0 && data.time[a] === r.fromSec ? a : a + 1;
  return i0 <= b ? [i0, b] : null;
}

// Scratch memory shared by every build: a build is synchronous and its results are strings, so
// the typed arrays can be reused frame after frame instead of reallocated.
const pool: Columns[] = [];
const bins = createBins(1024);
let smoothScratch = new Float64Array(1024);

function scratchColumns(k: number): Columns {
  while (pool.length <= k) pool.push(createColumns(512));
  return pool[k];
}

function smoothScratchFor(n: number): Float64Array {
  if (smoothScratch.length < n) smoothScratch = new Float64Array(Math.max(n, smoothScratch.length * 2));
  return smoothScratch;
}

/** Identity of a value array: typed-array views of one buffer (a reused scratch) count as the same array. */
const arrayId = (a: ArrayLike<number>): unknown => (ArrayBuffer.isView(a) ? a.buffer : a);

/**
 * Everything a model depends on, as a flat list: when two lists are equal element by element,
 * the models are equal and a redraw can be skipped (e.g. a fixed window while data arrives
 * after it). Data is append-only, so the visible index range and its end times stand for it.
 */
export function modelDeps(input: ChartInput): unknown[] {
  const { data, range } = input;
  const idx = visibleIndices(data, range);
  const markers = input.markers ?? [];
  const deps: unknown[] = [input.words?.locale, input.title, range.fromSec, range.toSec, input.width, input.height, input.projector, JSON.stringify(input.y)];
  deps.push(data, idx ? idx[0] : -1, idx ? idx[1] : -1, idx ? data.time[idx[0]] : NaN, idx ? data.time[idx[1]] : NaN);
  deps.push(markers, markers.length, markers.length > 0 ? markers[markers.length - 1].atSec : NaN);
  for (const s of input.series) {
    // Whether its values reach the last sample in view: a column derived frame by frame (liveColumns)
    // may be drawn once before it has been extended to the newest samples, and must be drawn again after.
    const covers = idx ? s.values.length > idx[1] : true;
    deps.push(s.key, s.label, arrayId(s.values), covers, s.color, s.dash, s.width, s.opacity, s.autoscale, s.smoothSec, s.legend, s.detailOf, s.detailLabel);
  }
  for (const r of input.rules ?? []) deps.push(r.key, r.label, r.value, r.color, r.dash, r.autoscale, r.labelIn);
  for (const b of input.bands ?? []) deps.push(b.key, b.label, arrayId(b.lower), arrayId(b.upper), b.lower.length, b.color, b.opacity, b.outline);
  const st = input.states;
  if (st) deps.push(st.key, arrayId(st.codes), st.codes.length, ...st.categories.map((c) => `${c.code}:${c.label}:${c.color}:${c.opacity}`));
  for (const m of input.timeMarks ?? []) deps.push(m.key, m.label, m.atSec, m.color, m.dash, m.place);
  for (const c of input.curves ?? []) {
    const n = c.timeSec.length;
    deps.push(c.key, c.label, c.color, c.dash, c.width, c.opacity, c.legend, n, c.timeSec[0], c.timeSec[n - 1], c.values[0], c.values[n - 1]);
  }
  const g = input.ghost;
  if (g) {
    const gi = visibleIndices(g.data, range);
    deps.push(g.data, g.label, g.data.length, gi ? gi[0] : -1, gi ? gi[1] : -1);
    for (const s of g.series) deps.push(s.key, arrayId(s.values), s.color, s.dash, s.smoothSec);
  } else deps.push(null);
  return deps;
}

/** Whether two dependency lists are equal element by element. */
export function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (!Object.is(a[k], b[k])) return false;
  return true;
}

/** A series' value at sample i (smoothed if the series is). */
export function seriesValueAt(data: TimeSource, s: SeriesSpec, i: number): number {
  if (i < 0 || i >= data.length) return NaN;
  if (!s.smoothSec) return s.values[i];
  return smoothInto(data.time, s.values, i, i, s.smoothSec, new Float64Array(1))[0];
}

export function buildChartModel(input: ChartInput): ChartModel {
  const { data, range, projector, y } = input;
  const words = input.words ?? chartWords();
  const margin = marginFor(projector);
  const width = Math.max(margin.left + margin.right + 20, Math.round(input.width));
  const height = Math.max(margin.top + margin.bottom + 20, Math.round(input.height));
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const span = Math.max(1e-9, range.toSec - range.fromSec);
  const pxPerSec = plotWidth / span;
  const rules = input.rules ?? [];
  const bands = input.bands ?? [];
  const idx = visibleIndices(data, range);

  // Pass 1: reduce every series and band to pixel columns, and find the y extent in view.
  let lo = Infinity;
  let hi = -Infinity;
  const extend = (c: Columns) => {
    for (let k = 0; k < c.n; k++) {
      if (c.x[k] < 0 || c.x[k] > plotWidth) continue;
      if (c.min[k] < lo) lo = c.min[k];
      if (c.max[k] > hi) hi = c.max[k];
    }
  };
  const seriesCols: (Columns | null)[] = [];
  const bandCols: (Columns | null)[] = [];
  // Which samples fall in which pixel column: found once, shared by every series.
  const canvas = manyLines(input);
  const colPx = canvas ? CANVAS_COLUMN_PX : 1;
  const binColumns = (time: ArrayLike<number>, i0: number, i1: number) => {
    binSamples(time, i0, i1, range.fromSec, pxPerSec / colPx, bins);
    if (colPx !== 1) for (let k = 0; k < bins.n; k++) bins.x[k] *= colPx;
  };
  if (idx) binColumns(data.time, idx[0], idx[1]);
  let slot = 0;
  for (const s of input.series) {
    if (!idx) {
      seriesCols.push(null);
      continue;
    }
    const [i0, i1] = idx;
    const out = scratchColumns(slot++);
    if (s.smoothSec) decimateBins(smoothInto(data.time, s.values, i0, i1, s.smoothSec, smoothScratchFor(i1 - i0 + 1)), i0, bins, out);
    else decimateBins(s.values, 0, bins, out);
    if (s.autoscale !== false) extend(out);
    seriesCols.push(out);
  }
  for (const b of bands) {
    if (!idx) {
      bandCols.push(null);
      continue;
    }
    const out = decimateBand(b.lower, b.upper, bins, scratchColumns(slot++));
    extend(out);
    bandCols.push(out);
  }
  // The ghost run's samples fall in their own pixel columns (binned after this run's are done).
  const ghostCols: (Columns | null)[] = [];
  const ghost = input.ghost ?? null;
  const gIdx = ghost ? visibleIndices(ghost.data, range) : null;
  if (ghost && gIdx) {
    const [g0, g1] = gIdx;
    binColumns(ghost.data.time, g0, g1);
    for (const s of ghost.series) {
      const out = scratchColumns(slot++);
      if (s.smoothSec) decimateBins(smoothInto(ghost.data.time, s.values, g0, g1, s.smoothSec, smoothScratchFor(g1 - g0 + 1)), g0, bins, out);
      else decimateBins(s.values, 0, bins, out);
      if (s.autoscale !== false) extend(out);
      ghostCols.push(out);
    }
  }
  for (const r of rules) {
    if (r.autoscale === false || !Number.isFinite(r.value)) continue;
    lo = Math.min(lo, r.value);
    hi = Math.max(hi, r.value);
  }

  // The y scale, in display units so ticks fall on round numbers of the unit shown.
  let domain: [number, number];
  let unit: ResolvedUnit;
  const yTickCount = Math.max(2, Math.floor(plotHeight / (projector ? 50 : 36)));
  if (y.domain) {
    domain = [y.domain[0], y.domain[1]];
    unit = resolveUnit(y.unit, Math.max(Math.abs(domain[0]), Math.abs(domain[1])));
  } else {
    const top = hi > -Infinity ? hi * (y.headroom ?? 1.05) : 1;
    const bottom = Math.max(y.floor ?? -Infinity, lo < Infinity ? Math.min(0, lo) : 0);
    unit = resolveUnit(y.unit, Math.max(Math.abs(bottom), Math.abs(top)));
    const f = unit.factor;
    const nice = scaleLinear()
      .domain([bottom * f, top > bottom ? top * f : bottom * f + 1])
      .nice(yTickCount)
      .domain();
    domain = [nice[0] / f, nice[1] / f];
  }
  const [d0, d1] = domain;
  const ky = plotHeight / (d1 - d0 || 1);
  const yMap = { offset: plotHeight + d0 * ky, scale: -ky };
  const yPx = (v: number) => yMap.offset + yMap.scale * v;
  const display = scaleLinear().domain([d0 * unit.factor, d1 * unit.factor]);
  const [t0, t1] = display.domain();
  const yFmt = words.numbers.ticks(t0, t1, yTickCount);
  const yTicks = display.ticks(yTickCount).map((v) => ({ pos: Number(fmt1(yPx(v / unit.factor))), label: yFmt(v) }));

  const xTickCount = Math.max(2, Math.floor(plotWidth / (projector ? 110 : 80)));
  const xScale = scaleLinear().domain([range.fromSec, range.toSec]);
  const xFmt = words.numbers.ticks(range.fromSec, range.toSec, xTickCount);
  // A tick's label is left out where it would run into the axis title at the right end ("10time (s)").
  const xTitleLeft = plotWidth - estimateTextPx(words.xTitle, fontPxFor(projector));
  const xTicks = xScale.ticks(xTickCount).map((t) => {
    const pos = Number(fmt1((t - range.fromSec) * pxPerSec));
    const label = xFmt(t);
    return { pos, label, labelled: pos + estimateTextPx(label, fontPxFor(projector)) / 2 + X_TITLE_GAP_PX <= xTitleLeft };
  });

  // Pass 2: paths (or, for a canvas, points).
  const baseWidth = strokeWidthFor(projector);
  const shape = (c: Columns): { d: string; points?: Float32Array } => (canvas ? { d: '', points: linePoints(c, yMap) } : { d: linePath(c, yMap) });
  const lines: LineMark[] = [];
  input.series.forEach((s, k) => {
    const c = seriesCols[k];
    if (!c || c.n === 0) return;
    lines.push({ key: s.key, ...shape(c), color: s.color, dash: s.dash ?? '', strokeWidth: baseWidth * (s.width ?? 1), opacity: s.opacity ?? 1 });
  });
  for (const cv of input.curves ?? []) {
    const points = curvePoints(cv, range.fromSec, pxPerSec, yPx);
    if (points.length === 0) continue;
    lines.push({ key: cv.key, ...(canvas ? { d: '', points } : { d: pointsPath(points) }), color: cv.color, dash: cv.dash ?? '', strokeWidth: baseWidth * (cv.width ?? 1), opacity: cv.opacity ?? 1 });
  }
  const ghostLines: LineMark[] = [];
  ghost?.series.forEach((s, k) => {
    const c = ghostCols[k];
    if (!c || c.n === 0) return;
    ghostLines.push({ key: `ghost-${s.key}`, ...shape(c), color: s.color, dash: s.dash ?? '', strokeWidth: baseWidth * (s.width ?? 1), opacity: (input.projector ? GHOST_OPACITY_PROJECTOR : GHOST_OPACITY) * (s.opacity ?? 1) });
  });
  const bandMarks: BandMark[] = [];
  bands.forEach((b, k) => {
    const c = bandCols[k];
    if (!c || c.n === 0) return;
    bandMarks.push({ key: b.key, d: bandPath(c, yMap), color: b.color, opacity: b.opacity ?? 0.18, outline: b.outline === true });
  });
  const ruleMarks: RuleMark[] = rules
    .filter((r) => Number.isFinite(r.value) && r.value >= Math.min(d0, d1) && r.value <= Math.max(d0, d1))
    .map((r) => {
      const ry = Number(fmt1(yPx(r.value)));
      const label = r.labelIn === 'legend' ? '' : words.isolate(r.label);
      return { key: r.key, y: ry, labelX: plotWidth - 4, labelY: Number(fmt1(ry - 4)), label, color: r.color ?? '', dash: r.dash ?? '4 3' };
    });
  // Labels sit just above their line, at its right end; top to bottom, one that would touch the
  // line above moves left of that line's label, so close thresholds (α, β) stay readable.
  const fontPx = fontPxFor(projector);
  let prev: RuleMark | null = null;
  for (const r of [...ruleMarks].filter((m) => m.label !== '').sort((a, b) => a.y - b.y)) {
    if (prev && r.labelY - fontPx < prev.y + 2) r.labelX = Number(fmt1(prev.labelX - estimateTextPx(prev.label, fontPx) - fontPx));
    prev = r;
  }
  const markers: MarkerMark[] = [];
  (input.markers ?? []).forEach((m, k) => {
    if (m.atSec < range.fromSec || m.atSec > range.toSec) return;
    markers.push({ key: `m${k}`, x: Number(fmt1((m.atSec - range.fromSec) * pxPerSec)), atSec: m.atSec, label: m.label });
  });

  const stateSpans = input.states && idx ? stateSpansFor(input.states, data, idx, range.fromSec, pxPerSec, plotWidth, fontPx) : [];
  const timeMarks: TimeMarkMark[] = (input.timeMarks ?? [])
    .filter((m) => Number.isFinite(m.atSec) && m.atSec >= range.fromSec && m.atSec <= range.toSec)
    .map((m) => {
      const x = Number(fmt1((m.atSec - range.fromSec) * pxPerSec));
      const anchor = x + 4 + estimateTextPx(m.label, fontPx) > plotWidth ? ('end' as const) : ('start' as const);
      return { key: m.key, x, label: words.isolate(m.label), anchor, place: m.place ?? 'bottom', color: m.color ?? '', dash: m.dash ?? '' };
    });

  const legend: LegendItem[] = [
    ...input.series.filter((s) => s.legend !== false).map((s): LegendItem => ({ key: s.key, label: s.label, color: s.color, dash: s.dash ?? '', kind: 'line' })),
    ...(input.curves ?? []).filter((c) => c.legend !== false).map((c): LegendItem => ({ key: c.key, label: c.label, color: c.color, dash: c.dash ?? '', kind: 'line' })),
    ...bands.map((b): LegendItem => ({ key: b.key, label: b.label, color: b.color, dash: '', kind: 'band' })),
    ...rules.filter((r) => r.labelIn === 'legend').map((r): LegendItem => ({ key: r.key, label: r.label, color: r.color ?? '', dash: r.dash ?? '4 3', kind: 'line' })),
    ...(input.states?.categories ?? []).map((c): LegendItem => ({ key: `state-${c.code}`, label: c.label, color: c.color, dash: '', kind: 'band', opacity: c.opacity })),
    ...(ghost && ghostLines.length > 0 ? [{ key: 'ghost', label: ghost.label, color: '#8a8f98', dash: '', kind: 'line' as const }] : []),
  ];

  const yTitle = yTitleFor(y, unit, words);
  const summary = summarise(input, unit, yTitle, markers.length, words);
  return {
    width,
    height,
    margin,
    plotWidth,
    plotHeight,
    range: { fromSec: range.fromSec, toSec: range.toSec },
    yDomain: domain,
    unit,
    yTitle,
    xTitle: words.xTitle,
    xTicks,
    yTicks,
    lines,
    canvasLines: canvas,
    ghostLines,
    bands: bandMarks,
    rules: ruleMarks,
    markers,
    stateSpans,
    timeMarks,
    legend,
    summary,
  };
}

/**
 * A curve's points in plot pixels (x, y pairs; NaN pairs at gaps), rounded to 0.1 px: all of them
 * (a few dozen), the clip path trims those outside the plot.
 */
function curvePoints(cv: CurveSpec, fromSec: number, pxPerSec: number, yPx: (v: number) => number): Float32Array {
  const n = Math.min(cv.timeSec.length, cv.values.length);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = cv.values[i];
    if (!Number.isFinite(v)) {
      out.push(NaN, NaN);
      continue;
    }
    out.push(Number(fmt1((cv.timeSec[i] - fromSec) * pxPerSec)), Number(fmt1(yPx(v))));
  }
  return Float32Array.from(out);
}

/** Spans narrower than this (px) are left to the span after them: at that scale a phase is noise. */
const MIN_SPAN_PX = 0.75;

/** The state spans of the samples in view: a new span wherever the code changes, clipped to the plot. */
function stateSpansFor(st: StateSpec, data: TimeSource, [i0, i1]: [number, number], fromSec: number, pxPerSec: number, plotWidth: number, fontPx: number): StateSpanMark[] {
  const byCode = new Map(st.categories.map((c) => [c.code, c]));
  const out: StateSpanMark[] = [];
  const xAt = (i: number) => Math.min(plotWidth, Math.max(0, (data.time[i] - fromSec) * pxPerSec));
  let start = xAt(i0);
  let code = st.codes[i0];
  const close = (end: number) => {
    const cat = byCode.get(code);
    const width = end - start;
    if (cat && width > 0) {
      const prev = out[out.length - 1];
      if (prev && prev.code === code && Math.abs(prev.x + prev.width - start) < 0.05) prev.width = end - prev.x;
      else out.push({ key: `s${out.length}`, x: start, width, code, color: cat.color, opacity: cat.opacity, text: '' });
    }
    start = end;
  };
  for (let i = i0 + 1; i <= i1; i++) {
    const c = st.codes[i];
    if (Object.is(c, code) || (Number.isNaN(c) && Number.isNaN(code))) continue;
    const x = xAt(i);
    if (x - start < MIN_SPAN_PX) {
      code = c;
      continue;
    }
    close(x);
    code = c;
  }
  // The last sample's state holds to the end of the data in view (not past the latest sample).
  close(i1 > i0 ? xAt(i1) : start);
  for (const m of out) {
    const cat = byCode.get(m.code)!;
    m.x = Number(fmt1(m.x));
    m.width = Number(fmt1(m.width));
    m.text = estimateTextPx(cat.short, fontPx * 0.85) + 6 <= m.width ? cat.short : '';
  }
  return out;
}

const SUMMARY_SERIES = 6;

function summarise(input: ChartInput, unit: ResolvedUnit, yTitle: string, markerCount: number, words: ChartWords): string {
  const { data, range } = input;
  const span = range.toSec - range.fromSec;
  const last = Math.min(data.length - 1, data.indexAt(range.toSec));
  const shown = input.series.filter((s) => s.legend !== false);
  const latest =
    last < 0 || data.time[last] < range.fromSec || shown.length === 0
      ? null
      : {
          atSec: formatSec(data.time[last], span, words),
          values: shown.slice(0, SUMMARY_SERIES).map((s) => `${s.label} ${formatValue(seriesValueAt(data, s, last), unit, words)}`),
          more: Math.max(0, shown.length - SUMMARY_SERIES),
        };
  return words.summary({ title: input.title, yTitle, fromSec: formatSec(range.fromSec, span, words), toSec: formatSec(range.toSec, span, words), latest, markers: markerCount });
}

/** One tooltip row: a series' value at the hovered sample, with its detail series. */
export interface HoverRow {
  key: string;
  label: string;
  color: string;
  dash: string;
  value: number;
  text: string;
  details: { label: string; text: string }[];
}

export interface Hover {
  index: number;
  timeSec: number;
  rows: HoverRow[];
}

/** The sample nearest to `t` (among those at or around it), or −1. */
export function nearestIndex(data: TimeSource, t: number): number {
  if (data.length === 0) return -1;
  const i = data.indexAt(t);
  if (i < 0) return 0;
  if (i + 1 < data.length && data.time[i + 1] - t < t - data.time[i]) return i + 1;
  return i;
}

/** What the tooltip lists at time `t`: each series' value at the nearest sample, then each band's edges. */
export function hoverAt(data: TimeSource, series: readonly SeriesSpec[], unit: ResolvedUnit, t: number, bands: readonly BandSpec[] = []): Hover | null {
  const i = nearestIndex(data, t);
  if (i < 0) return null;
  const rows: HoverRow[] = [];
  const byKey = new Map<string, HoverRow>();
  for (const s of series) {
    if (s.detailOf) continue;
    const value = seriesValueAt(data, s, i);
    const row: HoverRow = { key: s.key, label: s.label, color: s.color, dash: s.dash ?? '', value, text: formatValue(value, unit), details: [] };
    rows.push(row);
    byKey.set(s.key, row);
  }
  for (const s of series) {
    if (!s.detailOf) continue;
    const row = byKey.get(s.detailOf);
    if (row) row.details.push({ label: s.detailLabel ?? s.label, text: formatValue(seriesValueAt(data, s, i), unit) });
  }
  for (const b of bands) {
    const lo = Math.min(b.lower[i], b.upper[i]);
    const hi = Math.max(b.lower[i], b.upper[i]);
    rows.push({ key: b.key, label: b.label, color: b.color, dash: '', value: hi, text: `${formatValue(lo, unit)} – ${formatValue(hi, unit)}`, details: [] });
  }
  return { index: i, timeSec: data.time[i], rows };
}
