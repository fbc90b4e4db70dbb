// The summary table as CSV (RFC 4180), one tidy table per file so a spreadsheet imports it as
// data: the flows (one row each) and the bottleneck (one row). Units are in the column names, the
// numbers raw (b/s, not "1.2 Mb/s"), and the measurement window is in columns of its own. Drops
// are split into the reasons the run's disciplines can produce, with ECN marks where they can mark.
import { dropReasonName, reasonsShown, type QueueSetting, type ReasonsShown } from '../sim/metrics/dropsByReason';
import type { SimSummary } from '../sim/Simulation';
import { csvField, csvNumber } from './charts/exportChart';

const WINDOW_COLUMNS = ['measured from (s)', 'measured to (s)'] as const;

const FLOW_COLUMNS_BEFORE_DROPS = [
  ...WINDOW_COLUMNS,
  'flow',
  'variant',
  'goodput (b/s)',
  'share of goodput (%)',
  'sent (packets)',
  'retransmissions (packets)',
  'timeouts',
  'drops (packets)',
] as const;

const FLOW_COLUMNS_AFTER_DROPS = [
  'mean queued (packets)',
  // A finite transfer's completion and throughput are over its own duration, not the window.
  'completed at (s)',
  'transfer throughput (b/s)',
] as const;

const BOTTLENECK_COLUMNS_BEFORE_DROPS = [...WINDOW_COLUMNS, 'jain index', 'utilisation (%)', 'departures (packets)', 'drops (packets)'] as const;

/** The columns after the total drops: one per reason listed, then the marks when they are. */
const reasonColumns = (shown: ReasonsShown): string[] => [...shown.reasons.map((r) => `${dropReasonName(r)} drops (packets)`), ...(shown.marks ? ['ECN marks (packets)'] : [])];

const reasonCells = (d: Pick<SimSummary['bottleneck'], 'dropsByReason' | 'marks'>, shown: ReasonsShown): string[] => [
  ...shown.reasons.map((r) => String(d.dropsByReason[dropReasonName(r)])),
  ...(shown.marks ? [String(d.marks)] : []),
];

/** The reasons a summary of a run on these disciplines lists (and any that happened). */
const shownFor = (summary: SimSummary, queues: readonly QueueSetting[]): ReasonsShown => reasonsShown(queues, [...summary.flows, summary.bottleneck]);

const windowCells = (s: SimSummary): string[] => [csvNumber(s.measure.fromSec), csvNumber(s.measure.toSec)];

/** One row per flow; `queues`: the run's bottleneck queues (which drop reasons get columns). */
export function summaryCsv(summary: SimSummary, queues: readonly QueueSetting[]): string {
  const total = summary.flows.reduce((a, f) => a + f.goodputBps, 0);
  const shown = shownFor(summary, queues);
  const lines = [[...FLOW_COLUMNS_BEFORE_DROPS, ...reasonColumns(shown), ...FLOW_COLUMNS_AFTER_DROPS].map(csvField).join(',')];
  for (const f of summary.flows) {
    lines.push(
      [
        ...windowCells(summary),
        csvField(f.name),
        f.variant,
        csvNumber(f.goodputBps),
        total > 0 ? csvNumber((100 * f.goodputBps) / total) : '',
        String(f.sentPackets),
        String(f.retransmittedPackets),
        String(f.timeouts),
        String(f.drops),
        ...reasonCells(f, shown),
        csvNumber(f.meanQueuePackets),
        f.completionSec === null ? '' : csvNumber(f.completionSec),
        f.transferBps === null ? '' : csvNumber(f.transferBps),
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

/** The bottleneck and the fairness of the whole: one row. */
export function bottleneckCsv(summary: SimSummary, queues: readonly QueueSetting[]): string {
  const b = summary.bottleneck;
  const shown = shownFor(summary, queues);
  const row = [
    ...windowCells(summary),
    csvNumber(summary.jainIndex),
    csvNumber(100 * b.utilization),
    b.departures,
    b.drops,
    ...reasonCells(b, shown),
    csvNumber(b.meanQueuePackets),
  ];
  return `${[...BOTTLENECK_COLUMNS_BEFORE_DROPS, ...reasonColumns(shown), 'mean queue (packets)'].map(csvField).join(',')}\n${row.join(',')}\n`;
}
