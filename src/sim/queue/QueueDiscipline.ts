// The interface every router queue discipline implements, the drop reasons it reports,
// and the FIFO packet store they build on (with per-flow occupancy for the queue picture).
import type { Packet } from '../net/Packet';

/** Why a queue refused a packet. The arriving packet is always the one dropped. */
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
}

/**
 * What every discipline here shares: a ring-buffer FIFO of the waiting packets that also counts
 * them per flow and integrates those counts over time. A discipline adds its admission decision
 * (enqueue, passThrough) and may watch dequeues (RED's idle clock).
 */
export abstract class FifoQueue implements QueueDiscipline {
  abstract limitPackets: number;
  readonly watchesIdle: boolean = false;
  private ring: (Packet | null)[] = new Array<Packet | null>(16).fill(null);
  private head = 0;
  private size = 0;
  private perFlow = new Int32Array(8);
  private integral = new Float64Array(8);
  private lastChange = new Float64Array(8);

  abstract enqueue(p: Packet, nowSec: number): DropReason;
  abstract passThrough(p: Packet, nowSec: number): DropReason;

  get length(): number {
    return this.size;
  }

  occupancy(flow: number): number {
    return flow < this.perFlow.length ? this.perFlow[flow] : 0;
  }

  at(i: number): Packet {
    if (i < 0 || i >= this.size) throw new RangeError(`no packet at position ${i}`);
    return this.ring[(this.head + i) & (this.ring.length - 1)]!;
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    if (flow >= this.perFlow.length) return 0;
    return this.integral[flow] + this.perFlow[flow] * (nowSec - this.lastChange[flow]);
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
    if (p.flow >= this.perFlow.length) this.growFlows(p.flow);
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
    this.integral[f] += this.perFlow[f] * (nowSec - this.lastChange[f]);
    this.lastChange[f] = nowSec;
    this.perFlow[f] += delta;
  }

  private growRing(): void {
    const old = this.ring;
    const ring = new Array<Packet | null>(old.length * 2).fill(null);
    for (let i = 0; i < this.size; i++) ring[i] = old[(this.head + i) & (old.length - 1)];
    this.ring = ring;
    this.head = 0;
  }

  private growFlows(flow: number): void {
    let n = this.perFlow.length;
    while (n <= flow) n *= 2;
    const counts = new Int32Array(n);
    counts.set(this.perFlow);
    this.perFlow = counts;
    const integral = new Float64Array(n);
    integral.set(this.integral);
    this.integral = integral;
    const last = new Float64Array(n);
    last.set(this.lastChange);
    this.lastChange = last;
  }
}
