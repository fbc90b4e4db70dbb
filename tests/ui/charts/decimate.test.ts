import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandPath, binSamples, createColumns, decimate, decimateBand, fmt1, linePath, linePoints, pointsPath, smoothInto } from '../../../src/ui/charts/decimate';
import { seeded } from './synthetic';

const cols = (c: ReturnType<typeof decimate>) =>
  Array.from({ length: c.n }, (_, k) => ({
    x: c.x[k],
    first: c.first[k],
    min: c.min[k],
    max: c.max[k],
    last: c.last[k],
    minFirst: c.minFirst[k],
    gap: c.gap[k],
  }));

describe('decimate (first, min, max, last per pixel column)', () => {
  // Two columns per second: t = 0, 0.25 → column 0; 0.5, 0.75 → 1; 1.0 is NaN; 1.25 → 2; 1.5, 1.75 → 3.
  const time = [0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75];
  const values = [1, 5, 3, 2, NaN, 4, 0, 6];

  it('keeps each column’s extremes, in the order they came, and breaks at NaN', () => {
    expect(cols(decimate(time, values, 0, 0, 7, 0, 2))).toEqual([
      { x: 0, first: 1, min: 1, max: 5, last: 5, minFirst: 1, gap: 1 },
      { x: 1, first: 3, min: 2, max: 3, last: 2, minFirst: 0, gap: 0 },
      { x: 2, first: 4, min: 4, max: 4, last: 4, minFirst: 1, gap: 1 },
      { x: 3, first: 0, min: 0, max: 6, last: 6, minFirst: 1, gap: 0 },
    ]);
  });

  it('draws each column’s min and max in the order they came, one point if equal, moving after a gap', () => {
    const c = decimate(time, values, 0, 0, 7, 0, 2);
    // Column 0: min 1 then max 5; column 1: max 3 then min 2; column 2: 4 alone; column 3: min 0 then max 6.
    expect(linePath(c, { offset: 10, scale: -1 })).toBe('M0,9L0,5L1,7L1,8M2,6L3,10L3,4');
  });

  it('writes a flat run as one segment, and ends it before a gap', () => {
    const c = decimate([0, 1, 2, 3, 4, 5, 6, 7], [5, 5, 5, 5, 6, NaN, 2, 2], 0, 0, 7, 0, 1);
    expect(linePath(c, { offset: 0, scale: 1 })).toBe('M0,5L3,5L4,6M6,2L7,2');
  });

  it('draws a column of many samples as its extremes: two points', () => {
    const c = decimate([0, 0.1, 0.2, 0.3], [2, 0, 9, 3], 0, 0, 3, 0, 1);
    expect(cols(c)).toEqual([{ x: 0, first: 2, min: 0, max: 9, last: 3, minFirst: 1, gap: 1 }]);
    expect(linePath(c, { offset: 0, scale: 1 })).toBe('M0,0L0,9');
  });

  it('reads a window of samples, with values offset (a smoothed scratch array)', () => {
    // Samples 2…3 of the series, their values at scratch[0…1].
    const c = decimate([0, 1, 2, 3], [7, 8], 2, 2, 3, 2, 1);
    expect(cols(c).map((k) => [k.x, k.first])).toEqual([
      [0, 7],
      [1, 8],
    ]);
  });

  it('costs one column per pixel however many samples: 10 000 samples over 100 px', () => {
    const n = 10_000;
    const t = Float32Array.from({ length: n }, (_, i) => i / n);
    const v = Float32Array.from({ length: n }, (_, i) => Math.sin(i));
    const c = decimate(t, v, 0, 0, n - 1, 0, 100, createColumns(4));
    expect(c.n).toBe(100);
    for (let k = 0; k < c.n; k++) {
      expect(c.min[k]).toBeGreaterThanOrEqual(-1);
      expect(c.max[k]).toBeLessThanOrEqual(1);
      expect(c.max[k] - c.min[k]).toBeGreaterThan(1.9); // 100 samples of sin(i) per column span nearly [−1, 1]
    }
  });

  it('gives, for any samples, the entries of a plain per-column split at non-finite values', () => {
    // The oracle: each column's samples split into runs of finite values; a run is one entry, a
    // gap if it is the first or a non-finite value came since the entry before.
    const oracle = (time: number[], values: number[], pxPerSec: number) => {
      const out: ReturnType<typeof cols> = [];
      let gap = true;
      let run: { i: number; v: number }[] = [];
      const close = (x: number) => {
        if (run.length === 0) return;
        const vs = run.map((r) => r.v);
        const min = Math.min(...vs);
        const max = Math.max(...vs);
        const minFirst = vs.indexOf(min) <= vs.indexOf(max) ? 1 : 0;
        out.push({ x, first: vs[0], min, max, last: vs[vs.length - 1], minFirst, gap: gap ? 1 : 0 });
        gap = false;
        run = [];
      };
      for (let i = 0; i < time.length; i++) {
        const x = Math.floor(time[i] * pxPerSec);
        if (i > 0 && x !== Math.floor(time[i - 1] * pxPerSec)) close(Math.floor(time[i - 1] * pxPerSec));
        if (Number.isFinite(values[i])) run.push({ i, v: values[i] });
        else {
          close(x);
          gap = true;
        }
      }
      if (time.length > 0) close(Math.floor(time[time.length - 1] * pxPerSec));
      return out;
    };
    const sample = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom(NaN, Infinity, -Infinity));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), sample), { minLength: 1, maxLength: 60 }), fc.constantFrom(1, 2, 4), (steps, pxPerSec) => {
        // Times rise by 0 to 3 quarter seconds: several samples per column, and empty columns.
        let t = 0;
        const time = steps.map(([dt]) => (t += dt / 4));
        const values = steps.map(([, v]) => v);
        expect(cols(decimate(time, values, 0, 0, time.length - 1, 0, pxPerSec, createColumns(2)))).toEqual(oracle(time, values, pxPerSec));
      }),
    );
  });

  it('bins samples by pixel column once for all series of a chart', () => {
    const b = binSamples([0, 0.25, 0.5, 0.75, 1.0, 1.25], 1, 5, 0, 2);
    expect([b.n, Array.from(b.x.subarray(0, b.n)), Array.from(b.start.subarray(0, b.n + 1))]).toEqual([
      3,
      [0, 1, 2],
      [1, 2, 4, 6],
    ]);
  });

  it('reads a series that ends before the samples do as NaN past its end (a column not yet extended)', () => {
    const short = decimate(time, values.slice(0, 5), 0, 0, 7, 0, 2);
    const cut = decimate(time, [...values.slice(0, 5), NaN, NaN, NaN], 0, 0, 7, 0, 2);
    expect(cols(short)).toEqual(cols(cut));
    const smoothed = smoothInto([0, 1, 2, 3], [10, 20], 0, 3, 2, new Float64Array(4));
    expect(Array.from(smoothed)).toEqual([10, 20, NaN, NaN]);
    const band = decimateBand([1, 2], [3, 4, 5], binSamples([0, 1, 2], 0, 2, 0, 1));
    expect([band.n, band.min[1], band.max[1]]).toEqual([2, 2, 4]);
  });

  it('treats ±Infinity like NaN: a gap, never a coordinate', () => {
    const c = decimate([0, 1, 2], [1, Infinity, 3], 0, 0, 2, 0, 1);
    expect(linePath(c, { offset: 0, scale: 1 })).toBe('M0,1M2,3');
  });

  it('returns no columns for an empty or all-NaN range', () => {
    expect(decimate([0, 1], [NaN, NaN], 0, 0, 1, 0, 1).n).toBe(0);
    expect(decimate([0, 1], [1, 2], 0, 1, 0, 0, 1).n).toBe(0);
  });
});

