// @vitest-environment jsdom
/// <reference lib="dom" />
import './setup';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowStride } from '../../../src/sim/metrics/Sampler';
import { LabCharts } from '../../../src/ui/charts/LabCharts';
import { CHART_IDS, type LabChartsProps, type TimeWindow } from '../../../src/ui/charts/types';
import { DURATION_SEC, FLOWS, MODERN_FLOWS, pretty, SAMPLE_SEC, syntheticModernStore, syntheticStore } from './synthetic';
import { isVariantChart } from '../../../src/ui/charts/variantChartSpecs';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { DEFAULT_SPAN_SEC } from '../../../src/ui/charts/timeWindow';

function props(over: Partial<LabChartsProps> = {}): LabChartsProps {
  return {
    store: syntheticStore(),
    version: 1,
    flows: FLOWS,
    hidden: new Set(),
    vegas: (i) => (FLOWS[i].variant === 'vegas' ? { alpha: 1, beta: 3 } : null),
    camFlow: 1,
    onCamFlowChange: () => {},
    window: { mode: 'fixed', fromSec: 0, toSec: 20 },
    onWindowChange: () => {},
    queue: { kind: 'red', bufferPackets: 50, minThPackets: 5, maxThPackets: 15 },
    bottleneckBps: 1.5e6,
    packetBytes: 1000,
    visible: CHART_IDS,
    projector: false,
    ...over,
  };
}

/** A CUBIC and a BBR flow (no Vegas flow) on a 1.5 Mb/s bottleneck. */
function modernProps(over: Partial<LabChartsProps> = {}): LabChartsProps {
  return props({ store: syntheticModernStore(), flows: MODERN_FLOWS, vegas: () => null, camFlow: null, ...over });
}

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(b: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsText(b);
  });
}

const chart = (id: string) => document.querySelector(`[data-chart-id="${id}"]`) as HTMLElement;
const legendOf = (id: string) => Array.from(chart(id).querySelectorAll('.tc-legend li')).map((li) => li.textContent?.trim());

