// A one-way store-and-forward link with a queue at its entrance, timed as ns-2's SimpleLink:
// packets leave the queue one at a time; each occupies the line for size·8/rate seconds, then
// arrives at the far end after the propagation delay.
//
// The line serves its queue in one of two ways, chosen by the discipline:
// - FIFO (DropTail, RED, PIE): a packet's transmission start is known the moment it is accepted,
//   max(now, when the line frees). So the link schedules only the packet's arrival at the far end
//   and settles the queue lazily: before anything reads or changes the queue, packets whose start
//   time has passed are taken out of it (at their start times, so occupancy integrals and RED's
//   idle clock are exact). This halves the events per hop compared with a "transmission done"
//   event per packet, with identical timing.
// - At dequeue (DRR, CoDel, FQ-CoDel: `decidesAtDequeue`): which packet goes next, or whether the
//   head is dropped, is decided only when the line frees, by asking the discipline for its next
//   packet at that moment; packets wait unscheduled until they start. The link notes when the line
//   frees with packets waiting, and asks the discipline, as of that time, when the link is next
//   touched: the packet that was on the line arrives at the far end (a delay later, so always
//   after), a packet arrives, a live change comes, or someone looks. Nothing can have changed the
//   queue in between, so each answer is the one an event at that time would have got: the run is
//   the same, with one event per packet fewer (MODEL.md, "Links", at dequeue, says where the order
//   of same-instant events could differ). The ns2 profile, and a link with (next to) no delay,
//   schedule a "dequeue" event at each free instead.
// Whatever a discipline drops or marks besides the arriving packet it reports to the link, its
// sink, which counts it per reason and tells the link's observer as it does for arrival drops.
import type { EventHandler, Scheduler } from '../engine/Scheduler';
import { DropReason, type QueueDiscipline, QueueReason, type QueueSink } from '../queue/QueueDiscipline';
import type { Packet, PacketPool, PacketReceiver } from './Packet';

/** What a link counts as packets cross it (kept on the link itself, which every hop touches anyway). */
interface LinkCounts {
  arrivalCount: number;
  departureCount: number;
  departedByteCount: number;
  committedLineSec: number;
  markCount: number;
  /** Drops by QueueReason index (0 unused). */
  readonly dropCounts: number[];
  /** Brings the counts up to now (see Link.settleDequeues). */
  settleDequeues(): void;
}

/** Per-link counters, observable from outside. All counts are in packets. */
export class LinkStats {
  constructor(private readonly counts: LinkCounts) {}

  /** Drops by QueueReason index (0 unused): overflow, early, forced, head-overflow, sojourn. */
  get drops(): readonly number[] {
    this.counts.settleDequeues();
    return this.counts.dropCounts;
  }

  get arrivals(): number {
    return this.counts.arrivalCount;
  }

  /**
   * Packets put on the line: at acceptance for a FIFO discipline (their start is then fixed), at
   * their transmission start for one that decides at dequeue.
   */
  get departures(): number {
    this.counts.settleDequeues();
    return this.counts.departureCount;
  }

  get departedBytes(): number {
    this.counts.settleDequeues();
    return this.counts.departedByteCount;
  }

  /** Line time committed so far, seconds (transmissions scheduled into the future included). */
  get busySec(): number {
    this.counts.settleDequeues();
    return this.counts.committedLineSec;
  }

  get totalDrops(): number {
    const d = this.drops;
    return d[1] + d[2] + d[3] + d[4] + d[5];
  }

  /** Packets marked Congestion Experienced instead of dropped (they went on; not drops). */
  get marks(): number {
    this.counts.settleDequeues();
    return this.counts.markCount;
  }
}

/**
 * Event kinds of a link: a packet arriving at the far end, (ns2 order) the line freeing, and (a
 * discipline that decides at dequeue) the line freeing with packets waiting.
 */
const ARRIVAL = 0;
const LINE_FREE = 1;
const DEQUEUE = 2;
/** Packet.arrivalEvent of an accepted packet whose arrival is not scheduled yet (ns2 order). */
const UNSCHEDULED = -2;
/** The least delay at which a link that decides at dequeue acts on its frees when next touched (see Link.updateLazy). */
const LAZY_MIN_DELAY_SEC = 1e-6;

