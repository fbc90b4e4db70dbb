// FQ-CoDel (RFC 8290, as Linux's sch_fq_codel): one FIFO per flow, each with its own CoDel state,
// scheduled by deficit round robin in bytes over two lists.
//   arrival: a flow in neither list joins the tail of the new list with deficit = quantum.
//   dequeue: take the first flow of the new list, else of the old list; if its deficit is ≤ 0 it
//     gets another quantum and moves to the tail of the old list, and the search starts over;
//     otherwise CoDel dequeues from it (dropping at its head as CoDel does); if nothing comes out,
//     a flow from the new list moves to the tail of the old list and one from the old list leaves
//     both (RFC 8290 §4.2 and ns-3.37; Linux removes it instead when the old list is empty, so a
//     flow that went quiet may return as a new flow a little sooner); else its deficit is charged
//     the packet's bytes.
//   overflow: when more than limitPackets − 1 packets wait after an arrival, the flow with the most
//     bytes waiting (ties: the lowest flow number) loses head packets until half its bytes are gone
//     or 64 packets are (Linux's drop_batch_size, fq_codel_drop).
// Flows are small integers here, so each has its own queue exactly: no hashing, no collisions
// (Linux and ns-3.37 hash the 5-tuple into 1024 queues).
// CoDel's "bytes left ≤ MTU" test reads the backlog of the whole discipline, as Linux passes it
// (ns-3.37 runs a separate CoDel queue disc per flow, which reads the flow's own backlog; the
// constructor's `backlog` 'list' runs it so, to measure what that changes).
import type { Packet } from '../net/Packet';
import { CoDelControl, type CoDelBacklog, type CoDelControlLaw, type CoDelParams } from './CoDelControl';
import { FlowQueues } from './FlowQueues';
import { DropReason, type QueueDiscipline, QueueReason, type QueueSink } from './QueueDiscipline';

/**
 * No flow (a list's end), and where a flow is scheduled. A const enum, so each use compiles to its
 * number: V8 reads a module-level const from the module's context, with a check, at every use.
 */
const enum Slot {
  None = -1,
  Idle = 0,
  New = 1,
  Old = 2,
}
/** Most packets one overflow drops (Linux drop_batch_size). */
export const FQ_CODEL_DROP_BATCH = 64;

export interface FqCoDelParams extends CoDelParams {
  /** Bytes a flow may send per round (Linux quantum, one MTU by default). */
  quantumBytes: number;
}

export class FqCoDel implements QueueDiscipline {
  readonly watchesIdle = false;
  readonly decidesAtDequeue = true;
  sink: QueueSink | null = null;
  private readonly store = new FlowQueues();
  private readonly control: CoDelControl;
  private p: FqCoDelParams;
  private quantum = NaN;
  // Per flow: which list it is in, its successor there, and its deficit in bytes.
  private where = new Uint8Array(8);
  private nextInList = new Int32Array(8).fill(Slot.None);
  private deficit = new Float64Array(8);
  private newHead: number = Slot.None;
  private newTail: number = Slot.None;
  private oldHead: number = Slot.None;
  private oldTail: number = Slot.None;

  constructor(
    params: FqCoDelParams,
    /** Buffer: packets the router holds for this link, the one being transmitted included (as DropTail). */
    public limitPackets: number,
    /** Largest packet on the link, bytes (CoDel's MAXPACKET). */
    mtuBytes = 1500,
    /** interval/√count exactly (RFC 8289) or as Linux and ns-3.37 compute it. */
    controlLaw: CoDelControlLaw = 'exact',
    /** Whose bytes CoDel's nearly-empty test counts: the whole discipline's (Linux) or the flow's own (ns-3.37). */
    backlog: CoDelBacklog = 'discipline',
  ) {
    this.p = { ...params };
    this.quantum = params.quantumBytes;
    this.control = new CoDelControl(params, mtuBytes, controlLaw, backlog);
  }

  get params(): Readonly<FqCoDelParams> {
    return this.p;
  }