describe('LabCharts', () => {
  it.each(CHART_IDS)('draws the %s chart as in its stored snapshot', async (id) => {
    // The variant state charts draw the CUBIC and BBR flows of their own synthetic store.
    render(<LabCharts {...(isVariantChart(id) ? modernProps() : props())} />);
    const svgs = chart(id).querySelectorAll('svg.tc-svg');
    expect(svgs.length).toBe(id === 'cam' || id === 'bbr' ? 2 : 1);
    for (const [k, svg] of Array.from(svgs).entries()) {
      await expect(pretty(svg.outerHTML)).toMatchFileSnapshot(`__snapshots__/lab-${id}${k > 0 ? `-${k + 1}` : ''}.svg`);
    }
  });

  it('shows the charts asked for, in that order', () => {
    render(<LabCharts {...props({ visible: ['rtt', 'cwnd'] })} />);
    expect(Array.from(document.querySelectorAll('[data-chart-id]')).map((e) => e.getAttribute('data-chart-id'))).toEqual(['rtt', 'cwnd']);
  });

  it('before the first sample, each flow chart keeps its legend’s line, empty and hidden from readers, which the flows’ names then fill', async () => {
    // The charts hold their height as the run starts: nothing under them moves under a pointer or focus.
    const perFlow = ['cwnd', 'rtt', 'throughput', 'queue'] as const;
    const { rerender } = render(<LabCharts {...props({ store: new TraceStore(FLOWS.length), visible: [...perFlow] })} />);
    for (const id of perFlow) expect(chart(id).querySelectorAll('.tc-legend').length, id).toBe(1);
    // The set-up's lines (the fair share, the buffer's size) are named from the start; the flows' are not yet.
    const waiting = new Map<string, Element>();
    for (const id of ['cwnd', 'rtt'] as const) {
      const legend = chart(id).querySelector('.tc-legend')!;
      expect(legend.getAttribute('aria-hidden'), id).toBe('true');
      expect(legend.textContent, id).toBe('\u00a0');
      waiting.set(id, legend);
    }
    rerender(<LabCharts {...props({ visible: [...perFlow], version: 2 })} />);
    for (const id of ['cwnd', 'rtt'] as const) {
      await waitFor(() => expect(legendOf(id), id).toEqual(expect.arrayContaining(FLOWS.map((f) => f.name))));
      expect(chart(id).querySelectorAll('.tc-legend').length, id).toBe(1);
      // The same element, named now: whatever held it (a test, a screen reader's place) still has it.
      expect(chart(id).querySelector('.tc-legend'), id).toBe(waiting.get(id));
      expect(chart(id).querySelector('.tc-legend')!.hasAttribute('aria-hidden'), id).toBe(false);
    }
  });

  it('marks every live change on every chart’s time axis, with a readable label', () => {
    render(<LabCharts {...props()} />);
    // The phase plot has no time axis.
    for (const id of CHART_IDS.filter((c) => c !== 'phase' && !isVariantChart(c))) {
      const titles = Array.from(chart(id).querySelectorAll('.tc-marker title')).map((t) => t.textContent);
      expect(titles.slice(0, 2)).toEqual(['8.00 s: added flow Vegas 3', '12.50 s: Vegas 2: α → 2']);
      expect(chart(id).querySelectorAll('.tc-marker-line').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('CUBIC chart: the window with its epoch’s curve, W_max as a line and K on the time axis, for the CUBIC flow only', () => {
    render(<LabCharts {...modernProps({ visible: ['cubic'] })} />);
    const c = chart('cubic');
    expect(within(c).getByRole('combobox', { name: 'Flow' }).textContent).toBe('CUBIC 1');
    // The second loss (12 s) came at W = 0.4·(11.95 − 2.5 − ∛75)³ + 100 = 157.3 → W_max 157, cwnd 0.7·157 → 109,
    // K = ∛((157 − 109)/0.4) = ∛120 = 4.93 s after the epoch's start at 12.5 s: 17.43 s.
    expect(Array.from(c.querySelectorAll('text.tc-rule-label')).map((t) => t.textContent)).toEqual(['W_max = 157 packets']);
    expect(c.querySelector('text.tc-timemark-label[data-mark="k"]')!.textContent).toBe('K = 4.93 s');
    expect(c.querySelector('text.tc-timemark-label[data-mark="epoch"]')!.textContent).toBe('epoch start');
    const plotWidth = Number(c.querySelector('.tc-grid line')!.getAttribute('x2'));
    const kx = Number(c.querySelector('line.tc-timemark[data-mark="k"]')!.getAttribute('x1'));
    expect(kx).toBeCloseTo((17.432 / 20) * plotWidth, 0);
    expect(Number(c.querySelector('line.tc-timemark[data-mark="epoch"]')!.getAttribute('x1'))).toBeCloseTo((12.5 / 20) * plotWidth, 0);
    expect(c.querySelectorAll('path.tc-line[data-series="curve"]').length).toBe(1);
    expect(legendOf('cubic')).toEqual(['CUBIC 1 cwnd', 'W_cubic(t) = C·(t − K)³ + W_max', 'W_est (Reno-friendly)', 'W_cubic(t) projected ahead']);
  });

  it('CUBIC chart following live 1.5 s into an epoch: the view widens to 1.2·K so K is on screen, and the curve is projected ahead', () => {
    const store = syntheticModernStore();
    store.truncateAfter(14);
    render(<LabCharts {...modernProps({ visible: ['cubic'], store, window: { mode: 'follow', spanSec: 10 } })} />);
    const c = chart('cubic');
    // The latest 10 s (4–14 s) widened to the epoch start (12.5 s) + 1.2·K (1.2·4.932 s): 4–18.42 s; K at 17.43 s.
    const plotWidth = Number(c.querySelector('.tc-grid line')!.getAttribute('x2'));
    const kx = Number(c.querySelector('line.tc-timemark[data-mark="k"]')!.getAttribute('x1'));
    expect(kx).toBeCloseTo(((17.432 - 4) / (18.418 - 4)) * plotWidth, 0);
    expect(kx).toBeLessThan(plotWidth);
    // The projection starts at the latest sample (14 s) and leaves the plot at its right edge.
    const d = c.querySelector('path.tc-line[data-series="projected"]')!.getAttribute('d')!;
    const xs = d.match(/-?\d+(\.\d+)?(?=,)/g)!.map(Number);
    expect(xs[0]).toBeCloseTo(((14 - 4) / (18.418 - 4)) * plotWidth, 0);
    expect(Math.max(...xs)).toBeGreaterThan(plotWidth);
  });

  it('CUBIC chart in the whole-run view reaches K too: 0–18.42 s with the trace cut at 14 s', () => {
    const store = syntheticModernStore();
    store.truncateAfter(14);
    render(<LabCharts {...modernProps({ visible: ['cubic'], store, window: { mode: 'whole' } })} />);
    const c = chart('cubic');
    const plotWidth = Number(c.querySelector('.tc-grid line')!.getAttribute('x2'));
    expect(Number(c.querySelector('line.tc-timemark[data-mark="k"]')!.getAttribute('x1'))).toBeCloseTo((17.432 / 18.418) * plotWidth, 0);
    expect(c.querySelector('svg.tc-svg')!.getAttribute('aria-label')).toMatch(/against time, 0\.00 to 18\.42 s\./);
  });

  it('CUBIC chart in a fixed view is not widened', () => {
    const store = syntheticModernStore();
    store.truncateAfter(14);
    render(<LabCharts {...modernProps({ visible: ['cubic'], store, window: { mode: 'fixed', fromSec: 4, toSec: 14 } })} />);
    expect(chart('cubic').querySelector('line.tc-timemark[data-mark="k"]')).toBeNull();
  });

  it('BBR chart: its states as shaded spans, BtlBw and pacing against the true rate; RTprop against the propagation RTT', () => {
    render(<LabCharts {...modernProps({ visible: ['bbr'] })} />);
    const c = chart('bbr');
    const codes = new Set(Array.from(c.querySelectorAll('g.tc-state')).map((g) => g.getAttribute('data-state')));
    // 4 × state + phase: STARTUP, DRAIN, PROBE_BW cruising / probing / draining, PROBE_RTT.
    expect([...codes].sort()).toEqual(['0', '10', '12', '4', '8', '9']);
    // Spans are in time order and do not overlap.
    const spans = Array.from(c.querySelectorAll('g.tc-state rect')).map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('width'))]);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][0] + spans[i - 1][1] - 0.11);
    expect(legendOf('bbr')).toEqual([
      'Pacing rate',
      'BtlBw (estimate)',
      'true bottleneck rate 1.5 Mb/s',
      'STARTUP',
      'DRAIN',
      'PROBE_BW, cruising (gain 1)',
      'PROBE_BW, probing (gain above 1)',
      'PROBE_BW, draining (gain below 1)',
      'PROBE_RTT',
      'Min RTT (RTprop estimate)',
      'true propagation RTT 50 ms',
    ]);
    expect(c.querySelectorAll('line.tc-rule').length).toBe(2);
  });

  it('says when no flow of a variant chart’s kind runs', () => {
    render(<LabCharts {...props({ visible: ['cubic', 'bbr'] })} />);
    expect(chart('cubic').textContent).toMatch(/No CUBIC flow is running/);
    expect(chart('bbr').textContent).toMatch(/No BBR flow is running/);
  });

  it('says a variant chart waits for its first samples while its flow has none yet', () => {
    render(<LabCharts {...modernProps({ visible: ['cubic'], store: new TraceStore(0) })} />);
    expect(chart('cubic').textContent).toMatch(/Waiting for the first samples/);
  });

  it('leaves hidden flows out', () => {
    render(<LabCharts {...props({ hidden: new Set([0]) })} />);
    const legend = within(chart('cwnd')).getByRole('list', { name: /legend/ });
    expect(within(legend).queryByText('Reno 1')).toBeNull();
    expect(within(legend).getByText('Vegas 2')).toBeTruthy();
    expect(chart('cwnd').querySelectorAll('path.tc-line').length).toBe(4); // cwnd and ssthresh of two flows
  });

  it('by class: one mean line and one spread band per variant class on cwnd, throughput and RTT; the rest unchanged', () => {
    render(<LabCharts {...props({ byClass: true })} />);
    for (const id of ['cwnd', 'throughput', 'rtt'] as const) {
      const legend = within(chart(id)).getByRole('list', { name: /legend/ });
      expect(within(legend).getByText('Reno mean (1 flow)')).toBeTruthy();
      expect(within(legend).getByText('Vegas mean (2 flows)')).toBeTruthy();
      expect(within(legend).getByText('Vegas 10–90 % of flows')).toBeTruthy();
      expect(within(legend).queryByText('Vegas 2')).toBeNull();
      expect(chart(id).querySelectorAll('path.tc-line:not([data-series="fair"])').length).toBe(2);
      expect(chart(id).querySelectorAll('path.tc-band').length).toBe(2);
    }
    // The fair share still counts flows, not classes, and is drawn over the classes' lines; the queue chart is the same in both views.
    expect(legendOf('throughput')).toContain('fair share 500 kb/s (link / 3) now');
    expect(chart('throughput').querySelector('path.tc-line[data-series="fair"]')).not.toBeNull();
    expect(chart('queue').querySelectorAll('path.tc-line').length).toBe(3);
  });

  describe('the other run, faint (a branch’s original)', () => {
    const ghost = { store: syntheticStore(7), flows: FLOWS, label: 'faint: the original run' };
    const ghostLines = (id: string) => Array.from(chart(id).querySelectorAll('path.tc-ghost'));

    it('per flow: under every time chart, the CAM chart and its Diff panel included, named once in each legend', () => {
      render(<LabCharts {...props({ ghost })} />);
      // The same flows ran in both: one faint line under each of this run's (cwnd: 3 windows + 3
      // ssthresh); the set-up's lines (fair share, buffer) are the same in both and drawn once.
      expect(ghostLines('cwnd').length).toBe(6);
      for (const id of ['cwnd', 'queue', 'throughput', 'fairness', 'rtt']) {
        expect(ghostLines(id).length, id).toBe(chart(id).querySelectorAll('path.tc-line:not(.tc-ghost):not([data-series="fair"]):not([data-series="buffer"])').length);
        expect(legendOf(id), id).toContain('faint: the original run');
      }
      const [rates, diff] = Array.from(chart('cam').querySelectorAll('svg.tc-svg'));
      expect(rates.querySelectorAll('path.tc-ghost').length).toBe(2);
      expect(diff.querySelectorAll('path.tc-ghost').length).toBe(3);
      // Faint lines sit under this run's: drawn first.
      const paths = Array.from(rates.querySelectorAll('path.tc-ghost, path.tc-line'));
      expect(paths[0].classList.contains('tc-ghost')).toBe(true);
    });

    it('by class: the other run’s class means, faint, under the class lines (and under the queue and fairness charts)', () => {
      render(<LabCharts {...props({ ghost, byClass: true })} />);
      for (const id of ['cwnd', 'throughput', 'rtt']) {
        expect(ghostLines(id).length, id).toBe(2);
        expect(legendOf(id), id).toContain('faint: the original run');
      }
      expect(ghostLines('queue').length).toBe(2);
      expect(ghostLines('fairness').length).toBe(2);
    });

    it('the phase plot draws the other run’s trajectory as a faint trail, named in its legend', () => {
      render(<LabCharts {...props({ ghost })} />);
      const phase = chart('phase');
      const path = phase.querySelector('path.pc-ghost');
      expect(path?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){20,}/);
      expect(phase.querySelector('.pc-legend')?.textContent).toContain('faint: the original run');
      // Under this run's trail (drawn before it).
      const order = Array.from(phase.querySelectorAll('path.pc-ghost, path.pc-trail')).map((p) => p.getAttribute('class'));
      expect(order[0]).toBe('pc-ghost');
    });

    it('the CUBIC and BBR state charts draw the same flow of the other run faint, by class too', () => {
      const modernGhost = { store: syntheticModernStore(), flows: MODERN_FLOWS, label: 'faint: the original run' };
      for (const byClass of [false, true]) {
        const { unmount } = render(<LabCharts {...modernProps({ visible: ['cubic', 'bbr'], ghost: modernGhost, byClass })} />);
        expect(ghostLines('cubic').length, `cubic, by class ${byClass}`).toBeGreaterThan(0);
        expect(ghostLines('bbr').length, `bbr, by class ${byClass}`).toBeGreaterThan(0);
        unmount();
      }
    });

    it('without another run, no faint lines anywhere', () => {
      render(<LabCharts {...props()} />);
      expect(document.querySelectorAll('path.tc-ghost, path.pc-ghost').length).toBe(0);
    });
  });

  it('draws the fair share and the buffer as lines in the legend, and RED’s thresholds as rules named in the legend', () => {
    render(<LabCharts {...props()} />);
    expect(chart('throughput').querySelectorAll('.tc-rule').length).toBe(0);
    expect(chart('throughput').querySelector('path.tc-line[data-series="fair"]')).not.toBeNull();
    // Vegas 3 joined at 8 s: the share was the link over two flows before, over three now.
    expect(legendOf('throughput')).toContain('fair share 500 kb/s (link / 3) now');
    expect(chart('queue').querySelector('path.tc-line[data-series="buffer"]')).not.toBeNull();
    expect(chart('queue').querySelectorAll('.tc-rule').length).toBe(2);
    expect(chart('queue').querySelector('.tc-rule-label')).toBeNull();
    expect(legendOf('queue')).toEqual(expect.arrayContaining(['buffer 50', 'minTh 5', 'maxTh 15']));
  });

  it('leaves out RED’s average and thresholds under DropTail', () => {
    render(<LabCharts {...props({ queue: { kind: 'droptail', bufferPackets: 50 } })} />);
    expect(chart('queue').querySelectorAll('.tc-rule').length).toBe(0);
    expect(Array.from(chart('queue').querySelectorAll('path.tc-line')).map((p) => p.getAttribute('data-series'))).toEqual(['queue', 'buffer']);
  });

  it('CAM chart: picks a Vegas flow with a labelled select, and says so when there is none', () => {
    const onCamFlowChange = vi.fn();
    const { unmount } = render(<LabCharts {...props({ onCamFlowChange })} />);
    const select = within(chart('cam')).getByLabelText('Flow') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Vegas 2', 'Vegas 3']);
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onCamFlowChange).toHaveBeenCalledWith(2);
    expect(within(chart('cam')).getByText('α–β band (α = 1, β = 3)')).toBeTruthy();
    // The Diff panel draws α and β as lines over time (they may have been changed during the run).
    expect(Array.from(chart('cam').querySelectorAll('.tc-legend li')).map((t) => t.textContent)).toEqual(expect.arrayContaining(['Diff', 'α', 'β']));
    unmount();
    render(<LabCharts {...props({ flows: [FLOWS[0]], vegas: () => null, camFlow: null })} />);
    expect(within(chart('cam')).getByText(/No Vegas-family flow/)).toBeTruthy();
  });

  it('falls back to the first Vegas flow when the chosen one is hidden', () => {
    render(<LabCharts {...props({ camFlow: 1, hidden: new Set([1]) })} />);
    expect((within(chart('cam')).getByLabelText('Flow') as HTMLSelectElement).value).toBe('2');
  });

  it('redraws in animation frames, with the latest data, however often the version changes', async () => {
    const p = props({ window: { mode: 'follow', spanSec: 30 } });
    const { rerender } = render(<LabCharts {...p} />);
    const label = () => chart('cwnd').querySelector('svg.tc-svg')!.getAttribute('aria-label');
    const before = label();
    // New data arrives in three batches within one frame: nothing is redrawn until a frame comes.
    const stride = rowStride(3);
    const row = new Float64Array(stride).fill(1);
    row[0] = 25;
    p.store.append(row, stride);
    rerender(<LabCharts {...p} version={2} />);
    row[0] = 26;
    p.store.append(row, stride);
    rerender(<LabCharts {...p} version={3} />);
    expect(label()).toBe(before);
    await waitFor(() => expect(label()).toMatch(/At 26\.00 s: Reno 1 1, Vegas 2 1, Vegas 3 1\./));
  });
});

