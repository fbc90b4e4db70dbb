// A run's figures over a window, from its trace: each sample's rate covers the interval since the
// sample before, so the window's mean weights samples by their intervals; drops are counted from
// the cumulative counters' difference. Values here are hand-made, and the expected means worked out by hand.
import { describe, expect, it } from 'vitest';
import { F, G, flowIndex, globalIndex, rowStride } from '../../../src/sim/metrics/Sampler';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { windowStats } from '../../../src/ui/lab/windowStats';

/** Samples at 0, 1, 2, 4 s (the last covers 2 s); flow B starts at 2 s. */
function store(): TraceStore {
  const times = [0, 1, 2, 4];
  const a = [0, 100, 200, 400];
  const b = [NaN, NaN, 300, 600];
  const util = [0, 0.5, 1, 1];
  const overflow = [0, 2, 5, 9];
  // CoDel's drops at the head, counted like the others.
  const sojourn = [0, 0, 1, 3];
  const stride = rowStride(2);
  const out = new Float64Array(times.length * stride).fill(NaN);
  times.forEach((t, r) => {
    const o = r * stride;
    out[o + globalIndex('timeSec')] = t;
    out[o + globalIndex('utilization')] = util[r];
    out[o + globalIndex('earlyDrops')] = 0;
    out[o + globalIndex('forcedDrops')] = 1;
    out[o + globalIndex('overflowDrops')] = overflow[r];
    out[o + globalIndex('headOverflowDrops')] = 0;
    out[o + globalIndex('sojournDrops')] = sojourn[r];
    out[o + G + flowIndex('goodputBps')] = a[r];
    out[o + G + F + flowIndex('goodputBps')] = b[r];
  });
  const s = new TraceStore(2);
  s.append(out, stride);
  return s;
}
const flows = [
  { index: 0, name: 'A' },
  { index: 1, name: 'B' },
];

describe('windowStats', () => {
  it('over 1–4 s: A = (200·1 + 400·2)/3, B = (300·1 + 600·2)/3, utilisation (1·1 + 1·2)/3, drops (9 − 2) overflow + (3 − 0) sojourn', () => {
    const w = windowStats(store(), flows, 1, 4)!;
    expect([w.fromSec, w.toSec]).toEqual([1, 4]);
    expect(w.goodputBps.get('A')).toBeCloseTo(1000 / 3, 9);
    expect(w.goodputBps.get('B')).toBeCloseTo(500, 9);
    expect(w.utilization).toBeCloseTo(1, 9);
    expect(w.drops).toBe(10);
    // Jain of 333.3 and 500: (833.3)² / (2 · (333.3² + 500²)).
    const x = [1000 / 3, 500];
    expect(w.jainIndex).toBeCloseTo((x[0] + x[1]) ** 2 / (2 * (x[0] ** 2 + x[1] ** 2)), 9);
  });

  it('over 0–2 s a flow that started at 2 s is in the window with its mean over the whole window', () => {
    const w = windowStats(store(), flows, 0, 2)!;
    expect(w.goodputBps.get('A')).toBeCloseTo(150, 9);
    // B: NaN over 0–1 s (counted as nothing sent), 300 over 1–2 s.
    expect(w.goodputBps.get('B')).toBeCloseTo(150, 9);
    expect(w.utilization).toBeCloseTo(0.75, 9);
  });

  it('has nothing for a window with no samples after its start', () => {
    expect(windowStats(store(), flows, 4, 10)).toBeNull();
  });
});
