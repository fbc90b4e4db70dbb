// Sampler rows kept at full precision and never thinned, as a lesson TraceView reads them: the
// claim checker's headless runs and the lesson page's run both measure from one of these. Rows
// arrive in chunks of one width each (a flow added during the run widens the rows after it).
import { F, G, GLOBAL_FIELDS, FLOW_FIELDS, type FlowField, type GlobalField } from '../sim/metrics/Sampler';

interface Chunk {
  /** Index of the chunk's first row among all rows. */
  first: number;
  stride: number;
  flows: number;
  rows: Float64Array;
  length: number;
}

const globalAt = new Map(GLOBAL_FIELDS.map((f, i) => [f, i]));
const flowAt = new Map(FLOW_FIELDS.map((f, i) => [f, i]));

export class SampleRows {
  private chunks: Chunk[] = [];
  length = 0;

  /** Appends `rows` (each `stride` numbers, Sampler layout), skipping any not later than the last row kept. */
  append(rows: Float64Array, stride: number): void {
    const last = this.length > 0 ? this.time(this.length - 1) : -Infinity;
    let start = 0;
    while (start < rows.length && rows[start] <= last) start += stride;
    const n = (rows.length - start) / stride;
    if (n <= 0) return;
    let c = this.chunks.at(-1);
    if (!c || c.stride !== stride) {
      c = { first: this.length, stride, flows: (stride - G) / F, rows: new Float64Array(Math.max(64, n) * stride), length: 0 };
      this.chunks.push(c);
    }
    if ((c.length + n) * stride > c.rows.length) {
      const grown = new Float64Array(Math.max((c.length + n) * stride, 2 * c.rows.length));
      grown.set(c.rows.subarray(0, c.length * stride));
      c.rows = grown;
    }
    c.rows.set(rows.subarray(start), c.length * stride);
    c.length += n;
    this.length += n;
  }

  /** Forgets the rows after `tSec` (the run was taken back there). */
  truncateAfter(tSec: number): void {
    while (this.chunks.length > 0) {
      const c = this.chunks.at(-1)!;
      let keep = c.length;
      while (keep > 0 && c.rows[(keep - 1) * c.stride] > tSec) keep--;
      this.length -= c.length - keep;
      c.length = keep;
      if (keep > 0) return;
      this.chunks.pop();
    }
  }

  clear(): void {
    this.chunks = [];
    this.length = 0;
  }

  time(i: number): number {
    const c = this.chunkOf(i);
    return c.rows[(i - c.first) * c.stride];
  }

  global(field: Exclude<GlobalField, 'timeSec'>, i: number): number {
    const c = this.chunkOf(i);
    return c.rows[(i - c.first) * c.stride + globalAt.get(field)!];
  }

  /** A flow's field in row `i`; NaN for a flow added after that row. */
  flow(flow: number, field: FlowField, i: number): number {
    const c = this.chunkOf(i);
    return flow < c.flows ? c.rows[(i - c.first) * c.stride + G + flow * F + flowAt.get(field)!] : NaN;
  }

  private chunkOf(i: number): Chunk {
    if (i < 0 || i >= this.length) throw new RangeError(`no row ${i} (${this.length} rows)`);
    const cs = this.chunks;
    if (cs.length === 1) return cs[0];
    let lo = 0;
    let hi = cs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cs[mid].first <= i) lo = mid;
      else hi = mid - 1;
    }
    return cs[lo];
  }
}
