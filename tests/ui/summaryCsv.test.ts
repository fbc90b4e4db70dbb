// The summary table as CSV: raw numbers with units in the headers, names quoted when they must be.
import { describe, expect, it } from 'vitest';
import type { SimSummary } from '../../src/sim/Simulation';
import { summaryCsv } from '../../src/ui/summaryCsv';

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

describe('summaryCsv', () => {
  it('has one row per flow and one for the bottleneck, in raw units', () => {
    const lines = summaryCsv(SUMMARY).trimEnd().split('\n');
    expect(lines).toEqual([
      "# every figure measured over 0-30 s of simulated time (a transfer's completion and throughput over its own duration)",
      'flow,variant,goodput (b/s),share of goodput (%),sent (packets),retransmissions (packets),timeouts,drops (packets),mean queued (packets),completed at (s),transfer throughput (b/s)',
      // 1.125 / 1.5 Mb/s = 75 %; the comma in the name is quoted.
      '"Reno, fast",reno,1125000,75,4300,12,1,13,30.5,,',
      '"Vegas ""slow""",vegas,375000,25,1400,0,0,0,2.25,12.5,640000',
      '',
      'jain index,utilisation (%),departures (packets),drops (packets),early drops,forced drops,overflow drops,mean queue (packets)',
      '0.8,99.9,5600,13,0,0,13,32.75',
    ]);
  });
});
