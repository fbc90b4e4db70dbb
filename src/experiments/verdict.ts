// What an experiment's results say, as facts a sentence can state: ours against ns-2.35, against
// the paper and against the models, computed from the rows the page draws (never written by hand).
// verdictText.ts turns these facts into the sentences a student reads.
import { defaultProfile, type Experiment } from './catalogue';
import { isModelMeasure, measureInfo, type MeasureKey } from './measures';
import { paperCite } from './papers';
import { bandHits, modelGaps, type ResultRow } from './resultTable';

/**
 * Two values this close, relative to the reference, are the same number: loss-free runs of both
 * simulators agree packet for packet, so their means agree to every digit a page shows.
 */
export const EQUAL_REL = 1e-4;
/** Within this (relative) a difference is small: the validation's target for lossy means against ns-2. */
export const CLOSE_REL = 0.1;

/** One value of ours beside a reference value (ns-2.35's or the paper's) at the same point and measure. */
export interface Gap {
  seriesLabel: string;
  pointLabel: string;
  x: number;
  measure: MeasureKey;
  ours: number;
  other: number;
  /** |ours − other| / |other| (for a count, over at least 1: relGap). */
  rel: number;
}

/**
 * equal: every value the same number; within-noise: every difference inside the two 95 %
 * intervals combined; close: every value within CLOSE_REL; differs: some value beyond it.
 */
export type Agreement = 'equal' | 'within-noise' | 'close' | 'differs';

/** One configuration (series) of ours against ns-2.35 or the paper. */
export interface SeriesComparison {
  seriesLabel: string;
  /** Values compared (points × measures). */
  values: number;
  /** Distinct points (x values) among them. */
  points: number;
  agreement: Agreement;
  /** Values whose difference lies inside the combined 95 % interval (0 where neither side has one). */
  insideCi: number;
  /** The largest relative difference. */
  largest: Gap;
}

/** A model drawn on a panel against the measurement beside it. */
export type ModelFinding =
  | { kind: 'ratio'; model: string; measured: MeasureKey; series: string[]; points: number; minRatio: number; maxRatio: number }
  | { kind: 'band'; model: string; measured: MeasureKey; series: string[]; points: number; inside: number };

export interface Verdict {
  /** not-run: nothing to compare yet; partial: some runs of the sweep; done: all of them. */
  state: 'not-run' | 'partial' | 'done';
  runsDone: number;
  runsTotal: number;
  /** "Tsang & Chang (2003)" and where in the paper ("Tables 3 and 4"). */
  paper: { cite: string; source: string };
  /** What the page compares, known before any run. */
  compares: { ns2: boolean; paper: boolean; models: string[] };
  /** Each configuration with ns-2.35 values, in the plan's order. */
  ns2: SeriesComparison[];
  /** Configurations run that have no ns-2.35 values (e.g. Vegas+). */
  noNs2: string[];
  /** Each configuration with paper values, ours against the paper. */
  paperVsOurs: SeriesComparison[];
  /** The same values of ns-2.35 against the paper, where ns-2.35 has them. */
  paperVsNs2: SeriesComparison[];
  models: ModelFinding[];
  /** The measured reason for a disagreement with the paper, shown only when the data disagree. */
  paperReason?: string;
  /** The measured reason for a model's distance from ours, shown only when some model is more than CLOSE_REL off. */
  modelReason?: string;
}

/**
 * |ours − other| relative to the reference; a count (packets, timeouts) relative to at least one,
 * so 0.0 against 0.1 retransmitted packets is not a "100 %" disagreement.
 */
function relGap(measure: MeasureKey, ours: number, other: number): number {
  const info = measureInfo(measure);
  const floor = info.unit === 'packets' || measure.startsWith('timeouts:') ? 1 : 0;
  const base = Math.max(Math.abs(other), floor);
  return base === 0 ? (ours === 0 ? 0 : Infinity) : Math.abs(ours - other) / base;
}

