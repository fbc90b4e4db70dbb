// DropTail: first in, first out. The buffer holds `limitPackets` packets, the one being transmitted
// included (ns-2's queue-limit for DropTail): an arrival that finds limit − 1 waiting is dropped.
import type { Packet } from '../net/Packet';
import { DropReason, PacketFifo, type QueueDiscipline } from './QueueDiscipline';

export class DropTail implements QueueDiscipline {
  private readonly fifo = new PacketFifo();

  constructor(public limitPackets: number) {}

  get length(): number {
    return this.fifo.length;
  }

  occupancy(flow: number): number {
    return this.fifo.occupancy(flow);
  }

  at(i: number): Packet {
    return this.fifo.at(i);
  }

  removeLast(nowSec: number): Packet | null {
    return this.fifo.pop(nowSec);
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    return this.fifo.occupancyIntegral(flow, nowSec);
  }

  enqueue(p: Packet, nowSec: number): DropReason {
    if (this.fifo.length + 1 >= this.limitPackets) return DropReason.Overflow;
    this.fifo.push(p, nowSec);
    return DropReason.None;
  }

  passThrough(): DropReason {
    // With nothing waiting, the flow's occupancy stays 0 throughout: its integral does not move.
    return 1 >= this.limitPackets ? DropReason.Overflow : DropReason.None;
  }

  dequeue(nowSec: number): Packet | null {
    return this.fifo.shift(nowSec);
  }
}
