// TCP NewReno (RFC 6582 as ns-2 Agent/TCP/Newreno): Reno whose fast recovery lasts until
// everything outstanding at its start is acknowledged. A partial ACK resends the next hole at
// once, deflates the window by the amount acknowledged (less one) and stays in recovery;
// during recovery at most two new packets leave per ACK.
// With SACK (tcp.sack) it recovers as Linux and ns-3 do: RFC 6675 loss detection on the sender's
// scoreboard (recovery starts when DupThresh duplicate ACKs arrive or the first unacknowledged
// segment IsLost), the window set on each ACK of recovery by PRR (RFC 6937), and cwnd = ssthresh
// when the cumulative ACK passes the recovery point; the algorithms run on NewReno share it.
// An ECN echo with SACK sets ssthresh and leaves cwnd for PRR to bring down over the marked round
// trip, on every ACK that delivers data, and cwnd = ssthresh when an ACK passes what was sent before
// the echo (Linux tcp_enter_cwr and tcp_cwnd_reduction; ns-3.37 EnterCwr and CA_CWR).
import { CwndAction, type TcpControl } from '../CongestionControl';
import { Prr } from '../Prr';
import type { SackScoreboard } from '../SackScoreboard';
import { defineVariant } from '../VariantModule';
import { Reno } from './Reno';

/** New packets per ACK during NewReno fast recovery (ns-2 send_much(0, 0, 2)). */
const RECOVERY_BURST = 2;

export class NewReno extends Reno {
  override readonly variant: string = 'newreno';
  /** A partial ACK has been seen in this recovery (only the first restarts the timer). */
  private firstPartial = false;
  readonly sackCapable = true;
  /** PRR's counts in the current SACK recovery, or in the current ECN reduction. */
  protected readonly prr = new Prr();
  /** PRR is bringing the window down for an ECN echo (SACK; Linux's CWR state, ns-3.37's CA_CWR). */
  private ecnPrr = false;

  override onSend(tcp: TcpControl, _seq: number): void {
    if (tcp.scoreboard && (this.ecnPrr || inRecovery(tcp))) this.prr.sent();
  }

  /**
   * ECN-Echo: the variant's cut (ecnCut). With SACK only ssthresh takes it at once: PRR brings cwnd
   * there over the marked round trip from the data outstanding now (Linux tcp_init_cwnd_reduction;
   * ns-3.37 EnterCwr leaves cwnd and starts its recovery ops).
   */
  override onEcnEcho(tcp: TcpControl): boolean {
    // The last reduction ended with this very ACK: its cwnd = ssthresh comes before the new cut (Linux tcp_end_cwnd_reduction).
    if (this.ecnPrr) this.endEcnPrr(tcp);
    const cwnd = tcp.cwnd;
    if (!this.ecnCut(tcp)) return false;
    if (tcp.scoreboard && !this.ownsRecoveryWindow()) {
      tcp.cwnd = cwnd;
      this.prr.start(tcp.maxSeqSent - tcp.highestAck);
      this.ecnPrr = true;
    }
    return true;
  }

  private endEcnPrr(tcp: TcpControl): void {
    this.ecnPrr = false;
    tcp.cwnd = Math.max(tcp.ssthresh, 1);
  }

  /** The window an ECN echo asks for (ssthresh and cwnd), as Reno's; false to ignore the echo. */
  protected ecnCut(tcp: TcpControl): boolean {
    return super.onEcnEcho(tcp);
  }

  override onAck(tcp: TcpControl, ack: number): void {
    if (tcp.scoreboard) this.onSackAck(tcp, ack, tcp.scoreboard);
    else super.onAck(tcp, ack);
  }

  /** The algorithm sets the window itself in recovery (ns-3 HasCongControl, Linux cong_control: BBR), instead of PRR. */
  protected ownsRecoveryWindow(): boolean {
    return false;
  }

  /**
   * An ACK with SACK (RFC 6675 §5, RFC 6937): a new cumulative ACK grows the window outside
   * recovery, and inside it is a partial ACK (PRR) or ends it; an ACK that SACKs new data is a
   * duplicate, which starts recovery at DupThresh or when HighACK + 1 IsLost.
   */
  private onSackAck(tcp: TcpControl, ack: number, sb: SackScoreboard): void {
    const recovering = inRecovery(tcp);
    // The ECN reduction ended with this ACK (it passed what was sent before the echo): cwnd = ssthresh, then growth as usual.
    if (this.ecnPrr && !tcp.ecnReducing) this.endEcnPrr(tcp);
    if (ack > tcp.highestAck) {
      if (recovering && ack < tcp.recover) {
        // Linux and ns-3 restart the retransmission timer on every ACK that advances.
        tcp.partialAck(ack, true);
        this.recoveryWindow(tcp, sb);
      } else {
        this.firstPartial = false;
        tcp.newAck(ack);
        if (recovering) {
          tcp.lastCwndAction = CwndAction.Exited;
          if (!this.ownsRecoveryWindow()) tcp.cwnd = Math.max(tcp.ssthresh, 1);
          this.recovered(tcp);
        } else if (this.ecnPrr) {
          tcp.cwnd = this.prr.onAck(sb.lastDelivered, sb.pipe, tcp.ssthresh);
        } else {
          this.grow(tcp);
        }
      }
    } else if (ack === tcp.highestAck && sb.lastNewlySacked > 0) {
      tcp.dupAcks++;
      if (recovering) this.recoveryWindow(tcp, sb);
      else if (tcp.dupAcks >= tcp.dupAckThreshold || sb.isLost(tcp.highestAck + 1)) this.enterSackRecovery(tcp, sb);
      else if (this.ecnPrr) this.recoveryWindow(tcp, sb);
    }
    tcp.sendMuch();
  }

