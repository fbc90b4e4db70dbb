// The summary table as CSV (RFC 4180), one tidy table per file so a spreadsheet imports it as
// data: the flows (one row each) and the bottleneck (one row). Units are in the column names, the
// numbers raw (b/s, not "1.2 Mb/s"), and the measurement window is in columns of its own.
import type { SimSummary } from '../sim/Simulation';
import { csvField, csvNumber } from './charts/exportChart';

const WINDOW_COLUMNS = ['measured from (s)', 'measured to (s)'] as const;

const FLOW_COLUMNS = [
  ...WINDOW_COLUMNS,
  'flow',
  'variant',
  'goodput (b/s)',
  'share of goodput (%)',
  'sent (packets)',
  'retransmissions (packets)',
  'timeouts',
  'drops (packets)',
  'mean queued (packets)',
  // A finite transfer's completion and throughput are over its own duration, not the window.
  'completed at (s)',
  'transfer throughput (b/s)',
] as const;

const BOTTLENECK_COLUMNS = [
  ...WINDOW_COLUMNS,
  'jain index',
  'utilisation (%)',
  'departures (packets)',
  'drops (packets)',
  'early drops',
  'forced drops',
  'overflow drops',
  'mean queue (packets)',
] as const;

const windowCells = (s: SimSummary): string[] => [csvNumber(s.measure.fromSec), csvNumber(s.measure.toSec)];

/** One row per flow. */
export function summaryCsv(summary: SimSummary): string {
  const total = summary.flows.reduce((a, f) => a + f.goodputBps, 0);
  const lines = [FLOW_COLUMNS.map(csvField).join(',')];
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
        csvNumber(f.meanQueuePackets),
        f.completionSec === null ? '' : csvNumber(f.completionSec),
        f.transferBps === null ? '' : csvNumber(f.transferBps),
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

/** The bottleneck and the fairness of the whole: one row. */
export function bottleneckCsv(summary: SimSummary): string {
  const b = summary.bottleneck;
  const row = [
    ...windowCells(summary),
    csvNumber(summary.jainIndex),
    csvNumber(100 * b.utilization),
    b.departures,
    b.drops,
    b.earlyDrops,
    b.forcedDrops,
    b.overflowDrops,
    csvNumber(b.meanQueuePackets),
  ];
  return `${BOTTLENECK_COLUMNS.map(csvField).join(',')}\n${row.join(',')}\n`;
}
