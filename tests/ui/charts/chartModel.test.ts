import { describe, expect, it } from 'vitest';
import { G, flowIndex, rowStride } from '../../../src/sim/metrics/Sampler';
import { LiveColumns } from '../../../src/ui/charts/liveColumns';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import {
  buildChartModel,
  CANVAS_COLUMN_PX,
  CANVAS_LINES_FROM,
  formatValue,
  GHOST_OPACITY,
  GHOST_OPACITY_PROJECTOR,
  hoverAt,
  indicesWithin,
  modelDeps,
  nearestIndex,
  sameDeps,
  resolveUnit,
  visibleIndices,
  type SeriesSpec,
} from '../../../src/ui/charts/chartModel';
import { chartCsv, csvField } from '../../../src/ui/charts/exportChart';
import { cwndSpec, throughputSpec, THROUGHPUT_SMOOTH_SEC } from '../../../src/ui/charts/labChartSpecs';
import { ADDED_AT_SEC, FLOWS, syntheticStore } from './synthetic';

/** A one-flow store from [time, cwnd, goodputBps] rows (other fields NaN). */
function tinyStore(rows: [number, number, number][]): TraceStore {
  const stride = rowStride(1);
  const buf = new Float64Array(rows.length * stride).fill(NaN);
  rows.forEach(([t, cwnd, goodput], r) => {
    buf[r * stride] = t;
    buf[r * stride + G + flowIndex('cwnd')] = cwnd;
    buf[r * stride + G + flowIndex('goodputBps')] = goodput;
  });
  const store = new TraceStore(1);
  store.append(buf, stride);
  return store;
}

describe('sample lookup', () => {
  const store = tinyStore([
    [0, 1, 0],
    [1, 2, 0],
    [2, 3, 0],
    [3, 4, 0],
  ]);

  it.each([
    { t: -1, want: 0 },
    { t: 0.4, want: 0 },
    { t: 0.6, want: 1 },
    { t: 2.5, want: 2 }, // a tie goes to the earlier sample
    { t: 9, want: 3 },
  ])('nearest sample to t = $t is #$want', ({ t, want }) => {
    expect(nearestIndex(store, t)).toBe(want);
  });

  it('draws from the sample before the view to the one after it; CSV takes only those inside', () => {
    expect(visibleIndices(store, { fromSec: 0.5, toSec: 2.5 })).toEqual([0, 3]);
    expect(indicesWithin(store, { fromSec: 0.5, toSec: 2.5 })).toEqual([1, 2]);
    expect(indicesWithin(store, { fromSec: 1, toSec: 2 })).toEqual([1, 2]);
    expect(visibleIndices(store, { fromSec: -5, toSec: -1 })).toBeNull();
    expect(visibleIndices(store, { fromSec: 5, toSec: 9 })).toBeNull();
    expect(indicesWithin(store, { fromSec: 1.2, toSec: 1.8 })).toBeNull();
  });
});

describe('hoverAt', () => {
  const store = syntheticStore();

  it('lists every series’ value at the nearest sample, ssthresh inside its cwnd row', () => {
    const spec = cwndSpec({ store, flows: FLOWS, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 });
    const h = hoverAt(store, spec.series, { name: 'packets', factor: 1 }, 10.01)!;
    expect(h.index).toBe(200);
    expect(h.timeSec).toBeCloseTo(10, 5);
    expect(h.rows.map((r) => r.label)).toEqual(['Reno 1', 'Vegas 2', 'Vegas 3']);
    expect(h.rows[0].value).toBe(store.flowColumn(0, 'cwnd')[200]);
    expect(h.rows[0].details).toEqual([{ label: 'ssthresh', text: formatValue(store.flowColumn(0, 'ssthresh')[200], { name: '', factor: 1 }) }]);
  });

  it('shows "–" for a flow that did not exist yet', () => {
    const spec = cwndSpec({ store, flows: FLOWS, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 });
    const h = hoverAt(store, spec.series, { name: 'packets', factor: 1 }, ADDED_AT_SEC - 1)!;
    expect(h.rows[2].text).toBe('–');
  });

  it('gives a smoothed series’ average over its window', () => {
    const spec = throughputSpec({ store, flows: FLOWS, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 });
    const h = hoverAt(store, spec.series, { name: 'b/s', factor: 1 }, 5)!;
    // Samples every 0.05 s, equal intervals: the mean of the samples in (5 − 0.5, 5], i.e. 10 of them.
    const g = store.flowColumn(1, 'goodputBps');
    const n = Math.round(THROUGHPUT_SMOOTH_SEC / 0.05);
    let sum = 0;
    for (let i = h.index - n + 1; i <= h.index; i++) sum += g[i];
    expect(h.rows[1].value).toBeCloseTo(sum / n, 0);
  });
});

