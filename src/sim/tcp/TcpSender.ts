// The TCP sender machinery shared by every variant, modelled on ns-2.35's TcpAgent:
// packet-numbered sequence space, window-limited sending, one Karn-timed segment per RTT,
// an RTT estimator kept in timer ticks (Jacobson/Karels: srtt ×8, rttvar ×4, RTO = srtt + 4·rttvar),
// and a retransmission timer restarted on every new ACK, with exponential backoff; and the
// connection's start (ns-2 syn_, useHeaders_, delay_growth_): an optional SYN as segment 0,
// header bytes on every data packet, and an initial window that waits for the first ACK.
// What ACKs and losses do to the window belongs to the variant (CongestionControl).
// With SACK (tcp.sack, for a variant that recovers with it) the sender keeps a scoreboard (RFC 6675)
// and sends by it: while pipe < window, the next lost segment, else new data (NextSeg); a timeout
// marks everything unSACKed lost instead of going back N, so SACKed data is never sent again.
// With ECN (RFC 3168, startup.ecn) new data leave ECT(0); an ACK echoing congestion (ECE) makes
// the variant reduce its window as for a loss, without retransmitting, at most once per window of
// data (until an ACK covers data sent after the reduction: ns-3's CA_CWR), and the next new
// segment carries CWR.
import { Timer, type Scheduler } from '../engine/Scheduler';
import { Ecn, PacketKind, type Packet, type PacketPool, type PacketReceiver } from '../net/Packet';
import { CwndAction, Slowdown, type CongestionControl, type TcpControl } from './CongestionControl';
import { SackScoreboard } from './SackScoreboard';
import type { TcpOptions } from './TcpOptions';

/** Fixed-point shifts of the tick-based estimator (ns-2 T_SRTT_BITS, T_RTTVAR_BITS, rttvar_exp_). */
const SRTT_BITS = 3;
const RTTVAR_BITS = 2;
const RTTVAR_EXP = 2;

/** Size of a SYN when data packets carry no header: a bare TCP/IP header (ns-2 tcpip_base_hdr_size_ default). */
export const SYN_BYTES = 40;

/** A SYN is a bare header: headerBytes, or 40 bytes when data carry none (ns-2 sends tcpip_base_hdr_size_ either way). */
export const synBytes = (headerBytes: number): number => (headerBytes > 0 ? headerBytes : SYN_BYTES);

/** How one flow opens its connection, derived from the scenario's profile and `tcp` options. */
export interface TcpStartup {
  /** Segment 0 is a SYN (synBytes(tcp.headerBytes) on the wire); data are segments 1 … N (ns-2 syn_ on an agent that honours it). */
  sendsSyn: boolean;
  /** Size of the SYN on the wire. */
  synBytes: number;
  /** Header bytes added to every data packet on the wire (ns-2 useHeaders_: 40). */
  headerBytes: number;
  /**
   * cwnd before the first ACK: 1 when the scenario has both the handshake and delayed growth
   * (ns-2 set_initial_window; also for ns-2's Vegas, which then sends no SYN), else windowInit.
   */
  initialCwnd: number;
  /** The first ACK sets cwnd to the initial window instead of growing it (ns-2 delay_growth_). */
  delayedGrowth: boolean;
  /**
   * The ns2 profile: ns-2.35's own corner cases too (its Vegas finds a segment not sent yet
   * "expired" and sends it twice). The standard profile leaves them out.
   */
  ns2Quirks: boolean;
  /**
   * The RTT clock starts at a random point of a tick, as each ns-2 agent's does (boot_time_ =
   * Random::uniform(tcpTick_)); otherwise at t = 0. The ns2 profile only: see MODEL.md.
   */
  randomTickPhase: boolean;
  /**
   * The flow is ECN-capable (RFC 3168): its SYN asks for ECN (ECE and CWR set), and with the
   * receiver's agreement (or at once when there is no handshake) its data go out ECT(0).
   */
  ecn: boolean;
}

