// What happened to one flow's packets, counted where each happens: the sender, the receiver and
// the links (drops and CE marks, kept for all flows side by side in DropCounts).
import type { CbrSource, UdpSink } from './app/Cbr';
import { PacketKind, type Packet } from './net/Packet';
import { QueueReason } from './queue/QueueDiscipline';
import type { TcpSender } from './tcp/TcpSender';
import type { TcpSink } from './tcp/TcpSink';

/**
 * Packet counts of one flow, by what happened to them, read from where each happens: the sender
 * (sent, ACKs received), the receiver (delivered, ACKs sent) and the links (dropped).
 * Invariant: sent = delivered + dropped + in flight, for data and for ACKs.
 */
export class FlowCounters {
  constructor(
    private readonly tcp: TcpSender | null,
    private readonly sink: TcpSink | null,
    private readonly cbr: CbrSource | null,
    private readonly udpSink: UdpSink | null,
    /** The simulation's drop counts, and this flow's index in them. */
    private readonly drops: DropCounts,
    private readonly index: number,
  ) {}

  get dataDropped(): number {
    const a = this.drops.byFlow;
    const i = DROP_COUNTS_STRIDE * this.index;
    return a[i + QueueReason.Overflow] + a[i + QueueReason.Early] + a[i + QueueReason.Forced] + a[i + QueueReason.HeadOverflow] + a[i + QueueReason.Sojourn];
  }

  get acksDropped(): number {
    return this.drops.byFlow[DROP_COUNTS_STRIDE * this.index];
  }

  /** Data drops by QueueReason index (0 unused): overflow, early, forced, head-overflow, sojourn. */
  get dropsByReason(): number[] {
    const a = this.drops.byFlow;
    const i = DROP_COUNTS_STRIDE * this.index;
    return [0, a[i + QueueReason.Overflow], a[i + QueueReason.Early], a[i + QueueReason.Forced], a[i + QueueReason.HeadOverflow], a[i + QueueReason.Sojourn]];
  }

  /** Data packets marked Congestion Experienced by a queue (they were not dropped). */
  get dataMarked(): number {
    return this.drops.byFlow[DROP_COUNTS_STRIDE * this.index + QueueReason.Mark];
  }

  /** ACKs marked Congestion Experienced by a queue. */
  get acksMarked(): number {
    return this.drops.byFlow[DROP_COUNTS_STRIDE * this.index + ACK_MARKS];
  }

  get dataSent(): number {
    return this.tcp ? this.tcp.stats.sentPackets : this.cbr!.sentPackets;
  }

  get dataDelivered(): number {
    return this.sink ? this.sink.delivered : this.udpSink!.delivered;
  }

  get acksSent(): number {
    return this.sink ? this.sink.acksSent : 0;
  }

  get acksDelivered(): number {
    return this.tcp ? this.tcp.stats.acksReceived : 0;
  }
}

/** Numbers per flow in DropCounts.byFlow. */
export const DROP_COUNTS_STRIDE = 8;
/** Where a flow's ACK marks are counted (after QueueReason.Mark, its data marks). */
const ACK_MARKS = 7;

/**
 * Drops and CE marks counted per flow, eight to a flow side by side: [8f] its ACKs dropped,
 * [8f + r] its data packets dropped for QueueReason r (1–5), [8f + 6] its data packets marked
 * (QueueReason.Mark), [8f + 7] its ACKs marked. A run with many flows drops hundreds of thousands
 * of packets; counting each touches one cache line here instead of the flow, its counters and
 * their array.
 */
export class DropCounts {
  byFlow = new Float64Array(DROP_COUNTS_STRIDE * 8);

  /** Makes room for flow `index`. */
  reserve(index: number): void {
    if (DROP_COUNTS_STRIDE * index < this.byFlow.length) return;
    let n = this.byFlow.length;
    while (n <= DROP_COUNTS_STRIDE * index) n *= 2;
    const grown = new Float64Array(n);
    grown.set(this.byFlow);
    this.byFlow = grown;
  }

  /** Counts a CE mark on `p` for its flow. */
  countMark(p: Packet): void {
    const i = DROP_COUNTS_STRIDE * p.flow;
    if (i >= this.byFlow.length) return;
    this.byFlow[i + (p.kind === PacketKind.Ack ? ACK_MARKS : QueueReason.Mark)]++;
  }
}