  /** RFC 6675 §5 (4): the recovery point, the new ssthresh, HighACK + 1 lost; PRR from the flight size now. */
  private enterSackRecovery(tcp: TcpControl, sb: SackScoreboard): void {
    // One reduction per window: not before the last recovery's point (or a timeout's) is passed.
    if (tcp.highestAck < tcp.recover) return;
    const flightSize = tcp.maxSeqSent - tcp.highestAck;
    tcp.recover = tcp.maxSeqSent;
    tcp.lastCwndAction = CwndAction.DupAck;
    tcp.noteFastRetransmit();
    sb.markLostUpTo(tcp.highestAck + 1);
    // Within an ECN reduction the loss is repaired without a second cut, and PRR goes on from where it is (Linux tcp_enter_recovery).
    if (!tcp.ecnReducing) this.reduce(tcp);
    if (this.ecnPrr) this.ecnPrr = false;
    else this.prr.start(flightSize);
    this.recoveryWindow(tcp, sb);
    tcp.resetRtxTimer(true, false);
  }

  /** The window on an ACK in SACK recovery: PRR's, or the algorithm's own. */
  private recoveryWindow(tcp: TcpControl, sb: SackScoreboard): void {
    if (this.ownsRecoveryWindow()) this.increase(tcp);
    else tcp.cwnd = this.prr.onAck(sb.lastDelivered, sb.pipe, tcp.ssthresh);
  }

  protected override onNewAck(tcp: TcpControl, ack: number): void {
    if (ack >= tcp.recover || tcp.lastCwndAction !== CwndAction.DupAck) {
      // A full ACK (or no recovery in progress).
      const ending = this.dupWnd > 0 && tcp.lastCwndAction === CwndAction.DupAck;
      if (this.dupWnd > 0) {
        this.dupWnd = 0;
        if (tcp.lastCwndAction === CwndAction.DupAck) tcp.lastCwndAction = CwndAction.Exited;
      }
      this.firstPartial = false;
      tcp.newAck(ack);
      if (ending) this.recovered(tcp);
      this.grow(tcp);
      return;
    }
    // Partial ACK: deflate by the newly acknowledged packets, add back one, resend the next hole.
    const restartTimer = !this.firstPartial;
    this.firstPartial = true;
    const deflate = ack - tcp.highestAck;
    if (this.dupWnd > deflate) {
      this.dupWnd -= deflate - 1;
    } else {
      tcp.cwnd -= deflate - this.dupWnd;
      this.dupWnd = 1;
    }
    if (tcp.cwnd < 1) tcp.cwnd = 1;
    tcp.partialAck(ack, restartTimer);
    tcp.output(ack + 1);
  }

  protected override sendAfterAck(tcp: TcpControl): void {
    if (tcp.dupAcks === 0) tcp.sendMuch();
    else if (tcp.dupAcks >= tcp.dupAckThreshold) tcp.sendMuch(RECOVERY_BURST);
  }

  protected override fastRetransmit(tcp: TcpControl): void {
    // One reduction per window (ns-2 bug_fix_); duplicates of ACK 0 may always act (bugfix_ss_).
    if (tcp.highestAck <= tcp.recover && tcp.highestAck !== 0) return;
    tcp.recover = tcp.maxSeqSent;
    tcp.resetRtxTimer(true, false);
    tcp.lastCwndAction = CwndAction.DupAck;
    tcp.noteFastRetransmit();
    // Within a window already reduced for ECN the loss is repaired without a second cut.
    if (!tcp.ecnReducing) this.reduce(tcp);
    tcp.output(tcp.highestAck + 1);
    this.dupWnd = tcp.dupAckThreshold;
  }

  override onTimeout(tcp: TcpControl): void {
    this.firstPartial = false;
    this.ecnPrr = false;
    super.onTimeout(tcp);
  }
}

/** In fast recovery: a fast retransmission started it and the recovery point is not yet acknowledged. */
function inRecovery(tcp: TcpControl): boolean {
  return tcp.lastCwndAction === CwndAction.DupAck && tcp.highestAck < tcp.recover;
}

export const newReno = defineVariant({
  id: 'newreno',
  label: 'NewReno',
  summary: 'Reno that stays in fast recovery through partial ACKs, repairing several losses per window.',
  params: {},
  link: { tag: 'N', keys: {} },
  observables: [],
  ns2: { agent: 'Agent/TCP/Newreno', settings: () => [] },
  ns3: { typeId: 'ns3::TcpNewReno', attributes: () => [] },
  create: () => new NewReno(),
});