export interface TcpSenderOptions {
  /** Payload bytes of a data packet (goodput counts these). */
  packetSizeBytes: number;
  maxWindowPackets: number;
  tcp: TcpOptions;
  /** Segments of data to send in all (Infinity for an endless FTP source). */
  totalSegments: number;
  startup: TcpStartup;
  /**
   * Where in a tick of the RTT clock the sender's clock started, seconds in [0, tickSec): ns-2's
   * boot_time_, which each agent draws at random. 0 (the default) is a clock started at t = 0.
   */
  tickPhaseSec?: number;
}

export class TcpSenderStats {
  /** Segments put on the wire, SYNs and retransmissions included (ns-2 ndatapack_). */
  sentPackets = 0;
  retransmittedPackets = 0;
  /** Retransmission timeouts with data outstanding (ns-2 nrexmit_). */
  timeouts = 0;
  fastRetransmits = 0;
  acksReceived = 0;
  /** Karn-timed RTT samples taken (one segment per RTT) and their sum, seconds: for a mean RTT. */
  rttSamples = 0;
  // The sums start as NaN (a double) and are zeroed in the constructor: see TcpSender's fields.
  rttSumSec = NaN;
  /** Timeouts that were the first of a sequence (no back-off yet), and the sum of their durations, seconds (Padhye's T0). */
  firstTimeouts = 0;
  firstTimeoutSumSec = NaN;
  /** ACKs that echoed congestion (ECE) for new data, once ECN was negotiated. */
  ecnEchoes = 0;
  /** Window reductions made for an ECN echo (at most one per window of data; none for a variant that ignores ECN). */
  ecnReductions = 0;

  constructor() {
    this.rttSumSec = 0;
    this.firstTimeoutSumSec = 0;
  }
}

export class TcpSender implements PacketReceiver, TcpControl {
  // Fields that hold fractions (windows, times) start as NaN (a double) and get their values in the constructor: V8 keeps a field's doubles in place only when its first value is a double; a field first set to a small integer changes representation when its first fraction arrives, mid-run, and the optimized code that reads it is thrown away.
  cwnd = NaN;
  ssthresh = NaN;
  maxWindow = NaN;
  nextSeq = 0;
  maxSeqSent = -1;
  highestAck = -1;
  dupAcks = 0;
  recover = -1;
  lastCwndAction = CwndAction.None;
  readonly dupAckThreshold: number;
  /** The window a connection opens with (ns-2 initial_window()); 1 after its first segment was lost. */
  initialWindow: number;
  /** Sequence number of the first data segment: 1 after a SYN, else 0. */
  readonly firstDataSeq: number;
  readonly sendsSyn: boolean;
  readonly delayedGrowth: boolean;
  readonly ns2Quirks: boolean;
  readonly scoreboard: SackScoreboard | null;
  /** The flow asks for ECN (startup.ecn). */
  readonly ecnCapable: boolean;
  /** ECN was negotiated: the SYN-ACK agreed (or there was no handshake and the flow is ECN-capable). */
  private ecnActive = false;
  /** In a reduction for an ECN echo until an ACK covers data sent after it (ns-3 CA_CWR, Linux TCP_CA_CWR). */
  private ecnCwr = false;
  /** maxSeqSent when the last ECN reduction began (ns-3 m_recover at EnterCwr, Linux high_seq). */
  private ecnRecover = -1;
  /** The variant reduced its window for the echo that began the current CWR (BBR does not). */
  private ecnReduced = false;
  /** The next new data segment carries CWR. */
  private cwrPending = false;

  readonly stats = new TcpSenderStats();
  /** Where data packets go (the access link). */
  out: PacketReceiver | null = null;
  /** Where in a tick the sender's RTT clock started (ns-2 boot_time_), seconds. */
  readonly tickPhaseSec: number;
  /** Simulated time when the last segment of a finite transfer was acknowledged. */
  completedAtSec: number | null = null;
  /** Last coarse (Karn-timed) RTT sample, seconds. */
  lastRttSampleSec = NaN;

  // RTT estimator in ticks, scaled as ns-2's t_srtt_ (×8) and t_rttvar_ (×4).
  private srttScaled = 0;
  private rttvarScaled = 0;
  private rtxCurSec = NaN;
  private backoff = 1;
  private rttActive = false;
  private rttSeq = -1;
  private rttSentAtSec = NaN;

