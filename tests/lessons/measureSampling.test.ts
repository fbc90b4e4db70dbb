// A lesson's numbers must not depend on how the run was reached: lesson 1's run played live (the
// UI pulling every frame) and the same run brought back by a replay (rows waiting, thinned) feed
// the lab's TraceStore different rows, but the rows on the measurement grid the lesson measures
// from are the same, and so are the numbers, to the last bit — and equal to the claim checker's
// for the same run. Also the two ways a display trace loses rows — the host thinning rows that
// wait, the store halving when full — each keep what a window delivered.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { computeMeasures, type TraceView } from '../../src/lessons/measures';
import { loadLessons } from '../../src/lessons/parseLesson';
import { F, G, GLOBAL_FIELDS, FLOW_FIELDS } from '../../src/sim/metrics/Sampler';
import { TraceStore } from '../../src/ui/lab/TraceStore';
import { SampleRows } from '../../src/lessons/sampleRows';
import { runTrace } from '../../src/lessons/checkClaims';
import { SimHost } from '../../src/worker/SimHost';
import { FakeClock } from '../worker/fakeClock';
import type { Command, Reply } from '../../src/worker/protocol';
import { validateScenario } from '../../src/sim/scenario/Scenario';

/** A host whose batches go into a TraceStore, as the lab's model does. */
function hostIntoStore() {
  const replies: Reply[] = [];
  const clock = new FakeClock();
  const host = new SimHost((r) => replies.push(r), clock);
  const store = new TraceStore(2);
  const measured = new SampleRows();
  let timeSec = 0;
  const send = (c: Command) => host.handle(c);
  const pull = () => {
    replies.length = 0;
    send({ type: 'pull' });
    for (const r of replies) {
      if (r.type === 'batch') {
        store.append(r.samples, r.stride);
        for (const c of r.measured ?? []) measured.append(c.rows, c.stride);
        timeSec = r.timeSec;
      }
    }
    return timeSec;
  };
  return { clock, send, pull, store, measured, now: () => timeSec };
}

function rowsView(rows: SampleRows, names: string[], endSec: number): TraceView {
  return {
    length: rows.length,
    time: (i) => rows.time(i),
    global: (field, i) => rows.global(field, i),
    flow: (flow, field, i) => rows.flow(flow, field, i),
    endSec,
    flowNames: names,
    flowVariants: names.map(() => 'reno'),
    counters: () => null,
  };
}

function storeView(store: TraceStore, names: string[], endSec: number): TraceView {
  return {
    length: store.length,
    time: (i) => store.time[i],
    global: (field, i) => store.column(field)[i],
    flow: (flow, field, i) => (flow < store.flowCount ? store.flowColumn(flow, field)[i] : NaN),
    endSec,
    flowNames: names,
    flowVariants: names.map(() => 'reno'),
    counters: () => null,
  };
}

const lesson = loadLessons(readLessonFiles()).lessons.find((l) => l.id === 'reno-sawtooth')!;
const scenario = { ...lesson.scenario, changes: [...lesson.changes] };
const names = lesson.expanded.flows.map((f) => f.name!);
const WANTED = ['firstEarly', 'secondEarly', 'jainEarly', 'utilSmall', 'firstLate', 'secondLate'];