/** Told about every packet a link drops (metrics count them per flow and reason). */
export type DropListener = (p: Packet, reason: QueueReason, nowSec: number) => void;

/** Told about every packet a link's queue marks CE (metrics count them per flow). */
export type MarkListener = (p: Packet, nowSec: number) => void;

export class Link implements EventHandler, LinkCounts, QueueSink {
  // The counters `stats` reports (see LinkStats).
  arrivalCount = 0;
  departureCount = 0;
  departedByteCount = 0;
  committedLineSec = NaN;
  markCount = 0;
  readonly dropCounts = [0, 0, 0, 0, 0, 0];
  readonly stats = new LinkStats(this);
  /** Called for each drop; set by whoever observes the link. */
  onDrop: DropListener | null = null;
  /** Called for each CE mark; set by whoever observes the link. */
  onMark: MarkListener | null = null;
  /** When the line finishes the last transmission committed so far. */
  private freeAtSec = NaN;
  /** Whether the queue has been told it went idle at freeAtSec (or need not be: DropTail). */
  private idleNoted = true;
  /** `q.watchesIdle`, kept here: read on every transmission, and fixed until the queue is replaced. */
  private queueWatchesIdle = false;
  /** Whether the queue decides at dequeue (see the file's header); fixed until the queue is replaced. */
  private atDequeue = false;
  /** At dequeue: the pending event that asks the queue for its next packet when the line frees, or −1. */
  private dequeueEvent = -1;
  /**
   * At dequeue, acting on frees when next touched (see the file's header): whether it does, the
   * time the line freed with packets waiting that it has not acted on yet (Infinity: none), and
   * when that was noted (how a tie with an arrival at that instant is broken, see catchUp).
   */
  private lazy = false;
  private dueAt = NaN;
  private dueSetSec = NaN;
  /**
   * Packets started by a look from outside (settleDequeues) whose arrival at the far end is not
   * scheduled yet: the first of them, at the transit list's tail. The next touch schedules them, so
   * a look never moves an event in the order (ties at equal times are broken by when events were
   * scheduled).
   */
  private firstUnscheduled: Packet | null = null;
  /** Set by scheduleEveryFree: never acts on frees when next touched. */
  private eventPerFree = false;
  /** When the packet last put on the line started its transmission. */
  private lineStartSec = -Infinity;
  /**
   * Accepted packets not yet at the far end, oldest first (waiting ones at the tail): a list linked
   * through the packets (Packet.nextInTransit), so a hop touches no array of its own.
   */
  private transitHead: Packet | null = null;
  private transitTail: Packet | null = null;
  // Time-integral of the waiting-queue length, packet·seconds, up to lastChangeSec.
  private lengthIntegral = NaN;
  private lastChangeSec = NaN;
  // Rate (bit/s) and delay (s). These and the times above start as NaN (a double) and get their values in the constructor: V8 keeps a field's doubles in place only when its first value is a double; a field first set to a small integer changes representation when its first fraction arrives, mid-run, and the optimized code that reads it is thrown away.
  private rate = NaN;
  private delay = NaN;
  /**
   * ns-2's event order for packets that wait (the ns2 profile): a waiting packet's arrival at the
   * far end is scheduled when its transmission starts, by a "line free" event that the previous
   * transmission's start scheduled (ns-2's queue resume and LinkDelay::recv), not when it is
   * accepted. Same times, same results; only ties between same-time events at the next node are
   * broken as ns-2 breaks them (see MODEL.md, Links).
   */
  private ns2Order = false;
  /**
   * `next` when it is a link (a flow's access link feeds the bottleneck): called on its own, that
   * call site sees one class and V8 inlines it, where `next.receive` sees four.
   */
  private readonly nextLink: Link | null;
  /** Accepted packets whose arrival is not scheduled yet (ns2 order), in start order. */
  private unscheduled: Packet[] = [];
  private unscheduledHead = 0;

  constructor(
    readonly name: string,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    rateBps: number,
    delaySec: number,
    private q: QueueDiscipline,
    readonly next: PacketReceiver,
  ) {
    this.rate = rateBps;
    this.delay = delaySec;
    this.committedLineSec = 0;
    this.freeAtSec = 0;
    this.lengthIntegral = 0;
    this.lastChangeSec = 0;
    this.dueAt = Infinity;
    this.dueSetSec = 0;
    this.nextLink = next instanceof Link ? next : null;
    this.attach(q);
  }

