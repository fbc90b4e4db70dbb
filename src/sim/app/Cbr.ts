// A UDP constant-bit-rate source and its sink (cross traffic in paper 002's series topology).
// Packets leave every size·8/rate seconds from startSec to stopSec; nothing is acknowledged.
import type { EventHandler, Scheduler } from '../engine/Scheduler';
import { PacketKind, type Packet, type PacketPool, type PacketReceiver } from '../net/Packet';

export class CbrSource implements EventHandler {
  sentPackets = 0;
  out: PacketReceiver | null = null;
  private running = false;
  private stopAtSec = Infinity;

  constructor(
    private readonly flow: number,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    public rateBps: number,
    readonly packetSizeBytes: number,
  ) {}

  start(atSec: number, stopAtSec = Infinity): void {
    this.stopAtSec = stopAtSec;
    this.scheduler.schedule(atSec, this, 0);
  }

  stop(): void {
    this.stopAtSec = this.scheduler.now;
  }

  onEvent(): void {
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