/**
 * Rows of ours (measurements, not models) in the experiment's default profile: ns2 for the papers'
 * experiments, what ns-2.35 and the paper stand beside; the standard profile for one that runs only there.
 */
const comparable = (e: Experiment, rows: readonly ResultRow[]): ResultRow[] =>
  rows.filter((r) => (r.profile === undefined || r.profile === defaultProfile(e)) && !isModelMeasure(r.measure) && Number.isFinite(r.mean));

function compareSeries(rows: readonly ResultRow[], other: (r: ResultRow) => { mean: number; ci95: number } | undefined): SeriesComparison[] {
  const bySeries = new Map<string, { label: string; gaps: Gap[]; inside: number; settled: number; points: Set<number> }>();
  for (const r of rows) {
    const o = other(r);
    if (!o || !Number.isFinite(o.mean)) continue;
    const s = bySeries.get(r.series) ?? { label: r.seriesLabel, gaps: [], inside: 0, settled: 0, points: new Set<number>() };
    bySeries.set(r.series, s);
    const gap: Gap = { seriesLabel: r.seriesLabel, pointLabel: r.pointLabel, x: r.x, measure: r.measure, ours: r.mean, other: o.mean, rel: relGap(r.measure, r.mean, o.mean) };
    s.gaps.push(gap);
    s.points.add(r.x);
    const halves = [r.ci95, o.ci95].filter(Number.isFinite);
    const inside = halves.length > 0 && Math.abs(r.mean - o.mean) <= Math.hypot(...halves);
    if (inside) s.inside++;
    if (inside || gap.rel <= EQUAL_REL) s.settled++;
  }
  return [...bySeries.values()].map(({ label, gaps, inside, settled, points }) => {
    const largest = gaps.reduce((a, g) => (g.rel > a.rel ? g : a));
    const agreement: Agreement =
      largest.rel <= EQUAL_REL ? 'equal' : settled === gaps.length ? 'within-noise' : largest.rel <= CLOSE_REL ? 'close' : 'differs';
    return { seriesLabel: label, values: gaps.length, points: points.size, agreement, insideCi: inside, largest };
  });
}

/** Linear interpolation of a curve at x; NaN outside it. */
function curveAt(points: readonly { x: number; y: number }[], x: number): number {
  for (let i = 0; i < points.length; i++) {
    if (points[i].x === x) return points[i].y;
    if (i > 0 && points[i - 1].x < x && x < points[i].x) {
      const [a, b] = [points[i - 1], points[i]];
      return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    }
  }
  return NaN;
}

function modelFindings(e: Experiment, rows: readonly ResultRow[]): ModelFinding[] {
  const defaultRows = rows.filter((r) => r.profile === undefined || r.profile === defaultProfile(e));
  const out: ModelFinding[] = [];
  const seriesOf = (rs: readonly ResultRow[], measure: MeasureKey) => [...new Set(rs.filter((r) => r.measure === measure && Number.isFinite(r.mean)).map((r) => r.seriesLabel))];
  for (const panel of e.figure.panels) {
    const inPanel = defaultRows.filter((r) => !panel.series || panel.series.includes(r.series.slice(r.series.indexOf(':') + 1)));
    const bands = bandHits(inPanel, panel.measures);
    for (const b of bands) out.push({ kind: 'band', model: 'vegasBand', measured: b.measured, series: seriesOf(inPanel, b.measured), points: b.points, inside: b.inside });
    for (const g of modelGaps(inPanel, panel.measures)) {
      // A model whose band is already stated above is not stated again edge by edge.
      if (bands.some((b) => b.measured === g.measured) && /^vegas(Low|High):/.test(g.model)) continue;
      out.push({ kind: 'ratio', model: g.model, measured: g.measured, series: seriesOf(inPanel, g.model), points: g.points, minRatio: g.minRatio, maxRatio: g.maxRatio });
    }
  }
  // Closed-form curves of a goodput (De Vendictis's model): the curve at each point over ours.
  for (const c of e.figure.models ?? []) {
    if (!c.measure.startsWith('goodput:')) continue;
    const ratios: number[] = [];
    const series = new Set<string>();
    for (const r of comparable(e, rows)) {
      if (r.measure !== c.measure) continue;
      const m = curveAt(c.points, r.x);
      if (Number.isFinite(m) && r.mean > 0) {
        ratios.push(m / r.mean);
        series.add(r.seriesLabel);
      }
    }
    if (ratios.length) out.push({ kind: 'ratio', model: `${paperCite(e.paper)}'s model`, measured: c.measure, series: [...series], points: ratios.length, minRatio: Math.min(...ratios), maxRatio: Math.max(...ratios) });
  }
  return out;
}

