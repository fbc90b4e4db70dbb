// Shared by the queue discipline tests: packets made by hand and a sink that records what a
// discipline drops or marks besides the arriving packet.
import { Ecn, Packet } from '../../../src/sim/net/Packet';
import type { QueueReason, QueueSink } from '../../../src/sim/queue/QueueDiscipline';

let nextSeq = 0;

/** A packet of `flow`, `sizeBytes` long, numbered in creation order (or as given). */
export function pkt(flow = 0, sizeBytes = 1500, seq = nextSeq++, ecn: Ecn = Ecn.NotEct): Packet {
  const p = new Packet();
  p.flow = flow;
  p.sizeBytes = sizeBytes;
  p.seq = seq;
  p.ecn = ecn;
  return p;
}

export interface Recorded {
  p: Packet;
  reason: QueueReason;
  atSec: number;
}

/** A sink that keeps every drop and mark, in order. */
export class RecordingSink implements QueueSink {
  readonly drops: Recorded[] = [];
  readonly marks: { p: Packet; atSec: number }[] = [];

  dropped(p: Packet, reason: QueueReason, nowSec: number): void {
    this.drops.push({ p, reason, atSec: nowSec });
  }

  marked(p: Packet, nowSec: number): void {
    this.marks.push({ p, atSec: nowSec });
  }
}
