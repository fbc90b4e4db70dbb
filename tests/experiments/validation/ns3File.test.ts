// The committed ns-3 comparison as data (public/validation/ns3.json, read by the validation page)
// says what the committed Markdown report (ns3.md) says: both come from one `npm run
// validate:ns3`, and a report regenerated without its data (or edited by hand) fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NS3_CASES } from '../../../src/experiments/validation/ns3Cases';
import { NS3_TARGETS, asNs3Comparison, ns3ComparisonMarkdown, ns3MeasureRows, type Ns3CaseComparison } from '../../../src/experiments/validation/ns3Compare';

const read = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');

describe('public/validation/ns3.json', () => {
  const file = asNs3Comparison(JSON.parse(read('public/validation/ns3.json')));
  const md = read('public/validation/ns3.md');

  it('holds the same comparison table as ns3.md, and the same count of cases meeting every target', () => {
    expect(md).toContain(ns3ComparisonMarkdown(file.cases));
    expect(md).toContain(`${file.cases.filter((c) => c.pass).length} of ${file.cases.length} cases meet every target.`);
  });

  it('names only known cases, in ns3Cases.ts order, with the agreement targets', () => {
    const order = NS3_CASES.map((c) => c.id);
    const ids = file.cases.map((c) => c.id);
    expect(ids.every((id) => order.includes(id))).toBe(true);
    expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    expect(file.targets).toEqual(NS3_TARGETS);
  });

  it('has each verdict follow from its numbers and the targets', () => {
    for (const c of file.cases) {
      for (const f of c.flows) expect(f.pass, `${c.id} ${f.name}`).toBe(Math.abs(f.oursBps - f.ns3Bps) / f.ns3Bps <= file.targets.goodputRel);
      expect(c.jain.pass, c.id).toBe(Math.abs(c.jain.ours - c.jain.ns3) <= file.targets.jainAbs);
      expect(c.queue.pass, c.id).toBe(Math.abs(c.queue.ours - c.queue.ns3) / c.queue.ns3 <= file.targets.queueRel);
      expect(c.pass, c.id).toBe(c.flows.every((f) => f.pass) && c.jain.pass && c.queue.pass);
    }
  });
});

describe('asNs3Comparison', () => {
  it('refuses a file of another kind with a message naming the command that writes one', () => {
    expect(() => asNs3Comparison({ version: 1, cases: [] })).toThrow(/npm run validate:ns3/);
    expect(() => asNs3Comparison(null)).toThrow(/not an ns-3 comparison/);
  });

  it('reads a difference JSON could not carry (null) as not finite, shown as a dash', () => {
    const c: Ns3CaseComparison = {
      id: 'x', title: 'X', seeds: [1],
      flows: [{ name: 'a', ns3Bps: 0, oursBps: 5e5, relDiff: null as unknown as number, pass: false }],
      jain: { ns3: 1, ours: 1, diff: 0, pass: true },
      queue: { ns3: 0, ours: 2, relDiff: null as unknown as number, pass: false },
      pass: false,
    };
    const f = asNs3Comparison({ version: 1, generatedAt: '', reference: { command: '', ns3: '' }, targets: NS3_TARGETS, cases: [c], notCompared: [] });
    expect(f.cases[0].flows[0].relDiff).toBe(Infinity);
    expect(ns3MeasureRows(f.cases[0]).map((r) => [r.measure, r.difference, r.target])).toEqual([
      ['a goodput, Mb/s', '—', 'within ±10 %'],
      ['mean queue, packets', '—', 'within ±20 %'],
    ]);
  });
});
