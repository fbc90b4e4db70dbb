// TCP Vegas (Brakmo & Peterson 1995, paper 004), as ns-2.35's Agent/TCP/Vegas implements it.
//
// Once per RTT (when the first segment sent after the previous decision is acknowledged):
//   Actual   = segments sent in the last round / mean fine-grained RTT of that round
//   Expected = segments outstanding (+1) / BaseRTT,   BaseRTT = smallest RTT seen
//   Diff     = (Expected − Actual) · BaseRTT  packets, rounded as ⌊Diff + ½⌋ toward zero
// Congestion avoidance: Diff < α → +1 per RTT (spread as +1/cwnd per ACK), Diff > β → −1, else hold.
// Slow start doubles every other RTT and ends once Diff > γ (cwnd −= cwnd/8, ssthresh = 2).
// Losses: a duplicate ACK (or either of the first two new ACKs after a retransmission) resends a
// segment whose fine-grained timer (17/16·(srtt + 2·mdev)) has expired, without waiting for three
// duplicates; cwnd is cut to 3/4 (1/2 if the segment was already resent) only for segments sent after
// the last cut. A coarse timeout restarts slow start from cwnd = 2.
import { CwndAction, Slowdown, baseWindow, type CcObservables, type CongestionControl, type TcpControl } from '../CongestionControl';
import type { ParamSpec } from '../../scenario/params';
import type { KnobRuleBreak } from '../../scenario/ScenarioProblem';
import { defineVariant, type LinkKey, type ObservableSpec } from '../VariantModule';

/** The knobs of the Vegas family (Vegas+ and Enhanced Vegas take some of them). */
export const VEGAS_PARAMS = {
  alpha: {
    key: 'alpha', label: 'Vegas α', shortLabel: 'α', unit: 'packets', default: 1, min: 0, max: 30, step: 1, integer: true,
    description:
      'Vegas increases cwnd by one per RTT while fewer than α of its packets are estimated to sit in queues (Diff < α).',
  },
  beta: {
    key: 'beta', label: 'Vegas β', shortLabel: 'β', unit: 'packets', default: 3, min: 0, max: 30, step: 1, integer: true,
    description: 'Vegas decreases cwnd by one per RTT while more than β packets are estimated to be queued (Diff > β). β ≥ α.',
  },
  gamma: {
    key: 'gamma', label: 'Vegas γ', shortLabel: 'γ', unit: 'packets', default: 1, min: 0, max: 30, step: 1, integer: true,
    description: 'Vegas leaves slow start once Diff exceeds γ.',
  },
} as const satisfies Record<string, ParamSpec>;

/** The family's link keys (frozen: format 1). A flow inherits them from the last flow that had the key, of any variant. */
export const VEGAS_LINK_KEYS = {
  alpha: { code: 'a', initial: 1 },
  beta: { code: 'b', initial: 3 },
  gamma: { code: 'g', initial: 1 },
} as const satisfies Record<string, LinkKey>;

/** What every Vegas-family flow exposes: the quantities of its per-RTT decision. */
export const VEGAS_OBSERVABLES = [
  { key: 'baseRttSec', label: 'BaseRTT', unit: 's', description: 'The smallest RTT seen.' },
  { key: 'expectedRate', label: 'Expected', unit: 'packets/s', description: 'Expected rate at the last per-RTT decision: window / BaseRTT.' },
  { key: 'actualRate', label: 'Actual', unit: 'packets/s', description: 'Actual rate at the last per-RTT decision: packets sent in the round / its mean RTT.' },
  { key: 'diffPackets', label: 'Diff', unit: 'packets', description: 'Diff = (Expected − Actual) · BaseRTT at the last decision, before rounding: its estimate of its packets in queues.' },
  { key: 'alpha', label: 'α', unit: 'packets', description: 'The lower threshold in effect (Enhanced Vegas: δ).' },
  { key: 'beta', label: 'β', unit: 'packets', description: 'The upper threshold in effect (Enhanced Vegas: δ).' },
] as const satisfies readonly ObservableSpec[];

/**
 * The α ≤ β rule of Vegas and Vegas+ (checked by the schema, the timeline, the engine and the
 * sliders alike). The fault is β's unless α was the knob just edited.
 */
