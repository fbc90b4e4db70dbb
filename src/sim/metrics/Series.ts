// A bounded time series: samples fall into buckets of equal width; when the buffer fills,
// neighbouring buckets merge (width doubles), so memory stays flat however long a run lasts.
// Each bucket keeps min, max and the last sample, so spikes survive decimation.

export class Series {
  readonly min: Float32Array;
  readonly max: Float32Array;
  readonly last: Float32Array;
  /** Buckets in use. */
  length = 0;
  /** Width of a bucket in seconds. */
  bucketSec: number;

  constructor(
    readonly name: string,
    readonly capacity: number,
    initialBucketSec: number,
    /** Time of the start of bucket 0. */
    readonly t0Sec = 0,
  ) {
    if (capacity < 2 || capacity % 2 !== 0) throw new RangeError('Series capacity must be an even number ≥ 2');
    this.min = new Float32Array(capacity);
    this.max = new Float32Array(capacity);
    this.last = new Float32Array(capacity);
    this.bucketSec = initialBucketSec;
  }

  /** Start time of bucket i. */
  timeAt(i: number): number {
    return this.t0Sec + i * this.bucketSec;
  }

  /** Adds a sample taken at `tSec` (samples must come in time order). */
  add(tSec: number, v: number): void {
    let i = Math.floor((tSec - this.t0Sec) / this.bucketSec);
    if (i < 0) i = 0;
    while (i >= this.capacity) {
      this.halve();
      i = Math.floor((tSec - this.t0Sec) / this.bucketSec);
    }
    if (i < this.length - 1) i = this.length - 1; // never reopen an older bucket
    if (i >= this.length) {
      // Open bucket i; skipped buckets repeat the last value (a step function), or are NaN before the first.
      const prev = this.length > 0 ? this.last[this.length - 1] : NaN;
      for (let k = this.length; k < i; k++) {
        this.min[k] = prev;
        this.max[k] = prev;
        this.last[k] = prev;
      }
      this.min[i] = v;
      this.max[i] = v;
      this.length = i + 1;
    } else {
      if (v < this.min[i]) this.min[i] = v;
      if (v > this.max[i]) this.max[i] = v;
    }
    this.last[i] = v;
  }

  private halve(): void {
    const n = this.length;
    let j = 0;
    for (let k = 0; k < n; k += 2, j++) {
      if (k + 1 < n) {
        this.min[j] = Math.min(this.min[k], this.min[k + 1]);
        this.max[j] = Math.max(this.max[k], this.max[k + 1]);
        this.last[j] = this.last[k + 1];
      } else {
        this.min[j] = this.min[k];
        this.max[j] = this.max[k];
        this.last[j] = this.last[k];
      }
    }
    this.length = j;
    this.bucketSec *= 2;
  }
}
