// The verdict of an experiment page, on hand-built rows: which configurations equal ns-2.35, agree
// within the runs' scatter, or differ, and by how much; how far ours and ns-2.35 are from the paper
// and where; the models; the state before a run and part-way; and student text that cites papers by
// authors and year. Expected numbers are worked out by hand from the rows below.
import { describe, expect, it } from 'vitest';
import { experimentById, experiments, forStudents, type Experiment } from '../../src/experiments/catalogue';
import type { ResultRow } from '../../src/experiments/resultTable';
import { buildVerdict, CLOSE_REL, EQUAL_REL } from '../../src/experiments/verdict';
import { formatValue, listOf, verdictText } from '../../src/experiments/verdictText';

const tsang = experimentById('tsang-fairness-vs-delay')!;

function row(series: string, label: string, x: number, measure: string, mean: number, extra: Partial<ResultRow> = {}): ResultRow {
  return { series: `ns2:${series}`, seriesLabel: label, profile: 'ns2', point: `x2-${x}`, x, pointLabel: `x2 = ${x} ms`, measure, n: 1, mean, ci95: NaN, ...extra };
}

const exact = (mean: number) => ({ ns2: { n: 1, mean, ci95: NaN } });

/** Vegas α=1 β=3 where ours equals ns-2 and both are far from the paper (Table 3's x2 = 1 and 60 ms). */
const vegasRows = (): ResultRow[] => [
  row('vegas-1-3', 'Vegas α=1 β=3', 1, 'goodput:long', 428_800, { ...exact(428_800), paper: 750_000 }),
  row('vegas-1-3', 'Vegas α=1 β=3', 1, 'jain', 0.845, { ...exact(0.845), paper: 1 }),
  row('vegas-1-3', 'Vegas α=1 β=3', 60, 'goodput:long', 878_000, { ...exact(878_000), paper: 568_965 }),
  row('vegas-1-3', 'Vegas α=1 β=3', 60, 'jain', 0.971, { ...exact(0.971), paper: 0.945 }),
];

const text = (e: Experiment, rows: ResultRow[], done = 10, total = 10) => verdictText(buildVerdict(e, rows, done, total));

describe('an experiment that runs only in the standard profile', () => {
  it('speaks of its own rows once they are in: done, with no ns-2.35 to compare', () => {
    const e = experimentById('aqm-buffer')!;
    const rows: ResultRow[] = [0.35, 0.0096].map((mean, i) => ({
      series: `standard:${['droptail', 'codel'][i]}`,
      seriesLabel: ['DropTail', 'CoDel'][i],
      profile: 'standard',
      point: 'b500',
      x: 500,
      pointLabel: 'B = 500',
      measure: 'queueDelay',
      n: 1,
      mean,
      ci95: NaN,
    }));
    const v = buildVerdict(e, rows, 35, 35);
    expect(v.state).toBe('done');
    expect(v.compares.ns2).toBe(false);
    expect(verdictText(v).headline[0]).toBe('ns-2.35 was not run on this experiment, so only our engine’s results are shown.');
    expect(buildVerdict(e, rows, 0, 35).state).toBe('not-run');
  });
});

