// CUBIC (RFC 9438, Linux tcp_cubic.c) on hand-built states: the cubic curve and K, the loss
// response with fast convergence, the window at given times after a loss against the RFC's
// W(t) = C·(t − K)³ + W_max, the Reno-friendly region; and whole runs that keep the invariants.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import type { AckSample, CcState } from '../../../src/sim/tcp/CongestionOps';
import { CubicOps, cubicK, cubicTarget } from '../../../src/sim/tcp/variants/Cubic';
import { checkInvariants } from '../invariants';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

const DEFAULTS = { cubicC: 0.4, cubicBeta: 0.7, fastConvergence: 1, hystart: 0, renoFriendly: 1 };

/** A connection state an algorithm can read, set by hand. */
function state(o: Partial<CcState> = {}): CcState & { nowSec: number; cwnd: number; ssthresh: number } {
  return { nowSec: 0, cwnd: 10, ssthresh: 1e4, maxWindow: 1e4, inFlight: 10, delivered: 0, inRecovery: false, segmentWireBytes: 1040, srttSec: 0.1, ...o };
}

const ack = (rttSec = NaN): AckSample => ({
  ackedSegments: 1, isNewAck: true, rttSec, deliveryRate: NaN, sampleDelivered: 1, priorDelivered: 0, isAppLimited: false, priorInFlight: 0,
});

describe('the cubic curve', () => {
  it.each([
    // K = ∛((W_max − W₀)/C): ∛(30 / 0.4) = ∛75 = 4.2172 s; ∛(100 / 0.4) = ∛250 = 6.2996 s; none above W_max.
    { wMax: 100, w0: 70, c: 0.4, k: 4.2172 },
    { wMax: 200, w0: 100, c: 0.4, k: 6.2996 },
    { wMax: 50, w0: 60, c: 0.4, k: 0 },
  ])('K for W_max $wMax, cwnd $w0, C $c is $k s', ({ wMax, w0, c, k }) => {
    expect(cubicK(c, wMax, w0)).toBeCloseTo(k, 4);
  });

  it.each([
    // W(t) = C·(t − K)³ + W_max, in whole segments below / above the plateau (Linux's integer delta).
    { t: 0, want: 70 }, // 100 − ⌊0.4 · 75⌋ = 70: the curve starts at β·W_max
    { t: 1, want: 87 }, // 100 − ⌊0.4 · 3.2172³⌋ = 100 − ⌊13.32⌋
    { t: 4.2172, want: 100 }, // the plateau
    { t: 6.2172, want: 103 }, // 100 + ⌊0.4 · 8⌋
    { t: 9.2172, want: 150 }, // 100 + ⌊0.4 · 125⌋
  ])('W_cubic($t s) = $want after a loss at 100 (K = 4.2172 s)', ({ t, want }) => {
    expect(cubicTarget(0.4, cubicK(0.4, 100, 70), 100, t)).toBe(want);
  });
});

describe('the loss response', () => {
  it.each([
    // ssthresh = max(⌊β·W⌋, 2); W_max = W, or W·(1 + β)/2 with fast convergence below the old W_max.
    { name: 'first loss at 100', prior: 0, w: 100, fc: 1, ssthresh: 70, wMax: 100 },
    { name: 'loss at 80 below W_max 100, fast convergence', prior: 100, w: 80, fc: 1, ssthresh: 56, wMax: 68 },
    { name: 'loss at 80 below W_max 100, no fast convergence', prior: 100, w: 80, fc: 0, ssthresh: 56, wMax: 80 },
    { name: 'loss at 2', prior: 0, w: 2, fc: 1, ssthresh: 2, wMax: 2 },
  ])('$name: ssthresh $ssthresh, W_max $wMax', ({ prior, w, fc, ssthresh, wMax }) => {
    const c = new CubicOps({ ...DEFAULTS, fastConvergence: fc });
    c.lastMaxCwnd = prior;
    const d = c.onFastRetransmit(state({ cwnd: w }));
    expect(d).toEqual({ ssthresh, cwnd: ssthresh });
    expect(c.lastMaxCwnd).toBe(wMax);
  });

  it('a timeout leaves cwnd 1 and forgets W_max (Linux resets CUBIC on a loss timeout)', () => {
    const c = new CubicOps(DEFAULTS);
    c.lastMaxCwnd = 120;
    expect(c.onTimeout(state({ cwnd: 100 }))).toEqual({ ssthresh: 70, cwnd: 1 });
    expect(c.lastMaxCwnd).toBe(0);
  });
});

/**
 * Drives CUBIC in congestion avoidance from just after a loss at W_max (cwnd = β·W_max), with a
 * fixed RTT: each round trip, one ACK per segment of the window, spread over the round. Returns
 * cwnd at the given times after the loss.
 */
