// The Markdown report and summary rows rendered from a hand-built ValidationReport.
import { describe, expect, it } from 'vitest';
import { TARGET_TEXT, comparePoint, judgeConfig } from '../../../src/experiments/validation/compare';
import { reportMarkdown, summaryRows } from '../../../src/experiments/validation/reportMarkdown';
import type { RunSummary } from '../../../src/experiments/runSummary';
import type { ValidationReport } from '../../../src/experiments/validation/types';

const run = (reno: number, vegas: number, jain: number): RunSummary => ({
  flows: [
    { name: 'Reno', variant: 'reno', goodputBps: reno, sentPackets: 10, retransmittedPackets: 1, timeouts: 0, drops: 1, meanQueuePackets: 2 },
    { name: 'Vegas', variant: 'vegas', goodputBps: vegas, sentPackets: 10, retransmittedPackets: 0, timeouts: 0, drops: 0, meanQueuePackets: null },
  ],
  jainIndex: jain,
  bottleneck: { drops: 1, utilization: 1, meanQueuePackets: 2 },
  wallSec: 0.01,
});

function report(): ValidationReport {
  const cfg = { id: 'dt', label: 'DropTail', target: 'lossy' as const, classBy: 'variant' as const, classes: ['Reno', 'Vegas'] };
  const good = comparePoint({ id: 'a', label: 'B = 5', x: 5, packetSizeBytes: 1000 }, cfg, [run(100e3, 200e3, 0.9)], [run(100e3, 200e3, 0.9)], {
    goodputBps: { Reno: 90e3 },
    source: 'Table 9 of a paper',
  });
  const bad = comparePoint({ id: 'b', label: 'B = 50', x: 50, packetSizeBytes: 1000 }, cfg, [run(150e3, 200e3, 0.9)], [run(100e3, 200e3, 0.95)]);
  return {
    version: 1,
    generatedAt: '2026-01-01T00:00:00.000Z',
    environment: { node: 'v20', ns2: 'ns-2.35', cpus: 2, parallelism: 2 },
    durationSec: 12.34,
    runs: { ours: 2, ns2: 2 },
    targets: TARGET_TEXT,
    notes: ['a note'],
    cases: [
      { id: 'c', number: 3, title: 'A case', paper: '001', setup: 'The set-up.', choices: ['a choice'], findings: ['a finding'], configs: [judgeConfig(cfg, [good, bad])] },
    ],
  };
}

describe('summaryRows', () => {
  it('gives one row per configuration with its verdicts', () => {
    const [row] = summaryRows(report());
    expect(row.caseLabel).toBe('3. A case');
    expect(row.goodputPass).toBe(false); // Reno 50 % off at B = 50
    expect(row.goodputError).toBe('mean 12.5 %, max 50.0 %'); // errors 0, 0, 0.5, 0
    expect(row.jainPass).toBe(false); // |ΔJFI| 0.05
    expect(row.jainError).toBe('max 0.0500');
  });
});

describe('reportMarkdown', () => {
  const md = reportMarkdown(report());

  it('has the summary table, the notes and a section per case and configuration', () => {
    expect(md).toMatch(/^# Validation against ns-2\.35\n/);
    expect(md).toContain('| 3. A case | DropTail | lossy | mean 12.5 %, max 50.0 % | FAIL | max 0.0500 | FAIL |');
    expect(md).toContain('- a note');
    // The case cites its paper by authors, year and title (shared/papers/README.md), not by file number.
    expect(md).toContain('## Case 3: A case\n\nPaper: De Vendictis & Baiocchi (2002), *Modeling a Mixed TCP Vegas and TCP Reno Scenario*.\n');
    expect(md).not.toMatch(/paper 00\d/i);
    expect(md).toContain('- a choice');
    expect(md).toContain('- a finding');
    expect(md).toContain('### DropTail');
    expect(md).toContain('Paper values: Table 9 of a paper.');
  });

  it('shows ours, ns-2 and the paper side by side, per class', () => {
    // B = 5, Reno: 100 kb/s both, paper 90; drops 1 / 1; queue 2 / 2; JFI 0.900 / 0.900.
    expect(md).toContain('| B = 5 | Reno | 100.0 | 100.0 | 90.0 | 0.0 % | 1.0 / 1.0 | 1.0 / 1.0 | 0.0 / 0.0 | 2.000 / 2.000 | 0.900 | 0.900 | – | 0.0000 |');
    expect(md).toContain('|  | Vegas | 200.0 | 200.0 | – | 0.0 % | 0.0 / 0.0 | 0.0 / 0.0 | 0.0 / 0.0 | – / – |');
  });

  it('keeps every table row as wide as its header (no stray pipes in cells)', () => {
    const blocks = md.split('\n\n').filter((b) => b.startsWith('|'));
    expect(blocks.length).toBe(2);
    for (const b of blocks) {
      const widths = b.split('\n').map((l) => l.split('|').length);
      expect(new Set(widths).size).toBe(1);
    }
  });
});
