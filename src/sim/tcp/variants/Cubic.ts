// TCP CUBIC (RFC 9438; Ha, Rhee & Xu 2008) as Linux's tcp_cubic.c runs it, with its defaults.
//
// After a loss at window W, ssthresh = cwnd = max(β·W, 2) and an epoch starts at the first ACK
// of congestion avoidance; the window then follows
//     W_cubic(t) = C·(t − K)³ + W_max,   K = ∛((W_max − cwnd₀) / C),   t = time since the epoch + min RTT
// (concave up to W_max at t = K, convex beyond), C = 0.4 segments/s³, β = 0.7. Fast convergence:
// a loss below the previous W_max sets W_max = W·(1 + β)/2, making room for newer flows. The
// Reno-friendly region: an estimate W_est of what AIMD with α = 3(1 − β)/(1 + β) would have (+1 per
// 2(1+β)/(3(1−β))·W ACKs, Linux's beta_scale) is followed when it is ahead of W_cubic (knob
// renoFriendly, Linux's tcp_friendliness, on; ns-3.37's TcpCubic lacks the region). As Linux,
// the window grows by one segment every `cnt` ACKs, cnt = W/(target − W) (at least 2, at most
// 100·W), target = W_cubic(t) in whole segments; slow start adds one per ACK up to ssthresh.
// HyStart (on, as in Linux and ns-3): in slow start from 16 segments, leave it (ssthresh = cwnd)
// when a round's ACK train lasts over half the min RTT or its RTT exceeds the min RTT by
// clamp(min RTT / 8, 4 ms, 16 ms) (Linux 5.x; ns-3.37 compares with min RTT itself: see MODEL.md).
// A retransmission timeout resets W_max and HyStart (Linux bictcp_state on TCP_CA_Loss).
import type { ParamSpec } from '../../scenario/params';
import type { CcObservables } from '../CongestionControl';
import { OpsCongestionControl, type AckSample, type CcState, type CongestionOps, type LossDecision } from '../CongestionOps';
import { defineVariant, type Knobs } from '../VariantModule';

const PARAMS = {
  cubicC: {
    key: 'cubicC', label: 'CUBIC C', unit: 'segments/s³', default: 0.4, min: 0.01, max: 4, step: 0.01,
    description: 'How fast the window grows away from W_max: W(t) = C·(t − K)³ + W_max (RFC 9438; Linux and ns-3 use 0.4).',
  },
  cubicBeta: {
    key: 'cubicBeta', label: 'CUBIC β', unit: '', default: 0.7, min: 0.1, max: 0.95, step: 0.05,
    description: 'Multiplicative decrease: after a loss the window becomes β times what it was (Reno: 0.5; CUBIC: 0.7).',
  },
  fastConvergence: {
    key: 'fastConvergence', label: 'Fast convergence', unit: 'off/on', default: 1, min: 0, max: 1, step: 1, integer: true,
    description: 'On (1): a loss below the previous W_max lowers W_max to W·(1 + β)/2, releasing bandwidth to newer flows sooner.',
  },
  hystart: {
    key: 'hystart', label: 'HyStart', unit: 'off/on', default: 1, min: 0, max: 1, step: 1, integer: true,
    description: 'On (1): hybrid slow start leaves slow start when the ACK train or the RTT says the path is full, before a loss (on in Linux and ns-3).',
  },
  renoFriendly: {
    key: 'renoFriendly', label: 'Reno-friendly region', unit: 'off/on', default: 1, min: 0, max: 1, step: 1, integer: true,
    description: "On (1): the window grows at least as fast as Reno's would (RFC 9438 §4.3; Linux's tcp_friendliness). ns-3.37's TcpCubic has no such region: 0 runs as it does.",
  },
} as const satisfies Record<string, ParamSpec>;

type CubicKnobs = Knobs<typeof PARAMS>;

