// The interface between the TCP sender machinery and a congestion-control variant.
// The sender owns the sequence space, the RTT estimator and the retransmission timer and
// offers ns-2's building blocks (newack, opencwnd, slowdown, …); a variant's onAck is the
// variant's ACK-processing routine (ns-2's recv) written with those blocks.
import type { SackScoreboard } from './SackScoreboard';

/** Flags for TcpControl.slowdown, as ns-2's slowdown(how). */
export const enum Slowdown {
  /** ssthresh ← max(2, ⌊W/2⌋), W = min(cwnd + inflation, maxWindow). */
  SsthreshHalf = 1,
  /** cwnd ← W/2 (fractional; fast recovery). */
  CwndHalf = 2,
  /** cwnd ← 1 (restart in slow start). */
  CwndRestart = 4,
}

/** What the last window reduction was for (ns-2 last_cwnd_action_). */
export const enum CwndAction {
  None = 0,
  DupAck = 1,
  Timeout = 2,
  Exited = 3,
}

/** What a variant can see and do on its connection. Sequence numbers count packets from 0. */
export interface TcpControl {
  readonly nowSec: number;
  /** Congestion window in packets (fractional in congestion avoidance). */
  cwnd: number;
  /** Slow-start threshold in packets (an integer, as in ns-2). */
  ssthresh: number;
  /** Receiver's advertised window (ns-2 window_). */
  readonly maxWindow: number;
  /** Next segment to send (ns-2 t_seqno_). */
  nextSeq: number;
  /** Highest segment sent so far (ns-2 maxseq_), -1 before the first. */
  readonly maxSeqSent: number;
  /** Highest cumulative ACK (ns-2 last_ack_ = highest_ack_), -1 before the first. */
  readonly highestAck: number;
  /** Duplicate ACKs since the last new ACK. */
  dupAcks: number;
  /** maxSeqSent when the last loss response began (ns-2 recover_). */
  recover: number;
  lastCwndAction: CwndAction;
  readonly dupAckThreshold: number;
  /** Smoothed RTT of the coarse estimator, seconds (0 before the first sample). */
  readonly srttSec: number;
  /** The window the connection opens with (ns-2 initial_window()). */
  readonly initialWindow: number;
  /** Sequence number of the first data segment: 1 when segment 0 is a SYN, else 0. */
  readonly firstDataSeq: number;
  /** Segment 0 is a SYN (handled by the sender; variants never see it sent or answered). */
  readonly sendsSyn: boolean;
  /** ns-2 delay_growth_ is on for this connection. */
  readonly delayedGrowth: boolean;
  /** The scenario runs in the ns2 profile: model ns-2.35's corner cases too (see TcpStartup). */
  readonly ns2Quirks: boolean;
  /** Size of a data segment on the wire, header included, bytes. */
  readonly segmentWireBytes: number;
  /**
   * The SACK scoreboard when the scenario runs SACK (tcp.sack) and the variant recovers with it
   * (sackCapable); already updated with the ACK being processed. Null otherwise.
   */
  readonly scoreboard: SackScoreboard | null;
  /** The application has nothing more to send now (a finished transfer or a stopped flow), so the window is not what limits sending. */
  readonly applicationLimited: boolean;
  /**
   * The window was reduced for an ECN echo and no ACK has yet covered data sent after that (ns-3
   * CA_CWR): a loss among the data outstanding then is repaired without a second reduction (RFC 3168
   * §6.1.2: at most once per window; Linux tcp_enter_recovery keeps the ssthresh CWR set).
   */
  readonly ecnReducing: boolean;

  /** ns-2 newack(): accept a new cumulative ACK (dupacks reset, Karn-timed RTT sample, timer restart). */
  newAck(ack: number): void;
  /**
   * ns-2 partialnewack() for NewReno: move the cumulative ACK without leaving recovery;
   * `restartTimer` re-arms the retransmission timer (ns-2 does it on the first partial ACK only).
   */
  partialAck(ack: number, restartTimer: boolean): void;
  /** ns-2 opencwnd(): +1 per new ACK in slow start, +1/cwnd in congestion avoidance. */
  openCwnd(): void;
  /** ns-2 slowdown(how). `inflation` is the variant's window inflation (Reno's dupwnd). */
  slowdown(how: number, inflation?: number): void;
  /** Puts segment `seq` on the wire now, regardless of the window (a retransmission). */
  output(seq: number): void;
  /** ns-2 send_much(): new segments while the window allows; `maxBurst` 0 means no limit. */
  sendMuch(maxBurst?: number): void;
  /** ns-2 send_one(): limited transmit (RFC 3042) on the first duplicate ACKs. */
  sendOne(): void;
  /** ns-2 reset_rtx_timer(mild, backoff): restart the timer; unless mild, go back to highestAck + 1. */
  resetRtxTimer(mild: boolean, backoff: boolean): void;
  /** ns-2 TcpAgent::timeout(): ssthresh halves, cwnd = 1, the timer backs off, go back N. */
  standardTimeout(): void;
  /** Counts a fast retransmission (statistics only). */
  noteFastRetransmit(): void;
}

/**
 * A variant's internal quantities worth plotting, by the keys its module's `observables` declare
 * (NaN where a quantity has no value yet). Read from outside; the variant never pushes them anywhere.
 */
export type CcObservables = Readonly<Record<string, number>>;

export interface CongestionControl {
  /** The id of the variant module that built it. */
  readonly variant: string;
  /** Called as segment `seq` leaves (retransmissions included), before it is handed to the link. */
  onSend(tcp: TcpControl, seq: number): void;
  /** Processes an ACK for cumulative segment `ack` (new, duplicate or old) and sends what it allows. */
  onAck(tcp: TcpControl, ack: number): void;
  /** The retransmission timer expired with data outstanding. Sends what it allows. */
  onTimeout(tcp: TcpControl): void;
  /** Segments allowed outstanding (ns-2 window()): ⌊min(cwnd, maxWindow)⌋ plus any inflation. */
  window(tcp: TcpControl): number;
  /**
   * An ACK of new data echoed congestion (ECN-Echo) and no reduction covers that data yet: reduce
   * the window as for a loss, without retransmitting (RFC 3168 §6.1.2; ns-3 EnterCwr). Returns
   * whether the window was reduced. Absent: ssthresh and cwnd halve (the RFC's response).
   */
  onEcnEcho?(tcp: TcpControl): boolean;
  /** Changes one of its module's knobs from this instant on (the caller has checked the key and range). */
  setParam(key: string, value: number): void;
  observe(tcp: TcpControl): CcObservables;
  /** The variant repairs losses from a SACK scoreboard when the scenario runs SACK (NewReno and the algorithms run on it). */
  readonly sackCapable?: boolean;
  /** The variant paces: the sender releases new segments no faster than pacingRateBps (read once, at construction). */
  readonly paced?: boolean;
  /** Pacing rate, bits per second (0: send at once), asked before each paced segment. */
  pacingRateBps?(tcp: TcpControl): number;
}

/** The observables of a variant that exposes none. */
export const NO_OBSERVABLES: CcObservables = Object.freeze({});

/** ns-2 window() of the Tahoe family: the integer part of min(cwnd, receiver window). */
export function baseWindow(tcp: TcpControl): number {
  return tcp.cwnd < tcp.maxWindow ? Math.floor(tcp.cwnd) : Math.floor(tcp.maxWindow);
}
