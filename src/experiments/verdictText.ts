// The sentences of an experiment's verdict (verdict.ts): a headline of a sentence or two (ours
// against ns-2.35, against the paper, the measured reason; the models), and a line per
// configuration for a reader who wants the detail. Every number comes from the verdict's facts.
import { measureInfo, type MeasureKey } from './measures';
import { CLOSE_REL, type Gap, type ModelFinding, type SeriesComparison, type Verdict } from './verdict';

export interface VerdictText {
  /** One to four sentences: ns-2.35, the paper (and why, where known), the models. */
  headline: string[];
  /** Which headline sentences give the measured reason for a disagreement (the page links them to the validation report). */
  reasons: ReadonlySet<number>;
  /** One line per configuration compared, then per model. */
  details: string[];
}

/** A measure's value as the page writes it: goodput in kb/s, an index to 3 decimals. */
export function formatValue(measure: MeasureKey, v: number): string {
  const unit = measureInfo(measure).unit;
  if (unit === 'bps') {
    const kb = v / 1000;
    return `${Math.abs(kb) >= 100 ? kb.toFixed(0) : kb.toFixed(1)} kb/s`;
  }
  if (unit === 's') return `${(v * 1000).toFixed(0)} ms`;
  if (unit === 'packets') return v.toFixed(1);
  if (measure === 'jain') return v.toFixed(3);
  return v.toFixed(2);
}

const measureName = (m: MeasureKey): string => (m === 'jain' ? 'JFI' : m.includes(':') ? measureInfo(m).label : m);

/** "54 %", and "under 1 %" where it rounds to nothing. */
const pct = (rel: number): string => (rel < 0.005 ? 'under 1 %' : `${Math.round(rel * 100)} %`);

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "goodput of a long flow at x2 = 60 ms: 878 kb/s against 569 kb/s". */
function where(g: Gap, otherName: string): string {
  return `${measureName(g.measure)} at ${g.pointLabel}: ours ${formatValue(g.measure, g.ours)}, ${otherName} ${formatValue(g.measure, g.other)}`;
}

const largestOf = (xs: readonly SeriesComparison[]): SeriesComparison => xs.reduce((a, s) => (s.largest.rel > a.largest.rel ? s : a));

function ns2Sentence(v: Verdict): string | null {
  if (!v.compares.ns2) return 'ns-2.35 was not run on this experiment, so only our engine’s results are shown.';
  if (v.ns2.length === 0) return v.noNs2.length ? `ns-2.35 has no values for ${listOf(v.noNs2)}.` : null;
  const by = (a: SeriesComparison['agreement']) => v.ns2.filter((s) => s.agreement === a);
  const parts: string[] = [];
  const equal = by('equal');
  if (equal.length) {
    const values = equal.reduce((n, s) => n + s.values, 0);
    parts.push(
      equal.length === v.ns2.length
        ? `Our engine equals ns-2.35 at every point (${plural(values, 'value')} compared)`
        : `Our engine equals ns-2.35 at every point of ${listOf(equal.map((s) => s.seriesLabel))}`,
    );
  }
  const noisy = by('within-noise');
  if (noisy.length) {
    const big = largestOf(noisy);
    const who = listOf(noisy.map((s) => s.seriesLabel));
    parts.push(
      parts.length
        ? `${who} agree${noisy.length === 1 ? 's' : ''} with it within the runs' scatter (the 95 % intervals; largest difference ${pct(big.largest.rel)})`
        : `Our engine agrees with ns-2.35 within the runs' scatter for ${who} (the 95 % intervals; largest difference ${pct(big.largest.rel)})`,
    );
  }
  for (const s of by('close')) {
    const outside = s.values - s.insideCi;
    parts.push(
      parts.length
        ? `${s.seriesLabel} is within ${pct(s.largest.rel)} of it (outside the 95 % intervals at ${outside} of ${s.values} values)`
        : `For ${s.seriesLabel} our engine is within ${pct(s.largest.rel)} of ns-2.35 (outside the 95 % intervals at ${outside} of ${s.values} values)`,
    );
  }
  for (const s of by('differs')) {
    parts.push(`${parts.length ? s.seriesLabel : `For ${s.seriesLabel} our engine`} differs from ns-2.35 by up to ${pct(s.largest.rel)} (${where(s.largest, 'ns-2.35')})`);
  }
  const tail = v.noNs2.length ? ` ns-2.35 has no values for ${listOf(v.noNs2)}.` : '';
  return `${parts.join('; ')}.${tail}`;
}

