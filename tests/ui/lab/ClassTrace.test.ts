import { describe, expect, it } from 'vitest';
import { quantile } from 'd3';
import { F, G, flowIndex, rowStride, type FlowField } from '../../../src/sim/metrics/Sampler';
import { ClassTrace, GOODPUT_SMOOTH_SEC, SPREAD_QUANTILE, quantileSorted } from '../../../src/ui/lab/ClassTrace';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { flowClasses } from '../../../src/ui/lab/flowClasses';
import type { FlowInfo } from '../../../src/worker/protocol';

/** Flow f starts at f·0.1 + 0.025 s and flow 5 stops at 6.025 s (between two samples, 50 ms apart). */
const START = (f: number) => f * 0.1 + 0.025;
const STOP: Record<number, number> = { 5: 6.025 };
const info = (index: number, variant: FlowInfo['variant']): FlowInfo => ({ index, name: `${variant} ${index + 1}`, variant, startSec: START(index), ...(STOP[index] !== undefined ? { stopSec: STOP[index] } : {}), baseRttSec: 0.05, fromHop: 0, toHop: 1 });

/** Whether flow f is on the network at t (times are read back as float32). */
const there = (f: number, t: number) => t >= START(f) && t <= (STOP[f] ?? Infinity);

/**
 * What the engine reports of flow f at time t: before its start a window of 1, no goodput and an
 * RTT of 0, and after its stop the values it stopped with; in between, made-up measurements.
 */
function reported(f: number, field: FlowField, t: number): number {
  if (t < START(f)) return field === 'cwnd' ? 1 : 0;
  if (STOP[f] !== undefined && t > STOP[f]) return field === 'goodputBps' ? 0 : reported(f, field, STOP[f]);
  return value(f, field, t);
}

/** Flow f's measurement of a field at time t (NaN while it is not on the network). */
function value(f: number, field: FlowField, t: number): number {
  if (!there(f, t)) return NaN;
  if (field === 'cwnd') return 2 + ((f * 7 + Math.round(t * 20)) % 11);
  if (field === 'goodputBps') return ((f * 13 + Math.round(t * 20) * 5) % 17) * 1e4;
  if (field === 'rttSec') return 0.04 + 0.001 * ((f + Math.round(t * 20)) % 9);
  return 0;
}

/** Rows for the times given, `flows` flows wide. */
function rows(times: number[], flows: number): Float64Array {
  const stride = rowStride(flows);
  const out = new Float64Array(times.length * stride).fill(NaN);
  times.forEach((t, r) => {
    out[r * stride] = t;
    for (let f = 0; f < flows; f++) for (const field of ['cwnd', 'goodputBps', 'rttSec'] as const) out[r * stride + G + f * F + flowIndex(field)] = reported(f, field, t);
  });
  return out;
}

/** Time-weighted mean of flow f's goodput over samples in (t − window, t] (each weighted by the gap before it). */
function smoothed(times: number[], f: number, i: number): number {
  let sum = 0;
  let w = 0;
  for (let k = i; k > 0 && times[k] > times[i] - GOODPUT_SMOOTH_SEC; k--) {
    const v = value(f, 'goodputBps', times[k]);
    if (Number.isNaN(v)) continue;
    sum += v * (times[k] - times[k - 1]);
    w += times[k] - times[k - 1];
  }
  return w > 0 ? sum / w : value(f, 'goodputBps', times[i]);
}

const FLOWS = 12;
const infos = Array.from({ length: FLOWS }, (_, i) => info(i, i % 3 === 0 ? 'reno' : 'vegas'));
const times = Array.from({ length: 200 }, (_, i) => i * 0.05);

describe('flowClasses', () => {
  it('groups flows by variant in order of first appearance, leaving hidden ones out', () => {
    const cs = flowClasses(infos, new Set([3]));
    expect(cs.map((c) => [c.variant, c.ordinal, c.label])).toEqual([
      ['reno', 0, 'Reno'],
      ['vegas', 1, 'Vegas'],
    ]);
    expect(cs[0].members).toEqual([0, 6, 9]);
    expect(cs[1].members).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });
});