  /** Schedules waiting packets' arrivals in ns-2's event order (the ns2 profile); call before the first packet. */
  useNs2EventOrder(): void {
    this.ns2Order = true;
    this.updateLazy();
  }

  /**
   * Makes a link whose queue decides at dequeue ask it for the next packet by an event at each
   * free, as the ns2 profile does, rather than when next touched; the run is the same (what
   * tests/sim/net/freesWhenTouched.test.ts checks). Call before the first packet.
   */
  scheduleEveryFree(): void {
    this.eventPerFree = true;
    this.updateLazy();
  }

  /**
   * Brings a queue that decides at dequeue up to now, for a look from outside: acts on the line's
   * frees before `beforeSec` (nothing otherwise). Its counters, its queue's state and its drops so
   * far are then those of that time. The packets it starts have their arrivals scheduled when the
   * link is next touched, so a look never moves an event in the order.
   */
  settleDequeues(beforeSec = this.scheduler.now): void {
    while (this.dueAt < beforeSec) {
      const t = this.dueAt;
      this.dueAt = Infinity;
      this.dequeueAt(t, false);
    }
  }

  get rateBps(): number {
    return this.rate;
  }

  get delaySec(): number {
    return this.delay;
  }

  /** The queue discipline, brought up to now. */
  get queue(): QueueDiscipline {
    this.settleDequeues();
    return this.q;
  }

  /** True while a packet is on the line. */
  get transmitting(): boolean {
    this.settleDequeues();
    return this.scheduler.now < this.freeAtSec;
  }

  /** Packets waiting in the queue now (not counting the one on the line). */
  get queueLength(): number {
    this.settle();
    return this.q.length;
  }

  /** The flow of each packet waiting in the queue now, head first. */
  queuedFlows(): Int32Array {
    this.settle();
    const a = new Int32Array(this.q.length);
    for (let i = 0; i < a.length; i++) a[i] = this.q.at(i).flow;
    return a;
  }

  /** Packets of `flow` waiting in the queue now. */
  occupancy(flow: number): number {
    this.settle();
    return this.q.occupancy(flow);
  }

  /** ∫ occupancy(flow) dt up to now, packet·seconds. */
  occupancyIntegral(flow: number): number {
    const now = this.scheduler.now;
    this.settle();
    return this.q.occupancyIntegral(flow, now);
  }

  /** ∫ queue length dt up to now, packet·seconds. */
  get queueIntegral(): number {
    const now = this.scheduler.now;
    this.settle();
    return this.lengthIntegral + this.q.length * (now - this.lastChangeSec);
  }

  /** Seconds the line has been busy up to now. */
  get busySec(): number {
    this.settleDequeues();
    return this.committedLineSec - Math.max(0, this.freeAtSec - this.scheduler.now);
  }

  receive(p: Packet): void {
    if (this.atDequeue) {
      this.receiveAtDequeue(p);
      return;
    }
    if (this.freeAtSec <= this.scheduler.now && this.q.length === 0) this.passThrough(p);
    else this.enqueue(p);
  }

  /** An arrival that finds the line busy or packets waiting: it queues, or is dropped. */
  private enqueue(p: Packet): void {
    // Kept out of `receive`, whose common case then holds no time to box for a call.
    const now = this.scheduler.now;
    this.settle(p);
    this.arrivalCount++;
    this.noteLength(now);
    const reason = this.q.enqueue(p, now);
    if (reason !== DropReason.None) {
      this.drop(p, reason, now);
      return;
    }
    this.commit(p);
  }

  /**
   * Calls `fn` for each packet on the line or propagating (transmission started, not yet arrived),
   * oldest first, with its transmission start and arrival times.
   */
  forEachInFlight(fn: (p: Packet, startSec: number, arriveSec: number) => void): void {
    this.settleDequeues();
    const now = this.scheduler.now;
    for (let p = this.transitHead; p !== null; p = p.nextInTransit) {
      if (p.txStartSec > now) break; // still waiting in the queue
      fn(p, p.txStartSec, p.txStartSec + ((p.sizeBytes * 8) / this.rate + this.delay));
    }
  }

