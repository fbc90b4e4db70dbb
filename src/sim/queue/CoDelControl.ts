// CoDel's dequeue (RFC 8289 §5 pseudocode, ECN as Linux's codel_impl.h) for each list of a
// FlowQueues store: CoDel itself runs it on one list, FQ-CoDel on one list per flow. The state of
// every list lives in typed arrays, so a thousand flow queues cost no objects.
//
//   dequeue the head; sojourn = now − its enqueue time
//   ok_to_drop ⇔ sojourn ≥ target and bytes left > MTU, continuously for an interval
//                (first_above_time = now + interval when it first holds; ok once now ≥ it)
//   not dropping and ok_to_drop → drop (or mark) it, dequeue the next, enter dropping:
//        count ← count − lastcount if that is > 1 and now − drop_next < 16·interval, else 1;
//        lastcount ← count; drop_next ← now + interval/√count
//   dropping and not ok_to_drop → leave dropping
//   dropping, while now ≥ drop_next: count++, drop (or mark and stop) the packet, dequeue the
//        next; drop_next ← drop_next + interval/√count while ok_to_drop, else leave dropping
//
// The control law is the RFC's exact interval/√count by default. Linux and ns-3.37 keep 1/√count in
// 16-bit fixed point updated by one Newton step per count (codel_Newton_step), which starts low: it
// gives 0.5 for count 2 (exact 0.707) and 0.5625, 0.488, 0.441 for 3–5, so their second drop
// comes 0.5 interval after the first where the RFC's comes 0.707 interval after. 'linux-newton'
// computes it their way, to measure what that changes.
// ok_to_drop once now ≥ first_above_time is the RFC's; Linux and ns-3.37 wait for now > it, which
// with their 1.024 µs clock ticks differs only at exact ties.
import { Ecn, type Packet } from '../net/Packet';
import type { FlowQueues } from './FlowQueues';
import { QueueReason, type QueueSink } from './QueueDiscipline';

export interface CoDelParams {
  /** Acceptable standing queue delay, seconds (RFC 8289 TARGET, 5 ms). */
  targetSec: number;
  /** Window the delay must stay above target before drops start, seconds (INTERVAL, 100 ms). */
  intervalSec: number;
  /** Mark ECN-capable packets CE instead of dropping them. */
  ecn: boolean;
}

/** How interval/√count is computed: exactly (RFC 8289), or by Linux's fixed-point Newton step. */
export type CoDelControlLaw = 'exact' | 'linux-newton';

/**
 * Whose bytes the nearly-empty test (bytes left ≤ MTU) counts: every list's (the discipline's
 * backlog, as Linux's fq_codel passes it to codel_dequeue), or the dequeued list's own (as ns-3.37's
 * FQ-CoDel runs a separate CoDel disc per flow). The same for a store of one list.
 */
export type CoDelBacklog = 'discipline' | 'list';

const U64 = (1n << 64n) - 1n;

/**
 * Linux codel_Newton_step: 1/√count in Q0.16 (`rec`, from its value for the previous count),
 * new = rec/2 · (3 − count·rec²), in the kernel's 32- and 64-bit unsigned arithmetic.
 */
export function codelNewtonStep(rec: number, count: number): number {
  const invsqrt = BigInt(rec) << 16n;
  const invsqrt2 = (invsqrt * invsqrt) >> 32n;
  let val = ((3n << 32n) - BigInt(count) * invsqrt2) & U64;
  val >>= 2n;
  val = ((val * invsqrt) & U64) >> 31n;
  return Number((val >> 16n) & 0xffffn);
}

export class CoDelControl {
  private target = NaN;
  private interval = NaN;
  private ecn = false;
  /** Per list: drops (or marks) in the current dropping state, and in the previous one at its start. */
  private count = new Float64Array(1);
  private lastCount = new Float64Array(1);
  /** Per list: 1 while dropping. */
  private droppingFlag = new Uint8Array(1);
  /** Per list: when ok_to_drop becomes true if the sojourn time stays above target (0: it is not above). */
  private firstAboveSec = new Float64Array(1);
  /** Per list: when the next drop is due while dropping. */
  private dropNextSec = new Float64Array(1);
  /** Per list: sojourn time of the last packet dequeued (dropped ones included), seconds. */
  private sojournSec = new Float64Array(1).fill(NaN);
  /** Per list, 'linux-newton' only: Linux's rec_inv_sqrt, 1/√count in Q0.16. */
  private recInvSqrt = new Float64Array(1);
  private readonly newton: boolean;
  private readonly ownBacklog: boolean;

  constructor(
    params: CoDelParams,
    /** The RFC's MAXPACKET (Linux's mtu): a queue of at most this many bytes is never dropped from. */
    readonly mtuBytes: number,
    readonly controlLaw: CoDelControlLaw = 'exact',
    readonly backlog: CoDelBacklog = 'discipline',
  ) {
    this.setParams(params);
    this.newton = controlLaw === 'linux-newton';
    this.ownBacklog = backlog === 'list';
  }

  /** Retunes target, interval and ECN from now on; the state of every list carries over. */
  setParams(params: CoDelParams): void {
    this.target = params.targetSec;
    this.interval = params.intervalSec;
    this.ecn = params.ecn;
  }

  dropping(list: number): boolean {
    return list < this.droppingFlag.length && this.droppingFlag[list] === 1;
  }

  /** Sojourn time of the last packet dequeued from `list`, seconds (NaN before the first). */
  lastSojournSec(list: number): number {
    return list < this.sojournSec.length ? this.sojournSec[list] : NaN;
  }

  /** Drops (or marks) counted in the current (or last) dropping state of `list`. */
  dropCount(list: number): number {
    return list < this.count.length ? this.count[list] : 0;
  }

