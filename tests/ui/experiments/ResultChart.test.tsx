// @vitest-environment jsdom
// The experiment chart draws one mark per row of ours, ns-2's and the paper's, at the right
// height; intervals of an index stop at 1; the heatmap draws a cell per point; the cache key moves
// with any scenario.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ResultRow } from '../../../src/experiments/resultTable';
import { ResultChart, chartLegend, type ResultChartProps } from '../../../src/ui/experiments/ResultChart';
import { Heatmap } from '../../../src/ui/experiments/Heatmap';
import { planKey } from '../../../src/ui/experiments/resultCache';
import { customSweepPlan } from '../../../src/experiments/customSweep';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

afterEach(cleanup);

const row = (series: string, x: number, mean: number, ci95: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  series,
  seriesLabel: series,
  point: `p${x}`,
  x,
  pointLabel: String(x),
  measure: 'jain',
  n: 3,
  mean,
  ci95,
  ...extra,
});

const props = (rows: ResultRow[]): ResultChartProps => ({
  title: 'JFI',
  kind: 'lines',
  xLabel: 'x2 (ms)',
  yLabel: 'JFI',
  measures: ['jain'],
  series: [
    { id: 'ns2:a', label: 'A' },
    { id: 'ns2:b', label: 'B' },
  ],
  rows,
  width: 400,
  height: 200,
});

describe('ResultChart', () => {
  it('draws one mark per row of ours, of ns-2 and of the paper, with their values', () => {
    const rows = [row('ns2:a', 1, 0.9, 0.05, { ns2: { n: 10, mean: 0.88, ci95: 0.02 }, paper: 0.95 }), row('ns2:a', 5, 0.8, 0.05), row('ns2:b', 1, 0.7, NaN)];
    const { container } = render(<ResultChart {...props(rows)} />);
    const ours = [...container.querySelectorAll('[data-ours]')].map((e) => Number(e.getAttribute('data-mean')));
    expect(ours.sort()).toEqual([0.7, 0.8, 0.9]);
    expect(container.querySelectorAll('[data-ns2]').length).toBe(1);
    expect(container.querySelector('[data-paper]')!.getAttribute('data-value')).toBe('0.95');
  });

  it("draws a model evaluated on the runs as hollow diamonds on a dotted or dash-dot line, not as ours, in its measurement's colour", () => {
    const g = (m: string, x: number, mean: number) => row('ns2:reno', x, mean, 1000, { measure: m });
    const rows = [g('goodput:Reno', 3, 300_000), g('goodput:Reno', 64, 360_000), g('mathis:Reno', 3, 700_000), g('mathis:Reno', 64, 580_000), g('padhye:Reno', 3, 440_000), g('padhye:Reno', 64, 380_000)];
    const p: ResultChartProps = { ...props(rows), measures: ['goodput:Reno', 'mathis:Reno', 'padhye:Reno'], series: [{ id: 'ns2:reno', label: 'Reno' }] };
    const { container } = render(<ResultChart {...p} />);
    expect(container.querySelectorAll('[data-ours]').length).toBe(2);
    const models = [...container.querySelectorAll('[data-model-point]')];
    expect(models.map((e) => `${e.getAttribute('data-measure')}@${e.getAttribute('data-x')}=${e.getAttribute('data-mean')}`).sort()).toEqual([
      'mathis:Reno@3=700000', 'mathis:Reno@64=580000', 'padhye:Reno@3=440000', 'padhye:Reno@64=380000',
    ]);
    const legend = chartLegend(p);
    expect(legend.map((l) => [l.label, l.dash])).toEqual([
      ['Reno: goodput of a Reno flow', ''],
      ['Reno: model, Mathis et al. (Reno)', '2 3'],
      ['Reno: model, Padhye et al. (Reno)', '8 3 2 3'],
    ]);
    // One configuration: the models take the colour of the goodput they stand beside.
    expect(new Set(legend.map((l) => l.color)).size).toBe(1);
  });

  it('with several configurations carrying models, the legend gives a colour per configuration and a style per measure', () => {
    const rows = ['a', 'b'].flatMap((c) => [row(`ns2:${c}`, 1, 5e5, NaN, { measure: 'goodput:long' }), row(`ns2:${c}`, 1, 6e5, NaN, { measure: 'vegasLow:long' })]);
    const legend = chartLegend({ ...props(rows), measures: ['goodput:long', 'vegasLow:long'] });
    expect(legend.map((l) => l.label)).toEqual(['A', 'B', 'goodput of a long flow', 'model, Vegas equilibrium α/(RTT − BaseRTT) (long)']);
  });

  it('dashes the standard profile only beside the ns2 profile: an experiment run in the standard profile alone draws solid lines', () => {
    const both: ResultChartProps = { ...props([row('ns2:a', 1, 0.9, NaN), row('standard:a', 1, 0.8, NaN)]), series: [{ id: 'ns2:a', label: 'A' }, { id: 'standard:a', label: 'A (standard)' }] };
    expect(chartLegend(both).map((l) => [l.label, l.dash])).toEqual([
      ['A', ''],
      ['A (standard)', '7 4'],
    ]);
    const alone: ResultChartProps = { ...props([row('standard:a', 1, 0.8, NaN), row('standard:b', 1, 0.7, NaN)]), series: [{ id: 'standard:a', label: 'A' }, { id: 'standard:b', label: 'B' }] };
    expect(chartLegend(alone).map((l) => [l.label, l.dash])).toEqual([
      ['A', ''],
      ['B', ''],
    ]);
  });

  it('stops an index’s interval at 1 (the axis never reaches 1.4 for a JFI)', () => {
    const { container } = render(<ResultChart {...props([row('ns2:a', 1, 0.9, 0.5), row('ns2:a', 2, 0.9, 0.5)])} />);
    const ticks = [...container.querySelectorAll('text.xr__tick[text-anchor="end"]')].map((t) => Number(t.textContent)).filter(Number.isFinite);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(1.1);
  });

  it("spans the plan's x values before any result comes, and keeps that axis as results stream in", () => {
    /** The x axis's tick labels (centred under the axis; the y axis's stand to its left). */
    const xTicks = (c: HTMLElement) => [...c.querySelectorAll('text.xr__tick[text-anchor="middle"]')].map((e) => Number(e.textContent));
    const planXs = [10, 25, 50, 100, 200, 350, 500];
    const empty = render(<ResultChart {...props([])} planXs={planXs} />);
    const before = xTicks(empty.container);
    expect(before[0]).toBeLessThanOrEqual(10);
    expect(before[before.length - 1]).toBeGreaterThanOrEqual(500);
    cleanup();
    const some = render(<ResultChart {...props([row('ns2:a', 10, 0.9, 0.05), row('ns2:a', 25, 0.8, 0.05)])} planXs={planXs} />);
    expect(xTicks(some.container)).toEqual(before);
    cleanup();
    // Without a plan, an empty chart still draws an axis (0 to 1), not none.
    const bare = render(<ResultChart {...props([])} />);
    expect(xTicks(bare.container)).toContain(1);
  });

  it('leaves out rows with no value (a class that does not exist in the series)', () => {
    const { container } = render(<ResultChart {...props([row('ns2:a', 1, NaN, NaN), row('ns2:b', 1, 0.5, NaN)])} />);
    expect(container.querySelectorAll('[data-ours]').length).toBe(1);
    expect(chartLegend(props([row('ns2:a', 1, NaN, NaN), row('ns2:b', 1, 0.5, NaN)])).map((l) => l.label)).toEqual(['B']);
  });
});

