import { describe, expect, it } from 'vitest';
import { vegasEquilibrium, vegasJainLowerBound, vegasRate, vegasRateFromRtt } from '../../../src/experiments/theory/vegasEquilibrium';
import { jainIndex } from '../../../src/sim/metrics/jain';

describe('Vegas equilibrium on one bottleneck', () => {
  it("Tsang's rate_j = α_j / (Δ_j − x_j)", () => {
    // α_j = 2 packets, Δ = 30 ms, x = 10 ms: 2 / 0.020 = 100 packets/s.
    expect(vegasRate(2, 0.03, 0.01)).toBeCloseTo(100, 10);
    // x = 0 (BaseRTT exact): 2 / 0.030 = 66.67 packets/s.
    expect(vegasRate(2, 0.03)).toBeCloseTo(66.6667, 3);
    // From what the flow measures: RTT 130 ms, BaseRTT 110 ms → Δ − x = 20 ms → 3 / 0.02 = 150.
    expect(vegasRateFromRtt(3, 0.13, 0.11)).toBeCloseTo(150, 10);
  });

  it('no rate where the flow sees no queue (Δ ≤ x)', () => {
    expect(vegasRate(1, 0.01, 0.01)).toBeNaN();
    expect(vegasRateFromRtt(1, 0.1, 0.12)).toBeNaN();
  });

  it("Low, Peterson & Wang: the queue holds Σα_j and rates are in proportion to α_j", () => {
    // 1.5 Mb/s of 1000-byte packets: c = 1.5e6 / 8000 = 187.5 packets/s. α = (1, 3): queue 4 packets,
    // Δ = 4 / 187.5 = 21.33 ms, rates 1/Δ = 46.875 and 3/Δ = 140.625 packets/s (sum 187.5 = c).
    const eq = vegasEquilibrium(187.5, [1, 3]);
    expect(eq.queuePackets).toBe(4);
    expect(eq.queueDelaySec).toBeCloseTo(0.021333, 6);
    expect(eq.ratesPktPerSec[0]).toBeCloseTo(46.875, 9);
    expect(eq.ratesPktPerSec[1]).toBeCloseTo(140.625, 9);
    // J = 187.5² / (2 · (46.875² + 140.625²)) = 35156.25 / 43945.3125 = 0.8.
    expect(jainIndex(eq.ratesPktPerSec)).toBeCloseTo(0.8, 12);
  });

  it('equal α_j share equally whatever their delays', () => {
    const eq = vegasEquilibrium(1080, [3, 3, 3]);
    expect(eq.queuePackets).toBe(9);
    for (const r of eq.ratesPktPerSec) expect(r).toBeCloseTo(360, 9);
  });

  it("the worst Jain's index Vegas can settle at: two flows, α=1 β=3 → 0.8; α=β → 1", () => {
    // k = 1 of 2 at β: (1+3)² / (2·(1+9)) = 16/20.
    expect(vegasJainLowerBound(1, 3, 2)).toBeCloseTo(0.8, 12);
    expect(vegasJainLowerBound(2, 2, 2)).toBe(1);
    // α=2, β=4, two flows: (2+4)² / (2·(4+16)) = 36/40 = 0.9.
    expect(vegasJainLowerBound(2, 4, 2)).toBeCloseTo(0.9, 12);
    // 4 flows, α=1, β=3: k=1 → 6²/(4·12) = 0.75; k=2 → 8²/(4·20) = 0.8; k=3 → 10²/(4·28) = 0.893: min 0.75.
    expect(vegasJainLowerBound(1, 3, 4)).toBeCloseTo(0.75, 12);
  });

  it('refuses an impossible set-up', () => {
    expect(() => vegasEquilibrium(0, [1])).toThrow(/capacity/);
    expect(() => vegasEquilibrium(100, [0, 1])).toThrow(/α_j > 0/);
    expect(() => vegasJainLowerBound(3, 1, 2)).toThrow(/α ≤ β/);
  });
});
