// The TCP receiver, as ns-2's TCPSink: one cumulative ACK per arriving data packet
// (no delayed ACKs), acknowledging the highest in-order segment; out-of-order segments are kept.
// A SYN is segment 0 like any other: ns-2's sink answers it with an ordinary ACK of 0 (the SYN-ACK).
import { PacketKind, type Packet, type PacketReceiver } from '../net/Packet';

export class TcpSink implements PacketReceiver {
  /** Next in-order segment expected. */
  private nextSeq = 0;
  private readonly outOfOrder = new Set<number>();
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
    if (!p.syn && (seq === this.nextSeq || (seq > this.nextSeq && !this.outOfOrder.has(seq)))) this.newDataSegments++;
    if (seq === this.nextSeq) {
      this.nextSeq++;
      if (this.outOfOrder.size > 0) {
        while (this.outOfOrder.delete(this.nextSeq)) this.nextSeq++;
      }
    } else if (seq > this.nextSeq) {
      this.outOfOrder.add(seq);
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