export function alphaBetaRule(k: { alpha: number; beta: number }, edited?: string): KnobRuleBreak<'alpha' | 'beta'> | undefined {
  if (k.alpha <= k.beta) return undefined;
  return edited === 'alpha' ? { key: 'alpha', code: 'must_not_exceed', other: 'beta', value: k.beta } : { key: 'beta', code: 'must_be_at_least', other: 'alpha', value: k.alpha };
}

/** An observation record with every key of `specs` at NaN. */
export function blankObservables(specs: readonly ObservableSpec[]): Record<string, number> {
  return Object.fromEntries(specs.map((s) => [s.key, NaN]));
}

export interface VegasParams {
  alpha: number;
  beta: number;
  gamma: number;
}

/** Per-segment send records (ns-2 v_sendtime_, v_transmits_), a ring keyed by sequence number. */
class SendRecords {
  private times = new Float64Array(64).fill(-1);
  private counts = new Uint16Array(64);
  private mask = 63;
  private lowSeq = 0;

  /** Forgets everything (a restart from segment 0). */
  reset(): void {
    this.times.fill(-1);
    this.counts.fill(0);
    this.lowSeq = 0;
  }

  record(seq: number, time: number, highestAck: number): void {
    this.lowSeq = highestAck + 1;
    while (seq - this.lowSeq >= this.mask) this.grow();
    const i = seq & this.mask;
    this.times[i] = time;
    this.counts[i] = Math.min(this.counts[i] + 1, 65535);
  }

  time(seq: number): number {
    return this.inWindow(seq) ? this.times[seq & this.mask] : -1;
  }

  transmits(seq: number): number {
    return this.inWindow(seq) ? this.counts[seq & this.mask] : 0;
  }

  /** Clears the records of segments (from, to]. */
  clear(from: number, to: number): void {
    const n = Math.min(to - from, this.mask + 1);
    for (let k = 0, s = to; k < n; k++, s--) {
      this.times[s & this.mask] = -1;
      this.counts[s & this.mask] = 0;
    }
    this.lowSeq = to + 1;
  }

  private inWindow(seq: number): boolean {
    return seq >= this.lowSeq && seq - this.lowSeq <= this.mask;
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const times = new Float64Array(size).fill(-1);
    const counts = new Uint16Array(size);
    for (let s = this.lowSeq; s <= this.lowSeq + this.mask; s++) {
      times[s & (size - 1)] = this.times[s & this.mask];
      counts[s & (size - 1)] = this.counts[s & this.mask];
    }
    this.times = times;
    this.counts = counts;
    this.mask = size - 1;
  }
}

export class Vegas implements CongestionControl {
  readonly variant: 'vegas' | 'enhanced-vegas' | 'vegas-plus' = 'vegas';
  alpha: number;
  beta: number;
  gamma: number;

  // All Vegas times are "vegas time": seconds since segment 0 was first sent (ns-2 vegastime()).
  // Those and the other fields that hold fractions start as NaN (a double) and get their values in the constructor: V8 keeps a field's doubles in place only when its first value is a double; a field first set to a small integer changes representation when its first fraction arrives, mid-run, and the optimized code that reads it is thrown away.
  private firstSentSec = NaN;
  private gotFirstAck = false;
  /** BaseRTT, seconds (ns-2 v_baseRTT_). */
  baseRttSec = NaN;
  /** Last fine-grained RTT sample, seconds (ns-2 v_rtt_). */
  rttSec = NaN;
  private sa = NaN;
  private sd = NaN;
  /** Fine-grained retransmission timeout, seconds (ns-2 v_timeout_). */
  fineTimeoutSec = NaN;
  private sumRtt = NaN;
  private cntRtt = 0;
  private begSeq = 0;
  private begTime = NaN;
  /** Per-ACK cwnd increment decided at the last round (ns-2 v_incr_). */
  private incr = NaN;
  private incFlag = true;
  private worried = 0;
  private newCwnd = 0;
  private cwndChangedAt = NaN;
  private readonly records = new SendRecords();
  /** What the last per-RTT decision saw, kept in one object that observers read (no allocation). */
  protected readonly observed: Record<string, number> = blankObservables(VEGAS_OBSERVABLES);

