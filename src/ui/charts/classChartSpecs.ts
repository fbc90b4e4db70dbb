// The many-flows view of the per-flow charts: for each variant class, its mean (a line) and the
// spread between its flows (a 10–90 % band) of the congestion window, the goodput and the RTT,
// from a ClassTrace. The axis, rules and title come from the per-flow spec; only what is drawn
// changes, so a chart reads the same in both views.
import { CLASS_FIELDS, SPREAD_QUANTILE, type ClassField, type ClassTrace } from '../lab/ClassTrace';
import type { FlowClass } from '../lab/flowClasses';
import { flowColor, flowDash } from '../theme';
import type { BandSpec, SeriesSpec } from './chartModel';
import type { ChartSpec } from './labChartSpecs';
import type { ChartId } from './types';
import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { labelled } from './labChartSpecs';

/** The charts that have a class view, and the field each aggregates. */
export const CLASS_CHART_FIELD: Partial<Record<ChartId, ClassField>> = { cwnd: 'cwnd', throughput: 'goodputBps', rtt: 'rttSec' };

/** A class band's fill opacity. */
export const CLASS_BAND_OPACITY = 0.1;

const SPREAD_LABEL = `${100 * SPREAD_QUANTILE}–${100 * (1 - SPREAD_QUANTILE)} %`;

/**
 * `perFlow` with its lines replaced by one mean line and one spread band per class. `length` is
 * the store's sample count (the band arrays are cut to it).
 */
export function classSpec(perFlow: ChartSpec, field: ClassField, trace: ClassTrace, classes: readonly FlowClass[], length: number): ChartSpec {
  if (!CLASS_FIELDS.includes(field)) throw new Error(`no class view of ${field}`);
  const series: SeriesSpec[] = [];
  const bands: BandSpec[] = [];
  classes.forEach((c, k) => {
    const cols = trace.column(k, field);
    const color = flowColor(c.ordinal);
    const n = c.members.length;
    const cls = c.label;
    series.push({ key: `class-${field}-${c.variant}`, ...labelled(msg`${cls} mean (${plural(n, { one: '# flow', other: '# flows' })})`), values: cols.mean, color, dash: flowDash(c.ordinal), width: 2 });
    // Faint and edged: two classes' bands overlap, and fills of 0.2 mixed blue and orange into a
    // grey-brown that was neither; the edges keep each class's colour.
    bands.push({ key: `class-${field}-${c.variant}-spread`, ...labelled(msg`${cls} ${SPREAD_LABEL} of flows`), lower: cols.low.subarray(0, length), upper: cols.high.subarray(0, length), color, opacity: CLASS_BAND_OPACITY, outline: true });
  });
  const smoothing = field === 'goodputBps' ? ` ${t(i18n)`Each flow’s goodput is averaged over 0.5 s first.`}` : '';
  return {
    ...perFlow,
    series,
    bands,
    note: `${t(i18n)`By class: the line is the mean over the class’s flows, the band the spread between them (${SPREAD_LABEL}).`}${smoothing}`,
  };
}
