// The interface every router queue discipline implements, the reasons it drops or marks packets
// for, and the FIFO packet store the first-in-first-out ones build on (with per-flow occupancy for
// the queue picture). A discipline refuses an arriving packet by returning a DropReason; whatever it
// drops or marks besides (a head drop, an AQM drop at dequeue, an overflow batch, a CE mark) it
// reports to its sink, with a QueueReason.
import type { Packet } from '../net/Packet';

/** Why a queue refused an arriving packet (the packet `enqueue` returns it for). */
export const enum DropReason {
  None = 0,
  /** The buffer was full. */
  Overflow = 1,
  /** RED dropped it at random because the average queue was between its thresholds. */
  Early = 2,
  /** RED dropped it because the average queue was above maxTh (2·maxTh when gentle). */
  Forced = 3,
}

export const DROP_REASON_NAMES = ['none', 'overflow', 'early', 'forced'] as const;

/** Every reason a queue reports. 0–3 are DropReason's values, with the same meaning. */
export const enum QueueReason {
  None = 0,
  /** The buffer was full: the arriving packet is dropped (DropTail, RED, CoDel, PIE). */
  Overflow = 1,
  /** Dropped at random on arrival (RED between its thresholds; PIE's drop probability). */
  Early = 2,
  /** RED's average above maxTh. */
  Forced = 3,
  /** The buffer was full: a packet at the head of the longest flow queue made room (DRR, FQ-CoDel). */
  HeadOverflow = 4,
  /** CoDel dropped it at the head: its sojourn time stayed above target for an interval. */
  Sojourn = 5,
  /** Marked Congestion Experienced instead of dropped (RFC 3168); the packet goes on. */
  Mark = 6,
}

export const QUEUE_REASON_NAMES = [...DROP_REASON_NAMES, 'head-overflow', 'sojourn', 'mark'] as const;

/** Told of what a discipline does to packets other than the arriving one it answers for. */
export interface QueueSink {
  /**
   * `p` left the queue without being sent (a head drop, an AQM drop, an overflow batch): the sink
   * owns it from now on (counts it per flow and reason, returns it to the pool).
   */
  dropped(p: Packet, reason: QueueReason, nowSec: number): void;
  /** `p` was marked CE instead of dropped (reason Mark); it stays in the queue or goes on. */
  marked(p: Packet, nowSec: number): void;
}

export interface QueueDiscipline {
  /**
   * Offers an arriving packet. Returns DropReason.None when it was queued; otherwise the caller
   * still owns the packet and must dispose of it. `lengthBefore` semantics follow ns-2: the queue
   * holds packets waiting for the link, not the one being transmitted.
   */
  enqueue(p: Packet, nowSec: number): DropReason;
  /**
   * Offers a packet that finds nothing waiting and the line idle: exactly `enqueue` followed at once
   * by `dequeue` (the packet goes straight to the line), without storing it. The link's fast path.
   */
  passThrough(p: Packet, nowSec: number): DropReason;
  /** Next packet for the link, or null (the link then goes idle at `nowSec`). */
  dequeue(nowSec: number): Packet | null;
  /**
   * Whether the discipline needs to hear when the line goes idle (RED's idle clock): when false,
   * the link does not call `dequeue` on an empty queue just to say so.
   */
  readonly watchesIdle: boolean;
  /** Takes the most recently queued packet out (to shrink the buffer), or null. */
  removeLast(nowSec: number): Packet | null;
  /** The i-th waiting packet from the head (0 = next to leave). */
  at(i: number): Packet;
  /** Packets waiting. */
  readonly length: number;
  /** Packets of `flow` waiting. */
  occupancy(flow: number): number;
  /** Buffer size in packets (waiting packets, as ns-2's queue-limit). Settable while running. */
  limitPackets: number;
  /** ∫ occupancy(flow) dt from the start of the run to `nowSec`, in packet·seconds. */
  occupancyIntegral(flow: number, nowSec: number): number;
  /**
   * Set by whoever runs the link before the first packet. While null, drops are still made (and
   * the packets forgotten) and marks still set: the algorithm never depends on being watched.
   */
  sink: QueueSink | null;
  /**
   * True when which packet leaves next, or whether it leaves at all, is decided only at dequeue
   * (round robin between flows, CoDel's head drops): the link must then call `dequeue` at the
   * moment the line frees, not fix each packet's transmission start when it is accepted. `at(i)`
   * then lists the waiting packets flow queue by flow queue, in the order the scheduler visits
   * them, each oldest first (not necessarily the order they will leave in).
   */
  readonly decidesAtDequeue: boolean;
}