  constructor(p: VegasParams) {
    this.firstSentSec = 0;
    this.baseRttSec = 1e9;
    this.rttSec = 0;
    this.sa = 0;
    this.sd = 0;
    this.fineTimeoutSec = 1000;
    this.sumRtt = 0;
    this.begTime = 0;
    this.incr = 0;
    this.cwndChangedAt = 0;
    this.alpha = p.alpha;
    this.beta = p.beta;
    this.gamma = p.gamma;
  }

  private vegasTime(tcp: TcpControl): number {
    return tcp.nowSec - this.firstSentSec;
  }

  onSend(tcp: TcpControl, seq: number): void {
    if (seq === tcp.firstDataSeq) {
      // ns-2 restarts the Vegas clock only when sending from the first segment (start, or go-back-N with
      // nothing acknowledged), not on a fast retransmission of it; the records restart either way.
      // (ns-2's Vegas sends no SYN; with one, the clock starts at the first data segment.)
      if (tcp.nextSeq === tcp.firstDataSeq) this.firstSentSec = tcp.nowSec;
      this.records.reset();
    }
    this.records.record(seq, this.vegasTime(tcp), tcp.highestAck);
  }

  onAck(tcp: TcpControl, ack: number): void {
    const now = this.vegasTime(tcp);
    if (!this.gotFirstAck) {
      // The first ACK measures the first RTT (segment 0 left at vegas time 0).
      this.gotFirstAck = true;
      this.baseRttSec = this.rttSec = now;
      this.sa = 8 * now;
      this.sd = now;
      this.fineTimeoutSec = (this.sa / 4 + this.sd) / 2;
    }
    const threshold = tcp.dupAckThreshold;
    if (ack > tcp.highestAck) {
      // ns-2's Vegas tests delay_growth_ before taking the ACK (last_ack_ == 0): without a SYN, the
      // window opens to the initial window when the second segment is acknowledged.
      if (tcp.delayedGrowth && !tcp.sendsSyn && tcp.highestAck === 0) tcp.cwnd = tcp.initialWindow;
      if (tcp.dupAcks > threshold && tcp.cwnd > this.newCwnd) {
        // Deflate the window inflated during recovery to the cut value. After a coarse timeout no cut
        // has been recorded (v_newcwnd_ = 0): ns-2 then deflates to 0; we stop at our 1-packet floor.
        // Skipping the deflation instead leaves cwnd inflated by every duplicate ACK, without bound.
        tcp.cwnd = Math.max(1, this.newCwnd);
        tcp.ssthresh = 2;
      }
      const oldAck = tcp.highestAck;
      tcp.newAck(ack);
      // While an ECN reduction is in progress the window holds and the round's decision waits for
      // it to end, its RTT samples kept (ns-3.37 calls no IncreaseWindow in CA_CWR, Linux no
      // cong_avoid in CWR; both go on sampling).
      if (!tcp.ecnReducing) {
        if (ack >= this.begSeq) this.perRtt(tcp, now);
        if (this.incr === 1 && tcp.cwnd >= tcp.ssthresh) this.incr = 0;
        // Grow only while the window is actually in use.
        // (Under a receiver-window limit this lets cwnd settle at most 2 above it, as in ns-2.)
        if (this.incr > 0 && tcp.cwnd - (tcp.nextSeq - tcp.highestAck) <= 2) tcp.cwnd += this.incr;
      }
      this.sampleRtt(ack, oldAck, now);
      if (this.worried > 0) {
        this.worried--;
        const e = this.expired(tcp, ack, now);
        if (e >= 0) {
          tcp.dupAcks = threshold;
          tcp.output(e);
        } else {
          this.worried = 0;
        }
      }
    } else if (ack === tcp.highestAck) {
      tcp.dupAcks++;
      const e = this.expired(tcp, ack, now);
      if (e >= 0 || tcp.dupAcks === threshold) {
        this.retransmit(tcp, e >= 0 ? e : tcp.highestAck + 1, now);
      } else if (tcp.dupAcks > threshold) {
        tcp.cwnd += 1; // window inflation, one per duplicate ACK
      }
    }
    if (tcp.dupAcks === 0 || tcp.dupAcks >= threshold) tcp.sendMuch();
  }

