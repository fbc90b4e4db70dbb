// The sender's SACK scoreboard (RFC 6675, in whole segments as ns-3's TcpTxBuffer and Linux keep it):
// which outstanding segments the receiver has SACKed, which are deemed lost (IsLost: DupThresh
// SACKed segments above them, or everything after a timeout), which were retransmitted; from these
// the data in the network (pipe) and the next segment to send (NextSeg).
//
// Counters are kept incrementally, as Linux's sacked_out / lost_out / retrans_out, so pipe is O(1):
//     pipe = (HighData − HighACK) − SACKed − lost + retransmitted
// which is RFC 6675's SetPipe over whole segments: an unSACKed segment counts once unless it is
// lost, and once more if it was retransmitted. The loss boundary only grows (the SACKed segments
// above a sequence number never decrease until the cumulative ACK passes it), so IsLost is one
// comparison: seq ≤ lostBelow and not SACKed.

const SACKED = 1;
const LOST = 2;
const RETRANS = 4;

export class SackScoreboard {
  /** Highest segment cumulatively acknowledged (RFC 6675 HighACK − 1 in segments), −1 before any. */
  highAck = -1;
  /** Highest segment sent (HighData − 1), −1 before any. */
  highData = -1;
  /** Every unSACKed segment up to here is lost (−1: none). */
  lostBelow = -1;
  /** Highest segment ever SACKed (−1: none). */
  highSacked = -1;
  sackedOut = 0;
  lostOut = 0;
  retransOut = 0;
  /** What the last update delivered: segments newly SACKed, and newly delivered (newly ACKed that were not SACKed, plus newly SACKed). */
  lastNewlySacked = 0;
  lastDelivered = 0;
  /** The highest segment among those the last update delivered (−1: none). */
  lastNewestDelivered = -1;
  /** pipe just before the last update (Linux rs->prior_in_flight). */
  lastPriorPipe = 0;

  private flags = new Uint8Array(64);
  private mask = 63;
  /** The DupThresh highest SACKed segments, highest first (their lowest, less one, bounds loss). */
  private readonly top: number[] = [];
  /** No segment below this is lost and not yet retransmitted (the scan for rule 1 starts here). */
  private rxtHint = 0;

  constructor(readonly dupThresh: number) {}

  /** Segments sent and not cumulatively acknowledged. */
  get outstanding(): number {
    return this.highData - this.highAck;
  }

  /** RFC 6675 SetPipe: segments believed to be in the network. */
  get pipe(): number {
    return this.outstanding - this.sackedOut - this.lostOut + this.retransOut;
  }

  isSacked(seq: number): boolean {
    return seq > this.highAck && seq <= this.highData && (this.flags[seq & this.mask] & SACKED) !== 0;
  }

  /** RFC 6675 IsLost: DupThresh SACKed segments lie above it (or a timeout declared it lost), and it is not SACKed. */
  isLost(seq: number): boolean {
    return seq > this.highAck && seq <= this.highData && (this.flags[seq & this.mask] & LOST) !== 0;
  }

  isRetransmitted(seq: number): boolean {
    return seq > this.highAck && seq <= this.highData && (this.flags[seq & this.mask] & RETRANS) !== 0;
  }

  /** Segment `seq` leaves: new data extends HighData; a resent one counts in pipe again. */
  sent(seq: number): void {
    if (seq > this.highData) {
      while (seq - this.highAck > this.mask) this.grow();
      for (let s = this.highData + 1; s <= seq; s++) this.flags[s & this.mask] = 0;
      this.highData = seq;
      return;
    }
    if (seq <= this.highAck) return;
    const i = seq & this.mask;
    if ((this.flags[i] & (RETRANS | SACKED)) === 0) {
      this.flags[i] |= RETRANS;
      this.retransOut++;
    }
  }