  private readonly rtxTimer: Timer;
  /** Paced variants: when the next new segment may leave, and the timer that sends it then. */
  private readonly paced: boolean;
  private nextPacedSec = NaN;
  private readonly pacingTimer: Timer | null;
  private started = false;
  /** The pending start event (-1: it has run) and the sequence it was first scheduled with. */
  private startEvent = -1;
  private startSeq = 0;
  private readonly starter = { onEvent: () => this.begin() };
  private stopped = false;
  // Read on every ACK or segment: kept on the sender itself, not two objects away (one cache miss fewer each).
  private readonly tickSec: number = NaN;
  private readonly minRtoSec: number = NaN;
  private readonly maxRtoSec: number = NaN;
  private readonly dataWireBytes: number = 0;
  private readonly synWireBytes: number = 0;

  constructor(
    readonly flow: number,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    readonly cc: CongestionControl,
    private readonly opts: TcpSenderOptions,
  ) {
    this.lastRttSampleSec = 0;
    this.rttSentAtSec = 0;
    this.nextPacedSec = 0;
    this.tickSec = opts.tcp.tickSec;
    this.minRtoSec = opts.tcp.minRtoSec;
    this.maxRtoSec = opts.tcp.maxRtoSec;
    this.dataWireBytes = opts.packetSizeBytes + opts.startup.headerBytes;
    this.synWireBytes = opts.startup.synBytes;
    this.sendsSyn = opts.startup.sendsSyn;
    this.firstDataSeq = this.sendsSyn ? 1 : 0;
    this.delayedGrowth = opts.startup.delayedGrowth;
    this.ns2Quirks = opts.startup.ns2Quirks;
    this.tickPhaseSec = opts.tickPhaseSec ?? 0;
    this.initialWindow = opts.tcp.windowInit;
    this.cwnd = opts.startup.initialCwnd;
    this.maxWindow = opts.maxWindowPackets;
    // ns-2 reset(): ssthresh_ = int(window_), so slow start runs until loss or the receiver window.
    this.ssthresh = Math.floor(opts.maxWindowPackets);
    // A validated integer (1–100), made a small integer for V8 (`| 0`, exact): the counters set from it
    // (dupAcks, Reno's dupWnd) then stay integers instead of changing representation at the first loss.
    this.dupAckThreshold = opts.tcp.dupAckThreshold | 0;
    this.rtxCurSec = opts.tcp.initialRtoSec;
    // ns-2 rttvar_init_ = 12 s: irrelevant until the first sample replaces it, kept for backoff arithmetic.
    this.rttvarScaled = Math.floor(12 / opts.tcp.tickSec) << RTTVAR_BITS;
    this.rtxTimer = new Timer(scheduler, () => this.timeout());
    this.paced = cc.paced === true;
    this.pacingTimer = this.paced ? new Timer(scheduler, () => this.sendMuch()) : null;
    this.scoreboard = opts.tcp.sack && cc.sackCapable === true && !opts.startup.ns2Quirks ? new SackScoreboard(opts.tcp.dupAckThreshold) : null;
    this.ecnCapable = opts.startup.ecn;
    this.ecnActive = this.ecnCapable && !this.sendsSyn;
  }

  get segmentWireBytes(): number {
    return this.opts.packetSizeBytes + this.opts.startup.headerBytes;
  }

  get applicationLimited(): boolean {
    return this.nextSeq >= this.dataLimit;
  }

  get nowSec(): number {
    return this.scheduler.now;
  }

  get packetSizeBytes(): number {
    return this.opts.packetSizeBytes;
  }

  /** Data segments cumulatively acknowledged (the SYN is not data). */
  get dataSegmentsAcked(): number {
    return Math.max(0, this.highestAck + 1 - this.firstDataSeq);
  }

  /** One past the last segment of a finite transfer (Infinity for an endless source). */
  private get endSeq(): number {
    return this.firstDataSeq + this.opts.totalSegments;
  }

