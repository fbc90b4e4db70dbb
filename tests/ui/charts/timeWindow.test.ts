import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPAN_SEC,
  MIN_SPAN_SEC,
  followWindow,
  panWindow,
  resolveWindow,
  wheelZoomFactor,
  windowForKey,
  zoomWindow,
} from '../../../src/ui/charts/timeWindow';
import type { TimeWindow } from '../../../src/ui/charts/types';

describe('resolveWindow', () => {
  it.each([
    { name: 'following, run shorter than the span: grows from 0', w: { mode: 'follow', spanSec: 30 } as const, last: 10, want: [0, 30] },
    { name: 'following a longer run: the latest span', w: { mode: 'follow', spanSec: 30 } as const, last: 50, want: [20, 50] },
    { name: 'fixed: as given', w: { mode: 'fixed', fromSec: 3, toSec: 7 } as const, last: 50, want: [3, 7] },
  ])('$name', ({ w, last, want }) => {
    const r = resolveWindow(w, last);
    expect([r.fromSec, r.toSec]).toEqual(want);
  });
});

describe('zoomWindow', () => {
  it.each([
    { name: 'in ×0.5 about the centre', r: [10, 30], f: 0.5, at: 20, last: 100, want: [15, 25] },
    { name: 'in ×0.5 about the left edge keeps the left edge', r: [10, 30], f: 0.5, at: 10, last: 100, want: [10, 20] },
    { name: 'out ×2 about the right edge', r: [10, 30], f: 2, at: 30, last: 100, want: [0, 40] },
    { name: 'out past the whole run stops at the run, inside [0, last]', r: [0, 20], f: 4, at: 10, last: 40, want: [0, 40] },
    { name: 'in to the narrowest span', r: [10, 30], f: 1e-6, at: 20, last: 100, want: [20 - MIN_SPAN_SEC / 2, 20 + MIN_SPAN_SEC / 2] },
  ])('$name', ({ r, f, at, last, want }) => {
    const w = zoomWindow({ fromSec: r[0], toSec: r[1] }, f, at, last);
    expect(w.mode).toBe('fixed');
    if (w.mode !== 'fixed') return;
    expect(w.fromSec).toBeCloseTo(want[0], 9);
    expect(w.toSec).toBeCloseTo(want[1], 9);
  });
});

describe('panWindow', () => {
  it.each([
    { name: 'later by 5 s', r: [10, 20], d: 5, last: 100, want: [15, 25] },
    { name: 'not past the end of the data', r: [90, 100], d: 20, last: 100, want: [90, 100] },
    { name: 'not before 0', r: [3, 13], d: -10, last: 100, want: [0, 10] },
    { name: 'a span wider than the run stays at [0, span]', r: [0, 30], d: 5, last: 10, want: [0, 30] },
  ])('$name', ({ r, d, last, want }) => {
    expect(panWindow({ fromSec: r[0], toSec: r[1] }, d, last)).toEqual({ mode: 'fixed', fromSec: want[0], toSec: want[1] });
  });
});

describe('windowForKey', () => {
  const r = { fromSec: 10, toSec: 20 };
  it.each<{ key: string; want: TimeWindow | null }>([
    { key: 'ArrowLeft', want: { mode: 'fixed', fromSec: 9, toSec: 19 } },
    { key: 'ArrowRight', want: { mode: 'fixed', fromSec: 11, toSec: 21 } },
    { key: '+', want: { mode: 'fixed', fromSec: 11, toSec: 19 } },
    { key: '=', want: { mode: 'fixed', fromSec: 11, toSec: 19 } },
    { key: '-', want: { mode: 'fixed', fromSec: 8.75, toSec: 21.25 } },
    { key: 'Home', want: { mode: 'follow', spanSec: 10 } },
    { key: 'w', want: { mode: 'whole' } },
    { key: 'W', want: { mode: 'whole' } },
    { key: 'x', want: null },
  ])('$key', ({ key, want }) => {
    const w = windowForKey(key, r, 100);
    if (want === null || want.mode !== 'fixed') expect(w).toEqual(want);
    else {
      expect(w?.mode).toBe('fixed');
      if (w?.mode !== 'fixed') return;
      expect(w.fromSec).toBeCloseTo(want.fromSec, 9);
      expect(w.toSec).toBeCloseTo(want.toSec, 9);
    }
  });

  it('Home follows at the span in view; from the whole run, at the default span', () => {
    expect(followWindow({ fromSec: 2, toSec: 62 })).toEqual({ mode: 'follow', spanSec: 60 });
    expect(followWindow({ fromSec: 0, toSec: 300 }, { mode: 'whole' })).toEqual({ mode: 'follow', spanSec: DEFAULT_SPAN_SEC });
  });

  it('the whole run spans 0 to the latest sample, and grows with the run', () => {
    expect(resolveWindow({ mode: 'whole' }, 0)).toEqual({ fromSec: 0, toSec: MIN_SPAN_SEC });
    expect(resolveWindow({ mode: 'whole' }, 42.5)).toEqual({ fromSec: 0, toSec: 42.5 });
    expect(resolveWindow({ mode: 'whole' }, 600)).toEqual({ fromSec: 0, toSec: 600 });
  });
});

describe('wheelZoomFactor', () => {
  it('is 1 at rest, > 1 scrolling away (zoom out), < 1 towards, and symmetric', () => {
    expect(wheelZoomFactor(0)).toBe(1);
    expect(wheelZoomFactor(100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(-100)).toBeLessThan(1);
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1, 12);
    expect(wheelZoomFactor(1e6)).toBe(wheelZoomFactor(500));
  });
});
