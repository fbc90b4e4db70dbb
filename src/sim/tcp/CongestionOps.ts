// Congestion control as ns-3's TcpCongestionOps: an algorithm over a plain, read-only state record
// that returns decisions (the next cwnd, the window after a loss, a pacing rate) and never touches
// the sender. OpsCongestionControl runs one on the NewReno loss recovery of RFC 6582 (as ns-3 runs
// every algorithm on its own recovery), and measures for it what Linux's tcp_rate.c measures: an
// RTT sample and a delivery-rate sample per ACK.
import { CwndAction, type CcObservables, type TcpControl } from './CongestionControl';
import { NewReno } from './variants/NewReno';

/** The connection as an algorithm sees it (ns-3 TcpSocketState). Windows in segments, times in seconds. */
export interface CcState {
  readonly nowSec: number;
  readonly cwnd: number;
  readonly ssthresh: number;
  /** Receiver's window. */
  readonly maxWindow: number;
  /** Segments sent and not yet acknowledged, less those the duplicate ACKs say have arrived. */
  readonly inFlight: number;
  /** Segments delivered so far (cumulative ACKs plus one per duplicate ACK, as Linux counts without SACK). */
  readonly delivered: number;
  /** In fast recovery (between a fast retransmission and the ACK of everything outstanding then). */
  readonly inRecovery: boolean;
  /** Wire size of a data segment, bytes (what pacing spaces). */
  readonly segmentWireBytes: number;
  /** Smoothed RTT of the sender's coarse estimator, seconds (0 before its first sample; the SYN's counts). */
  readonly srttSec: number;
}

/** What one ACK tells the algorithm (Linux struct rate_sample). */
export interface AckSample {
  /** Segments newly acknowledged by this ACK (cumulatively, or 1 for a duplicate). */
  readonly ackedSegments: number;
  /** A new cumulative ACK (false: a duplicate). */
  readonly isNewAck: boolean;
  /** RTT of the newest segment this ACK covers, when it was sent once (Karn); NaN otherwise. */
  readonly rttSec: number;
  /** Delivery rate over the sample's interval, segments per second; NaN when the sample is not valid. */
  readonly deliveryRate: number;
  /** Segments delivered over the sample's interval. */
  readonly sampleDelivered: number;
  /** `delivered` when the newest acknowledged segment was sent (Linux prior_delivered: marks round trips). */
  readonly priorDelivered: number;
  /** The sending was limited by the application, not the window, when that segment left. */
  readonly isAppLimited: boolean;
  /** Segments in flight before this ACK was taken (Linux rs->prior_in_flight; `CcState.inFlight` is after it with SACK). */
  readonly priorInFlight: number;
}

/** The window after a loss: ssthresh and cwnd, segments. */
export interface LossDecision {
  ssthresh: number;
  cwnd: number;
}

export interface CongestionOps {
  /** Every ACK, new or duplicate, before any window decision (ns-3 PktsAcked / CongControl). */
  onAck?(s: CcState, a: AckSample): void;
  /** The cwnd after a new ACK outside fast recovery (ns-3 IncreaseWindow). */
  cwndAfterAck(s: CcState, a: AckSample): number;
  /** A new ssthresh the algorithm decided on an ACK (CUBIC's HyStart leaving slow start), else null. */
  ssthreshNow?(s: CcState): number | null;
  /** The window on entering fast recovery (three duplicate ACKs; ns-3 GetSsThresh). */
  onFastRetransmit(s: CcState): LossDecision;
  /**
   * The window after an ECN echo (ns-3 GetSsThresh on entering CA_CWR; Linux tcp_enter_cwr), or
   * null to ignore it. Absent: as onFastRetransmit.
   */
  onEcnEcho?(s: CcState): LossDecision | null;
  /** The window when recovery ends with the ACK of everything outstanding at its start (default: unchanged). */
  cwndAfterRecovery?(s: CcState): number;
  /** The window after a retransmission timeout (the sender then goes back to the first unacknowledged segment). */
  onTimeout(s: CcState): LossDecision;
  /**
   * The algorithm sets cwnd on every ACK in fast recovery too, through cwndAfterAck (ns-3
   * HasCongControl, Linux cong_control: BBR); otherwise PRR does with SACK.
   */
  readonly ownsRecovery?: boolean;
  /** Pacing rate, bits per second; absent for an unpaced algorithm. */
  pacingRateBps?(s: CcState): number;
  /** The algorithm's observables, by the keys its module declares. */
  observe(s: CcState): CcObservables;
  /** Changes one of its module's knobs from now on. */
  setParam(key: string, value: number): void;
}

/** Per-segment transmission records (Linux tcp_skb_cb->tx), a ring keyed by sequence number. */
class TxRecords {
  sentAt = new Float64Array(64);
  delivered = new Float64Array(64);
  deliveredAt = new Float64Array(64);
  firstSentAt = new Float64Array(64);
  flags = new Uint8Array(64); // bit 0: retransmitted, bit 1: app-limited
  private mask = 63;
  private low = 0;