  /** Smoothed RTT of the coarse estimator, seconds (0 before the first sample). */
  get srttSec(): number {
    return (this.srttScaled / (1 << SRTT_BITS)) * this.tickSec;
  }

  /** The retransmission timeout that the next timer would use, seconds. */
  get rtoSec(): number {
    return this.rttTimeout();
  }

  get active(): boolean {
    return this.started && !this.stopped && this.completedAtSec === null;
  }

  /** Starts the flow at `atSec`: an FTP source with an endless or finite backlog. */
  start(atSec: number): void {
    this.startSeq = this.scheduler.nextSequence;
    this.startEvent = this.scheduler.schedule(Math.max(atSec, this.scheduler.now), this.starter, 0);
  }

  /** True until the start event has run. */
  get startPending(): boolean {
    return this.startEvent >= 0;
  }

  /**
   * Moves a start that has not happened yet to `atSec` (now or later), in the place among that
   * instant's events it would have had if the flow had been set up to start then.
   */
  moveStart(atSec: number): void {
    if (this.startEvent < 0) throw new RangeError('the flow has started already');
    this.scheduler.cancel(this.startEvent);
    this.startEvent = this.scheduler.scheduleAs(atSec, this.startSeq, this.starter, 0);
  }

  /** Stops offering new data from now on (what is outstanding is still recovered). */
  stop(): void {
    this.stopped = true;
  }

  /** Changes the receiver window from now on. */
  setMaxWindow(packets: number): void {
    this.maxWindow = packets;
    this.sendMuch();
  }

  private begin(): void {
    this.startEvent = -1;
    if (this.stopped) return;
    this.started = true;
    this.sendMuch();
  }

  /** One past the last segment the application offers (ns-2 curseq_). */
  private get dataLimit(): number {
    return this.stopped ? this.maxSeqSent + 1 : this.endSeq;
  }

  receive(p: Packet): void {
    if (p.kind !== PacketKind.Ack) throw new Error(`TCP sender ${this.flow} received a non-ACK packet`);
    const ack = p.seq;
    const ece = p.ece;
    if (this.scoreboard && this.completedAtSec === null) this.scoreboard.update(ack, p.sack ?? [], p.sackCount);
    this.pool.release(p);
    this.stats.acksReceived++;
    if (this.completedAtSec !== null) return;
    if (ack === 0 && this.highestAck === -1 && this.sendsSyn) {
      // RFC 3168 §6.1.1: an ECN-setup SYN-ACK (ECE) from a receiver that agreed.
      this.ecnActive = this.ecnCapable && ece;
      this.established();
    } else {
      if (this.ecnActive && ack > this.highestAck) this.ecnOnNewAck(ack, ece);
      this.cc.onAck(this, ack);
    }
    if (this.highestAck >= this.endSeq - 1) {
      this.completedAtSec = this.scheduler.now;
      this.rtxTimer.cancel();
    }
  }

  /**
   * ECN on an ACK of new data, before the variant sees it (ns-3 ReceivedAck :1864-1891): the
   * reduction in progress ends once the ACK covers data sent after it; an echo then reduces the
   * window, unless a reduction (ECN or loss) already covers the data this ACK acknowledges.
   */
  private ecnOnNewAck(ack: number, ece: boolean): void {
    if (this.ecnCwr && ack > this.ecnRecover) this.ecnCwr = false;
    if (!ece) return;
    this.stats.ecnEchoes++;
    if (this.ecnCwr || ack <= this.recover) return;
    this.ecnCwr = true;
    this.ecnRecover = this.maxSeqSent;
    this.cwrPending = true;
    this.ecnReduced = this.cc.onEcnEcho ? this.cc.onEcnEcho(this) : this.halveForEcn();
    if (this.ecnReduced) this.stats.ecnReductions++;
  }

  get ecnReducing(): boolean {
    return this.ecnCwr && this.ecnReduced;
  }

  /** RFC 3168 §6.1.2 for a variant with no ECN response of its own: ssthresh and cwnd halve, as for a loss. */
  private halveForEcn(): boolean {
    this.slowdown(Slowdown.SsthreshHalf | Slowdown.CwndHalf);
    return true;
  }

