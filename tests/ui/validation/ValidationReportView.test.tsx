// @vitest-environment jsdom
// The validation page's view of a hand-built report: the summary's verdicts, a case's tables (kb/s
// for goodput, KB/s and retransmitted KB for transfers), a configuration without ns-2, the chart.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TARGET_TEXT, comparePoint, judgeConfig } from '../../../src/experiments/validation/compare';
import type { RunSummary } from '../../../src/experiments/runSummary';
import type { ValidationReport } from '../../../src/experiments/validation/types';
import { ValidationReportView } from '../../../src/ui/validation/ValidationReportView';
import { chartMarks } from '../../../src/ui/validation/ValidationChart';

afterEach(cleanup);

const flow = (name: string, variant: string, goodputBps: number, extra: Partial<RunSummary['flows'][number]> = {}): RunSummary['flows'][number] => ({
  name,
  variant,
  goodputBps,
  sentPackets: 10,
  retransmittedPackets: 3,
  timeouts: 0,
  drops: 1,
  meanQueuePackets: 2,
  ...extra,
});
const run = (flows: RunSummary['flows'], jainIndex: number): RunSummary => ({ flows, jainIndex, bottleneck: { drops: 1, utilization: 1, meanQueuePackets: 2 }, wallSec: 0.01 });

function report(): ValidationReport {
  const lossy = { id: 'dt', label: 'DropTail', target: 'lossy' as const, classBy: 'variant' as const, classes: ['Reno', 'Vegas'] };
  const pt = comparePoint({ id: 'b', label: 'B = 50', x: 50, packetSizeBytes: 1000 }, lossy, [run([flow('Reno', 'reno', 150e3), flow('Vegas', 'vegas', 200e3)], 0.9)], [run([flow('Reno', 'reno', 100e3), flow('Vegas', 'vegas', 200e3)], 0.95)]);
  // A 1 MB transfer at 128·1024·8 bit/s = 128 KB/s, 3 segments of 1024 B retransmitted = 3.0 KB.
  const transfer = { id: 'tr', label: 'Vegas+ transfer', target: 'none' as const, classBy: 'flow' as const, classes: ['1 MB'], metric: 'transfer' as const };
  const tp = comparePoint({ id: 'p', label: 'paper set', x: 0, packetSizeBytes: 1024 }, transfer, [run([flow('1 MB', 'vegas-plus', 1, { transferBps: 128 * 1024 * 8 })], 1)], [], {
    goodputBps: { '1 MB': 131 * 1024 * 8 },
    retransmittedKB: { '1 MB': 0.1 },
    source: 'Table 1',
  });
  return {
    version: 1,
    generatedAt: '2026-11-25T05:00:00.000Z',
    environment: { node: 'v20', ns2: 'ns-2.35', cpus: 2, parallelism: 2 },
    durationSec: 61,
    runs: { ours: 2, ns2: 1 },
    targets: TARGET_TEXT,
    notes: ['a note'],
    cases: [
      { id: 'a', number: 2, title: 'Reno vs Vegas', paper: '002', setup: 'The set-up.', choices: ['a choice'], findings: ['a finding'], configs: [judgeConfig(lossy, [pt])] },
      { id: 'b', number: 6, title: 'Transfers', paper: '004', setup: 'Transfers.', choices: [], findings: [], configs: [judgeConfig(transfer, [tp])] },
    ],
  };
}

