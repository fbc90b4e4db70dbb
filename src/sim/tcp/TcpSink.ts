// The TCP receiver, as ns-2's TCPSink: one cumulative ACK per arriving data packet
// (no delayed ACKs), acknowledging the highest in-order segment; out-of-order segments are kept.
// A SYN is segment 0 like any other: ns-2's sink answers it with an ordinary ACK of 0 (the SYN-ACK).
// With SACK (RFC 2018) every ACK also reports up to 3 blocks of segments held above the cumulative
// ACK: first the block holding the segment that just arrived, then the most recently reported
// others (as Linux and ns-3 with timestamps, which leave room for 3); each block adds 8 bytes.
// With ECN (RFC 3168 §6.1.3, ns-3's receiver states) a CE-marked segment makes every ACK carry ECE
// until a segment with CWR arrives that is not itself marked.
import { Ecn, PacketKind, type Packet, type PacketReceiver } from '../net/Packet';

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

/** SACK blocks per ACK (40 option bytes less the timestamp option leave room for 3, as in Linux and ns-3). */
export const MAX_SACK_BLOCKS = 3;
/** Bytes a SACK block adds to an ACK (two 32-bit edges; the option's kind and length fit in the timestamp option's padding, as ns-3 lays them out). */
export const SACK_BLOCK_BYTES = 8;

/**
 * The receiver's SACK state: the blocks held above the cumulative ACK, as sorted, disjoint,
 * non-adjacent inclusive ranges, and recently reported segments (most recent first) that pick
 * which blocks follow the first.
 */
export class SackBlocks {
  /** Flat pairs [first, last], ascending. */
  readonly ranges: number[] = [];
  private readonly recent: number[] = [];

  /** Segment `seq`, above the cumulative ACK and not held before, arrived. */
  add(seq: number): void {
    const r = this.ranges;
    let i = 0;
    while (i < r.length && r[i + 1] < seq - 1) i += 2;
    if (i < r.length && r[i] <= seq + 1) {
      // Touches block i: extend it, and merge with block i + 1 if the gap closed.
      if (seq < r[i]) r[i] = seq;
      if (seq > r[i + 1]) r[i + 1] = seq;
      if (i + 2 < r.length && r[i + 2] === r[i + 1] + 1) {
        r[i + 1] = r[i + 3];
        r.splice(i + 2, 2);
      }
    } else {
      r.splice(i, 0, seq, seq);
    }
    this.touch(seq);
  }

  /** The cumulative ACK is now `cumAck`: blocks at or below it go. */
  advance(cumAck: number): void {
    const r = this.ranges;
    let n = 0;
    while (n < r.length && r[n + 1] <= cumAck) n += 2;
    if (n > 0) r.splice(0, n);
  }

  /** A duplicate of a held segment arrived: its block is reported first again. */
  touch(seq: number): void {
    const k = this.recent.indexOf(seq);
    if (k >= 0) this.recent.splice(k, 1);
    this.recent.unshift(seq);
    if (this.recent.length > 2 * MAX_SACK_BLOCKS) this.recent.pop();
  }

  /**
   * Writes the blocks to report into `out` (flat pairs): the block of the segment that arrived
   * (when it is held above a hole), then those of recently reported segments, each block once.
   * Returns how many.
   */
  report(out: number[]): number {
    let n = 0;
    for (const seq of this.recent) {
      const b = this.blockOf(seq);
      if (b < 0) continue;
      const first = this.ranges[b];
      let dup = false;
      for (let k = 0; k < n; k++) if (out[2 * k] === first) dup = true;
      if (dup) continue;
      out[2 * n] = first;
      out[2 * n + 1] = this.ranges[b + 1];
      if (++n === MAX_SACK_BLOCKS) break;
    }
    return n;
  }

  private blockOf(seq: number): number {
    const r = this.ranges;
    for (let i = 0; i < r.length; i += 2) if (r[i] <= seq && seq <= r[i + 1]) return i;
    return -1;
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
  /** Data segments that arrived marked CE on an ECN connection (each a congestion mark the receiver echoes). */
  ceMarksReceived = 0;
  /** Where ACKs go (the first reverse-direction link). */
  out: PacketReceiver | null = null;

  /** SACK state, when the scenario runs SACK. */
  private readonly sack: SackBlocks | null;
  /** ECN is on for this connection: the receiver is willing, and the sender asked in its SYN (or there is no SYN). */
  private ecnActive: boolean;
  /** ACKs carry ECE (ns-3 ECN_CE_RCVD / ECN_SENDING_ECE): a CE mark arrived and no CWR since. */
  private echoingCe = false;

  /** `ecn`: the receiver is ECN-capable (RFC 3168); a SYN decides whether the connection is. */
  constructor(
    private readonly flow: number,
    public ackSizeBytes: number,
    sack = false,
    private readonly ecn = false,
  ) {
    this.sack = sack ? new SackBlocks() : null;
    this.ecnActive = ecn;
  }

  /** Highest segment received in order (-1 before the first). */
  get cumulativeAck(): number {
    return this.nextSeq - 1;
  }

  receive(p: Packet): void {
    this.delivered++;
    const seq = p.seq;
    let ece = false;
    if (p.syn) {
      // RFC 3168 §6.1.1: an ECN-setup SYN (ECE and CWR) is answered with an ECN-setup SYN-ACK (ECE).
      this.ecnActive = this.ecn && p.ece && p.cwr;
      ece = this.ecnActive;
    } else if (this.ecnActive) {
      // ns-3 DoForwardUp (tcp-socket-base.cc:1324-1335): CWR stops the echo unless that segment is itself marked.
      if (p.ecn === Ecn.Ce) {
        this.ceMarksReceived++;
        this.echoingCe = true;
      } else if (p.cwr) {
        this.echoingCe = false;
      }
      ece = this.echoingCe;
    }
    if (!p.syn && (seq === this.nextSeq || (seq > this.nextSeq && !this.outOfOrder.has(seq, this.nextSeq)))) this.newDataSegments++;
    if (seq === this.nextSeq) {
      this.nextSeq++;
      if (this.outOfOrder.size > 0) {
        while (this.outOfOrder.delete(this.nextSeq)) this.nextSeq++;
      }
    } else if (seq > this.nextSeq) {
      if (this.sack) {
        if (this.outOfOrder.has(seq, this.nextSeq)) this.sack.touch(seq);
        else this.sack.add(seq);
      }
      this.outOfOrder.add(seq, this.nextSeq);
    }
    // Reuse the data packet as its ACK: the pool stays balanced and nothing is allocated.
    p.kind = PacketKind.Ack;
    p.flow = this.flow;
    p.seq = this.nextSeq - 1;
    p.sizeBytes = this.ackSizeBytes;
    // A pure ACK is not ECT (RFC 3168 §6.1.4), whatever codepoint the data packet it is made from had.
    p.ecn = Ecn.NotEct;
    p.ece = ece;
    p.cwr = false;
    if (this.sack) {
      this.sack.advance(this.nextSeq - 1);
      p.sack ??= [];
      p.sackCount = this.sack.report(p.sack);
      p.sizeBytes += SACK_BLOCK_BYTES * p.sackCount;
    } else {
      p.sackCount = 0;
    }
    // sentAtSec, retransmit and syn (a SYN is answered by a SYN-ACK) are echoed from the data packet.
    this.acksSent++;
    this.out!.receive(p);
  }
}