  /**
   * The SYN-ACK: what ns-2's Reno-family recv does with ACK 0 (newack, opencwnd with delayed
   * growth, send), done here for every variant so that Vegas's clock and BaseRTT start with data.
   */
  private established(): void {
    this.newAck(0);
    this.openCwnd();
    this.sendMuch();
  }

  sendMuch(maxBurst = 0): void {
    if (!this.started) return;
    if (this.scoreboard) return this.sendBySack(this.scoreboard, maxBurst);
    if (this.paced) return this.sendPaced(maxBurst);
    const limit = this.dataLimit;
    let sent = 0;
    while (this.nextSeq <= this.highestAck + this.cc.window(this) && this.nextSeq < limit) {
      this.output(this.nextSeq);
      this.nextSeq++;
      if (++sent === maxBurst) break;
    }
  }

  /**
   * send_much for a paced variant: new segments while the window allows, each no earlier than the
   * last one's wire time at the pacing rate after it (Linux's internal pacing, ns-3's pacing timer);
   * when the next is not due yet, the pacing timer sends it then. Nothing is saved up while idle.
   */
  private sendPaced(maxBurst: number): void {
    const limit = this.dataLimit;
    let sent = 0;
    while (this.nextSeq <= this.highestAck + this.cc.window(this) && this.nextSeq < limit) {
      const now = this.scheduler.now;
      if (now < this.nextPacedSec) {
        this.pacingTimer!.setAt(this.nextPacedSec);
        return;
      }
      this.output(this.nextSeq);
      this.nextSeq++;
      const rateBps = this.cc.pacingRateBps!(this);
      this.nextPacedSec = rateBps > 0 ? now + (8 * this.segmentWireBytes) / rateBps : now;
      if (++sent === maxBurst) break;
    }
  }

  /**
   * send_much with SACK (RFC 6675 §5, ns-3 SendPendingData, Linux tcp_write_xmit): while pipe is
   * below the window, NextSeg: the lowest lost segment not yet resent, else new data within the
   * receiver's window, else (in recovery) the lowest unSACKed segment not yet resent. A paced
   * variant paces every segment, as Linux's internal pacing does.
   */
  private sendBySack(sb: SackScoreboard, maxBurst: number): void {
    const limit = this.dataLimit;
    let sent = 0;
    while (sb.pipe < this.cc.window(this)) {
      let seq = sb.nextRetransmission(false);
      if (seq < 0) {
        if (this.nextSeq < limit && this.nextSeq <= this.highestAck + this.maxWindow) seq = this.nextSeq;
        else if (this.lastCwndAction === CwndAction.DupAck && this.highestAck < this.recover) seq = sb.nextRetransmission(true);
      }
      if (seq < 0) return;
      const now = this.scheduler.now;
      if (this.paced && now < this.nextPacedSec) {
        this.pacingTimer!.setAt(this.nextPacedSec);
        return;
      }
      this.output(seq);
      if (seq === this.nextSeq) this.nextSeq++;
      if (this.paced) {
        const rateBps = this.cc.pacingRateBps!(this);
        this.nextPacedSec = rateBps > 0 ? now + (8 * this.segmentWireBytes) / rateBps : now;
      }
      if (++sent === maxBurst) return;
    }
  }

  sendOne(): void {
    if (!this.started) return;
    const s = this.nextSeq;
    if (s <= this.highestAck + this.maxWindow && s < this.dataLimit && s <= this.highestAck + this.cwnd + this.dupAcks) {
      this.output(s);
      this.nextSeq++;
    }
  }

