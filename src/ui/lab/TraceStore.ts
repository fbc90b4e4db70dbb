// The UI's copy of a run's time series, filled from the host's batches. Columns are Float32Arrays
// of a bounded length: when full, every other sample is dropped (older history at half the
// resolution), so memory stays flat however long the run. `version` changes on every append.
import { F, FLOW_FIELDS, G, GLOBAL_FIELDS, mergedRate, RATE_FLOW_FIELDS, RATE_GLOBAL_FIELDS, type FlowField, type GlobalField } from '../../sim/metrics/Sampler';

/** A change marker for the charts' time axes. */
export interface Marker {
  atSec: number;
  label: string;
}

/** A drop seen by the UI: where, whose, why. */
export interface DropMark {
  atSec: number;
  linkId: number;
  flow: number;
  reason: number;
  ack: boolean;
}

/** Numbers kept across all columns, whatever the number of flows (sizes the capacity). */
const BUDGET_FLOATS = 6_000_000;
const MAX_DROPS = 2000;

export class TraceStore {
  /** Samples held. */
  length = 0;
  version = 0;
  /**
   * Changes whenever samples already held move or vanish (thinned, cleared, columns cut); between
   * two changes the store only appends, so derived columns (ClassTrace) can be extended in place.
   */
  generation = 0;
  /** Drops every `stride`-th sample when full; doubles each time. */
  private capacity: number;
  private global: Float32Array[];
  private perFlow: Float32Array[][] = [];
  readonly markers: Marker[] = [];
  readonly drops: DropMark[] = [];
  /** Flows removed from the run → when: their past is kept, nothing of theirs after it. */
  private ended = new Map<number, number>();

  constructor(expectedFlows = 4) {
    this.capacity = TraceStore.capacityFor(expectedFlows);
    this.global = GLOBAL_FIELDS.map(() => new Float32Array(this.capacity));
  }

  private static capacityFor(flows: number): number {
    const perSample = G + F * Math.max(1, flows);
    const c = Math.floor(BUDGET_FLOATS / perSample);
    return Math.max(512, Math.min(20_000, c - (c % 2)));
  }

  get flowCount(): number {
    return this.perFlow.length;
  }

  /** Sample times, seconds. */
  get time(): Float32Array {
    return this.global[0];
  }

  /** A global column (only the first `length` values are meaningful). */
  column(field: GlobalField): Float32Array {
    return this.global[GLOBAL_FIELDS.indexOf(field)];
  }

  /** A per-flow column; NaN before the flow existed. */
  flowColumn(flow: number, field: FlowField): Float32Array {
    return this.perFlow[flow][FLOW_FIELDS.indexOf(field)];
  }

  /** Time of the last sample, or 0. */
  get lastTime(): number {
    return this.length > 0 ? this.time[this.length - 1] : 0;
  }

  /** Appends rows of `stride` numbers (GLOBAL_FIELDS, then FLOW_FIELDS per flow). */
  append(samples: Float64Array, stride: number): void {
    if (stride === 0 || samples.length === 0) return;
    const nFlows = (stride - G) / F;
    this.ensureFlows(nFlows);
    const rows = samples.length / stride;
    for (let r = 0; r < rows; r++) {
      if (this.length === this.capacity) this.halve();
      const i = this.length++;
      const o = r * stride;
      for (let g = 0; g < G; g++) this.global[g][i] = samples[o + g];
      for (let f = 0; f < this.perFlow.length; f++) {
        const cols = this.perFlow[f];
        const gone = this.ended.get(f);
        if (f < nFlows && !(gone !== undefined && samples[o] > gone)) for (let k = 0; k < F; k++) cols[k][i] = samples[o + G + f * F + k];
        else for (let k = 0; k < F; k++) cols[k][i] = NaN;
      }
    }
    this.version++;
  }

  /**
   * Flow `flow` was removed at `atSec`: its samples up to then stay (the evidence shown), those
   * after it (the engine still reports a removed flow's frozen state) are dropped, now and as they come.
   */
  endFlow(flow: number, atSec: number): void {
    if (this.ended.get(flow) === atSec) return;
    this.ended.set(flow, atSec);
    const cols = this.perFlow[flow];
    if (!cols) return;
    const from = this.indexAt(atSec) + 1;
    if (from >= this.length) return;
    for (const c of cols) c.fill(NaN, from, this.length);
    this.generation++;
    this.version++;
  }

