import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import { F, G, Sampler, flowIndex, globalIndex, rowStride } from '../../../src/sim/metrics/Sampler';
import { unfairness } from '../../../src/experiments/theory/chiuJain';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { buildPhaseModel, oncePerRtt, pairRtt, TRAIL_OLDEST_OPACITY, TRAIL_SEGMENTS, userRates, type PhaseInput, type PhaseUser } from '../../../src/ui/charts/phaseModel';
import { estimateTextPx, fontPxFor } from '../../../src/ui/charts/chartModel';
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

  it('another run (a branch\'s original) is one faint path over the same range, on the same scale', () => {
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
    // The scale fits the link (C·1.1, made round), not the other run's 1.5 Mb/s: that runs off the edge.
    expect(m.maxBps).toBe(alone.maxBps);
    expect(m.maxBps).toBeLessThan(1.5e6);
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
    expect(m.now).toEqual({ x: Number((1e6 * k).toFixed(1)), y: m.side, atSec: 10 });
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

  it('with an ideal AIMD overlay: a path from the first point where both users send, one step per RTT', () => {
    const m = buildPhaseModel(input({ ideal: { model: { increase: 1e5, decrease: 0.5, capacity: 1e6 }, stepSec: 1 } }));
    const pts = m.idealPath.slice(1).split('L');
    // At 0 s user 1 sends nothing; from 1 s: (1e5, 9e5) → not over C → (2e5, 1e6) → over → (1e5, 5e5) → …: 9 steps to 10 s.
    expect(pts.length).toBe(10);
    const k = m.side / m.maxBps;
    const at = (x: number, y: number) => `${Number((x * k).toFixed(1))},${Number((m.side - y * k).toFixed(1))}`;
    expect(pts[0]).toBe(at(1e5, 9e5));
    expect(pts[2]).toBe(at(1e5, 5e5));
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

describe('the rates the phase plot draws', () => {
  /** A store of two flows sampled every 10 ms for 1 s, windows, smoothed and latest RTTs as given. */
  function handStore(cwnd: [number, number], srttSec: [number, number], rttSec: [number, number]): TraceStore {
    const stride = rowStride(2);
    const rows = 101;
    const buf = new Float64Array(stride * rows).fill(NaN);
    for (let r = 0; r < rows; r++) {
      const o = r * stride;
      buf[o + globalIndex('timeSec')] = r * 0.01;
      for (let f = 0; f < 2; f++) {
        buf[o + G + f * F + flowIndex('cwnd')] = cwnd[f];
        buf[o + G + f * F + flowIndex('srttSec')] = srttSec[f];
        buf[o + G + f * F + flowIndex('rttSec')] = rttSec[f];
      }
    }
    const store = new TraceStore(2);
    store.append(buf, stride);
    return store;
  }
  const flows: FlowInfo[] = [0, 1].map((i) => ({ index: i, name: `Reno ${i + 1}`, variant: 'reno', startSec: 0, baseRttSec: 0.04, fromHop: 0, toHop: 1 }));

  it('window ÷ smoothed RTT, not the latest RTT sample: 10 packets of 1000 B over 80 ms is 1 Mb/s', () => {
    // The latest samples (200 ms, 20 ms) would give 0.4 and 4 Mb/s.
    const store = handStore([10, 10], [0.08, 0.08], [0.2, 0.02]);
    const x1 = userRates(store, flows, U1, 1000, 0, 100, new Float64Array(101));
    const x2 = userRates(store, flows, U2, 1000, 0, 100, new Float64Array(101));
    // (Float32 columns: the same to 6 digits.)
    expect(x1[50] / ((10 * 1000 * 8) / 0.08)).toBeCloseTo(1, 6);
    expect(x2[50] / 1e6).toBeCloseTo(1, 6);
    // A class adds its flows' rates.
    expect(userRates(store, flows, { ...U1, members: [0, 1] }, 1000, 0, 100, new Float64Array(101))[0] / 2e6).toBeCloseTo(1, 6);
  });

  it('taken once per round trip: every 50 ms at an RTT of 50 ms, sampled every 10 ms', () => {
    const store = handStore([10, 20], [0.05, 0.05], [0.05, 0.05]);
    const rtt = pairRtt(store, flows, [0, 1], 0, 100, new Float64Array(101));
    expect(rtt[0]).toBeCloseTo(0.05, 6);
    const kept = oncePerRtt(store.time.subarray(0, 101), rtt);
    expect(kept).toEqual(Array.from({ length: 21 }, (_, k) => k * 5));
    // Unequal RTTs: the pair's mean, (0.04 + 0.08) / 2 = 60 ms → every 6th sample, and the last.
    const uneven = handStore([10, 20], [0.04, 0.08], [0.04, 0.08]);
    const k2 = oncePerRtt(uneven.time.subarray(0, 101), pairRtt(uneven, flows, [0, 1], 0, 100, new Float64Array(101)));
    expect(k2.slice(0, 4)).toEqual([0, 6, 12, 18]);
    expect(k2.at(-1)).toBe(100);
  });
});

describe('the phase plot of two Reno flows in a real run, as plotted', () => {
  const flow = (startSec: number, delaySec: number) => ({ variant: 'reno', startSec, access: { rateBps: 1e7, delaySec }, egress: { rateBps: 1e7, delaySec: 0.001 } });
  /** The plotted points (window ÷ smoothed RTT, once per round trip) of a 150 s run on a 1.5 Mb/s link. */
  function plotted(delays: [number, number]) {
    const sim = new Simulation(
      validateScenario({
        version: 2,
        seed: 1,
        durationSec: 150,
        packetSizeBytes: 1000,
        bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 30, queue: { kind: 'droptail' } },
        flows: [flow(0, delays[0]), flow(10, delays[1])],
      }),
    );
    const store = new TraceStore(2);
    const sampler = new Sampler(5, 0.05);
    const row = new Float64Array(rowStride(2));
    for (let k = 0; k <= 150 / 0.01; k++) {
      sim.runUntil(k * 0.01);
      sampler.sample(sim, row, 0);
      store.append(row, rowStride(2));
    }
    const flows: FlowInfo[] = sim.flows.map((f, i) => ({ index: i, name: f.name, variant: f.variant, startSec: f.config.startSec, baseRttSec: 2 * (delays[i] + 0.011), fromHop: 0, toHop: 1 }));
    const n = store.length;
    const x1 = userRates(store, flows, U1, 1000, 0, n - 1, new Float64Array(n));
    const x2 = userRates(store, flows, U2, 1000, 0, n - 1, new Float64Array(n));
    const kept = oncePerRtt(store.time.subarray(0, n), pairRtt(store, flows, [0, 1], 0, n - 1, new Float64Array(n)));
    const points = kept.map((k) => ({ t: store.time[k], x1: x1[k], x2: x2[k] }));
    /** Where the points in [from, to) lie about the fair line, on average: (x1 − x2) / (x1 + x2), 0 on it, 1 on the x1 axis. */
    const offFair = (from: number, to: number) => {
      const inside = points.filter((p) => p.t >= from && p.t < to);
      return inside.reduce((s, p) => s + (p.x1 - p.x2) / (p.x1 + p.x2), 0) / inside.length;
    };
    return { n, points, offFair };
  }

  it('equal RTTs: from far off the fair line to on it, one point per round trip', () => {
    const { n, points, offFair } = plotted([0.01, 0.01]);
    // One point per round trip of about 60 ms (42 ms + queueing), not one per 10 ms sample.
    expect(points.length).toBeLessThan(n / 3);
    // Flow 2 joins at 10 s: the points start near the x1 axis, and end about the fair line.
    expect(offFair(10, 30)).toBeGreaterThan(0.2);
    expect(Math.abs(offFair(120, 150))).toBeLessThan(0.05);
  });

  it('unequal RTTs (about 42 and 222 ms): the points stay off the fair line, the short-RTT flow ahead', () => {
    const { points, offFair } = plotted([0.01, 0.1]);
    // Never back to the fair line: on the short flow's side in every 30 s from 30 s on, most points below it.
    for (const from of [30, 60, 90, 120]) expect(offFair(from, from + 30), `${from} s`).toBeGreaterThan(0.1);
    const late = points.filter((p) => p.t >= 120);
    expect(late.filter((p) => p.x1 > p.x2).length).toBeGreaterThan(0.6 * late.length);
  });
});

describe('phase plot layout', () => {
  it('the axes fit the link (a rate far past it runs off the edge, clipped)', () => {
    const m = buildPhaseModel(input({ capacityBps: 1.5e6, trace: { time: [0, 1], x1: [5e6, 1e6], x2: [0, 5e5] } }));
    expect(m.maxBps).toBeGreaterThanOrEqual(1.5e6 * 1.1);
    expect(m.maxBps).toBeLessThanOrEqual(2e6);
  });

  it('every tick label is inside the picture, at every size, on screen and on a projector', () => {
    for (const projector of [false, true]) {
      const fontPx = fontPxFor(projector);
      for (const size of [180, 240, 300, 420, 600]) {
        for (const c of [1e6, 1.5e6, 1.8e6, 1e7, 1e8]) {
          const m = buildPhaseModel(input({ capacityBps: c, width: size, height: size, projector }));
          for (const t of m.ticks) {
            // x labels centred under their tick; y labels ending 5 px left of the axis.
            expect(m.margin.left + t.x + estimateTextPx(t.label, fontPx) / 2, `${size} px, C ${c}, "${t.label}"`).toBeLessThanOrEqual(m.width);
            expect(m.margin.left - 5 - estimateTextPx(t.label, fontPx)).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });
});
