// Per-class aggregates of the trace store's per-flow columns, for the many-flows view: at each
// sample, the mean over the class's flows and the 10–90 % spread between them, of the congestion
// window, the goodput (each flow's goodput first smoothed over THROUGHPUT_SMOOTH_SEC, as the
// per-flow chart draws it) and the RTT, over the flows that were there at that moment (as the
// per-flow charts: a flow before its start or after its stop, or an RTT of 0, is no measurement).
// Extended in place as samples arrive (a few rows per
// frame), recomputed only when the store thins or the classes change: the charts then draw a
// handful of series instead of hundreds.
import { measured } from '../charts/liveColumns';
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from './TraceStore';
import type { FlowClass } from './flowClasses';

export const CLASS_FIELDS = ['cwnd', 'goodputBps', 'rttSec'] as const;
export type ClassField = (typeof CLASS_FIELDS)[number];

/** The spread band: from this quantile of the class's flows to its mirror (10 % to 90 %). */
export const SPREAD_QUANTILE = 0.1;
/** Goodput is averaged over this much simulated time per flow before it is aggregated (as the per-flow chart). */
export const GOODPUT_SMOOTH_SEC = 0.5;

export interface ClassColumns {
  mean: Float32Array;
  /** SPREAD_QUANTILE of the class's flows. */
  low: Float32Array;
  /** 1 − SPREAD_QUANTILE. */
  high: Float32Array;
}

/** The q-quantile of sorted[0..n) with linear interpolation (as d3.quantileSorted). */
export function quantileSorted(sorted: ArrayLike<number>, n: number, q: number): number {
  if (n === 0) return NaN;
  const pos = (n - 1) * q;
  const i = Math.floor(pos);
  const frac = pos - i;
  return i + 1 < n ? sorted[i] + (sorted[i + 1] - sorted[i]) * frac : sorted[i];
}

export class ClassTrace {
  /** Columns per class (in the classes' order), per field. */
  private cols: Record<ClassField, ClassColumns>[] = [];
  private capacity = 0;
  private done = 0;
  private generation = -1;
  private classesKey = '';
  private classes: readonly FlowClass[] = [];
  private flows: readonly FlowInfo[] = [];
  // Goodput smoothing state: a time-weighted sum per flow over (t − window, t], and the window's start.
  private goodSum = new Float64Array(0);
  private goodWeight = new Float64Array(0);
  private windowStart = 0;
  private scratch = new Float64Array(0);
  // Each flow's time on the network (its start and stop), by flow index.
  private fromSec = new Float64Array(0);
  private toSec = new Float64Array(0);

  /** Columns of one class (by its position in the classes given to `update`) and field. */
  column(classPos: number, field: ClassField): ClassColumns {
    return this.cols[classPos][field];
  }

  /**
   * Brings the aggregates up to the store's latest sample. `flows` gives each member's start and
   * stop (a flow not listed counts from the start of the run to its end). Returns whether anything changed.
   */
  update(store: TraceStore, classes: readonly FlowClass[], flows: readonly FlowInfo[]): boolean {
    // The same classes of the same flows as last time (the lab keeps both while they do not
    // change): no need to word their key again, hundreds of flows long, at every frame.
    const same = classes === this.classes && flows === this.flows;
    const spans = same ? null : new Map(flows.map((f) => [f.index, f]));
    const key = spans === null ? this.classesKey : classes.map((c) => c.members.map((m) => `${m}@${spans.get(m)?.startSec ?? 0}-${spans.get(m)?.stopSec ?? ''}`).join(',')).join('|');
    this.flows = flows;
    const rebuild = key !== this.classesKey || store.generation !== this.generation || store.length < this.done;
    if (rebuild) {
      this.classesKey = key;
      this.classes = classes;
      this.generation = store.generation;
      this.done = 0;
      this.windowStart = 0;
      this.cols = [];
      this.capacity = 0;
      const flows = Math.max(0, ...classes.flatMap((c) => c.members.map((m) => m + 1)));
      this.goodSum = new Float64Array(flows);
      this.goodWeight = new Float64Array(flows);
      this.fromSec = new Float64Array(flows).fill(-Infinity);
      this.toSec = new Float64Array(flows).fill(Infinity);
      for (const f of this.flows) {
        const m = f.index;
        if (m >= flows) continue;
        this.fromSec[m] = f.startSec;
        this.toSec[m] = f.stopSec ?? Infinity;
      }
      this.scratch = new Float64Array(Math.max(1, ...classes.map((c) => c.members.length)));
    }
    if (!rebuild && this.done === store.length) return false;
    this.ensure(store.length);
    for (let i = this.done; i < store.length; i++) this.row(store, i);
    this.done = store.length;
    return true;
  }

