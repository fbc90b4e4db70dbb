// De Vendictis & Baiocchi's closed-form model (paper 001) of one Vegas (α = β) and one Reno flow
// on a drop-tail bottleneck: average throughputs over a congestion-avoidance cycle, for a link of
// μ packets/s, round-trip propagation T s (queueing excluded), buffer B packets and Vegas's
// post-loss window factor λ. Section 3 for B above the threshold B_th (three phases: both windows
// grow with an empty buffer; both grow while the queue builds; Vegas shrinks to keep α packets
// queued while Reno fills the buffer); Appendix A below it (Vegas behaves like Reno).
//
// The paper's phases are indexed by real-valued mini-cycle numbers a, b, N; we use its closed forms
// for phases 1 and 2 and sum phase 3 over i = b+1, b+2, … ≤ N. Phase 2's Vegas packet count is
// printed (a+1+b)(b−a)/2, a slip for Σ_{i=a+1}^{b} (i − a) = (b−a)(b−a+1)/2; we use the latter.
// Caveat: this evaluation does not reproduce the two model values the paper quotes in its text
// (Vegas/Reno throughput ratio 2.58 at B = 5 and 0.76 at B = 10, μ = 1080, α = 3, λ = 3/4; we get
// about 1.7 and 0.61 with T = 50 ms, and no T gives both), so some detail of the paper's evaluation
// is not recoverable from its text. The validation report shows it as indicative only.

export interface DeVendictisParams {
  /** Bottleneck capacity, packets per second. */
  muPktPerSec: number;
  /** Round-trip propagation delay, seconds. */
  rttSec: number;
  bufferPackets: number;
  /** Vegas α = β, packets. */
  alpha: number;
  /** Vegas window after a loss, as a fraction of the window before it (3/4 in ns-2). */
  lambda: number;
}

export interface DeVendictisResult {
  /** Packets per second. */
  vegasPktPerSec: number;
  renoPktPerSec: number;
  /** Which part of the model applies. */
  regime: 'above-threshold' | 'below-threshold';
  thresholdPackets: number;
}

/** B_th: the buffer at which Vegas's final window equals its equilibrium window (exact root of the paper's equation). */
export function bufferThreshold(p: Omit<DeVendictisParams, 'bufferPackets'>): number {
  // (μT + B + 1)/(3 − 2λ) = α(μT + B)/B  →  B² + (μT + 1 − α(3 − 2λ))B − α(3 − 2λ)μT = 0
  const m = p.muPktPerSec * p.rttSec;
  const k = p.alpha * (3 - 2 * p.lambda);
  const bq = m + 1 - k;
  return (-bq + Math.sqrt(bq * bq + 4 * k * m)) / 2;
}

export function deVendictisThroughput(p: DeVendictisParams): DeVendictisResult {
  const { muPktPerSec: mu, rttSec: T, bufferPackets: B, alpha, lambda } = p;
  const m = mu * T;
  const thresholdPackets = bufferThreshold(p);
  if (B < thresholdPackets) {
    // Appendix A: both windows grow by one per mini-cycle until the buffer overflows.
    const N = ((m + B + 1) * (1 - lambda)) / (3 - 2 * lambda) + 1;
    const pReno = 1.5 * N * (N - 1);
    const pVegas = ((1 + lambda) / (2 * (1 - lambda))) * N * (N - 1);
    const a = 0.5 * (m - (N - 1) / (1 - lambda)) + 1;
    const duration = a * T + ((N - 1) / (1 - lambda) + N - a + 1) * (N - a) / mu;
    return { vegasPktPerSec: pVegas / duration, renoPktPerSec: pReno / duration, regime: 'below-threshold', thresholdPackets };
  }
  const wvN = (alpha * (m + B)) / B;
  const wrN = ((m + B) * (B - alpha)) / B + 1;
  const wr1 = wrN / 2;
  const wv1 = lambda * wvN;
  const N = wrN - wr1 + 1;
  const pReno = N * wr1 + (N * (N - 1)) / 2;
  // Phase 1: empty buffer, both +1 per RTT T.
  const a = 0.5 * (m - wr1 - wv1) + 1;
  const wva = 0.5 * (m + wv1 - wr1);
  const aV = a * wv1 + (a * (a - 1)) / 2;
  const dA = a * T;
  // Phase 2: the queue grows by two packets per mini-cycle until Vegas reaches its equilibrium.
  const b = a + (-(wva - alpha) + Math.sqrt((wva - alpha) ** 2 + 2 * alpha * m)) / 2;
  const dB = (T + (b - a + 1) / mu) * (b - a);
  const bV = (b - a) * wva + ((b - a) * (b - a + 1)) / 2;
  // Phase 3: Vegas holds α packets queued while Reno keeps growing.
  const wrb = wr1 + b - 1;
  let cV = 0;
  let dC = 0;
  for (let i = b + 1; i <= N + 1e-9; i++) {
    const c = wrb + i - b - alpha - m;
    const wv = (-c + Math.sqrt(c * c + 4 * alpha * (wrb + i - b))) / 2;
    const wr = wr1 + i - 1;
    cV += wv;
    dC += (wr + wv) / mu;
  }
  const duration = dA + dB + dC;
  return { vegasPktPerSec: (aV + bV + cV) / duration, renoPktPerSec: pReno / duration, regime: 'above-threshold', thresholdPackets };
}
