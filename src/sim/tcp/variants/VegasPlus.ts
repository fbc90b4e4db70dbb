// TCP Vegas+ (paper 003): Vegas with two modes. In the moderate mode it is Vegas. Each round
// it compares the round's mean RTT with the previous round's: a rise adds one to a counter, a fall
// takes one off (never below zero). When the counter exceeds countMax, a loss-based competitor is
// taken to be filling the queue and Vegas+ turns aggressive: Reno's +1/cwnd per ACK, whatever Diff
// says. Any loss (fast retransmission or timeout) returns it to the moderate mode with the counter at 0.
import type { CcObservables, TcpControl } from '../CongestionControl';
import type { ParamSpec } from '../../scenario/params';
import { defineVariant } from '../VariantModule';
import { VEGAS_LINK_KEYS, VEGAS_OBSERVABLES, VEGAS_PARAMS, Vegas, alphaBetaRule } from './Vegas';

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
    super.observe();
    this.observed.aggressive = this.aggressive ? 1 : 0;
    return this.observed;
  }
}

export const vegasPlus = defineVariant({
  id: 'vegas-plus',
  label: 'Vegas+',
  summary: 'Vegas that turns Reno-like when its RTT keeps rising (a loss-based competitor) and calms down after a loss.',
  params: {
    ...VEGAS_PARAMS,
    countMax: {
      key: 'countMax', label: 'Vegas+ countMax', shortLabel: 'countMax', unit: 'RTTs', default: 5, min: 1, max: 100, step: 1, integer: true,
      description: 'Vegas+ switches to its aggressive (Reno-like) mode once its RTT-increase counter exceeds countMax.',
    },
  } as const satisfies Record<string, ParamSpec>,
  rule: alphaBetaRule,
  describe: (k) => `Vegas+ ${k.alpha}/${k.beta}`,
  link: { tag: 'P', keys: { ...VEGAS_LINK_KEYS, countMax: { code: 'x', initial: 5 } } },
  observables: [
    ...VEGAS_OBSERVABLES,
    { key: 'aggressive', label: 'Aggressive mode', unit: 'state', description: 'Vegas+: 1 in its aggressive (Reno-like) mode, 0 in its moderate (Vegas) mode.' },
  ],
  ns2: { unsupported: 'ns-2.35 has no Vegas+ agent', advice: 'replace Vegas+ flows, or compare them with our engine only' },
  ns3: { unsupported: 'ns-3 has no Vegas+' },
  // In the ns2 profile it behaves as the ns-2 Vegas agent it builds on.
  ns2OwnPackets: true,
  create: (k) => new VegasPlus(k),
});
