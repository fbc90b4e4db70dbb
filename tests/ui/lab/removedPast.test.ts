// Removing a flow keeps the run's history: its past stays in the trace (ending when it left), the
// charts still draw it (labelled as removed), until a reset.
import { afterEach, describe, expect, it } from 'vitest';
import { chartFlows } from '../../../src/ui/lab/chartFlows';
import { drawnFlows } from '../../../src/ui/charts/labChartSpecs';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { F, G } from '../../../src/sim/metrics/Sampler';
import { disposeModels, flush, model, pull } from './harness';

afterEach(disposeModels);

describe('a removed flow’s past', () => {
  it('stays in the charts, up to the moment it was removed and not after, until a reset', async () => {
    const m = await model({ version: 2, durationSec: 30, flows: [{ variant: 'reno', name: 'A' }, { variant: 'reno', name: 'B' }] });
    m.step(2.5);
    await pull(m);
    m.removeFlow(0);
    m.step(2);
    await pull(m);
    expect(m.hidden.has(0)).toBe(true); // gone from the controls and the summary
    expect(m.summary!.flows.map((f) => f.name)).toEqual(['B']);
    expect(m.removedAtSec.get(0)).toBeCloseTo(2.501, 9);

    const drawn = chartFlows(m.flows, m.hidden, m.removedAtSec);
    const shown = drawnFlows(m.store, drawn.flows, drawn.hidden);
    expect(shown.map((f) => f.name)).toEqual(['A (removed)', 'B']);
    const t = m.store.time;
    const cwnd = m.store.flowColumn(0, 'cwnd');
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < m.store.length; i++) (t[i] <= 2.501 ? before : after).push(cwnd[i]);
    expect(before.length).toBeGreaterThan(10);
    expect(before.slice(1).every(Number.isFinite)).toBe(true); // its whole past (after the first sample)
    expect(after.length).toBeGreaterThan(10);
    expect(after.every(Number.isNaN)).toBe(true); // nothing of it after it left
    expect(Array.from(m.store.flowColumn(1, 'cwnd').slice(m.store.length - 5, m.store.length)).every(Number.isFinite)).toBe(true);

    m.reset();
    await flush();
    expect(m.removedAtSec.size).toBe(0);
    expect(chartFlows(m.flows, m.hidden, m.removedAtSec).flows.map((f) => f.name)).toEqual(['B']);
  });

  it('the store drops a removed flow’s rows after its end, those held already and those still to come', () => {
    const s = new TraceStore(2);
    const stride = G + 2 * F;
    const row = (t: number, v: number) => {
      const r = new Float64Array(stride);
      r[0] = t;
      for (let k = 0; k < 2 * F; k++) r[G + k] = v;
      return r;
    };
    for (const t of [0, 1, 2, 3]) s.append(row(t, 10 + t), stride);
    s.endFlow(0, 1.5);
    s.append(row(4, 14), stride);
    expect(Array.from(s.flowColumn(0, 'cwnd').slice(0, 5))).toEqual([10, 11, NaN, NaN, NaN]);
    expect(Array.from(s.flowColumn(1, 'cwnd').slice(0, 5))).toEqual([10, 11, 12, 13, 14]);
  });
});
