// TCP Tahoe (ns-2 Agent/TCP): slow start and congestion avoidance; on the third duplicate ACK
// ssthresh halves, cwnd restarts at 1 and the sender goes back to the first unacknowledged
// segment (fast retransmit without fast recovery). Limited transmit on the first two duplicates.
import { CwndAction, NO_OBSERVABLES, Slowdown, baseWindow, type CcObservables, type CongestionControl, type TcpControl } from '../CongestionControl';
import { defineVariant } from '../VariantModule';

export class Tahoe implements CongestionControl {
  readonly variant = 'tahoe' as const;

  onSend(): void {}

  onAck(tcp: TcpControl, ack: number): void {
    if (ack > tcp.highestAck) {
      tcp.newAck(ack);
      // No growth while an ECN reduction is in progress (ns-3.37's CA_CWR, Linux's CWR state).
      if (!tcp.ecnReducing) tcp.openCwnd();
    } else if (ack === tcp.highestAck) {
      tcp.dupAcks++;
      if (tcp.dupAcks === tcp.dupAckThreshold) this.fastRetransmit(tcp);
      else if (tcp.dupAcks < tcp.dupAckThreshold) tcp.sendOne();
    }
    tcp.sendMuch();
  }

  /**
   * ns-2 TcpAgent::dupack_action(): at most one reduction per window of data (bug_fix_), except
   * that duplicates of ACK 0 may always act (bugfix_ss_).
   */
  private fastRetransmit(tcp: TcpControl): void {
    if (tcp.highestAck <= tcp.recover && tcp.highestAck !== 0) return;
    tcp.recover = tcp.maxSeqSent;
    tcp.lastCwndAction = CwndAction.DupAck;
    tcp.noteFastRetransmit();
    // Within a window already reduced for ECN, ssthresh stays where the echo put it (ns-2 dupack_action with ecn_).
    tcp.slowdown(tcp.ecnReducing ? Slowdown.CwndRestart : Slowdown.SsthreshHalf | Slowdown.CwndRestart);
    tcp.resetRtxTimer(false, false);
  }

  onTimeout(tcp: TcpControl): void {
    tcp.standardTimeout();
    tcp.sendMuch();
  }

  window(tcp: TcpControl): number {
    return baseWindow(tcp);
  }

  setParam(key: string): void {
    throw new RangeError(`Tahoe has no parameter "${key}"`);
  }

  observe(): CcObservables {
    return NO_OBSERVABLES;
  }
}

export const tahoe = defineVariant({
  id: 'tahoe',
  label: 'Tahoe',
  summary: 'Slow start and congestion avoidance; any loss restarts from a window of one.',
  params: {},
  link: { tag: 'T', keys: {} },
  observables: [],
  ns2: { agent: 'Agent/TCP', settings: () => [] },
  ns3: { unsupported: 'ns-3 has no Tahoe (its recovery is always NewReno-like)' },
  create: () => new Tahoe(),
});