  /** Vegas's fast retransmission (on an expired fine-grained timer or the third duplicate ACK). */
  private retransmit(tcp: TcpControl, seq: number, now: number): void {
    const next = tcp.highestAck + 1;
    const sentAt = this.records.time(next);
    const transmits = this.records.transmits(next);
    // After a timeout, wait for the retransmissions to be acknowledged (ns-2 bug_fix_).
    if (!(tcp.highestAck > tcp.recover || tcp.lastCwndAction !== CwndAction.Timeout)) return;
    let win = baseWindow(tcp);
    tcp.lastCwndAction = CwndAction.DupAck;
    tcp.recover = tcp.maxSeqSent;
    this.worried = Math.min(2, tcp.nextSeq - tcp.highestAck);
    if (transmits > 1) this.fineTimeoutSec *= 2;
    else this.fineTimeoutSec += this.fineTimeoutSec / 8;
    if (this.cwndChangedAt < sentAt) {
      // Cut at most once per window: only for a segment sent after the last cut.
      if (win <= 3) win = 2;
      else if (transmits > 1) win = win >> 1;
      else win = win - (win >> 2);
      this.newCwnd = win;
      tcp.cwnd = win + tcp.dupAcks;
      this.cwndChangedAt = now;
    }
    this.onLoss();
    tcp.noteFastRetransmit();
    tcp.resetRtxTimer(true, true);
    tcp.output(seq);
    if (transmits === 1) tcp.dupAcks = tcp.dupAckThreshold;
  }

  /** The once-per-RTT decision. */
  private perRtt(tcp: TcpControl, now: number): void {
    const rtt = this.cntRtt > 0 ? this.sumRtt / this.cntRtt : now - this.begTime;
    this.sumRtt = 0;
    this.cntRtt = 0;
    const rttLen = tcp.nextSeq - this.begSeq;
    if (rtt > 0) {
      if (rtt < this.baseRttSec || rttLen <= 1) this.baseRttSec = rtt;
      const actual = rttLen / rtt;
      const expected = (tcp.nextSeq - tcp.highestAck) / this.baseRttSec;
      const diff = (expected - actual) * this.baseRttSec;
      this.observed.expectedRate = expected;
      this.observed.actualRate = actual;
      this.observed.diffPackets = diff;
      this.decide(tcp, Math.trunc(diff + 0.5), rtt);
    }
    this.begSeq = tcp.nextSeq;
    this.begTime = now;
  }

  /** Applies the Vegas rules for one round; `delta` is Diff in whole packets. */
  protected decide(tcp: TcpControl, delta: number, _roundRttSec: number): void {
    if (tcp.cwnd < tcp.ssthresh) {
      this.incFlag = !this.incFlag;
      if (!this.incFlag) {
        this.incr = 0; // the hold RTT: slow start grows every other RTT
      } else if (delta > this.gamma) {
        tcp.ssthresh = 2;
        tcp.cwnd -= tcp.cwnd / 8;
        if (tcp.cwnd < 2) tcp.cwnd = 2;
        this.incr = 0;
      } else {
        this.incr = 1;
      }
    } else if (delta > this.beta) {
      tcp.cwnd -= 1;
      if (tcp.cwnd < 2) tcp.cwnd = 2;
      this.incr = 0;
    } else if (delta < this.alpha) {
      this.incr = 1 / tcp.cwnd;
    } else {
      this.incr = 0;
    }
  }

  /** Sets the per-ACK increment (for subclasses that take over the decision). */
  protected setIncrement(incr: number): void {
    this.incr = incr;
  }

  /** Called when the window is cut by a loss (fast retransmission or timeout). */
  protected onLoss(): void {}

  /** Fine-grained RTT sample of the acknowledged segment (Karn: only segments sent once). */
  private sampleRtt(ack: number, oldAck: number, now: number): void {
    const sentAt = this.records.time(ack);
    const transmits = this.records.transmits(ack);
    this.records.clear(oldAck, ack);
    // Segments sent at vegas time 0 (the first burst) are not sampled, as in ns-2.
    if (sentAt > 0 && transmits === 1) {
      const r = now - sentAt;
      this.sumRtt += r;
      this.cntRtt++;
      if (r > 0) {
        this.rttSec = r;
        if (r < this.baseRttSec) this.baseRttSec = r;
        let n = r - this.sa / 8;
        this.sa += n;
        n = Math.abs(n);
        n -= this.sd / 4;
        this.sd += n;
        this.fineTimeoutSec = (this.sa / 4 + this.sd) / 2;
        this.fineTimeoutSec += this.fineTimeoutSec / 16;
      }
    }
  }

