// The packet store of the disciplines that keep more than one FIFO (DRR, FQ-CoDel) or need each
// packet's enqueue time (CoDel, PIE): numbered FIFO lists threaded through slots in typed arrays,
// so a packet in or out allocates nothing whatever the number of lists. It also counts the waiting
// packets per flow (by Packet.flow, whatever list holds them) and integrates those counts over time.
// The time of a change is read from `nowSec`, which the owner sets first: a double passed to a call
// V8 does not inline is boxed, one allocation per packet.
import type { Packet } from '../net/Packet';

const NONE = -1;

export class FlowQueues {
  // Per slot: its packet, when it was queued, the next and previous slot of its list (or of the free list).
  private pkt: (Packet | null)[] = new Array<Packet | null>(16).fill(null);
  private enqueuedSec = new Float64Array(16);
  private next = new Int32Array(16).fill(NONE);
  private prev = new Int32Array(16).fill(NONE);
  /** Arrival number of each slot's packet, so the newest packet of all lists can be found. */
  private arrival = new Float64Array(16);
  private arrivals = 0;
  private free = NONE;
  // Per list: head and tail slot, packets and bytes.
  private head = new Int32Array(8).fill(NONE);
  private tail = new Int32Array(8).fill(NONE);
  private count = new Int32Array(8);
  private bytes = new Float64Array(8);
  /** The time of the next push, shift or pop, seconds (set by the owner before each). */
  nowSec = NaN;
  /** Packets waiting in all lists, and their bytes. */
  length = 0;
  totalBytes = 0;
  /** When the packet last taken out by shift or pop had been queued. */
  lastShiftEnqueuedSec = NaN;
  /** Per flow f: packets waiting [3f], their ∫ dt [3f + 1] up to the time they last changed [3f + 2]. */
  private flows = new Float64Array(3 * 8);
  /** Bumped by every change; `at` walks on from where it last stopped while it is unchanged. */
  private version = 0;
  private cursorVersion = -1;
  private cursorList = NONE;
  private cursorK = 0;
  private cursorSlot = NONE;

  /** Lists there is room for without growing (list indices are 0 … lists − 1). */
  get lists(): number {
    return this.head.length;
  }

  listLength(list: number): number {
    return list < this.count.length ? this.count[list] : 0;
  }

  listBytes(list: number): number {
    return list < this.bytes.length ? this.bytes[list] : 0;
  }

  /** The packet at the head of `list`, or null. */
  peek(list: number): Packet | null {
    const s = list < this.head.length ? this.head[list] : NONE;
    return s === NONE ? null : this.pkt[s];
  }

  /** When the head packet of `list` was queued (NaN when the list is empty). */
  headEnqueuedSec(list: number): number {
    const s = list < this.head.length ? this.head[list] : NONE;
    return s === NONE ? NaN : this.enqueuedSec[s];
  }

  /** The k-th packet of `list` from its head (reading k = 0, 1, 2 … in turn costs one step each). */
  at(list: number, k: number): Packet {
    let s = this.head[list];
    let i = 0;
    if (this.cursorVersion === this.version && this.cursorList === list && this.cursorK <= k) {
      s = this.cursorSlot;
      i = this.cursorK;
    }
    for (; i < k; i++) s = this.next[s];
    this.cursorVersion = this.version;
    this.cursorList = list;
    this.cursorK = k;
    this.cursorSlot = s;
    return this.pkt[s]!;
  }

  /** Appends `p` to `list`, queued now. */
  push(list: number, p: Packet): void {
    if (list >= this.head.length) this.growLists(list);
    if (this.free === NONE) this.growSlots();
    const s = this.free;
    this.free = this.next[s];
    this.pkt[s] = p;
    this.enqueuedSec[s] = this.nowSec;
    this.arrival[s] = this.arrivals++;
    const t = this.tail[list];
    this.next[s] = NONE;
    this.prev[s] = t;
    if (t === NONE) this.head[list] = s;
    else this.next[t] = s;
    this.tail[list] = s;
    this.version++;
    this.count[list]++;
    this.bytes[list] += p.sizeBytes;
    this.length++;
    this.totalBytes += p.sizeBytes;
    this.countFlow(p.flow, 1);
  }