  onEvent(kind: number, arg: unknown): void {
    if (kind !== ARRIVAL) {
      if (kind === LINE_FREE) this.lineFree();
      else this.startNext();
      return;
    }
    const p = arg as Packet;
    p.arrivalEvent = -1;
    this.forget(p);
    // The packet has left this link: settle first, so it is out of the queue before it moves on
    // (nothing to settle at dequeue: packets leave the queue when the link asks for them, and
    // the queue keeps no idle clock).
    if (!this.atDequeue) this.settle();
    else if (this.dueAt <= this.scheduler.now || this.firstUnscheduled !== null) this.catchUp(p.arrivalScheduledSec);
    if (this.nextLink !== null) this.nextLink.receive(p);
    else this.next.receive(p);
  }

  /** Changes the rate from now on: the packet on the line finishes at the old rate. */
  setRate(rateBps: number): void {
    this.replan(() => {
      this.rate = rateBps;
    });
  }

  /** Changes the propagation delay of packets that start transmission from now on. */
  setDelay(delaySec: number): void {
    this.replan(() => {
      this.delay = delaySec;
    });
  }

  /** Changes the buffer; packets beyond the new size are dropped from the tail as overflow. */
  setBuffer(packets: number): void {
    this.replan(() => {
      const now = this.scheduler.now;
      this.q.limitPackets = packets;
      // Waiting packets are in the transit list only when their start was fixed on acceptance.
      const committed = !this.atDequeue;
      while (this.q.length > Math.max(0, packets - 1)) this.drop(this.q.removeLast(now)!, DropReason.Overflow, now, committed);
    });
  }

  /**
   * Replaces the queue discipline (live change); waiting packets re-enter the new one in the order
   * they arrived (a FIFO's order; a discipline that decides at dequeue gives them up without
   * deciding anything, newest first, and they are put back in order).
   */
  replaceQueue(next: QueueDiscipline): void {
    const old = this.q;
    const oldAtDequeue = this.atDequeue;
    const nextAtDequeue = next.decidesAtDequeue;
    this.replan(() => {
      const now = this.scheduler.now;
      old.sink = null;
      this.q = next;
      this.attach(next);
      if (nextAtDequeue) {
        this.idleNoted = true;
      } else {
        // The new discipline starts idle since the line last freed (or busy, if it still is, and then
        // hears when it frees if it watches idle time).
        if (this.freeAtSec <= now) next.dequeue(this.freeAtSec);
        this.idleNoted = this.freeAtSec <= now || !next.watchesIdle;
      }
      // A moved packet is in the transit list only if both queues fix starts on acceptance (replan
      // took them out of it when the new queue decides at dequeue).
      const committed = !oldAtDequeue && !nextAtDequeue;
      const move = (p: Packet) => {
        const reason = next.enqueue(p, now);
        if (reason !== DropReason.None) this.drop(p, reason, now, committed);
      };
      if (oldAtDequeue) {
        const moving: Packet[] = [];
        for (let p = old.removeLast(now); p; p = old.removeLast(now)) moving.push(p);
        for (let i = moving.length - 1; i >= 0; i--) move(moving[i]);
      } else {
        for (let p = old.dequeue(now); p; p = old.dequeue(now)) move(p);
      }
    }, nextAtDequeue);
  }

  /** The queue's sink: `p`, which it had accepted, is dropped (a head drop, an AQM drop, an overflow batch). */
  dropped(p: Packet, reason: QueueReason, nowSec: number): void {
    // A FIFO link has already fixed the transmissions of the packets it accepted.
    if (!this.atDequeue) throw new Error(`${this.name}: a queue that does not decide at dequeue dropped a packet it had accepted`);
    this.drop(p, reason, nowSec);
  }

  /** The queue's sink: `p` was marked Congestion Experienced instead of dropped; it goes on. */
  marked(p: Packet, nowSec: number): void {
    this.markCount++;
    this.onMark?.(p, nowSec);
  }