function paperSentence(v: Verdict): string | null {
  const paper = `${v.paper.source} of ${v.paper.cite}`;
  if (!v.compares.paper) return `${v.paper.cite} gives no value at these points to compare with.`;
  if (v.paperVsOurs.length === 0) return null;
  const ours = largestOf(v.paperVsOurs);
  const ns2 = v.paperVsNs2.length ? largestOf(v.paperVsNs2) : null;
  if (ours.largest.rel <= CLOSE_REL) {
    const also = ns2 ? (ns2.largest.rel <= CLOSE_REL ? ', and so is ns-2.35' : `; ns-2.35 differs from it by up to ${pct(ns2.largest.rel)}`) : '';
    return `Our engine is within ${pct(ours.largest.rel)} of ${paper} at every point it gives${also}.`;
  }
  const near = v.paperVsOurs.filter((s) => s.largest.rel <= CLOSE_REL).map((s) => s.seriesLabel);
  const nearText = near.length ? ` ${listOf(near)} ${near.length === 1 ? 'is' : 'are'} within ${pct(largestOf(v.paperVsOurs.filter((s) => near.includes(s.seriesLabel))).largest.rel)} of it.` : '';
  const at = `(${ours.seriesLabel}, ${where(ours.largest, 'the paper')})`;
  if (ns2 && ns2.largest.rel > CLOSE_REL) {
    const same = pct(ns2.largest.rel) === pct(ours.largest.rel);
    return `Our engine and ns-2.35 both differ from ${paper} by up to ${same ? pct(ours.largest.rel) : `${pct(ours.largest.rel)} and ${pct(ns2.largest.rel)}`} ${at}.${nearText}`;
  }
  const ns2Part = ns2 ? `, while ns-2.35 is within ${pct(ns2.largest.rel)} of it` : '';
  return `Our engine differs from ${paper} by up to ${pct(ours.largest.rel)} ${at}${ns2Part}.${nearText}`;
}

/** The models evaluated on each run, as a sentence names them. */
const MODEL_NAMES: Record<string, string> = {
  mathis: 'Mathis et al. (1997)',
  padhye: 'Padhye et al. (1998)',
  vegasLow: "Vegas's equilibrium α/(RTT − BaseRTT)",
  vegasHigh: "Vegas's equilibrium β/(RTT − BaseRTT)",
};

function modelPhrase(f: ModelFinding): string {
  const measured = measureName(f.measured);
  const on = f.series.length ? ` (${listOf(f.series)})` : '';
  if (f.kind === 'band') return `the ${measured}${on} lies inside Vegas's equilibrium band α/(RTT − BaseRTT) to β/(RTT − BaseRTT) at ${f.inside} of ${plural(f.points, 'point')}`;
  // A model evaluated on each run is named by its measure key; a closed-form curve by its label.
  const name = MODEL_NAMES[f.model.slice(0, f.model.indexOf(':'))] ?? f.model;
  const [lo, hi] = [f.minRatio.toFixed(2), f.maxRatio.toFixed(2)];
  return `${name}${on} is ${lo === hi ? lo : `${lo}–${hi}`} × the measured ${measured}`;
}

