// What happened to one flow's packets, counted where each happens: the sender, the receiver and
// the links (drops, kept for all flows side by side in DropCounts).
import type { CbrSource, UdpSink } from './app/Cbr';
import { DropReason } from './queue/QueueDiscipline';
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
    const i = 4 * this.index;
    return a[i + DropReason.Overflow] + a[i + DropReason.Early] + a[i + DropReason.Forced];
  }

  get acksDropped(): number {
    return this.drops.byFlow[4 * this.index];
  }

  /** Data drops by DropReason index (0 unused). */
  get dropsByReason(): number[] {
    const a = this.drops.byFlow;
    const i = 4 * this.index;
    return [0, a[i + DropReason.Overflow], a[i + DropReason.Early], a[i + DropReason.Forced]];
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

/**
 * Drops counted per flow, four to a flow side by side: [4f] its ACKs dropped, [4f + r] its data
 * packets dropped for DropReason r. A run with many flows drops hundreds of thousands of packets;
 * counting each touches one cache line here instead of the flow, its counters and their array.
 */
export class DropCounts {
  byFlow = new Float64Array(4 * 8);

  /** Makes room for flow `index`. */
  reserve(index: number): void {
    if (4 * index < this.byFlow.length) return;
    let n = this.byFlow.length;
    while (n <= 4 * index) n *= 2;
    const grown = new Float64Array(n);
    grown.set(this.byFlow);
    this.byFlow = grown;
  }
}
