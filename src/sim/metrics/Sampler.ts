// Reads one row of observations from a running simulation: the numbers every chart and trace
// is made of. Rates are over the interval since the previous row; the sliding Jain index is
// over the last `slidingJainSec`. It only reads the model, never changes it.
import type { Simulation } from '../Simulation';
import { QUEUE_OBSERVABLES, type QueueObservableKey } from '../queue/registry';
import { OBSERVABLES, type ObservableKey } from '../tcp/registry';
import { jainIndex } from './jain';

/** The main bottleneck queue's observables (its discipline's module declares them; NaN for the others). */
const QUEUE_OBSERVABLE_KEYS = QUEUE_OBSERVABLES.map((o) => o.key) as QueueObservableKey[];
const LINK_FIELDS_AFTER = ['utilization', 'jainWhole', 'jainSliding', 'earlyDrops', 'forcedDrops', 'overflowDrops', 'headOverflowDrops', 'sojournDrops', 'ecnMarks'] as const;

/** The bottleneck's cumulative drop counts, one field per reason: a window's drops are the difference of their sums. */
export const DROP_FIELDS = ['overflowDrops', 'earlyDrops', 'forcedDrops', 'headOverflowDrops', 'sojournDrops'] as const satisfies readonly GlobalField[];

/**
 * Values about the whole network, in row order: time, the queue, every discipline's observables
 * (RED's average first, where it has always been), then utilization, fairness, drops by reason
 * and ECN marks (cumulative, at the main bottleneck).
 */
export const GLOBAL_FIELDS: readonly GlobalField[] = ['timeSec', 'queuePackets', ...QUEUE_OBSERVABLE_KEYS, ...LINK_FIELDS_AFTER];
export type GlobalField = 'timeSec' | 'queuePackets' | QueueObservableKey | (typeof LINK_FIELDS_AFTER)[number];
const Q = QUEUE_OBSERVABLE_KEYS.length;

/** Values every flow has (CBR: NaN for the TCP ones). */
const COMMON_FLOW_FIELDS = ['cwnd', 'ssthresh', 'srttSec', 'rttSec', 'sendRatePps', 'goodputBps', 'queuedPackets'] as const;
const C = COMMON_FLOW_FIELDS.length;
/** The variants' observables (their modules declare them), after the common fields. */
const OBSERVABLE_KEYS = OBSERVABLES.map((o) => o.key) as ObservableKey[];

/** Values per flow, in row order: the common fields, then every variant's observables (NaN where a field does not apply to the flow's variant). */
export const FLOW_FIELDS: readonly FlowField[] = [...COMMON_FLOW_FIELDS, ...OBSERVABLE_KEYS];
export type FlowField = (typeof COMMON_FLOW_FIELDS)[number] | ObservableKey;

/**
 * Fields that are rates over the interval since the previous row. Dropping a row (to thin a
 * trace) must fold its rate into the next kept row, weighted by time, or the amount it carried
 * (bits delivered, busy time) is lost and a measure over the window depends on the thinning.
 */
export const RATE_GLOBAL_FIELDS: readonly GlobalField[] = ['utilization'];
export const RATE_FLOW_FIELDS: readonly FlowField[] = ['sendRatePps', 'goodputBps'];

/** The rate over (t0, t2] of a rate r1 over (t0, t1] followed by r2 over (t1, t2]. */
export function mergedRate(t0: number, t1: number, t2: number, r1: number, r2: number): number {
  const span = t2 - t0;
  if (!(span > 0) || !Number.isFinite(r1)) return r2;
  if (!Number.isFinite(r2)) return r1;
  return (r1 * (t1 - t0) + r2 * (t2 - t1)) / span;
}

export const G = GLOBAL_FIELDS.length;
export const F = FLOW_FIELDS.length;
export const globalIndex = (f: GlobalField): number => GLOBAL_FIELDS.indexOf(f);
export const flowIndex = (f: FlowField): number => FLOW_FIELDS.indexOf(f);

/** Numbers in one row for `nFlows` flows. */
export const rowStride = (nFlows: number): number => G + F * nFlows;

export class Sampler {
  private lastSec = NaN;
  private lastBusySec = 0;
  private lastSent = new Float64Array(8);
  private lastReceived = new Float64Array(8);
  /** Delivered-in-order counts per flow at recent rows (a ring), for the sliding Jain index. */
  private ring: Float64Array[] = [];
  private ringTimes: Float64Array;
  private ringHead = 0;
  private ringSize = 0;
  private shares = new Float64Array(16);
  private readonly queueValues: Record<string, number> = {};

  constructor(
    /** Window of the sliding Jain index, seconds. */
    readonly slidingJainSec: number,
    /** Smallest expected interval between rows, seconds (sizes the sliding-window ring). */
    minIntervalSec: number,
  ) {
    const slots = Math.max(2, Math.min(100_000, Math.ceil(slidingJainSec / minIntervalSec) + 2));
    this.ringTimes = new Float64Array(slots);
    for (let i = 0; i < slots; i++) this.ring.push(new Float64Array(16).fill(NaN));
  }

  /** Seconds since the previous row (NaN before the first). */
  sinceLast(nowSec: number): number {
    return nowSec - this.lastSec;
  }