  /**
   * The segment after `ack` if its fine-grained timer has expired, else -1. A segment not sent yet
   * has not expired, except in the ns2 profile: ns-2's vegas_expire reads its send time as −1, so it
   * counts as expired, and after a new ACK that covers everything sent a worried Vegas sends the next
   * segment at once and then again as new data (ns-2.35 sends it twice; tests/sim/tcp/variants.test.ts).
   */
  private expired(tcp: TcpControl, ack: number, now: number): number {
    const sentAt = this.records.time(ack + 1);
    if (sentAt < 0 && !tcp.ns2Quirks) return -1;
    return now - sentAt >= this.fineTimeoutSec ? ack + 1 : -1;
  }

  onTimeout(tcp: TcpControl): void {
    tcp.dupAcks = 0;
    tcp.recover = tcp.maxSeqSent;
    tcp.lastCwndAction = CwndAction.Timeout;
    tcp.resetRtxTimer(false, true);
    tcp.slowdown(Slowdown.CwndRestart | Slowdown.SsthreshHalf);
    tcp.cwnd = 2;
    this.newCwnd = 0;
    this.cwndChangedAt = this.vegasTime(tcp);
    this.onLoss();
    tcp.sendMuch();
  }

  /**
   * ECN-Echo as ns-3.37's TcpVegas takes it (tcp-vegas.cc:290-295): one segment less, not half,
   * ssthresh no higher than that (so slow start ends). ns-3 writes it as ssthresh =
   * max(min(ssthresh, cwnd − 1), 2) and lets PRR bring cwnd there; our Vegas is ns-2's, whose
   * ssthresh is 2 after slow start, so cwnd − 1 itself is the target. It counts as a cut: a loss of
   * a segment sent before it does not cut again.
   */
  onEcnEcho(tcp: TcpControl): boolean {
    const w = Math.max(tcp.cwnd - 1, 2);
    tcp.ssthresh = Math.max(2, Math.min(tcp.ssthresh, Math.floor(w)));
    tcp.cwnd = w;
    this.cwndChangedAt = this.vegasTime(tcp);
    return true;
  }

  window(tcp: TcpControl): number {
    return baseWindow(tcp);
  }

  setParam(key: string, value: number): void {
    // The module's rule (α ≤ β) is checked by whoever changes a knob (Simulation.setFlowParam).
    if (key === 'alpha') {
      this.alpha = value;
    } else if (key === 'beta') {
      this.beta = value;
    } else if (key === 'gamma') {
      this.gamma = value;
    } else {
      throw new RangeError(`Vegas has no parameter "${key}"`);
    }
  }

  observe(): CcObservables {
    this.observed.baseRttSec = this.gotFirstAck ? this.baseRttSec : NaN;
    this.observed.alpha = this.alpha;
    this.observed.beta = this.beta;
    return this.observed;
  }
}

export const vegas = defineVariant({
  id: 'vegas',
  label: 'Vegas',
  summary: 'Delay-based: keeps between α and β of its packets queued, comparing expected and actual rates once per RTT.',
  params: VEGAS_PARAMS,
  rule: alphaBetaRule,
  describe: (k) => `Vegas ${k.alpha}/${k.beta}`,
  link: { tag: 'V', keys: VEGAS_LINK_KEYS },
  observables: VEGAS_OBSERVABLES,
  ns2: {
    agent: 'Agent/TCP/Vegas',
    settings: (k) => [['v_alpha_', k.alpha], ['v_beta_', k.beta], ['v_gamma_', k.gamma]],
  },
  ns3: {
    typeId: 'ns3::TcpVegas',
    attributes: (k) => [['Alpha', String(k.alpha)], ['Beta', String(k.beta)], ['Gamma', String(k.gamma)]],
  },
  ns2OwnPackets: true,
  create: (k) => new Vegas(k),
});
