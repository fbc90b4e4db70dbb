// A UDP constant-bit-rate source and its sink (cross traffic in paper 002's series topology).
// Packets leave every size·8/rate seconds from startSec to stopSec; nothing is acknowledged.
import type { EventHandler, Scheduler } from '../engine/Scheduler';
import { PacketKind, type Packet, type PacketPool, type PacketReceiver } from '../net/Packet';

export class CbrSource implements EventHandler {
  sentPackets = 0;
  out: PacketReceiver | null = null;
  private running = false;
  private stopAtSec = Infinity;
  /** The pending start event (-1: it has run) and the sequence it was first scheduled with. */
  private startEvent = -1;
  private startSeq = 0;

  constructor(
    private readonly flow: number,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    public rateBps: number,
    readonly packetSizeBytes: number,
  ) {}

  start(atSec: number, stopAtSec = Infinity): void {
    this.stopAtSec = stopAtSec;
    this.startSeq = this.scheduler.nextSequence;
    this.startEvent = this.scheduler.schedule(atSec, this, 0);
  }

  stop(): void {
    this.stopAtSec = this.scheduler.now;
  }

  /** True until the first packet event has run. */
  get startPending(): boolean {
    return this.startEvent >= 0;
  }

  /** Moves a start that has not happened yet (see TcpSender.moveStart). */
  moveStart(atSec: number): void {
    if (this.startEvent < 0) throw new RangeError('the source has started already');
    this.scheduler.cancel(this.startEvent);
    this.startEvent = this.scheduler.scheduleAs(atSec, this.startSeq, this, 0);
  }

  /** Sets when it stops sending (Infinity: never), while it has not stopped yet. */
  setStop(atSec: number): void {
    this.stopAtSec = atSec;
  }

  onEvent(): void {
    this.startEvent = -1;
    const now = this.scheduler.now;
    if (now >= this.stopAtSec) {
      this.running = false;
      return;
    }
    this.running = true;
    const p = this.pool.acquire();
    p.kind = PacketKind.Udp;
    p.syn = false;
    p.flow = this.flow;
    p.seq = this.sentPackets++;
    p.sizeBytes = this.packetSizeBytes;
    p.sentAtSec = now;
    p.txStartSec = now;
    p.retransmit = false;
    this.out!.receive(p);
    this.scheduler.schedule(now + (this.packetSizeBytes * 8) / this.rateBps, this, 0);
  }

  get active(): boolean {
    return this.running;
  }
}

export class UdpSink implements PacketReceiver {
  delivered = 0;
  deliveredBytes = 0;

  constructor(private readonly pool: PacketPool) {}

  receive(p: Packet): void {
    this.delivered++;
    this.deliveredBytes += p.sizeBytes;
    this.pool.release(p);
  }
}