  slot(seq: number, lowSeq: number): number {
    this.low = lowSeq;
    while (seq - this.low > this.mask) this.grow();
    return seq & this.mask;
  }

  has(seq: number): boolean {
    return seq >= this.low && seq - this.low <= this.mask;
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const move = <T extends Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      for (let s = this.low; s <= this.low + this.mask; s++) b[s & (size - 1)] = a[s & this.mask];
      return b;
    };
    const f64 = (n: number) => new Float64Array(n);
    this.sentAt = move(this.sentAt, f64);
    this.delivered = move(this.delivered, f64);
    this.deliveredAt = move(this.deliveredAt, f64);
    this.firstSentAt = move(this.firstSentAt, f64);
    this.flags = move(this.flags, (n) => new Uint8Array(n));
    this.mask = size - 1;
  }
}

/** A live, read-only view of a connection for its algorithm (no allocation per ACK). */
class StateView implements CcState {
  constructor(private readonly cc: OpsCongestionControl) {}
  private get tcp(): TcpControl {
    return this.cc.tcpRef!;
  }
  get nowSec() {
    return this.tcp.nowSec;
  }
  get cwnd() {
    return this.tcp.cwnd;
  }
  get ssthresh() {
    return this.tcp.ssthresh;
  }
  get maxWindow() {
    return this.tcp.maxWindow;
  }
  get inFlight() {
    const sb = this.tcp.scoreboard;
    return sb ? sb.pipe : Math.max(0, this.tcp.maxSeqSent - this.tcp.highestAck - this.tcp.dupAcks);
  }
  get delivered() {
    return this.cc.deliveredTotal;
  }
  get inRecovery() {
    return this.tcp.lastCwndAction === CwndAction.DupAck && this.tcp.highestAck < this.tcp.recover;
  }
  get segmentWireBytes() {
    return this.tcp.segmentWireBytes;
  }
  get srttSec() {
    return this.tcp.srttSec;
  }
}

/** An algorithm run on NewReno's loss recovery, with per-ACK RTT and delivery-rate samples. */
export class OpsCongestionControl extends NewReno {
  private readonly tx = new TxRecords();
  /** Segments delivered so far (Linux tp->delivered). */
  deliveredTotal = 0;
  private deliveredAtSec = 0;
  private firstSentAtSec = 0;
  /** Duplicate ACKs counted as deliveries since the last new ACK (taken back from it). */
  private dupDelivered = 0;
  /** The connection of the call in progress (every entry point sets it). */
  tcpRef: TcpControl | null = null;
  private readonly state: CcState;
  private sample = { ackedSegments: 0, isNewAck: false, rttSec: NaN, deliveryRate: NaN, sampleDelivered: 0, priorDelivered: 0, isAppLimited: false, priorInFlight: 0 };

  constructor(
    override readonly variant: string,
    readonly ops: CongestionOps,
  ) {
    super();
    this.state = new StateView(this);
  }

  /** Bits per second to pace at, when the algorithm paces. */
  pacingRateBps(tcp: TcpControl): number {
    this.tcpRef = tcp;
    return this.ops.pacingRateBps ? this.ops.pacingRateBps(this.state) : 0;
  }

  get paced(): boolean {
    return this.ops.pacingRateBps !== undefined;
  }

  override onSend(tcp: TcpControl, seq: number): void {
    this.tcpRef = tcp;
    super.onSend(tcp, seq);
    // Linux tcp_rate_skb_sent: with nothing in flight, the delivery clock restarts now.
    if (tcp.maxSeqSent <= tcp.highestAck) this.firstSentAtSec = this.deliveredAtSec = tcp.nowSec;
    const i = this.tx.slot(seq, tcp.highestAck + 1);
    const resent = seq <= tcp.maxSeqSent;
    this.tx.sentAt[i] = tcp.nowSec;
    this.tx.delivered[i] = this.deliveredTotal;
    this.tx.deliveredAt[i] = this.deliveredAtSec;
    this.tx.firstSentAt[i] = this.firstSentAtSec;
    this.tx.flags[i] = (resent ? 1 : 0) | (tcp.applicationLimited ? 2 : 0);
  }

