// The variant state charts' arithmetic on hand-built values: RFC 9438's cubic window, the curve
// under a trace, BBR's state codes and band categories; and the chart model's state spans and
// time marks on a ten-sample source.
import { describe, expect, it } from 'vitest';
import { buildChartModel, type StateSpec, type TimeSource } from '../../../src/ui/charts/chartModel';
import {
  bbrCategories,
  bbrStateCodesInto,
  cubicCurveInto,
  cubicProjection,
  cubicSpec,
  cubicWindow,
  drawsChart,
  latestFinite,
  observable,
  projectionEndSec,
  VARIANT_CHART_IDS,
} from '../../../src/ui/charts/variantChartSpecs';
import { TCP_VARIANTS } from '../../../src/sim/tcp/registry';
import { cubicK } from '../../../src/sim/tcp/variants/Cubic';
import { MODERN_FLOWS, syntheticModernStore } from './synthetic';
import { deltaE, labOver } from './colorVision';

describe('cubicWindow: W(t) = C·(t − K)³ + W_max (RFC 9438, C = 0.4, W_max = 100, cwnd after the loss 70)', () => {
  // K = ∛((100 − 70)/0.4) = ∛75 = 4.2172 s.
  const K = Math.cbrt(75);
  it.each([
    { name: 'at the epoch start: the window after the cut', t: 0, w: 70 },
    { name: 'one second in: concave, fast', t: 1, w: 100 - 0.4 * (K - 1) ** 3 },
    { name: 'at K: back at W_max', t: K, w: 100 },
    { name: 'one second either side of K: 0.4 below and above', t: K - 1, w: 99.6 },
    { name: 'one second past K', t: K + 1, w: 100.4 },
    { name: 'five seconds past K: 0.4·125 above', t: K + 5, w: 150 },
  ])('$name', ({ t, w }) => {
    expect(cubicWindow(0.4, K, 100, t)).toBeCloseTo(w, 9);
  });
});

describe('cubicCurveInto', () => {
  it('draws each sample on the curve of its own epoch, and nothing outside an epoch', () => {
    const time = [0, 1, 2, 3, 4, 5, 6];
    // No epoch until 2 s (slow start), an epoch from 2 s (K 1 s, W_max 50), none while recovering at 5 s, a new one from 6 s.
    const epoch = [NaN, NaN, 2, 2, 2, NaN, 6];
    const k = [NaN, NaN, 1, 1, 1, NaN, 0];
    const origin = [NaN, NaN, 50, 50, 50, NaN, 30];
    const c = [0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4];
    const out = Array.from(cubicCurveInto(time, epoch, k, origin, c, 7, new Float32Array(8)));
    // 50 − 0.4 at the epoch start, 50 at K, 50.4 one second past it; 30 at the new epoch's start (K = 0).
    expect(out.map((v) => (Number.isNaN(v) ? null : Math.round(v * 1000) / 1000))).toEqual([null, null, 49.6, 50, 50.4, null, 30]);
  });

  it('leaves out samples before their epoch started (a stale epoch is never drawn backwards)', () => {
    expect(Number.isNaN(cubicCurveInto([1], [2], [1], [50], [0.4], 1, new Float32Array(1))[0])).toBe(true);
  });
});

