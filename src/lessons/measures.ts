// A lesson's measures, computed from a run's trace: the rows the Sampler writes (the same rows the
// lab's charts draw), read through TraceView so the headless claim checker and the lesson page
// compute every number the same way. Windows are (from, to]: a row's rates cover the interval
// since the previous row, and instantaneous values are weighted by that interval.
import type { FlowField, GlobalField } from '../sim/metrics/Sampler';
import { DROP_FIELDS, FLOW_FIELDS } from '../sim/metrics/Sampler';
import type { MeasureSpec, SimpleMeasure } from './lessonSchema';

/** A run's trace, as rows in time order. */
export interface TraceView {
  readonly length: number;
  time(i: number): number;
  global(field: Exclude<GlobalField, 'timeSec'>, i: number): number;
  /** NaN before the flow existed. */
  flow(flow: number, field: FlowField, i: number): number;
  readonly flowNames: readonly string[];
  /** 'cbr' flows are left out of fairness and shares. */
  readonly flowVariants: readonly string[];
  /** How far the run has got, seconds (default: the last row's time; the lab's clock may be a little ahead of its last row). */
  readonly endSec?: number;
  /** Counts since the start of the run (to now), from the engine's summary; null when not known yet. */
  counters(flow: number): { retransmitted: number; timeouts: number; completionSec: number | null } | null;
}

/** A measure's value; NaN when the trace does not reach it yet. */
export type MeasureValues = Record<string, number>;

const isFlowField = (f: string): f is FlowField => (FLOW_FIELDS as readonly string[]).includes(f);

/** The flow indices a selector names (an index, a list, or a name prefix). */
export function selectFlows(trace: Pick<TraceView, 'flowNames'>, sel: SimpleMeasure['flow']): number[] {
  if (sel === undefined) return trace.flowNames.map((_, i) => i);
  if (typeof sel === 'number') return sel < trace.flowNames.length ? [sel] : [];
  if (Array.isArray(sel)) return sel.filter((i) => i < trace.flowNames.length);
  return trace.flowNames.flatMap((n, i) => (n.startsWith(sel) ? [i] : []));
}

