// One panel of an experiment's figure, drawn as the paper drew it: lines over a numeric x (ours as
// mean with its 95 % CI band, ns-2 as open squares with their CI, the paper as crosses, a model as a
// thin dashed curve, markers such as B_th; a model evaluated on each run's own measurements as a
// dashed line with hollow diamonds) or bars grouped by configuration. A pure function of the
// rows; D3 supplies scales and ticks, React draws the SVG. Every mark carries data attributes (the
// e2e test reads the drawn numbers back) and a <title>. The point nearest the pointer (hover or tap)
// is reported to the caller, which holds it and draws its values under the chart (pointReadout).
import type React from 'react';
import { scaleBand, scaleLinear } from 'd3';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ModelCurve } from '../../experiments/catalogue';
import { isModelMeasure, measureInfo } from '../../experiments/measures';
import { i18n as appI18n } from '../i18n/i18n';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { unitText } from '../i18n/specText';
import { measureLabel, valueText } from './measureText';
import { firstStrongIsolated, rtlIsolated } from './verdictMessages';
import type { ResultRow } from '../../experiments/resultTable';
import { flowColor } from '../theme';
import type { LegendItem } from '../charts/chartModel';

export interface ResultChartProps {
  title: string;
  kind: 'lines' | 'bars';
  xLabel: string;
  yLabel: string;
  measures: string[];
  /** The plan's series, in order (ids and labels), so colours stay put as results stream in. */
  series: { id: string; label: string; configLabel?: string }[];
  rows: ResultRow[];
  /** The plan's x values: a line chart's axis spans them before any result comes, and stays put as results stream in. */
  planXs?: readonly number[];
  models?: ModelCurve[];
  markers?: { x: number; label: string }[];
  /** A click on one of our marks (e.g. open that run in the lab). */
  onPoint?: (row: ResultRow) => void;
  /** The point whose values are shown (ringed on the chart). */
  active?: ResultRow | null;
  /** The pointer came near a point (hover, or a tap), or left the chart with a mouse (null). */
  onActive?: (row: ResultRow | null) => void;
  width?: number;
  height?: number;
}

const M = { top: 14, right: 16, bottom: 44, left: 64 };

/** How a value is shown on the axis and in titles: goodputs in kb/s, the rest as they are. */
export function displayValue(measure: string, v: number): number {
  return measureInfo(measure).unit === 'bps' ? v / 1000 : v;
}

/** The largest value a measure can take (an index or a share: 1), for clamping confidence intervals. */
const upperBound = (measure: string): number => (measure === 'jain' || measure === 'utilization' ? 1 : Infinity);

export const axisUnit = (measure: string): string => {
  const u = measureInfo(measure).unit;
  return u === 'bps' ? 'kb/s' : u === 'share' ? '' : u;
};

/** A value in a title or a cell: three significant digits or so, in the reader's locale. */
const fmtIn = (locale: Locale, v: number): string =>
  formatNumber(locale, Number(Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(3)), 12);

/** What a point is worth, in a line: ours (± CI, n), ns-2.35's and the paper's beside it; a model's value. */
export function pointReadout(r: ResultRow, i18n: I18n = appI18n): string {
  const locale = i18n.locale as Locale;
  const info = measureInfo(r.measure);
  const v = (x: number) => valueText(locale, r.measure, x);
  const measure = r.measure === 'jain' ? 'JFI' : measureLabel(i18n, r.measure);
  // In Arabic the three names read from the right, each in its own order.
  const head = locale === 'ar' ? rtlIsolated([r.seriesLabel, r.pointLabel, measure].map(firstStrongIsolated).join('، ')) : `${r.seriesLabel}, ${r.pointLabel}, ${measure}`;
  const mean = v(r.mean);
  if (info.model) return i18n._(msg({ id: 'readout.model', message: plural(r.n, { one: `${head}: ${mean} (the model on our runs, mean over # run)`, other: `${head}: ${mean} (the model on our runs, mean over # runs)` }) }));
  const ci = Number.isFinite(r.ci95) ? ` ± ${v(r.ci95)}` : '';
  const n = r.n;
  const ns2 = r.ns2 && Number.isFinite(r.ns2.mean) ? ` · ns-2.35 ${v(r.ns2.mean)}` : '';
  const paperValue = r.paper !== undefined ? v(r.paper) : '';
  const paper = r.paper !== undefined ? ` · ${i18n._(msg({ id: 'readout.paper', message: `the paper ${paperValue}` }))}` : '';
  return i18n._(msg({ id: 'readout.ours', message: `${head}: ours ${mean}${ci} (n = ${n})` })) + ns2 + paper;
}