  /** Uses `q`: becomes its sink, and notes how it wants to be served. */
  private attach(q: QueueDiscipline): void {
    q.sink = this;
    this.atDequeue = q.decidesAtDequeue;
    this.updateLazy();
    // At dequeue the link asks the queue only when packets wait, so it has no idle clock to keep.
    this.queueWatchesIdle = q.watchesIdle && !this.atDequeue;
  }

  /**
   * `receive` at a link whose queue decides at dequeue. Its own copy of the path, with its own
   * calls into the queue: where one method calls both kinds of queue (the FIFO edge links' and a
   * bottleneck's that decides at dequeue), V8 compiles those calls for both classes on every link,
   * and inlines less.
   */
  private receiveAtDequeue(p: Packet): void {
    if (this.dueAt <= this.scheduler.now || this.firstUnscheduled !== null) this.catchUp(p.arrivalScheduledSec);
    // A pending dequeue (ns-2's resume, ns2 profile) holds the line until it runs, even at its own
    // time; so does a free at this instant that this arrival comes before (see catchUp).
    if (this.freeAtSec <= this.scheduler.now && this.q.length === 0 && this.dequeueEvent === -1 && this.dueAt === Infinity) this.passThroughAtDequeue(p);
    else this.offer(p);
  }

  /** `passThrough` at dequeue: the queue keeps no idle clock here (see attach). */
  private passThroughAtDequeue(p: Packet): void {
    const now = this.scheduler.now;
    this.arrivalCount++;
    const reason = this.q.passThrough(p, now);
    if (reason !== DropReason.None) {
      this.drop(p, reason, now);
      return;
    }
    this.remember(p);
    p.txStartSec = now;
    this.schedule(p);
    this.lineStartSec = now;
    if (this.ns2Order) this.dequeueEvent = this.scheduler.schedule(this.freeAtSec, this, DEQUEUE, null);
  }

  /**
   * At dequeue: an arrival that finds the line busy (or packets waiting) is offered to the queue,
   * which may drop it or others, and waits for the line to free.
   */
  private offer(p: Packet): void {
    const now = this.scheduler.now;
    this.arrivalCount++;
    this.noteWaiting(now);
    const reason = this.q.enqueue(p, now);
    if (reason !== DropReason.None) this.drop(p, reason, now);
    if (this.dequeueEvent === -1 && this.dueAt === Infinity) this.resumeDequeue();
  }

  /** At dequeue: with packets waiting, the next starts now if the line is free, else when it frees. */
  private resumeDequeue(): void {
    const busy = this.freeAtSec > this.scheduler.now;
    if (this.q.length === 0 && !(busy && this.ns2Order)) return;
    if (!busy) {
      this.startNext();
    } else if (this.lazy) {
      this.dueAt = this.freeAtSec;
      this.dueSetSec = this.scheduler.now;
    } else {
      this.dequeueEvent = this.scheduler.schedule(this.freeAtSec, this, DEQUEUE, null);
    }
  }

  /**
   * At dequeue, when the link is touched (an arrival here or at the far end, a live change): acts
   * on the line's frees before now, in order, and schedules the arrivals of the packets they start
   * (first those a look from outside started). A free at this very instant comes before the packet
   * arriving (here, or at the far end) when it was noted before `arrivalScheduledSec`, when that
   * packet's arrival was scheduled, as an event scheduled then would have run first; noted at the
   * same instant, after. A live change (−Infinity) comes before it.
   */
  private catchUp(arrivalScheduledSec: number): void {
    if (this.firstUnscheduled !== null) this.scheduleStarted();
    const now = this.scheduler.now;
    while (this.dueAt < now || (this.dueAt === now && this.dueSetSec < arrivalScheduledSec)) {
      const t = this.dueAt;
      this.dueAt = Infinity;
      this.dequeueAt(t, true);
    }
  }

  /** Schedules the far-end arrivals of the packets settleDequeues started, in the order they started. */
  private scheduleStarted(): void {
    for (let p = this.firstUnscheduled; p !== null; p = p.nextInTransit) {
      p.arrivalEvent = this.scheduler.schedule(p.txStartSec + ((p.sizeBytes * 8) / this.rate + this.delay), this, ARRIVAL, p);
    }
    this.firstUnscheduled = null;
  }