describe('quantileSorted', () => {
  it.each([
    [[1], 0.1, 1],
    [[1, 2], 0.5, 1.5],
    [[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.1, 10],
    [[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 90],
    [[1, 2, 3, 4], 0.1, 1.3],
  ])('%j at %d is %d (as d3.quantile)', (xs, q, expected) => {
    expect(quantileSorted(xs, xs.length, q)).toBeCloseTo(expected, 12);
    expect(quantile(xs, q)).toBeCloseTo(expected, 12);
  });
});

describe('ClassTrace', () => {
  const classes = flowClasses(infos);

  function check(trace: ClassTrace, store: TraceStore, sampleTimes: number[], fields: readonly ('cwnd' | 'rttSec' | 'goodputBps')[] = ['cwnd', 'rttSec', 'goodputBps']): void {
    classes.forEach((c, k) => {
      for (const i of [0, 1, 2, 5, 17, 60, sampleTimes.length - 1]) {
        const t = sampleTimes[i];
        expect(store.time[i]).toBeCloseTo(t, 3);
        for (const field of fields) {
          const xs = c.members
            .map((m) => (field === 'goodputBps' ? (Number.isNaN(value(m, field, t)) ? NaN : smoothed(sampleTimes, m, i)) : value(m, field, t)))
            .filter((v) => !Number.isNaN(v));
          const col = trace.column(k, field);
          if (xs.length === 0) {
            expect(col.mean[i]).toBeNaN();
            continue;
          }
          const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
          // Within float32 rounding (columns and times are float32; late times weigh with ~1e-4 error).
          const near = (got: number, want: number, what: string) => expect(Math.abs(got - want), `${c.label} ${field} ${what} at ${t}: ${got} vs ${want}`).toBeLessThanOrEqual(2e-4 * Math.abs(want) + 1e-6);
          near(col.mean[i], mean, 'mean');
          near(col.low[i], quantile(xs, SPREAD_QUANTILE)!, 'low');
          near(col.high[i], quantile(xs, 1 - SPREAD_QUANTILE)!, 'high');
        }
      }
    });
  }

  it('gives each class its mean and 10–90 % spread at every sample over the flows there: not yet started or stopped ones are left out', () => {
    const store = new TraceStore(FLOWS);
    store.append(rows(times, FLOWS), rowStride(FLOWS));
    const trace = new ClassTrace();
    expect(trace.update(store, classes, infos)).toBe(true);
    check(trace, store, times);
    // At t = 0 no flow has started; at 0.05 s only flow 0 (Reno): Vegas has no value yet.
    expect(trace.column(0, 'cwnd').mean[0]).toBeNaN();
    expect(trace.column(1, 'cwnd').mean[1]).toBeNaN();
    expect(trace.column(0, 'cwnd').mean[1]).toBe(value(0, 'cwnd', 0.05));
    // After 6 s flow 5 (Vegas) has left: the Vegas mean is over the others.
    const i = times.findIndex((t) => t > 6.5);
    const others = classes[1].members.filter((m) => m !== 5).map((m) => value(m, 'cwnd', times[i]));
    expect(trace.column(1, 'cwnd').mean[i]).toBeCloseTo(others.reduce((a, b) => a + b, 0) / others.length, 4);
  });

  it('extended batch by batch, it equals the aggregate computed at once, and does nothing without new samples', () => {
    const store = new TraceStore(FLOWS);
    const trace = new ClassTrace();
    for (const [a, b] of [[0, 7], [7, 8], [8, 120], [120, 200]]) {
      store.append(rows(times.slice(a, b), FLOWS), rowStride(FLOWS));
      expect(trace.update(store, classes, infos)).toBe(true);
    }
    expect(trace.update(store, classes, infos)).toBe(false);
    check(trace, store, times);
  });

  it('recomputes when the store thins its history, and when the classes change', () => {
    const store = new TraceStore(FLOWS);
    const trace = new ClassTrace();
    // Enough samples that the store halves at least once (its capacity here is 20 000).
    const long = Array.from({ length: 25_000 }, (_, i) => i * 0.05);
    for (let a = 0; a < long.length; a += 1000) {
      store.append(rows(long.slice(a, a + 1000), FLOWS), rowStride(FLOWS));
      trace.update(store, classes, infos);
    }
    expect(store.generation).toBeGreaterThan(0);
    const kept = Array.from(store.time.subarray(0, store.length), (t) => Math.round(t * 20) / 20);
    // A thinned store's goodput is no longer the function's value at the kept times: the store
    // folds each dropped row's rate into the next kept one (TraceStore's own tests).
    check(trace, store, kept, ['cwnd', 'rttSec']);
    // Flow 4 leaves the Vegas class: the aggregates follow at once.
    const fewer = flowClasses(infos, new Set([4]));
    trace.update(store, fewer, infos);
    const last = store.length - 1;
    const vegas = fewer[1].members.filter((m) => there(m, kept[last])).map((m) => value(m, 'cwnd', kept[last]));
    expect(trace.column(1, 'cwnd').mean[last]).toBeCloseTo(vegas.reduce((a, b) => a + b, 0) / vegas.length, 4);
  });
});