describe('ValidationReportView', () => {
  it('summarises every configuration with its verdicts, and links each case', () => {
    render(<ValidationReportView report={report()} markdownHref="/validation/report.md" />);
    const summary = screen.getByRole('table', { name: /Summary/ });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Reno 50 % off ns-2, |ΔJFI| 0.05: both targets missed.
    expect(within(rows[0]).getAllByText('FAIL')).toHaveLength(2);
    expect(within(rows[1]).getByText('none (no ns-2 agent)')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: '2. Reno vs Vegas' }).getAttribute('href')).toBe('#case-2');
    expect(screen.getByText(/0 of 1 configurations compared with ns-2 meet both/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Markdown' }).getAttribute('href')).toBe('/validation/report.md');
  });

  it('draws each case with its findings and per-point table', () => {
    render(<ValidationReportView report={report()} />);
    expect(screen.getByRole('heading', { name: /Case 2: Reno vs Vegas/ })).toBeTruthy();
    expect(screen.getByText('a finding')).toBeTruthy();
    const t = screen.getByRole('table', { name: 'Case 2, DropTail: per point' });
    const cells = within(t).getAllByRole('row')[1].textContent;
    expect(cells).toContain('150.0'); // ours, kb/s
    expect(cells).toContain('100.0'); // ns-2
    expect(cells).toContain('50.0 %'); // error
  });

  it('shows transfers in KB/s with retransmitted KB, and no ns-2 columns without ns-2', () => {
    render(<ValidationReportView report={report()} />);
    const t = screen.getByRole('table', { name: 'Case 6, Vegas+ transfer: per point' });
    const head = within(t).getAllByRole('columnheader').map((h) => h.textContent);
    expect(head).toEqual(['point', 'class', 'throughput KB/s', 'paper', 'retx KB', 'paper', 'timeouts', 'JFI', 'paper']);
    const row = within(t).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 MB', '128.0', '131.0', '3.0', '0.1', '0.0', '1.000', '–']);
    expect(screen.getByText(/No ns-2 reference \(ns-2.35 has no agent for this variant\)/)).toBeTruthy();
  });
});

describe('chartMarks', () => {
  it('gives ours, ns-2 and the paper per class and point, in display units', () => {
    const [lossy, transfer] = report().cases.map((c) => c.configs[0]);
    expect(chartMarks(lossy).map((m) => `${m.cls} ${m.source} ${m.value}`)).toEqual(['Reno ours 150', 'Reno ns-2 100', 'Vegas ours 200', 'Vegas ns-2 200']);
    expect(chartMarks(transfer).map((m) => `${m.source} ${m.value}`)).toEqual(['ours 128', 'paper 131']);
  });
});

describe('ValidationReportView: the two profiles', () => {
  const m = (value: number, holds: boolean) => ({ value, noise: 0.1, holds });
  const withProfiles = (): ValidationReport => ({
    ...report(),
    profiles: [
      {
        paper: '002',
        caseNumber: 2,
        claim: 'Reno takes well more than Vegas',
        measure: 'Reno/Vegas goodput; holds at ≥ 1.2',
        ns2Profile: m(2.05, true),
        ns2Reference: m(2.06, true),
        standardProfile: m(1.04, false),
        changes: true,
        why: 'no header on Vegas',
      },
    ],
  });

  it('lists each finding with its value in both profiles and ns-2.35, says which change, and links the section', () => {
    render(<ValidationReportView report={withProfiles()} />);
    expect(screen.getByRole('heading', { name: 'Which published findings change between the two profiles' })).toBeTruthy();
    expect(screen.getByText(/^1 of 1 findings change their verdict between the profiles/)).toBeTruthy();
    const t = screen.getByRole('table', { name: 'Each paper finding in the ns2 and the standard profile' });
    const cells = [...within(t).getAllByRole('row')[1].querySelectorAll('th,td')].map((c) => c.textContent);
    expect(cells).toEqual(['the Reno/Vegas/NewReno ns-2 study (case 2)', 'Reno takes well more than Vegas', 'Reno/Vegas goodput; holds at ≥ 1.2', '2.05 ± 0.10 (holds)', '2.06 ± 0.10 (holds)', '1.04 ± 0.10 (does not hold)', 'yes: no header on Vegas']);
    expect(screen.getByRole('link', { name: 'Findings in the two profiles' }).getAttribute('href')).toBe('#profiles');
  });

  it('has no such section for a report made before it existed', () => {
    render(<ValidationReportView report={report()} />);
    expect(screen.queryByRole('heading', { name: /two profiles/ })).toBeNull();
  });
});