/**
 * What every discipline here shares: a ring-buffer FIFO of the waiting packets that also counts
 * them per flow and integrates those counts over time. A discipline adds its admission decision
 * (enqueue, passThrough) and may watch dequeues (RED's idle clock).
 */
export abstract class FifoQueue implements QueueDiscipline {
  abstract limitPackets: number;
  readonly watchesIdle: boolean = false;
  /** A FIFO drops only the arriving packet, which `enqueue` answers for: it reports nothing to a sink. */
  sink: QueueSink | null = null;
  readonly decidesAtDequeue: boolean = false;
  private ring: (Packet | null)[] = new Array<Packet | null>(16).fill(null);
  private head = 0;
  private size = 0;
  /**
   * Per flow f: packets waiting [3f], their ∫ dt in packet·seconds [3f + 1] up to the time they
   * last changed [3f + 2]; side by side, so counting a packet touches one cache line, not three.
   */
  private flows = new Float64Array(3 * 8);

  abstract enqueue(p: Packet, nowSec: number): DropReason;
  abstract passThrough(p: Packet, nowSec: number): DropReason;

  get length(): number {
    return this.size;
  }

  occupancy(flow: number): number {
    return 3 * flow < this.flows.length ? this.flows[3 * flow] : 0;
  }

  at(i: number): Packet {
    if (i < 0 || i >= this.size) throw new RangeError(`no packet at position ${i}`);
    return this.ring[(this.head + i) & (this.ring.length - 1)]!;
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    const i = 3 * flow;
    if (i >= this.flows.length) return 0;
    return this.flows[i + 1] + this.flows[i] * (nowSec - this.flows[i + 2]);
  }

  dequeue(nowSec: number): Packet | null {
    return this.shift(nowSec);
  }

  removeLast(nowSec: number): Packet | null {
    if (this.size === 0) return null;
    const i = (this.head + this.size - 1) & (this.ring.length - 1);
    const p = this.ring[i]!;
    this.ring[i] = null;
    this.size--;
    this.countFlow(p.flow, nowSec, -1);
    return p;
  }

  /** Stores an admitted packet at the tail. */
  protected push(p: Packet, nowSec: number): void {
    if (this.size === this.ring.length) this.growRing();
    this.ring[(this.head + this.size) & (this.ring.length - 1)] = p;
    this.size++;
    if (3 * p.flow >= this.flows.length) this.growFlows(p.flow);
    this.countFlow(p.flow, nowSec, 1);
  }

  /** Takes the head packet out, or null when none waits. */
  protected shift(nowSec: number): Packet | null {
    if (this.size === 0) return null;
    const p = this.ring[this.head]!;
    this.ring[this.head] = null;
    this.head = (this.head + 1) & (this.ring.length - 1);
    this.size--;
    this.countFlow(p.flow, nowSec, -1);
    return p;
  }

  /** Changes flow f's occupancy by `delta` at `nowSec`, integrating what it was until then. */
  private countFlow(f: number, nowSec: number, delta: number): void {
    const a = this.flows;
    const i = 3 * f;
    a[i + 1] += a[i] * (nowSec - a[i + 2]);
    a[i + 2] = nowSec;
    a[i] += delta;
  }

  private growRing(): void {
    const old = this.ring;
    const ring = new Array<Packet | null>(old.length * 2).fill(null);
    for (let i = 0; i < this.size; i++) ring[i] = old[(this.head + i) & (old.length - 1)];
    this.ring = ring;
    this.head = 0;
  }

  private growFlows(flow: number): void {
    let n = this.flows.length / 3;
    while (n <= flow) n *= 2;
    const flows = new Float64Array(3 * n);
    flows.set(this.flows);
    this.flows = flows;
  }
}
