// @vitest-environment jsdom
// A figure's legend names only what the panel draws (ns-2.35's squares and the paper's crosses only
// where there are some); a point's values read out under the chart when the pointer comes near it or
// the arrow keys reach it; a readout line says what the point is worth.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ResultRow } from '../../../src/experiments/resultTable';
import { FigurePanel } from '../../../src/ui/experiments/FigurePanel';
import { pointReadout, type ResultChartProps } from '../../../src/ui/experiments/ResultChart';

afterEach(cleanup);

const row = (x: number, mean: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  series: 'ns2:v',
  seriesLabel: 'Vegas',
  point: `x2-${x}`,
  x,
  pointLabel: `x2 = ${x} ms`,
  measure: 'goodput:long',
  n: 1,
  mean,
  ci95: NaN,
  ...extra,
});

const props = (rows: ResultRow[]): ResultChartProps & { fileBase: string } => ({
  fileBase: 'x',
  title: 'Goodput',
  kind: 'lines',
  xLabel: 'x2 (ms)',
  yLabel: 'goodput (b/s)',
  measures: ['goodput:long'],
  series: [{ id: 'ns2:v', label: 'Vegas' }],
  rows,
  width: 400,
  height: 200,
});

describe('FigurePanel', () => {
  it('lists "the paper" and ns-2.35 in the legend only where the panel draws them', () => {
    const bare = render(<FigurePanel {...props([row(1, 500_000), row(5, 700_000)])} />);
    expect(bare.container.querySelector('[data-legend="paper"]')).toBeNull();
    expect(bare.container.querySelector('[data-legend="ns2"]')).toBeNull();
    cleanup();
    const full = render(<FigurePanel {...props([row(1, 500_000, { paper: 750_000, ns2: { n: 1, mean: 500_000, ci95: NaN } }), row(5, 700_000)])} />);
    expect(full.container.querySelectorAll('[data-legend="paper"]').length).toBe(1);
    expect(full.container.querySelectorAll('[data-legend="ns2"]').length).toBe(1);
  });

  it('reads a point out with the arrow keys, from the left, and rings it on the chart', () => {
    const { container } = render(<FigurePanel {...props([row(5, 700_000), row(1, 428_800, { paper: 750_000, ns2: { n: 1, mean: 428_800, ci95: NaN } })])} />);
    const plot = container.querySelector('.xr__plot')!;
    const readout = container.querySelector('.xr__readout')!;
    expect(readout.textContent).toMatch(/^Point at a mark/);
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(readout.textContent).toBe('Vegas, x2 = 1 ms, goodput of a long flow: ours 429\u00a0kb/s (n = 1) · ns-2.35 429\u00a0kb/s · the paper 750\u00a0kb/s');
    expect(container.querySelector('[data-active-point]')!.getAttribute('data-active-point')).toBe('x2-1');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(readout.textContent).toMatch(/^Vegas, x2 = 5 ms, .*: ours 700\u00a0kb\/s \(n = 1\)$/);
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(container.querySelector('[data-active-point]')).toBeNull();
  });

  it('shows the values of the point nearest the pointer', () => {
    const { container } = render(<FigurePanel {...props([row(1, 428_800), row(5, 700_000)])} />);
    const svg = container.querySelector('svg.xr__chart')!;
    // jsdom lays nothing out: give the chart its drawn size at the page's origin.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    const mark = container.querySelector('[data-ours][data-point="x2-5"] circle')!;
    const [cx, cy] = [Number(mark.getAttribute('cx')), Number(mark.getAttribute('cy'))];
    fireEvent.pointerMove(svg, { clientX: cx + 3, clientY: cy - 3, pointerType: 'mouse' });
    expect(container.querySelector('.xr__readout')!.textContent).toMatch(/^Vegas, x2 = 5 ms, /);
  });
});

describe('pointReadout', () => {
  it('gives ours with its interval, then ns-2.35 and the paper; a JFI to three decimals', () => {
    expect(pointReadout(row(60, 716_000, { n: 3, ci95: 30_000, ns2: { n: 10, mean: 736_000, ci95: 20_000 } }))).toBe(
      'Vegas, x2 = 60 ms, goodput of a long flow: ours 716\u00a0kb/s ± 30.0\u00a0kb/s (n = 3) · ns-2.35 736\u00a0kb/s',
    );
    expect(pointReadout(row(1, 0.8451, { measure: 'jain', paper: 1 }))).toBe('Vegas, x2 = 1 ms, JFI: ours 0.845 (n = 1) · the paper 1.000');
  });
});
