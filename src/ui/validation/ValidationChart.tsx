// A small chart per validation configuration: each class's value at each point, ours (filled
// circle) beside ns-2 (open circle) and the paper (diamond), on one axis from zero. A pure function
// of the report's numbers; D3 supplies the scales and ticks, React draws the SVG.
import { scaleBand, scaleLinear } from 'd3';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { ConfigReport } from '../../experiments/validation/types';
import { flowColor } from '../theme';

const W = 640;
const H = 210;
const M = { top: 12, right: 12, bottom: 34, left: 56 };

export interface ChartMark {
  point: string;
  cls: string;
  source: 'ours' | 'ns-2' | 'paper';
  value: number;
}

/** The words every label starts with (whole words, with their trailing space), '' if none or one label. */
export function sharedWords(labels: readonly string[]): string {
  if (labels.length < 2) return '';
  let n = 0;
  while (labels.every((l) => n < l.length && l[n] === labels[0][n])) n++;
  const cut = labels[0].lastIndexOf(' ', n - 1);
  return cut < 0 ? '' : labels[0].slice(0, cut + 1);
}

/** The marks of a configuration's chart, in display units (kb/s, or KB/s for transfers); missing values are left out. */
export function chartMarks(g: ConfigReport): ChartMark[] {
  const scale = g.metric === 'transfer' ? 1 / 8 / 1024 : 1 / 1000;
  const out: ChartMark[] = [];
  for (const p of g.points) {
    for (const c of g.classes) {
      const add = (source: ChartMark['source'], bps: number | undefined) => {
        if (bps !== undefined && Number.isFinite(bps)) out.push({ point: p.label, cls: c, source, value: bps * scale });
      };
      add('ours', p.ours.classes[c]?.goodputBps.mean);
      add('ns-2', p.ns2?.classes[c]?.goodputBps.mean);
      add('paper', p.paper?.goodputBps?.[c]);
    }
  }
  return out;
}

function Mark({ m, x, y, color, source, locale }: { m: ChartMark; x: number; y: number; color: string; source: string; locale: Locale }) {
  const title = <title>{`${m.point}, ${m.cls}, ${source}: ${formatNumber(locale, Number(m.value.toFixed(1)), 12)}`}</title>;
  if (m.source === 'paper') {
    return (
      <path d={`M${x},${y - 5}L${x + 5},${y}L${x},${y + 5}L${x - 5},${y}Z`} fill="#fff" stroke={color} strokeWidth={1.5}>
        {title}
      </path>
    );
  }
  return (
    <circle cx={x} cy={y} r={4} fill={m.source === 'ours' ? color : '#fff'} stroke={color} strokeWidth={1.5}>
      {title}
    </circle>
  );
}

/** How the chart names configurations, points and classes (the reader's language; English by default). */
export interface ChartLabels {
  config: (configId: string, english: string) => string;
  point: (configId: string, pointId: string, english: string) => string;
  cls: (name: string) => string;
}

const ENGLISH: ChartLabels = { config: (_id, e) => e, point: (_c, _p, e) => e, cls: (c) => c };

export function ValidationChart({ config: g, labels = ENGLISH }: { config: ConfigReport; labels?: ChartLabels }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const sourceName: Record<ChartMark['source'], string> = { ours: t`ours`, 'ns-2': 'ns-2', paper: t`paper` };
  const marks = chartMarks(g);
  if (marks.length === 0) return null;
  const unit = g.metric === 'transfer' ? 'KB/s' : 'kb/s';
  const points = g.points.map((p) => p.label);
  const shownPoints = g.points.map((p) => labels.point(g.id, p.id, p.label));
  const shownPoint = new Map(points.map((p, i) => [p, shownPoints[i]]));
  const x = scaleBand<string>().domain(points).range([M.left, W - M.right]).paddingInner(0.2).paddingOuter(0.1);
  const cls = scaleBand<string>().domain(g.classes).range([0, x.bandwidth()]).padding(0.15);
  const src = scaleBand<string>().domain(['ours', 'ns-2', 'paper']).range([0, cls.bandwidth()]).padding(0.2);
  const y = scaleLinear()
    .domain([0, Math.max(...marks.map((m) => m.value)) * 1.05])
    .nice()
    .range([H - M.bottom, M.top]);
  const showLabels = points.length <= 8;
  // Crowded ticks show what differs between the labels (`x2 = 1 ms`, `x2 = 10 ms` → `1 ms`, `10 ms`).
  const shared = sharedWords(shownPoints);
  const label = labels.config(g.id, g.label);
  const desc = g.metric === 'transfer' ? t`${label}: throughput per class at each point, ours, ns-2 and the paper.` : t`${label}: goodput per class at each point, ours, ns-2 and the paper.`;
  return (
    <figure className="vr__chart">
      {/* Left to right in every language, as KeepLtr keeps the lab's charts: the axis grows to the right, ticks anchor as drawn. */}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={desc} direction="ltr">
        {y.ticks(5).map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="var(--grid)" />
            <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="vr__tick">
              {formatNumber(locale, t, 12)}
            </text>
          </g>
        ))}
        <text transform={`translate(14,${(H - M.bottom + M.top) / 2}) rotate(-90)`} textAnchor="middle" className="vr__tick">
          {unit}
        </text>
        {points.map((p, i) => (
          <text key={p} x={(x(p) ?? 0) + x.bandwidth() / 2} y={H - M.bottom + 16} textAnchor="middle" className="vr__tick">
            {showLabels ? shownPoints[i] : i === 0 || i === points.length - 1 || i % 3 === 0 ? shownPoints[i].slice(shared.length) : ''}
          </text>
        ))}
        {marks.map((m, i) => {
          const cx = (x(m.point) ?? 0) + (cls(m.cls) ?? 0) + (src(m.source) ?? 0) + src.bandwidth() / 2;
          return (
            <Mark
              key={i}
              m={{ ...m, point: shownPoint.get(m.point) ?? m.point, cls: labels.cls(m.cls) }}
              x={cx}
              y={y(m.value)}
              color={flowColor(g.classes.indexOf(m.cls))}
              source={sourceName[m.source]}
              locale={locale}
            />
          );
        })}
      </svg>
      <figcaption className="vr__legend">
        {g.classes.map((c, i) => (
          <span key={c}>
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" fill={flowColor(i)} />
            </svg>{' '}
            {labels.cls(c)}
          </span>
        ))}
        <span>
          ● <Trans>ours</Trans>
        </span>
        {g.target !== 'none' && <span>○ ns-2</span>}
        <span>
          ◇ <Trans>paper</Trans>
        </span>
      </figcaption>
    </figure>
  );
}
