// A one-way store-and-forward link with a queue at its entrance, as ns-2's SimpleLink:
// the queue feeds the transmitter one packet at a time; a packet occupies the line for
// size·8/rate seconds, then arrives at the far end after the propagation delay.
import type { EventHandler, Scheduler } from '../engine/Scheduler';
import { DropReason, type QueueDiscipline } from '../queue/QueueDiscipline';
import type { Packet, PacketPool, PacketReceiver } from './Packet';

const TX_DONE = 0;
const ARRIVE = 1;

/** Per-link counters, observable from outside. All counts are in packets. */
export class LinkStats {
  arrivals = 0;
  departures = 0;
  departedBytes = 0;
  /** Drops by DropReason index (0 unused). */
  readonly drops = [0, 0, 0, 0];
  /** Total seconds the transmitter has been busy, up to the last transmission start. */
  busySec = 0;
  /** Time-integral of the queue length (packet·seconds), for the mean queue. */
  queueIntegral = 0;
  lastChangeSec = 0;

  get totalDrops(): number {
    return this.drops[1] + this.drops[2] + this.drops[3];
  }
}

/** Told about every packet a link drops (metrics count them per flow and reason). */
export type DropListener = (p: Packet, reason: DropReason, nowSec: number) => void;

export class Link implements EventHandler {
  readonly stats = new LinkStats();
  private busy = false;
  private txEndSec = 0;
  /** Called for each drop; set by whoever observes the link. */
  onDrop: DropListener | null = null;

  constructor(
    readonly name: string,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    public rateBps: number,
    public delaySec: number,
    public queue: QueueDiscipline,
    public next: PacketReceiver,
  ) {}

  /** True while a packet is being put on the line. */
  get transmitting(): boolean {
    return this.busy;
  }

  /** Packets waiting in the queue (not counting the one on the line). */
  get queueLength(): number {
    return this.queue.length;
  }

  /** Seconds the line has been busy up to `nowSec`. */
  busyUntil(nowSec: number): number {
    return this.stats.busySec - (this.busy ? Math.max(0, this.txEndSec - nowSec) : 0);
  }

  receive(p: Packet): void {
    const now = this.scheduler.now;
    this.noteQueueChange(now);
    this.stats.arrivals++;
    const reason = this.queue.enqueue(p, now);
    if (reason !== DropReason.None) {
      this.stats.drops[reason]++;
      this.onDrop?.(p, reason, now);
      this.pool.release(p);
      return;
    }
    if (!this.busy) this.startNext(now);
  }

  /** Changes the buffer; packets beyond the new size are dropped from the tail as overflow. */
  setBuffer(packets: number): void {
    const now = this.scheduler.now;
    this.noteQueueChange(now);
    this.queue.limitPackets = packets;
    while (this.queue.length > Math.max(0, packets - 1)) {
      const p = this.queue.removeLast(now)!;
      this.stats.drops[DropReason.Overflow]++;
      this.onDrop?.(p, DropReason.Overflow, now);
      this.pool.release(p);
    }
  }

  /** Replaces the queue discipline (live change), keeping the packets that wait in it. */
  replaceQueue(q: QueueDiscipline): void {
    const now = this.scheduler.now;
    this.noteQueueChange(now);
    for (let p = this.queue.dequeue(now); p; p = this.queue.dequeue(now)) {
      const reason = q.enqueue(p, now);
      if (reason !== DropReason.None) {
        this.stats.drops[reason]++;
        this.onDrop?.(p, reason, now);
        this.pool.release(p);
      }
    }
    this.queue = q;
  }

  onEvent(kind: number, arg: unknown): void {
    if (kind === ARRIVE) {
      this.next.receive(arg as Packet);
    } else {
      this.busy = false;
      this.startNext(this.scheduler.now);
    }
  }

  private startNext(now: number): void {
    this.noteQueueChange(now);
    const p = this.queue.dequeue(now);
    if (p === null) return;
    const txSec = (p.sizeBytes * 8) / this.rateBps;
    this.busy = true;
    this.txEndSec = now + txSec;
    this.stats.busySec += txSec;
    this.stats.departures++;
    this.stats.departedBytes += p.sizeBytes;
    // ns-2 LinkDelay schedules the arrival before the transmitter's resume.
    this.scheduler.schedule(now + txSec + this.delaySec, this, ARRIVE, p);
    this.scheduler.schedule(now + txSec, this, TX_DONE);
  }

  private noteQueueChange(now: number): void {
    const s = this.stats;
    s.queueIntegral += this.queue.length * (now - s.lastChangeSec);
    s.lastChangeSec = now;
  }
}
