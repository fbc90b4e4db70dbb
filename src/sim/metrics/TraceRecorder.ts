// Records a run's time series (the Sampler's rows) into bounded, decimating typed arrays, so
// memory stays flat however long the run. Used by the CLI's --trace; it only reads the model.
import type { Simulation } from '../Simulation';
import { FLOW_FIELDS, GLOBAL_FIELDS, G, F, Sampler, rowStride, type FlowField, type GlobalField } from './Sampler';
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

/** The global series, without the time column (time is the buckets' own). */
const LINK_FIELDS = GLOBAL_FIELDS.slice(1) as Exclude<GlobalField, 'timeSec'>[];

export class TraceRecorder {
  readonly flows: Record<FlowField, Series>[] = [];
  readonly link: Record<Exclude<GlobalField, 'timeSec'>, Series>;
  private readonly sampler: Sampler;
  private row = new Float64Array(rowStride(8));
  private readonly opts: TraceOptions;

  constructor(
    private readonly sim: Simulation,
    opts: Partial<TraceOptions> = {},
  ) {
    this.opts = { ...DEFAULT_TRACE_OPTIONS, ...opts };
    this.sampler = new Sampler(this.opts.slidingJainSec, this.opts.sampleSec);
    const make = (name: string) => new Series(name, this.opts.capacity, this.opts.sampleSec);
    this.link = Object.fromEntries(LINK_FIELDS.map((n) => [n, make(n)])) as TraceRecorder['link'];
    sim.observe((s) => this.sample(s), this.opts.sampleSec);
  }

  /** Width of every series' buckets right now (they all decimate together). */
  get bucketSec(): number {
    return this.link.queuePackets.bucketSec;
  }

  get length(): number {
    return this.link.queuePackets.length;
  }

  private track(i: number): Record<FlowField, Series> {
    while (this.flows.length <= i) {
      const width = this.bucketSec;
      const k = this.flows.length;
      this.flows.push(Object.fromEntries(FLOW_FIELDS.map((n) => [n, new Series(`flow${k}.${n}`, this.opts.capacity, width)])) as Record<FlowField, Series>);
    }
    return this.flows[i];
  }

  private sample(sim: Simulation): void {
    const t = sim.now;
    // Once decimation has widened the buckets, two samples per bucket keep min, max and last honest.
    if (this.sampler.sinceLast(t) < this.bucketSec / 2 - 1e-12) return;
    const n = sim.flows.length;
    if (this.row.length < rowStride(n)) this.row = new Float64Array(rowStride(n * 2));
    this.sampler.sample(sim, this.row, 0);
    LINK_FIELDS.forEach((name, k) => this.link[name].add(t, this.row[k + 1]));
    for (let i = 0; i < n; i++) {
      const series = this.track(i);
      const base = G + i * F;
      for (let k = 0; k < F; k++) series[FLOW_FIELDS[k]].add(t, this.row[base + k]);
    }
  }

  /** The trace as CSV: one row per bucket, the last sample of each bucket. */
  toCsv(): string {
    const names = this.sim.flows.map((f) => f.name.replace(/[^\w+-]+/g, '_'));
    const header = ['timeSec', ...LINK_FIELDS, ...this.flows.flatMap((_, i) => FLOW_FIELDS.map((n) => `${names[i]}.${n}`))];
    const rows = [header.join(',')];
    const fmt = (v: number) => (Number.isNaN(v) ? '' : String(+v.toPrecision(7)));
    for (let k = 0; k < this.length; k++) {
      const row = [fmt(this.link.queuePackets.timeAt(k))];
      for (const n of LINK_FIELDS) row.push(fmt(this.link[n].last[k]));
      for (const f of this.flows) for (const n of FLOW_FIELDS) row.push(k < f[n].length ? fmt(f[n].last[k]) : '');
      rows.push(row.join(','));
    }
    return rows.join('\n') + '\n';
  }
}