/** The rows drawn as points, in reading order (by x, then as the series are listed): what the arrow keys step through. */
export function pointOrder(props: Pick<ResultChartProps, 'rows' | 'measures' | 'series'>): ResultRow[] {
  const at = (id: string) => props.series.findIndex((s) => s.id === id);
  return props.rows
    .filter((r) => props.measures.includes(r.measure) && Number.isFinite(r.mean))
    .sort((a, b) => a.x - b.x || at(a.series) - at(b.series) || props.measures.indexOf(a.measure) - props.measures.indexOf(b.measure));
}

/** Within this many pixels of a point the pointer shows its values. */
const NEAR_PX = 40;

/** A model's dash: dotted for Mathis and the Vegas α edge, dash-dot for Padhye and the β edge (the standard profile's lines are dashed). */
const modelDash = (measure: string): string => (/^(padhye|vegasHigh):/.test(measure) ? '8 3 2 3' : '2 3');

/** The measurement a model stands beside: the goodput of the same class (its colour is the model's). */
function measuredTwin(props: ResultChartProps, measure: string): string {
  if (!isModelMeasure(measure)) return measure;
  const twin = `goodput:${measure.slice(measure.indexOf(':') + 1)}`;
  return props.measures.includes(twin) ? twin : measure;
}

/** Whether the standard profile is drawn beside the ns2 profile (then its lines are the dashed ones). */
const besideNs2 = (props: ResultChartProps): boolean => props.series.some((s) => s.id.startsWith('ns2:')) && props.series.some((s) => s.id.startsWith('standard:'));

/** Series colour: by configuration when there are several (profiles share a colour), else by measure (a model by its measurement's). */
function styleOf(props: ResultChartProps, seriesId: string, measure: string): { color: string; dash: string; shape: number } {
  const base = props.series.map((s) => s.id.slice(s.id.indexOf(':') + 1));
  const distinct = [...new Set(base)];
  const sBase = seriesId.slice(seriesId.indexOf(':') + 1);
  const measured = props.measures.filter((m) => !isModelMeasure(m));
  const mi = measured.indexOf(measuredTwin(props, measure));
  const color = distinct.length > 1 ? flowColor(distinct.indexOf(sBase)) : flowColor(Math.max(0, mi));
  const dash = isModelMeasure(measure) ? modelDash(measure) : seriesId.startsWith('standard:') && besideNs2(props) ? '7 4' : '';
  return { color, dash, shape: distinct.length > 1 ? Math.max(0, mi) : 0 };
}

/** A model curve takes its measure's colour where lines are coloured by measure (one configuration), else grey. */
function modelColor(props: ResultChartProps, mc: ModelCurve): string {
  const configs = new Set(props.series.map((s) => s.id.slice(s.id.indexOf(':') + 1)));
  return configs.size > 1 ? '#555555' : flowColor(Math.max(0, props.measures.indexOf(mc.measure)));
}

