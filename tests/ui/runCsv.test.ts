// Every series of a run as one long-format CSV: a row per observation (time, series, flow, value),
// network-wide series with no flow, missing values left out, names quoted when they must be.
import { describe, expect, it } from 'vitest';
import { F, FLOW_FIELDS, G, GLOBAL_FIELDS, flowIndex, globalIndex, rowStride } from '../../src/sim/metrics/Sampler';
import { TraceStore } from '../../src/ui/lab/TraceStore';
import { RUN_CSV_HEADER, runCsv } from '../../src/ui/runCsv';

/** Two samples (0 and 0.5 s) of two flows: only the queue, flow 0's cwnd and flow 1's goodput have values; flow 1 starts at 0.5 s. */
function store(): TraceStore {
  const stride = rowStride(2);
  const out = new Float64Array(2 * stride).fill(NaN);
  [0, 0.5].forEach((t, r) => {
    const o = r * stride;
    out[o + globalIndex('timeSec')] = t;
    out[o + globalIndex('queuePackets')] = 3 + r;
    out[o + G + flowIndex('cwnd')] = 10 * (r + 1);
    if (r === 1) out[o + G + F + flowIndex('goodputBps')] = 125000;
  });
  const s = new TraceStore(2);
  s.append(out, stride);
  return s;
}

const flows = [
  { index: 0, name: 'Reno' },
  { index: 1, name: 'Vegas, late' },
];

describe('runCsv', () => {
  it('has one row per observation: time, series, flow (empty for the network), value', () => {
    expect(runCsv(store(), flows).trimEnd().split('\n')).toEqual([
      'time (s),series,flow,value',
      '0,queuePackets,,3',
      '0,cwnd,Reno,10',
      '0.5,queuePackets,,4',
      '0.5,cwnd,Reno,20',
      '0.5,goodputBps,"Vegas, late",125000',
    ]);
  });

  it('names every series the engine records, network-wide and per flow', () => {
    const s = new TraceStore(1);
    const stride = rowStride(1);
    const row = new Float64Array(stride).fill(1);
    row[globalIndex('timeSec')] = 0;
    s.append(row, stride);
    const series = new Set(runCsv(s, [{ index: 0, name: 'A' }]).trimEnd().split('\n').slice(1).map((l) => l.split(',')[1]));
    expect([...series].sort()).toEqual([...GLOBAL_FIELDS.filter((f) => f !== 'timeSec'), ...FLOW_FIELDS].sort());
    expect(RUN_CSV_HEADER.split(',')).toHaveLength(4);
  });
});