  addMarker(m: Marker): void {
    this.markers.push(m);
    this.version++;
  }

  addDrops(rows: Float64Array, stride: number): void {
    for (let o = 0; o + stride <= rows.length; o += stride) {
      this.drops.push({ atSec: rows[o], linkId: rows[o + 1], flow: rows[o + 2], reason: rows[o + 3], ack: rows[o + 4] === 1 });
    }
    if (this.drops.length > MAX_DROPS) this.drops.splice(0, this.drops.length - MAX_DROPS);
    if (rows.length > 0) this.version++;
  }

  /** Index of the last sample at or before `t` (binary search), or -1. */
  indexAt(t: number): number {
    let lo = 0;
    let hi = this.length - 1;
    if (hi < 0 || this.time[0] > t) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.time[mid] <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Forgets everything after `t` (samples, markers, drops): the trace as it was at `t` (a rewind). */
  truncateAfter(t: number): void {
    const n = this.indexAt(t) + 1;
    if (n < this.length) {
      this.generation++;
      this.length = n;
    }
    const keep = <T extends { atSec: number }>(a: T[]) => {
      const k = a.findIndex((x) => x.atSec > t);
      if (k >= 0) a.length = k;
    };
    keep(this.markers);
    keep(this.drops);
    this.version++;
  }

  /** An independent copy: the original run's trace, drawn faintly under a branch. */
  clone(): TraceStore {
    const c = new TraceStore(Math.max(1, this.perFlow.length));
    c.capacity = this.capacity;
    c.global = this.global.map((a) => a.slice());
    c.perFlow = this.perFlow.map((cols) => cols.map((a) => a.slice()));
    c.length = this.length;
    c.markers.push(...this.markers);
    c.drops.push(...this.drops);
    c.ended = new Map(this.ended);
    return c;
  }

  clear(): void {
    this.generation++;
    this.length = 0;
    this.perFlow = [];
    this.ended.clear();
    this.markers.length = 0;
    this.drops.length = 0;
    this.version++;
  }

  private ensureFlows(n: number): void {
    if (n > this.perFlow.length && TraceStore.capacityFor(n) < this.capacity) this.shrinkTo(TraceStore.capacityFor(n));
    while (this.perFlow.length < n) {
      const cols = FLOW_FIELDS.map(() => {
        const a = new Float32Array(this.capacity);
        a.fill(NaN, 0, this.length);
        return a;
      });
      this.perFlow.push(cols);
    }
  }

  private allColumns(): Float32Array[] {
    return [...this.global, ...this.perFlow.flat()];
  }

  /**
   * Keeps every other sample, and always the first and the last. A dropped sample's rates are
   * folded into the next kept one (time-weighted), so what a window delivered is the same
   * whether or not the trace was thinned.
   */
  private halve(): void {
    this.generation++;
    const n = this.length;
    const t = this.time;
    const rateCols = [...RATE_GLOBAL_FIELDS.map((f) => this.column(f)), ...this.perFlow.flatMap((cols) => RATE_FLOW_FIELDS.map((f) => cols[FLOW_FIELDS.indexOf(f)]))];
    // Odd samples before the last are dropped; each is followed by a kept one.
    for (let i = 1; i < n - 1; i += 2) {
      for (const col of rateCols) col[i + 1] = mergedRate(t[i - 1], t[i], t[i + 1], col[i], col[i + 1]);
    }
    const keep = (i: number) => i % 2 === 0 || i === n - 1;
    for (const col of this.allColumns()) {
      let j = 0;
      for (let i = 0; i < n; i++) if (keep(i)) col[j++] = col[i];
    }
    this.length = Math.ceil(n / 2) + (n % 2 === 0 && n > 0 ? 1 : 0);
  }

  private shrinkTo(capacity: number): void {
    while (this.length > capacity / 2) this.halve();
    const cut = (a: Float32Array) => a.slice(0, capacity);
    this.global = this.global.map(cut);
    this.perFlow = this.perFlow.map((cols) => cols.map(cut));
    this.capacity = capacity;
  }
}