  output(seq: number): void {
    const now = this.scheduler.now;
    const syn = seq === 0 && this.sendsSyn;
    if (!syn) this.cc.onSend(this, seq);
    const p = this.pool.acquire();
    p.kind = PacketKind.Data;
    p.flow = this.flow;
    p.seq = seq;
    p.syn = syn;
    p.sizeBytes = syn ? this.synWireBytes : this.dataWireBytes;
    p.sentAtSec = now;
    p.txStartSec = now;
    const retransmit = seq <= this.maxSeqSent;
    p.retransmit = retransmit;
    if (syn) {
      // RFC 3168 §6.1.1: an ECN-setup SYN has ECE and CWR set and is itself not ECT.
      p.ecn = Ecn.NotEct;
      p.ece = p.cwr = this.ecnCapable;
    } else if (this.ecnActive && !retransmit) {
      // §6.1.5: new data only; a retransmission carries neither ECT nor CWR (Linux tcp_ecn_send).
      p.ecn = Ecn.Ect0;
      p.ece = false;
      p.cwr = this.cwrPending;
      this.cwrPending = false;
    } else {
      p.ecn = Ecn.NotEct;
      p.ece = p.cwr = false;
    }
    p.sackCount = 0;
    this.scoreboard?.sent(seq);
    this.stats.sentPackets++;
    if (retransmit) {
      this.stats.retransmittedPackets++;
    } else {
      this.maxSeqSent = seq;
      if (!this.rttActive) {
        this.rttActive = true;
        if (seq > this.rttSeq) {
          this.rttSeq = seq;
          this.rttSentAtSec = now;
        }
      }
    }
    if (!this.rtxTimer.pending) this.setRtxTimer();
    this.out!.receive(p);
  }

  newAck(ack: number): void {
    this.dupAcks = 0;
    this.highestAck = ack;
    if (this.nextSeq < ack + 1) this.nextSeq = ack + 1;
    if (this.rttActive && ack >= this.rttSeq) {
      this.backoff = 1;
      this.rttActive = false;
      this.rttUpdate(this.scheduler.now - this.rttSentAtSec);
    }
    this.newTimer(ack);
  }

  partialAck(ack: number, restartTimer: boolean): void {
    if (restartTimer) this.newTimer(ack);
    this.highestAck = ack;
    if (this.nextSeq < ack + 1) this.nextSeq = ack + 1;
    if (this.rttActive && ack >= this.rttSeq) {
      this.rttActive = false;
      this.backoff = 1;
    }
  }

  openCwnd(): void {
    if (this.cwnd < this.ssthresh) this.cwnd += 1;
    else this.cwnd += 1 / this.cwnd;
    // ns-2 delay_growth_: the ACK of segment 0 (the SYN, or the first data packet) opens the initial window instead.
    if (this.delayedGrowth && this.highestAck === 0) this.cwnd = this.initialWindow;
  }

  slowdown(how: number, inflation = 0): void {
    const win = Math.min(this.cwnd + inflation, this.maxWindow);
    const halfWin = win / 2;
    if (how & Slowdown.SsthreshHalf) this.ssthresh = Math.floor(halfWin);
    if (how & Slowdown.CwndHalf) this.cwnd = halfWin;
    else if (how & Slowdown.CwndRestart) this.cwnd = 1;
    if (this.ssthresh < 2) this.ssthresh = 2;
    // ns-2 lets a halved cwnd fall below 1 (from a window of one packet); a window below one packet is meaningless.
    if (this.cwnd < 1) this.cwnd = 1;
  }

  resetRtxTimer(mild: boolean, backoff: boolean): void {
    if (backoff) this.rttBackoff();
    this.setRtxTimer();
    // Go back N; with SACK, everything unSACKed is lost instead and NextSeg resends it, SACKed data never.
    if (!mild) {
      if (this.scoreboard) this.scoreboard.timeout();
      else this.nextSeq = this.highestAck + 1;
    }
    this.rttActive = false;
  }

  standardTimeout(): void {
    if (this.cwnd < 1) this.cwnd = 1;
    // ns-2 bugfix_ss_ (and RFC 5681 §3.1): once the first segment is lost, the connection opens with one packet.
    if (this.highestAck === -1 && this.initialWindow > 1) this.initialWindow = 1;
    this.recover = this.maxSeqSent;
    this.lastCwndAction = CwndAction.Timeout;
    this.slowdown(Slowdown.SsthreshHalf | Slowdown.CwndRestart);
    this.resetRtxTimer(false, true);
  }

  noteFastRetransmit(): void {
    this.stats.fastRetransmits++;
  }

