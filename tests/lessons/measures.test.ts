// Measures on a hand-built trace whose answers are worked out by hand: goodput integrates each
// row's rate over its interval, windows are (from, to], statistics weigh rows by their interval,
// and a window the trace has not reached yet has no value.
import { describe, expect, it } from 'vitest';
import type { FlowField, GlobalField } from '../../src/sim/metrics/Sampler';
import { computeMeasures, formatMeasure, selectFlows, type TraceView } from '../../src/lessons/measures';
import type { MeasureSpec } from '../../src/lessons/lessonSchema';

/** Rows every second, t = 0 … 10. Flow 0 ("Reno") delivers 2 Mb/s, flow 1 ("Vegas") 1 Mb/s, flow 2 a CBR source. */
function trace(overrides: Partial<TraceView> = {}): TraceView {
  const times = Array.from({ length: 11 }, (_, i) => i);
  const flowValue = (flow: number, field: FlowField, i: number): number => {
    const t = times[i];
    switch (field) {
      case 'goodputBps':
        return i === 0 ? 0 : [2e6, 1e6, 5e5][flow];
      case 'cwnd':
        // Flow 0: a sawtooth 10, 11, 12, 13, 14, 7, 8, 9, 10, 11, 12 (+1 per second, halved at t = 5).
        return flow === 0 ? (t < 5 ? 10 + t : 2 + t) : 20;
      case 'diffPackets':
        return flow === 1 ? [0, 1, 2, 3, 4, 5, 2, 2, 2, 2, 2][i] : NaN;
      case 'alpha':
        return flow === 1 ? 1 : NaN;
      case 'beta':
        return flow === 1 ? 3 : NaN;
      default:
        return NaN;
    }
  };
  const globalValue = (field: Exclude<GlobalField, 'timeSec'>, i: number): number => {
    if (field === 'queuePackets') return i < 5 ? 4 : 10;
    if (field === 'overflowDrops') return i >= 5 ? 3 : 0; // three drops at t = 5, cumulative
    if (field === 'sojournDrops') return i >= 7 ? 2 : 0; // two CoDel drops at the head at t = 7
    if (field === 'earlyDrops' || field === 'forcedDrops' || field === 'headOverflowDrops') return 0;
    return NaN;
  };
  return {
    length: times.length,
    time: (i) => times[i],
    global: globalValue,
    flow: flowValue,
    flowNames: ['Reno', 'Vegas', 'CBR'],
    flowVariants: ['reno', 'vegas', 'cbr'],
    counters: (f) => ({ retransmitted: [4, 0, 0][f], timeouts: [1, 0, 0][f], completionSec: f === 1 ? 7.5 : null }),
    ...overrides,
  };
}

const m = (spec: Record<string, unknown>): MeasureSpec => ({ from: 0, digits: 2, ...spec }) as MeasureSpec;

describe('computeMeasures', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['goodput of one flow, kb/s', { metric: 'goodput', flow: 0, from: 2, to: 6 }, 2000],
    ['goodput of flows named by prefix', { metric: 'goodput', flow: 'Veg', from: 0, to: 10 }, 1000],
    ['goodput of a list of flows', { metric: 'goodput', flow: [0, 1], from: 0, to: 10 }, 3000],
    ['share among TCP flows (CBR left out)', { metric: 'share', flow: 1, from: 0, to: 10 }, 1 / 3],
    ["Jain's index of 2 and 1 Mb/s: 9 / (2 · 5)", { metric: 'jain', from: 0, to: 10 }, 0.9],
    ['drops in (4, 10]: three overflows and two sojourn drops', { metric: 'drops', from: 4, to: 10 }, 5],
    ['drops in (5, 10]: the drop at t = 5 is before', { metric: 'drops', from: 5, to: 10 }, 2],
    ['time-weighted mean queue over (3, 7]', { metric: 'mean', field: 'queuePackets', from: 3, to: 7 }, (4 + 10 + 10 + 10) / 4],
    ['max and min of a sawtooth', { metric: 'max', field: 'cwnd', flow: 0, from: 0, to: 10 }, 14],
    ['min', { metric: 'min', field: 'cwnd', flow: 0, from: 0, to: 10 }, 7],
    ['change from first to last row in the window', { metric: 'change', field: 'cwnd', flow: 0, from: 0, to: 4 }, 14 - 11],
    ['riseRate ignores the fall: +1 per second', { metric: 'riseRate', field: 'cwnd', flow: 0, from: 0, to: 10 }, 1],
    ['timeToReach', { metric: 'timeToReach', field: 'cwnd', flow: 0, threshold: 13, to: 10 }, 3],
    ['fractionInBand: Diff in [1, 3] at t = 1, 2, 3 and 6-10 of the rows in (0, 10]', { metric: 'fractionInBand', flow: 1, to: 10 }, 8 / 10],
    ['retransmissions from the engine counters', { metric: 'retransmitted', flow: [0, 1], to: 10 }, 4],
    ['completion time', { metric: 'completion', flow: 1, to: 10 }, 7.5],
  ];
  it.each(cases)('%s', (_name, spec, expected) => {
    const v = computeMeasures(trace(), { x: m(spec) }).x;
    expect(v).toBeCloseTo(expected, 9);
  });

  it('combines measures: ratio, difference, product', () => {
    const v = computeMeasures(trace(), {
      reno: m({ metric: 'goodput', flow: 0, to: 10 }),
      vegas: m({ metric: 'goodput', flow: 1, to: 10 }),
      r: m({ ratio: ['reno', 'vegas'] }),
      d: m({ difference: ['reno', 'vegas'] }),
      p: m({ product: ['r', 'd'] }),
    });
    expect(v).toMatchObject({ reno: 2000, vegas: 1000, r: 2, d: 1000, p: 2000 });
  });

  it('has no value for a window the run has not reached, and shows it as —', () => {
    const short = trace({ length: 6 });
    const v = computeMeasures(short, { x: m({ metric: 'goodput', flow: 0, to: 8 }) }).x;
    expect(v).toBeNaN();
    expect(formatMeasure(m({ metric: 'goodput', flow: 0, to: 8 }), v)).toBe('—');
    // The lab's clock may be ahead of its last row: then the window counts as reached.
    expect(computeMeasures(trace({ length: 6, endSec: 8 }), { x: m({ metric: 'goodput', flow: 0, from: 1, to: 5 }) }).x).toBeCloseTo(2000, 9);
  });

  it('formats with the measure digits and unit', () => {
    expect(formatMeasure(m({ metric: 'goodput', flow: 0, to: 1, digits: 1, unit: 'kb/s' }), 1234.56)).toBe('1234.6 kb/s');
  });

  it('selects flows by index, list or name prefix', () => {
    const t = trace();
    expect(selectFlows(t, 2)).toEqual([2]);
    expect(selectFlows(t, [0, 5])).toEqual([0]);
    expect(selectFlows(t, 'Re')).toEqual([0]);
    expect(selectFlows(t, undefined)).toEqual([0, 1, 2]);
  });
});
