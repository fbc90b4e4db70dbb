// The charts' titles in the reader's language. CHART_TITLES (types.ts) stays the English: it names
// exported files and `data-chart`, the same in every language; the messages have explicit ids
// (`chart.<id>.title`) and tests/ui/charts/chartTitles.test.ts keeps their English equal to it.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n as appI18n } from '../i18n/i18n';
import type { ChartId } from './types';

export const CHART_TITLE_MESSAGES: Readonly<Record<ChartId, MessageDescriptor>> = {
  cwnd: msg({ id: 'chart.cwnd.title', message: 'Congestion window' }),
  queue: msg({ id: 'chart.queue.title', message: 'Bottleneck queue' }),
  throughput: msg({ id: 'chart.throughput.title', message: 'Throughput' }),
  fairness: msg({ id: 'chart.fairness.title', message: "Jain's fairness index" }),
  rtt: msg({ id: 'chart.rtt.title', message: 'Round-trip time' }),
  cam: msg({ id: 'chart.cam.title', message: 'Vegas: expected vs actual rate' }),
  phase: msg({ id: 'chart.phase.title', message: 'Phase plot (Chiu–Jain)' }),
  cubic: msg({ id: 'chart.cubic.title', message: 'CUBIC: window and cubic curve' }),
  bbr: msg({ id: 'chart.bbr.title', message: 'BBR: state and estimates' }),
  aqm: msg({ id: 'chart.aqm.title', message: 'Queue discipline' }),
};

/** Chart `id`'s title in the active language. */
export function chartTitle(id: ChartId, i18n: I18n = appI18n): string {
  return i18n._(CHART_TITLE_MESSAGES[id]);
}

/** Charts whose English title begins with a name (Jain, Vegas, CUBIC, BBR): a sentence keeps it as written. */
const TITLE_BEGINS_WITH_NAME: ReadonlySet<ChartId> = new Set<ChartId>(['fairness', 'cam', 'cubic', 'bbr']);

/**
 * Chart `id`'s name as it runs on in a sentence ("Look at: bottleneck queue, Jain's fairness
 * index."): in English the title with its first letter in lower case, unless the title begins
 * with a name; other languages write the name as the lab does.
 */
export function chartNameInSentence(id: ChartId, i18n: I18n = appI18n): string {
  const title = chartTitle(id, i18n);
  if (i18n.locale !== 'en' || TITLE_BEGINS_WITH_NAME.has(id)) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}