  /** Retunes CoDel and the quantum from now on; lists, deficits and CoDel states carry over. */
  setParams(params: FqCoDelParams): void {
    this.p = { ...params };
    this.quantum = params.quantumBytes;
    this.control.setParams(params);
  }

  get length(): number {
    return this.store.length;
  }

  /** Bytes of `flow` waiting. */
  backlogBytes(flow: number): number {
    return this.store.listBytes(flow);
  }

  /** Flow numbers it keeps state for (0 … flowSlots − 1): what a reader of per-flow state walks. */
  get flowSlots(): number {
    return this.where.length;
  }

  /** Flow `flow`'s deficit, bytes. */
  deficitBytes(flow: number): number {
    return flow < this.deficit.length ? this.deficit[flow] : 0;
  }

  /** Which list `flow` is in. */
  listOf(flow: number): 'new' | 'old' | 'none' {
    const w = flow < this.where.length ? this.where[flow] : Slot.Idle;
    return w === Slot.New ? 'new' : w === Slot.Old ? 'old' : 'none';
  }

  /** Whether `flow`'s CoDel is in its dropping state. */
  dropping(flow: number): boolean {
    return this.control.dropping(flow);
  }

  /** Sojourn time of the last packet dequeued from `flow`, seconds (NaN before the first). */
  sojournSec(flow: number): number {
    return this.control.lastSojournSec(flow);
  }

  enqueue(p: Packet, nowSec: number): DropReason {
    // Small enough for V8 to inline where the link calls it, so the time is stored, not boxed.
    this.store.nowSec = nowSec;
    return this.accept(p);
  }

  private accept(p: Packet): DropReason {
    this.admit(p.flow);
    this.store.push(p.flow, p);
    if (this.store.length > this.limitPackets - 1) return this.dropBatch(p);
    return DropReason.None;
  }

  passThrough(p: Packet, nowSec: number): DropReason {
    // Queued and taken at once: the lists may still hold empty flows, which this dequeue clears as
    // it would. The link calls this only with nothing waiting; then `p` alone would be in the store,
    // and it would leave it as it was (p's flow's occupancy goes 0 → 1 → 0 in no time), so the
    // round robin runs with `p` standing in for its flow queue's content instead.
    return this.store.length === 0 && this.limitPackets > 1 ? this.passAlone(p) : this.passQueued(p, nowSec);
  }

  /** The round robin serving `p` as if its flow queue held it alone (every other flow queue is empty). */
  private passAlone(p: Packet): DropReason {
    const g = p.flow;
    this.admit(g);
    for (;;) {
      const fromNew = this.newHead !== Slot.None;
      const f = fromNew ? this.newHead : this.oldHead;
      const credit = this.deficit[f] > 0;
      if (credit && f === g) break;
      if (credit) this.control.emptied(f);
      this.giveUpTurn(f, fromNew, credit);
    }
    this.control.passedThrough(g);
    this.deficit[g] -= p.sizeBytes;
    return DropReason.None;
  }

  private passQueued(p: Packet, nowSec: number): DropReason {
    const reason = this.enqueue(p, nowSec);
    if (reason === DropReason.None) this.dequeue(nowSec);
    return reason;
  }

  dequeue(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    return this.serve();
  }

  /** An arrival of flow `f`: a flow in neither list joins the new list with a quantum. */
  private admit(f: number): void {
    if (f >= this.where.length) this.grow(f);
    if (this.where[f] === Slot.Idle) {
      this.where[f] = Slot.New;
      this.append(f, Slot.New);
      this.deficit[f] = this.quantum;
    }
  }

  /** The round robin's next packet, or null when every flow queue is empty. */
  private serve(): Packet | null {
    for (;;) {
      const fromNew = this.newHead !== Slot.None;
      const f = fromNew ? this.newHead : this.oldHead;
      if (f === Slot.None) return null;
      const credit = this.deficit[f] > 0;
      if (credit) {
        // An empty flow queue gives nothing; CoDel only notes it (as its dequeue would, more slowly).
        let p: Packet | null = null;
        if (this.store.listLength(f) === 0) this.control.emptied(f);
        else p = this.control.dequeue(this.store, f, this.sink);
        if (p !== null) {
          this.deficit[f] -= p.sizeBytes;
          return p;
        }
      }
      this.giveUpTurn(f, fromNew, credit);
    }
  }

