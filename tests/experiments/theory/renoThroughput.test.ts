import { describe, expect, it } from 'vitest';
import { mathisConstant, mathisRate, padhyeBackoff, padhyeRate, padhyeTimeoutProbability, padhyeWindow } from '../../../src/experiments/theory/renoThroughput';

describe('Mathis et al. (1997)', () => {
  it('C = √(3/2) ≈ 1.2247 with an ACK per segment, √(3/4) ≈ 0.8660 with delayed ACKs', () => {
    expect(mathisConstant()).toBeCloseTo(1.224745, 6);
    expect(mathisConstant(2)).toBeCloseTo(0.866025, 6);
  });

  it.each([
    // (1/RTT)·√(3/(2bp)): p = 0.01, RTT = 100 ms, b = 1 → 10 · √150 = 10 · 12.247449 = 122.47449 packets/s
    // (979.8 kb/s with 1000-byte packets).
    { p: 0.01, rtt: 0.1, b: 1, rate: 122.47449 },
    // b = 2: 10 · √75 = 86.60254.
    { p: 0.01, rtt: 0.1, b: 2, rate: 86.60254 },
    // p = 0.0004, RTT = 50 ms: 20 · √3750 = 20 · 61.237244 = 1224.7449.
    { p: 0.0004, rtt: 0.05, b: 1, rate: 1224.7449 },
  ])('p = $p, RTT = $rtt s, b = $b: $rate packets/s', ({ p, rtt, b, rate }) => {
    expect(mathisRate({ lossRate: p, rttSec: rtt, packetsPerAck: b })).toBeCloseTo(rate, 3);
  });

  it('halves when the RTT doubles and when p quadruples', () => {
    const r = mathisRate({ lossRate: 0.01, rttSec: 0.1 });
    expect(mathisRate({ lossRate: 0.01, rttSec: 0.2 })).toBeCloseTo(r / 2, 9);
    expect(mathisRate({ lossRate: 0.04, rttSec: 0.1 })).toBeCloseTo(r / 2, 9);
  });

  it('refuses a loss rate outside (0, 1)', () => {
    expect(() => mathisRate({ lossRate: 0, rttSec: 0.1 })).toThrow(/between 0 and 1/);
  });
});

describe('Padhye et al. (1998), full model', () => {
  // p = 0.01, b = 1: E[W] = (2+1)/3 + √(8·0.99/(3·0.01) + 1²) = 1 + √265 = 1 + 16.278821 = 17.278821.
  it('E[W] = 17.2788 at p = 0.01 (b = 1); with b = 2 it is (2/3)(1 + √(3(1−p)/p + 1)) = 12.175', () => {
    expect(padhyeWindow(0.01)).toBeCloseTo(17.278821, 5);
    // (2/3)(1 + √(297 + 1)) = (2/3)(1 + 17.262677) = 12.175118.
    expect(padhyeWindow(0.01, 2)).toBeCloseTo(12.175118, 5);
  });

  it('f(0.01) = 1 + 0.01 + 0.0002 + 0.000004 + … = 1.0102041', () => {
    expect(padhyeBackoff(0.01)).toBeCloseTo(1.0102041, 7);
  });

  it('Q̂: a loss in a window of 3 or fewer always ends in a timeout; in a window of 10 at p = 0.01, one in three', () => {
    expect(padhyeTimeoutProbability(0.01, 3)).toBe(1);
    // (1−0.99³)(1 + 0.99³(1 − 0.99⁷)) / (1 − 0.99¹⁰) = 0.029701 · (1 + 0.970299 · 0.067935) / 0.095618
    //   = 0.029701 · 1.065917 / 0.095618 = 0.331097.
    expect(padhyeTimeoutProbability(0.01, 10)).toBeCloseTo(0.331097, 5);
  });

  it('p = 0.01, RTT = 100 ms, T0 = 1 s, Wmax = 100 (not window-limited): 98.83 packets/s', () => {
    // Q̂(17.2788) = 0.029701 · (1 + 0.970299 · (1 − 0.99^14.2788)) / (1 − 0.99^17.2788)
    //            = 0.029701 · (1 + 0.970299 · 0.133686) / 0.159416 = 0.210479.
    // B = (99 + 17.278821 + 0.210479/0.99) / (0.1 · (17.278821/2 + 1) + 0.210479 · 1 · 1.010204 / 0.99)
    //   = 116.491430 / (0.963941 + 0.214776) = 116.491430 / 1.178717 = 98.829 packets/s.
    const r = padhyeRate({ lossRate: 0.01, rttSec: 0.1, t0Sec: 1, maxWindowPackets: 100 });
    expect(r.windowLimited).toBe(false);
    expect(r.timeoutProbability).toBeCloseTo(0.210479, 5);
    expect(r.pktPerSec).toBeCloseTo(98.829, 2);
    // Below Mathis's 122.47 at the same p and RTT: the timeouts cost time.
    expect(r.pktPerSec).toBeLessThan(mathisRate({ lossRate: 0.01, rttSec: 0.1 }));
  });

  it('the same path with Wmax = 10 is window-limited: 66.15 packets/s', () => {
    // B = (99 + 10 + 0.331097/0.99) / (0.1 · (10/8 + 0.99/(0.01·10) + 2) + 0.331097 · 1.010204 / 0.99)
    //   = 109.334441 / (0.1 · 13.15 + 0.337855) = 109.334441 / 1.652855 = 66.149 packets/s (< Wmax/RTT = 100).
    const r = padhyeRate({ lossRate: 0.01, rttSec: 0.1, t0Sec: 1, maxWindowPackets: 10 });
    expect(r.windowLimited).toBe(true);
    expect(r.windowPackets).toBe(10);
    expect(r.pktPerSec).toBeCloseTo(66.149, 2);
  });

  it('approaches Mathis as p → 0 (timeouts vanish) when nothing caps the window', () => {
    const path = { lossRate: 1e-6, rttSec: 0.1 };
    const ratio = padhyeRate({ ...path, t0Sec: 1, maxWindowPackets: 1e9 }).pktPerSec / mathisRate(path);
    expect(ratio).toBeGreaterThan(0.99);
    expect(ratio).toBeLessThan(1.01);
  });

  it('a longer T0 only lowers it', () => {
    const a = padhyeRate({ lossRate: 0.05, rttSec: 0.1, t0Sec: 0.2, maxWindowPackets: 64 }).pktPerSec;
    const b = padhyeRate({ lossRate: 0.05, rttSec: 0.1, t0Sec: 2, maxWindowPackets: 64 }).pktPerSec;
    expect(b).toBeLessThan(a);
  });
});
