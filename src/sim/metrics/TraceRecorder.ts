// Records a run's time series by sampling the simulation at a fixed simulated interval.
// It only reads the model (observation without interference) and keeps every series in
// bounded, decimating typed arrays, so memory stays flat however long the run.
import type { Simulation } from '../Simulation';
import { jainIndex } from './jain';
import { Series } from './Series';

export interface TraceOptions {
  /** Simulated seconds between samples while the buckets are that narrow (then two per bucket). */
  sampleSec: number;
  /** Buckets per series (even); older data merges pairwise when full. */
  capacity: number;
  /** Length of the sliding window for the windowed Jain index, seconds. */
  slidingJainSec: number;
}

export const DEFAULT_TRACE_OPTIONS: TraceOptions = { sampleSec: 0.05, capacity: 512, slidingJainSec: 5 };

/** The per-flow series, in the order of FLOW_SERIES. */
export const FLOW_SERIES = [
  'cwnd', 'ssthresh', 'srttSec', 'baseRttSec', 'expectedRate', 'actualRate', 'diffPackets', 'aggressive',
  'sendRatePps', 'goodputBps', 'queuedPackets',
] as const;
export type FlowSeriesName = (typeof FLOW_SERIES)[number];

export const LINK_SERIES = ['queuePackets', 'redAverage', 'dropsPerSec', 'utilization', 'jainWhole', 'jainSliding'] as const;
export type LinkSeriesName = (typeof LINK_SERIES)[number];

interface FlowTrack {
  series: Record<FlowSeriesName, Series>;
  lastSent: number;
  lastDelivered: number;
}

export class TraceRecorder {
  readonly flows: FlowTrack[] = [];
  readonly link: Record<LinkSeriesName, Series>;
  private lastSampleSec = NaN;
  private lastBusySec = 0;
  private lastDrops = 0;
  /**
   * Delivered-in-order counts per flow at the last `window` samples (a ring), for the sliding
   * Jain index; NaN marks a flow that was not counted at that sample.
   */
  private ring: Float64Array[] = [];
  private ringTimes: Float64Array;
  private ringHead = 0;
  private ringSize = 0;
  private shares = new Float64Array(16);
  private readonly opts: TraceOptions;

  constructor(
    private readonly sim: Simulation,
    opts: Partial<TraceOptions> = {},
  ) {
    this.opts = { ...DEFAULT_TRACE_OPTIONS, ...opts };
    const make = (name: string) => new Series(name, this.opts.capacity, this.opts.sampleSec);
    this.link = Object.fromEntries(LINK_SERIES.map((n) => [n, make(n)])) as Record<LinkSeriesName, Series>;
    const slots = Math.max(2, Math.ceil(this.opts.slidingJainSec / this.opts.sampleSec) + 1);
    this.ringTimes = new Float64Array(slots);
    for (let i = 0; i < slots; i++) this.ring.push(new Float64Array(16).fill(NaN));
    sim.observe((s) => this.sample(s), this.opts.sampleSec);
  }

  /** Width of every series' buckets right now (they all decimate together). */
  get bucketSec(): number {
    return this.link.queuePackets.bucketSec;
  }

  get length(): number {
    return this.link.queuePackets.length;
  }

  private track(i: number): FlowTrack {
    while (this.flows.length <= i) {
      const width = this.link.queuePackets.bucketSec;
      const make = (name: string) => new Series(`flow${this.flows.length}.${name}`, this.opts.capacity, width);
      this.flows.push({
        series: Object.fromEntries(FLOW_SERIES.map((n) => [n, make(n)])) as Record<FlowSeriesName, Series>,
        lastSent: 0,
        lastDelivered: 0,
      });
    }
    return this.flows[i];
  }

