// Proportional Rate Reduction (RFC 6937), the loss recovery of Linux and ns-3.37 (TcpPrrRecovery,
// its default) with SACK: during fast recovery the window follows the data delivered, so that by the
// end of recovery the sender has sent ssthresh/RecoverFS of what was delivered, spread over the ACKs
// instead of in a burst, and never lets pipe fall far below ssthresh.
//     pipe > ssthresh:  sndcnt = ⌈prr_delivered · ssthresh / RecoverFS⌉ − prr_out
//     pipe ≤ ssthresh:  sndcnt = min(ssthresh − pipe, max(prr_delivered − prr_out, DeliveredData) + 1)   (slow-start reduction bound)
//     sndcnt ≥ 1 for the first ACK of recovery (the fast retransmission); cwnd = pipe + sndcnt.
// Segments, not bytes: one MSS is 1.

export class Prr {
  /** Data delivered to the receiver since recovery began, segments (prr_delivered). */
  delivered = 0;
  /** Segments sent since recovery began (prr_out). */
  out = 0;
  /** The flight size when recovery began (RecoverFS). */
  recoverFs = 1;

  /** Recovery begins with `flightSize` segments outstanding (RFC 6937: RecoverFS = snd.nxt − snd.una). */
  start(flightSize: number): void {
    this.delivered = 0;
    this.out = 0;
    this.recoverFs = Math.max(1, flightSize);
  }

  /** A segment left during recovery (a retransmission or new data). */
  sent(segments = 1): void {
    this.out += segments;
  }

  /**
   * An ACK in recovery that delivered `deliveredData` segments (newly ACKed + newly SACKed), with
   * `pipe` after it: the new cwnd, segments (pipe + sndcnt).
   */
  onAck(deliveredData: number, pipe: number, ssthresh: number): number {
    this.delivered += deliveredData;
    return pipe + this.sndcnt(deliveredData, pipe, ssthresh);
  }

  /** How many segments this ACK lets go (RFC 6937 section 3.1, with the slow-start reduction bound). */
  sndcnt(deliveredData: number, pipe: number, ssthresh: number): number {
    let n: number;
    if (pipe > ssthresh) {
      n = Math.ceil((this.delivered * ssthresh) / this.recoverFs) - this.out;
    } else {
      const limit = Math.max(this.delivered - this.out, deliveredData) + 1;
      n = Math.min(ssthresh - pipe, limit);
    }
    return Math.max(n, this.out > 0 ? 0 : 1);
  }
}