  /**
   * At dequeue, when the line frees with packets waiting (the event) or is free as they arrive:
   * the next packet starts now (dequeueAt). The event calls it directly: with no handler between
   * them, V8 compiles it on its own.
   */
  private startNext(): void {
    this.dequeueEvent = -1;
    const now = this.scheduler.now;
    // An arrival at this same instant, with nothing waiting then, may have taken the line already.
    if (this.freeAtSec > now) {
      this.resumeDequeue();
      return;
    }
    this.dequeueAt(now, true);
  }

  /**
   * The line is free at `t` (now, or a free acted on later) with packets waiting: the queue gives
   * its next packet (dropping at its heads as it decides), which starts at `t`. Its arrival at the
   * far end is scheduled now, or (a look from outside, `schedule` false) when the link is next
   * touched. If more wait, the link notes when this one ends, or schedules the event that asks
   * then; in the ns2 profile it asks at the end of every transmission, as ns-2's resume does
   * (MODEL.md, "Event order at equal times").
   */
  private dequeueAt(t: number, schedule: boolean): void {
    // ns-2's resume with nothing waiting (ns2 profile): the line is idle from now.
    if (this.q.length === 0) return;
    this.noteWaiting(t);
    const p = this.q.dequeue(t);
    if (p === null) return;
    this.remember(p);
    p.txStartSec = t;
    const txSec = (p.sizeBytes * 8) / this.rate;
    this.freeAtSec = t + txSec;
    this.committedLineSec += txSec;
    this.departureCount++;
    this.departedByteCount += p.sizeBytes;
    this.lineStartSec = t;
    p.arrivalScheduledSec = t;
    if (schedule) p.arrivalEvent = this.scheduler.schedule(t + (txSec + this.delay), this, ARRIVAL, p);
    else if (this.firstUnscheduled === null) this.firstUnscheduled = p;
    if (this.lazy) {
      if (this.q.length > 0) {
        this.dueAt = this.freeAtSec;
        this.dueSetSec = t;
      }
    } else if (this.q.length > 0 || this.ns2Order) {
      this.dequeueEvent = this.scheduler.schedule(this.freeAtSec, this, DEQUEUE, null);
    }
  }

  /**
   * Whether to act on frees when next touched: at dequeue in the standard profile, when the far end
   * hears of a packet strictly after its transmission ends (a delay of at least LAZY_MIN_DELAY_SEC,
   * which no sum of times within a run rounds away).
   */
  private updateLazy(): void {
    this.lazy = this.atDequeue && !this.ns2Order && !this.eventPerFree && this.delay >= LAZY_MIN_DELAY_SEC;
  }

  /**
   * Brings the queue up to now: takes out every packet whose transmission has started, and tells
   * the queue when the line went idle. Small, so that V8 inlines it where it is called on every
   * hop; the work, when there is any, is in the two methods below.
   */
  private settle(arriving: Packet | null = null): void {
    if (this.q.length > 0) this.startDue(arriving);
    if (!this.idleNoted && this.q.length === 0 && this.freeAtSec <= this.scheduler.now) this.noteIdle();
  }

  /**
   * Takes out of the queue every packet whose transmission has started by now. A packet due to
   * start exactly now, as `arriving` arrives, starts first unless the arrival was already on its
   * way (it left its previous hop, its txStartSec still says when, before the packet now finishing
   * started): ns-2 runs same-time events in the order they were scheduled. Times are read here,
   * not passed in: a double argument to a call V8 does not inline is boxed, one allocation each.
   */
  private startDue(arriving: Packet | null): void {
    // At dequeue, packets leave the queue only when the link asks for them.
    if (this.atDequeue) {
      this.settleDequeues();
      return;
    }
    const now = this.scheduler.now;
    const arrivalLeftSec = arriving === null ? Infinity : arriving.txStartSec;
    const q = this.q;
    while (q.length > 0) {
      const t = q.at(0).txStartSec;
      if (t > now || (t === now && this.lineStartSec > arrivalLeftSec)) break;
      this.lengthIntegral += q.length * (t - this.lastChangeSec);
      this.lastChangeSec = t;
      q.dequeue(t);
      this.lineStartSec = t;
    }
  }

  /** The line finished with nothing waiting: the queue has been idle since then (RED's idle clock). */
  private noteIdle(): void {
    this.q.dequeue(this.freeAtSec);
    this.idleNoted = true;
  }

