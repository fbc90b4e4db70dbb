// TCP Vegas+ (paper 003): Vegas with two modes. In the moderate mode it is Vegas. Each round
// it compares the round's mean RTT with the previous round's: a rise adds one to a counter, a fall
// takes one off (never below zero). When the counter exceeds countMax, a loss-based competitor is
// taken to be filling the queue and Vegas+ turns aggressive: Reno's +1/cwnd per ACK, whatever Diff
// says. Any loss (fast retransmission or timeout) returns it to the moderate mode with the counter at 0.
import type { CcObservables, TcpControl } from '../CongestionControl';
import { Vegas } from './Vegas';

export class VegasPlus extends Vegas {
  override readonly variant = 'vegas-plus' as const;
  countMax: number;
  /** RTT-increase counter. */
  count = 0;
  aggressive = false;
  private prevRoundRttSec = 0;

  constructor(p: { alpha: number; beta: number; gamma: number; countMax: number }) {
    super(p);
    this.countMax = p.countMax;
  }

  protected override decide(tcp: TcpControl, delta: number, roundRttSec: number): void {
    if (!this.aggressive) {
      if (this.prevRoundRttSec > 0) {
        if (roundRttSec > this.prevRoundRttSec) this.count++;
        else if (roundRttSec < this.prevRoundRttSec && this.count > 0) this.count--;
      }
      if (this.count > this.countMax) this.aggressive = true;
    }
    this.prevRoundRttSec = roundRttSec;
    if (this.aggressive && tcp.cwnd >= tcp.ssthresh) this.setIncrement(1 / tcp.cwnd);
    else super.decide(tcp, delta, roundRttSec);
  }

  protected override onLoss(): void {
    this.aggressive = false;
    this.count = 0;
  }

  override setParam(key: string, value: number): void {
    if (key === 'countMax') this.countMax = value;
    else super.setParam(key, value);
  }

  override observe(): CcObservables {
    const o = super.observe();
    o.aggressive = this.aggressive ? 1 : 0;
    return o;
  }
}