  /** ns-2 newtimer(): restart the full RTO from now while anything is outstanding. */
  private newTimer(ack: number): void {
    if (this.nextSeq > ack || ack < this.maxSeqSent || this.cwnd < 1) this.setRtxTimer();
    else this.rtxTimer.cancel();
  }

  private setRtxTimer(): void {
    this.rtxTimer.set(this.rttTimeout());
  }

  /** What a first timeout would last now (no back-off), seconds. */
  get baseRtoSec(): number {
    return this.rttTimeout(1);
  }

  /** ns-2 rtt_timeout() (rfc2988_): max(minRTO, RTO)·backoff, capped at maxRTO, at least two ticks. */
  private rttTimeout(backoff = this.backoff): number {
    // Every field is read up front: a read first reached in a rare branch (the RTO at its cap) had
    // no type feedback, and taking it deoptimized the seven functions V8 had inlined this into.
    const minRto = this.minRtoSec;
    const maxRto = this.maxRtoSec;
    const twoTicks = 2 * this.tickSec;
    let t = this.rtxCurSec < minRto ? minRto * backoff : this.rtxCurSec * backoff;
    if (t > maxRto) t = maxRto;
    if (t < twoTicks) t = twoTicks;
    return t;
  }

  /** ns-2 rtt_backoff(): double until the RTO reaches its cap; past ×8 the next sample restarts srtt. */
  private rttBackoff(): void {
    if (this.backoff < 64 || this.rttTimeout() < this.maxRtoSec) this.backoff *= 2;
    if (this.backoff > 8) {
      this.rttvarScaled += this.srttScaled >> SRTT_BITS;
      this.srttScaled = 0;
    }
  }

  /** ns-2 rtt_update(): Jacobson/Karels on whole ticks crossed by the sample. */
  private rttUpdate(sampleSec: number): void {
    const tick = this.tickSec;
    this.lastRttSampleSec = sampleSec;
    this.stats.rttSamples++;
    this.stats.rttSumSec += sampleSec;
    // Ticks of the sender's clock, which started tickPhaseSec into a tick (ns-2 boot_time_).
    const sentAt = this.scheduler.now - sampleSec + this.tickPhaseSec;
    const tickOffset = sentAt % tick;
    let rtt = Math.floor((sampleSec + tickOffset) / tick);
    if (rtt < 1) rtt = 1;
    if (this.srttScaled !== 0) {
      let delta = rtt - (this.srttScaled >> SRTT_BITS);
      this.srttScaled += delta;
      if (this.srttScaled <= 0) this.srttScaled = 1;
      if (delta < 0) delta = -delta;
      delta -= this.rttvarScaled >> RTTVAR_BITS;
      this.rttvarScaled += delta;
      if (this.rttvarScaled <= 0) this.rttvarScaled = 1;
    } else {
      this.srttScaled = rtt << SRTT_BITS;
      this.rttvarScaled = rtt << (RTTVAR_BITS - 1);
    }
    this.rtxCurSec = (((this.rttvarScaled << (RTTVAR_EXP + SRTT_BITS - RTTVAR_BITS)) + this.srttScaled) >> SRTT_BITS) * tick;
  }

  private timeout(): void {
    if (this.highestAck >= this.maxSeqSent) return; // nothing outstanding: nothing to recover
    this.stats.timeouts++;
    // The timeout's own reduction takes over (Linux TCP_CA_Loss replaces CWR); `recover` keeps the next echo waiting for new data.
    this.ecnCwr = false;
    if (this.backoff === 1) {
      // The timer that just fired was set for rttTimeout() (it is set again whenever the estimate changes).
      this.stats.firstTimeouts++;
      this.stats.firstTimeoutSumSec += this.rttTimeout();
    }
    if (this.sendsSyn && this.highestAck === -1) {
      // The SYN (or its answer) was lost: ns-2 TcpAgent::timeout, the same for every variant.
      this.dupAcks = 0;
      this.standardTimeout();
      this.sendMuch();
    } else {
      this.cc.onTimeout(this);
    }
  }
}
