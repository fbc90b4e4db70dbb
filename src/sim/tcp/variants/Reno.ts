// TCP Reno (ns-2 Agent/TCP/Reno): Tahoe plus fast recovery. On the third duplicate ACK
// ssthresh = ⌊W/2⌋, cwnd = W/2 and the missing segment is resent at once; each further duplicate
// inflates the window by one (dupwnd). The next new ACK, partial or not, ends recovery: the
// inflation goes and congestion avoidance resumes from the halved cwnd. A second loss in the
// same window therefore waits for the retransmission timer.
import { CwndAction, NO_OBSERVABLES, Slowdown, type CcObservables, type CongestionControl, type TcpControl } from '../CongestionControl';
import { defineVariant } from '../VariantModule';

export class Reno implements CongestionControl {
  readonly variant: string = 'reno';
  /** Window inflation during fast recovery, packets (ns-2 dupwnd_). */
  dupWnd = 0;

  onSend(_tcp: TcpControl, _seq: number): void {}

  onAck(tcp: TcpControl, ack: number): void {
    if (ack > tcp.highestAck) {
      this.onNewAck(tcp, ack);
    } else if (ack === tcp.highestAck) {
      tcp.dupAcks++;
      if (tcp.dupAcks === tcp.dupAckThreshold) this.fastRetransmit(tcp);
      else if (tcp.dupAcks > tcp.dupAckThreshold && tcp.lastCwndAction === CwndAction.DupAck) this.dupWnd++;
      else if (tcp.dupAcks < tcp.dupAckThreshold) tcp.sendOne();
    }
    this.sendAfterAck(tcp);
  }

  protected onNewAck(tcp: TcpControl, ack: number): void {
    if (tcp.lastCwndAction === CwndAction.DupAck) tcp.lastCwndAction = CwndAction.Exited;
    this.dupWnd = 0;
    tcp.newAck(ack);
    this.grow(tcp);
  }

  /**
   * A new ACK outside loss recovery: the window grows, except while an ECN reduction is in
   * progress (until an ACK passes what was sent before it: ns-3.37's CA_CWR, Linux's CWR state).
   */
  protected grow(tcp: TcpControl): void {
    if (!tcp.ecnReducing) this.increase(tcp);
  }

  /** The window's growth on a new ACK outside recovery (ns-3 IncreaseWindow): ns-2 opencwnd. */
  protected increase(tcp: TcpControl): void {
    tcp.openCwnd();
  }

  /** The window on a fast retransmission (ns-3 GetSsThresh): ssthresh ⌊W/2⌋, cwnd W/2. */
  protected reduce(tcp: TcpControl): void {
    tcp.slowdown(Slowdown.SsthreshHalf | Slowdown.CwndHalf, this.dupWnd);
  }

  /** ECN-Echo (RFC 3168 §6.1.2, ns-2 TcpAgent::ecn): ssthresh ⌊W/2⌋, cwnd W/2, W without any inflation. */
  onEcnEcho(tcp: TcpControl): boolean {
    tcp.slowdown(Slowdown.SsthreshHalf | Slowdown.CwndHalf);
    return true;
  }

  /** The window when recovery ends (NewReno's full ACK): unchanged. */
  protected recovered(_tcp: TcpControl): void {}

  /** The window on a retransmission timeout: ns-2's (ssthresh halves, cwnd 1, the timer backs off, go back N). */
  protected timeoutReduce(tcp: TcpControl): void {
    tcp.standardTimeout();
  }

  /** No new data on the first duplicate ACKs (limited transmit has sent what it may). */
  protected sendAfterAck(tcp: TcpControl): void {
    if (tcp.dupAcks === 0 || tcp.dupAcks >= tcp.dupAckThreshold) tcp.sendMuch();
  }

  /** ns-2 RenoTcpAgent::dupack_action(). */
  protected fastRetransmit(tcp: TcpControl): void {
    const recovered = tcp.highestAck > tcp.recover;
    // One reduction per window (bug_fix_); duplicates of ACK 0 may always act (bugfix_ss_).
    if (!recovered && tcp.lastCwndAction !== CwndAction.DupAck && tcp.highestAck !== 0) return;
    tcp.recover = tcp.maxSeqSent;
    tcp.lastCwndAction = CwndAction.DupAck;
    tcp.noteFastRetransmit();
    // Within a window already reduced for ECN the loss is repaired without a second cut (ns-2 dupack_action with ecn_).
    if (!tcp.ecnReducing) this.reduce(tcp);
    tcp.resetRtxTimer(true, false);
    tcp.output(tcp.highestAck + 1);
    this.dupWnd = tcp.dupAckThreshold;
  }

  /** ns-2 RenoTcpAgent::timeout(): the inflation goes first, so ssthresh halves the real cwnd. */
  onTimeout(tcp: TcpControl): void {
    this.dupWnd = 0;
    tcp.dupAcks = 0;
    this.timeoutReduce(tcp);
    tcp.sendMuch();
  }

  window(tcp: TcpControl): number {
    return Math.min(Math.floor(tcp.cwnd) + this.dupWnd, Math.floor(tcp.maxWindow));
  }

  setParam(key: string, _value: number): void {
    throw new RangeError(`${this.variant} has no parameter "${key}"`);
  }

  observe(_tcp: TcpControl): CcObservables {
    return NO_OBSERVABLES;
  }
}

export const reno = defineVariant({
  id: 'reno',
  label: 'Reno',
  summary: 'Tahoe plus fast recovery: a single loss halves the window instead of restarting.',
  params: {},
  link: { tag: 'R', keys: {} },
  observables: [],
  ns2: { agent: 'Agent/TCP/Reno', settings: () => [] },
  ns3: { unsupported: "ns-3 has no Reno fast recovery (its recovery is always NewReno's)" },
  create: () => new Reno(),
});
