// Paper 001's closed-form model: its threshold, its two regimes and the trend of Fig. 3, checked
// against values derived by hand from the paper's equations.
import { describe, expect, it } from 'vitest';
import { bufferThreshold, deVendictisThroughput } from '../../../src/experiments/validation/devendictisModel';

const FIG3 = { muPktPerSec: 1080, rttSec: 0.05, alpha: 3, lambda: 0.75 };

describe('De Vendictis & Baiocchi model', () => {
  it('puts the buffer threshold near α(3 − 2λ), the paper\'s approximation', () => {
    // Exact root of B² + (μT + 1 − 4.5)B − 4.5·μT = 0 with μT = 54: (−50.5 + √(50.5² + 972))/2 ≈ 4.43.
    expect(bufferThreshold(FIG3)).toBeCloseTo((-50.5 + Math.sqrt(50.5 ** 2 + 972)) / 2, 9);
    expect(Math.abs(bufferThreshold(FIG3) - 3 * (3 - 2 * 0.75))).toBeLessThan(0.1);
  });

  it.each([2, 3, 4])('below the threshold (B = %i) Vegas/Reno = (1 + λ)/(3(1 − λ)), Appendix A', (B) => {
    const r = deVendictisThroughput({ ...FIG3, bufferPackets: B });
    expect(r.regime).toBe('below-threshold');
    expect(r.vegasPktPerSec / r.renoPktPerSec).toBeCloseTo(1.75 / 0.75, 9);
  });

  it('above it: Vegas loses share as the buffer grows, Reno gains (Fig. 3 trend)', () => {
    const rs = [5, 10, 15, 20, 25, 30, 40, 50].map((B) => deVendictisThroughput({ ...FIG3, bufferPackets: B }));
    expect(rs.every((r) => r.regime === 'above-threshold')).toBe(true);
    const ratios = rs.map((r) => r.vegasPktPerSec / r.renoPktPerSec);
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]).toBeLessThan(ratios[i - 1]);
    expect(ratios[0]).toBeGreaterThan(1); // small buffers favour Vegas
    expect(ratios.at(-1)!).toBeLessThan(0.2); // large ones starve it
  });
});
