// TCP BBR v1 (Cardwell, Cheng, Gunn, Hassas Yeganeh & Jacobson 2016) as Linux's tcp_bbr.c and
// ns-3's TcpBbr run it: a model of the path, not a reaction to loss.
//
//   BtlBw  = the largest delivery rate sampled over the last 10 round trips (windowed max)
//   RTprop = the smallest RTT sampled over the last 10 s (windowed min)
//   pacing rate = pacing_gain · BtlBw · (1 − 1 %),   cwnd ≤ cwnd_gain · BtlBw · RTprop + 3 send quanta
// States: STARTUP (gains 2/ln 2 = 2.885) until BtlBw grows less than 25 % in three rounds, then DRAIN
// (pacing 1/2.885) until in flight ≤ one BDP, then PROBE_BW: pacing gain cycling through
// 1.25, 0.75, 1, 1, 1, 1, 1, 1 one RTprop each (entered at a random phase other than 0.75), cwnd gain 2;
// the 1.25 phase lasts until bbr_inflight(1.25) is in flight, the 0.75 one ends once it is down to
// bbr_inflight(1) = BDP + 3 send quanta (what Linux keeps queued between probes);
// PROBE_RTT when RTprop has not been seen for 10 s: cwnd 4 for 200 ms and a round trip.
// Losses: fast recovery keeps the packets in flight (packet conservation, cwnd = in flight) and
// restores the window on leaving it; a timeout leaves cwnd 1 and restores on recovery. BBR ignores
// ssthresh. ACK aggregation (Linux ≥ 5.0 bbr_update_ack_aggregation, ns-3.37 UpdateAckAggregation,
// gain 1): data ACKed beyond BtlBw · (time since the epoch began) is "extra"; its largest value over
// the last 5-10 round trips (capped at cwnd, and at 100 ms of BtlBw) is added to the cwnd target once
// the pipe is full: cwnd ≤ cwnd_gain · BDP + extra_acked + 3 send quanta. An epoch restarts whenever
// the ACKs fall behind BtlBw. Not modelled: the long-term ("policer") bandwidth sampling (ns-3.37's
// TcpBbr lacks it too).
import type { ParamSpec } from '../../scenario/params';
import type { CcObservables } from '../CongestionControl';
import { OpsCongestionControl, type AckSample, type CcState, type CongestionOps, type LossDecision } from '../CongestionOps';
import { defineVariant, type Knobs } from '../VariantModule';

const PARAMS = {
  bbrCwndGain: {
    key: 'bbrCwndGain', label: 'BBR cwnd gain', unit: '× BDP', default: 2, min: 1, max: 4, step: 0.25,
    description: 'In PROBE_BW the window is capped at this many estimated BDPs (BtlBw · RTprop); Linux and ns-3 use 2.',
  },
  bbrBwRounds: {
    key: 'bbrBwRounds', label: 'BBR BtlBw window', unit: 'RTTs', default: 10, min: 2, max: 50, step: 1, integer: true,
    description: 'BtlBw is the largest delivery rate sampled over this many round trips (Linux: 10).',
  },
  bbrMinRttWindowSec: {
    key: 'bbrMinRttWindowSec', label: 'BBR RTprop window', unit: 's', default: 10, min: 1, max: 60, step: 1,
    description: 'RTprop is the smallest RTT sampled over this long; when it expires BBR enters PROBE_RTT (Linux: 10 s).',
  },
} as const satisfies Record<string, ParamSpec>;

type BbrKnobs = Knobs<typeof PARAMS>;

export const enum BbrMode {
  Startup = 0,
  Drain = 1,
  ProbeBw = 2,
  ProbeRtt = 3,
}

/** 2/ln 2: the smallest gain that doubles the delivery rate each round trip. */
export const BBR_HIGH_GAIN = 2 / Math.LN2;
export const BBR_DRAIN_GAIN = 1 / BBR_HIGH_GAIN;
/** PROBE_BW's pacing gains, one phase per RTprop. */
export const BBR_PACING_GAINS = [1.25, 0.75, 1, 1, 1, 1, 1, 1] as const;
const FULL_BW_THRESH = 1.25;
const FULL_BW_ROUNDS = 3;
const PROBE_RTT_SEC = 0.2;
const MIN_CWND = 4;
const INIT_CWND = 10;
const PACING_MARGIN = 0.01;
/** ACK aggregation (Linux bbr_extra_acked_gain 1, bbr_extra_acked_win_rtts 5, bbr_extra_acked_max_us 100 ms, bbr_ack_epoch_acked_reset_thresh 2^20). */
const EXTRA_ACKED_GAIN = 1;
const EXTRA_ACKED_WIN_RTTS = 5;
const EXTRA_ACKED_MAX_SEC = 0.1;
const ACK_EPOCH_RESET_SEGMENTS = 1 << 20;

