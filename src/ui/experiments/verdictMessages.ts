// An experiment's verdict (verdict.ts's facts) in the reader's language: the page's counterpart of
// src/experiments/verdictText.ts, which stays the English of the command line. The same sentences,
// made of catalogue messages with the locale's plurals, lists and numbers.
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { CLOSE_REL, type Gap, type ModelFinding, type SeriesComparison, type Verdict } from '../../experiments/verdict';
import { mergeModels } from '../../experiments/verdictText';
import { formatPercent } from '../i18n/format';
import { intlLocale, type Locale } from '../i18n/locales';
import { paperCiteText } from './experimentText';
import { measureName, valueText } from './measureText';

export interface VerdictMessages {
  headline: string[];
  /** Which headline sentences give the measured reason for a disagreement (linked to the validation report). */
  reasons: ReadonlySet<number>;
  details: string[];
}

/** "A, B and C" as the locale lists things. */
export function listText(locale: Locale, items: readonly string[]): string {
  const format = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });
  return locale === 'ar' ? rtlIsolated(format.format(items.map(firstStrongIsolated))) : format.format(items);
}

/**
 * Right-to-left text made of names: each name isolated (a configuration such as "Vegas α=1 β=3"
 * keeps its own order), the whole right to left, so a list or a label reads from the right in
 * Arabic even where it holds no Arabic letter of its own.
 */
export const firstStrongIsolated = (s: string): string => `\u2068${s}\u2069`;
export const rtlIsolated = (s: string): string => `\u2067${s}\u2069`;

/** The models evaluated on each run, as a sentence names them, by measure kind. */
const MODEL_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  mathis: msg({ id: 'verdict.model.mathis', message: 'Mathis et al. (1997)' }),
  padhye: msg({ id: 'verdict.model.padhye', message: 'Padhye et al. (1998)' }),
  vegasLow: msg({ id: 'verdict.model.vegasLow', message: "Vegas's equilibrium α/(RTT − BaseRTT)" }),
  vegasHigh: msg({ id: 'verdict.model.vegasHigh', message: "Vegas's equilibrium β/(RTT − BaseRTT)" }),
};

/** The names verdict.ts gives the models an experiment draws (before any run), in the active language. */
function comparedModel(i18n: I18n, name: string, paperId: string): string {
  if (name === 'Mathis et al. (1997)') return i18n._(MODEL_NAMES.mathis);
  if (name === 'Padhye et al. (1998)') return i18n._(MODEL_NAMES.padhye);
  if (name.startsWith("Vegas's equilibrium")) return i18n._(msg({ id: 'verdict.model.vegasBand', message: "Vegas's equilibrium α_j/(RTT − BaseRTT)" }));
  if (name.endsWith("'s model")) return paperModel(i18n, paperId);
  return name;
}

const paperModel = (i18n: I18n, paperId: string): string => i18n._(msg({ id: 'verdict.model.paper', message: `the model of ${paperCiteText(i18n, paperId)}` }));

/** A sentence's first letter as a capital (a paper named in lower case opening it: "the … study"). */
function capitalised(locale: Locale, s: string): string {
  return s ? s[0].toLocaleUpperCase(intlLocale(locale)) + s.slice(1) : s;
}

/**
 * The verdict `v` on experiment `paperId`'s runs as sentences in `i18n`'s language. Labels inside
 * `v` (configurations, points, the paper's source, the reasons) are already the reader's: the page
 * builds the verdict from its translated experiment.
 */
