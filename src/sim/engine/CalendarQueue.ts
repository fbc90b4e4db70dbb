// The scheduler's pending events in (time, sequence) order, as a calendar queue (Brown 1988):
// time is cut into buckets `width` seconds wide, each holding the events of its interval in an
// unsorted list, and the next event is the least (time, sequence) of the first non-empty bucket.
// Events more than a "year" (bucket count × width) ahead wait in a binary heap until the year
// reaches them. The width follows the mean gap between events, so taking one costs a few steps
// in any scenario. The order never depends on the width: buckets cover disjoint, increasing
// intervals (⌊t / width⌋ is monotone in t) and inside one the full (time, sequence) key decides.

/** Buckets per year (a power of two). */
const BUCKETS = 8192;
const MASK = BUCKETS - 1;
const MIN_WIDTH_SEC = 1e-9;
const MAX_WIDTH_SEC = 1e3;
/** Events taken between two looks at whether the width still suits the traffic. */
const ADAPT_EVERY = 4096;
/** Mean steps per event (buckets skipped plus list entries compared) above which the width is reconsidered. */
const ADAPT_ABOVE_STEPS = 3;

export class CalendarQueue {
  // By event id: time, sequence and the next id in the same bucket (-1 ends a list).
  private time: Float64Array;
  private seq: Float64Array;
  private next: Int32Array;
  private readonly buckets = new Int32Array(BUCKETS).fill(-1);
  // Fields that hold fractions start as NaN (a double) and get their values in the constructor: V8 keeps a field's doubles in place only when its first value is a double; a field first set to a small integer changes representation when its first fraction arrives, mid-run, and the optimized code that reads it is thrown away.
  private width = 1e-3;
  private invWidth = NaN;
  /** Virtual bucket ⌊t / width⌋ of the last event taken: no pending event lies in an earlier one. */
  private cur = 0;
  private lastTakenSec = NaN;
  private inBuckets = 0;
  // Events a year or more ahead: a binary heap by (time, sequence), parallel arrays by position.
  private farTime = new Float64Array(64);
  private farId = new Int32Array(64);
  private farSize = 0;
  /** Virtual bucket of the far heap's head (Infinity when empty): `migrate` runs on every pop and reads only this. */
  private farHeadVb = Infinity;
  // Adaptation window.
  private steps = 0;
  private taken = 0;
  private windowStartSec = NaN;

  constructor(capacity: number) {
    this.invWidth = 1e3;
    this.lastTakenSec = 0;
    this.windowStartSec = 0;
    this.time = new Float64Array(capacity);
    this.seq = new Float64Array(capacity);
    this.next = new Int32Array(capacity);
  }

  /** Events queued. */
  get size(): number {
    return this.inBuckets + this.farSize;
  }