describe('buildVerdict against ns-2.35', () => {
  it('calls a configuration equal when every value is ns-2.35’s, and says so for every point', () => {
    const v = buildVerdict(tsang, vegasRows(), 13, 13);
    expect(v.state).toBe('done');
    expect(v.ns2).toHaveLength(1);
    expect(v.ns2[0]).toMatchObject({ seriesLabel: 'Vegas α=1 β=3', values: 4, points: 2, agreement: 'equal' });
    expect(verdictText(v).headline[0]).toBe('Our engine equals ns-2.35 at every point (4 values compared).');
  });

  it('tells within-noise, close and differing configurations apart, with the largest difference and where', () => {
    // Reno A: 716 ± 30 against 736 ± 20 kb/s: 20 apart, inside √(30² + 20²) = 36; 20/736 = 2.7 %.
    // Reno B: 700 ± 5 against 740 ± 5: 40 apart, outside √50 ≈ 7.1; 40/740 = 5.4 %, under 10 %.
    // Reno C: 700 ± 10 against 800 ± 10: 100/800 = 12.5 %, beyond 10 %.
    const rows = [
      ...vegasRows(),
      row('a', 'Reno A', 1, 'goodput:long', 716_000, { n: 3, ci95: 30_000, ns2: { n: 10, mean: 736_000, ci95: 20_000 } }),
      row('b', 'Reno B', 1, 'goodput:long', 700_000, { n: 3, ci95: 5_000, ns2: { n: 10, mean: 740_000, ci95: 5_000 } }),
      row('c', 'Reno C', 1, 'goodput:long', 700_000, { n: 3, ci95: 10_000, ns2: { n: 10, mean: 800_000, ci95: 10_000 } }),
      row('c', 'Reno C', 5, 'goodput:long', 800_000, { n: 3, ci95: 10_000, ns2: { n: 10, mean: 800_000, ci95: 10_000 } }),
    ];
    const v = buildVerdict(tsang, rows, 20, 20);
    expect(v.ns2.map((s) => [s.seriesLabel, s.agreement])).toEqual([
      ['Vegas α=1 β=3', 'equal'],
      ['Reno A', 'within-noise'],
      ['Reno B', 'close'],
      ['Reno C', 'differs'],
    ]);
    expect(v.ns2[1].largest.rel).toBeCloseTo(20 / 736, 6);
    expect(v.ns2[2].insideCi).toBe(0);
    expect(v.ns2[3].largest).toMatchObject({ x: 1, ours: 700_000, other: 800_000 });
    expect(v.ns2[3].insideCi).toBe(1);
    const s = verdictText(v).headline[0];
    expect(s).toContain('Our engine equals ns-2.35 at every point of Vegas α=1 β=3');
    expect(s).toContain("Reno A agrees with it within the runs' scatter (the 95 % intervals; largest difference 3 %)");
    expect(s).toContain('Reno B is within 5 % of it (outside the 95 % intervals at 1 of 1 values)');
    expect(s).toContain('Reno C differs from ns-2.35 by up to 13 % (goodput of a long flow at x2 = 1 ms: ours 700 kb/s, ns-2.35 800 kb/s)');
    expect(s).not.toContain('equals ns-2.35 at every point (');
  });

  it('takes a value within EQUAL_REL as equal and one just beyond as not', () => {
    const at = (rel: number) => buildVerdict(tsang, [row('v', 'V', 1, 'jain', 0.9 * (1 + rel), exact(0.9))], 1, 1).ns2[0].agreement;
    expect(at(EQUAL_REL / 2)).toBe('equal');
    expect(at(EQUAL_REL * 2)).toBe('close');
    expect(at(CLOSE_REL * 1.5)).toBe('differs');
  });

  it('names the configurations ns-2.35 has no values for, and an experiment ns-2.35 never ran', () => {
    const plus = experimentById('vegas-plus-flows')!;
    const v = buildVerdict(plus, [row('vegas', 'Vegas', 2, 'jain', 0.62, exact(0.62)), row('vegas-plus', 'Vegas+', 2, 'jain', 0.83)], 2, 2);
    expect(v.noNs2).toEqual(['Vegas+']);
    expect(verdictText(v).headline[0]).toBe('Our engine equals ns-2.35 at every point (1 value compared). ns-2.35 has no values for Vegas+.');
    const loss = experimentById('reno-loss-throughput')!;
    const w = buildVerdict(loss, [row('droptail', '4 Reno flows, DropTail', 3, 'goodput:Reno', 300_000)], 3, 27);
    expect(w.ns2).toEqual([]);
    expect(verdictText(w).headline[0]).toBe('So far (3 of 27 runs): ns-2.35 was not run on this experiment, so only our engine’s results are shown.');
  });
});