function windowAfterLoss(wMax: number, rttSec: number, times: number[], knobs = DEFAULTS): number[] {
  const c = new CubicOps(knobs);
  c.lastMaxCwnd = wMax;
  const s = state({ cwnd: Math.floor(0.7 * wMax), ssthresh: Math.floor(0.7 * wMax) });
  c.delayMinSec = rttSec;
  const out: number[] = [];
  let next = 0;
  while (next < times.length) {
    const n = Math.floor(s.cwnd);
    for (let i = 0; i < n && next < times.length; i++) {
      s.nowSec += rttSec / n;
      s.cwnd = c.cwndAfterAck(s, ack());
      if (s.nowSec >= times[next]) out[next++] = s.cwnd;
    }
  }
  return out;
}

describe('the window at given times after a loss', () => {
  // The RFC's W(t) = C·(t − K)³ + W_max with t counted from the loss plus one RTT (Linux adds the
  // min RTT to t, aiming one round ahead); the window may trail the target by what one RTT adds.
  it.each([
    { wMax: 100, rttSec: 0.1 },
    { wMax: 400, rttSec: 0.05 },
    { wMax: 1000, rttSec: 0.1 },
  ])('W_max $wMax, RTT $rttSec s: within one round of the RFC curve', ({ wMax, rttSec }) => {
    const k = Math.cbrt((0.3 * wMax) / 0.4);
    const times = [0.5 * k, k, k + 1, k + 2];
    const got = windowAfterLoss(wMax, rttSec, times);
    times.forEach((t, i) => {
      const rfc = (tt: number) => 0.4 * (tt - k) ** 3 + wMax;
      // Between the curve one RTT earlier (minus a segment for Linux's integer steps) and the target.
      expect(got[i], `t = ${t.toFixed(2)} s`).toBeGreaterThanOrEqual(Math.floor(rfc(t)) - 1);
      expect(got[i], `t = ${t.toFixed(2)} s`).toBeLessThanOrEqual(Math.ceil(rfc(t + rttSec)) + 1);
    });
  });

  it('with a tiny C the Reno-friendly estimate leads: about 3(1 − β)/(1 + β) = 0.53 segments per RTT', () => {
    // From cwnd 70 (W_max 100, C = 0.01: the cubic barely moves for seconds), 40 RTTs of AIMD at
    // α = 0.529 add 21 segments; Linux's integer beta_scale (15, i.e. one per 1.875·W ACKs) gives 0.533.
    const [w] = windowAfterLoss(100, 0.1, [4.0], { ...DEFAULTS, cubicC: 0.01 });
    expect(w).toBeGreaterThanOrEqual(70 + 19);
    expect(w).toBeLessThanOrEqual(70 + 23);
  });

  it.each([
    // 2 s after a loss at 100 with a 10 ms RTT: the cubic is at 100 − 0.4·(K − 2.01)³ = 95.7 (K = 4.217 s),
    // 200 RTTs of AIMD at 0.533 per RTT would be at 70 + 106.
    { renoFriendly: 1, atLeast: 70 + 100, atMost: 70 + 110 },
    { renoFriendly: 0, atLeast: 94, atMost: 97 },
  ])('on a short RTT the Reno-friendly region sets the pace (renoFriendly $renoFriendly: cwnd in [$atLeast, $atMost] at 2 s)', ({ renoFriendly, atLeast, atMost }) => {
    const [w] = windowAfterLoss(100, 0.01, [2.0], { ...DEFAULTS, renoFriendly });
    expect(w).toBeGreaterThanOrEqual(atLeast);
    expect(w).toBeLessThanOrEqual(atMost);
  });
});

describe('CUBIC in a network', () => {
  const scenario = (buffer: number) => ({
    version: 2, durationSec: 30, seed: 5,
    bottleneck: { rateBps: 10e6, delaySec: 0.02, bufferPackets: buffer },
    flows: [
      { variant: 'cubic', access: { rateBps: 1e8, delaySec: 0.005 } },
      { variant: 'cubic', startSec: 3, access: { rateBps: 1e8, delaySec: 0.015 } },
      { variant: 'newreno', startSec: 1, access: { rateBps: 1e8, delaySec: 0.005 } },
    ],
  });

  it.each([20, 200])('keeps every invariant at every 100 ms (buffer %i)', (buffer) => {
    const sim = new Simulation(validateScenario(scenario(buffer)));
    sim.observe(checkInvariants, 0.1);
    const r = sim.run();
    // The link is used: together the flows deliver at least 80 % of 10 Mb/s of payload.
    expect(r.flows.reduce((a, f) => a + f.goodputBps, 0)).toBeGreaterThan(0.8 * 10e6 * (1000 / 1040));
  });

  it('is deterministic', () => {
    const a = new Simulation(validateScenario(scenario(50))).run();
    const b = new Simulation(validateScenario(scenario(50))).run();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