  /** Writes a row for the simulation's current state into `out` at `offset` (rowStride(sim.flows.length) numbers). */
  sample(sim: Simulation, out: Float64Array, offset: number): void {
    sim.settleQueues();
    const t = sim.now;
    const dt = t - this.lastSec;
    const size = sim.scenario.packetSizeBytes;
    const measureFromSec = sim.scenario.measure?.fromSec ?? 0;
    const n = sim.flows.length;
    this.ensureFlows(n);
    const slot = this.nextSlot(t, n);
    let counted = 0;
    let sum = 0;
    let sumSq = 0;
    let o = offset + G;
    for (const f of sim.flows) {
      const i = f.index;
      const obs = f.observables;
      const sent = f.tcp ? f.tcp.stats.sentPackets : f.cbr!.sentPackets;
      const got = f.deliveredInOrder;
      // Goodput is drawn from data as it reaches the receiver, so the burst of segments a
      // cumulative ACK releases after a repaired loss is counted when each arrived, not all at once.
      const received = f.dataReceived;
      out[o] = f.cwnd;
      out[o + 1] = f.ssthresh;
      out[o + 2] = f.srttSec;
      out[o + 3] = f.rttSec;
      out[o + 4] = dt > 0 ? (sent - this.lastSent[i]) / dt : 0;
      out[o + 5] = dt > 0 ? ((received - this.lastReceived[i]) * size * 8) / dt : 0;
      out[o + 6] = f.queuedPackets;
      for (let k = 0; k < OBSERVABLE_KEYS.length; k++) out[o + C + k] = obs[OBSERVABLE_KEYS[k]] ?? NaN;
      o += F;
      this.lastSent[i] = sent;
      this.lastReceived[i] = received;
      // Fairness is over the TCP flows of the experiment active in each window: started, and not
      // stopped before the window (the run so far for the whole-run index; the last
      // slidingJainSec for the sliding one).
      if (f.tcp !== null && !f.removed && t >= f.config.startSec) {
        if (f.stoppedAtSec > t - this.slidingJainSec) slot[i] = got;
        if (f.stoppedAtSec > measureFromSec) {
          const x = got - f.ackedAtMeasureStart;
          sum += x;
          sumSq += x * x;
          counted++;
        }
      }
    }
    const b = sim.bottleneck;
    const busy = b.busySec;
    out[offset] = t;
    out[offset + 1] = b.queueLength;
    const queue = sim.observeQueue(this.queueValues);
    for (let k = 0; k < Q; k++) out[offset + 2 + k] = queue[QUEUE_OBSERVABLE_KEYS[k]];
    const o2 = offset + 2 + Q;
    out[o2] = dt > 0 ? Math.min(1, (busy - this.lastBusySec) / dt) : 0;
    out[o2 + 1] = counted === 0 || sumSq === 0 ? 1 : (sum * sum) / (counted * sumSq);
    out[o2 + 2] = this.slidingJain(t, slot, n);
    const drops = b.stats.drops;
    out[o2 + 3] = drops[2];
    out[o2 + 4] = drops[3];
    out[o2 + 5] = drops[1];
    out[o2 + 6] = drops[4];
    out[o2 + 7] = drops[5];
    out[o2 + 8] = b.stats.marks;
    this.lastBusySec = busy;
    this.lastSec = t;
  }

  private ensureFlows(n: number): void {
    if (this.lastSent.length >= n) return;
    let size = this.lastSent.length;
    while (size < n) size *= 2;
    const grow = (a: Float64Array) => {
      const b = new Float64Array(size);
      b.set(a);
      return b;
    };
    this.lastSent = grow(this.lastSent);
    this.lastReceived = grow(this.lastReceived);
  }

  /** The ring slot for a row at `t`, sized for `n` flows and cleared to NaN. */
  private nextSlot(t: number, n: number): Float64Array {
    const k = this.ring.length;
    const i = (this.ringHead + this.ringSize) % k;
    if (this.ringSize < k) this.ringSize++;
    else this.ringHead = (this.ringHead + 1) % k;
    if (this.ring[i].length < n) {
      let size = this.ring[i].length;
      while (size < n) size *= 2;
      this.ring[i] = new Float64Array(size);
    }
    this.ring[i].fill(NaN);
    this.ringTimes[i] = t;
    return this.ring[i];
  }

  private slidingJain(t: number, now: Float64Array, n: number): number {
    // The latest row at least `slidingJainSec` old (or the oldest kept).
    const k = this.ring.length;
    let oldest = this.ringHead;
    for (let j = 0; j < this.ringSize - 1; j++) {
      const next = (this.ringHead + j + 1) % k;
      if (this.ringTimes[next] <= t - this.slidingJainSec) oldest = next;
      else break;
    }
    const old = this.ring[oldest];
    if (this.shares.length < n) this.shares = new Float64Array(Math.max(n, this.shares.length * 2));
    let m = 0;
    for (let i = 0; i < n; i++) {
      const d = now[i];
      if (Number.isNaN(d)) continue;
      const before = i < old.length ? old[i] : NaN;
      this.shares[m++] = d - (Number.isNaN(before) ? 0 : before);
    }
    return jainIndex(this.shares.subarray(0, m));
  }
}