describe('a lesson measure is the same however the run was reached', () => {
  it('lesson 1 played live at 10× to its end, and brought back there by a replay, gives the same numbers, bit for bit, as the claim checker (61–71 s, and 100–120 s where the run ends)', () => {
    const live = hostIntoStore();
    live.send({ type: 'load', scenario: validateScenario(scenario), measureGrid: true });
    live.send({ type: 'speed', speed: 10 });
    live.send({ type: 'play' });
    for (let i = 0; i < 40_000 && live.now() < 120; i++) {
      live.clock.advance(16);
      live.pull();
    }
    live.send({ type: 'pause' });
    live.pull();
    expect(live.now()).toBe(120);

    const replay = hostIntoStore();
    replay.send({ type: 'load', scenario: validateScenario(scenario), runToSec: live.now(), play: false, measureGrid: true });
    // The UI is away while the run is brought back: rows wait and get thinned.
    for (let i = 0; i < 5000; i++) replay.clock.advance(20);
    replay.pull();
    expect(replay.now()).toBeCloseTo(live.now(), 6);
    // The two display traces have different rows (the live one is sampled per frame at 10×)…
    expect(Math.abs(replay.store.length - live.store.length)).toBeGreaterThan(live.store.length / 2);
    // … and the measurement grids the same: a row every 50 ms from 0 to the end.
    expect(live.measured.length).toBe(replay.measured.length);
    expect(live.measured.length).toBeGreaterThanOrEqual(120 / 0.05);

    const a = computeMeasures(rowsView(live.measured, names, live.now()), lesson.measures, WANTED);
    const b = computeMeasures(rowsView(replay.measured, names, replay.now()), lesson.measures, WANTED);
    const headless = computeMeasures(runTrace({ ...lesson.scenario }, lesson.changes), lesson.measures, WANTED);
    for (const k of WANTED) {
      expect(Number.isFinite(a[k]), k).toBe(true);
      expect(b[k], `${k}: live ${a[k]}, replay ${b[k]}`).toBe(a[k]);
      // The claim checker's run has the same rows; where the run ends its last row falls a hair
      // (the grid's accumulated rounding) from the lab's end row.
      expect(Math.abs(headless[k] - a[k]) / Math.abs(a[k]), `${k}: lab ${a[k]}, claim checker ${headless[k]}`).toBeLessThan(1e-9);
    }
  }, 120_000);

  it('a rewind and a replay on the measurement grid keep the rows the UI has and send only the ones after', () => {
    const run = hostIntoStore();
    run.send({ type: 'load', scenario: validateScenario(scenario), measureGrid: true });
    run.send({ type: 'step', dtSec: 30 });
    run.pull();
    const before = run.measured.length;
    const at20 = run.measured.time(Math.round(20 / 0.05));
    run.send({ type: 'seek', toSec: 20, seq: 1 });
    // The lab cuts its rows where the engine was taken back (as LabModel does on 'seeked').
    run.measured.truncateAfter(20);
    run.send({ type: 'step', dtSec: 10 });
    run.pull();
    expect(run.measured.length).toBe(before);
    expect(run.measured.time(Math.round(20 / 0.05))).toBe(at20);
    for (let i = 1; i < run.measured.length; i++) expect(run.measured.time(i) - run.measured.time(i - 1)).toBeCloseTo(0.05, 9);
  });

  it('a store that halves when full keeps the bits each window delivered (a rate folded into the next kept row)', () => {
    const store = new TraceStore(1);
    const stride = G + F;
    const rows = 50_000;
    const data = new Float64Array(rows * stride);
    // Rows every 10 ms; goodput alternates 1 and 3 Mb/s row by row, so dropping every other row
    // without folding its rate would read 1 or 3 Mb/s instead of 2.
    for (let r = 0; r < rows; r++) {
      data[r * stride + GLOBAL_FIELDS.indexOf('timeSec')] = (r + 1) * 0.01;
      data[r * stride + G + FLOW_FIELDS.indexOf('goodputBps')] = r % 2 === 0 ? 1e6 : 3e6;
    }
    store.append(data, stride);
    expect(store.length).toBeLessThan(rows / 2);
    const v = computeMeasures(storeView(store, ['A'], rows * 0.01), { g: { metric: 'goodput', flow: 0, from: 100, to: 250, digits: 0 } });
    // Bits as well as rate: 2 Mb/s over 150 s.
    expect(v.g).toBeCloseTo(2000, 0);
  });

  it('rows on different grids (a live run per frame, a replay at its own step) give the same goodput over a window', () => {
    // One flow delivering a steady 1 Mb/s, sampled every 0.3 s in one trace and every 0.7 s in the
    // other: neither grid lands on 61 s or 71 s.
    const trace = (stepSec: number) => {
      const store = new TraceStore(1);
      const stride = G + F;
      const n = Math.floor(80 / stepSec);
      const data = new Float64Array(n * stride);
      for (let r = 0; r < n; r++) {
        data[r * stride] = (r + 1) * stepSec;
        data[r * stride + G + FLOW_FIELDS.indexOf('goodputBps')] = 1e6;
        data[r * stride + GLOBAL_FIELDS.indexOf('utilization')] = r % 2 ? 1 : 0.5;
      }
      store.append(data, stride);
      return storeView(store, ['A'], n * stepSec);
    };
    const spec = { g: { metric: 'goodput' as const, flow: 0, from: 61, to: 71, digits: 0 } };
    expect(computeMeasures(trace(0.3), spec).g).toBeCloseTo(1000, 6);
    expect(computeMeasures(trace(0.7), spec).g).toBeCloseTo(1000, 6);
  });

  it('a hidden tab (rows waiting, thinned by the host) gives the same goodput over a window as a tab pulling every frame', () => {
    const run = (pullEveryMs: number) => {
      const h = hostIntoStore();
      h.send({ type: 'load', scenario: validateScenario(scenario) });
      h.send({ type: 'play' });
      for (let ms = 0; ms < 130_000; ms += pullEveryMs) {
        h.clock.advance(pullEveryMs);
        if (pullEveryMs < 1000) h.pull();
      }
      h.pull();
      return { view: storeView(h.store, names, h.now()), rows: h.store.length };
    };
    const shown = run(16);
    const hidden = run(130_000);
    expect(hidden.rows).toBeLessThan(shown.rows * 0.9);
    const spec = { g1: { metric: 'goodput' as const, flow: 0, from: 100, to: 120, digits: 0 }, g2: { metric: 'goodput' as const, flow: 1, from: 100, to: 120, digits: 0 } };
    const a = computeMeasures(shown.view, spec);
    const b = computeMeasures(hidden.view, spec);
    expect(Math.abs(a.g1 - b.g1) / a.g1).toBeLessThan(0.002);
    expect(Math.abs(a.g2 - b.g2) / a.g2).toBeLessThan(0.002);
  }, 120_000);
});
