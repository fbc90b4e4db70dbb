// The summary table as CSV: one tidy table per file (flows; the bottleneck), raw numbers with
// units in the headers, names quoted when they must be.
import { describe, expect, it } from 'vitest';
import type { SimSummary } from '../../src/sim/Simulation';
import { bottleneckCsv, summaryCsv } from '../../src/ui/summaryCsv';

const SUMMARY: SimSummary = {
  timeSec: 30,
  measure: { fromSec: 0, toSec: 30 },
  flows: [
    { name: 'Reno, fast', variant: 'reno', goodputBps: 1_125_000, sentPackets: 4300, retransmittedPackets: 12, timeouts: 1, drops: 13, meanQueuePackets: 30.5, completionSec: null, transferBps: null, lossEvents: 9, meanRttSec: 0.08, t0Sec: 0.2, baseRttSec: null },
    { name: 'Vegas "slow"', variant: 'vegas', goodputBps: 375_000, sentPackets: 1400, retransmittedPackets: 0, timeouts: 0, drops: 0, meanQueuePackets: 2.25, completionSec: 12.5, transferBps: 640_000, lossEvents: 0, meanRttSec: 0.05, t0Sec: 0.2, baseRttSec: 0.045 },
  ],
  jainIndex: 0.8,
  bottleneck: { departures: 5600, drops: 13, earlyDrops: 0, forcedDrops: 0, overflowDrops: 13, meanQueuePackets: 32.75, meanQueueDelaySec: 0.175, utilization: 0.999 },
  events: 123456,
};

describe('summaryCsv: the flows, one tidy table', () => {
  it('has a header and one row per flow, in raw units, with the measurement window in columns (no comment line)', () => {
    const lines = summaryCsv(SUMMARY).trimEnd().split('\n');
    expect(lines).toEqual([
      'measured from (s),measured to (s),flow,variant,goodput (b/s),share of goodput (%),sent (packets),retransmissions (packets),timeouts,drops (packets),mean queued (packets),completed at (s),transfer throughput (b/s)',
      // 1.125 / 1.5 Mb/s = 75 %; the comma in the name is quoted.
      '0,30,"Reno, fast",reno,1125000,75,4300,12,1,13,30.5,,',
      '0,30,"Vegas ""slow""",vegas,375000,25,1400,0,0,0,2.25,12.5,640000',
    ]);
  });

  it('imports as one rectangular table: every row has the header’s number of fields, none blank, none a comment', () => {
    for (const text of [summaryCsv(SUMMARY), bottleneckCsv(SUMMARY)]) {
      const rows = text.trimEnd().split('\n').map(fields);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(r.length).toBe(rows[0].length);
      for (const r of rows) expect(r[0]).not.toMatch(/^#|^$/);
    }
  });
});

describe('bottleneckCsv: the bottleneck, one row', () => {
  it('has the window, Jain’s index, utilisation, drops by reason and the mean queue', () => {
    expect(bottleneckCsv(SUMMARY).trimEnd().split('\n')).toEqual([
      'measured from (s),measured to (s),jain index,utilisation (%),departures (packets),drops (packets),early drops,forced drops,overflow drops,mean queue (packets)',
      '0,30,0.8,99.9,5600,13,0,0,13,32.75',
    ]);
  });
});

/** The fields of a CSV line (RFC 4180 quoting). */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}
