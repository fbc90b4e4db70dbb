import { describe, expect, it } from 'vitest';
import { activeTcpFlows, camSpec, diffSpec, throughputSpec } from '../../../src/ui/charts/labChartSpecs';
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

describe('the fair-share line counts the flows sharing the link now', () => {
  const store = syntheticStore(); // runs to 20 s; Vegas 3 started at 8 s
  it('started and not stopped: a stopped flow no longer divides the link', () => {
    expect(activeTcpFlows(store, FLOWS)).toBe(3);
    const stopped = FLOWS.map((f) => (f.index === 0 ? { ...f, stopSec: 15 } : f));
    expect(activeTcpFlows(store, stopped)).toBe(2);
    const rule = throughputSpec({ store, flows: stopped, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 }).rules[0];
    expect(rule.value).toBe(0.75e6);
    expect(rule.label).toBe('fair share 750 kb/s (link / 2)');
    // A stop still ahead does not count yet.
    expect(activeTcpFlows(store, FLOWS.map((f) => (f.index === 0 ? { ...f, stopSec: 25 } : f)))).toBe(3);
  });
});