export class BbrOps implements CongestionOps {
  /** BBR sets the window in recovery itself (packet conservation, then growth to its target), never PRR. */
  readonly ownsRecovery = true;
  cwndGainProbeBw: number;
  bwRounds: number;
  minRttWindowSec: number;

  mode = BbrMode.Startup;
  pacingGain = BBR_HIGH_GAIN;
  cwndGain = BBR_HIGH_GAIN;
  /** Round trips counted by delivery (Linux next_rtt_delivered / round_count). */
  roundCount = 0;
  private nextRttDelivered = 0;
  roundStart = false;
  /** Delivery-rate samples, segments/s, with the round they were taken in (the windowed max's memory). */
  private bwSamples: { round: number; bw: number }[] = [];
  /** BtlBw, segments per second (0 before the first sample). */
  btlBw = 0;
  /** RTprop, seconds (Infinity before the first sample) and when it was last set. */
  minRttSec = Infinity;
  minRttStampSec = 0;
  fullBw = 0;
  fullBwCount = 0;
  fullBwReached = false;
  cycleIdx = 0;
  private cycleStampSec = 0;
  private probeRttDoneSec = -1;
  private probeRttRoundDone = false;
  priorCwnd = 0;
  private packetConservation = false;
  private restoreAtDelivered = -1;
  /** The pacing rate set, bits per second (0 before the first). */
  rateBps = 0;
  /** ACK aggregation: the largest extra ACKed in each of two windows of 5 round trips, segments. */
  readonly extraAcked = [0, 0];
  private extraAckedWinIdx = 0;
  private extraAckedWinRtts = 0;
  /** The current aggregation epoch: when it began, and the segments ACKed since. */
  private ackEpochStartSec = 0;
  private ackEpochAcked = 0;
  private readonly observed: Record<string, number> = {};

  constructor(k: BbrKnobs) {
    this.cwndGainProbeBw = k.bbrCwndGain;
    this.bwRounds = k.bbrBwRounds;
    this.minRttWindowSec = k.bbrMinRttWindowSec;
  }

  /** The window that carries `gain` estimated BDPs (Linux bbr_bdp), segments. */
  bdp(gain: number): number {
    if (!Number.isFinite(this.minRttSec) || this.btlBw === 0) return INIT_CWND;
    return Math.ceil(this.btlBw * this.minRttSec * gain);
  }

  /** Segments per transmission burst the pacing allows (Linux bbr_tso_segs_goal: about 1 ms at the pacing rate, at least 2 above 1.2 Mb/s). */
  private sendQuantum(s: CcState): number {
    const perMs = Math.floor((this.rateBps / 8) * 0.001 / s.segmentWireBytes);
    return Math.min(64, Math.max(this.rateBps < 1.2e6 ? 1 : 2, perMs));
  }

  /** Linux bbr_inflight + bbr_quantization_budget: the target window for `gain`, plus `extra` segments (ACK aggregation). */
  targetCwnd(s: CcState, gain: number, extra = 0): number {
    let w = this.bdp(gain) + extra + 3 * this.sendQuantum(s);
    w = w + (w % 2); // round up to even
    if (this.mode === BbrMode.ProbeBw && this.cycleIdx === 0) w += 2;
    return w;
  }

  onAck(s: CcState, a: AckSample): void {
    // Linux bbr_update_bw: round trips, and the bandwidth filter.
    this.roundStart = false;
    if (a.sampleDelivered > 0 && a.priorDelivered >= this.nextRttDelivered) {
      this.nextRttDelivered = s.delivered;
      this.roundCount++;
      this.roundStart = true;
      this.packetConservation = false;
    }
    if (!Number.isNaN(a.deliveryRate) && a.deliveryRate > 0 && (!a.isAppLimited || a.deliveryRate >= this.btlBw)) {
      this.bwSamples.push({ round: this.roundCount, bw: a.deliveryRate });
    }
    this.bwSamples = this.bwSamples.filter((x) => x.round > this.roundCount - this.bwRounds);
    this.btlBw = this.bwSamples.reduce((m, x) => Math.max(m, x.bw), 0);
    this.updateAckAggregation(s, a);
    this.updateCyclePhase(s, a);
    this.checkFullBwReached(a);
    this.checkDrain(s);
    this.updateMinRtt(s, a);
    this.updateGains();
    this.setPacingRate(s);
    if (this.restoreAtDelivered >= 0 && s.delivered >= this.restoreAtDelivered) {
      this.restoreAtDelivered = -1;
      this.restore = true;
    }
  }