describe('buildVerdict against the paper', () => {
  it('finds the largest gap from the paper, says ours and ns-2.35 both differ, and gives the measured reason', () => {
    const v = buildVerdict(tsang, vegasRows(), 13, 13);
    // x2 = 60 ms: |878 − 569| / 569 = 54.3 %; x2 = 1 ms: |429 − 750| / 750 = 42.8 %.
    expect(v.paperVsOurs[0].largest).toMatchObject({ x: 60, measure: 'goodput:long', ours: 878_000, other: 568_965 });
    expect(v.paperVsOurs[0].largest.rel).toBeCloseTo(309_035 / 568_965, 6);
    expect(v.paperVsNs2[0].largest.rel).toBeCloseTo(309_035 / 568_965, 6);
    const t = verdictText(v);
    expect(t.headline[1]).toBe(
      'Our engine and ns-2.35 both differ from Tables 3 and 4 of Tsang & Chang (2003) by up to 54 % (Vegas α=1 β=3, goodput of a long flow at x2 = 60 ms: ours 878 kb/s, the paper 569 kb/s).',
    );
    expect(v.paperReason).toBe(tsang.reasons!.paper);
    expect(t.headline[2]).toMatch(/^Why: a Vegas α=1 β=3 flow may settle anywhere between 1 and 3 packets queued/);
    // The page marks the reason (and links it to the validation report) from this set, not from its words.
    expect([...t.reasons]).toEqual([2]);
    expect(t.details[0]).toContain('Vegas α=1 β=3: ns-2.35 at 4 values (2 points): equal at every one; the paper at 4 values: up to 54 %');
  });

  it('says ours is within the paper where it is, and then gives no reason for a disagreement', () => {
    // 0.980 against 0.999: 1.9 %; 0.955 against 0.998: 4.3 %.
    const rows = [row('ev-2', 'Enhanced Vegas δ=2', 5, 'jain', 0.98, { ...exact(0.98), paper: 0.999 }), row('ev-3', 'Enhanced Vegas δ=3', 20, 'jain', 0.955, { ...exact(0.955), paper: 0.998 })];
    const v = buildVerdict(tsang, rows, 26, 26);
    expect(v.paperReason).toBeUndefined();
    expect(verdictText(v).headline[1]).toBe('Our engine is within 4 % of Tables 3 and 4 of Tsang & Chang (2003) at every point it gives, and so is ns-2.35.');
  });

  it('says when ours differs from the paper but ns-2.35 does not', () => {
    const rows = [row('vegas-1-3', 'Vegas α=1 β=3', 1, 'goodput:long', 500_000, { ...exact(740_000), paper: 750_000 })];
    expect(text(tsang, rows).headline[1]).toBe(
      'Our engine differs from Tables 3 and 4 of Tsang & Chang (2003) by up to 33 % (Vegas α=1 β=3, goodput of a long flow at x2 = 1 ms: ours 500 kb/s, the paper 750 kb/s), while ns-2.35 is within 1 % of it.',
    );
  });
});