/** Rows i with from < time(i) ≤ to, as [first, end) (binary search: rows are in time order). */
function rowsIn(trace: TraceView, from: number, to: number): [number, number] {
  const after = (t: number) => {
    let lo = 0;
    let hi = trace.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (trace.time(mid) <= t + 1e-9) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [after(from), after(to)];
}

/**
 * Bits a flow delivered in (from, to]: each row's goodput rate × the part of its interval
 * (previous row, this row] inside the window, so the result does not depend on where rows fall
 * (a live run and its replay are sampled at different times).
 */
function deliveredBits(trace: TraceView, flow: number, from: number, to: number, a: number, b: number): number {
  let bits = 0;
  // Rows a … b: the last is the first row after `to`, whose interval may begin inside the window.
  for (let i = Math.max(a, 1); i <= Math.min(b, trace.length - 1); i++) {
    const v = trace.flow(flow, 'goodputBps', i);
    const overlap = Math.min(trace.time(i), to) - Math.max(trace.time(i - 1), from);
    if (Number.isFinite(v) && overlap > 0) bits += v * overlap;
  }
  return bits;
}

function fieldValue(trace: TraceView, m: SimpleMeasure, i: number, flow: number): number {
  const f = m.field!;
  if (isFlowField(f)) return trace.flow(flow, f, i);
  return trace.global(f as Exclude<GlobalField, 'timeSec'>, i);
}

function simple(trace: TraceView, m: SimpleMeasure): number {
  const [a, b] = rowsIn(trace, m.from, m.to);
  // The window is not (fully) in the trace yet: no value rather than a partial one.
  if (trace.length === 0 || (trace.endSec ?? trace.time(trace.length - 1)) < m.to - 1e-6) return NaN;
  const flows = selectFlows(trace, m.flow);
  const tcp = flows.filter((i) => trace.flowVariants[i] !== 'cbr');
  const span = m.to - m.from;
  switch (m.metric) {
    case 'goodput':
      return flows.reduce((s, f) => s + deliveredBits(trace, f, m.from, m.to, a, b), 0) / span / 1000;
    case 'share': {
      const all = trace.flowNames.map((_, i) => i).filter((i) => trace.flowVariants[i] !== 'cbr');
      const total = all.reduce((s, f) => s + deliveredBits(trace, f, m.from, m.to, a, b), 0);
      return total > 0 ? tcp.reduce((s, f) => s + deliveredBits(trace, f, m.from, m.to, a, b), 0) / total : NaN;
    }
    case 'jain': {
      const x = tcp.map((f) => deliveredBits(trace, f, m.from, m.to, a, b));
      const sum = x.reduce((s, v) => s + v, 0);
      const sq = x.reduce((s, v) => s + v * v, 0);
      return sq > 0 ? (sum * sum) / (x.length * sq) : NaN;
    }
    case 'drops': {
      const total = (i: number) => DROP_FIELDS.reduce((sum, f) => sum + trace.global(f, i), 0);
      const before = a > 0 ? total(a - 1) : 0;
      return b > 0 ? total(b - 1) - before : 0;
    }
    case 'fractionInBand': {
      let inBand = 0;
      let n = 0;
      for (const f of flows) {
        for (let i = a; i < b; i++) {
          const d = trace.flow(f, 'diffPackets', i);
          if (!Number.isFinite(d)) continue;
          n++;
          if (d >= trace.flow(f, 'alpha', i) - 1e-9 && d <= trace.flow(f, 'beta', i) + 1e-9) inBand++;
        }
      }
      return n > 0 ? inBand / n : NaN;
    }
    case 'retransmitted':
    case 'timeouts':
    case 'completion': {
      let sum = 0;
      for (const f of flows) {
        const c = trace.counters(f);
        if (!c) return NaN;
        if (m.metric === 'completion') {
          if (c.completionSec === null) return NaN;
          sum = Math.max(sum, c.completionSec);
        } else sum += m.metric === 'retransmitted' ? c.retransmitted : c.timeouts;
      }
      return sum;
    }
    default:
      break;
  }
  // Field statistics: over the selected flows (flow fields) or the link (global fields).
  const who = isFlowField(m.field!) ? flows : [0];
  let weighted = 0;
  let weight = 0;
  let max = -Infinity;
  let min = Infinity;
  let first = NaN;
  let last = NaN;
  // riseRate: how fast the value climbs while it climbs (increments over rising intervals only).
  let rise = 0;
  let riseSec = 0;
  for (let i = a; i < b; i++) {
    let v = 0;
    let seen = false;
    for (const f of who) {
      const x = fieldValue(trace, m, i, f);
      if (!Number.isFinite(x)) continue;
      v += x;
      seen = true;
    }
    if (!seen) continue;
    if (m.metric === 'timeToReach' && v >= m.threshold!) return trace.time(i);
    const dt = i > 0 ? Math.min(trace.time(i) - trace.time(i - 1), trace.time(i) - m.from) : 0;
    if (!Number.isNaN(last) && v > last) {
      rise += v - last;
      riseSec += dt;
    }
    weighted += v * dt;
    weight += dt;
    max = Math.max(max, v);
    min = Math.min(min, v);
    if (Number.isNaN(first)) first = v;
    last = v;
  }
  // The first row after the window: its interval may begin inside it (a mean weighs each row by
  // the part of its interval in the window, wherever the rows fall).
  if (m.metric === 'mean' && b > 0 && b < trace.length) {
    const dt = m.to - Math.max(trace.time(b - 1), m.from);
    let v = 0;
    let seen = false;
    for (const f of who) {
      const x = fieldValue(trace, m, b, f);
      if (Number.isFinite(x)) {
        v += x;
        seen = true;
      }
    }
    if (seen && dt > 0) {
      weighted += v * dt;
      weight += dt;
    }
  }
  switch (m.metric) {
    case 'mean':
      return weight > 0 ? weighted / weight : NaN;
    case 'max':
      return max === -Infinity ? NaN : max;
    case 'min':
      return min === Infinity ? NaN : min;
    case 'first':
      return first;
    case 'last':
      return last;
    case 'change':
      return last - first;
    case 'riseRate':
      return riseSec > 0 ? rise / riseSec : NaN;
    default:
      return NaN; // timeToReach never reached in the window
  }
}

/** Every measure of a lesson (or the ones named), computed from a trace. */
export function computeMeasures(trace: TraceView, measures: Record<string, MeasureSpec>, names: readonly string[] = Object.keys(measures)): MeasureValues {
  const out: MeasureValues = {};
  const value = (name: string): number => {
    if (name in out) return out[name];
    const m = measures[name];
    let v: number;
    if ('metric' in m) v = simple(trace, m);
    else if ('ratio' in m) v = value(m.ratio[0]) / value(m.ratio[1]);
    else if ('difference' in m) v = value(m.difference[0]) - value(m.difference[1]);
    else v = value(m.product[0]) * value(m.product[1]);
    out[name] = v;
    return v;
  };
  for (const n of names) value(n);
  return out;
}

/** The latest time any of the named measures reads (the run need go no further). */
export function measuresEnd(measures: Record<string, MeasureSpec>, names: readonly string[]): number {
  let end = 0;
  const visit = (name: string) => {
    const m = measures[name];
    if (!m) return;
    if ('metric' in m) end = Math.max(end, m.to);
    else for (const n of 'ratio' in m ? m.ratio : 'difference' in m ? m.difference : m.product) visit(n);
  };
  names.forEach(visit);
  return end;
}

/** A measure's value as the lesson text shows it ("—" until the run reaches it). */
export function formatMeasure(m: MeasureSpec, v: number): string {
  if (!Number.isFinite(v)) return '—';
  const s = v.toFixed(m.digits);
  return m.unit ? `${s} ${m.unit}` : s;
}