  /** Takes the head of `list` out, or null when it is empty. */
  shift(list: number): Packet | null {
    const s = list < this.head.length ? this.head[list] : NONE;
    if (s === NONE) return null;
    const n = this.next[s];
    this.head[list] = n;
    if (n === NONE) this.tail[list] = NONE;
    else this.prev[n] = NONE;
    return this.release(list, s);
  }

  /** Takes the tail of `list` out, or null when it is empty. */
  pop(list: number): Packet | null {
    const s = list < this.tail.length ? this.tail[list] : NONE;
    if (s === NONE) return null;
    const p = this.prev[s];
    this.tail[list] = p;
    if (p === NONE) this.head[list] = NONE;
    else this.next[p] = NONE;
    return this.release(list, s);
  }

  /** The list whose tail packet arrived last of all, or −1 when every list is empty. */
  newestList(): number {
    let best = NONE;
    let bestArrival = -1;
    for (let l = 0; l < this.tail.length; l++) {
      const s = this.tail[l];
      if (s !== NONE && this.arrival[s] > bestArrival) {
        bestArrival = this.arrival[s];
        best = l;
      }
    }
    return best;
  }

  occupancy(flow: number): number {
    return 3 * flow < this.flows.length ? this.flows[3 * flow] : 0;
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    const i = 3 * flow;
    if (i >= this.flows.length) return 0;
    return this.flows[i + 1] + this.flows[i] * (nowSec - this.flows[i + 2]);
  }

  private release(list: number, s: number): Packet {
    const p = this.pkt[s]!;
    this.pkt[s] = null;
    this.lastShiftEnqueuedSec = this.enqueuedSec[s];
    this.next[s] = this.free;
    this.free = s;
    this.version++;
    this.count[list]--;
    this.bytes[list] -= p.sizeBytes;
    this.length--;
    this.totalBytes -= p.sizeBytes;
    this.countFlow(p.flow, -1);
    return p;
  }

  private countFlow(f: number, delta: number): void {
    if (3 * f >= this.flows.length) this.growFlows(f);
    const a = this.flows;
    const i = 3 * f;
    const nowSec = this.nowSec;
    a[i + 1] += a[i] * (nowSec - a[i + 2]);
    a[i + 2] = nowSec;
    a[i] += delta;
  }

  private growSlots(): void {
    const n = this.pkt.length;
    const m = 2 * n;
    const pkt = new Array<Packet | null>(m).fill(null);
    for (let i = 0; i < n; i++) pkt[i] = this.pkt[i];
    this.pkt = pkt;
    this.enqueuedSec = grow(this.enqueuedSec, m);
    this.arrival = grow(this.arrival, m);
    const next = new Int32Array(m).fill(NONE);
    next.set(this.next);
    const prev = new Int32Array(m).fill(NONE);
    prev.set(this.prev);
    // The new slots form the free list, in index order.
    for (let i = n; i < m - 1; i++) next[i] = i + 1;
    next[m - 1] = this.free;
    this.next = next;
    this.prev = prev;
    this.free = n;
  }

  private growLists(list: number): void {
    let m = this.head.length;
    while (m <= list) m *= 2;
    const head = new Int32Array(m).fill(NONE);
    head.set(this.head);
    const tail = new Int32Array(m).fill(NONE);
    tail.set(this.tail);
    const count = new Int32Array(m);
    count.set(this.count);
    this.head = head;
    this.tail = tail;
    this.count = count;
    this.bytes = grow(this.bytes, m);
  }

  private growFlows(flow: number): void {
    let n = this.flows.length / 3;
    while (n <= flow) n *= 2;
    this.flows = grow(this.flows, 3 * n);
  }

  constructor() {
    this.nowSec = 0;
    // The 16 initial slots form the free list.
    for (let i = 0; i < 15; i++) this.next[i] = i + 1;
    this.next[15] = NONE;
    this.free = 0;
  }
}

function grow(a: Float64Array, n: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(n);
  b.set(a);
  return b;
}
