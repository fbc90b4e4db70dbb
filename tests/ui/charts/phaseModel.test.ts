import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import { Sampler, rowStride } from '../../../src/sim/metrics/Sampler';
import { unfairness } from '../../../src/experiments/theory/chiuJain';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { buildPhaseModel, TRAIL_OLDEST_OPACITY, TRAIL_SEGMENTS, userRates, type PhaseInput, type PhaseUser } from '../../../src/ui/charts/phaseModel';
import type { FlowInfo } from '../../../src/worker/protocol';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

const U1: PhaseUser = { key: 'f0', label: 'Reno 1', color: '#0072B2', members: [0] };
const U2: PhaseUser = { key: 'f1', label: 'Reno 2', color: '#D55E00', members: [1] };

/** A hand-made trajectory: 0..10 s every 1 s, x1 rising 0 → 1 Mb/s, x2 falling 1 → 0 Mb/s. */
function input(over: Partial<PhaseInput> = {}): PhaseInput {
  const time = Array.from({ length: 11 }, (_, i) => i);
  return {
    title: 'Phase',
    trace: { time, x1: time.map((t) => t * 1e5), x2: time.map((t) => 1e6 - t * 1e5) },
    range: { fromSec: 0, toSec: 10 },
    users: [U1, U2],
    capacityBps: 1e6,
    width: 300,
    height: 300,
    projector: false,
    ...over,
  };
}

describe('phase plot model', () => {
  it('one scale for both axes (a square), from 0 to a round value past C', () => {
    const m = buildPhaseModel(input());
    expect(m.side).toBe(Math.min(m.width - m.margin.left - m.margin.right, m.height - m.margin.top - m.margin.bottom));
    expect(m.maxBps).toBeGreaterThanOrEqual(1.1e6);
    expect(m.unit.name).toBe('Mb/s');
    for (const t of m.ticks) expect(t.x + t.y).toBeCloseTo(m.side, 0);
    expect(m.xTitle).toBe('x₁: Reno 1 (Mb/s)');
    expect(m.yTitle).toBe('x₂: Reno 2 (Mb/s)');
  });

  it('draws the fair line along the diagonal and the efficiency line from (C, 0) to (0, C)', () => {
    const m = buildPhaseModel(input());
    expect(m.fairLine).toEqual({ x1: 0, y1: m.side, x2: m.side, y2: 0 });
    const c = Number(((1e6 / m.maxBps) * m.side).toFixed(1));
    expect(m.efficiencyLine).toEqual({ x1: c, y1: m.side, x2: 0, y2: Number((m.side - c).toFixed(1)) });
  });

  it('another run (a branch\'s original) is one faint path over the same range, and the scale takes it in', () => {
    const time = Array.from({ length: 21 }, (_, i) => i);
    // The other run went further (to 20 s) and faster (x1 up to 2 Mb/s by 20 s).
    const ghost = { time, x1: time.map((t) => t * 1e5), x2: time.map(() => 2e5) };
    const alone = buildPhaseModel(input());
    expect(alone.ghostPath).toBe('');
    const m = buildPhaseModel(input({ ghost, range: { fromSec: 0, toSec: 15 } }));
    // Samples 0..15 s in range: 16 points on the horizontal line x2 = 0.2 Mb/s, none past 15 s.
    const pts = m.ghostPath.split(/[ML]/).filter(Boolean).map((p) => p.split(',').map(Number));
    expect(pts.length).toBe(16);
    const k = m.side / m.maxBps;
    for (const [, y] of pts) expect(y).toBeCloseTo(m.side - 2e5 * k, 0);
    expect(pts.at(-1)![0]).toBeCloseTo(1.5e6 * k, 0);
    // The scale reaches the other run's 1.5 Mb/s, past this run's 1 Mb/s and C·1.1.
    expect(m.maxBps).toBeGreaterThanOrEqual(1.5e6);
    expect(alone.maxBps).toBeLessThan(1.5e6);
  });

  it('for classes of 1 and 3 flows the fair line is x2 = 3·x1 (per flow)', () => {
    const m = buildPhaseModel(input({ users: [U1, { ...U2, members: [1, 2, 3] }] }));
    expect(m.fairLine.y2).toBe(0);
    expect(m.fairLine.x2).toBeCloseTo(m.side / 3, 0);
  });

  it('the trail runs oldest to newest in fading pieces, joined end to start, and the newest point is marked', () => {
    const m = buildPhaseModel(input());
    expect(m.trail.length).toBe(TRAIL_SEGMENTS);
    expect(m.trail[0].opacity).toBeCloseTo(TRAIL_OLDEST_OPACITY, 3);
    expect(m.trail.at(-1)!.opacity).toBe(1);
    for (let k = 1; k < m.trail.length; k++) {
      expect(m.trail[k].opacity).toBeGreaterThan(m.trail[k - 1].opacity);
      const prevEnd = m.trail[k - 1].d.split(/[ML]/).at(-1);
      expect(m.trail[k].d.startsWith(`M${prevEnd}`)).toBe(true);
    }
    // The last sample: x1 = 1 Mb/s, x2 = 0.
    const k = m.side / m.maxBps;
    expect(m.now).toEqual({ x: Number((1e6 * k).toFixed(1)), y: m.side });
  });

  it('only the samples in the range are drawn', () => {
    const m = buildPhaseModel(input({ range: { fromSec: 5, toSec: 7 } }));
    const k = m.side / m.maxBps;
    expect(m.trail[0].d.startsWith(`M${Number((5e5 * k).toFixed(1))},`)).toBe(true);
    expect(m.now!.x).toBeCloseTo(7e5 * k, 0);
  });

  it('marks each loss on the trajectory at the sample before it, once per user and sample', () => {
    const m = buildPhaseModel(
      input({
        losses: [
          { atSec: 3.5, user: 1 },
          { atSec: 3.7, user: 1 },
          { atSec: 3.7, user: 2 },
          { atSec: 42, user: 2 },
        ],
      }),
    );
    const k = m.side / m.maxBps;
    expect(m.losses.map((l) => [l.user, l.x])).toEqual([
      [1, Number((3e5 * k).toFixed(1))],
      [2, Number((3e5 * k).toFixed(1))],
    ]);
  });

  it('with an ideal AIMD overlay: a path from the trail’s first point, one step per RTT', () => {
    const m = buildPhaseModel(input({ ideal: { model: { increase: 1e5, decrease: 0.5, capacity: 1e6 }, stepSec: 1 } }));
    const pts = m.idealPath.slice(1).split('L');
    // (0, 1e6) → not over C → (1e5, 1.1e6) → over → (5e4, 5.5e5) → …: 10 steps.
    expect(pts.length).toBe(11);
    const k = m.side / m.maxBps;
    expect(pts[0]).toBe(`0,${Number((m.side - 1e6 * k).toFixed(1))}`);
    expect(pts[2]).toBe(`${Number((5e4 * k).toFixed(1))},${Number((m.side - 5.5e5 * k).toFixed(1))}`);
    expect(buildPhaseModel(input()).idealPath).toBe('');
  });

  it('says where the point is in words', () => {
    expect(buildPhaseModel(input()).summary).toBe(
      'Phase: Reno 1 (x₁) against Reno 2 (x₂), from 0.0 to 10.0 s. At 10.0 s: x₁ 1, x₂ 0 Mb/s; together 100 % of the link; Reno 1 ahead of its fair share.',
    );
    expect(buildPhaseModel(input({ range: { fromSec: 20, toSec: 30 } })).summary).toMatch(/No data in view\.$/);
  });
});

