// The TCP receiver, as ns-2's TCPSink: one cumulative ACK per arriving data packet
// (no delayed ACKs), acknowledging the highest in-order segment; out-of-order segments are kept.
// A SYN is segment 0 like any other: ns-2's sink answers it with an ordinary ACK of 0 (the SYN-ACK).
import { PacketKind, type Packet, type PacketReceiver } from '../net/Packet';

/**
 * The segments held above a hole: flags in a ring over the sequence numbers just above the next
 * expected one (`base`), grown as needed. Every member is greater than `base`.
 */
class HeldSegments {
  private flags = new Uint8Array(64);
  private mask = 63;
  size = 0;

  has(seq: number, base: number): boolean {
    return seq - base <= this.mask && this.flags[seq & this.mask] === 1;
  }

  add(seq: number, base: number): void {
    while (seq - base > this.mask) this.grow(base);
    const i = seq & this.mask;
    if (this.flags[i] === 0) {
      this.flags[i] = 1;
      this.size++;
    }
  }

  /** Removes `seq` (within the ring); whether it was held. */
  delete(seq: number): boolean {
    const i = seq & this.mask;
    if (this.flags[i] === 0) return false;
    this.flags[i] = 0;
    this.size--;
    return true;
  }

  private grow(base: number): void {
    const flags = new Uint8Array(this.flags.length * 2);
    const mask = flags.length - 1;
    for (let s = base + 1; s <= base + this.mask; s++) flags[s & mask] = this.flags[s & this.mask];
    this.flags = flags;
    this.mask = mask;
  }
}

export class TcpSink implements PacketReceiver {
  /** Next in-order segment expected. */
  private nextSeq = 0;
  private readonly outOfOrder = new HeldSegments();
  /** Segments that arrived (SYNs and duplicates included). */
  delivered = 0;
  /**
   * Data segments that arrived for the first time, in order or not (no SYN, no duplicate): the
   * data reaching the receiver as it arrives. Unlike the cumulative ACK, which jumps when a
   * repaired hole releases the segments queued behind it, this never runs ahead of the link.
   */
  newDataSegments = 0;
  acksSent = 0;
  /** Where ACKs go (the first reverse-direction link). */
  out: PacketReceiver | null = null;

  constructor(
    private readonly flow: number,
    public ackSizeBytes: number,
  ) {}

  /** Highest segment received in order (-1 before the first). */
  get cumulativeAck(): number {
    return this.nextSeq - 1;
  }

  receive(p: Packet): void {
    this.delivered++;
    const seq = p.seq;
    if (!p.syn && (seq === this.nextSeq || (seq > this.nextSeq && !this.outOfOrder.has(seq, this.nextSeq)))) this.newDataSegments++;
    if (seq === this.nextSeq) {
      this.nextSeq++;
      if (this.outOfOrder.size > 0) {
        while (this.outOfOrder.delete(this.nextSeq)) this.nextSeq++;
      }
    } else if (seq > this.nextSeq) {
      this.outOfOrder.add(seq, this.nextSeq);
    }
    // Reuse the data packet as its ACK: the pool stays balanced and nothing is allocated.
    p.kind = PacketKind.Ack;
    p.flow = this.flow;
    p.seq = this.nextSeq - 1;
    p.sizeBytes = this.ackSizeBytes;
    // sentAtSec, retransmit and syn (a SYN is answered by a SYN-ACK) are echoed from the data packet.
    this.acksSent++;
    this.out!.receive(p);
  }
}
