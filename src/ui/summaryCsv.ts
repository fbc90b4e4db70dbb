// The summary table as CSV (RFC 4180): one row per flow, then one row for the bottleneck, with
// units in the column names and raw numbers (b/s, not "1.2 Mb/s"), so a spreadsheet can compute on it.
import type { SimSummary } from '../sim/Simulation';
import { csvField, csvNumber } from './charts/exportChart';

const FLOW_COLUMNS = [
  'flow',
  'variant',
  'goodput (b/s)',
  'share of goodput (%)',
  'sent (packets)',
  'retransmissions (packets)',
  'timeouts',
  'drops (packets)',
  'mean queued (packets)',
  'completed at (s)',
  'transfer throughput (b/s)',
] as const;

export function summaryCsv(summary: SimSummary): string {
  const total = summary.flows.reduce((a, f) => a + f.goodputBps, 0);
  const lines = [
    `# every figure measured over ${summary.measure.fromSec}-${csvNumber(summary.measure.toSec)} s of simulated time (a transfer's completion and throughput over its own duration)`,
    FLOW_COLUMNS.map(csvField).join(','),
  ];
  for (const f of summary.flows) {
    lines.push(
      [
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
  const b = summary.bottleneck;
  lines.push('');
  lines.push(
    ['jain index', 'utilisation (%)', 'departures (packets)', 'drops (packets)', 'early drops', 'forced drops', 'overflow drops', 'mean queue (packets)']
      .map(csvField)
      .join(','),
  );
  lines.push(
    [csvNumber(summary.jainIndex), csvNumber(100 * b.utilization), b.departures, b.drops, b.earlyDrops, b.forcedDrops, b.overflowDrops, csvNumber(b.meanQueuePackets)].join(','),
  );
  return lines.join('\n') + '\n';
}
