// CoDel (Nichols & Jacobson, RFC 8289): one FIFO whose packets carry their enqueue time; at
// dequeue, when the sojourn time has stayed above target for an interval, packets are dropped at
// the head (or marked CE, with ECN) at intervals that shrink as interval/√count (see CoDelControl).
// A full buffer drops the arriving packet, as Linux's sch_codel and ns-3.37 do.
import type { Packet } from '../net/Packet';
import { CoDelControl, type CoDelControlLaw, type CoDelParams } from './CoDelControl';
import { FlowQueues } from './FlowQueues';
import { DropReason, type QueueDiscipline, type QueueSink } from './QueueDiscipline';

export type { CoDelControlLaw, CoDelParams } from './CoDelControl';

export class CoDel implements QueueDiscipline {
  readonly watchesIdle = false;
  readonly decidesAtDequeue = true;
  sink: QueueSink | null = null;
  private readonly store = new FlowQueues();
  private readonly control: CoDelControl;
  private p: CoDelParams;

  constructor(
    params: CoDelParams,
    /** Buffer: packets the router holds for this link, the one being transmitted included (as DropTail). */
    public limitPackets: number,
    /** Largest packet on the link, bytes (RFC 8289 MAXPACKET). */
    mtuBytes = 1500,
    /** interval/√count exactly (RFC 8289) or as Linux and ns-3.37 compute it. */
    controlLaw: CoDelControlLaw = 'exact',
  ) {
    this.p = { ...params };
    this.control = new CoDelControl(params, mtuBytes, controlLaw);
  }

  get params(): Readonly<CoDelParams> {
    return this.p;
  }

  /** Retunes target, interval or ECN from now on; the dropping state and count carry over. */
  setParams(params: CoDelParams): void {
    this.p = { ...params };
    this.control.setParams(params);
  }

  /** Whether CoDel is in its dropping state. */
  get dropping(): boolean {
    return this.control.dropping(0);
  }

  /** Sojourn time of the last packet dequeued, seconds (NaN before the first). */
  get sojournSec(): number {
    return this.control.lastSojournSec(0);
  }

  /** Drops (or marks) of the current or last dropping state. */
  get count(): number {
    return this.control.dropCount(0);
  }

  /** When the next drop is due while dropping, seconds. */
  get dropNextSec(): number {
    return this.control.dropNext(0);
  }

  get length(): number {
    return this.store.length;
  }

  /** Bytes waiting. */
  get bytes(): number {
    return this.store.totalBytes;
  }

  enqueue(p: Packet, nowSec: number): DropReason {
    this.store.nowSec = nowSec;
    if (this.store.length + 1 >= this.limitPackets) return DropReason.Overflow;
    this.store.push(0, p);
    return DropReason.None;
  }

  passThrough(p: Packet, nowSec: number): DropReason {
    // Queued and taken at once: a sojourn of 0 resets first_above_time and ends a dropping state.
    // The link calls this only with nothing waiting; then the store is left as it was (its flow's
    // occupancy goes 0 → 1 → 0 in no time, its integral does not move), so it is not touched.
    if (this.store.length === 0) {
      if (1 >= this.limitPackets) return DropReason.Overflow;
      this.control.passedThrough(0);
      return DropReason.None;
    }
    const reason = this.enqueue(p, nowSec);
    if (reason === DropReason.None) this.dequeue(nowSec);
    return reason;
  }

  dequeue(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    return this.control.dequeue(this.store, 0, this.sink);
  }

  removeLast(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    return this.store.pop(0);
  }

  at(i: number): Packet {
    if (i < 0 || i >= this.store.length) throw new RangeError(`no packet at position ${i}`);
    return this.store.at(0, i);
  }

  occupancy(flow: number): number {
    return this.store.occupancy(flow);
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    return this.store.occupancyIntegral(flow, nowSec);
  }
}