  /**
   * Linux bbr_update_ack_aggregation: how far the ACKs have run ahead of BtlBw since the epoch
   * began; the largest such excess in the current window of round trips.
   */
  private updateAckAggregation(s: CcState, a: AckSample): void {
    if (a.ackedSegments <= 0 || Number.isNaN(a.deliveryRate)) return;
    if (this.roundStart) {
      this.extraAckedWinRtts = Math.min(0x1f, this.extraAckedWinRtts + 1);
      if (this.extraAckedWinRtts >= EXTRA_ACKED_WIN_RTTS) {
        this.extraAckedWinRtts = 0;
        this.extraAckedWinIdx = 1 - this.extraAckedWinIdx;
        this.extraAcked[this.extraAckedWinIdx] = 0;
      }
    }
    // Linux counts the epoch in whole microseconds and the expected segments in whole segments.
    const epochUs = Math.round((s.nowSec - this.ackEpochStartSec) * 1e6);
    let expected = Math.floor((this.btlBw * epochUs) / 1e6);
    if (this.ackEpochAcked <= expected || this.ackEpochAcked + a.ackedSegments >= ACK_EPOCH_RESET_SEGMENTS) {
      this.ackEpochAcked = 0;
      this.ackEpochStartSec = s.nowSec;
      expected = 0;
    }
    this.ackEpochAcked = Math.min(0xfffff, this.ackEpochAcked + a.ackedSegments);
    const extra = Math.min(this.ackEpochAcked - expected, Math.floor(s.cwnd));
    if (extra > this.extraAcked[this.extraAckedWinIdx]) this.extraAcked[this.extraAckedWinIdx] = extra;
  }

  /** Linux bbr_ack_aggregation_cwnd: the aggregation allowance once the pipe is full, at most 100 ms of BtlBw. */
  aggregationCwnd(): number {
    if (!this.fullBwReached) return 0;
    const maxAggr = Math.floor(this.btlBw * EXTRA_ACKED_MAX_SEC);
    return Math.min(Math.floor(EXTRA_ACKED_GAIN * Math.max(this.extraAcked[0], this.extraAcked[1])), maxAggr);
  }

  /** A window to restore after a timeout's recovery (Linux bbr_set_cwnd_to_recover_or_restore). */
  private restore = false;

  private updateCyclePhase(s: CcState, a: AckSample): void {
    if (this.mode !== BbrMode.ProbeBw) return;
    const full = s.nowSec - this.cycleStampSec > this.minRttSec;
    const g = this.pacingGain;
    // Linux bbr_is_next_cycle_phase compares what was in flight before this ACK (prior_in_flight)
    // with bbr_inflight: the BDP at the gain plus the quantization budget (3 send quanta, even,
    // +2 in the 1.25 phase), as the cwnd target has. Not modelled: Linux's EDT correction
    // (bbr_packets_in_net_at_edt, ±1 segment at these rates; ns-3.37 has none either).
    const inFlight = a.priorInFlight;
    let next: boolean;
    if (g === 1) next = full;
    else if (g > 1) next = full && inFlight >= this.targetCwnd(s, g);
    else next = full || inFlight <= this.targetCwnd(s, 1);
    if (next) this.advanceCycle(s.nowSec);
  }

  private advanceCycle(nowSec: number): void {
    this.cycleIdx = (this.cycleIdx + 1) % BBR_PACING_GAINS.length;
    this.cycleStampSec = nowSec;
  }

  private checkFullBwReached(a: AckSample): void {
    if (this.fullBwReached || !this.roundStart || a.isAppLimited) return;
    if (this.btlBw >= this.fullBw * FULL_BW_THRESH) {
      this.fullBw = this.btlBw;
      this.fullBwCount = 0;
      return;
    }
    if (++this.fullBwCount >= FULL_BW_ROUNDS) this.fullBwReached = true;
  }

  private checkDrain(s: CcState): void {
    if (this.mode === BbrMode.Startup && this.fullBwReached) this.mode = BbrMode.Drain;
    if (this.mode === BbrMode.Drain && s.inFlight <= this.targetCwnd(s, 1)) this.enterProbeBw(s.nowSec);
  }

