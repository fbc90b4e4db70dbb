// Discrete-event scheduler: event ids ordered by (time, sequence) in a calendar queue, so events
// at equal times run first-in first-out; cancelling flags instead of searching.
import { CalendarQueue } from './CalendarQueue';

/** Something that can receive scheduled events. `kind` is ≥ 0; `arg` is whatever was passed to `schedule`. */
export interface EventHandler {
  onEvent(kind: number, arg: unknown): void;
}

/** Handle returned by `schedule`; pass it to `cancel`. Handles are recycled after the event runs. */
export type EventId = number;

const INITIAL_CAPACITY = 1024;
/** The kind of a cancelled event (kinds are ≥ 0). */
const CANCELLED = -1;

export class Scheduler {
  /** A double from the start (see CalendarQueue's fields): set to 0 in the constructor. */
  private nowSec = NaN;
  private nextSeq = 0;
  /** Sequence numbers of `scheduleFirst` events: below every ordinary one, FIFO among themselves. */
  private nextFirstSeq = -(2 ** 52);
  private dispatched = 0;

  // Per-event payload, indexed by EventId (the queue keeps each one's time and sequence): the kind
  // (CANCELLED once cancelled), and the handler and argument side by side at [2·id] and [2·id + 1],
  // so running an event reads two cache lines of payload, not four.
  private kinds = new Int32Array(INITIAL_CAPACITY);
  private slots: unknown[] = new Array<unknown>(2 * INITIAL_CAPACITY).fill(null);
  /** Ids free for reuse, a stack (its capacity grows with the ids). */
  private freeIds = new Int32Array(INITIAL_CAPACITY);
  private freeCount = 0;
  private idCount = 0;

  private readonly queue = new CalendarQueue(INITIAL_CAPACITY);

  constructor() {
    this.nowSec = 0;
  }

  /** Current simulated time in seconds (read-only outside the scheduler). */
  get now(): number {
    return this.nowSec;
  }

  /** Number of events dispatched so far (cancelled events are not counted). */
  get eventCount(): number {
    return this.dispatched;
  }

  /** Number of events queued, cancelled ones included. */
  get pending(): number {
    return this.queue.size;
  }

  /** Schedules `handler.onEvent(kind, arg)` at absolute time `atSec` (never before now). */
  schedule(atSec: number, handler: EventHandler, kind: number, arg: unknown = null): EventId {
    // Kept small enough for V8 to inline into its callers: a double passed to a call it does not
    // inline is boxed (one allocation per event on the links' path).
    if (!(atSec >= this.nowSec)) this.refuse(atSec);
    const id = this.take(handler, kind, arg);
    this.queue.push(id, atSec, this.nextSeq++);
    return id;
  }

  /**
   * Like `schedule`, but the event runs before every ordinary event at the same time (first-in
   * first-out among such events), whenever it was scheduled. Timed changes use it, so a change
   * scheduled at the start of a run and the same change scheduled live take effect at the same
   * point of the event order.
   */
  scheduleFirst(atSec: number, handler: EventHandler, kind: number, arg: unknown = null): EventId {
    return this.add(atSec, this.nextFirstSeq++, handler, kind, arg);
  }

  /** The sequence number the next `schedule` call takes (keep it to move that event with `scheduleAs`). */
  get nextSequence(): number {
    return this.nextSeq;
  }

  /**
   * Schedules at `atSec` in the place, among the events of that instant, of an event scheduled
   * earlier with sequence `seq` (read from `nextSequence` before scheduling it): an event moved to
   * another time runs exactly where it would have run had it been scheduled there at first.
   */
  scheduleAs(atSec: number, seq: number, handler: EventHandler, kind: number, arg: unknown = null): EventId {
    if (!(Number.isInteger(seq) && seq >= 0 && seq < this.nextSeq)) throw new RangeError(`sequence ${seq} was never taken by an event`);
    return this.add(atSec, seq, handler, kind, arg);
  }

  /** An event at `atSec` ordered by `seq` among the events at that time. */
  private add(atSec: number, seq: number, handler: EventHandler, kind: number, arg: unknown): EventId {
    if (!(atSec >= this.nowSec)) this.refuse(atSec);
    const id = this.take(handler, kind, arg);
    this.queue.push(id, atSec, seq);
    return id;
  }

  private refuse(atSec: number): never {
    throw new RangeError(`cannot schedule at ${atSec} s, before now (${this.nowSec} s)`);
  }

  /** A free id holding the event's payload (its time and sequence go to the queue). */
  private take(handler: EventHandler, kind: number, arg: unknown): number {
    const id = this.freeCount > 0 ? this.freeIds[--this.freeCount] : this.newId();
    this.kinds[id] = kind;
    this.slots[2 * id] = handler;
    this.slots[2 * id + 1] = arg;
    return id;
  }

