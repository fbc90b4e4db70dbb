// @vitest-environment jsdom
/// <reference lib="dom" />
import './setup';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeChart } from '../../../src/ui/charts/TimeChart';
import { LEGEND_FOLD_AFTER } from '../../../src/ui/charts/ChartLegend';
import { CANVAS_LINES_FROM } from '../../../src/ui/charts/chartModel';
import { queueSpec } from '../../../src/ui/charts/labChartSpecs';
import { FLOWS, syntheticStore } from './synthetic';

const store = syntheticStore();
const spec = queueSpec({ store, flows: FLOWS, queue: { kind: 'red', bufferPackets: 50, minThPackets: 5, maxThPackets: 15 }, bottleneckBps: 1e6 });
const chart = (over: Partial<Parameters<typeof TimeChart>[0]> = {}) => (
  <TimeChart
    title={spec.title}
    data={store}
    version={store.version}
    y={spec.y}
    series={spec.series}
    rules={spec.rules}
    markers={store.markers}
    window={{ mode: 'fixed', fromSec: 0, toSec: 20 }}
    onWindowChange={() => {}}
    {...over}
  />
);

describe('TimeChart', () => {
  const saved = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = saved;
  });

  it('is drawn at once at the size it is given, as an image with a summary', () => {
    const { container } = render(chart({ width: 400, height: 150 }));
    const svg = container.querySelector('svg.tc-svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('role')]).toEqual(['400', '150', 'img']);
    expect(svg.getAttribute('aria-label')).toMatch(/^Bottleneck queue: queue \(packets\) against time, 0\.00 to 20\.00 s\. At 20\.00 s: instantaneous \d+, RED average [\d.]+\. 2 changes marked\.$/);
  });

  it('fills its container: redraws at the size ResizeObserver reports', async () => {
    let report: ((entries: { contentRect: { width: number; height: number } }[]) => void) | null = null;
    globalThis.ResizeObserver = class {
      constructor(cb: (entries: { contentRect: { width: number; height: number } }[]) => void) {
        report = cb;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const { container } = render(chart());
    const svg = () => container.querySelector('svg.tc-svg')!;
    expect(svg().getAttribute('width')).toBe('640'); // before the first measurement
    report!([{ contentRect: { width: 517.6, height: 160 } }]);
    await waitFor(() => expect([svg().getAttribute('width'), svg().getAttribute('height')]).toEqual(['518', '160']));
  });

  it('folds a long legend (30 flows) behind a button, and unfolds it', () => {
    const values = store.flowColumn(0, 'cwnd');
    const series = Array.from({ length: 30 }, (_, i) => ({ key: `s${i}`, label: `Flow ${i + 1}`, values, color: '#000' }));
    const { container } = render(chart({ width: 400, height: 150, series, rules: [] }));
    const legend = within(container.querySelector('.tc-legend') as HTMLElement);
    expect(legend.getAllByRole('listitem')).toHaveLength(LEGEND_FOLD_AFTER + 1);
    const more = legend.getByRole('button', { name: `and ${30 - LEGEND_FOLD_AFTER} more…` });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(legend.getAllByRole('listitem')).toHaveLength(31);
    expect(legend.getByText('Flow 30')).toBeTruthy();
    fireEvent.click(legend.getByRole('button', { name: 'Show fewer' }));
    expect(legend.queryByText('Flow 30')).toBeNull();
  });

  it('lists a short legend in full', () => {
    const { container } = render(chart({ width: 400, height: 150 }));
    const inLegend = spec.series.filter((s) => s.legend !== false).length + (spec.rules ?? []).filter((r) => r.labelIn === 'legend').length;
    expect(container.querySelectorAll('.tc-legend li')).toHaveLength(inLegend);
    expect(container.querySelector('.tc-legend-more')).toBeNull();
  });

  it('projector mode: heavier lines and more room for larger type', () => {
    const normal = render(chart({ width: 400, height: 150 })).container;
    const big = render(chart({ width: 400, height: 150, projector: true })).container;
    const width = (c: HTMLElement) => c.querySelector('path.tc-line')!.getAttribute('stroke-width');
    expect([width(normal), width(big)]).toEqual(['1', '2.5']);
    expect(big.querySelector('figure')!.classList.contains('tc--projector')).toBe(true);
    const left = (c: HTMLElement) => c.querySelector('svg.tc-svg > g')!.getAttribute('transform');
    expect([left(normal), left(big)]).toEqual(['translate(46,18)', 'translate(64,26)']);
  });

  it(`draws ${CANVAS_LINES_FROM} lines or more on a canvas under the SVG, and still exports them as SVG paths`, async () => {
    const values = store.flowColumn(0, 'cwnd');
    const series = Array.from({ length: CANVAS_LINES_FROM }, (_, i) => ({ key: `s${i}`, label: `Flow ${i + 1}`, values, color: '#0072B2' }));
    const { container } = render(chart({ width: 400, height: 150, series, rules: [] }));
    expect(container.querySelectorAll('path.tc-line')).toHaveLength(0);
    const canvas = container.querySelector('canvas.tc-lines') as HTMLCanvasElement;
    // Over the plot area exactly (inside the margins), behind the SVG's axes and marks.
    expect([canvas.style.left, canvas.style.top, canvas.style.width, canvas.style.height]).toEqual(['46px', '18px', `${400 - 46 - 12}px`, `${150 - 18 - 28}px`]);
    expect(canvas.compareDocumentPosition(container.querySelector('svg.tc-svg')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    let saved: Blob | null = null;
    const [create, revoke] = [URL.createObjectURL, URL.revokeObjectURL];
    URL.createObjectURL = (b: Blob | MediaSource) => {
      saved = b as Blob;
      return 'blob:test/1';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      fireEvent.click(within(container).getByRole('button', { name: /^Export / }));
      fireEvent.click(within(container).getByRole('button', { name: 'SVG of the visible window' }));
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
      vi.restoreAllMocks();
    }
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(saved!);
    });
    const paths = [...text.matchAll(/<path [^>]*d="M[^"]+"[^>]*stroke="#0072B2"/g)];
    expect(paths).toHaveLength(CANVAS_LINES_FROM);
  });

  it('says when there is nothing to show', () => {
    const { container } = render(chart({ window: { mode: 'fixed', fromSec: 100, toSec: 120 } }));
    expect(container.querySelector('svg.tc-svg')!.getAttribute('aria-label')).toMatch(/No data in view\.$/);
    expect(container.querySelectorAll('path.tc-line').length).toBe(0);
  });

  it('its tools act on the view drawn now, not the one drawn when its head was first rendered', async () => {
    const onWindowChange = vi.fn();
    const { container, rerender } = render(chart({ width: 400, height: 150, onWindowChange }));
    // The view moves (another chart zoomed, say): the head shows the same tools, so it is not
    // rendered again, but its buttons must zoom about the new view.
    rerender(chart({ width: 400, height: 150, onWindowChange, window: { mode: 'fixed', fromSec: 0, toSec: 10 } }));
    await waitFor(() => expect(container.querySelector('svg.tc-svg')!.getAttribute('aria-label')).toMatch(/0\.00 to 10\.00 s/));
    fireEvent.click(within(container).getByRole('button', { name: /^Zoom in/ }));
    const zoomed = onWindowChange.mock.calls[0][0];
    expect(zoomed.mode).toBe('fixed');
    if (zoomed.mode === 'fixed') {
      expect((zoomed.fromSec + zoomed.toSec) / 2).toBeCloseTo(5, 9);
      expect(zoomed.toSec - zoomed.fromSec).toBeLessThan(10);
    }
    fireEvent.click(within(container).getByRole('button', { name: 'Follow live' }));
    expect(onWindowChange.mock.calls[1][0].mode).toBe('follow');
  });
});