  private ensure(n: number): void {
    if (n <= this.capacity && this.cols.length === this.classes.length) return;
    const size = Math.max(n, this.capacity * 2, 512);
    const grow = (a: Float32Array | undefined) => {
      const b = new Float32Array(size).fill(NaN);
      if (a) b.set(a.subarray(0, Math.min(a.length, this.done)));
      return b;
    };
    this.cols = this.classes.map((_, k) => {
      const old = this.cols[k];
      const make = (f: ClassField): ClassColumns => ({ mean: grow(old?.[f].mean), low: grow(old?.[f].low), high: grow(old?.[f].high) });
      return { cwnd: make('cwnd'), goodputBps: make('goodputBps'), rttSec: make('rttSec') };
    });
    this.capacity = size;
  }

  private row(store: TraceStore, i: number): void {
    const time = store.time;
    const t = time[i];
    // Slide the goodput window: drop samples at or before t − window, add sample i.
    while (this.windowStart < i && time[this.windowStart] <= t - GOODPUT_SMOOTH_SEC) {
      const j = this.windowStart++;
      if (j === 0) continue;
      const w = time[j] - time[j - 1];
      for (const c of this.classes) {
        for (const m of c.members) {
          if (m >= store.flowCount || !this.there(m, time[j])) continue;
          const v = store.flowColumn(m, 'goodputBps')[j];
          if (v - v === 0) {
            this.goodSum[m] -= v * w;
            this.goodWeight[m] -= w;
          }
        }
      }
    }
    const w = i > 0 ? t - time[i - 1] : 0;
    const flowCount = store.flowCount;
    const xs = this.scratch;
    // One loop per field, with no function per value: this runs for every member at every sample.
    for (let k = 0; k < this.classes.length; k++) {
      const members = this.classes[k].members;
      const cols = this.cols[k];
      summarise(xs, this.gather(store, members, 'cwnd', i, t), cols.cwnd, i);
      summarise(xs, this.gather(store, members, 'rttSec', i, t), cols.rttSec, i);
      let n = 0;
      for (const m of members) {
        if (m >= flowCount || !this.there(m, t)) continue;
        const v = store.flowColumn(m, 'goodputBps')[i];
        // A flow that has not sent yet (NaN) is not in the class's spread.
        if (v - v !== 0) continue;
        if (w > 0) {
          this.goodSum[m] += v * w;
          this.goodWeight[m] += w;
        }
        xs[n++] = this.goodWeight[m] > 1e-12 ? this.goodSum[m] / this.goodWeight[m] : v;
      }
      summarise(xs, n, cols.goodputBps, i);
    }
  }

  /** Into the scratch array: `field` at sample i of the members there at time t that measured it; returns how many. */
  private gather(store: TraceStore, members: readonly number[], field: 'cwnd' | 'rttSec', i: number, t: number): number {
    const xs = this.scratch;
    const flowCount = store.flowCount;
    let n = 0;
    for (const m of members) {
      if (m >= flowCount || !this.there(m, t)) continue;
      const v = store.flowColumn(m, field)[i];
      if (v - v !== 0 || !measured(field, v)) continue;
      xs[n++] = v;
    }
    return n;
  }

  /** Whether flow m was on the network at time t (between its start and its stop). */
  private there(m: number, t: number): boolean {
    return t >= this.fromSec[m] && t <= this.toSec[m];
  }
}

/** The mean and the spread of the first n values of xs into sample i of `out`; NaN for none. */
function summarise(xs: Float64Array, n: number, out: ClassColumns, i: number): void {
  if (n === 0) {
    out.mean[i] = out.low[i] = out.high[i] = NaN;
    return;
  }
  let sum = 0;
  for (let j = 0; j < n; j++) sum += xs[j];
  const sorted = xs.subarray(0, n).sort();
  out.mean[i] = sum / n;
  out.low[i] = quantileSorted(sorted, n, SPREAD_QUANTILE);
  out.high[i] = quantileSorted(sorted, n, 1 - SPREAD_QUANTILE);
}
