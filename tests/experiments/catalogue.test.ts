// The paper experiments: stable ids, grids the browser can run, the validation's scenarios in the
// chosen profile, the papers' values and ns-2's from the validation report in the right places.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { experimentById, experimentPlan, experiments, jainLowerBound, paperValue } from '../../src/experiments/catalogue';
import { measureInfo } from '../../src/experiments/measures';
import { ns2Value } from '../../src/experiments/reference';
import { experimentRows, rowsToCsv } from '../../src/experiments/resultTable';
import { sweepJobs } from '../../src/experiments/sweep';
import type { ValidationReport } from '../../src/experiments/validation/types';
import { bufferThreshold } from '../../src/experiments/validation/devendictisModel';
import { validateScenario } from '../../src/sim/scenario/Scenario';

const report = JSON.parse(readFileSync('public/validation/report.json', 'utf8')) as ValidationReport;

describe('the experiments', () => {
  it('carry the ids the issue names, in order', () => {
    expect(experiments().map((e) => e.id)).toEqual([
      'tsang-fairness-vs-delay',
      'tsang-mixtures',
      'devendictis-buffer',
      'reno-vegas-droptail-red',
      'newreno-reno',
      'vegas-plus-flows',
      'brakmo-transfers',
    ]);
  });

  it.each(experiments().map((e) => [e.id, e] as const))('%s: every point is a valid scenario, every measure is known, the full grid is at least the quick one', (_, e) => {
    for (const m of e.figure.panels.flatMap((p) => p.measures)) expect(() => measureInfo(m)).not.toThrow();
    const quick = sweepJobs(experimentPlan(e));
    const full = sweepJobs(experimentPlan(e, { full: true, profiles: ['ns2'] }));
    expect(full.length).toBeGreaterThanOrEqual(quick.length);
    // The quick grid stays small enough for a browser: at most 100 runs.
    expect(quick.length).toBeLessThanOrEqual(100);
    for (const s of e.series) for (const p of s.points) expect(validateScenario(p.scenario(1)).profile).toBe('ns2');
  });

  it('Tsang Tables 3/4: the four Vegas lines are 52 single runs, x2 from 1 to 110 ms', () => {
    const e = experimentById('tsang-fairness-vs-delay')!;
    const plan = experimentPlan(e);
    const vegasRuns = sweepJobs(plan).filter((j) => plan.series[j.series].id !== 'ns2:reno');
    expect(vegasRuns.length).toBe(52);
    expect(e.series[0].points.map((p) => p.x)).toEqual([1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
  });

  it('runs a series in both profiles side by side when asked, each scenario in its own', () => {
    const e = experimentById('reno-vegas-droptail-red')!;
    const plan = experimentPlan(e, { full: false, profiles: ['ns2', 'standard'] });
    expect(plan.series.map((s) => s.id)).toEqual(['ns2:droptail', 'ns2:red-5-6', 'ns2:red-2-6', 'standard:droptail', 'standard:red-5-6', 'standard:red-2-6']);
    expect(validateScenario(plan.series[3].points[0].scenario(1)).profile).toBe('standard');
  });

  it("De Vendictis: the model's curves and B_th come from the closed-form model", () => {
    const e = experimentById('devendictis-buffer')!;
    expect(e.figure.markers![0].x).toBeCloseTo(bufferThreshold({ muPktPerSec: 1080, rttSec: 0.05, alpha: 3, lambda: 0.75 }), 12);
    expect(e.figure.models!.map((m) => m.measure)).toEqual(['goodput:Vegas', 'goodput:Reno']);
  });

  it("draws JFI's lower bound 1/n: 1/2 for two flows, 1/N for N flows", () => {
    expect(experimentById('tsang-fairness-vs-delay')!.figure.models![0].points.map((p) => p.y)).toEqual([0.5, 0.5]);
    const vp = experimentById('vegas-plus-flows')!.figure.models![0];
    expect(vp.measure).toBe('jain');
    expect(vp.points.find((p) => p.x === 20)!.y).toBe(0.05);
    expect(jainLowerBound([30], () => 30).points[0].y).toBeCloseTo(1 / 30, 15);
  });

  it("reads the paper's values where the paper gives them", () => {
    const e = experimentById('tsang-fairness-vs-delay')!;
    const p = e.series[0].points.find((q) => q.x === 110)!;
    // Tsang & Chang Table 4, Vegas α=1 β=3, x2 = 110 ms.
    expect(paperValue(p.paper, 'jain')).toBe(p.paper!.jain);
    expect(paperValue(p.paper, 'goodput:long')).toBe(p.paper!.goodputBps!.long);
    expect(paperValue(p.paper, 'drops')).toBeUndefined();
  });

  it("takes ns-2's values from the validation report, none for Vegas+ (ns-2 has no agent)", () => {
    const e = experimentById('vegas-plus-flows')!;
    const vegas = report.cases.find((c) => c.id === 'vegas-plus')!.configs.find((g) => g.id === 'vegas')!.points[0];
    const v = ns2Value(report, e, 'vegas', vegas.id, 'jain')!;
    expect(v.mean).toBe(vegas.ns2!.jain.mean);
    expect(v.n).toBe(vegas.replications);
    expect(ns2Value(report, e, 'vegas-plus', vegas.id, 'jain')).toBeUndefined();
  });

  it('rows: ns-2 beside the ns2 profile only, CSV with one line per row', () => {
    const e = experimentById('reno-vegas-droptail-red')!;
    const settings = { full: false, profiles: ['ns2', 'standard'] as ('ns2' | 'standard')[] };
    const plan = experimentPlan(e, settings);
    const results = sweepJobs(plan).map((j) => ({ ...j, values: { 'goodput:Reno': 1000 * j.rep, 'goodput:Vegas': 500, jain: 0.9 }, wallSec: 0 }));
    const rows = experimentRows(e, settings, results, report);
    expect(rows.length).toBe(6 * 3);
    expect(rows.filter((r) => r.profile === 'ns2').every((r) => r.ns2 !== undefined)).toBe(true);
    expect(rows.filter((r) => r.profile === 'standard').every((r) => r.ns2 === undefined)).toBe(true);
    const reno = rows.find((r) => r.series === 'ns2:droptail' && r.measure === 'goodput:Reno')!;
    expect(reno.mean).toBe(2500); // replications 1–4 → 1000, 2000, 3000, 4000
    expect(rowsToCsv(rows).trim().split('\n').length).toBe(1 + rows.length);
  });
});