  /**
   * An arrival that finds nothing waiting and the line idle (most hops of most packets): what
   * `receive` does, without storing the packet in the queue only to take it out at once. The
   * waiting-queue length stays 0 throughout, so its integral does not move.
   */
  private passThrough(p: Packet): void {
    const now = this.scheduler.now;
    const q = this.q;
    if (!this.idleNoted) {
      q.dequeue(this.freeAtSec);
      this.idleNoted = true;
    }
    this.arrivalCount++;
    const reason = q.passThrough(p, now);
    if (reason !== DropReason.None) {
      this.drop(p, reason, now);
      return;
    }
    this.remember(p);
    p.txStartSec = now;
    this.schedule(p);
    this.lineStartSec = now;
  }

  /** Fixes the transmission of accepted packet `p` (now at the tail of the queue). */
  private commit(p: Packet): void {
    const now = this.scheduler.now;
    this.remember(p);
    p.txStartSec = this.freeAtSec > now ? this.freeAtSec : now;
    this.schedule(p);
    if (p.txStartSec <= now) {
      // An idle line takes the packet straight away (ns-2 enqueues, then dequeues at once).
      this.noteLength(now);
      this.q.dequeue(now);
      this.lineStartSec = now;
    }
  }

  /**
   * Commits the line to accepted packet `p` from its transmission start, `p.txStartSec` (set by the
   * caller: times are not passed to calls, see settle).
   */
  private schedule(p: Packet): void {
    const start = p.txStartSec;
    const txSec = (p.sizeBytes * 8) / this.rate;
    this.freeAtSec = start + txSec;
    this.idleNoted = !this.queueWatchesIdle;
    this.committedLineSec += txSec;
    this.departureCount++;
    this.departedByteCount += p.sizeBytes;
    if (this.ns2Order) {
      this.scheduleInNs2Order(p, txSec);
      return;
    }
    // As startTransmission, with the transmission time already at hand (one division per hop, not two).
    p.arrivalScheduledSec = this.scheduler.now;
    p.arrivalEvent = this.scheduler.schedule(start + (txSec + this.delay), this, ARRIVAL, p);
  }

  /**
   * `schedule` in ns-2's event order (kept apart, so that `schedule`, on every hop, stays small
   * enough for V8 to inline with the scheduler's call in it).
   */
  private scheduleInNs2Order(p: Packet, txSec: number): void {
    const start = p.txStartSec;
    if (start > this.scheduler.now) {
      // Waits: its arrival is scheduled when the line frees for it (lineFree).
      p.arrivalEvent = UNSCHEDULED;
      this.unscheduled.push(p);
      return;
    }
    p.arrivalEvent = this.scheduler.schedule(start + (txSec + this.delay), this, ARRIVAL, p);
    // At dequeue (a pass-through here) the queue's own event serves the line when it frees.
    if (!this.atDequeue) this.scheduler.schedule(start + txSec, this, LINE_FREE, null);
  }

  /** ns-2 LinkDelay::recv at a transmission's start: the arrival, and (ns2 order) the line-free event. */
  private startTransmission(p: Packet): void {
    const start = p.txStartSec;
    const txSec = (p.sizeBytes * 8) / this.rate;
    // ns-2 LinkDelay: delivery at start + (txt + delay), one addition of the precomputed sum.
    p.arrivalEvent = this.scheduler.schedule(start + (txSec + this.delay), this, ARRIVAL, p);
    if (this.ns2Order) this.scheduler.schedule(start + txSec, this, LINE_FREE, null);
  }

  /** ns-2's queue resume when the line frees: the next waiting packet starts now (if one is due). */
  private lineFree(): void {
    const now = this.scheduler.now;
    const list = this.unscheduled;
    while (this.unscheduledHead < list.length && list[this.unscheduledHead].arrivalEvent !== UNSCHEDULED) this.unscheduledHead++;
    const p = list[this.unscheduledHead];
    if (p === undefined || p.txStartSec !== now) return;
    this.unscheduledHead++;
    if (this.unscheduledHead === list.length) {
      list.length = 0;
      this.unscheduledHead = 0;
    } else if (this.unscheduledHead >= 1024 && this.unscheduledHead * 2 >= list.length) {
      list.splice(0, this.unscheduledHead);
      this.unscheduledHead = 0;
    }
    this.startTransmission(p);
  }