describe('LabCharts: the shared time axis', () => {
  let onWindowChange: ReturnType<typeof vi.fn<(w: TimeWindow) => void>>;
  beforeEach(() => {
    onWindowChange = vi.fn<(w: TimeWindow) => void>();
  });

  it('keys on a focused chart scroll, zoom and return to following', () => {
    render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 5, toSec: 15 } })} />);
    const plot = within(chart('queue')).getByRole('group', { name: 'Bottleneck queue chart' });
    expect(plot.tabIndex).toBe(0);
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    fireEvent.keyDown(plot, { key: '+' });
    fireEvent.keyDown(plot, { key: 'Home' });
    fireEvent.keyDown(plot, { key: ' ' }); // Space belongs to the app (play/pause)
    expect(onWindowChange.mock.calls.map((c) => c[0])).toEqual([
      { mode: 'fixed', fromSec: 4, toSec: 14 },
      { mode: 'fixed', fromSec: 6, toSec: 14 },
      { mode: 'follow', spanSec: 10 },
    ]);
  });

  it('"Whole run" shows the whole run (and W does too); "Follow live" then returns to the default span', async () => {
    const { rerender } = render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 5, toSec: 10 } })} />);
    const whole = within(chart('queue')).getByRole('button', { name: /^Whole run$/ });
    expect(whole.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(whole);
    expect(onWindowChange).toHaveBeenLastCalledWith({ mode: 'whole' });
    fireEvent.keyDown(within(chart('cwnd')).getByRole('group', { name: 'Congestion window chart' }), { key: 'w' });
    expect(onWindowChange).toHaveBeenLastCalledWith({ mode: 'whole' });
    rerender(<LabCharts {...props({ onWindowChange, window: { mode: 'whole' } })} />);
    expect(within(chart('queue')).getByRole('button', { name: /^Whole run$/ }).getAttribute('aria-pressed')).toBe('true');
    // The axis runs from 0 to the end of the data.
    const ticks = () => Array.from(chart('queue').querySelectorAll('.tc-axis-x text')).map((t) => t.textContent);
    await waitFor(() => expect(ticks()).toContain('0'));
    expect(Math.max(...ticks().map(Number).filter(Number.isFinite))).toBeGreaterThanOrEqual(16);
    fireEvent.click(within(chart('queue')).getByRole('button', { name: 'Follow live' }));
    expect(onWindowChange).toHaveBeenLastCalledWith({ mode: 'follow', spanSec: DEFAULT_SPAN_SEC });
  });

  it('"Follow live" is a toggle button that returns to following', () => {
    render(<LabCharts {...props({ onWindowChange })} />);
    const follow = within(chart('rtt')).getByRole('button', { name: 'Follow live' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    expect(onWindowChange).toHaveBeenCalledWith({ mode: 'follow', spanSec: 20 });
  });

  it('a plain wheel scrolls the page past a chart, and says how to zoom', () => {
    render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 0, toSec: 20 } })} />);
    const plot = within(chart('cwnd')).getByRole('group', { name: 'Congestion window chart' });
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    act(() => void plot.dispatchEvent(wheel));
    expect(wheel.defaultPrevented).toBe(false);
    expect(onWindowChange).not.toHaveBeenCalled();
    expect(chart('cwnd').querySelector('.tc-wheel-hint')?.textContent).toMatch(/Ctrl \+ scroll to zoom/);
    // Shift + wheel scrolls the chart along time instead (and not the page).
    const shifted = new WheelEvent('wheel', { deltaY: 100, shiftKey: true, bubbles: true, cancelable: true });
    act(() => void plot.dispatchEvent(shifted));
    expect(shifted.defaultPrevented).toBe(true);
    expect(onWindowChange).toHaveBeenCalledTimes(1);
  });

  it('a page scrolling past a chart (the wheel gesture began elsewhere) flashes no hint over it', () => {
    render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 0, toSec: 20 } })} />);
    const plot = within(chart('cwnd')).getByRole('group', { name: 'Congestion window chart' });
    // The wheel turns over the page's text; the page scrolls and carries the chart under the pointer.
    act(() => void document.body.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true })));
    for (let i = 0; i < 3; i++) act(() => void plot.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true })));
    expect(chart('cwnd').querySelector('.tc-wheel-hint')).toBeNull();
    expect(onWindowChange).not.toHaveBeenCalled();
  });

  it('Ctrl + wheel (or a pinch) zooms about the pointer, and a drag scrolls', () => {
    render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 0, toSec: 20 } })} />);
    const plot = within(chart('cwnd')).getByRole('group', { name: 'Congestion window chart' });
    // jsdom has no layout: the chart is 640 px wide from clientX = 0; the plot 582 px from its 46 px margin, for 20 s.
    fireEvent.wheel(plot, { deltaY: -100, clientX: 46 + 291, ctrlKey: true });
    const zoomed = onWindowChange.mock.calls[0][0];
    expect(zoomed.mode).toBe('fixed');
    if (zoomed.mode === 'fixed') expect((zoomed.fromSec + zoomed.toSec) / 2).toBeCloseTo(10, 9);
    expect(zoomed.mode === 'fixed' && zoomed.toSec - zoomed.fromSec).toBeLessThan(20);
    // The view is now 10 s over 582 px: dragging 291 px to the right moves it 5 s earlier.
    onWindowChange.mockClear();
    render(<LabCharts {...props({ onWindowChange, window: { mode: 'fixed', fromSec: 10, toSec: 20 } })} />);
    const plot2 = document.querySelectorAll('[data-chart-id="cwnd"]')[1].querySelector('.tc-plot')!;
    fireEvent.pointerDown(plot2, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(plot2, { pointerId: 1, clientX: 100 + 291 });
    fireEvent.pointerUp(plot2, { pointerId: 1, clientX: 100 + 291 });
    expect(onWindowChange.mock.calls.at(-1)?.[0]).toEqual({ mode: 'fixed', fromSec: 5, toSec: 15 });
  });

  it('keyboard focus shows the values at the cursor; Shift+arrows move it', () => {
    render(<LabCharts {...props({ window: { mode: 'fixed', fromSec: 0, toSec: 20 } })} />);
    const plot = within(chart('cwnd')).getByRole('group', { name: 'Congestion window chart' });
    act(() => plot.focus());
    const tip = chart('cwnd').querySelector('.tc-tip')!;
    expect(tip.querySelector('.tc-tip-head')?.textContent).toBe('t = 20.00 s · packets');
    expect(Array.from(tip.querySelectorAll('.tc-tip-label')).map((e) => e.textContent)).toEqual(['Reno 1', 'Vegas 2', 'Vegas 3']);
    expect(tip.textContent).toContain('ssthresh');
    expect(chart('cwnd').querySelector('.tc-cursor')).not.toBeNull();
    for (let k = 0; k < 5; k++) fireEvent.keyDown(plot, { key: 'ArrowLeft', shiftKey: true });
    expect(chart('cwnd').querySelector('.tc-tip-head')?.textContent).toBe('t = 18.00 s · packets');
    act(() => plot.blur());
    expect(chart('cwnd').querySelector('.tc-tip')).toBeNull();
  });

  it('every control is a labelled button reachable by Tab', () => {
    render(<LabCharts {...props()} />);
    for (const name of ['Follow live', /^Whole run$/, /^Zoom in/, /^Zoom out/, /^Export /]) {
      const buttons = screen.getAllByRole('button', { name });
      expect(buttons.length).toBe(8); // seven charts, the CAM chart with two panels (the RED queue's own chart has one)
      for (const b of buttons) expect(b.tagName).toBe('BUTTON');
    }
  });

  it('the export list opens from its button with the focus on its first choice, and Escape closes it back to the button', () => {
    render(<LabCharts {...props()} />);
    const cwnd = chart('cwnd');
    const opener = within(cwnd).getByRole('button', { name: 'Export Congestion window' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(within(cwnd).queryByRole('group', { name: 'Export Congestion window' })).toBeNull();
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const list = within(cwnd).getByRole('group', { name: 'Export Congestion window' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'SVG of the visible window',
      'PNG of the visible window',
      'SVG of the whole run',
      'PNG of the whole run',
      "The whole run's data, as CSV",
    ]);
    expect(document.activeElement?.textContent).toBe('SVG of the visible window');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(cwnd).queryByRole('group', { name: 'Export Congestion window' })).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The focus going to a control elsewhere (Tab past the last choice) closes it too.
    fireEvent.click(opener);
    const first = within(cwnd).getByRole('button', { name: 'SVG of the visible window' });
    fireEvent.focusOut(first, { relatedTarget: within(chart('throughput')).getByRole('button', { name: 'Follow live' }) });
    expect(within(cwnd).queryByRole('group', { name: 'Export Congestion window' })).toBeNull();
    // Safari focuses no button that is pressed: pressing a choice blurs the focused one towards
    // nothing, and the list stays for the choice's click.
    fireEvent.click(opener);
    fireEvent.pointerDown(within(cwnd).getByRole('button', { name: 'PNG of the whole run' }));
    fireEvent.focusOut(within(cwnd).getByRole('button', { name: 'SVG of the visible window' }), { relatedTarget: null });
    expect(within(cwnd).queryByRole('group', { name: 'Export Congestion window' })).not.toBeNull();
    // A press anywhere outside it closes it.
    fireEvent.pointerDown(document.body);
    expect(within(cwnd).queryByRole('group', { name: 'Export Congestion window' })).toBeNull();
  });
});