describe('the projected curve: W_max = 100, β = 0.7 (cwnd 70 after the loss), C = 0.4', () => {
  // By hand: K = ∛(W_max·(1 − β)/C) = ∛(100·0.3/0.4) = ∛75 = 4.2172 s; the curve is 10 % above
  // W_max (110) when 0.4·(t − K)³ = 10, t − K = ∛25 = 2.9240 s: t = 7.1412 s; 1.2·K = 5.0607 s.
  const K = 4.2172;
  it('K is what the CUBIC module computes', () => {
    expect(cubicK(0.4, 100, 70)).toBeCloseTo(K, 4);
  });

  it('ends where the curve is 10 % above W_max, past 1.2·K', () => {
    expect(projectionEndSec(0.4, cubicK(0.4, 100, 70), 100)).toBeCloseTo(7.1412, 4);
    // K = 0 (the epoch began above W_max: origin = cwnd = 100): ∛25 s of convex growth.
    expect(projectionEndSec(0.4, 0, 100)).toBeCloseTo(2.924, 3);
    // A flat curve (huge C) ends at 1.2·K.
    expect(projectionEndSec(1e9, 10, 100)).toBeCloseTo(12, 6);
  });

  it('runs from the latest sample (1 s into an epoch that began at 10 s) through K to its end', () => {
    const p = cubicProjection(10, cubicK(0.4, 100, 70), 100, 0.4, 11)!;
    const t = Array.from(p.timeSec);
    const w = Array.from(p.values);
    expect(t[0]).toBe(11);
    // 100 − 0.4·(4.2172 − 1)³ = 100 − 0.4·33.300 = 86.68.
    expect(w[0]).toBeCloseTo(86.68, 2);
    expect(t[t.length - 1]).toBeCloseTo(17.1412, 4);
    expect(w[w.length - 1]).toBeCloseTo(110, 6);
    // K itself is a point, at W_max exactly; times increase.
    const atK = t.findIndex((x) => Math.abs(x - 14.2172) < 1e-4);
    expect(w[atK]).toBeCloseTo(100, 9);
    expect(t.every((x, i) => i === 0 || x > t[i - 1])).toBe(true);
    // Concave before K, convex after: below W_max, then above it.
    expect(w.slice(0, atK).every((v) => v < 100)).toBe(true);
    expect(w.slice(atK + 1).every((v) => v > 100)).toBe(true);
  });

  it('is none outside an epoch, before its start, or once the latest sample is past its end', () => {
    expect(cubicProjection(NaN, NaN, NaN, 0.4, 11)).toBeNull();
    expect(cubicProjection(10, K, 100, 0.4, 9)).toBeNull();
    expect(cubicProjection(10, K, 100, 0.4, 17.2)).toBeNull();
  });
});

describe('cubicSpec ahead of the latest sample (the synthetic trace cut at 14 s, 1.5 s into an epoch with K = 4.93 s)', () => {
  const store = syntheticModernStore();
  store.truncateAfter(14);
  const { main } = cubicSpec(store, MODERN_FLOWS[0]);
  // The epoch began at 12.5 s with W_max 157 and cwnd 109: K = ∛((157 − 109)/0.4) = ∛120 = 4.932 s.
  it('widens the live view to 1.2·K past the epoch start: 12.5 + 1.2·4.932 = 18.42 s', () => {
    expect(main.leadSec).toBeCloseTo(18.418, 2);
  });

  it('projects the curve from the latest sample to 10 % above W_max: 12.5 + 4.932 + ∛(15.7/0.4) = 20.83 s, 172.7 packets', () => {
    const [p] = main.curves!;
    expect(p.key).toBe('projected');
    expect(p.timeSec[0]).toBeCloseTo(store.lastTime, 6);
    expect(p.timeSec[p.timeSec.length - 1]).toBeCloseTo(20.83, 2);
    expect(p.values[p.values.length - 1]).toBeCloseTo(172.7, 1);
    // It starts where the drawn curve ends.
    const curve = main.series.find((s) => s.key === 'curve')!;
    expect(p.values[0]).toBeCloseTo(curve.values[store.length - 1], 3);
  });

  it('at the end of the trace (20 s) K (17.43 s) is behind: no widening (18.42 s is in view), and the projection still runs on to 20.83 s', () => {
    const full = cubicSpec(syntheticModernStore(), MODERN_FLOWS[0]).main;
    expect(full.leadSec).toBeCloseTo(18.418, 2);
    expect(full.curves).toHaveLength(1);
    expect(full.curves![0].timeSec[0]).toBeCloseTo(20, 6);
  });
});

describe('latestFinite', () => {
  it('finds the newest sample with a value', () => {
    expect(latestFinite([1, NaN, 3, NaN, NaN], 4)).toBe(2);
    expect(latestFinite([NaN, NaN], 1)).toBe(-1);
  });
});

