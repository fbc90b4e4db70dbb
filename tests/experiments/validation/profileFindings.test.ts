// The two-profile comparison of the papers' findings, on hand-built case reports: the ratio, its
// noise and the verdict in each profile, and which findings are said to change.
import { describe, expect, it } from 'vitest';
import { comparePoint, judgeConfig } from '../../../src/experiments/validation/compare';
import { profileFindings, profileMarkdown, profileSummary, profileTable, standardProfileTwins } from '../../../src/experiments/validation/profileFindings';
import { validationCases } from '../../../src/experiments/validation/validationCases';
import type { RunSummary } from '../../../src/experiments/runSummary';
import type { CaseReport, ValidationConfig } from '../../../src/experiments/validation/types';

const run = (reno: number, vegas: number): RunSummary => ({
  flows: [
    { name: 'Reno', variant: 'reno', goodputBps: reno, sentPackets: 10, retransmittedPackets: 1, timeouts: 0, drops: 1, meanQueuePackets: 2 },
    { name: 'Vegas', variant: 'vegas', goodputBps: vegas, sentPackets: 10, retransmittedPackets: 0, timeouts: 0, drops: 0, meanQueuePackets: 1 },
  ],
  jainIndex: 0.9,
  bottleneck: { drops: 1, utilization: 1, meanQueuePackets: 2 },
  wallSec: 0.01,
});

/** Case 2 with a DropTail and a RED 2/6 line, each point's runs given as [Reno, Vegas] goodputs (ours; ns-2 the same). */
function slowLink(dropTail: [number, number][], red: [number, number][], withNs2 = true): CaseReport {
  const cfg = (id: string): Pick<ValidationConfig, 'id' | 'label' | 'target' | 'classBy' | 'classes'> => ({ id, label: id, target: withNs2 ? 'lossy' : 'none', classBy: 'variant', classes: ['Reno', 'Vegas'] });
  const point = (id: string, runs: [number, number][]) =>
    judgeConfig(cfg(id), [comparePoint({ id: 'b10', label: 'buffer 10', x: 10, packetSizeBytes: 552 }, cfg(id), runs.map(([r, v]) => run(r, v)), withNs2 ? runs.map(([r, v]) => run(r, v)) : [])]);
  return { id: 'reno-vegas-slow-link', number: 2, title: 'slow link', paper: '002', setup: '', choices: [], findings: [], configs: [point('droptail', dropTail), point('red-2-6', red)] };
}

describe('profileFindings', () => {
  // ns2 profile: Reno/Vegas 2.0 under DropTail (runs 180/90 and 220/110: means 200/100), 1.2 under RED 2/6.
  const ns2 = slowLink([[180, 90], [220, 110]], [[120, 100], [120, 100]]);
  // standard profile: 1.0 and 1.0.
  const std = slowLink([[100, 100], [100, 100]], [[100, 100], [100, 100]], false);
  const found = profileFindings([ns2], [std]);

  it('measures each finding of a case that ran, in both profiles, with ns-2.35 beside the ns2 profile', () => {
    expect(found.map((f) => f.claim)).toEqual(['Under DropTail, on a slow long link, Reno takes well more than Vegas', 'RED (thresholds 2/6) narrows the gap']);
    const [dt, red] = found;
    expect(dt.ns2Profile.value).toBeCloseTo(2, 12);
    expect(dt.ns2Reference?.value).toBeCloseTo(2, 12);
    expect(dt.standardProfile.value).toBeCloseTo(1, 12);
    expect(red.ns2Profile.value).toBeCloseTo(1.2, 12);
    // Both classes vary by 20/200 = 10/100 = 0.1414 relative sd (sd of 180, 220 is 28.28): the
    // ratio's standard error is 2 · √((0.1414² + 0.1414²) / 2) = 0.2828.
    expect(dt.ns2Profile.noise).toBeCloseTo(2 * Math.sqrt((2 * (28.2843 / 200) ** 2) / 2), 3);
    expect(dt.standardProfile.noise).toBe(0);
  });

  it('judges each profile and says which findings change, and why', () => {
    const [dt, red] = found;
    expect([dt.ns2Profile.holds, dt.standardProfile.holds, dt.changes]).toEqual([true, false, true]); // 2.0 ≥ 1.2; 1.0 < 1.2
    expect([red.ns2Profile.holds, red.standardProfile.holds, red.changes]).toEqual([true, false, true]); // 1.2 ≤ 0.9 × 2.0; 1.0 > 0.9 × 1.0
    expect(dt.why).toMatch(/without the 40-byte TCP\/IP header/);
    expect(profileSummary(found)).toMatch(/^2 of 2 findings change their verdict between the profiles: the Reno\/Vegas\/NewReno ns-2 study: "Under DropTail/);
  });

  it('leaves out findings whose case did not run, and says when nothing changes', () => {
    expect(profileFindings([ns2], [])).toEqual([]);
    const same = profileFindings([ns2], [ns2]);
    expect(same.every((f) => !f.changes && f.why === '')).toBe(true);
    expect(profileSummary(same)).toBe('None of the 2 findings measured changes its verdict between the profiles.');
  });

  it('renders a table row per finding, and a Markdown section', () => {
    const t = profileTable(found);
    expect(t.rows[0].slice(0, 2)).toEqual(['the Reno/Vegas/NewReno ns-2 study (case 2)', 'Under DropTail, on a slow long link, Reno takes well more than Vegas']);
    expect(t.rows[0][3]).toBe('2.00 ± 0.28 (holds)');
    expect(t.rows[0][5]).toBe('1.00 (does not hold)');
    const md = profileMarkdown(found);
    expect(md).toMatch(/^## Which published findings change between the two profiles\n/);
    // The table as Markdown: a header row, its rule, then the finding's row.
    expect(md).toContain(`| ${t.head.join(' | ')} |\n| ${t.head.map(() => '---').join(' | ')} |\n| ${t.rows[0].join(' | ')} |`);
  });
});

describe('standardProfileTwins', () => {
  it('runs the same replications in the standard profile, in our engine only', () => {
    const cases = validationCases().filter((c) => c.id === 'reno-vegas-slow-link');
    const [twin] = standardProfileTwins(cases);
    const a = cases[0].configs[0].points[0];
    const b = twin.configs[0].points[0];
    expect(twin.configs.every((g) => g.target === 'none')).toBe(true);
    expect(b.replicate).toBeUndefined();
    expect(b.replications.map((s) => s.profile)).toEqual(a.replications.map(() => 'standard'));
    expect(b.replications.map((s) => s.seed)).toEqual(a.replications.map((s) => s.seed));
    expect(a.replications.every((s) => s.profile === 'ns2')).toBe(true);
  });
});