  /** Makes room for ids below `capacity`. */
  grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    this.time = grown(this.time, (n) => new Float64Array(n));
    this.seq = grown(this.seq, (n) => new Float64Array(n));
    this.next = grown(this.next, (n) => new Int32Array(n));
  }

  /** Width of a bucket now, seconds. */
  get widthSec(): number {
    return this.width;
  }

  timeOf(id: number): number {
    return this.time[id];
  }

  /** Queues event `id` at `timeSec` with sequence `seq` (not earlier than the last event taken). */
  push(id: number, timeSec: number, seq: number): void {
    this.time[id] = timeSec;
    this.seq[id] = seq;
    this.place(id, timeSec);
  }

  /** The id of the next event (least time, then least sequence), or -1 when empty; it stays queued. */
  peek(): number {
    if (this.inBuckets > 0) {
      const v = this.firstBucket();
      return this.least(this.buckets[v & MASK]);
    }
    return this.farSize > 0 ? this.farId[0] : -1;
  }

  /** Takes the next event out; returns its id, or -1 when empty. */
  pop(): number {
    return this.popUntil(Infinity);
  }

  /** Takes the next event out if its time is at most `untilSec` (the scheduler's loop); else -1. */
  popUntil(untilSec: number): number {
    let id: number;
    let v: number;
    if (this.inBuckets > 0) {
      v = this.firstBucket();
      const b = v & MASK;
      const head = this.buckets[b];
      id = this.least(head);
      if (this.time[id] > untilSec) return -1;
      if (id === head) {
        this.buckets[b] = this.next[id];
      } else {
        let prev = head;
        while (this.next[prev] !== id) prev = this.next[prev];
        this.next[prev] = this.next[id];
      }
      this.inBuckets--;
    } else if (this.farSize > 0) {
      id = this.farId[0];
      if (this.farTime[0] > untilSec) return -1;
      v = this.farHeadVb;
      this.farPop();
    } else {
      return -1;
    }
    // (An event at +Infinity, taken only by stepping, leaves the calendar where it was.)
    if (v !== Infinity) this.cur = v;
    this.lastTakenSec = this.time[id];
    if (this.farHeadVb - this.cur < BUCKETS) this.migrate();
    if (++this.taken === ADAPT_EVERY) this.adapt();
    return id;
  }

  /** The virtual bucket of the next event in the buckets (some bucket holds one). */
  private firstBucket(): number {
    let v = this.cur;
    while (this.buckets[v & MASK] < 0) v++;
    this.steps += v - this.cur;
    return v;
  }

  /** The least (time, sequence) of the bucket list that starts at `head`. */
  private least(head: number): number {
    const time = this.time;
    const seq = this.seq;
    const next = this.next;
    let best = head;
    let bestTime = time[head];
    let steps = 0;
    for (let q = next[head]; q >= 0; q = next[q]) {
      steps++;
      const t = time[q];
      if (t < bestTime || (t === bestTime && seq[q] < seq[best])) {
        best = q;
        bestTime = t;
      }
    }
    this.steps += steps;
    return best;
  }

  /** Puts `id`, due at `timeSec`, in its bucket, or in the far heap when it lies a year or more ahead. */
  private place(id: number, timeSec: number): void {
    const v = Math.floor(timeSec * this.invWidth);
    if (v - this.cur < BUCKETS) {
      const b = v & MASK;
      this.next[id] = this.buckets[b];
      this.buckets[b] = id;
      this.inBuckets++;
    } else {
      this.farPush(id);
    }
  }

  /** Moves far events the year now reaches into their buckets. */
  private migrate(): void {
    while (this.farHeadVb - this.cur < BUCKETS) {
      const id = this.farId[0];
      this.farPop();
      this.place(id, this.time[id]);
    }
  }

  /**
   * Every ADAPT_EVERY events: when taking them cost more than a few steps each, the width is set to
   * twice their mean gap (about two events per bucket near the front) and the buckets are rebuilt.
   */
  private adapt(): void {
    const steps = this.steps / this.taken;
    const gap = (this.lastTakenSec - this.windowStartSec) / this.taken;
    this.steps = 0;
    this.taken = 0;
    this.windowStartSec = this.lastTakenSec;
    if (steps <= ADAPT_ABOVE_STEPS || !Number.isFinite(gap) || gap <= 0) return;
    // Bounded so that ⌊t / width⌋ stays an exact integer for any run (≤ 36000 s: below 2^53).
    const width = Math.min(MAX_WIDTH_SEC, Math.max(MIN_WIDTH_SEC, 2 * gap));
    if (width > this.width / 2 && width < this.width * 2) return;
    this.rebuild(width);
  }

  private rebuild(width: number): void {
    const ids: number[] = [];
    for (let b = 0; b < BUCKETS; b++) {
      for (let id = this.buckets[b]; id >= 0; id = this.next[id]) ids.push(id);
      this.buckets[b] = -1;
    }
    for (let k = 0; k < this.farSize; k++) ids.push(this.farId[k]);
    this.farSize = 0;
    this.farHeadVb = Infinity;
    this.inBuckets = 0;
    this.width = width;
    this.invWidth = 1 / width;
    this.cur = Math.floor(this.lastTakenSec * this.invWidth);
    for (const id of ids) this.place(id, this.time[id]);
  }

  private farPush(id: number): void {
    if (this.farSize === this.farTime.length) {
      const times = new Float64Array(this.farSize * 2);
      times.set(this.farTime);
      this.farTime = times;
      const ids = new Int32Array(this.farSize * 2);
      ids.set(this.farId);
      this.farId = ids;
    }
    const times = this.farTime;
    const ids = this.farId;
    const seq = this.seq;
    const t = this.time[id];
    let i = this.farSize++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pt = times[parent];
      if (pt < t || (pt === t && seq[ids[parent]] < seq[id])) break;
      times[i] = pt;
      ids[i] = ids[parent];
      i = parent;
    }
    times[i] = t;
    ids[i] = id;
    if (i === 0) this.farHeadVb = Math.floor(t * this.invWidth);
  }

  private farPop(): void {
    const times = this.farTime;
    const ids = this.farId;
    const seq = this.seq;
    const n = --this.farSize;
    if (n === 0) {
      this.farHeadVb = Infinity;
      return;
    }
    const t = times[n];
    const id = ids[n];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const r = c + 1;
      if (r < n && (times[r] < times[c] || (times[r] === times[c] && seq[ids[r]] < seq[ids[c]]))) c = r;
      const ct = times[c];
      if (t < ct || (t === ct && seq[id] < seq[ids[c]])) break;
      times[i] = ct;
      ids[i] = ids[c];
      i = c;
    }
    times[i] = t;
    ids[i] = id;
    this.farHeadVb = Math.floor(times[0] * this.invWidth);
  }
}