describe('units', () => {
  it.each([
    { v: 999, want: 'b/s' },
    { v: 1500, want: 'kb/s' },
    { v: 1.5e6, want: 'Mb/s' },
    { v: 2e9, want: 'Gb/s' },
  ])('a bit rate of $v is shown in $want', ({ v, want }) => {
    expect(resolveUnit({ kind: 'bitrate' }, v).name).toBe(want);
  });

  it('formats to 4 significant digits in the unit, "–" when missing', () => {
    expect(formatValue(0.0421, { name: 'ms', factor: 1000 })).toBe('42.1');
    expect(formatValue(750_000, resolveUnit({ kind: 'bitrate' }, 750_000))).toBe('750');
    expect(formatValue(NaN, { name: '', factor: 1 })).toBe('–');
  });
});

describe('buildChartModel', () => {
  const store = syntheticStore();
  const spec = cwndSpec({ store, flows: FLOWS, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 });
  const model = buildChartModel({
    title: 'Congestion window',
    data: store,
    range: { fromSec: 0, toSec: 20 },
    width: 600,
    height: 200,
    projector: false,
    y: spec.y,
    series: spec.series,
    markers: store.markers,
  });

  it('scales y to the windows, not to ssthresh (10 000 before the first loss)', () => {
    const maxCwnd = Math.max(...Array.from(store.flowColumn(0, 'cwnd').subarray(0, store.length)));
    expect(model.yDomain[0]).toBe(0);
    expect(model.yDomain[1]).toBeGreaterThanOrEqual(maxCwnd * 1.2);
    expect(model.yDomain[1]).toBeLessThan(100);
  });

  it('has a line per series, its x within the plot, and at most 2 points per pixel column', () => {
    expect(model.lines.map((l) => l.key)).toEqual(['cwnd-0', 'ssthresh-0', 'cwnd-1', 'ssthresh-1', 'cwnd-2', 'ssthresh-2']);
    for (const l of model.lines) {
      const points = l.d.split(/[ML]/).filter(Boolean);
      expect(points.length).toBeLessThanOrEqual(2 * (model.plotWidth + 1));
      for (const p of points) {
        const x = Number(p.split(',')[0]);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(model.plotWidth);
      }
    }
  });

  it('starts a flow added live where it was added', () => {
    const d = model.lines.find((l) => l.key === 'cwnd-2')!.d;
    const x0 = Number(d.slice(1).split(',')[0]);
    expect(x0).toBe(Math.floor((ADDED_AT_SEC / 20) * model.plotWidth));
  });

  it('places change markers on the time axis', () => {
    // Plot width 600 − 46 − 12 = 542 px for 20 s: 8 s → 216.8 px, 12.5 s → 338.75, rounded to 338.8.
    expect(model.plotWidth).toBe(542);
    expect(model.markers.map((m) => [m.atSec, m.x, m.label])).toEqual([
      [8, 216.8, 'added flow Vegas 3'],
      [12.5, 338.8, 'Vegas 2: α → 2'],
    ]);
  });

  it('summarises the chart for its aria-label', () => {
    expect(model.summary).toMatch(/^Congestion window: cwnd \(packets\) against time, 0\.00 to 20\.00 s\. At 20\.00 s: Reno 1 [\d.]+, Vegas 2 \d+, Vegas 3 \d+\. 2 changes marked\.$/);
  });

  it('keeps ssthresh out of the legend and shows y ticks in the unit', () => {
    expect(model.legend.map((l) => l.label)).toEqual(['Reno 1', 'Vegas 2', 'Vegas 3']);
    expect(model.yTitle).toBe('cwnd (packets)');
    expect(model.yTicks[0]).toEqual({ pos: model.plotHeight, label: '0' });
  });
});

