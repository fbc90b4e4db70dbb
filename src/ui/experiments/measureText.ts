// What a sweep measures, named in the reader's language (measures.ts's `measureInfo` labels are the
// English), and a measured value written for the reader's locale: "429 kb/s", "0,845", "54 ms".
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { measureInfo, type MeasureKey } from '../../experiments/measures';
import { formatFixed, formatNumber, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';

const RUN_MEASURES: Readonly<Record<string, MessageDescriptor>> = {
  jain: msg({ id: 'measure.jain', message: "Jain's fairness index" }),
  drops: msg({ id: 'measure.drops', message: 'bottleneck drops' }),
  utilization: msg({ id: 'measure.utilization', message: 'bottleneck utilization' }),
  queue: msg({ id: 'measure.queue', message: 'mean bottleneck queue' }),
  queueDelay: msg({ id: 'measure.queueDelay', message: 'mean queueing delay at the bottleneck' }),
};

/** Class measures, `{cls}` the class (a variant's name, a flow's name, a transfer's size). */
const CLASS_MEASURES: Readonly<Record<string, (cls: string) => MessageDescriptor>> = {
  goodput: (cls) => msg({ id: 'measure.goodput', message: `goodput of a ${cls} flow` }),
  transfer: (cls) => msg({ id: 'measure.transfer', message: `${cls} transfer's throughput` }),
  retransmits: (cls) => msg({ id: 'measure.retransmits', message: `retransmitted packets per ${cls} flow` }),
  timeouts: (cls) => msg({ id: 'measure.timeouts', message: `timeouts per ${cls} flow` }),
  completion: (cls) => msg({ id: 'measure.completion', message: `${cls} completion time` }),
  lossRate: (cls) => msg({ id: 'measure.lossRate', message: `loss indications per packet sent, ${cls}` }),
  rtt: (cls) => msg({ id: 'measure.rtt', message: `mean RTT of a ${cls} flow` }),
  mathis: (cls) => msg({ id: 'measure.mathis', message: `Mathis et al. (${cls})` }),
  padhye: (cls) => msg({ id: 'measure.padhye', message: `Padhye et al. (${cls})` }),
  vegasLow: (cls) => msg({ id: 'measure.vegasLow', message: `Vegas equilibrium α/(RTT − BaseRTT) (${cls})` }),
  vegasHigh: (cls) => msg({ id: 'measure.vegasHigh', message: `Vegas equilibrium β/(RTT − BaseRTT) (${cls})` }),
};

/** Classes named by words rather than by a variant or a size: the two flows of Tsang & Chang's experiment. */
const CLASS_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  long: msg({ id: 'measure.class.long', message: 'long' }),
  short: msg({ id: 'measure.class.short', message: 'short' }),
};

/** A class's name as a measure's label shows it. */
export const classText = (i18n: I18n, cls: string): string => (CLASS_WORDS[cls] ? i18n._(CLASS_WORDS[cls]) : cls);

/** A measure's label in the active language: `measureInfo(key).label`, translated. */
export function measureLabel(i18n: I18n, key: MeasureKey): string {
  const run = RUN_MEASURES[key];
  if (run) return i18n._(run);
  const i = key.indexOf(':');
  const [kind, arg] = i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i + 1)];
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    return i18n._(msg({ id: 'measure.ratio', message: `${a}/${b} goodput ratio` }));
  }
  return kind in CLASS_MEASURES && arg ? i18n._(CLASS_MEASURES[kind](classText(i18n, arg))) : measureInfo(key).label;
}

/** A measure's short name in sentences: JFI for Jain's index, the label for a class measure. */
export function measureName(i18n: I18n, m: MeasureKey): string {
  if (m === 'jain') return 'JFI';
  if (m.includes(':')) return measureLabel(i18n, m);
  // Several classes' goodputs stated as one range (verdictMessages.ts): the measure's kind alone.
  return m === 'goodput' ? i18n._(msg({ id: 'measure.kind.goodput', message: 'goodput' })) : m;
}

/**
 * A measure's value as the pages write it, in the reader's locale: goodput in kb/s, a time in ms, a
 * count of packets to one decimal, Jain's index to three, any other ratio to two.
 */
export function valueText(locale: Locale, measure: MeasureKey, v: number): string {
  const unit = measureInfo(measure).unit;
  if (unit === 'bps') {
    const kb = v / 1000;
    return withUnit(locale, formatFixed(locale, kb, Math.abs(kb) >= 100 ? 0 : 1), 'kb/s');
  }
  if (unit === 's') return withUnit(locale, formatFixed(locale, v * 1000, 0), 'ms');
  if (unit === 'packets') return formatFixed(locale, v, 1);
  if (measure === 'jain') return formatFixed(locale, v, 3);
  return formatFixed(locale, v, 2);
}

/** A number on a chart's axis or in a cell: as many digits as its size calls for, grouped for the locale. */
export function tickText(locale: Locale, v: number): string {
  return formatNumber(locale, v, 6);
}
