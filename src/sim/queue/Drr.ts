// Deficit round robin (Shreedhar & Varghese 1995) with one FIFO per flow, as ns-2.35's Queue/DRR
// runs it: the flows with packets form a ring; the flow at the pointer adds `quantumBytes` to its
// deficit when its turn begins and sends head packets while the deficit covers them; when it cannot,
// its turn ends and the pointer moves on (the deficit carries over); a flow that empties leaves the
// ring with its deficit reset to 0. A flow that gets a packet joins the ring just behind the pointer
// (last in the current round) with deficit 0.
// A flow may be given its own quantum (the paper's Q_i: weighted shares, bytes in proportion to the
// quanta); without one it has the discipline's.
// Overflow, as ns-2: the arrival is queued first, then while too many packets wait, the head packet
// of the flow with the most bytes waiting is dropped (ties: the first from the pointer on). ns-2
// bounds bytes (blimit_); here, as for every discipline, packets: at most limitPackets − 1 wait.
// Flows are small integers here, so each has its own queue exactly (ns-2 hashes source addresses
// into `buckets_` and only warns on a collision).
import type { Packet } from '../net/Packet';
import { FlowQueues } from './FlowQueues';
import { DropReason, type QueueDiscipline, QueueReason, type QueueSink } from './QueueDiscipline';

const NONE = -1;

export interface DrrParams {
  /** Bytes a flow may send per round (ns-2 quantum_). */
  quantumBytes: number;
}

export class Drr implements QueueDiscipline {
  readonly watchesIdle = false;
  readonly decidesAtDequeue = true;
  sink: QueueSink | null = null;
  private readonly store = new FlowQueues();
  private quantum = NaN;
  // Per flow: the ring of flows with packets (next/previous), deficit in bytes, whether its turn has begun.
  private ringNext = new Int32Array(8).fill(NONE);
  private ringPrev = new Int32Array(8).fill(NONE);
  private deficit = new Float64Array(8);
  private turn = new Uint8Array(8);
  /** Per flow: its own quantum in bytes, or 0 for the discipline's. */
  private flowQuantum = new Float64Array(8);
  /** The flow whose turn it is (ns-2 curr), or −1 when none has packets. */
  private curr = NONE;
  /** Flows in the ring. */
  private active = 0;

  constructor(
    params: DrrParams,
    /** Buffer: packets the router holds for this link, the one being transmitted included (as DropTail). */
    public limitPackets: number,
  ) {
    this.quantum = params.quantumBytes;
  }

  get params(): Readonly<DrrParams> {
    return { quantumBytes: this.quantum };
  }

  /** Retunes the quantum from the next turn on; deficits carry over. */
  setParams(params: DrrParams): void {
    this.quantum = params.quantumBytes;
  }

  get length(): number {
    return this.store.length;
  }

  /** Gives `flow` its own quantum (bytes per round) from its next turn on; 0 returns it to the discipline's. */
  setFlowQuantum(flow: number, quantumBytes: number): void {
    if (flow >= this.deficit.length) this.grow(flow);
    this.flowQuantum[flow] = quantumBytes;
  }

  /** The quantum `flow` gets per round, bytes. */
  quantumOf(flow: number): number {
    const own = flow < this.flowQuantum.length ? this.flowQuantum[flow] : 0;
    return own > 0 ? own : this.quantum;
  }

  /** Flows with packets waiting. */
  get activeFlows(): number {
    return this.active;
  }

  /** Flow `flow`'s deficit counter, bytes. */
  deficitBytes(flow: number): number {
    return flow < this.deficit.length ? this.deficit[flow] : 0;
  }

  /** Bytes of `flow` waiting. */
  backlogBytes(flow: number): number {
    return this.store.listBytes(flow);
  }

  enqueue(p: Packet, nowSec: number): DropReason {
    this.store.nowSec = nowSec;
    const f = p.flow;
    if (f >= this.deficit.length) this.grow(f);
    this.store.push(f, p);
    if (this.store.listLength(f) === 1) {
      this.activate(f);
      this.deficit[f] = 0;
    }
    let arrivalDropped = false;
    while (this.store.length > this.limitPackets - 1) {
      const m = this.longest();
      const d = this.store.shift(m)!;
      if (d === p) arrivalDropped = true;
      else this.sink?.dropped(d, QueueReason.HeadOverflow, nowSec);
      // ns-2 leaves `turn` as it was here (only dequeue clears it): a flow emptied by overflow while
      // its turn had begun gets no quantum on its first visit after it returns.
      if (this.store.listLength(m) === 0) this.leave(m);
    }
    return arrivalDropped ? DropReason.Overflow : DropReason.None;
  }