describe('buildVerdict against the models', () => {
  it('counts the points inside the Vegas band and gives each model’s range over the measured goodput', () => {
    const band = (x: number, good: number, lo: number, hi: number) => [
      row('vegas-1-3', 'Vegas α=1 β=3', x, 'goodput:long', good),
      row('vegas-1-3', 'Vegas α=1 β=3', x, 'vegasLow:long', lo),
      row('vegas-1-3', 'Vegas α=1 β=3', x, 'vegasHigh:long', hi),
    ];
    const reno = (x: number, good: number, mathis: number) => [row('reno', 'Reno', x, 'goodput:long', good), row('reno', 'Reno', x, 'mathis:long', mathis)];
    // Inside at x = 1 (500 in 400–900), outside at x = 10 (950 above 900). Mathis 1.2 × and 1.1 ×.
    const v = buildVerdict(tsang, [...band(1, 500_000, 400_000, 900_000), ...band(10, 950_000, 400_000, 900_000), ...reno(1, 500_000, 600_000), ...reno(10, 500_000, 550_000)], 4, 4);
    expect(v.models).toContainEqual(expect.objectContaining({ kind: 'band', measured: 'goodput:long', inside: 1, points: 2 }));
    const mathis = v.models.find((m) => m.kind === 'ratio' && m.model === 'mathis:long');
    expect(mathis).toMatchObject({ minRatio: 1.1, maxRatio: 1.2, points: 2 });
    const line = verdictText(v).headline.find((h) => h.startsWith('Against the models'))!;
    expect(line).toContain("the goodput of a long flow (Vegas α=1 β=3) lies inside Vegas's equilibrium band α/(RTT − BaseRTT) to β/(RTT − BaseRTT) at 1 of 2 points");
    expect(line).toContain('Mathis et al. (1997) (Reno) is 1.10–1.20 × the measured goodput of a long flow');
  });

  it('compares a closed-form curve at each point (interpolated) and gives the measured reason when it is far off', () => {
    const dv = experimentById('devendictis-buffer')!;
    const curve = dv.figure.models!.find((m) => m.measure === 'goodput:Vegas')!;
    const at5 = curve.points.find((p) => p.x === 5)!.y;
    const [a, b] = [curve.points.find((p) => p.x === 7)!.y, curve.points.find((p) => p.x === 8)!.y];
    // x = 7.5 lies between two of the curve's points: the model there is their mean.
    const rows = [row('vegas-reno-droptail', 'Vegas/Reno', 5, 'goodput:Vegas', at5 / 4), row('vegas-reno-droptail', 'Vegas/Reno', 7.5, 'goodput:Vegas', (a + b) / 2)];
    const v = buildVerdict(dv, rows, 2, 2);
    const f = v.models.find((m) => m.kind === 'ratio' && m.measured === 'goodput:Vegas');
    expect(f).toMatchObject({ points: 2 });
    expect(f?.kind === 'ratio' && [f.minRatio, f.maxRatio]).toEqual([expect.closeTo(1, 9), expect.closeTo(4, 9)]);
    expect(v.modelReason).toBe(dv.reasons!.model);
    // The Reno curve beside it stays a finding of its own, named after the paper.
    const reno = dv.figure.models!.find((m) => m.measure === 'goodput:Reno')!.points.find((p) => p.x === 5)!.y;
    const both = buildVerdict(dv, [...rows, row('vegas-reno-droptail', 'Vegas/Reno', 5, 'goodput:Reno', reno / 2)], 3, 3);
    const line = verdictText(both).headline.find((h) => h.startsWith('Against the models'))!;
    expect(line).toContain("De Vendictis & Baiocchi (2002)'s model (Vegas/Reno) is 1.00–4.00 × the measured goodput of a Vegas flow");
    expect(line).toContain("De Vendictis & Baiocchi (2002)'s model (Vegas/Reno) is 2.00 × the measured goodput of a Reno flow");
    const close = buildVerdict(dv, [row('vegas-reno-droptail', 'Vegas/Reno', 5, 'goodput:Vegas', at5)], 1, 1);
    expect(close.modelReason).toBeUndefined();
  });
});

