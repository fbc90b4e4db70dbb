// Closed-form throughput of a long-lived Reno flow from its loss rate p and round-trip time: what a
// Reno flow's measured goodput is compared with. Pure arithmetic, no simulation. Rates in packets
// per second; multiply by the payload bits of a packet for bit/s.
//
// Mathis, Semke, Mahdavi & Ott, "The macroscopic behavior of the TCP congestion avoidance
// algorithm", CCR 27(3), 1997:  B = (MSS/RTT) · C/√p,  C = √(3/(2b)),  i.e. √(3/2) ≈ 1.22 when every
// segment is ACKed (b = 1, ns-2's TCPSink and ours) and √(3/4) ≈ 0.87 with delayed ACKs (b = 2).
// Assumes a periodic sawtooth: one loss every 1/p packets, always recovered by fast retransmit, no
// timeouts, no window limit, RTT constant. It over-predicts where timeouts take time or the
// receiver window caps the sawtooth.
//
// Padhye, Firoiu, Towsley & Kurose, "Modeling TCP throughput: a simple model and its empirical
// validation", SIGCOMM 1998, the full model (their eq. 31), which adds timeouts and the window cap:
//   E[W]  = (2+b)/(3b) + √(8(1−p)/(3bp) + ((2+b)/(3b))²)            (unconstrained window at a loss)
//   Q̂(w)  = min(1, (1−(1−p)³)(1+(1−p)³(1−(1−p)^(w−3))) / (1−(1−p)^w))  (P[a loss ends in a timeout])
//   f(p)  = 1 + p + 2p² + 4p³ + 8p⁴ + 16p⁵ + 32p⁶                        (backed-off timeout length / T0)
//   E[W] < Wmax:  B = ((1−p)/p + E[W] + Q̂(E[W])/(1−p)) / (RTT·(b·E[W]/2 + 1) + Q̂(E[W])·T0·f(p)/(1−p))
//   otherwise:    B = ((1−p)/p + Wmax + Q̂(Wmax)/(1−p)) / (RTT·(b·Wmax/8 + (1−p)/(p·Wmax) + 2) + Q̂(Wmax)·T0·f(p)/(1−p))
// p is the loss-indication rate (triple duplicate ACKs and timeouts per packet sent), T0 the
// first timeout of a sequence, Wmax the receiver's window, b packets per ACK. Assumes losses are
// independent between rounds and correlated within one (the rest of a round is lost after the
// first loss), fast recovery as Reno, exponential back-off up to 64·T0.

export interface RenoPath {
  /** Loss-indication rate: loss events per packet sent, 0 < p < 1. */
  lossRate: number;
  /** Mean round-trip time, seconds. */
  rttSec: number;
  /** Packets acknowledged by one ACK (1: an ACK per segment; 2: delayed ACKs). Default 1. */
  packetsPerAck?: number;
}

export interface PadhyePath extends RenoPath {
  /** Duration of the first timeout of a sequence, seconds. */
  t0Sec: number;
  /** The largest window the receiver allows, packets. */
  maxWindowPackets: number;
}

function check(p: RenoPath): number {
  if (!(p.lossRate > 0 && p.lossRate < 1)) throw new RangeError(`the loss rate p must be between 0 and 1 (got ${p.lossRate})`);
  if (!(p.rttSec > 0 && Number.isFinite(p.rttSec))) throw new RangeError(`the RTT must be a positive number of seconds (got ${p.rttSec})`);
  const b = p.packetsPerAck ?? 1;
  if (!(b >= 1)) throw new RangeError(`packets per ACK b must be ≥ 1 (got ${b})`);
  return b;
}

/** Mathis's constant C = √(3/(2b)): √(3/2) with an ACK per segment. */
export const mathisConstant = (packetsPerAck = 1): number => Math.sqrt(3 / (2 * packetsPerAck));

/** Mathis et al.: (1/RTT)·√(3/(2bp)), packets/s. */
export function mathisRate(p: RenoPath): number {
  const b = check(p);
  return mathisConstant(b) / (p.rttSec * Math.sqrt(p.lossRate));
}

/** Padhye et al.'s Q̂(w): the probability that a loss in a window of w packets ends in a timeout. */
export function padhyeTimeoutProbability(lossRate: number, windowPackets: number): number {
  const q = 1 - lossRate;
  const q3 = q ** 3;
  return Math.min(1, ((1 - q3) * (1 + q3 * (1 - q ** (windowPackets - 3)))) / (1 - q ** windowPackets));
}

/** Padhye et al.'s f(p): a sequence of timeouts lasts f(p)·T0 on average, per its first one. */
export const padhyeBackoff = (p: number): number => 1 + p + 2 * p ** 2 + 4 * p ** 3 + 8 * p ** 4 + 16 * p ** 5 + 32 * p ** 6;

/** Padhye et al.'s E[W]: the window a loss finds when nothing caps it, packets. */
export function padhyeWindow(lossRate: number, packetsPerAck = 1): number {
  const b = packetsPerAck;
  const k = (2 + b) / (3 * b);
  return k + Math.sqrt((8 * (1 - lossRate)) / (3 * b * lossRate) + k * k);
}

export interface PadhyeResult {
  pktPerSec: number;
  /** Whether the receiver's window, not the loss rate, bounds the window. */
  windowLimited: boolean;
  /** E[W] (or Wmax when window-limited), packets. */
  windowPackets: number;
  /** Q̂ at that window. */
  timeoutProbability: number;
}

/** Padhye et al.'s full model (eq. 31), packets/s. */
export function padhyeRate(path: PadhyePath): PadhyeResult {
  const b = check(path);
  const { lossRate: p, rttSec: rtt, t0Sec: t0, maxWindowPackets: wmax } = path;
  if (!(t0 > 0 && Number.isFinite(t0))) throw new RangeError(`T0 must be a positive number of seconds (got ${t0})`);
  if (!(wmax >= 1)) throw new RangeError(`Wmax must be at least one packet (got ${wmax})`);
  const ew = padhyeWindow(p, b);
  const f = padhyeBackoff(p);
  if (ew < wmax) {
    const q = padhyeTimeoutProbability(p, ew);
    const pkt = ((1 - p) / p + ew + q / (1 - p)) / (rtt * ((b * ew) / 2 + 1) + (q * t0 * f) / (1 - p));
    return { pktPerSec: pkt, windowLimited: false, windowPackets: ew, timeoutProbability: q };
  }
  const q = padhyeTimeoutProbability(p, wmax);
  const pkt = ((1 - p) / p + wmax + q / (1 - p)) / (rtt * ((b * wmax) / 8 + (1 - p) / (p * wmax) + 2) + (q * t0 * f) / (1 - p));
  return { pktPerSec: pkt, windowLimited: true, windowPackets: wmax, timeoutProbability: q };
}