  passThrough(p: Packet, nowSec: number): DropReason {
    const reason = this.enqueue(p, nowSec);
    if (reason === DropReason.None) this.dequeue(nowSec);
    return reason;
  }

  dequeue(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    if (this.store.length === 0) return null;
    for (;;) {
      const c = this.curr;
      if (this.turn[c] === 0) {
        const own = this.flowQuantum[c];
        this.deficit[c] += own > 0 ? own : this.quantum;
        this.turn[c] = 1;
      }
      const size = this.store.peek(c)!.sizeBytes;
      if (this.deficit[c] >= size) {
        this.deficit[c] -= size;
        const p = this.store.shift(c)!;
        if (this.store.listLength(c) === 0) {
          this.turn[c] = 0;
          this.deficit[c] = 0;
          this.leave(c);
        }
        return p;
      }
      this.turn[c] = 0;
      this.curr = this.ringNext[c];
    }
  }

  removeLast(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    const f = this.store.newestList();
    if (f === NONE) return null;
    const p = this.store.pop(f);
    if (this.store.listLength(f) === 0) {
      this.turn[f] = 0;
      this.deficit[f] = 0;
      this.leave(f);
    }
    return p;
  }

  /** Flows in ring order from the pointer, each flow's packets oldest first. */
  at(i: number): Packet {
    if (i < 0 || i >= this.store.length) throw new RangeError(`no packet at position ${i}`);
    let f = this.curr;
    for (;;) {
      const n = this.store.listLength(f);
      if (i < n) return this.store.at(f, i);
      i -= n;
      f = this.ringNext[f];
    }
  }

  occupancy(flow: number): number {
    return this.store.occupancy(flow);
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    return this.store.occupancyIntegral(flow, nowSec);
  }

  /** The flow with the most bytes waiting, scanning the ring from the pointer (ns-2 getMaxflow). */
  private longest(): number {
    let best = this.curr;
    let f = this.curr;
    for (let k = 0; k < this.active; k++, f = this.ringNext[f]) {
      if (this.store.listBytes(f) > this.store.listBytes(best)) best = f;
    }
    return best;
  }

  /** Joins the ring just behind the pointer (ns-2 PacketDRR::activate). */
  private activate(f: number): void {
    this.active++;
    const c = this.curr;
    if (c === NONE) {
      this.ringNext[f] = f;
      this.ringPrev[f] = f;
      this.curr = f;
      return;
    }
    const before = this.ringPrev[c];
    this.ringPrev[f] = before;
    this.ringNext[f] = c;
    this.ringNext[before] = f;
    this.ringPrev[c] = f;
  }

  /** Leaves the ring; the pointer moves on if it was here (ns-2 PacketDRR::idle). */
  private leave(f: number): void {
    this.active--;
    const next = this.ringNext[f];
    if (next === f) {
      this.curr = NONE;
    } else {
      this.ringNext[this.ringPrev[f]] = next;
      this.ringPrev[next] = this.ringPrev[f];
      if (this.curr === f) this.curr = next;
    }
    this.ringNext[f] = NONE;
    this.ringPrev[f] = NONE;
  }

  private grow(flow: number): void {
    let n = this.deficit.length;
    while (n <= flow) n *= 2;
    const next = new Int32Array(n).fill(NONE);
    next.set(this.ringNext);
    const prev = new Int32Array(n).fill(NONE);
    prev.set(this.ringPrev);
    const deficit = new Float64Array(n);
    deficit.set(this.deficit);
    const turn = new Uint8Array(n);
    turn.set(this.turn);
    const flowQuantum = new Float64Array(n);
    flowQuantum.set(this.flowQuantum);
    this.flowQuantum = flowQuantum;
    this.ringNext = next;
    this.ringPrev = prev;
    this.deficit = deficit;
    this.turn = turn;
  }
}
