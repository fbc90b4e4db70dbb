// The summary table as CSV: one tidy table per file (flows; the bottleneck), raw numbers with
// units in the headers, names quoted when they must be, drops split by the reasons the run's
// disciplines can produce, with ECN marks where they can mark.
import { describe, expect, it } from 'vitest';
import type { SimSummary } from '../../src/sim/Simulation';
import { bottleneckCsv, summaryCsv } from '../../src/ui/summaryCsv';

const NONE = { overflow: 0, early: 0, forced: 0, 'head-overflow': 0, sojourn: 0 };

const SUMMARY: SimSummary = {
  timeSec: 30,
  measure: { fromSec: 0, toSec: 30 },
  flows: [
    { name: 'Reno, fast', variant: 'reno', goodputBps: 1_125_000, sentPackets: 4300, retransmittedPackets: 12, timeouts: 1, drops: 13, meanQueuePackets: 30.5, completionSec: null, transferBps: null, lossEvents: 9, meanRttSec: 0.08, t0Sec: 0.2, baseRttSec: null, dropsByReason: { ...NONE, overflow: 13 }, marks: 0 },
    { name: 'Vegas "slow"', variant: 'vegas', goodputBps: 375_000, sentPackets: 1400, retransmittedPackets: 0, timeouts: 0, drops: 0, meanQueuePackets: 2.25, completionSec: 12.5, transferBps: 640_000, lossEvents: 0, meanRttSec: 0.05, t0Sec: 0.2, baseRttSec: 0.045, dropsByReason: NONE, marks: 0 },
  ],
  jainIndex: 0.8,
  bottleneck: { departures: 5600, drops: 13, earlyDrops: 0, forcedDrops: 0, overflowDrops: 13, dropsByReason: { ...NONE, overflow: 13 }, marks: 0, meanQueuePackets: 32.75, meanQueueDelaySec: 0.175, utilization: 0.999 },
  events: 123456,
};

/** The same run on FQ-CoDel with ECN: the Reno flow's drops split three ways, and its marks. */
const FQ_BY_REASON = { ...NONE, overflow: 1, 'head-overflow': 3, sojourn: 5 };
const FQ_CODEL: SimSummary = {
  ...SUMMARY,
  flows: [{ ...SUMMARY.flows[0], drops: 9, dropsByReason: FQ_BY_REASON, marks: 40 }, SUMMARY.flows[1]],
  bottleneck: { ...SUMMARY.bottleneck, drops: 9, overflowDrops: 1, dropsByReason: FQ_BY_REASON, marks: 40 },
};

describe('summaryCsv: the flows, one tidy table', () => {
  it('has a header and one row per flow, in raw units, with the measurement window in columns (no comment line)', () => {
    const lines = summaryCsv(SUMMARY, ['droptail']).trimEnd().split('\n');
    expect(lines).toEqual([
      'measured from (s),measured to (s),flow,variant,goodput (b/s),share of goodput (%),sent (packets),retransmissions (packets),timeouts,drops (packets),overflow drops (packets),mean queued (packets),completed at (s),transfer throughput (b/s)',
      // 1.125 / 1.5 Mb/s = 75 %; the comma in the name is quoted.
      '0,30,"Reno, fast",reno,1125000,75,4300,12,1,13,13,30.5,,',
      '0,30,"Vegas ""slow""",vegas,375000,25,1400,0,0,0,0,2.25,12.5,640000',
    ]);
  });

  it('a flow row has its drops by reason and its ECN marks beside its total (FQ-CoDel: no RED reasons)', () => {
    const [head, reno] = summaryCsv(FQ_CODEL, ['fq-codel']).split('\n');
    const h = fields(head);
    const r = fields(reno);
    const cell = (name: string) => r[h.indexOf(name)];
    expect(['drops (packets)', 'overflow drops (packets)', 'head-overflow drops (packets)', 'sojourn drops (packets)', 'ECN marks (packets)'].map(cell)).toEqual(['9', '1', '3', '5', '40']);
    expect(h).not.toContain('early drops (packets)');
  });

  it('imports as one rectangular table: every row has the header’s number of fields, none blank, none a comment', () => {
    for (const text of [summaryCsv(SUMMARY, ['droptail']), bottleneckCsv(SUMMARY, ['red']), summaryCsv(FQ_CODEL, ['fq-codel']), bottleneckCsv(FQ_CODEL, ['fq-codel'])]) {
      const rows = text.trimEnd().split('\n').map(fields);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(r.length).toBe(rows[0].length);
      for (const r of rows) expect(r[0]).not.toMatch(/^#|^$/);
    }
  });
});

describe('bottleneckCsv: the bottleneck, one row', () => {
  it('has the window, Jain’s index, utilisation, drops by the reasons its discipline can produce and the mean queue', () => {
    expect(bottleneckCsv(SUMMARY, ['red']).trimEnd().split('\n')).toEqual([
      'measured from (s),measured to (s),jain index,utilisation (%),departures (packets),drops (packets),overflow drops (packets),early drops (packets),forced drops (packets),mean queue (packets)',
      '0,30,0.8,99.9,5600,13,13,0,0,32.75',
    ]);
  });

  it('FQ-CoDel: overflow, head-overflow and sojourn drops and the ECN marks', () => {
    expect(bottleneckCsv(FQ_CODEL, ['fq-codel']).trimEnd().split('\n')).toEqual([
      'measured from (s),measured to (s),jain index,utilisation (%),departures (packets),drops (packets),overflow drops (packets),head-overflow drops (packets),sojourn drops (packets),ECN marks (packets),mean queue (packets)',
      '0,30,0.8,99.9,5600,9,1,3,5,40,32.75',
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
