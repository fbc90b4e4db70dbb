// @vitest-environment jsdom
// The validation page's ns-3 section on a hand-built comparison: one case meeting every target,
// one missing two of its four measures (a flow's goodput 20 % low, JFI 0.05 off), and a case not compared.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NS3_TARGETS, type Ns3ComparisonFile } from '../../../src/experiments/validation/ns3Compare';
import { Ns3ComparisonView } from '../../../src/ui/validation/Ns3ComparisonView';

afterEach(cleanup);

const file: Ns3ComparisonFile = {
  version: 1,
  generatedAt: '2026-11-25T09:00:00.000Z',
  reference: { command: 'npm run ns3:reference', ns3: 'ns-3.37' },
  targets: NS3_TARGETS,
  cases: [
    {
      id: 'alone', title: 'Alone', seeds: [1, 2],
      flows: [{ name: 'cubic', ns3Bps: 9e6, oursBps: 8.55e6, relDiff: -0.05, pass: true }],
      jain: { ns3: 1, ours: 1, diff: 0, pass: true },
      queue: { ns3: 100, ours: 110, relDiff: 0.1, pass: true },
      pass: true,
    },
    {
      id: 'pair', title: 'Pair', seeds: [3],
      flows: [
        { name: 'bbr', ns3Bps: 5e6, oursBps: 4e6, relDiff: -0.2, pass: false },
        { name: 'cubic', ns3Bps: 4e6, oursBps: 4.2e6, relDiff: 0.05, pass: true },
      ],
      jain: { ns3: 0.9, ours: 0.95, diff: 0.05, pass: false },
      queue: { ns3: 10, ours: 9, relDiff: -0.1, pass: true },
      pass: false,
    },
  ],
  notCompared: ['Shallow: every ns-3 run stalled.'],
};

describe('Ns3ComparisonView', () => {
  it('gives every measure its values, target and verdict, and each case its own', () => {
    render(<Ns3ComparisonView file={file} />);
    expect(screen.getByText('1 of 2 cases meet every target.')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['cubic goodput, Mb/s', '9.000', '8.550', '-5.0 %', 'within ±10 %', 'pass'],
      ['mean queue, packets', '100.0', '110.0', '+10.0 %', 'within ±20 %', 'pass'],
      ['bbr goodput, Mb/s', '5.000', '4.000', '-20.0 %', 'within ±10 %', 'miss'],
      ['cubic goodput, Mb/s', '4.000', '4.200', '+5.0 %', 'within ±10 %', 'pass'],
      ['JFI', '0.900', '0.950', '+0.050', 'within ±0.03', 'miss'],
      ['mean queue, packets', '10.0', '9.0', '-10.0 %', 'within ±20 %', 'pass'],
    ]);
    expect(within(table).getByRole('rowheader', { name: /^Alone/ }).textContent).toMatch(/meets every target.*seeds 1, 2/);
    expect(within(table).getByRole('rowheader', { name: /^Pair/ }).textContent).toMatch(/misses 2 of 4.*seed 3/);
    expect(screen.getByText('Shallow: every ns-3 run stalled.')).toBeTruthy();
  });
});