export function verdictMessages(i18n: I18n, v: Verdict, paperId: string): VerdictMessages {
  const locale = i18n.locale as Locale;
  const list = (xs: readonly string[]) => listText(locale, xs);
  const pct = (rel: number): string => (rel < 0.005 ? i18n._(msg({ id: 'verdict.underOnePercent', message: 'under 1 %' })) : formatPercent(locale, Math.round(rel * 100) / 100));
  const value = (g: Gap, x: number) => valueText(locale, g.measure, x);
  const cite = paperCiteText(i18n, paperId);
  const whereNs2 = (g: Gap) =>
    i18n._(msg({ id: 'verdict.where.ns2', message: `${measureName(i18n, g.measure)} at ${g.pointLabel}: ours ${value(g, g.ours)}, ns-2.35 ${value(g, g.other)}` }));
  const wherePaper = (g: Gap) =>
    i18n._(msg({ id: 'verdict.where.paper', message: `${measureName(i18n, g.measure)} at ${g.pointLabel}: ours ${value(g, g.ours)}, the paper ${value(g, g.other)}` }));
  const largestOf = (xs: readonly SeriesComparison[]): SeriesComparison => xs.reduce((a, s) => (s.largest.rel > a.largest.rel ? s : a));

  if (v.state === 'not-run') {
    const what = [
      ...(v.compares.ns2 ? [i18n._(msg({ id: 'verdict.notRun.ns2', message: 'ns-2.35 (computed ahead on the same scenarios)' }))] : []),
      ...(v.compares.paper ? [i18n._(msg({ id: 'verdict.notRun.paper', message: `${cite} (${v.paper.source})` }))] : []),
      ...v.compares.models.map((m) => comparedModel(i18n, m, paperId)),
    ];
    return {
      headline: [
        what.length
          ? i18n._(msg({ id: 'verdict.notRun', message: `Not run yet. When it has run, this compares our engine's results with ${list(what)}, and says where they disagree and by how much.` }))
          : i18n._(msg({ id: 'verdict.notRun.nothing', message: "Not run yet. When it has run, this shows our engine's results; there is no reference to compare them with." })),
      ],
      reasons: new Set(),
      details: [],
    };
  }

  const ns2Sentence = (): string | null => {
    if (!v.compares.ns2) return i18n._(msg({ id: 'verdict.ns2.notRun', message: 'ns-2.35 was not run on this experiment, so only our engine’s results are shown.' }));
    const noValues = v.noNs2.length ? i18n._(msg({ id: 'verdict.ns2.noValues', message: `ns-2.35 has no values for ${list(v.noNs2)}.` })) : '';
    if (v.ns2.length === 0) return noValues || null;
    const by = (a: SeriesComparison['agreement']) => v.ns2.filter((s) => s.agreement === a);
    const parts: string[] = [];
    const equal = by('equal');
    if (equal.length) {
      const values = equal.reduce((n, s) => n + s.values, 0);
      parts.push(
        equal.length === v.ns2.length
          ? i18n._(msg({ id: 'verdict.ns2.equalAll', message: plural(values, { one: 'Our engine equals ns-2.35 at every point (# value compared)', other: 'Our engine equals ns-2.35 at every point (# values compared)' }) }))
          : i18n._(msg({ id: 'verdict.ns2.equalSome', message: `Our engine equals ns-2.35 at every point of ${list(equal.map((s) => s.seriesLabel))}` })),
      );
    }
    const noisy = by('within-noise');
    if (noisy.length) {
      const largest = pct(largestOf(noisy).largest.rel);
      const who = list(noisy.map((s) => s.seriesLabel));
      parts.push(
        parts.length
          ? i18n._(msg({ id: 'verdict.ns2.noiseToo', message: `${who}: within the runs' scatter of it (the 95 % intervals; largest difference ${largest})` }))
          : i18n._(msg({ id: 'verdict.ns2.noise', message: `Our engine agrees with ns-2.35 within the runs' scatter for ${who} (the 95 % intervals; largest difference ${largest})` })),
      );
    }
    for (const s of by('close')) {
      const series = s.seriesLabel;
      const within = pct(s.largest.rel);
      const outside = s.values - s.insideCi;
      const values = s.values;
      parts.push(
        parts.length
          ? i18n._(msg({ id: 'verdict.ns2.closeToo', message: `${series}: within ${within} of it (outside the 95 % intervals at ${outside} of ${values} values)` }))
          : i18n._(msg({ id: 'verdict.ns2.close', message: `For ${series} our engine is within ${within} of ns-2.35 (outside the 95 % intervals at ${outside} of ${values} values)` })),
      );
    }
    for (const s of by('differs')) {
      const series = s.seriesLabel;
      const upTo = pct(s.largest.rel);
      const where = whereNs2(s.largest);
      parts.push(
        parts.length
          ? i18n._(msg({ id: 'verdict.ns2.differsToo', message: `${series}: differs from it by up to ${upTo} (${where})` }))
          : i18n._(msg({ id: 'verdict.ns2.differs', message: `For ${series} our engine differs from ns-2.35 by up to ${upTo} (${where})` })),
      );
    }
    const joined = i18n._(msg({ id: 'verdict.sentence', message: `${parts.join('; ')}.` }));
    return noValues ? `${joined} ${noValues}` : joined;
  };

  const paperSentence = (): string | null => {
    const paper = i18n._(msg({ id: 'verdict.paperWhere', message: `${v.paper.source} of ${cite}` }));
    if (!v.compares.paper) return i18n._(msg({ id: 'verdict.paper.none', message: `${cite} gives no value at these points to compare with.` }));
    if (v.paperVsOurs.length === 0) return null;
    const ours = largestOf(v.paperVsOurs);
    const ns2 = v.paperVsNs2.length ? largestOf(v.paperVsNs2) : null;
    const oursPct = pct(ours.largest.rel);
    if (ours.largest.rel <= CLOSE_REL) {
      if (!ns2) return i18n._(msg({ id: 'verdict.paper.within', message: `Our engine is within ${oursPct} of ${paper} at every point it gives.` }));
      if (ns2.largest.rel <= CLOSE_REL) return i18n._(msg({ id: 'verdict.paper.withinBoth', message: `Our engine is within ${oursPct} of ${paper} at every point it gives, and so is ns-2.35.` }));
      const ns2Pct = pct(ns2.largest.rel);
      return i18n._(msg({ id: 'verdict.paper.withinNs2Differs', message: `Our engine is within ${oursPct} of ${paper} at every point it gives; ns-2.35 differs from it by up to ${ns2Pct}.` }));
    }
    const nearSeries = v.paperVsOurs.filter((s) => s.largest.rel <= CLOSE_REL);
    const near = nearSeries.map((s) => s.seriesLabel);
    const nearList = list(near);
    const nearPct = near.length ? pct(largestOf(nearSeries).largest.rel) : '';
    const nearText = near.length
      ? ` ${i18n._(msg({ id: 'verdict.paper.near', message: plural(near.length, { one: `${nearList} is within ${nearPct} of it.`, other: `${nearList} are within ${nearPct} of it.` }) }))}`
      : '';
    const series = ours.seriesLabel;
    const where = wherePaper(ours.largest);
    if (ns2 && ns2.largest.rel > CLOSE_REL) {
      const ns2Pct = pct(ns2.largest.rel);
      const both =
        ns2Pct === oursPct
          ? i18n._(msg({ id: 'verdict.paper.bothDiffer', message: `Our engine and ns-2.35 both differ from ${paper} by up to ${oursPct} (${series}, ${where}).` }))
          : i18n._(msg({ id: 'verdict.paper.bothDifferTwo', message: `Our engine and ns-2.35 both differ from ${paper} by up to ${oursPct} and ${ns2Pct} (${series}, ${where}).` }));
      return both + nearText;
    }
    const differs = ns2
      ? i18n._(msg({ id: 'verdict.paper.differsNs2Within', message: `Our engine differs from ${paper} by up to ${oursPct} (${series}, ${where}), while ns-2.35 is within ${pct(ns2.largest.rel)} of it.` }))
      : i18n._(msg({ id: 'verdict.paper.differs', message: `Our engine differs from ${paper} by up to ${oursPct} (${series}, ${where}).` }));
    return differs + nearText;
  };

  const modelPhrase = (f: ModelFinding): string => {
    const measured = measureName(i18n, f.measured);
    const on = f.series.length ? ` (${list(f.series)})` : '';
    if (f.kind === 'band') {
      const { inside, points } = f;
      return i18n._(
        msg({
          id: 'verdict.model.band',
          message: plural(points, {
            one: `the ${measured}${on} lies inside Vegas's equilibrium band α/(RTT − BaseRTT) to β/(RTT − BaseRTT) at ${inside} of # point`,
            other: `the ${measured}${on} lies inside Vegas's equilibrium band α/(RTT − BaseRTT) to β/(RTT − BaseRTT) at ${inside} of # points`,
          }),
        }),
      );
    }
    const kind = f.model.slice(0, Math.max(0, f.model.indexOf(':')));
    const name = MODEL_NAMES[kind] ? i18n._(MODEL_NAMES[kind]) : f.model.endsWith("'s model") ? paperModel(i18n, paperId) : f.model;
    const [lo, hi] = [valueText(locale, 'ratio:a/b', f.minRatio), valueText(locale, 'ratio:a/b', f.maxRatio)];
    const range = lo === hi ? lo : `${lo}–${hi}`;
    return i18n._(msg({ id: 'verdict.model.ratio', message: `${name}${on} is ${range} × the measured ${measured}` }));
  };

  const seriesLine = (label: string): string | null => {
    const n = v.ns2.find((s) => s.seriesLabel === label);
    const p = v.paperVsOurs.find((s) => s.seriesLabel === label);
    const parts: string[] = [];
    if (n) {
      const values = n.values;
      const points = n.points;
      const head = i18n._(
        msg({
          id: 'verdict.detail.ns2Head',
          message: `ns-2.35 at ${plural(values, { one: '# value', other: '# values' })} (${plural(points, { one: '# point', other: '# points' })})`,
        }),
      );
      const largest = pct(n.largest.rel);
      const where = whereNs2(n.largest);
      const outside = n.values - n.insideCi;
      parts.push(
        n.agreement === 'equal'
          ? i18n._(msg({ id: 'verdict.detail.ns2Equal', message: `${head}: equal at every one` }))
          : n.agreement === 'within-noise'
            ? i18n._(msg({ id: 'verdict.detail.ns2Noise', message: `${head}: within the 95 % intervals at every one, largest difference ${largest} (${where})` }))
            : i18n._(msg({ id: 'verdict.detail.ns2Apart', message: `${head}: up to ${largest} apart, outside the 95 % intervals at ${outside} (${where})` })),
      );
    } else if (v.noNs2.includes(label)) {
      parts.push(i18n._(msg({ id: 'verdict.detail.noNs2', message: 'no ns-2.35 values' })));
    }
    if (p) {
      const values = p.values;
      const largest = pct(p.largest.rel);
      const where = wherePaper(p.largest);
      parts.push(
        p.largest.rel <= CLOSE_REL
          ? i18n._(msg({ id: 'verdict.detail.paperWithin', message: `the paper at ${plural(values, { one: '# value', other: '# values' })}: within ${largest} (${where})` }))
          : i18n._(msg({ id: 'verdict.detail.paperUpTo', message: `the paper at ${plural(values, { one: '# value', other: '# values' })}: up to ${largest} (${where})` })),
      );
    }
    return parts.length ? i18n._(msg({ id: 'verdict.detail.line', message: `${label}: ${parts.join('; ')}.` })) : null;
  };

  const headline: string[] = [];
  if (v.state === 'partial') {
    const { runsDone, runsTotal } = v;
    headline.push(i18n._(msg({ id: 'verdict.soFar', message: `So far, ${runsDone} of ${runsTotal} runs:` })));
  }
  const ns2 = ns2Sentence();
  if (ns2) headline.push(ns2);
  const paper = paperSentence();
  if (paper) headline.push(paper);
  const reasons = new Set<number>();
  const why = (reason: string) => i18n._(msg({ id: 'verdict.why', message: `Why: ${reason}` }));
  if (v.paperReason) reasons.add(headline.push(why(v.paperReason)) - 1);
  if (v.models.length) {
    const phrases = mergeModels(v.models).map(modelPhrase).join('; ');
    headline.push(i18n._(msg({ id: 'verdict.models', message: `Against the models: ${phrases}.` })));
  }
  if (v.modelReason) reasons.add(headline.push(why(v.modelReason)) - 1);
  for (let i = 0; i < headline.length; i++) if (!headline[i].startsWith('ns-')) headline[i] = capitalised(locale, headline[i]);
  const labels = [...new Set([...v.ns2.map((s) => s.seriesLabel), ...v.noNs2, ...v.paperVsOurs.map((s) => s.seriesLabel)])];
  const details = labels.map(seriesLine).filter((l): l is string => l !== null);
  return { headline, reasons, details };
}