describe('chartCsv', () => {
  const store = tinyStore([
    [0, 2, 1000],
    [0.25, 3, 3000],
    [0.5, 4.5, NaN],
    [0.75, 6, 5000],
  ]);
  const series: SeriesSpec[] = [
    { key: 'cwnd', label: 'Reno, "fast"', values: store.flowColumn(0, 'cwnd'), color: '#000' },
    { key: 'g', label: 'goodput', values: store.flowColumn(0, 'goodputBps'), color: '#000', smoothSec: 0.5 },
  ];

  it('writes time and each series in view, smoothed as drawn, labels quoted (RFC 4180)', () => {
    const csv = chartCsv(store, { fromSec: 0.1, toSec: 0.8 }, { kind: 'plain', name: 'packets' }, series);
    // goodput at 0.75 s: the samples in (0.25, 0.75] with values (the NaN one is left out), each weighted by its 0.25 s interval.
    expect(csv).toBe(
      ['time (s),"Reno, ""fast"" (packets)","goodput, 0.5 s average (packets)"', '0.25,3,3000', '0.5,4.5,', '0.75,6,5000', ''].join('\n'),
    );
  });

  it('writes bit rates in b/s whatever the axis shows', () => {
    const csv = chartCsv(store, { fromSec: 0, toSec: 0 }, { kind: 'bitrate' }, [series[1]]);
    expect(csv.split('\n')[0]).toBe('time (s),"goodput, 0.5 s average (b/s)"');
    expect(csv.split('\n')[1]).toBe('0,1000');
  });

  it('quotes only when needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
});

describe('modelDeps: when a redraw can be skipped', () => {
  // As the lab does: one LiveColumns kept from frame to frame.
  const live = new LiveColumns();
  const spec = (store: TraceStore) => cwndSpec({ store, flows: FLOWS, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6, live });
  const input = (store: TraceStore, fromSec: number, toSec: number) => ({
    data: store,
    range: { fromSec, toSec },
    width: 600,
    height: 200,
    projector: false,
    ...spec(store),
    markers: store.markers,
  });
  const appendAt = (store: TraceStore, t: number) => {
    const row = new Float64Array(rowStride(3)).fill(1);
    row[0] = t;
    store.append(row, rowStride(3));
  };

  it('a fixed window in the past ignores data arriving after it', () => {
    const store = syntheticStore();
    const before = modelDeps(input(store, 2, 5));
    appendAt(store, 20.05);
    expect(sameDeps(before, modelDeps(input(store, 2, 5)))).toBe(true);
  });

  it('a window reaching the live edge, a new marker, or a new colour, is redrawn', () => {
    const store = syntheticStore();
    const live = modelDeps(input(store, 15, 20.1));
    const past = modelDeps(input(store, 2, 5));
    appendAt(store, 20.05);
    expect(sameDeps(live, modelDeps(input(store, 15, 20.1)))).toBe(false);
    store.addMarker({ atSec: 20.05, label: 'late change' });
    expect(sameDeps(past, modelDeps(input(store, 2, 5)))).toBe(false);
    const recoloured = input(store, 2, 5);
    recoloured.series = recoloured.series.map((s, k) => (k === 0 ? { ...s, color: '#000' } : s));
    expect(sameDeps(modelDeps(input(store, 2, 5)), modelDeps(recoloured))).toBe(false);
  });
});

describe('many lines (200 flows, "Each flow"): drawn on a canvas', () => {
  const store = syntheticStore();
  const cwnd = store.flowColumn(0, 'cwnd');
  const series = (n: number): SeriesSpec[] => Array.from({ length: n }, (_, i) => ({ key: `f${i}`, label: `Flow ${i + 1}`, values: cwnd, color: '#0072B2' }));
  const model = (n: number) =>
    buildChartModel({ title: 'Window', data: store, range: { fromSec: 0, toSec: 20 }, width: 200, height: 200, projector: false, y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets' } }, series: series(n) });

  it(`below ${CANVAS_LINES_FROM} lines: SVG path data; from ${CANVAS_LINES_FROM}: points for the canvas, no path text`, () => {
    const few = model(CANVAS_LINES_FROM - 1);
    expect(few.canvasLines).toBe(false);
    expect(few.lines.every((l) => l.d.startsWith('M') && l.points === undefined)).toBe(true);
    const many = model(CANVAS_LINES_FROM);
    expect(many.canvasLines).toBe(true);
    expect(many.lines).toHaveLength(CANVAS_LINES_FROM);
    expect(many.lines.every((l) => l.d === '' && l.points !== undefined && l.points.length >= 4)).toBe(true);
  });

  it(`columns ${CANVAS_COLUMN_PX} px wide: fewer points (3 samples a pixel here), within the plot, on the same y scale`, () => {
    const few = model(1);
    const many = model(CANVAS_LINES_FROM);
    const xs = Array.from(many.lines[0].points!).filter((_, i) => i % 2 === 0 && !Number.isNaN(_));
    for (const x of xs) {
      expect(x % CANVAS_COLUMN_PX).toBe(0);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(many.plotWidth + CANVAS_COLUMN_PX);
    }
    const svgPoints = few.lines[0].d.split(/[ML]/).filter(Boolean).length;
    expect(xs.length).toBeLessThan(svgPoints * 0.75);
    expect(many.yDomain).toEqual(few.yDomain);
    // The same values: the canvas line's extremes are the SVG line's.
    const ys = (v: number[]) => [Math.min(...v), Math.max(...v)].map((y) => Math.round(y * 10) / 10); // points are Float32
    const canvasYs = Array.from(many.lines[0].points!).filter((v, i) => i % 2 === 1 && !Number.isNaN(v));
    const svgYs = few.lines[0].d.split(/[ML]/).filter(Boolean).map((p) => Number(p.split(',')[1]));
    expect(ys(canvasYs)).toEqual(ys(svgYs));
  });
});

describe('reference line labels', () => {
  it('puts the label of a line too close to the one above to the left of that label', () => {
    const store = syntheticStore();
    const m = buildChartModel({
      title: 'Diff',
      data: store,
      range: { fromSec: 0, toSec: 20 },
      width: 600,
      height: 110,
      projector: false,
      y: { label: 'Diff', unit: { kind: 'plain', name: 'packets' }, domain: [0, 10] },
      series: [],
      rules: [
        { key: 'alpha', label: 'α = 1', value: 1 },
        { key: 'beta', label: 'β = 3', value: 3 },
        { key: 'far', label: 'far', value: 9 },
      ],
    });
    // Plot 64 px for 10 packets: β at 44.8 px, α at 57.6 px, 12.8 px apart: less than an 11 px label needs.
    const at = Object.fromEntries(m.rules.map((r) => [r.key, [r.labelX, r.labelY]]));
    expect(at.far).toEqual([538, 2.4]);
    expect(at.beta).toEqual([538, 40.8]);
    expect(at.alpha).toEqual([538 - 5 * 11 * 0.62 - 11, 53.6].map((v) => Math.round(v * 10) / 10));
  });
});

describe('ghost lines (a branch’s original run)', () => {
  // This run: cwnd 1, 2 at 0 and 1 s. The original: cwnd 10 over 0..4 s, on its own samples.
  const now = tinyStore([
    [0, 1, 0],
    [1, 2, 0],
  ]);
  const original = tinyStore([
    [0, 10, 0],
    [2, 10, 0],
    [4, 10, 0],
  ]);
  const series = (store: TraceStore): SeriesSpec[] => [{ key: 'c', label: 'cwnd', values: store.flowColumn(0, 'cwnd'), color: '#123456' }];
  const markers: never[] = [];
  const input = (ghost: boolean) => ({
    markers,
    title: 'Window',
    data: now,
    range: { fromSec: 0, toSec: 4 },
    width: 300,
    height: 150,
    projector: false,
    y: { label: 'cwnd', unit: { kind: 'plain' as const, name: 'packets' } },
    series: series(now),
    ghost: ghost ? { data: original, series: series(original), label: 'faint: the original run' } : null,
  });

  it('are drawn faint, in the series’ colour, on their own samples, and widen the y scale to fit them', () => {
    const m = buildChartModel(input(true));
    expect(m.ghostLines).toHaveLength(1);
    expect(m.ghostLines[0]).toMatchObject({ key: 'ghost-c', color: '#123456', opacity: GHOST_OPACITY });
    // A flat line at 10 across the whole range: y = the same pixel from x = 0 to the right edge.
    const ys = new Set(m.ghostLines[0].d.split(/[ML]/).filter(Boolean).map((p) => p.split(',')[1]));
    expect(ys.size).toBe(1);
    expect(m.yDomain[1]).toBeGreaterThanOrEqual(10);
    expect(buildChartModel(input(false)).yDomain[1]).toBeLessThan(10);
    expect(m.legend.at(-1)).toMatchObject({ key: 'ghost', label: 'faint: the original run' });
  });

  it('are darker on a projector (still fainter than the run’s own lines), so the back row sees the original', () => {
    const m = buildChartModel({ ...input(true), projector: true });
    expect(m.ghostLines[0].opacity).toBe(GHOST_OPACITY_PROJECTOR);
    expect(GHOST_OPACITY_PROJECTOR).toBeGreaterThanOrEqual(0.5);
    expect(GHOST_OPACITY_PROJECTOR).toBeLessThan(m.lines[0].opacity);
  });

  it('a new ghost, or none, is a new model (redrawn)', () => {
    expect(sameDeps(modelDeps(input(true)), modelDeps(input(false)))).toBe(false);
    expect(sameDeps(modelDeps(input(true)), modelDeps(input(true)))).toBe(true);
  });
});

describe('time axis: tick labels clear of the axis title', () => {
  // Widths measured in Chromium in the app's font at 11 px: a digit 7 px, "time (s)" in semibold 48.4 px.
  const DIGIT_PX = 7;
  const TITLE_PX = 48.4;
  const store = syntheticStore();
  const model = (width: number, fromSec: number, toSec: number) =>
    buildChartModel({ title: 'Window', data: store, range: { fromSec, toSec }, width, height: 200, projector: false, y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets' } }, series: [] });

  it('no written label reaches within 4 px of "time (s)", whatever the width and range', () => {
    for (const width of [320, 390, 440, 560, 640, 880, 1200]) {
      for (const [from, to] of [[0, 10.3], [0, 10.6], [0, 20], [0, 20.5], [5, 15.4], [0, 1.07], [100, 162]]) {
        const m = model(width, from, to);
        for (const t of m.xTicks.filter((x) => x.labelled !== false)) {
          expect(t.pos + (DIGIT_PX * t.label.length) / 2 + 4, `${width} px, ${from}–${to} s, tick ${t.label}`).toBeLessThanOrEqual(m.plotWidth - TITLE_PX);
        }
      }
    }
  });

  it('the ticks further left keep their labels', () => {
    const m = model(640, 0, 20);
    expect(m.xTicks.filter((t) => t.labelled !== false).map((t) => t.label)).toEqual(['0', '2', '4', '6', '8', '10', '12', '14', '16']);
  });
});