/** HyStart's constants (Linux tcp_cubic.c). */
const HYSTART_LOW_WINDOW = 16;
const HYSTART_MIN_SAMPLES = 8;
const HYSTART_ACK_DELTA_SEC = 0.002;
const HYSTART_DELAY_MIN_SEC = 0.004;
const HYSTART_DELAY_MAX_SEC = 0.016;
/** Until the first loss cwnd grows at least 5 % per RTT (Linux: cnt ≤ 20). */
const CNT_CLAMP = 20;

/** W_cubic at `tSec` into an epoch: C·(t − K)³ + W_max in whole segments, as Linux's integer arithmetic has it. */
export function cubicTarget(c: number, kSec: number, originSegments: number, tSec: number): number {
  const offs = Math.abs(tSec - kSec);
  const delta = Math.floor(c * offs * offs * offs);
  return tSec < kSec ? originSegments - delta : originSegments + delta;
}

/** K = ∛((W_max − cwnd) / C), seconds: when the cubic climbs back to W_max. */
export function cubicK(c: number, wMax: number, cwnd: number): number {
  return wMax > cwnd ? Math.cbrt((wMax - cwnd) / c) : 0;
}

export class CubicOps implements CongestionOps {
  c: number;
  beta: number;
  fastConvergence: boolean;
  hystart: boolean;
  renoFriendly: boolean;

  /** W_max: the window at the last loss (after fast convergence), segments (0: none yet). */
  lastMaxCwnd = 0;
  /** Start of the current epoch (−1: none: the next ACK in congestion avoidance starts one). */
  epochStartSec = -1;
  originPoint = 0;
  kSec = 0;
  /** The smallest RTT seen, seconds (Linux delay_min). */
  delayMinSec = Infinity;
  /** ACKs counted toward the next +1 (Linux snd_cwnd_cnt) and the per-increase count (ca->cnt). */
  cwndCnt = 0;
  cnt = 0;
  /** The Reno-friendly estimate W_est, segments, and the ACKs counted toward its next +1. */
  tcpCwnd = 0;
  ackCnt = 0;
  // HyStart
  private found = false;
  private roundStartSec = 0;
  private lastAckSec = 0;
  private endDelivered = 0;
  private currRttSec = Infinity;
  private sampleCnt = 0;
  private readonly observed: Record<string, number> = {};

  constructor(k: CubicKnobs) {
    this.c = k.cubicC;
    this.beta = k.cubicBeta;
    this.fastConvergence = k.fastConvergence === 1;
    this.hystart = k.hystart === 1;
    this.renoFriendly = k.renoFriendly === 1;
  }

  onAck(s: CcState, a: AckSample): void {
    if (!a.isNewAck || Number.isNaN(a.rttSec)) return;
    // Linux: delay samples right after a loss (within a second of the epoch's start) are not trusted.
    if (this.epochStartSec >= 0 && s.nowSec - this.epochStartSec < 1) return;
    if (a.rttSec < this.delayMinSec) this.delayMinSec = a.rttSec;
    if (this.hystart && s.cwnd < s.ssthresh && s.cwnd >= HYSTART_LOW_WINDOW) this.hystartUpdate(s, a);
  }

  /** Linux hystart_update: ACK-train length and the rise of a round's smallest RTT. */
  private hystartUpdate(s: CcState, a: AckSample): void {
    if (a.priorDelivered >= this.endDelivered) this.hystartReset(s);
    if (this.found) return;
    const now = s.nowSec;
    if (now - this.lastAckSec <= HYSTART_ACK_DELTA_SEC) {
      this.lastAckSec = now;
      if (now - this.roundStartSec > this.delayMinSec / 2) this.found = true;
    }
    if (this.sampleCnt < HYSTART_MIN_SAMPLES) {
      if (a.rttSec < this.currRttSec) this.currRttSec = a.rttSec;
      this.sampleCnt++;
    } else {
      const thresh = Math.min(HYSTART_DELAY_MAX_SEC, Math.max(HYSTART_DELAY_MIN_SEC, this.delayMinSec / 8));
      if (this.currRttSec >= this.delayMinSec + thresh) this.found = true;
    }
    if (this.found) this.pendingSsthresh = Math.floor(s.cwnd);
  }

