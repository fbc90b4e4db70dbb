// How the flows' goodputs are spread, for the many-flows view: a histogram of the flows'
// goodput over the measurement window, each bar stacked by variant class in the class's colour,
// with the fair share (link rate / flows) marked, and a legend naming the classes by colour. A fair
// outcome is one tall bar at the mark.
import { bin, max } from 'd3';
import type { FlowClass } from './lab/flowClasses';
import { flowColor } from './theme';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatRate as formatRateIn } from './i18n/format';
import type { Locale } from './i18n/locales';

export interface GoodputHistogramProps {
  classes: readonly FlowClass[];
  /** A flow's goodput, bit/s (undefined: not in the summary yet). */
  goodputOf: (flow: number) => number | undefined;
  fairShareBps?: number;
  /** Number of bins (default 20). */
  bins?: number;
  width?: number;
  height?: number;
}

const M = { top: 8, right: 12, bottom: 30, left: 36 };

export function GoodputHistogram({ classes, goodputOf, fairShareBps, bins = 20, width = 560, height = 150 }: GoodputHistogramProps) {
  const points = classes.flatMap((c) => c.members.flatMap((m) => {
    const g = goodputOf(m);
    return g === undefined || !Number.isFinite(g) ? [] : [{ cls: c.ordinal, g }];
  }));
  const { t, i18n } = useLingui();
  const formatRate = (bps: number) => formatRateIn(i18n.locale as Locale, bps);
  if (points.length === 0) return null;
  const top = Math.max(max(points, (p) => p.g) ?? 0, fairShareBps ?? 0, 1) * 1.02;
  const bucket = bin<{ cls: number; g: number }, number>()
    .value((p) => p.g)
    .domain([0, top])
    .thresholds(Array.from({ length: bins - 1 }, (_, k) => ((k + 1) * top) / bins));
  const buckets = bucket(points);
  const tallest = Math.max(1, ...buckets.map((b) => b.length));
  const w = width - M.left - M.right;
  const h = height - M.top - M.bottom;
  const x = (v: number) => M.left + (v / top) * w;
  const y = (n: number) => M.top + h - (n / tallest) * h;
  const ticks = [0, top / 4, top / 2, (3 * top) / 4];
  const order = classes.map((c) => c.ordinal);
  const binTitle = (n: number, from: string, to: string) => t`${plural(n, { one: '# flow', other: '# flows' })} between ${from} and ${to}`;
  const described = classes
    .map((c) => {
      const gs = c.members.map(goodputOf).filter((g): g is number => g !== undefined);
      const cls = c.label;
      const low = formatRate(Math.min(...gs));
      const high = formatRate(Math.max(...gs));
      return gs.length ? t`${cls}: ${plural(gs.length, { one: '# flow', other: '# flows' })} from ${low} to ${high}` : '';
    })
    .filter(Boolean)
    .join('; ');
  const fairText = fairShareBps ? formatRate(fairShareBps) : '';
  return (
    <figure className="histogram">
      <figcaption className="histogram__title">{t`Goodput of each flow: how many flows got how much`}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width }}
        role="img"
        aria-label={fairShareBps ? t`Histogram of goodput per flow. ${described}. Fair share ${fairText}.` : t`Histogram of goodput per flow. ${described}.`}
      >
        {buckets.map((b, k) => {
          let stacked = 0;
          return order.map((ord) => {
            const n = b.filter((p) => p.cls === ord).length;
            if (n === 0) return null;
            const y0 = y(stacked);
            stacked += n;
            const y1 = y(stacked);
            return (
              <rect key={`${k}-${ord}`} x={x(b.x0 ?? 0) + 0.5} width={Math.max(1, x(b.x1 ?? 0) - x(b.x0 ?? 0) - 1)} y={y1} height={y0 - y1} fill={flowColor(ord)}>
                <title>{binTitle(n, formatRate(b.x0 ?? 0), formatRate(b.x1 ?? 0))}</title>
              </rect>
            );
          });
        })}
        <line x1={M.left} x2={M.left + w} y1={M.top + h} y2={M.top + h} stroke="currentColor" />
        {ticks.map((v) => (
          <text key={v} x={x(v)} y={M.top + h + 14} textAnchor="middle" fontSize="11" fill="currentColor">
            {formatRate(v)}
          </text>
        ))}
        <text x={M.left - 6} y={M.top + 8} textAnchor="end" fontSize="11" fill="currentColor">
          {tallest}
        </text>
        <text x={M.left - 6} y={M.top + h} textAnchor="end" fontSize="11" fill="currentColor">
          0
        </text>
        <text x={M.left + w} y={height - 2} textAnchor="end" fontSize="11" fill="currentColor">
          {t`goodput per flow → (flows ↑)`}
        </text>
        {fairShareBps !== undefined && fairShareBps <= top && (
          <g>
            <line x1={x(fairShareBps)} x2={x(fairShareBps)} y1={M.top} y2={M.top + h} stroke="currentColor" strokeDasharray="6 4" />
            <text x={x(fairShareBps) + 4} y={M.top + 10} fontSize="11" fill="currentColor">
              {t`fair share`}
            </text>
          </g>
        )}
      </svg>
      <ul className="legend histogram__legend" aria-label={t`Classes`}>
        {classes.map((c) => (
          <li key={c.variant} className="legend__item">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" fill={flowColor(c.ordinal)} />
            </svg>
            {c.label} ({plural(c.members.length, { one: '# flow', other: '# flows' })})
          </li>
        ))}
      </ul>
    </figure>
  );
}
