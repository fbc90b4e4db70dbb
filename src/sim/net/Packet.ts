// Packets on the wire and a free-list pool for them (a run moves millions; allocation would dominate).

/** What a packet is: TCP data, TCP acknowledgement, or a UDP datagram. */
export const enum PacketKind {
  Data = 0,
  Ack = 1,
  Udp = 2,
}

/**
 * The ECN field of the IP header (RFC 3168 §5): Not-ECT unless the sender is ECN-capable; a queue
 * that marks instead of dropping sets CE on an ECT packet.
 */
export const enum Ecn {
  NotEct = 0,
  /** ECT(1) (codepoint 01). */
  Ect1 = 1,
  /** ECT(0) (codepoint 10), what an RFC 3168 sender sets. */
  Ect0 = 2,
  /** Congestion Experienced (codepoint 11). */
  Ce = 3,
}

export class Packet {
  kind: PacketKind = PacketKind.Data;
  /** Index of the flow the packet belongs to. */
  flow = 0;
  /** Data: segment number (0-based, one per packet). Ack: highest in-order segment received (cumulative). */
  seq = 0;
  sizeBytes = 0;
  /** Simulated time at which the sender emitted the data segment this packet is, or acknowledges. */
  sentAtSec = NaN;
  /** Data: true for a retransmission. Ack: true when it acknowledges a retransmitted segment. */
  retransmit = false;
  /** Data: a SYN (segment 0 of a connection with a handshake, no payload). Ack: the SYN-ACK answering it. */
  syn = false;
  /**
   * Ack from a SACK receiver: how many SACK blocks it carries (0: none), and the blocks as
   * inclusive segment ranges [first, last] in flat pairs (allocated by the first SACK receiver
   * that uses the packet, then kept with it in the pool).
   */
  sackCount = 0;
  sack: number[] | null = null;
  /** While waiting in a link's queue: when its transmission will start, and its arrival event. */
  txStartSec = NaN;
  /**
   * When the link it is crossing decided when it arrives at the far end (its acceptance, or its
   * start where the line's discipline decides at dequeue): how the next link breaks a tie between
   * its arrival and the line freeing at the same instant, as an event scheduled then would.
   */
  arrivalScheduledSec = NaN;
  arrivalEvent = -1;
  /** The next packet accepted by the link this one is crossing (its in-transit list), or null. */
  nextInTransit: Packet | null = null;
  /** The ECN codepoint (Not-ECT for every packet the pool hands out; see Ecn). */
  ecn: Ecn = Ecn.NotEct;
  /**
   * TCP's ECN flags (RFC 3168 §6.1), written by every TCP sender and sink on each packet it builds.
   * ECE: on an ACK, congestion was seen (echoed until CWR); on a SYN, with CWR, "I am ECN-capable";
   * on the SYN-ACK, "so am I". CWR: on data, the sender has reduced its window for an echo.
   */
  ece = false;
  cwr = false;

  constructor() {
    // The times start as NaN (a double) and get their values here: V8 keeps a field's doubles as
    // doubles only when its first value is one; a field first set to 0 (a small integer) changes
    // representation at its first fraction, mid-run, and every packet's map with it.
    this.sentAtSec = 0;
    this.txStartSec = 0;
    this.arrivalScheduledSec = 0;
  }
}

export class PacketPool {
  /** Released packets, a stack of `freeCount` (stores and loads V8 inlines, where push and pop are calls). */
  private free: (Packet | null)[] = [];
  private freeCount = 0;
  /** Packets handed out and not yet released: those somewhere in the network. */
  inUse = 0;

  acquire(): Packet {
    this.inUse++;
    if (this.freeCount === 0) return new Packet();
    const p = this.free[--this.freeCount]!;
    this.free[this.freeCount] = null;
    // A queue may have set CE on it in its last life; senders that are not ECN-capable never touch it.
    p.ecn = Ecn.NotEct;
    return p;
  }

  release(p: Packet): void {
    this.inUse--;
    if (this.freeCount === this.free.length) this.free.push(p);
    else this.free[this.freeCount] = p;
    this.freeCount++;
  }
}

/** Anything a link can hand a packet to: a router, another link, an agent. */
export interface PacketReceiver {
  receive(p: Packet): void;
}