  /** HyStart's decision to leave slow start: ssthresh = the cwnd it was found at (taken by ssthreshNow). */
  private pendingSsthresh: number | null = null;

  ssthreshNow(): number | null {
    const v = this.pendingSsthresh;
    this.pendingSsthresh = null;
    return v;
  }

  private hystartReset(s: CcState): void {
    this.roundStartSec = this.lastAckSec = s.nowSec;
    this.endDelivered = s.delivered + s.inFlight;
    this.currRttSec = Infinity;
    this.sampleCnt = 0;
  }

  cwndAfterAck(s: CcState, a: AckSample): number {
    let cwnd = Math.floor(s.cwnd);
    let acked = a.ackedSegments;
    const ssthresh = this.pendingSsthresh ?? s.ssthresh;
    if (cwnd < ssthresh) {
      // Slow start: one per ACKed segment, up to ssthresh; what is left grows the window as below.
      const grown = Math.min(cwnd + acked, ssthresh);
      acked -= grown - cwnd;
      cwnd = grown;
      if (acked === 0) return cwnd;
    }
    this.update(s.nowSec, cwnd, acked);
    // Linux tcp_cong_avoid_ai.
    if (this.cwndCnt >= this.cnt) {
      this.cwndCnt = 0;
      cwnd++;
    }
    this.cwndCnt += acked;
    if (this.cwndCnt >= this.cnt) {
      const d = Math.floor(this.cwndCnt / this.cnt);
      this.cwndCnt -= d * this.cnt;
      cwnd += d;
    }
    return Math.min(cwnd, Math.max(s.maxWindow, 2));
  }

  /** Linux bictcp_update: the ACKs per +1 (cnt) for window `cwnd` now. */
  private update(nowSec: number, cwnd: number, acked: number): void {
    this.ackCnt += acked;
    if (this.epochStartSec < 0) {
      this.epochStartSec = nowSec;
      this.ackCnt = acked;
      this.tcpCwnd = cwnd;
      if (this.lastMaxCwnd <= cwnd) {
        this.kSec = 0;
        this.originPoint = cwnd;
      } else {
        this.kSec = cubicK(this.c, this.lastMaxCwnd, cwnd);
        this.originPoint = this.lastMaxCwnd;
      }
    }
    const minRtt = Number.isFinite(this.delayMinSec) ? this.delayMinSec : 0;
    const target = cubicTarget(this.c, this.kSec, this.originPoint, nowSec - this.epochStartSec + minRtt);
    this.cnt = target > cwnd ? Math.floor(cwnd / (target - cwnd)) : 100 * cwnd;
    if (this.lastMaxCwnd === 0 && this.cnt > CNT_CLAMP) this.cnt = CNT_CLAMP;
    // The Reno-friendly region: W_est grows by one every `delta` ACKs (Linux beta_scale, an integer).
    const betaScale = Math.floor((8 * (1 + this.beta)) / 3 / (1 - this.beta));
    const delta = Math.floor((cwnd * betaScale) / 8);
    if (delta > 0) {
      while (this.ackCnt > delta) {
        this.ackCnt -= delta;
        this.tcpCwnd++;
      }
    }
    if (this.renoFriendly && this.tcpCwnd > cwnd) {
      const maxCnt = Math.floor(cwnd / (this.tcpCwnd - cwnd));
      if (this.cnt > maxCnt) this.cnt = maxCnt;
    }
    this.cnt = Math.max(this.cnt, 2);
  }

  /** Linux bictcp_recalc_ssthresh: W_max (with fast convergence) and ssthresh = max(β·W, 2). */
  private recalcSsthresh(cwndSegments: number): number {
    const w = Math.floor(cwndSegments);
    this.epochStartSec = -1;
    this.lastMaxCwnd = w < this.lastMaxCwnd && this.fastConvergence ? Math.floor((w * (1 + this.beta)) / 2) : w;
    return Math.max(Math.floor(w * this.beta), 2);
  }

  onFastRetransmit(s: CcState): LossDecision {
    const ssthresh = this.recalcSsthresh(s.cwnd);
    this.pendingSsthresh = null;
    return { ssthresh, cwnd: ssthresh };
  }