/** One finding per model and set of configurations: a model's ratios over several classes (a short and a long flow) become one range. */
export function mergeModels(findings: readonly ModelFinding[]): ModelFinding[] {
  const out: ModelFinding[] = [];
  for (const f of findings) {
    if (f.kind !== 'ratio') {
      out.push(f);
      continue;
    }
    // Only a model evaluated on each run (a measure key) spans classes; each closed-form curve stays its own.
    const kind = f.model.slice(0, f.model.indexOf(':'));
    const same = out.find(
      (o): o is Extract<ModelFinding, { kind: 'ratio' }> =>
        o.kind === 'ratio' && kind in MODEL_NAMES && o.model.startsWith(`${kind}:`) && o.series.join('|') === f.series.join('|') && o.measured.split(':')[0] === f.measured.split(':')[0],
    );
    if (!same) {
      out.push({ ...f });
      continue;
    }
    same.minRatio = Math.min(same.minRatio, f.minRatio);
    same.maxRatio = Math.max(same.maxRatio, f.maxRatio);
    same.points += f.points;
    // Several classes of one measure: the measure's kind, e.g. "goodput" for a short and a long flow.
    if (same.measured !== f.measured) same.measured = same.measured.split(':')[0];
  }
  return out;
}

function seriesLine(label: string, v: Verdict): string | null {
  const n = v.ns2.find((s) => s.seriesLabel === label);
  const p = v.paperVsOurs.find((s) => s.seriesLabel === label);
  const parts: string[] = [];
  if (n) {
    const head = `ns-2.35 at ${plural(n.values, 'value')} (${plural(n.points, 'point')})`;
    parts.push(
      n.agreement === 'equal'
        ? `${head}: equal at every one`
        : n.agreement === 'within-noise'
          ? `${head}: within the 95 % intervals at every one, largest difference ${pct(n.largest.rel)} (${where(n.largest, 'ns-2.35')})`
          : `${head}: up to ${pct(n.largest.rel)} apart, outside the 95 % intervals at ${n.values - n.insideCi} (${where(n.largest, 'ns-2.35')})`,
    );
  } else if (v.noNs2.includes(label)) {
    parts.push('no ns-2.35 values');
  }
  if (p) parts.push(`the paper at ${plural(p.values, 'value')}: ${p.largest.rel <= CLOSE_REL ? 'within' : 'up to'} ${pct(p.largest.rel)} (${where(p.largest, 'the paper')})`);
  return parts.length ? `${label}: ${parts.join('; ')}.` : null;
}

/** The verdict as sentences. */
export function verdictText(v: Verdict): VerdictText {
  if (v.state === 'not-run') {
    const what = [
      ...(v.compares.ns2 ? ['ns-2.35 (computed ahead on the same scenarios)'] : []),
      ...(v.compares.paper ? [`${v.paper.cite} (${v.paper.source})`] : []),
      ...v.compares.models,
    ];
    return {
      headline: [`Not run yet. When it has run, this compares our engine's results with ${what.length ? listOf(what) : 'nothing else: there is no reference for it'}, and says where they disagree and by how much.`],
      reasons: new Set(),
      details: [],
    };
  }
  const headline: string[] = [];
  const ns2 = ns2Sentence(v);
  if (ns2) headline.push(ns2);
  const paper = paperSentence(v);
  if (paper) headline.push(paper);
  const reasons = new Set<number>();
  if (v.paperReason) reasons.add(headline.push(`Why: ${v.paperReason}`) - 1);
  if (v.models.length) headline.push(`Against the models: ${mergeModels(v.models).map(modelPhrase).join('; ')}.`);
  if (v.modelReason) reasons.add(headline.push(`Why: ${v.modelReason}`) - 1);
  // A sentence that opens with a paper named in lower case ("the … study") starts with a capital; ns-2.35 keeps its name.
  for (let i = 0; i < headline.length; i++) if (!headline[i].startsWith('ns-')) headline[i] = headline[i][0].toUpperCase() + headline[i].slice(1);
  if (v.state === 'partial') headline[0] = `So far (${v.runsDone} of ${v.runsTotal} runs): ${headline[0].replace(/^Our /, 'our ')}`;
  const labels = [...new Set([...v.ns2.map((s) => s.seriesLabel), ...v.noNs2, ...v.paperVsOurs.map((s) => s.seriesLabel)])];
  const details = labels.map((l) => seriesLine(l, v)).filter((l): l is string => l !== null);
  return { headline, reasons, details };
}
