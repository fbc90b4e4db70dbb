// The paper experiments: stable ids, grids the browser can run, the validation's scenarios in the
// chosen profile, the papers' values and ns-2's from the validation report in the right places.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  defaultProfile,
  experimentById,
  experimentPlan,
  experimentProfiles,
  experiments,
  jainLowerBound,
  paperValue,
  renoLossScenario,
  settingsFor,
  vegasJainBound,
  vegasQueueLines,
  type Profile,
} from '../../src/experiments/catalogue';
import { isModelMeasure, measureInfo } from '../../src/experiments/measures';
import { InProcessRunner } from '../../src/experiments/Runner';
import { ns2Value } from '../../src/experiments/reference';
import { experimentRows, modelGaps, rowsToCsv, type ResultRow } from '../../src/experiments/resultTable';
import { measureRun, sweepJobs } from '../../src/experiments/sweep';
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
      'reno-loss-throughput',
      'aqm-buffer',
    ]);
  });

  it.each(experiments().map((e) => [e.id, e] as const))('%s: every point is a valid scenario, every measure is known, the full grid is at least the quick one', (_, e) => {
    for (const m of e.figure.panels.flatMap((p) => p.measures)) expect(() => measureInfo(m)).not.toThrow();
    // A panel that names its series names series of the experiment, and a model drawn says what it assumes.
    for (const p of e.figure.panels) {
      for (const id of p.series ?? []) expect(e.series.map((x) => x.id)).toContain(id);
      if (p.measures.some(isModelMeasure)) expect(p.caption).toMatch(/assumes|Assumes/);
    }
    const quick = sweepJobs(experimentPlan(e));
    const full = sweepJobs(experimentPlan(e, { full: true, profiles: ['ns2'] }));
    expect(full.length).toBeGreaterThanOrEqual(quick.length);
    // The quick grid stays small enough for a browser: at most 100 runs.
    expect(quick.length).toBeLessThanOrEqual(100);
    for (const s of e.series) for (const p of s.points) expect(validateScenario(p.scenario(1)).profile).toBe(defaultProfile(e));
  });

  it('the buffer sweep runs in the standard profile only (its flows use SACK): asked for ns2, it runs there anyway', () => {
    const e = experimentById('aqm-buffer')!;
    expect(experimentProfiles(e)).toEqual(['standard']);
    for (const asked of [DEFAULT_SETTINGS, { full: false, profiles: ['ns2', 'standard'] as Profile[] }]) {
      const plan = experimentPlan(e, asked);
      expect(plan.series.map((s) => s.id)).toEqual(['standard:droptail', 'standard:red', 'standard:codel', 'standard:pie', 'standard:fq-codel']);
      const scenario = validateScenario(plan.series[4].points[6].scenario(2));
      expect(scenario).toMatchObject({ profile: 'standard', seed: 2, tcp: { sack: true }, bottleneck: { bufferPackets: 500, queue: { kind: 'fq-codel' } } });
    }
    // 5 queues × 7 buffers, one seed each: the quick grid; five seeds: the full one.
    expect(sweepJobs(experimentPlan(e)).length).toBe(35);
    expect(sweepJobs(experimentPlan(e, { full: true, profiles: ['standard'] })).length).toBe(175);
    // The papers' experiments keep ns2 first, with standard beside it on request.
    expect(settingsFor(experimentById('newreno-reno')!, { full: false, profiles: ['standard', 'ns2'] }).profiles).toEqual(['standard', 'ns2']);
    expect(defaultProfile(experimentById('newreno-reno')!)).toBe('ns2');
  });

  it('the buffer sweep at 500 packets: DropTail queues over ten times as long as CoDel, PIE and FQ-CoDel, and only FQ-CoDel splits evenly (one run each, measured)', async () => {
    const e = experimentById('aqm-buffer')!;
    const plan = experimentPlan(e);
    const at500 = async (series: number) => {
      const scenario = plan.series[series].points.find((p) => p.x === 500)!.scenario(1);
      const run = await new InProcessRunner().run(scenario);
      return measureRun(plan, { series, point: 6, rep: 1 }, scenario, run).values;
    };
    const [dropTail, , codel, pie, fqCodel] = await Promise.all([0, 1, 2, 3, 4].map(at500));
    // CUBIC keeps ~420 of the 500 packets queued: 420 / 1202 packets/s ≈ 0.35 s.
    expect(dropTail.queueDelay).toBeGreaterThan(0.25);
    for (const aqm of [codel, pie, fqCodel]) expect(dropTail.queueDelay).toBeGreaterThan(10 * aqm.queueDelay);
    // One shared AQM queue lets BBR, which ignores losses, take most of the link; a queue per flow does not.
    expect(fqCodel.jain).toBeGreaterThan(0.95);
    for (const single of [codel, pie]) expect(single.jain).toBeLessThan(0.8);
    for (const v of [dropTail, codel, pie, fqCodel]) expect(v.utilization).toBeGreaterThan(0.9);
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

  it('draws J = k/n where one class gets nothing: 21/30, 15/30, 9/30 of the mixtures; ⌈N/2⌉/N of the Vegas+ mixes', () => {
    const mix = experimentById('tsang-mixtures')!.figure.models!.find((m) => m.label.includes('got nothing'))!;
    // 30 % Vegas of 30 flows = 9 Vegas, 21 Reno: J = 21/30 = 0.7; 50 %: 15/30 = 0.5; 70 %: 9/30 = 0.3.
    expect(mix.points.map((p) => [p.x, p.y])).toEqual([[30, expect.closeTo(0.7, 12)], [50, 0.5], [70, expect.closeTo(0.3, 12)]]);
    const vp = experimentById('vegas-plus-flows')!.figure.models!.find((m) => m.label.includes('got nothing'))!;
    // N = 5: 2 Vegas, 3 Reno → 3/5; N = 15: 8 Reno → 8/15.
    expect(vp.points.map((p) => p.y)).toEqual([0.5, 0.6, 0.5, expect.closeTo(8 / 15, 12), 0.5]);
  });

  it("draws Low, Peterson & Wang's queue Σα_j for Tsang's two Vegas flows: 2, 4 and 6 packets", () => {
    const lines = experimentById('tsang-fairness-vs-delay')!.figure.models!.filter((m) => m.measure === 'queue');
    expect(lines.map((m) => m.points[0].y)).toEqual([2, 4, 6]);
    expect(vegasQueueLines([1], 3).map((m) => m.points[0].y)).toEqual([3, 6, 9]);
  });

  it("draws Vegas's equilibrium JFI bound on Tsang's Tables 3/4: 0.8 for α=1 β=3", () => {
    const e = experimentById('tsang-fairness-vs-delay')!;
    const bound = e.figure.models!.find((m) => m.label.startsWith('Vegas α=1 β=3'))!;
    expect(bound.points.map((p) => p.y)).toEqual([0.8, 0.8].map((y) => expect.closeTo(y, 12)));
    expect(vegasJainBound([5], 2, 2).points[0].y).toBe(1);
  });

  it('draws the models where they apply: the Vegas equilibrium over the Vegas lines, Mathis and Padhye over the Reno ones', () => {
    const tsang = experimentById('tsang-fairness-vs-delay')!.figure.panels;
    expect(tsang.find((p) => p.measures.includes('vegasHigh:long'))!.series).toEqual(['vegas-1-3']);
    expect(tsang.filter((p) => p.measures.includes('vegasLow:long')).flatMap((p) => p.series)).toEqual(['vegas-1-3', 'ev-1', 'ev-2', 'ev-3']);
    expect(tsang.find((p) => p.measures.includes('padhye:long'))!.series).toEqual(['reno']);
    const mix = experimentById('tsang-mixtures')!.figure.panels.flatMap((p) => p.measures);
    expect(mix).toEqual(expect.arrayContaining(['mathis:Reno', 'padhye:Reno']));
    const reno = experimentById('reno-loss-throughput')!;
    expect(reno.caseId).toBeNull();
    expect(reno.figure.panels[0].measures).toEqual(['goodput:Reno', 'mathis:Reno', 'padhye:Reno']);
  });

  it('Reno on a 3-packet buffer: timeouts dominate, Mathis over-predicts its goodput and Padhye comes closer (one run, measured)', async () => {
    const e = experimentById('reno-loss-throughput')!;
    const plan = experimentPlan(e);
    const scenario = renoLossScenario(3, 1);
    const run = await new InProcessRunner().run(scenario);
    const v = measureRun(plan, { series: 0, point: 0, rep: 1 }, scenario, run).values;
    expect(v['timeouts:Reno']).toBeGreaterThan(20);
    expect(v['mathis:Reno']).toBeGreaterThan(1.5 * v['goodput:Reno']);
    expect(Math.abs(v['padhye:Reno'] - v['goodput:Reno'])).toBeLessThan(Math.abs(v['mathis:Reno'] - v['goodput:Reno']));
    // Each flow's fair share is 1.5 Mb/s / 4 = 375 kb/s; what they get is a little less.
    expect(v['goodput:Reno']).toBeLessThan(375_000);
  });

  it('model gaps: model / measured at every point drawn, and the CSV carries the models (evaluated and closed-form)', () => {
    const row = (measure: string, point: string, mean: number): ResultRow => ({ series: 'ns2:droptail', seriesLabel: 'Reno', point, x: Number(point), pointLabel: point, measure, n: 3, mean, ci95: NaN });
    const rows = [row('goodput:Reno', '3', 300), row('mathis:Reno', '3', 600), row('goodput:Reno', '64', 400), row('mathis:Reno', '64', 500)];
    // Ratios 600/300 = 2 and 500/400 = 1.25; geometric mean √(2 · 1.25) = √2.5 = 1.5811.
    expect(modelGaps(rows, ['goodput:Reno', 'mathis:Reno'])).toEqual([
      { model: 'mathis:Reno', measured: 'goodput:Reno', points: 2, minRatio: 1.25, maxRatio: 2, meanRatio: expect.closeTo(1.5811, 4) },
    ]);
    const csv = rowsToCsv(rows, [jainLowerBound([2, 20], () => 2)]).trim().split('\n');
    expect(csv[0].endsWith(',model')).toBe(true);
    expect(csv[2].endsWith(',Mathis et al.')).toBe(true);
    expect(csv[1].endsWith(',')).toBe(true);
    expect(csv.length).toBe(1 + 4 + 2);
    expect(csv[5]).toBe("JFI's lower bound 1/n,,,2,jain,,0.5,,,,,,JFI's lower bound 1/n");
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