  override onAck(tcp: TcpControl, ack: number): void {
    this.tcpRef = tcp;
    const s = this.sample;
    s.rttSec = NaN;
    s.deliveryRate = NaN;
    s.sampleDelivered = 0;
    const sb = tcp.scoreboard;
    if (sb) {
      // With SACK, Linux counts what each ACK newly acknowledged or SACKed, and samples the newest of it.
      if (sb.lastDelivered > 0) {
        s.priorInFlight = sb.lastPriorPipe;
        this.deliver(tcp, sb.lastNewestDelivered, sb.lastDelivered, ack);
        s.ackedSegments = sb.lastDelivered;
        s.isNewAck = ack > tcp.highestAck;
        this.ops.onAck?.(this.state, s);
      } else {
        s.ackedSegments = 0;
      }
      super.onAck(tcp, ack);
      return;
    }
    // Without SACK the sender takes the ACK after this: what is in flight now is before it.
    s.priorInFlight = this.state.inFlight;
    if (ack > tcp.highestAck) {
      const newly = ack - tcp.highestAck;
      const counted = Math.min(this.dupDelivered, newly - 1);
      this.dupDelivered = 0;
      this.deliver(tcp, ack, newly - counted);
      s.ackedSegments = newly;
      s.isNewAck = true;
    } else if (ack === tcp.highestAck && tcp.maxSeqSent > tcp.highestAck) {
      // Without SACK a duplicate ACK says one more segment arrived (Linux tcp_add_reno_sack).
      this.dupDelivered++;
      this.deliveredTotal++;
      this.deliveredAtSec = tcp.nowSec;
      s.ackedSegments = 1;
      s.isNewAck = false;
    } else {
      super.onAck(tcp, ack);
      return;
    }
    this.ops.onAck?.(this.state, s);
    super.onAck(tcp, ack);
  }

  /**
   * Linux tcp_rate_skb_delivered + tcp_rate_gen for the newest segment an ACK delivered (`ack`;
   * with SACK it may lie above the ACK's cumulative point `cumAck`).
   */
  private deliver(tcp: TcpControl, ack: number, count: number, cumAck = ack): void {
    const s = this.sample;
    this.deliveredTotal += count;
    const now = tcp.nowSec;
    if (!this.tx.has(ack)) {
      this.deliveredAtSec = now;
      return;
    }
    const i = ack & this.txMask();
    const sentAt = this.tx.sentAt[i];
    // Linux tcp_clean_rtx_queue: no RTT sample (ca_rtt_us) from an ACK that covers a retransmitted
    // segment (Karn); the newest segment it covers was sent before the hole was repaired, and its
    // age would count the whole recovery as round-trip time.
    // A segment SACKed above the cumulative point gives its own RTT unless it was itself resent
    // (Linux sack_rtt_us, used when the cumulative part gives none).
    let resent = false;
    if (ack > cumAck) resent = (this.tx.flags[i] & 1) !== 0;
    else for (let q = Math.max(tcp.highestAck + 1, ack - this.txMask()); q <= ack && !resent; q++) resent = this.tx.has(q) && (this.tx.flags[q & this.txMask()] & 1) !== 0;
    if (!resent) s.rttSec = now - sentAt;
    s.priorDelivered = this.tx.delivered[i];
    s.isAppLimited = (this.tx.flags[i] & 2) !== 0;
    const sendElapsed = sentAt - this.tx.firstSentAt[i];
    const ackElapsed = now - this.tx.deliveredAt[i];
    this.firstSentAtSec = sentAt;
    this.deliveredAtSec = now;
    s.sampleDelivered = this.deliveredTotal - s.priorDelivered;
    const interval = Math.max(sendElapsed, ackElapsed);
    if (interval > 0 && s.sampleDelivered > 0) s.deliveryRate = s.sampleDelivered / interval;
  }

  private txMask(): number {
    return this.tx.sentAt.length - 1;
  }

  protected override increase(tcp: TcpControl): void {
    tcp.cwnd = Math.max(1, this.ops.cwndAfterAck(this.state, this.sample));
    const st = this.ops.ssthreshNow?.(this.state);
    if (st !== null && st !== undefined) tcp.ssthresh = Math.max(2, Math.floor(st));
  }

  protected override reduce(tcp: TcpControl): void {
    const d = this.ops.onFastRetransmit(this.state);
    tcp.ssthresh = Math.max(2, Math.floor(d.ssthresh));
    tcp.cwnd = Math.max(1, d.cwnd);
  }

  protected override ecnCut(tcp: TcpControl): boolean {
    this.tcpRef = tcp;
    const d = this.ops.onEcnEcho ? this.ops.onEcnEcho(this.state) : this.ops.onFastRetransmit(this.state);
    if (d === null) return false;
    tcp.ssthresh = Math.max(2, Math.floor(d.ssthresh));
    tcp.cwnd = Math.max(1, d.cwnd);
    return true;
  }

  protected override ownsRecoveryWindow(): boolean {
    return this.ops.ownsRecovery === true;
  }

  protected override recovered(tcp: TcpControl): void {
    if (this.ops.cwndAfterRecovery) tcp.cwnd = Math.max(1, this.ops.cwndAfterRecovery(this.state));
  }

  protected override timeoutReduce(tcp: TcpControl): void {
    const d = this.ops.onTimeout(this.state);
    tcp.standardTimeout();
    tcp.ssthresh = Math.max(2, Math.floor(d.ssthresh));
    tcp.cwnd = Math.max(1, d.cwnd);
  }

  override setParam(key: string, value: number): void {
    this.ops.setParam(key, value);
  }

  override observe(tcp: TcpControl): CcObservables {
    this.tcpRef = tcp;
    return this.ops.observe(this.state);
  }
}