describe('Heatmap', () => {
  it('draws a cell per (x, y) with its value', () => {
    const rows = [0, 1].flatMap((yi) => [10, 20, 30].map((x) => row(`y${yi}`, x, x / 100 + yi, NaN)));
    const { container } = render(<Heatmap rows={rows} xs={[10, 20, 30]} ys={[1, 2]} xLabel="buffer" yLabel="α" measureLabel="JFI" />);
    const cells = [...container.querySelectorAll('[data-ours]')];
    expect(cells.length).toBe(6);
    expect(cells.find((c) => c.getAttribute('data-x') === '30' && c.getAttribute('data-y') === '2')!.getAttribute('data-mean')).toBe('1.3');
  });
});

describe('the results cache key', () => {
  it('moves with any scenario of the plan and stays put otherwise', () => {
    const base = validateScenario(PRESETS['tsang-two-vegas']);
    const spec = { x: { path: 'bottleneck.bufferPackets', values: [20, 40] }, seeds: 2, measure: 'jain', classBy: 'flow' as const };
    const k = planKey(customSweepPlan(base, spec));
    expect(planKey(customSweepPlan(base, spec))).toBe(k);
    expect(planKey(customSweepPlan(base, { ...spec, seeds: 3 }))).not.toBe(k);
    expect(planKey(customSweepPlan({ ...base, durationSec: 30 }, spec))).not.toBe(k);
  });
});