  /**
   * PROBE_BW starts at a random phase other than 0.75 (Linux: CYCLE_LEN − 1 − rand(7), then advance).
   * The draw is a hash of the time BBR gets there, so a run stays a function of its scenario and seed.
   */
  private enterProbeBw(nowSec: number): void {
    this.mode = BbrMode.ProbeBw;
    const r = Math.floor(((Math.sin(nowSec * 12.9898e3) * 43758.5453) % 1 + 1) % 1 * 7);
    this.cycleIdx = BBR_PACING_GAINS.length - 1 - r;
    this.advanceCycle(nowSec);
  }

  private updateMinRtt(s: CcState, a: AckSample): void {
    const expired = s.nowSec > this.minRttStampSec + this.minRttWindowSec;
    if (!Number.isNaN(a.rttSec) && (a.rttSec < this.minRttSec || expired)) {
      this.minRttSec = a.rttSec;
      this.minRttStampSec = s.nowSec;
    }
    if (expired && this.mode !== BbrMode.ProbeRtt && Number.isFinite(this.minRttSec)) {
      this.mode = BbrMode.ProbeRtt;
      this.saveCwnd(s);
      this.probeRttDoneSec = -1;
    }
    if (this.mode === BbrMode.ProbeRtt) {
      if (this.probeRttDoneSec < 0 && s.inFlight <= MIN_CWND) {
        this.probeRttDoneSec = s.nowSec + PROBE_RTT_SEC;
        this.probeRttRoundDone = false;
        this.nextRttDelivered = s.delivered;
      } else if (this.probeRttDoneSec >= 0) {
        if (this.roundStart) this.probeRttRoundDone = true;
        if (this.probeRttRoundDone && s.nowSec > this.probeRttDoneSec) {
          this.minRttStampSec = s.nowSec;
          this.restore = true;
          if (this.fullBwReached) this.enterProbeBw(s.nowSec);
          else this.mode = BbrMode.Startup;
        }
      }
    }
  }

  private updateGains(): void {
    switch (this.mode) {
      case BbrMode.Startup:
        this.pacingGain = BBR_HIGH_GAIN;
        this.cwndGain = BBR_HIGH_GAIN;
        break;
      case BbrMode.Drain:
        this.pacingGain = BBR_DRAIN_GAIN;
        this.cwndGain = BBR_HIGH_GAIN;
        break;
      case BbrMode.ProbeBw:
        this.pacingGain = BBR_PACING_GAINS[this.cycleIdx];
        this.cwndGain = this.cwndGainProbeBw;
        break;
      case BbrMode.ProbeRtt:
        this.pacingGain = 1;
        this.cwndGain = 1;
        break;
    }
  }

  /** Linux bbr_set_pacing_rate (from the first RTT before there is a bandwidth sample). */
  private setPacingRate(s: CcState): void {
    const bits = 8 * s.segmentWireBytes;
    let rate: number;
    if (this.btlBw > 0) {
      rate = this.pacingGain * this.btlBw * bits * (1 - PACING_MARGIN);
    } else {
      const rtt = Number.isFinite(this.minRttSec) ? this.minRttSec : s.srttSec > 0 ? s.srttSec : 0.001;
      rate = BBR_HIGH_GAIN * (Math.max(s.cwnd, 1) / rtt) * bits;
    }
    if (this.fullBwReached || rate > this.rateBps) this.rateBps = rate;
  }

  pacingRateBps(s: CcState): number {
    if (this.rateBps === 0) this.setPacingRate(s);
    return this.rateBps;
  }

  private saveCwnd(s: CcState): void {
    this.priorCwnd = s.inRecovery || this.mode === BbrMode.ProbeRtt ? Math.max(this.priorCwnd, s.cwnd) : s.cwnd;
  }

  cwndAfterAck(s: CcState, a: AckSample): number {
    let cwnd = s.cwnd;
    if (this.restore) {
      this.restore = false;
      cwnd = Math.max(cwnd, this.priorCwnd);
    }
    const target = this.targetCwnd(s, this.cwndGain, this.aggregationCwnd());
    if (this.packetConservation) cwnd = Math.max(cwnd, s.inFlight + a.ackedSegments);
    else if (this.fullBwReached) cwnd = Math.min(cwnd + a.ackedSegments, target);
    else if (cwnd < target || s.delivered < INIT_CWND) cwnd += a.ackedSegments;
    cwnd = Math.max(cwnd, MIN_CWND);
    if (this.mode === BbrMode.ProbeRtt) cwnd = Math.min(cwnd, MIN_CWND);
    return Math.min(cwnd, Math.max(s.maxWindow, MIN_CWND));
  }

