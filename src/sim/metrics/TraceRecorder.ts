// Records a run's time series by sampling the simulation at a fixed simulated interval.
// It only reads the model (observation without interference) and keeps every series in
// bounded, decimating typed arrays, so memory stays flat however long the run.
import type { Simulation } from '../Simulation';
import { jainIndex } from './jain';
import { Series } from './Series';

export interface TraceOptions {
  /** Simulated seconds between samples. */
  sampleSec: number;
  /** Buckets per series (even); older data merges pairwise when full. */
  capacity: number;
  /** Length of the sliding window for the windowed Jain index, seconds. */
  slidingJainSec: number;
}

export const DEFAULT_TRACE_OPTIONS: TraceOptions = { sampleSec: 0.05, capacity: 1024, slidingJainSec: 5 };

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
  /** Delivered-in-order counts per flow at recent samples, for the sliding Jain index. */
  private readonly history: { t: number; delivered: number[] }[] = [];
  private readonly opts: TraceOptions;

  constructor(
    private readonly sim: Simulation,
    opts: Partial<TraceOptions> = {},
  ) {
    this.opts = { ...DEFAULT_TRACE_OPTIONS, ...opts };
    const make = (name: string) => new Series(name, this.opts.capacity, this.opts.sampleSec);
    this.link = Object.fromEntries(LINK_SERIES.map((n) => [n, make(n)])) as Record<LinkSeriesName, Series>;
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
    const size = sim.scenario.packetSizeBytes;
    const delivered: number[] = [];
    const whole: number[] = [];
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
      const counts = f.tcp !== null && !f.removed && t >= f.config.startSec;
      delivered.push(counts ? got : NaN);
      if (counts) whole.push(got - f.ackedAtMeasureStart);
    }
    const b = sim.bottleneck;
    const busy = b.busySec;
    const drops = b.stats.totalDrops;
    this.link.queuePackets.add(t, b.queueLength);
    this.link.redAverage.add(t, sim.redAverage);
    this.link.dropsPerSec.add(t, dt > 0 ? (drops - this.lastDrops) / dt : 0);
    this.link.utilization.add(t, dt > 0 ? Math.min(1, (busy - this.lastBusySec) / dt) : 0);
    this.link.jainWhole.add(t, jainIndex(whole));
    this.link.jainSliding.add(t, this.slidingJain(t, delivered));
    this.lastBusySec = busy;
    this.lastDrops = drops;
    this.lastSampleSec = t;
  }

  private slidingJain(t: number, delivered: number[]): number {
    this.history.push({ t, delivered });
    while (this.history.length > 1 && this.history[1].t <= t - this.opts.slidingJainSec) this.history.shift();
    const old = this.history[0];
    const shares: number[] = [];
    delivered.forEach((d, i) => {
      if (Number.isNaN(d)) return;
      const before = old.delivered[i];
      shares.push(d - (before === undefined || Number.isNaN(before) ? 0 : before));
    });
    return jainIndex(shares);
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