/** Chooses `choice` in the export list of `figure`. */
function exportFrom(figure: HTMLElement, choice: string | RegExp): void {
  fireEvent.click(within(figure).getAllByRole('button', { name: /^Export / })[0]);
  fireEvent.click(within(figure).getByRole('button', { name: choice }));
}

describe('LabCharts: exports', () => {
  let saved: Blob[] = [];
  let names: string[] = [];
  const origCreate = URL.createObjectURL;
  const origRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    saved = [];
    names = [];
    URL.createObjectURL = (b: Blob | MediaSource) => {
      saved.push(b as Blob);
      return `blob:test/${saved.length}`;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => {
    URL.createObjectURL = origCreate;
    URL.revokeObjectURL = origRevoke;
    vi.restoreAllMocks();
  });

  it('CSV: time and the series over the whole run, even when the view is zoomed in', async () => {
    render(<LabCharts {...props({ window: { mode: 'fixed', fromSec: 1, toSec: 1.12 } })} />);
    exportFrom(chart('fairness'), "The whole run's data, as CSV");
    expect(names).toEqual(["jains-fairness-index-whole-run-0-20.0s.csv"]);
    const text = await readBlob(saved[0]);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('time (s),recent (sliding window),whole run');
    // Every sample of the synthetic run: 0, 0.05, … 20 s.
    const times = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(times.length).toBe(Math.round(DURATION_SEC / SAMPLE_SEC) + 1);
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBeCloseTo(DURATION_SEC, 4);
  });

  it('CSV of the BBR chart: its rates and, per sample, the state by name', async () => {
    render(<LabCharts {...modernProps({ visible: ['bbr'] })} />);
    fireEvent.click(within(chart('bbr')).getByRole('button', { name: 'Export BBR: state and estimates: BBR 2' }));
    fireEvent.click(within(chart('bbr')).getByRole('button', { name: "The whole run's data, as CSV" }));
    const lines = (await readBlob(saved[0])).trim().split('\n');
    expect(lines[0]).toBe('time (s),Pacing rate (b/s),BtlBw (estimate) (b/s),BBR state');
    // bbrStateAt: PROBE_RTT from 10 to 10.3 s at gain 1; STARTUP before 1 s at gain 2.885 over BtlBw 0.1·2^2.5 of 1.5 Mb/s.
    expect(lines.find((l) => l.startsWith('10.1,'))).toBe('10.1,1500000,1500000,PROBE_RTT');
    expect(lines.find((l) => l.startsWith('0.5,'))?.endsWith(',STARTUP')).toBe(true);
    expect(lines.find((l) => l.startsWith('1.35,'))?.endsWith(',"PROBE_BW, probing (gain above 1)"')).toBe(true);
  });

  it('SVG: a standalone document with title and legend, without hover marks', async () => {
    render(<LabCharts {...props()} />);
    const plot = within(chart('throughput')).getByRole('group', { name: 'Throughput chart' });
    act(() => plot.focus());
    expect(chart('throughput').querySelector('.tc-noexport')).not.toBeNull();
    exportFrom(chart('throughput'), 'SVG of the visible window');
    expect(names).toEqual(['throughput-0.0-20.0s.svg']);
    const text = await readBlob(saved[0]);
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text).toContain('>Throughput</text>');
    for (const f of FLOWS) expect(text).toContain(`>${f.name}</text>`);
    expect(text).toContain('fair share');
    expect(text).not.toContain('tc-noexport');
    expect(text).not.toContain('role="img"');
  });

  it('SVG of the whole run while zoomed in: drawn over 0–20 s at the chart’s size, with its legend and note', async () => {
    render(<LabCharts {...props({ window: { mode: 'fixed', fromSec: 1, toSec: 1.12 } })} />);
    const cwnd = chart('cwnd');
    const ticks = (svg: string) => Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('.tc-axis-x g text')).map((t) => t.textContent);
    exportFrom(cwnd, 'SVG of the visible window');
    exportFrom(cwnd, 'SVG of the whole run');
    expect(names).toEqual(['congestion-window-1.0-1.1s.svg', 'congestion-window-whole-run-0.0-20.0s.svg']);
    const [windowSvg, wholeSvg] = [await readBlob(saved[0]), await readBlob(saved[1])];
    // The visible window's ticks are within 1–1.12 s; the whole run's go past 15 s (the synthetic run is 20 s long).
    expect(ticks(windowSvg).every((t) => Number(t) >= 1 && Number(t) <= 1.12)).toBe(true);
    expect(Math.max(...ticks(wholeSvg).map(Number))).toBeGreaterThan(15);
    // The same size and the same furniture: every flow in the legend, the note, the lines as paths with their stroke as attributes.
    expect(/<svg[^>]*width="(\d+)"/.exec(wholeSvg)![1]).toBe(/<svg[^>]*width="(\d+)"/.exec(windowSvg)![1]);
    for (const f of FLOWS) expect(wholeSvg).toContain(`>${f.name}</text>`);
    expect(wholeSvg).toContain('ssthresh');
    expect(wholeSvg).toMatch(/<path[^>]*class="tc-line"[^>]*stroke="[^"]+"/);
    expect(wholeSvg).not.toContain('visibility="hidden"');
    expect(wholeSvg).not.toContain('style=');
    // The temporary drawing is gone from the page.
    expect(cwnd.querySelectorAll('svg.tc-svg').length).toBe(1);
  });
});