  onFastRetransmit(s: CcState): LossDecision {
    this.saveCwnd(s);
    this.packetConservation = true;
    this.nextRttDelivered = s.delivered;
    return { ssthresh: s.ssthresh, cwnd: Math.max(s.inFlight, 1) };
  }

  /**
   * BBR v1 ignores ECN: Linux's tcp_bbr.c has no ECN response, and ns-3.37's TcpBbr sets its window
   * in CongControl on every ACK, so EnterCwr changes nothing (tcp-bbr.cc:686-690, :780-785).
   */
  onEcnEcho(_s: CcState): LossDecision | null {
    return null;
  }

  cwndAfterRecovery(s: CcState): number {
    this.packetConservation = false;
    return Math.max(s.cwnd, this.priorCwnd);
  }

  onTimeout(s: CcState): LossDecision {
    this.saveCwnd(s);
    this.fullBw = 0;
    this.roundStart = true;
    this.packetConservation = false;
    this.restoreAtDelivered = s.delivered + s.inFlight;
    return { ssthresh: s.ssthresh, cwnd: 1 };
  }

  observe(s: CcState): CcObservables {
    const o = this.observed;
    o.bbrState = this.mode;
    o.bbrBtlBwBps = this.btlBw > 0 ? this.btlBw * 8 * s.segmentWireBytes : NaN;
    o.minRttSec = Number.isFinite(this.minRttSec) ? this.minRttSec : NaN;
    o.pacingRateBps = this.rateBps > 0 ? this.rateBps : NaN;
    o.bbrPacingGain = this.pacingGain;
    o.bbrCwndGain = this.cwndGain;
    return o;
  }

  setParam(key: string, value: number): void {
    if (key === 'bbrCwndGain') this.cwndGainProbeBw = value;
    else if (key === 'bbrBwRounds') this.bwRounds = value;
    else if (key === 'bbrMinRttWindowSec') this.minRttWindowSec = value;
    else throw new RangeError(`BBR has no parameter "${key}"`);
  }
}

export const bbr = defineVariant({
  id: 'bbr',
  label: 'BBR',
  summary: "Model-based (Google, 2016): paces at its estimate of the bottleneck's rate and keeps about one BDP in flight, probing for more every 8 RTTs and for the path's RTT every 10 s; loss is not its signal.",
  params: PARAMS,
  link: {
    tag: 'J',
    keys: {
      bbrCwndGain: { code: 'G', initial: 2 },
      bbrBwRounds: { code: 'W', initial: 10 },
      bbrMinRttWindowSec: { code: 'M', initial: 10 },
    },
  },
  observables: [
    { key: 'bbrState', label: 'BBR state', unit: 'state', description: 'BBR: 0 STARTUP, 1 DRAIN, 2 PROBE_BW, 3 PROBE_RTT.', values: ['STARTUP', 'DRAIN', 'PROBE_BW', 'PROBE_RTT'] },
    { key: 'bbrBtlBwBps', label: 'BtlBw', unit: 'bit/s', description: 'BBR: its bottleneck-bandwidth estimate (windowed max delivery rate, on the wire).' },
    { key: 'minRttSec', label: 'Min RTT', unit: 's', description: 'The smallest RTT sample seen (BBR: RTprop, over its window).' },
    { key: 'pacingRateBps', label: 'Pacing rate', unit: 'bit/s', description: 'The rate the sender paces new segments at.' },
    { key: 'bbrPacingGain', label: 'Pacing gain', unit: '', description: 'BBR: the pacing gain in effect (2.885 STARTUP, 0.35 DRAIN, 1.25/0.75/1 PROBE_BW, 1 PROBE_RTT).' },
    { key: 'bbrCwndGain', label: 'cwnd gain', unit: '', description: 'BBR: the cwnd gain in effect.' },
  ],
  ns2: { unsupported: 'ns-2.35 has no BBR agent', advice: 'compare BBR flows with ns-3 (npm run ns3:reference) or our engine only' },
  ns3: { typeId: 'ns3::TcpBbr', attributes: () => [] },
  create: (k) => new OpsCongestionControl('bbr', new BbrOps(k)),
});