describe('BBR state codes and categories', () => {
  const names = observable('bbrState').values!;

  it('reads the state names from the BBR module', () => {
    expect(names).toEqual(['STARTUP', 'DRAIN', 'PROBE_BW', 'PROBE_RTT']);
  });

  it.each([
    { state: 0, gain: 2.885, code: 0, label: 'STARTUP' },
    { state: 1, gain: 0.347, code: 4, label: 'DRAIN' },
    { state: 2, gain: 1, code: 8, label: 'PROBE_BW, cruising (gain 1)' },
    { state: 2, gain: 1.25, code: 9, label: 'PROBE_BW, probing (gain above 1)' },
    { state: 2, gain: 0.75, code: 10, label: 'PROBE_BW, draining (gain below 1)' },
    { state: 3, gain: 1, code: 12, label: 'PROBE_RTT' },
  ])('state $state at gain $gain: code $code, "$label"', ({ state, gain, code, label }) => {
    const [c] = bbrStateCodesInto([state], [gain], names.indexOf('PROBE_BW'), 1, new Float32Array(1));
    expect(c).toBe(code);
    expect(bbrCategories(names).find((x) => x.code === code)?.label).toBe(label);
  });

  it('has no code before the first sample of a state', () => {
    expect(Number.isNaN(bbrStateCodesInto([NaN], [NaN], 2, 1, new Float32Array(1))[0])).toBe(true);
  });

  it('tells every category apart by colour or strength, and writes a short name in wide spans', () => {
    const cats = bbrCategories(names);
    expect(new Set(cats.map((c) => `${c.color}/${c.opacity}`)).size).toBe(cats.length);
    expect(cats.filter((c) => c.short === c.label).map((c) => c.short)).toEqual(['STARTUP', 'DRAIN', 'PROBE_RTT']);
  });

  // ΔE 10 is a difference seen at a glance on a projected band; 2 is the smallest seen side by side.
  it.each(['normal', 'deuteranopia', 'protanopia'] as const)('keeps every two states at least ΔE 10 apart over white (%s vision)', (vision) => {
    const cats = bbrCategories(names);
    for (let i = 0; i < cats.length; i++) {
      for (let j = i + 1; j < cats.length; j++) {
        const d = deltaE(labOver(cats[i].color, cats[i].opacity, vision), labOver(cats[j].color, cats[j].opacity, vision));
        expect(d, `${cats[i].label} / ${cats[j].label}`).toBeGreaterThanOrEqual(10);
      }
    }
  });
});

describe('which flows draw which state chart (from the modules’ observables)', () => {
  it('CUBIC’s chart draws CUBIC, BBR’s draws BBR, and no other variant draws either', () => {
    for (const id of VARIANT_CHART_IDS) {
      expect(TCP_VARIANTS.filter((v) => drawsChart(id, v))).toEqual([id]);
      expect(drawsChart(id, 'cbr')).toBe(false);
    }
  });
});

describe('chart model: state spans and time marks', () => {
  // Ten samples a second apart on a 100 px plot over 0–10 s: 10 px a second.
  const time = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const data: TimeSource = { length: 10, time, indexAt: (t) => Math.min(9, Math.floor(t)) };
  const states: StateSpec = {
    key: 'state',
    label: 'state',
    codes: [0, 0, 0, 1, 1, NaN, 2, 2, 2, 2],
    categories: [
      { code: 0, label: 'zero', short: 'Z', color: '#E69F00', opacity: 0.3 },
      { code: 1, label: 'one', short: 'ONE-A-LONG-NAME', color: '#56B4E9', opacity: 0.3 },
      { code: 2, label: 'two', short: 'T', color: '#009E73', opacity: 0.2 },
    ],
  };
  const model = (over: object = {}) => {
    const m = buildChartModel({ title: 't', data, range: { fromSec: 0, toSec: 10 }, width: 100, height: 100, projector: false, y: { label: 'y', unit: { kind: 'plain', name: '' } }, series: [], states, ...over });
    return { ...m, px: m.plotWidth / 10 };
  };

  it('shades each run of one code from its first sample to the next code’s, to the last sample', () => {
    const m = model();
    expect(m.stateSpans.map((s) => [s.code, s.x / m.px, s.width / m.px])).toEqual([
      [0, 0, 3],
      [1, 3, 2],
      [2, 6, 3],
    ]);
    // A label only where it fits.
    expect(m.stateSpans.map((s) => s.text)).toEqual(['Z', '', 'T']);
    expect(m.legend.map((l) => [l.label, l.kind, l.opacity])).toEqual([
      ['zero', 'band', 0.3],
      ['one', 'band', 0.3],
      ['two', 'band', 0.2],
    ]);
  });

  it('leaves a span narrower than a pixel to the one after it', () => {
    const m = model({ width: 54 }); // 54 − 46 − 12 = 8 px for 10 s: under a pixel a second
    expect(m.stateSpans.every((s) => s.width >= 0.75)).toBe(true);
  });

  it('places a time mark at its time, with its label to the right unless it would leave the plot', () => {
    const m = model({ timeMarks: [{ key: 'k', label: 'K', atSec: 2.5 }, { key: 'late', label: 'a long label', atSec: 9.9, place: 'top' }, { key: 'out', label: 'x', atSec: 11 }] });
    expect(m.timeMarks.map((t) => [t.key, Math.round((t.x / m.px) * 100) / 100, t.anchor, t.place])).toEqual([
      ['k', 2.5, 'start', 'bottom'],
      ['late', 9.9, 'end', 'top'],
    ]);
  });
});