  private remember(p: Packet): void {
    p.nextInTransit = null;
    if (this.transitTail === null) this.transitHead = p;
    else this.transitTail.nextInTransit = p;
    this.transitTail = p;
  }

  /** Removes `p` from the in-transit list (the oldest, normally; any position after a live change). */
  private forget(p: Packet): void {
    if (this.transitHead === p) {
      this.transitHead = p.nextInTransit;
      if (this.transitHead === null) this.transitTail = null;
      p.nextInTransit = null;
    } else {
      this.forgetFromMiddle(p);
    }
  }

  private forgetFromMiddle(p: Packet): void {
    for (let q = this.transitHead; q !== null; q = q.nextInTransit) {
      if (q.nextInTransit !== p) continue;
      q.nextInTransit = p.nextInTransit;
      if (this.transitTail === p) this.transitTail = q;
      p.nextInTransit = null;
      return;
    }
  }

  /**
   * Withdraws the waiting packets' schedules, applies `change`, and schedules what still waits.
   * `becomesAtDequeue`: whether the queue after `change` decides at dequeue (its waiting packets
   * then leave the transit list, which holds only packets whose start is fixed).
   */
  private replan(change: () => void, becomesAtDequeue = this.atDequeue): void {
    const now = this.scheduler.now;
    // A change comes before the link's own work at its instant (Scheduler.scheduleFirst).
    if (this.atDequeue) this.catchUp(-Infinity);
    else this.settle();
    this.noteLength(now);
    const q = this.q;
    const wasAtDequeue = this.atDequeue;
    let lineFree = this.freeAtSec;
    if (wasAtDequeue) {
      // Waiting packets have no schedule: only the event that asks for the next one when the line frees.
      if (this.dequeueEvent !== -1) this.scheduler.cancel(this.dequeueEvent);
      this.dequeueEvent = -1;
      this.dueAt = Infinity;
    } else {
      // The line frees from the packet on it when the first waiting one was due to start.
      lineFree = q.length > 0 ? q.at(0).txStartSec : this.freeAtSec;
      this.unscheduled.length = 0;
      this.unscheduledHead = 0;
      for (let i = 0; i < q.length; i++) {
        const p = q.at(i);
        if (p.arrivalEvent !== UNSCHEDULED) this.scheduler.cancel(p.arrivalEvent);
        p.arrivalEvent = -1;
        this.committedLineSec -= (p.sizeBytes * 8) / this.rate;
        this.departureCount--;
        this.departedByteCount -= p.sizeBytes;
        if (becomesAtDequeue) this.forget(p);
      }
    }
    change();
    this.updateLazy();
    this.freeAtSec = lineFree;
    const waiting = this.q;
    if (this.atDequeue) {
      this.resumeDequeue();
    } else {
      for (let i = 0; i < waiting.length; i++) {
        const p = waiting.at(i);
        if (wasAtDequeue) this.remember(p);
        p.txStartSec = Math.max(this.freeAtSec, now);
        this.schedule(p);
      }
    }
    this.settle();
  }

  /** Drops `p`; `committed` when it had been accepted (and so is in the transit list). */
  private drop(p: Packet, reason: DropReason | QueueReason, now: number, committed = false): void {
    if (committed) {
      this.forget(p);
      if (p.arrivalEvent === UNSCHEDULED) {
        const k = this.unscheduled.lastIndexOf(p);
        if (k >= this.unscheduledHead) this.unscheduled.splice(k, 1);
      }
      p.arrivalEvent = -1;
    }
    this.dropCounts[reason]++;
    this.onDrop?.(p, reason as QueueReason, now);
    this.pool.release(p);
  }

  private noteLength(t: number): void {
    this.lengthIntegral += this.q.length * (t - this.lastChangeSec);
    this.lastChangeSec = t;
  }

  /** `noteLength` on the path at dequeue (its own call into the queue, see receiveAtDequeue). */
  private noteWaiting(t: number): void {
    this.lengthIntegral += this.q.length * (t - this.lastChangeSec);
    this.lastChangeSec = t;
  }
}