describe('phase plot of a real run', () => {
  // Two Reno flows alike in every way but their start: the second joins at 10 s, so the point
  // starts on the x1 axis (all to flow 1). AIMD with losses that are not synchronised should
  // still bring it to the fair line within a couple of minutes (Chiu & Jain 1989).
  const flow = (startSec: number) => ({ variant: 'reno', startSec, access: { rateBps: 1e7, delaySec: 0.01 }, egress: { rateBps: 1e7, delaySec: 0.001 } });
  const scenario = {
    version: 2,
    seed: 1,
    durationSec: 150,
    packetSizeBytes: 1000,
    bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 30, queue: { kind: 'droptail' } },
    flows: [flow(0), flow(10)],
  };

  it('two equal Reno flows: the trajectory ends near the fair line and near the efficiency line', () => {
    const sim = new Simulation(validateScenario(scenario));
    const store = new TraceStore(2);
    const sampler = new Sampler(5, 0.05);
    const row = new Float64Array(rowStride(2));
    for (let k = 0; k <= 150 / 0.05; k++) {
      sim.runUntil(k * 0.05);
      sampler.sample(sim, row, 0);
      store.append(row, rowStride(2));
    }
    const flows: FlowInfo[] = sim.flows.map((f, i) => ({ index: i, name: f.name, variant: f.variant, startSec: f.config.startSec, baseRttSec: 0.042, fromHop: 0, toHop: 1 }));
    const n = store.length;
    const x1 = userRates(store, flows, U1, 1000, 0, n - 1, new Float64Array(n));
    const x2 = userRates(store, flows, U2, 1000, 0, n - 1, new Float64Array(n));
    const mean = (x: Float64Array, from: number, to: number) => {
      let s = 0;
      let c = 0;
      for (let i = 0; i < n; i++) {
        if (store.time[i] < from || store.time[i] >= to) continue;
        s += x[i];
        c++;
      }
      return s / c;
    };
    // The trajectory starts on the x1 axis (flow 2 has not started)…
    expect(unfairness([mean(x1, 9, 10), mean(x2, 9, 10)])).toBe(1);
    expect(mean(x1, 9, 10) / 1.5e6).toBeGreaterThan(0.85);
    // …and over the last 30 s it sits within 10 % of the fair line,
    const a = mean(x1, 120, 150);
    const b = mean(x2, 120, 150);
    expect(unfairness([a, b])).toBeLessThan(0.1);
    // with the two together near the bottleneck's rate (window / RTT counts queued packets too).
    expect((a + b) / 1.5e6).toBeGreaterThan(0.85);
    expect((a + b) / 1.5e6).toBeLessThan(1.15);
  });
});
