// TCP NewReno (RFC 6582 as ns-2 Agent/TCP/Newreno): Reno whose fast recovery lasts until
// everything outstanding at its start is acknowledged. A partial ACK resends the next hole at
// once, deflates the window by the amount acknowledged (less one) and stays in recovery;
// during recovery at most two new packets leave per ACK.
import { CwndAction, type TcpControl } from '../CongestionControl';
import { defineVariant } from '../VariantModule';
import { Reno } from './Reno';

/** New packets per ACK during NewReno fast recovery (ns-2 send_much(0, 0, 2)). */
const RECOVERY_BURST = 2;

export class NewReno extends Reno {
  override readonly variant: string = 'newreno';
  /** A partial ACK has been seen in this recovery (only the first restarts the timer). */
  private firstPartial = false;

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
      this.increase(tcp);
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
    this.reduce(tcp);
    tcp.output(tcp.highestAck + 1);
    this.dupWnd = tcp.dupAckThreshold;
  }

  override onTimeout(tcp: TcpControl): void {
    this.firstPartial = false;
    super.onTimeout(tcp);
  }
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
