// DropTail: first in, first out. The buffer holds `limitPackets` packets, the one being transmitted
// included (ns-2's queue-limit for DropTail): an arrival that finds limit − 1 waiting is dropped.
import type { Packet } from '../net/Packet';
import { DropReason, FifoQueue } from './QueueDiscipline';

export class DropTail extends FifoQueue {
  constructor(public limitPackets: number) {
    super();
  }

  enqueue(p: Packet, nowSec: number): DropReason {
    if (this.length + 1 >= this.limitPackets) return DropReason.Overflow;
    this.push(p, nowSec);
    return DropReason.None;
  }

  passThrough(): DropReason {
    // With nothing waiting, the flow's occupancy stays 0 throughout: its integral does not move.
    return 1 >= this.limitPackets ? DropReason.Overflow : DropReason.None;
  }
}