  /**
   * An ACK: cumulative `ack` and SACK blocks as inclusive segment ranges [first, last] (flat pairs,
   * `count` of them). Sets lastNewlySacked, lastDelivered, lastNewestDelivered and lastPriorPipe.
   */
  update(ack: number, blocks: ArrayLike<number>, count: number): void {
    this.lastPriorPipe = this.pipe;
    let newlySacked = 0;
    let newest = -1;
    for (let b = 0; b < count; b++) {
      const first = Math.max(blocks[2 * b], this.highAck + 1, ack + 1);
      const last = Math.min(blocks[2 * b + 1], this.highData);
      for (let s = first; s <= last; s++) {
        const i = s & this.mask;
        const f = this.flags[i];
        if (f & SACKED) continue;
        if (f & LOST) this.lostOut--;
        if (f & RETRANS) this.retransOut--;
        this.flags[i] = SACKED;
        this.sackedOut++;
        newlySacked++;
        if (s > newest) newest = s;
        this.noteSacked(s);
      }
    }
    let newlyAcked = 0;
    if (ack > this.highAck) {
      const to = Math.min(ack, this.highData);
      for (let s = this.highAck + 1; s <= to; s++) {
        const f = this.flags[s & this.mask];
        if (f & SACKED) this.sackedOut--;
        else {
          newlyAcked++;
          if (s > newest) newest = s;
        }
        if (f & LOST) this.lostOut--;
        if (f & RETRANS) this.retransOut--;
        this.flags[s & this.mask] = 0;
      }
      this.highAck = ack;
      if (this.highData < ack) this.highData = ack;
      if (this.rxtHint <= ack) this.rxtHint = ack + 1;
    }
    this.lastNewlySacked = newlySacked;
    this.lastDelivered = newlyAcked + newlySacked;
    this.lastNewestDelivered = newest;
  }

  /** Declares every unSACKed segment up to `seq` lost (RFC 6675's first retransmission: HighACK + 1; a timeout: HighData). */
  markLostUpTo(seq: number): void {
    this.raiseLostBoundary(Math.min(seq, this.highData));
  }

  /**
   * A retransmission timeout: everything unSACKed is lost and nothing retransmitted is in flight
   * any more (ns-3 SetSentListLost, Linux tcp_enter_loss); SACKed segments stay SACKed.
   */
  timeout(): void {
    for (let s = this.highAck + 1; s <= this.highData; s++) {
      const i = s & this.mask;
      if (this.flags[i] & RETRANS) {
        this.flags[i] &= ~RETRANS;
        this.retransOut--;
      }
    }
    this.rxtHint = this.highAck + 1;
    this.raiseLostBoundary(this.highData);
  }

  /**
   * RFC 6675 NextSeg, rules 1 and 3 (rule 2, new data, is the sender's): the lowest lost segment
   * not yet retransmitted; failing that, in recovery and only when `rule3` is set (no new data may
   * go), the lowest unSACKed segment not yet retransmitted. −1: none.
   */
  nextRetransmission(rule3: boolean): number {
    let s = Math.max(this.rxtHint, this.highAck + 1);
    const lossEnd = Math.min(this.lostBelow, this.highData);
    while (s <= lossEnd && (this.flags[s & this.mask] & (SACKED | RETRANS)) !== 0) s++;
    this.rxtHint = s;
    if (s <= lossEnd) return s;
    if (!rule3) return -1;
    for (let t = s; t <= this.highData; t++) if ((this.flags[t & this.mask] & (SACKED | RETRANS)) === 0) return t;
    return -1;
  }

  private noteSacked(seq: number): void {
    if (seq > this.highSacked) this.highSacked = seq;
    const top = this.top;
    if (top.length === this.dupThresh && seq <= top[top.length - 1]) return;
    let k = top.length;
    while (k > 0 && top[k - 1] < seq) k--;
    top.splice(k, 0, seq);
    if (top.length > this.dupThresh) top.pop();
    if (top.length === this.dupThresh) this.raiseLostBoundary(top[top.length - 1] - 1);
  }

  private raiseLostBoundary(to: number): void {
    if (to <= this.lostBelow) return;
    for (let s = Math.max(this.lostBelow, this.highAck) + 1; s <= to; s++) {
      const i = s & this.mask;
      if ((this.flags[i] & (SACKED | LOST)) === 0) {
        this.flags[i] |= LOST;
        this.lostOut++;
      }
    }
    this.lostBelow = to;
  }

  private grow(): void {
    const flags = new Uint8Array(this.flags.length * 2);
    const mask = flags.length - 1;
    for (let s = this.highAck + 1; s <= this.highData; s++) flags[s & mask] = this.flags[s & this.mask];
    this.flags = flags;
    this.mask = mask;
  }
}