describe('the verdict before and during a run', () => {
  it('before any run says what will be compared, and no result', () => {
    const t = text(tsang, [], 0, 91);
    expect(t.headline).toHaveLength(1);
    expect(t.headline[0]).toMatch(/^Not run yet\. When it has run, this compares our engine's results with ns-2\.35 \(computed ahead on the same scenarios\), Tsang & Chang \(2003\) \(Tables 3 and 4\)/);
    expect(t.headline[0]).toContain('Mathis et al. (1997)');
    expect(t.headline[0]).not.toMatch(/%|equals|differ /);
    expect(t.details).toEqual([]);
  });

  it('starts every sentence with a capital, also where it opens with a paper named in lower case', () => {
    const loss = experimentById('reno-loss-throughput')!;
    const t = text(loss, [row('droptail', '4 Reno flows, DropTail', 3, 'goodput:Reno', 300_000)], 27, 27);
    expect(t.headline[1]).toBe('The Reno/Vegas/NewReno ns-2 study gives no value at these points to compare with.');
  });

  it('an experiment with neither ns-2.35 nor paper values names its models', () => {
    expect(text(experimentById('reno-loss-throughput')!, [], 0, 27).headline[0]).toBe(
      "Not run yet. When it has run, this compares our engine's results with Mathis et al. (1997) and Padhye et al. (1998), and says where they disagree and by how much.",
    );
  });

  it('part-way says how many runs it is over', () => {
    expect(text(tsang, vegasRows(), 4, 91).headline[0]).toBe('So far (4 of 91 runs): our engine equals ns-2.35 at every point (4 values compared).');
  });
});

describe('student text', () => {
  it('cites papers by authors and year and leaves source paths to the researchers’ fold', () => {
    expect(forStudents('Paper 000 measures from 10 ms; paper 002’s window (src/experiments/validation/devendictisModel.ts) is 8 KB.')).toBe(
      'Tsang & Chang (2003) measures from 10 ms; the Reno/Vegas/NewReno ns-2 study’s window is 8 KB.',
    );
    expect(forStudents("Paper 002's figure")).toBe("The Reno/Vegas/NewReno ns-2 study's figure");
  });

  it.each(experiments().map((e) => [e.id, e] as const))('%s: no paper number, npm command or source path where a student reads', (_, e) => {
    const shown = [e.title, e.question, e.setup, ...e.choices, ...e.figure.panels.map((p) => p.caption ?? ''), ...Object.values(e.reasons ?? {})].join('\n');
    expect(shown).not.toMatch(/[Pp]aper 0\d\d|npm |src\//);
  });

  it('formats values as the page does and lists names in English', () => {
    expect(formatValue('goodput:long', 428_800)).toBe('429 kb/s');
    expect(formatValue('goodput:long', 84_100)).toBe('84.1 kb/s');
    expect(formatValue('jain', 0.84510727)).toBe('0.845');
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('what the verdict speaks of', () => {
  it('takes a difference in a count relative to at least one packet', () => {
    // Brakmo & Peterson's Vegas/Vegas: 0.0 retransmitted packets against the paper's 0.1 is 0.1 of a packet, 10 %, not 100 %.
    const brakmo = experimentById('brakmo-transfers')!;
    const r = (m: string, mean: number, paper: number) => ({ ...row('vegas-vegas', 'Vegas/Vegas', 0, m, mean, { paper }), point: 'paper', pointLabel: 'the paper’s runs' });
    const v = buildVerdict(brakmo, [r('retransmits:1 MB', 0, 0.1), r('retransmits:300 KB', 30, 20)], 12, 12);
    expect(v.paperVsOurs[0].largest).toMatchObject({ measure: 'retransmits:300 KB' });
    expect(v.paperVsOurs[0].largest.rel).toBeCloseTo(0.5, 9);
    const small = buildVerdict(brakmo, [r('retransmits:1 MB', 0, 0.1)], 12, 12);
    expect(small.paperVsOurs[0].largest.rel).toBeCloseTo(0.1, 9);
  });

  it('only the values a panel draws: a measure no panel shows for a configuration is left out', () => {
    // goodput:short is drawn only in the Reno panel, so for Vegas α=1 β=3 it is not on screen.
    const hidden = row('vegas-1-3', 'Vegas α=1 β=3', 1, 'goodput:short', 1_000_000, { ...exact(500_000), paper: 750_000 });
    const v = buildVerdict(tsang, [...vegasRows(), hidden], 13, 13);
    expect(v.ns2[0]).toMatchObject({ values: 4, agreement: 'equal' });
    expect(v.paperVsOurs[0].values).toBe(4);
  });
});
