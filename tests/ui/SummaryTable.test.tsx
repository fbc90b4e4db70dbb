// @vitest-environment jsdom
/// <reference lib="dom" />
import './charts/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryTable } from '../../src/ui/SummaryTable';
import { formatRate as formatRateIn } from '../../src/ui/i18n/format';

/** Rates as the table writes them in English (a no-break space between number and unit). */
const formatRate = (bps: number) => formatRateIn('en', bps);
import { disposeModels, model, pull } from './lab/harness';
import { FORTY_FLOWS } from './manyFlowsScenario';

afterEach(disposeModels);

describe('SummaryTable by class', () => {
  it('folds 40 flows into one row per class with totals, expands a class to its flows, and shows the goodput histogram', async () => {
    const m = await model(FORTY_FLOWS);
    m.step(4);
    await pull(m);
    const summary = m.summary!;
    expect(summary.flows.length).toBe(40);
    render(<SummaryTable model={m} byClass />);
    const table = screen.getByRole('table');
    // One row per class plus the header and the footer: no row per flow.
    expect(within(table).getAllByRole('row').length).toBe(4);
    const reno = summary.flows.filter((f) => f.variant === 'reno');
    const renoRow = within(table).getByRole('button', { name: /Reno · 24 flows/ }).closest('tr')!;
    const cells = within(renoRow).getAllByRole('cell').map((c) => c.textContent);
    const meanBps = reno.reduce((a, f) => a + f.goodputBps, 0) / reno.length;
    expect(cells[0]).toContain(formatRate(meanBps));
    expect(cells[0]).toContain(`${formatRate(Math.min(...reno.map((f) => f.goodputBps)))}–${formatRate(Math.max(...reno.map((f) => f.goodputBps)))}`);
    expect(cells[2]).toBe(String(reno.reduce((a, f) => a + f.retransmittedPackets, 0)));
    expect(cells[4]).toBe(String(reno.reduce((a, f) => a + f.drops, 0)));
    // The two classes' shares add up to the whole.
    const shares = within(table).getAllByRole('button', { name: /flows/ }).map((b) => parseFloat(within(b.closest('tr')!).getAllByRole('cell')[1].textContent!));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);

    const toggle = within(table).getByRole('button', { name: /Vegas · 16 flows/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getAllByRole('row').length).toBe(4 + 16);
    expect(within(table).getAllByRole('rowheader').find((h) => h.textContent?.trim() === m.flows[24].name)).toBeTruthy();

    // The histogram counts every flow once, in its class's colour.
    const hist = screen.getByRole('img', { name: /Histogram of goodput per flow/ });
    const counted = Array.from(hist.querySelectorAll('rect title')).reduce((a, t) => a + parseInt(t.textContent!, 10), 0);
    expect(counted).toBe(40);
    expect(hist.getAttribute('aria-label')).toMatch(/Reno: 24 flows from .* Vegas: 16 flows from/);
  });

  it('per flow (the default), it lists every flow and draws no histogram', async () => {
    const m = await model(FORTY_FLOWS);
    m.step(2);
    await pull(m);
    render(<SummaryTable model={m} />);
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBe(42);
    expect(screen.queryByRole('img', { name: /Histogram/ })).toBeNull();
  });

  it('just after a remove (the summary not yet refreshed), rows keep unique keys', async () => {
    const m = await model({ version: 1, flows: [{ variant: 'reno' }, { variant: 'vegas' }, { variant: 'reno' }, { variant: 'vegas' }] });
    m.step(1);
    await pull(m);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<SummaryTable model={m} />);
      // Flow 1 goes: the table's flows shrink to 3 at once, the summary still has 4 rows; then a new flow takes index 4.
      act(() => m.removeFlow(1));
      expect(within(screen.getByRole('table')).getAllByRole('row').length).toBe(6);
      expect(errors.mock.calls.filter((c) => /same key/.test(String(c[0])))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('SummaryTable: drops by reason and ECN marks', () => {
  const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });
  const FQ_CODEL_ECN = {
    version: 2,
    durationSec: 20,
    tcp: { ecn: true },
    bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 200, queue: { kind: 'fq-codel', ecn: true } },
    flows: [
      { variant: 'newreno', access: edge(0.005), egress: edge(0.001) },
      { variant: 'newreno', access: edge(0.02), egress: edge(0.001) },
      { variant: 'cbr', rateBps: 6e6, access: edge(0.005), egress: edge(0.001) },
    ],
  };

  it('FQ-CoDel with ECN: each flow row splits its drops by the reasons FQ-CoDel has and counts its marks; the footer does so for the bottleneck', async () => {
    const m = await model(FQ_CODEL_ECN);
    m.step(6);
    await pull(m);
    const summary = m.summary!;
    render(<SummaryTable model={m} />);
    const table = screen.getByRole('table');
    const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toContain('Drops (by reason)');
    expect(heads).toContain('ECN marks');
    const marksAt = heads.indexOf('ECN marks') - 1;
    const dropsAt = heads.indexOf('Drops (by reason)') - 1;
    const cbr = summary.flows[2];
    // The CBR flow is not ECN-capable: dropped by its queue's CoDel, never marked; the TCP flows are marked.
    expect(cbr.dropsByReason.sojourn).toBeGreaterThan(0);
    expect(summary.flows[0].marks + summary.flows[1].marks).toBeGreaterThan(0);
    summary.flows.forEach((f) => {
      const cells = within(within(table).getAllByRole('rowheader').find((h) => h.textContent?.trim() === f.name)!.closest('tr')!).getAllByRole('cell');
      expect(cells[marksAt].textContent).toBe(String(f.marks));
      const d = f.dropsByReason;
      expect(cells[dropsAt].textContent).toBe(f.drops > 0 ? `${f.drops} (${d.overflow} overflow, ${d['head-overflow']} head-overflow, ${d.sojourn} sojourn)` : '0');
    });
    const b = summary.bottleneck;
    expect(screen.getByTestId('bottleneck-drops').textContent).toBe(`bottleneck drops ${b.drops} (${b.dropsByReason.overflow} overflow, ${b.dropsByReason['head-overflow']} head-overflow, ${b.dropsByReason.sojourn} sojourn)`);
    expect(screen.getByTestId('bottleneck-marks').textContent).toBe(`ECN marks ${b.marks}`);
  });

  it('DropTail: one reason, so no split and no marks column', async () => {
    const m = await model({ version: 1, bottleneck: { bufferPackets: 10 }, flows: [{ variant: 'reno' }, { variant: 'reno' }] });
    m.step(3);
    await pull(m);
    render(<SummaryTable model={m} />);
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toContain('Drops');
    expect(heads).not.toContain('ECN marks');
    expect(screen.getByTestId('bottleneck-drops').textContent).toBe(`bottleneck drops ${m.summary!.bottleneck.drops} (${m.summary!.bottleneck.overflowDrops} overflow)`);
    expect(screen.queryByTestId('bottleneck-marks')).toBeNull();
  });
});