/** The legend of a panel: one entry per configuration/measure line drawn, plus ns-2, paper, model. */
export function chartLegend(props: ResultChartProps, i18n: I18n = appI18n): LegendItem[] {
  const label = (m: string) => measureLabel(i18n, m);
  const items: LegendItem[] = [];
  if (props.kind === 'bars') {
    // Bars: a colour per measure; the standard profile's bars are pale with a dashed outline.
    props.measures.forEach((m, i) => items.push({ key: m, label: label(m), color: flowColor(i), dash: '', kind: 'line' }));
    if (besideNs2(props)) items.push({ key: 'standard', label: i18n._(msg`standard profile (pale, dashed)`), color: '#777777', dash: '7 4', kind: 'line' });
    return items;
  }
  const configs = [...new Set(props.series.map((s) => s.id.slice(s.id.indexOf(':') + 1)))];
  if (configs.length > 1 && props.measures.some(isModelMeasure)) {
    // Several configurations, each with its measurement and models: a colour per configuration,
    // a line style per measure, rather than every pairing.
    for (const c of configs) {
      const s = props.series.find((x) => x.id.slice(x.id.indexOf(':') + 1) === c)!;
      if (!props.rows.some((r) => r.series === s.id && Number.isFinite(r.mean))) continue;
      items.push({ key: `config|${c}`, label: s.configLabel ?? s.label, color: flowColor(configs.indexOf(c)), dash: '', kind: 'line' });
    }
    for (const m of props.measures) {
      const info = measureInfo(m);
      const name = label(m);
      items.push({ key: `style|${m}`, label: info.model ? i18n._(msg`model, ${name}`) : name, color: '#555555', dash: isModelMeasure(m) ? modelDash(m) : '', kind: 'line' });
    }
    if (besideNs2(props)) items.push({ key: 'standard', label: i18n._(msg`standard profile (dashed)`), color: '#555555', dash: '7 4', kind: 'line' });
    return items;
  }
  const seen = new Set<string>();
  for (const s of props.series) {
    for (const m of props.measures) {
      if (!props.rows.some((r) => r.series === s.id && r.measure === m && Number.isFinite(r.mean))) continue;
      const st = styleOf(props, s.id, m);
      const info = measureInfo(m);
      const name = label(m);
      const series = s.label;
      const text = info.model ? i18n._(msg`${series}: model, ${name}`) : props.measures.length > 1 ? `${series}: ${name}` : series;
      if (seen.has(text)) continue;
      seen.add(text);
      items.push({ key: `${s.id}|${m}`, label: text, color: st.color, dash: st.dash, kind: 'line' });
    }
  }
  for (const mc of props.models ?? []) if (props.measures.includes(mc.measure)) items.push({ key: `model|${mc.label}`, label: mc.label, color: modelColor(props, mc), dash: '2 3', kind: 'line' });
  return items;
}

function Shape({ shape, x, y, color, filled }: { shape: number; x: number; y: number; color: string; filled: boolean }) {
  const fill = filled ? color : '#fff';
  if (shape % 2 === 1) return <path d={`M${x},${y - 5}L${x + 5},${y + 4}L${x - 5},${y + 4}Z`} fill={fill} stroke={color} strokeWidth={1.5} />;
  return <circle cx={x} cy={y} r={4} fill={fill} stroke={color} strokeWidth={1.5} />;
}