  /** Schedules relative to now. */
  after(delaySec: number, handler: EventHandler, kind: number, arg: unknown = null): EventId {
    return this.schedule(this.nowSec + delaySec, handler, kind, arg);
  }

  /** Cancels a pending event; a no-op for an id that already ran. */
  cancel(id: EventId): void {
    if (id >= 0 && id < this.idCount) this.kinds[id] = CANCELLED;
  }

  /** Time of the next live event, or Infinity. */
  peek(): number {
    this.dropCancelledHead();
    const id = this.queue.peek();
    return id >= 0 ? this.queue.timeOf(id) : Infinity;
  }

  /** Runs the next event; returns false when there is none. */
  step(): boolean {
    this.dropCancelledHead();
    const id = this.queue.pop();
    if (id < 0) return false;
    this.run(id);
    return true;
  }

  /** Runs every event with time <= `untilSec`, then sets now to `untilSec`. */
  runUntil(untilSec: number): void {
    const q = this.queue;
    for (let id = q.popUntil(untilSec); id >= 0; id = q.popUntil(untilSec)) {
      if (this.kinds[id] === CANCELLED) this.freeId(id);
      else this.run(id);
    }
    if (untilSec > this.nowSec) this.nowSec = untilSec;
  }

  /**
   * Like runUntil, but stops after about `maxEvents` events (cancelled ones included) and returns
   * whether it got to `untilSec`. Stopping between two events and going on later runs the same
   * events in the same order as one runUntil: callers use it to look at the clock now and then.
   */
  runSome(untilSec: number, maxEvents: number): boolean {
    const q = this.queue;
    for (let left = maxEvents; left > 0; left--) {
      const id = q.popUntil(untilSec);
      if (id < 0) {
        if (untilSec > this.nowSec) this.nowSec = untilSec;
        return true;
      }
      if (this.kinds[id] === CANCELLED) this.freeId(id);
      else this.run(id);
    }
    return false;
  }

  /** Runs event `id`, just taken from the queue. */
  private run(id: number): void {
    this.nowSec = this.queue.timeOf(id);
    const handler = this.slots[2 * id] as EventHandler;
    const kind = this.kinds[id];
    const arg = this.slots[2 * id + 1];
    this.freeId(id);
    this.dispatched++;
    handler.onEvent(kind, arg);
  }

  private dropCancelledHead(): void {
    for (let id = this.queue.peek(); id >= 0 && this.kinds[id] === CANCELLED; id = this.queue.peek()) {
      this.queue.pop();
      this.freeId(id);
    }
  }

  private newId(): number {
    if (this.idCount === this.kinds.length) this.growIds();
    return this.idCount++;
  }

  /** Recycles `id`. Its handler and argument stay referenced until the id is reused (no stores on the hot path). */
  private freeId(id: number): void {
    this.freeIds[this.freeCount++] = id;
  }

  private growIds(): void {
    const n = this.kinds.length * 2;
    this.queue.grow(n);
    const kinds = new Int32Array(n);
    kinds.set(this.kinds);
    this.kinds = kinds;
    const free = new Int32Array(n);
    free.set(this.freeIds);
    this.freeIds = free;
    for (let i = this.slots.length; i < 2 * n; i++) this.slots.push(null);
  }
}

/**
 * A restartable one-shot timer (retransmission timers are re-armed on nearly every ACK).
 * Re-arming to a later deadline does not touch the queue: the pending event fires early,
 * sees the deadline moved, and re-schedules itself. Expiry happens exactly at the deadline.
 */
export class Timer implements EventHandler {
  private deadline = Infinity;
  private eventAt = Infinity;
  private eventId: EventId = -1;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly onExpire: () => void,
  ) {}

  get pending(): boolean {
    return this.deadline !== Infinity;
  }

  /** Absolute expiry time in seconds, or Infinity when idle. */
  get expiresAt(): number {
    return this.deadline;
  }

  /** (Re)arms the timer to fire `delaySec` from now. */
  set(delaySec: number): void {
    this.setAt(this.scheduler.now + delaySec);
  }

  setAt(atSec: number): void {
    this.deadline = atSec;
    if (this.eventId >= 0 && this.eventAt <= atSec) return; // pending event will re-arm
    if (this.eventId >= 0) this.scheduler.cancel(this.eventId);
    this.eventAt = atSec;
    this.eventId = this.scheduler.schedule(atSec, this, 0);
  }

  cancel(): void {
    this.deadline = Infinity;
  }

  onEvent(): void {
    this.eventId = -1;
    this.eventAt = Infinity;
    if (this.deadline === Infinity) return;
    if (this.deadline > this.scheduler.now) {
      this.eventAt = this.deadline;
      this.eventId = this.scheduler.schedule(this.deadline, this, 0);
      return;
    }
    this.deadline = Infinity;
    this.onExpire();
  }
}