  /**
   * Flow `f`, at the head of the new list (`fromNew`) or else of the old list, gives up its turn:
   * out of credit, it gets a quantum and goes to the old list's tail; found empty (with `credit`),
   * it goes there from the new list, or leaves both lists from the old one.
   */
  private giveUpTurn(f: number, fromNew: boolean, credit: boolean): void {
    if (fromNew) {
      this.newHead = this.nextInList[f];
      if (this.newHead === Slot.None) this.newTail = Slot.None;
    } else {
      this.oldHead = this.nextInList[f];
      if (this.oldHead === Slot.None) this.oldTail = Slot.None;
    }
    this.nextInList[f] = Slot.None;
    if (!credit) this.deficit[f] += this.quantum;
    if (credit && !fromNew) {
      this.where[f] = Slot.Idle;
    } else {
      this.where[f] = Slot.Old;
      this.append(f, Slot.Old);
    }
  }

  removeLast(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    // The flow stays in its list, empty, as after any drop; dequeue clears it in its turn.
    const f = this.store.newestList();
    return f === Slot.None ? null : this.store.pop(f);
  }

  /** The new list's flows, then the old list's, each flow's packets oldest first. */
  at(i: number): Packet {
    if (i < 0 || i >= this.store.length) throw new RangeError(`no packet at position ${i}`);
    for (let f = this.newHead; f !== Slot.None; f = this.nextInList[f]) {
      const n = this.store.listLength(f);
      if (i < n) return this.store.at(f, i);
      i -= n;
    }
    for (let f = this.oldHead; f !== Slot.None; f = this.nextInList[f]) {
      const n = this.store.listLength(f);
      if (i < n) return this.store.at(f, i);
      i -= n;
    }
    throw new RangeError('a waiting packet is in no list');
  }

  occupancy(flow: number): number {
    return this.store.occupancy(flow);
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    return this.store.occupancyIntegral(flow, nowSec);
  }

  /**
   * Drops from the head of the flow with the most bytes waiting until half of them or 64 packets
   * are gone (Linux fq_codel_drop). Overflow when the arriving packet was among them (the caller
   * then still owns it); the others go to the sink.
   */
  private dropBatch(arriving: Packet): DropReason {
    const nowSec = this.store.nowSec;
    const flows = this.where.length;
    let fat = 0;
    let most = 0;
    for (let f = 0; f < flows; f++) {
      const b = this.store.listBytes(f);
      if (b > most) {
        most = b;
        fat = f;
      }
    }
    const threshold = Math.floor(most / 2);
    let dropped = 0;
    let bytes = 0;
    let arrivalDropped = false;
    do {
      const d = this.store.shift(fat)!;
      bytes += d.sizeBytes;
      if (d === arriving) arrivalDropped = true;
      else this.sink?.dropped(d, QueueReason.HeadOverflow, nowSec);
    } while (++dropped < FQ_CODEL_DROP_BATCH && bytes < threshold);
    return arrivalDropped ? DropReason.Overflow : DropReason.None;
  }

  private append(f: number, list: number): void {
    this.nextInList[f] = Slot.None;
    if (list === Slot.New) {
      if (this.newTail === Slot.None) this.newHead = f;
      else this.nextInList[this.newTail] = f;
      this.newTail = f;
    } else {
      if (this.oldTail === Slot.None) this.oldHead = f;
      else this.nextInList[this.oldTail] = f;
      this.oldTail = f;
    }
  }

  private grow(flow: number): void {
    let n = this.where.length;
    while (n <= flow) n *= 2;
    const where = new Uint8Array(n);
    where.set(this.where);
    const next = new Int32Array(n).fill(Slot.None);
    next.set(this.nextInList);
    const deficit = new Float64Array(n);
    deficit.set(this.deficit);
    this.where = where;
    this.nextInList = next;
    this.deficit = deficit;
  }
}