describe('linePoints (the polyline for a canvas chart)', () => {
  it('is the polyline linePath writes, NaN pairs where it moves', () => {
    const time = [0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75];
    const c = decimate(time, [1, 5, 3, 2, NaN, 4, 0, 6], 0, 0, 7, 0, 2);
    const p = Array.from(linePoints(c, { offset: 10, scale: -1 }));
    expect(p).toEqual([0, 9, 0, 5, 1, 7, 1, 8, NaN, NaN, 2, 6, 3, 10, 3, 4]);
    expect(pointsPath(p)).toBe(linePath(c, { offset: 10, scale: -1 }));
  });

  it('matches linePath on long seeded series with gaps, flat runs and sub-pixel values', () => {
    const rnd = seeded(7);
    const n = 5000;
    const time = Array.from({ length: n }, (_, i) => i * 0.01);
    let v = 10;
    const values = time.map(() => {
      const r = rnd();
      if (r < 0.01) return NaN;
      if (r < 0.5) v += (rnd() - 0.5) * 3.7;
      return v;
    });
    const c = decimate(time, values, 0, 0, n - 1, 0, 13.7);
    const y = { offset: 123.4, scale: -2.35 };
    expect(pointsPath(linePoints(c, y))).toBe(linePath(c, y));
  });
});