  private sample(sim: Simulation): void {
    const t = sim.now;
    const dt = t - this.lastSampleSec;
    // Once decimation has widened the buckets, two samples per bucket keep min, max and last honest;
    // sampling faster would only cost time.
    if (dt < this.bucketSec / 2 - 1e-12) return;
    const size = sim.scenario.packetSizeBytes;
    const n = sim.flows.length;
    const slot = this.nextSlot(t, n);
    let counted = 0;
    let wholeSum = 0;
    let wholeSq = 0;
    for (const f of sim.flows) {
      const tr = this.track(f.index);
      const s = tr.series;
      const obs = f.observables;
      const sent = f.tcp ? f.tcp.stats.sentPackets : f.cbr!.sentPackets;
      const got = f.deliveredInOrder;
      s.cwnd.add(t, f.cwnd);
      s.ssthresh.add(t, f.ssthresh);
      s.srttSec.add(t, f.srttSec);
      s.baseRttSec.add(t, obs.baseRttSec);
      s.expectedRate.add(t, obs.expectedRate);
      s.actualRate.add(t, obs.actualRate);
      s.diffPackets.add(t, obs.diffPackets);
      s.aggressive.add(t, obs.aggressive);
      s.sendRatePps.add(t, dt > 0 ? (sent - tr.lastSent) / dt : 0);
      s.goodputBps.add(t, dt > 0 ? ((got - tr.lastDelivered) * size * 8) / dt : 0);
      s.queuedPackets.add(t, f.queuedPackets);
      tr.lastSent = sent;
      tr.lastDelivered = got;
      // Fairness is over TCP flows that have started and are still part of the experiment.
      const counts = f.tcp !== null && !f.removed && t >= f.config.startSec;
      slot[f.index] = counts ? got : NaN;
      if (counts) {
        const x = got - f.ackedAtMeasureStart;
        wholeSum += x;
        wholeSq += x * x;
        counted++;
      }
    }
    const b = sim.bottleneck;
    const busy = b.busySec;
    const drops = b.stats.totalDrops;
    this.link.queuePackets.add(t, b.queueLength);
    this.link.redAverage.add(t, sim.redAverage);
    this.link.dropsPerSec.add(t, dt > 0 ? (drops - this.lastDrops) / dt : 0);
    this.link.utilization.add(t, dt > 0 ? Math.min(1, (busy - this.lastBusySec) / dt) : 0);
    this.link.jainWhole.add(t, counted === 0 || wholeSq === 0 ? 1 : (wholeSum * wholeSum) / (counted * wholeSq));
    this.link.jainSliding.add(t, this.slidingJain(t, slot, n));
    this.lastBusySec = busy;
    this.lastDrops = drops;
    this.lastSampleSec = t;
  }

  /** The ring slot for a sample at `t`, sized for `n` flows. */
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
    // The oldest sample still within the window (or the oldest kept).
    const k = this.ring.length;
    let oldest = this.ringHead;
    for (let j = 0; j < this.ringSize - 1; j++) {
      const i = (this.ringHead + j) % k;
      const next = (i + 1) % k;
      if (this.ringTimes[next] <= t - this.opts.slidingJainSec) oldest = next;
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

  /** The trace as CSV: one row per bucket, the last sample of each bucket. */
  toCsv(): string {
    const names = this.sim.flows.map((f) => f.name.replace(/[^\w+-]+/g, '_'));
    const header = ['timeSec', ...LINK_SERIES, ...this.flows.flatMap((_, i) => FLOW_SERIES.map((n) => `${names[i]}.${n}`))];
    const rows = [header.join(',')];
    const fmt = (v: number) => (Number.isNaN(v) ? '' : String(+v.toPrecision(7)));
    for (let k = 0; k < this.length; k++) {
      const row = [fmt(this.link.queuePackets.timeAt(k))];
      for (const n of LINK_SERIES) row.push(fmt(this.link[n].last[k]));
      for (const f of this.flows) for (const n of FLOW_SERIES) row.push(k < f.series[n].length ? fmt(f.series[n].last[k]) : '');
      rows.push(row.join(','));
    }
    return rows.join('\n') + '\n';
  }
}
