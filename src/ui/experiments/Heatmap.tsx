// A two-parameter sweep's result: one cell per (x, y) value pair, coloured by the measure's mean
// (viridis: ordered, colour-blind safe, readable in greyscale), the value written in the cell.
// Each cell is a link to that run in the lab. A pure function of the rows; D3 supplies the scales.
import { interpolateViridis, scaleBand, scaleSequential } from 'd3';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { ResultRow } from '../../experiments/resultTable';
import { displayValue } from './ResultChart';

export interface HeatmapProps {
  rows: ResultRow[];
  xs: number[];
  ys: number[];
  xLabel: string;
  yLabel: string;
  measureLabel: string;
  onCell?: (row: ResultRow, yIndex: number) => void;
  width?: number;
  height?: number;
}

const M = { top: 10, right: 90, bottom: 44, left: 70 };
/** A cell's value: three significant digits or so, in the reader's locale. */
const fmtIn = (locale: Locale, v: number): string =>
  Number.isFinite(v) ? formatNumber(locale, Number(Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(3)), 12) : '–';

export function Heatmap({ rows, xs, ys, xLabel, yLabel, measureLabel, onCell, width = 720, height = 360 }: HeatmapProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const fmt = (v: number) => fmtIn(locale, v);
  const num = (v: number) => formatNumber(locale, v, 12);
  const x = scaleBand<number>().domain(xs).range([M.left, width - M.right]).padding(0.04);
  const y = scaleBand<number>().domain([...ys].reverse()).range([M.top, height - M.bottom]).padding(0.04);
  const vals = rows.map((r) => displayValue(r.measure, r.mean)).filter(Number.isFinite);
  const lo = vals.length ? Math.min(...vals) : 0;
  const hi = vals.length ? Math.max(...vals) : 1;
  const color = scaleSequential(interpolateViridis).domain([lo, hi > lo ? hi : lo + 1]);
  const rampY = (f: number) => M.top + (1 - f) * (height - M.top - M.bottom);
  return (
    <svg className="xr__chart xr__heat" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t`${measureLabel} over ${xLabel} and ${yLabel}`} direction="ltr">
      <defs>
        <linearGradient id="xr-ramp" x1="0" x2="0" y1="1" y2="0">
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <stop key={f} offset={f} stopColor={interpolateViridis(f)} />
          ))}
        </linearGradient>
      </defs>
      {rows.map((r) => {
        const yi = Number(r.series.slice(1));
        const yv = ys[yi];
        const v = displayValue(r.measure, r.mean);
        const cx = x(r.x) ?? 0;
        const cy = y(yv) ?? 0;
        const fill = Number.isFinite(v) ? color(v) : '#ccc';
        const dark = Number.isFinite(v) && (v - lo) / (hi - lo || 1) < 0.55;
        return (
          <g
            key={`${r.series}|${r.point}`}
            data-ours=""
            data-series={r.series}
            data-x={r.x}
            data-y={yv}
            data-mean={r.mean}
            className={onCell ? 'xr__point--link' : undefined}
            {...(onCell
              ? {
                  role: 'link',
                  tabIndex: 0,
                  'aria-label': t`${xLabel} ${num(r.x)}, ${yLabel} ${num(yv)}: ${fmt(v)}; open this run in the lab`,
                  onClick: () => onCell(r, yi),
                  onKeyDown: (e: React.KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onCell(r, yi);
                    }
                  },
                }
              : {})}
          >
            <rect x={cx} y={cy} width={x.bandwidth()} height={y.bandwidth()} fill={fill} />
            {x.bandwidth() > 34 && y.bandwidth() > 14 && (
              <text x={cx + x.bandwidth() / 2} y={cy + y.bandwidth() / 2 + 4} textAnchor="middle" className="xr__cell" fill={dark ? '#fff' : '#000'}>
                {fmt(v)}
              </text>
            )}
            <title>{`${xLabel} = ${num(r.x)}, ${yLabel} = ${num(yv)}: ${fmt(v)}${Number.isFinite(r.ci95) ? ` ± ${fmt(displayValue(r.measure, r.ci95))}` : ''} (n = ${r.n})`}</title>
          </g>
        );
      })}
      {xs.map((v) => (
        <text key={v} x={(x(v) ?? 0) + x.bandwidth() / 2} y={height - M.bottom + 16} textAnchor="middle" className="xr__tick">
          {num(v)}
        </text>
      ))}
      {ys.map((v) => (
        <text key={v} x={M.left - 6} y={(y(v) ?? 0) + y.bandwidth() / 2 + 4} textAnchor="end" className="xr__tick">
          {num(v)}
        </text>
      ))}
      <text x={(M.left + width - M.right) / 2} y={height - 6} textAnchor="middle" className="xr__axis">
        {xLabel}
      </text>
      <text transform={`translate(14,${(M.top + height - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" className="xr__axis">
        {yLabel}
      </text>
      <rect x={width - M.right + 16} y={M.top} width={14} height={height - M.top - M.bottom} fill="url(#xr-ramp)" />
      {[0, 0.5, 1].map((f) => (
        <text key={f} x={width - M.right + 34} y={rampY(f) + 4} className="xr__tick">
          {fmt(lo + f * (hi - lo))}
        </text>
      ))}
    </svg>
  );
}