export function ResultChart(props: ResultChartProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const fmt = (v: number) => fmtIn(locale, v);
  const { kind, measures, rows, width = 720, height = 300 } = props;
  const mine = rows.filter((r) => measures.includes(r.measure));
  const models = (props.models ?? []).filter((m) => measures.includes(m.measure));
  const unitMeasure = measures[0];
  const dv = (v: number) => displayValue(unitMeasure, v);
  // y extent over everything drawn.
  const ys: number[] = [0];
  for (const r of mine) {
    const top = upperBound(r.measure);
    if (Number.isFinite(r.mean)) ys.push(dv(Math.min(top, r.mean + (Number.isFinite(r.ci95) ? r.ci95 : 0))));
    if (r.ns2 && Number.isFinite(r.ns2.mean)) ys.push(dv(Math.min(top, r.ns2.mean + (Number.isFinite(r.ns2.ci95) ? r.ns2.ci95 : 0))));
    if (r.paper !== undefined) ys.push(dv(r.paper));
  }
  for (const m of models) for (const p of m.points) ys.push(dv(p.y));
  const yMax = Math.max(...ys.filter(Number.isFinite));
  const y = scaleLinear()
    .domain([0, yMax > 0 ? yMax * 1.05 : 1])
    .nice()
    .range([height - M.bottom, M.top]);
  const yTicks = y.ticks(5);
  const unit = unitText(i18n, axisUnit(unitMeasure));
  const yTitle = `${props.yLabel}${unit && !props.yLabel.includes('(') ? ` (${unit})` : ''}`.replace('(b/s)', '(kb/s)');

  let body: React.ReactNode;
  let xAxis: React.ReactNode;
  // Where each point is drawn, for the nearest-point readout and the ring round the active one.
  const targets: { r: ResultRow; cx: number; cy: number }[] = [];
  if (kind === 'lines') {
    const xs = [...(props.planXs ?? []), ...mine.map((r) => r.x), ...models.flatMap((m) => m.points.map((p) => p.x)), ...(props.markers ?? []).map((m) => m.x)].filter(Number.isFinite);
    const x = scaleLinear()
      .domain(xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : [0, 1])
      .nice()
      .range([M.left, width - M.right]);
    xAxis = (
      <g>
        <line x1={M.left} x2={width - M.right} y1={height - M.bottom} y2={height - M.bottom} stroke="currentColor" />
        {x.ticks(Math.max(3, Math.min(8, Math.floor((width - M.left - M.right) / 60)))).map((t) => (
          <text key={t} x={x(t)} y={height - M.bottom + 16} textAnchor="middle" className="xr__tick">
            {fmt(t)}
          </text>
        ))}
        <text x={(M.left + width - M.right) / 2} y={height - 6} textAnchor="middle" className="xr__axis">
          {props.xLabel}
        </text>
      </g>
    );
    body = (
      <g>
        {(props.markers ?? []).map((mk) => (
          <g key={mk.label}>
            <line x1={x(mk.x)} x2={x(mk.x)} y1={M.top} y2={height - M.bottom} stroke="#555" strokeDasharray="4 4" />
            <text x={x(mk.x) + 4} y={M.top + 12} className="xr__tick">
              {mk.label} ≈ {formatNumber(locale, Number(mk.x.toFixed(1)), 12)}
            </text>
          </g>
        ))}
        {models.map((mc) => (
          <path
            key={mc.label}
            d={mc.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.x).toFixed(1)},${y(dv(p.y)).toFixed(1)}`).join('')}
            fill="none"
            stroke={modelColor(props, mc)}
            strokeWidth={1.5}
            strokeDasharray="2 3"
            data-model={mc.measure}
          >
            <title>{`${mc.label} (${mc.source})`}</title>
          </path>
        ))}
        {props.series.flatMap((s) =>
          measures.map((m) => {
            const pts = mine.filter((r) => r.series === s.id && r.measure === m && Number.isFinite(r.mean)).sort((a, b) => a.x - b.x);
            if (pts.length === 0) return null;
            for (const r of pts) targets.push({ r, cx: x(r.x), cy: y(dv(r.mean)) });
            const st = styleOf(props, s.id, m);
            if (isModelMeasure(m)) return <ModelLine key={`${s.id}|${m}`} pts={pts} x={x} y={y} dv={dv} color={st.color} dash={st.dash} fmt={fmt} />;
            const band = pts.filter((r) => Number.isFinite(r.ci95));
            const bandPath =
              band.length > 1
                ? `M${band.map((r) => `${x(r.x).toFixed(1)},${y(dv(Math.min(upperBound(m), r.mean + r.ci95))).toFixed(1)}`).join('L')}L${[...band]
                    .reverse()
                    .map((r) => `${x(r.x).toFixed(1)},${y(dv(Math.max(0, r.mean - r.ci95))).toFixed(1)}`)
                    .join('L')}Z`
                : null;
            return (
              <g key={`${s.id}|${m}`}>
                {bandPath && <path d={bandPath} fill={st.color} fillOpacity={0.15} stroke="none" />}
                <path d={pts.map((r, i) => `${i ? 'L' : 'M'}${x(r.x).toFixed(1)},${y(dv(r.mean)).toFixed(1)}`).join('')} fill="none" stroke={st.color} strokeWidth={2} strokeDasharray={st.dash} />
                {pts.map((r) => (
                  <Marks key={r.point} r={r} cx={x(r.x)} y={y} dv={dv} st={st} onPoint={props.onPoint} fmt={fmt} />
                ))}
              </g>
            );
          }),
        )}
      </g>
    );
  } else {
    const groups = [...new Set(props.series.map((s) => s.id.slice(s.id.indexOf(':') + 1)))];
    const groupLabel = (g: string) => {
      const found = props.series.find((x) => x.id.endsWith(`:${g}`) || x.id === g);
      return found ? (found.configLabel ?? found.label) : g;
    };
    const x = scaleBand<string>().domain(groups).range([M.left, width - M.right]).paddingInner(0.25).paddingOuter(0.1);
    const bars = props.series.length / Math.max(1, groups.length);
    const inner = scaleBand<string>()
      .domain(measures.flatMap((m) => Array.from({ length: bars }, (_, b) => `${m}|${b}`)))
      .range([0, x.bandwidth()])
      .padding(0.15);
    xAxis = (
      <g>
        <line x1={M.left} x2={width - M.right} y1={height - M.bottom} y2={height - M.bottom} stroke="currentColor" />
        {groups.map((g) => (
          <text key={g} x={(x(g) ?? 0) + x.bandwidth() / 2} y={height - M.bottom + 16} textAnchor="middle" className="xr__tick">
            {shorten(groupLabel(g), x.bandwidth())}
            <title>{groupLabel(g)}</title>
          </text>
        ))}
        <text x={(M.left + width - M.right) / 2} y={height - 6} textAnchor="middle" className="xr__axis">
          {props.xLabel}
        </text>
      </g>
    );
    body = (
      <g>
        {props.series.flatMap((s, si) =>
          measures.map((m) => {
            const g = s.id.slice(s.id.indexOf(':') + 1);
            const b = Math.floor(si / Math.max(1, groups.length));
            const r = mine.find((q) => q.series === s.id && q.measure === m && Number.isFinite(q.mean));
            if (!r) return null;
            const st = { ...styleOf({ ...props, series: props.series.length > groups.length ? props.series.slice(0, groups.length) : props.series }, s.id, m) };
            const color = flowColor(measures.indexOf(m));
            const bx = (x(g) ?? 0) + (inner(`${m}|${b}`) ?? 0);
            const bw = inner.bandwidth();
            targets.push({ r, cx: bx + bw / 2, cy: y(dv(r.mean)) });
            return (
              <g key={`${s.id}|${m}`}>
                <rect x={bx} y={y(dv(r.mean))} width={bw} height={Math.max(0, y(0) - y(dv(r.mean)))} fill={color} fillOpacity={st.dash ? 0.35 : 0.8} stroke={color} strokeDasharray={st.dash} />
                <Marks r={r} cx={bx + bw / 2} y={y} dv={dv} st={{ ...st, color: '#1a1a1a' }} onPoint={props.onPoint} fmt={fmt} bar />
              </g>
            );
          }),
        )}
      </g>
    );
  }

  const onActive = props.onActive;
  const nearest = (ev: React.PointerEvent<SVGSVGElement>) => {
    if (!onActive) return;
    const box = ev.currentTarget.getBoundingClientRect();
    if (!box.width) return;
    const k = width / box.width;
    const [px, py] = [(ev.clientX - box.left) * k, (ev.clientY - box.top) * k];
    let best: { r: ResultRow; d: number } | null = null;
    for (const t of targets) {
      const d = Math.hypot(t.cx - px, t.cy - py);
      if (!best || d < best.d) best = { r: t.r, d };
    }
    if (best && best.d <= NEAR_PX * k) {
      if (best.r !== props.active) onActive(best.r);
    } else if (ev.pointerType === 'mouse' && props.active) onActive(null);
  };
  const ring = props.active ? targets.find((t) => t.r.series === props.active!.series && t.r.point === props.active!.point && t.r.measure === props.active!.measure) : undefined;
  return (
    <svg
      className="xr__chart"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t`${props.title}: ${props.yLabel} against ${props.xLabel}`}
      // Left to right in every language (as KeepLtr keeps the lab's charts): x grows to the right and the ticks anchor as drawn.
      direction="ltr"
      onPointerMove={onActive ? nearest : undefined}
      onPointerDown={onActive ? nearest : undefined}
      onPointerLeave={onActive ? (ev) => ev.pointerType === 'mouse' && onActive(null) : undefined}
    >
      {yTicks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} stroke="var(--grid, #e3e6ea)" />
          <text x={M.left - 6} y={y(t) + 4} textAnchor="end" className="xr__tick">
            {fmt(t)}
          </text>
        </g>
      ))}
      <text transform={`translate(14,${(M.top + height - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" className="xr__axis">
        {yTitle}
      </text>
      {xAxis}
      {body}
      {ring && <circle className="xr__ring" cx={ring.cx} cy={ring.cy} r={9} fill="none" stroke="var(--fg, #1a1a1a)" strokeWidth={2} data-active-point={ring.r.point} pointerEvents="none" />}
    </svg>
  );
}

/** A model evaluated on each run: a dashed line through hollow diamonds (mean over the seeds), no band. */
function ModelLine({
  pts,
  x,
  y,
  dv,
  color,
  dash,
  fmt,
}: {
  pts: ResultRow[];
  x: (v: number) => number;
  y: (v: number) => number;
  dv: (v: number) => number;
  color: string;
  dash: string;
  fmt: (v: number) => string;
}) {
  const { i18n } = useLingui();
  return (
    <g>
      <path d={pts.map((r, i) => `${i ? 'L' : 'M'}${x(r.x).toFixed(1)},${y(dv(r.mean)).toFixed(1)}`).join('')} fill="none" stroke={color} strokeWidth={1.5} strokeDasharray={dash} />
      {pts.map((r) => {
        const cx = x(r.x);
        const cy = y(dv(r.mean));
        const info = measureInfo(r.measure);
        return (
          <g key={r.point} data-model-point="" data-series={r.series} data-point={r.point} data-x={r.x} data-measure={r.measure} data-mean={r.mean} data-n={r.n}>
            <path d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy}L${cx},${cy + 4.5}L${cx - 4.5},${cy}Z`} fill="#fff" stroke={color} strokeWidth={1.5} />
            <title>{`${r.seriesLabel}, ${r.pointLabel}, ${measureLabel(i18n, r.measure)}: ${fmt(dv(r.mean))} (${i18n._(msg({ id: 'chart.meanOverRuns', message: plural(r.n, { one: 'mean over # run', other: 'mean over # runs' }) }))}; ${info.model?.source ?? ''})`}</title>
          </g>
        );
      })}
    </g>
  );
}

function shorten(label: string, widthPx: number): string {
  const max = Math.max(6, Math.floor(widthPx / 7));
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** Ours (mean, CI whisker), ns-2 (open square, CI whisker) and the paper (cross) at one point. */
function Marks({
  r,
  cx,
  y,
  dv,
  st,
  onPoint,
  bar,
  fmt,
}: {
  fmt: (v: number) => string;
  r: ResultRow;
  cx: number;
  y: (v: number) => number;
  dv: (v: number) => number;
  st: { color: string; dash: string; shape: number };
  onPoint?: (r: ResultRow) => void;
  bar?: boolean;
}) {
  const { i18n } = useLingui();
  const d = (v: number) => fmt(dv(v));
  const ci = Number.isFinite(r.ci95);
  const top = upperBound(r.measure);
  const whisker = (mean: number, half: number, at: number, color: string) => (
    <g stroke={color} strokeWidth={1.2}>
      <line x1={at} x2={at} y1={y(dv(Math.min(top, mean + half)))} y2={y(dv(Math.max(0, mean - half)))} />
      <line x1={at - 3} x2={at + 3} y1={y(dv(Math.min(top, mean + half)))} y2={y(dv(Math.min(top, mean + half)))} />
      <line x1={at - 3} x2={at + 3} y1={y(dv(Math.max(0, mean - half)))} y2={y(dv(Math.max(0, mean - half)))} />
    </g>
  );
  const ns2x = cx + (bar ? 0 : 7);
  const clickable = onPoint !== undefined;
  return (
    <g>
      {ci && whisker(r.mean, r.ci95, cx, st.color)}
      <g
        className={clickable ? 'xr__point xr__point--link' : 'xr__point'}
        data-ours=""
        data-series={r.series}
        data-point={r.point}
        data-x={r.x}
        data-measure={r.measure}
        data-mean={r.mean}
        data-n={r.n}
        {...(clickable
          ? {
              role: 'link',
              tabIndex: 0,
              'aria-label': i18n._(msg`${r.seriesLabel}, ${r.pointLabel}: open this run in the lab`),
              onClick: () => onPoint(r),
              onKeyDown: (e: React.KeyboardEvent) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onPoint(r);
                }
              },
            }
          : {})}
      >
        {bar ? <line x1={cx - 6} x2={cx + 6} y1={y(dv(r.mean))} y2={y(dv(r.mean))} stroke={st.color} strokeWidth={2} /> : <Shape shape={st.shape} x={cx} y={y(dv(r.mean))} color={st.color} filled />}
        {clickable && <circle cx={cx} cy={y(dv(r.mean))} r={9} fill="transparent" />}
        <title>{`${r.seriesLabel}, ${r.pointLabel}, ${measureLabel(i18n, r.measure)}: ${i18n._(msg`ours ${d(r.mean)}`)}${ci ? ` ± ${d(r.ci95)}` : ''} (n = ${r.n})`}</title>
      </g>
      {r.ns2 && Number.isFinite(r.ns2.mean) && (
        <g data-ns2="" data-series={r.series} data-point={r.point} data-measure={r.measure} data-mean={r.ns2.mean}>
          {Number.isFinite(r.ns2.ci95) && whisker(r.ns2.mean, r.ns2.ci95, ns2x, '#444')}
          <rect x={ns2x - 4} y={y(dv(r.ns2.mean)) - 4} width={8} height={8} fill="#fff" stroke={bar ? '#1a1a1a' : st.color} strokeWidth={1.5} />
          <title>{`ns-2.35: ${d(r.ns2.mean)}${Number.isFinite(r.ns2.ci95) ? ` ± ${d(r.ns2.ci95)}` : ''} (n = ${r.ns2.n})`}</title>
        </g>
      )}
      {r.paper !== undefined && (
        <g data-paper="" data-series={r.series} data-point={r.point} data-measure={r.measure} data-value={r.paper} stroke={bar ? '#1a1a1a' : st.color} strokeWidth={2}>
          <line x1={cx - 5} x2={cx + 5} y1={y(dv(r.paper)) - 5} y2={y(dv(r.paper)) + 5} />
          <line x1={cx - 5} x2={cx + 5} y1={y(dv(r.paper)) + 5} y2={y(dv(r.paper)) - 5} />
          <title>{i18n._(msg`the paper ${d(r.paper)}`)}</title>
        </g>
      )}
    </g>
  );
}