  onTimeout(s: CcState): LossDecision {
    const ssthresh = this.recalcSsthresh(s.cwnd);
    this.pendingSsthresh = null;
    // Linux bictcp_state(TCP_CA_Loss): forget W_max and start HyStart over.
    this.lastMaxCwnd = 0;
    this.delayMinSec = Infinity;
    this.found = false;
    this.endDelivered = 0;
    return { ssthresh, cwnd: 1 };
  }

  observe(_s: CcState): CcObservables {
    const o = this.observed;
    o.cubicWmax = this.lastMaxCwnd > 0 ? this.lastMaxCwnd : NaN;
    o.cubicK = this.epochStartSec >= 0 ? this.kSec : NaN;
    o.cubicEpochSec = this.epochStartSec >= 0 ? this.epochStartSec : NaN;
    o.cubicOrigin = this.epochStartSec >= 0 ? this.originPoint : NaN;
    o.cubicC = this.c;
    o.cubicRenoCwnd = this.epochStartSec >= 0 ? this.tcpCwnd : NaN;
    o.minRttSec = Number.isFinite(this.delayMinSec) ? this.delayMinSec : NaN;
    return o;
  }

  setParam(key: string, value: number): void {
    if (key === 'cubicC') this.c = value;
    else if (key === 'cubicBeta') this.beta = value;
    else if (key === 'fastConvergence') this.fastConvergence = value === 1;
    else if (key === 'hystart') this.hystart = value === 1;
    else if (key === 'renoFriendly') this.renoFriendly = value === 1;
    else throw new RangeError(`CUBIC has no parameter "${key}"`);
  }
}

export const cubic = defineVariant({
  id: 'cubic',
  label: 'CUBIC',
  summary: 'Loss-based, made for long fat pipes: after a loss the window follows a cubic curve in time back to where it was (W_max) and beyond; the default of Linux, Windows and macOS.',
  params: PARAMS,
  link: {
    tag: 'Q',
    keys: {
      cubicC: { code: 'K', initial: 0.4 },
      cubicBeta: { code: 'B', initial: 0.7 },
      fastConvergence: { code: 'F', initial: 1 },
      hystart: { code: 'H', initial: 1 },
      renoFriendly: { code: 'Y', initial: 1 },
    },
  },
  observables: [
    { key: 'cubicWmax', label: 'W_max', unit: 'packets', description: 'CUBIC: the window at the last loss (lowered by fast convergence), the plateau of the cubic curve.' },
    { key: 'cubicK', label: 'K', unit: 's', description: 'CUBIC: the time from the start of the epoch at which the curve returns to W_max.' },
    { key: 'cubicEpochSec', label: 'Epoch start', unit: 's', description: 'CUBIC: when the current epoch (the first ACK of congestion avoidance after a loss) began.' },
    { key: 'cubicOrigin', label: 'Origin', unit: 'packets', description: 'CUBIC: the window the curve is centred on (W_max, or cwnd if it was above W_max).' },
    { key: 'cubicC', label: 'C', unit: 'segments/s³', description: 'CUBIC: the scaling constant in effect.' },
    { key: 'cubicRenoCwnd', label: 'W_est', unit: 'packets', description: "CUBIC: the Reno-friendly estimate, AIMD's window over the same epoch." },
    { key: 'minRttSec', label: 'Min RTT', unit: 's', description: 'The smallest RTT sample seen (per-ACK samples).' },
  ],
  ns2: { unsupported: 'ns-2.35 has no CUBIC agent', advice: 'compare CUBIC flows with ns-3 (npm run ns3:reference) or our engine only' },
  ns3: {
    typeId: 'ns3::TcpCubic',
    attributes: (k) => [['C', String(k.cubicC)], ['Beta', String(k.cubicBeta)], ['FastConvergence', k.fastConvergence === 1 ? 'true' : 'false'], ['HyStart', k.hystart === 1 ? 'true' : 'false']],
  },
  create: (k) => new OpsCongestionControl('cubic', new CubicOps(k)),
});