/** The model names an experiment draws, for the not-yet-run verdict. */
function modelNames(e: Experiment): string[] {
  const names = new Set<string>();
  for (const p of e.figure.panels) {
    for (const m of p.measures) {
      if (m.startsWith('mathis:')) names.add('Mathis et al. (1997)');
      if (m.startsWith('padhye:')) names.add('Padhye et al. (1998)');
      if (m.startsWith('vegasLow:') || m.startsWith('vegasHigh:')) names.add("Vegas's equilibrium α_j/(RTT − BaseRTT)");
    }
  }
  for (const c of e.figure.models ?? []) if (c.measure.startsWith('goodput:')) names.add(`${paperCite(e.paper)}'s model`);
  return [...names];
}

/**
 * The verdict on `allRows` (the page's rows for the runs done so far) of experiment `e`, over the
 * values its panels draw, with `runsDone` of `runsTotal` runs finished.
 */
export function buildVerdict(e: Experiment, allRows: readonly ResultRow[], runsDone: number, runsTotal: number): Verdict {
  // Only what some panel draws: the verdict speaks of the marks on screen.
  const rows = allRows.filter((r) => e.figure.panels.some((p) => p.measures.includes(r.measure) && (!p.series || p.series.includes(r.series.slice(r.series.indexOf(':') + 1)))));
  const ours = comparable(e, rows);
  const compares = {
    ns2: e.caseId !== null,
    paper: e.series.some((s) => s.points.some((p) => p.paper)),
    models: modelNames(e),
  };
  const state: Verdict['state'] = ours.length === 0 || runsDone === 0 ? 'not-run' : runsDone < runsTotal ? 'partial' : 'done';
  const ns2 = compareSeries(ours, (r) => r.ns2);
  const withNs2 = new Set(ns2.map((s) => s.seriesLabel));
  const noNs2 = [...new Set(ours.map((r) => r.seriesLabel))].filter((l) => !withNs2.has(l));
  const paperRows = ours.filter((r) => r.paper !== undefined);
  const paperVsOurs = compareSeries(paperRows, (r) => ({ mean: r.paper!, ci95: NaN }));
  const paperVsNs2 = compareSeries(
    paperRows.filter((r) => r.ns2).map((r) => ({ ...r, mean: r.ns2!.mean, ci95: r.ns2!.ci95 })),
    (r) => ({ mean: r.paper!, ci95: NaN }),
  );
  const paperDiffers = paperVsOurs.some((s) => s.agreement === 'differs');
  const models = state === 'not-run' ? [] : modelFindings(e, rows);
  const modelOff = models.some((f) => (f.kind === 'band' ? f.inside < f.points : Math.max(f.maxRatio, 1 / f.minRatio) > 1 + CLOSE_REL));
  return {
    state,
    runsDone,
    runsTotal,
    paper: { cite: paperCite(e.paper), source: e.source },
    compares,
    ns2: state === 'not-run' ? [] : ns2,
    noNs2: state === 'not-run' || !compares.ns2 ? [] : noNs2,
    paperVsOurs: state === 'not-run' ? [] : paperVsOurs,
    paperVsNs2: state === 'not-run' ? [] : paperVsNs2,
    models,
    ...(state !== 'not-run' && paperDiffers && e.reasons?.paper ? { paperReason: e.reasons.paper } : {}),
    ...(modelOff && e.reasons?.model ? { modelReason: e.reasons.model } : {}),
  };
}
