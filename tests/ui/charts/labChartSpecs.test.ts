import { describe, expect, it } from 'vitest';
import { camSpec, diffSpec } from '../../../src/ui/charts/labChartSpecs';
import { ALPHA_CHANGED_AT_SEC, FLOWS, syntheticStore } from './synthetic';

describe('the CAM chart after α was changed mid-run', () => {
  const store = syntheticStore();
  const vegas = FLOWS[1];
  const col = (k: 'expectedRate' | 'baseRttSec') => store.flowColumn(vegas.index, k);
  const before = Array.from(store.time.subarray(0, store.length)).findIndex((t) => t > ALPHA_CHANGED_AT_SEC - 1);
  const after = store.length - 1;

  it('draws the α–β band with the thresholds in effect at each moment, not today’s', () => {
    const band = camSpec(store, vegas, { flow: 1, alpha: 2, beta: 3 }).bands[0];
    const [e, b] = [col('expectedRate'), col('baseRttSec')];
    // Before the change α was 1: the band's upper edge is Expected − 1/BaseRTT; after, Expected − 2/BaseRTT.
    expect(band.upper[before]).toBeCloseTo(e[before] - 1 / b[before], 3);
    expect(band.upper[after]).toBeCloseTo(e[after] - 2 / b[after], 3);
    for (const i of [before, after]) expect(band.lower[i]).toBeCloseTo(e[i] - 3 / b[i], 3);
  });

  it('draws α and β on the Diff panel as lines over time; δ alone for Enhanced Vegas', () => {
    const spec = diffSpec(store, vegas);
    const alpha = spec.series.find((s) => s.key === 'alpha')!.values;
    expect([alpha[before], alpha[after]]).toEqual([1, 2]);
    expect(spec.series.map((s) => s.label)).toEqual(['Diff', 'α', 'β']);
    expect(diffSpec(store, { ...vegas, variant: 'enhanced-vegas' }).series.map((s) => s.label)).toEqual(['Diff', 'δ']);
  });
});