  /** When the next drop of `list` is due while dropping, seconds. */
  dropNext(list: number): number {
    return list < this.dropNextSec.length ? this.dropNextSec[list] : 0;
  }

  /**
   * The next packet of `list` to send at `store.nowSec`, after CoDel's drops at its head (each
   * given to `sink`), or null when the list is (or becomes) empty.
   */
  dequeue(store: FlowQueues, list: number, sink: QueueSink | null): Packet | null {
    if (list >= this.count.length) this.grow(list);
    let p = store.shift(list);
    let ok = this.okToDrop(store, list, p);
    if (p === null) {
      this.droppingFlag[list] = 0;
      return null;
    }
    const nowSec = store.nowSec;
    if (this.droppingFlag[list] === 1) {
      if (!ok) {
        this.droppingFlag[list] = 0;
      } else {
        while (this.droppingFlag[list] === 1 && nowSec >= this.dropNextSec[list]) {
          const count = ++this.count[list];
          if (this.newton) this.recInvSqrt[list] = codelNewtonStep(this.recInvSqrt[list], count);
          if (this.ecn && p!.ecn !== Ecn.NotEct) {
            this.mark(p!, store, sink);
            this.advanceDropNext(list, count);
            break;
          }
          sink?.dropped(p!, QueueReason.Sojourn, nowSec);
          p = store.shift(list);
          ok = this.okToDrop(store, list, p);
          if (!ok) this.droppingFlag[list] = 0;
          else this.advanceDropNext(list, count);
        }
      }
    } else if (ok) {
      if (this.ecn && p.ecn !== Ecn.NotEct) {
        this.mark(p, store, sink);
      } else {
        sink?.dropped(p, QueueReason.Sojourn, nowSec);
        p = store.shift(list);
        this.okToDrop(store, list, p);
      }
      this.droppingFlag[list] = 1;
      // Re-entering soon after the last dropping state: resume near the drop rate that controlled
      // the queue then (RFC 8289 and Linux alike).
      const delta = this.count[list] - this.lastCount[list];
      const count = delta > 1 && nowSec - this.dropNextSec[list] < 16 * this.interval ? delta : 1;
      this.count[list] = count;
      this.lastCount[list] = count;
      // Linux: one Newton step from the last value on re-entry, else 1/√1 = 0xffff.
      if (this.newton) this.recInvSqrt[list] = count > 1 ? codelNewtonStep(this.recInvSqrt[list], count) : 0xffff;
      this.dropNextSec[list] = nowSec;
      this.advanceDropNext(list, count);
    }
    return p;
  }

  /**
   * What `dequeue` does on a list found empty, without the call into the store: the sojourn is no
   * longer above target and the dropping state ends (FQ-CoDel visits many empty flow queues).
   */
  emptied(list: number): void {
    if (list >= this.count.length) this.grow(list);
    this.firstAboveSec[list] = 0;
    this.droppingFlag[list] = 0;
  }

  /**
   * What `dequeue` does when the packet it takes is the only one in the whole store and was queued
   * this instant: its sojourn is 0 (and no bytes are left), so first_above_time resets and a
   * dropping state ends, with no call into the store (the pass-through of an arrival at an idle line).
   */
  passedThrough(list: number): void {
    if (list >= this.count.length) this.grow(list);
    this.sojournSec[list] = 0;
    this.firstAboveSec[list] = 0;
    this.droppingFlag[list] = 0;
  }

  /**
   * drop_next += interval/√count: exact, or Linux's reciprocal_scale(interval, rec_inv_sqrt << 16).
   * Written in place rather than returned: a double returned by a call V8 does not inline is boxed.
   */
  private advanceDropNext(list: number, count: number): void {
    this.dropNextSec[list] += this.newton ? (this.interval * this.recInvSqrt[list]) / 65536 : this.interval / Math.sqrt(count);
  }

  /** RFC 8289 dodequeue's verdict on `p`, just taken from `list` (null: the list was empty). */
  private okToDrop(store: FlowQueues, list: number, p: Packet | null): boolean {
    const nowSec = store.nowSec;
    if (p === null) {
      this.firstAboveSec[list] = 0;
      return false;
    }
    const sojourn = nowSec - store.lastShiftEnqueuedSec;
    this.sojournSec[list] = sojourn;
    if (sojourn < this.target || (this.ownBacklog ? store.listBytes(list) : store.totalBytes) <= this.mtuBytes) {
      this.firstAboveSec[list] = 0;
      return false;
    }
    if (this.firstAboveSec[list] === 0) {
      this.firstAboveSec[list] = nowSec + this.interval;
      return false;
    }
    return nowSec >= this.firstAboveSec[list];
  }

  private mark(p: Packet, store: FlowQueues, sink: QueueSink | null): void {
    p.ecn = Ecn.Ce;
    sink?.marked(p, store.nowSec);
  }

  private grow(list: number): void {
    let n = this.count.length;
    while (n <= list) n *= 2;
    this.count = growF64(this.count, n);
    this.lastCount = growF64(this.lastCount, n);
    this.firstAboveSec = growF64(this.firstAboveSec, n);
    this.dropNextSec = growF64(this.dropNextSec, n);
    const old = this.sojournSec.length;
    this.sojournSec = growF64(this.sojournSec, n);
    this.sojournSec.fill(NaN, old);
    this.recInvSqrt = growF64(this.recInvSqrt, n);
    const d = new Uint8Array(n);
    d.set(this.droppingFlag);
    this.droppingFlag = d;
  }
}

function growF64(a: Float64Array, n: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(n);
  b.set(a);
  return b;
}
