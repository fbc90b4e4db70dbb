// ns-2.35's values for an experiment's points, read from the validation report that
// `npm run validate` writes (public/validation/report.json): computed ahead with ns-2 at its own
// defaults over the validation's replications, never run in the browser.
import type { MeasureKey } from './measures';
import { aggregateOf, type Aggregate } from './stats';
import type { Experiment } from './catalogue';
import type { ValidationReport } from './validation/types';

/**
 * ns-2's aggregate of `measure` at point `pointId` of series `seriesId`, or undefined where the
 * report has none (no ns-2 agent, a measure the report does not keep). Measures the report keeps
 * only as a mean (retransmits, ratio) come with no interval.
 */
export function ns2Value(report: ValidationReport, e: Experiment, seriesId: string, pointId: string, measure: MeasureKey): Aggregate | undefined {
  if (e.caseId === null) return undefined;
  const cfg = report.cases.find((c) => c.id === e.caseId)?.configs.find((g) => g.id === seriesId);
  const p = cfg?.points.find((q) => q.id === pointId);
  const ns2 = p?.ns2;
  if (!cfg || !p || !ns2) return undefined;
  const n = p.replications;
  const colon = measure.indexOf(':');
  const kind = colon < 0 ? measure : measure.slice(0, colon);
  const cls = colon < 0 ? '' : measure.slice(colon + 1);
  const only = (mean: number | null | undefined): Aggregate | undefined =>
    mean === null || mean === undefined || !Number.isFinite(mean) ? undefined : { n, mean, sd: NaN, ci95: NaN };
  switch (kind) {
    case 'jain':
      return aggregateOf(ns2.jain.mean, ns2.jain.sd, n);
    case 'goodput':
    case 'transfer': {
      // The report's class value is the configuration's metric: a transfer's throughput for paper 004, else goodput.
      if ((kind === 'transfer') !== (cfg.metric === 'transfer')) return undefined;
      const s = ns2.classes[cls]?.goodputBps;
      return s && Number.isFinite(s.mean) ? aggregateOf(s.mean, s.sd, n) : undefined;
    }
    case 'retransmits':
      return only(ns2.classes[cls]?.retransmits);
    case 'timeouts':
      return only(ns2.classes[cls]?.timeouts);
    case 'drops':
      return only(ns2.bottleneckDrops);
    case 'utilization':
      return only(ns2.utilization);
    case 'ratio': {
      const [a, b] = cls.split('/');
      const na = ns2.classes[a]?.goodputBps.mean;
      const nb = ns2.classes[b]?.goodputBps.mean;
      return na !== undefined && nb !== undefined ? only(na / nb) : undefined;
    }
  }
  return undefined;
}
