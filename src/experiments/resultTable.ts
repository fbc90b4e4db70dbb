// A sweep's results as rows (one per series, point and measure): ours as mean ± 95 % CI, and for a
// paper experiment ns-2's values and the paper's beside them. The CLI prints them, the page draws
// and exports them; both read the same rows.
import { experimentPlan, paperValue, type Experiment, type ModelCurve, type Profile, type RunSettings } from './catalogue';
import { measureInfo, type MeasureKey } from './measures';
import { ns2Value } from './reference';
import { aggregateResults, type RunResult, type SweepPlan } from './sweep';
import type { ValidationReport } from './validation/types';

export interface ResultRow {
  /** The plan's series id (for an experiment, `<profile>:<series>`). */
  series: string;
  seriesLabel: string;
  profile?: Profile;
  point: string;
  x: number;
  pointLabel: string;
  measure: MeasureKey;
  n: number;
  mean: number;
  ci95: number;
  ns2?: { n: number; mean: number; ci95: number };
  paper?: number;
}

/** Rows of a custom sweep (or any plan): ours only. */
export function planRows(plan: SweepPlan, results: readonly RunResult[]): ResultRow[] {
  return aggregateResults(plan, results).map(({ series, point, measure, agg }) => {
    const s = plan.series[series];
    const p = s.points[point];
    return { series: s.id, seriesLabel: s.label, point: p.id, x: p.x, pointLabel: p.label, measure, n: agg.n, mean: agg.mean, ci95: agg.ci95 };
  });
}

/** Rows of experiment `e` run with `settings`, with ns-2's values (from `report`) and the paper's. */
export function experimentRows(e: Experiment, settings: RunSettings, results: readonly RunResult[], report?: ValidationReport): ResultRow[] {
  const plan = experimentPlan(e, settings);
  return planRows(plan, results).map((row) => {
    const colon = row.series.indexOf(':');
    const profile = row.series.slice(0, colon) as Profile;
    const seriesId = row.series.slice(colon + 1);
    const point = e.series.find((s) => s.id === seriesId)?.points.find((p) => p.id === row.point);
    // ns-2 ran the papers' way: its values stand beside the ns2 profile.
    const ns2 = report && profile === 'ns2' ? ns2Value(report, e, seriesId, row.point, row.measure) : undefined;
    const paper = paperValue(point?.paper, row.measure);
    return {
      ...row,
      profile,
      ...(ns2 ? { ns2: { n: ns2.n, mean: ns2.mean, ci95: ns2.ci95 } } : {}),
      ...(paper !== undefined ? { paper } : {}),
    };
  });
}

/** How far a model drawn on a panel is from the measurement it stands beside, over the points drawn. */
export interface ModelGap {
  model: MeasureKey;
  measured: MeasureKey;
  /** Points (series × x) with both values. */
  points: number;
  /** model / measured: the smallest, the largest and the geometric mean over those points. */
  minRatio: number;
  maxRatio: number;
  meanRatio: number;
}

/**
 * Model / measured over every point where both are drawn, for each model measure among `measures`
 * (beside `goodput:<class>` of the same class): the caption's "measured, not assumed" numbers.
 */
export function modelGaps(rows: readonly ResultRow[], measures: readonly MeasureKey[]): ModelGap[] {
  const out: ModelGap[] = [];
  for (const model of measures) {
    if (!measureInfo(model).model) continue;
    const measured = `goodput:${model.slice(model.indexOf(':') + 1)}`;
    const ratios: number[] = [];
    for (const r of rows) {
      if (r.measure !== model || !(r.mean > 0)) continue;
      const m = rows.find((q) => q.measure === measured && q.series === r.series && q.point === r.point);
      if (m && m.mean > 0) ratios.push(r.mean / m.mean);
    }
    if (ratios.length === 0) continue;
    out.push({
      model,
      measured,
      points: ratios.length,
      minRatio: Math.min(...ratios),
      maxRatio: Math.max(...ratios),
      meanRatio: Math.exp(ratios.reduce((a, x) => a + Math.log(x), 0) / ratios.length),
    });
  }
  return out;
}

/** How often the measurement falls inside a model's band (Vegas: between its α and β edges). */
export interface BandHits {
  measured: MeasureKey;
  inside: number;
  points: number;
}

/** For each class drawn with both Vegas edges beside its goodput: the points where low ≤ goodput ≤ high. */
export function bandHits(rows: readonly ResultRow[], measures: readonly MeasureKey[]): BandHits[] {
  const out: BandHits[] = [];
  for (const low of measures.filter((m) => m.startsWith('vegasLow:'))) {
    const cls = low.slice(low.indexOf(':') + 1);
    const high = `vegasHigh:${cls}`;
    const measured = `goodput:${cls}`;
    if (!measures.includes(high) || !measures.includes(measured)) continue;
    let inside = 0;
    let points = 0;
    for (const r of rows) {
      if (r.measure !== measured || !Number.isFinite(r.mean)) continue;
      const at = (m: string) => rows.find((q) => q.measure === m && q.series === r.series && q.point === r.point)?.mean ?? NaN;
      const [lo, hi] = [at(low), at(high)];
      if (!Number.isFinite(lo) || !Number.isFinite(hi)) continue;
      points++;
      if (r.mean >= lo && r.mean <= hi) inside++;
    }
    if (points) out.push({ measured, inside, points });
  }
  return out;
}

const num = (v: number | undefined): string => (v === undefined || !Number.isFinite(v) ? '' : String(Number(v.toPrecision(6))));
const quote = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The rows as CSV (header line first; empty cells where a value is missing). The `model` column
 * names the model of a row that is one (a model evaluated on each run: its mean over the seeds);
 * closed-form `curves` follow as rows of their own (series = the curve, no n, no interval).
 */
export function rowsToCsv(rows: readonly ResultRow[], curves: readonly ModelCurve[] = []): string {
  const head = ['series', 'profile', 'point', 'x', 'measure', 'n', 'mean', 'ci95', 'ns2_n', 'ns2_mean', 'ns2_ci95', 'paper', 'model'];
  const lines = rows.map((r) =>
    [
      quote(r.seriesLabel),
      r.profile ?? '',
      quote(r.pointLabel),
      num(r.x),
      quote(r.measure),
      String(r.n),
      num(r.mean),
      num(r.ci95),
      r.ns2 ? String(r.ns2.n) : '',
      num(r.ns2?.mean),
      num(r.ns2?.ci95),
      num(r.paper),
      quote(measureInfo(r.measure).model?.name ?? ''),
    ].join(','),
  );
  const curveLines = curves.flatMap((c) => c.points.map((p) => [quote(c.label), '', '', num(p.x), quote(c.measure), '', num(p.y), '', '', '', '', '', quote(c.label)].join(',')));
  return [head.join(','), ...lines, ...curveLines].join('\n') + '\n';
}