describe('decimateBand and bandPath', () => {
  it('closes one polygon per unbroken run: along the top, back along the bottom', () => {
    const c = decimateBand([1, 2, NaN, 1], [3, 4, 5, 2], binSamples([0, 1, 2, 3], 0, 3, 0, 1));
    expect(bandPath(c, { offset: 10, scale: -1 })).toBe('M0,7L1,6L1,8L0,9ZM3,8L3,9Z');
  });

  it('writes, for any columns and map, the polygons a plain string builder writes', () => {
    // The oracle: each run's top forward and bottom backward, every coordinate rounded to 0.1 px
    // and written by String (the shortest decimal), pixels far off the plot clamped as in linePath.
    const tenth = (k: number) => String(Math.max(-1e7, Math.min(1e7, k)) / 10);
    const oracle = (c: ReturnType<typeof createColumns>, y: { offset: number; scale: number }) => {
      const px = (v: number) => tenth(Math.round(y.offset * 10 + y.scale * 10 * v));
      const pt = (cmd: string, j: number, v: number) => `${cmd}${tenth(Math.round(c.x[j] * 10))},${px(v)}`;
      let d = '';
      for (let s = 0; s < c.n; ) {
        let e = s + 1;
        while (e < c.n && !c.gap[e]) e++;
        for (let j = s; j < e; j++) d += pt(j === s ? 'M' : 'L', j, c.max[j]);
        for (let j = e - 1; j >= s; j--) d += pt('L', j, c.min[j]);
        d += 'Z';
        s = e;
      }
      return d;
    };
    const column = fc.record({ lo: fc.double({ min: -1e4, max: 1e4, noNaN: true }), span: fc.double({ min: 0, max: 1e4, noNaN: true }), gap: fc.boolean() });
    fc.assert(
      fc.property(fc.array(column, { maxLength: 40 }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true }), (cs, offset, scale) => {
        const c = createColumns(Math.max(cs.length, 1));
        cs.forEach((col, j) => {
          c.x[j] = j * 2;
          c.min[j] = col.lo;
          c.max[j] = col.lo + col.span;
          c.gap[j] = j === 0 || col.gap ? 1 : 0;
        });
        c.n = cs.length;
        expect(bandPath(c, { offset, scale })).toBe(oracle(c, { offset, scale }));
      }),
    );
  });

  it('takes the lowest lower and highest upper edge in a column, whichever way round they are given', () => {
    const c = decimateBand([1, 4], [3, 0], binSamples([0, 0.5], 0, 1, 0, 1));
    expect([c.n, c.min[0], c.max[0]]).toEqual([1, 0, 4]);
  });
});

describe('smoothInto (trailing, interval-weighted moving average)', () => {
  const time = [0, 1, 2, 3, 4];
  const values = [10, 20, 30, NaN, 50];

  it.each([
    // Weights are the intervals since the previous sample (the first has none, so stands alone).
    { name: 'whole series, 2 s window', i0: 0, i1: 4, want: [10, 20, 25, NaN, 50] },
    { name: 'starting mid-series looks back over the window', i0: 2, i1: 2, want: [25] },
    { name: 'a window shorter than the spacing is the value itself', i0: 1, i1: 2, win: 0.5, want: [20, 30] },
  ])('$name', ({ i0, i1, win, want }) => {
    const out = smoothInto(time, values, i0, i1, win ?? 2, new Float64Array(i1 - i0 + 1));
    expect(Array.from(out)).toEqual(want);
  });
});

describe('fmt1', () => {
  it.each([
    [12, '12'],
    [12.34, '12.3'],
    [12.35, '12.4'],
    [-0.04, '0'],
    [-1.26, '-1.3'],
    [-0.5, '-0.5'],
    [1234567.89, '1234567.9'],
    [0.05, '0.1'],
  ])('%d → %s', (v, want) => {
    expect(fmt1(v)).toBe(want);
  });
});
