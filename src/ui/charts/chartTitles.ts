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
