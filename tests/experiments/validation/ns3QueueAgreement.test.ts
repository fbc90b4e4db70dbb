// Our engine against the committed ns-3.37 queue-discipline reference: the cases that meet every
// target today are rerun on all their seeds (about 0.2 s each) and must keep meeting them; every
// other case must stand in the committed report (public/validation/ns3.md and ns3.json) as a miss,
// with the measures it misses and the case's measured explanation. No ns-3 needed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NS3_QUEUE_CASES } from '../../../src/experiments/validation/ns3QueueCases';
import { compareNs3QueueCase, comparedQueueSeeds, ns3QueueComparisonMarkdown, ns3QueueMissesMarkdown } from '../../../src/experiments/validation/ns3QueueCompare';
import type { Ns3QueueReferenceFile } from '../../../src/experiments/validation/ns3QueueReference';
import { runNs3QueueCase } from '../../../src/experiments/validation/ns3QueueRun';
import { asNs3Comparison } from '../../../src/experiments/validation/ns3Compare';

const read = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');
const reference = JSON.parse(read('src/experiments/validation/ns3QueueReference.json')) as Ns3QueueReferenceFile;
const committed = asNs3Comparison(JSON.parse(read('public/validation/ns3.json')));
const markdown = read('public/validation/ns3.md');

/** The queue cases that meet every target (public/validation/ns3.md, "Queue disciplines against ns-3.37"). */
const AGREE = ['codel-newreno-shallow', 'fq-codel-cubic-newreno-shallow-ecn', 'pie-cubic-deep-ecn'];

const caseOf = (id: string) => NS3_QUEUE_CASES.find((c) => c.id === id)!;

describe('agreement with ns-3.37 on the queue disciplines', () => {
  it.each(AGREE)('%s meets every target on all its seeds', (id) => {
    const c = caseOf(id);
    const ref = reference.cases[id];
    const r = compareNs3QueueCase(c, ref, comparedQueueSeeds(ref).map((seed) => runNs3QueueCase(c, seed)));
    expect({ flows: r.flows.map((f) => [f.name, +f.relDiff.toFixed(3)]), jain: +r.jain.diff.toFixed(3), queue: +r.queue.relDiff.toFixed(3), pass: r.pass }).toMatchObject({ pass: true });
  });

  it('has the committed report compare every queue case, the agreeing ones as passes and the others as misses with a measured explanation', () => {
    const rows = committed.queueCases ?? [];
    expect(rows.map((r) => r.id)).toEqual(NS3_QUEUE_CASES.map((c) => c.id));
    expect(rows.filter((r) => r.pass).map((r) => r.id)).toEqual(AGREE);
    expect(markdown).toContain(ns3QueueComparisonMarkdown(rows));
    expect(markdown).toContain(`${AGREE.length} of ${rows.length} queue cases meet every target.`);
    expect(markdown).toContain(ns3QueueMissesMarkdown(rows, NS3_QUEUE_CASES));
    for (const r of rows.filter((x) => !x.pass)) {
      const c = caseOf(r.id);
      expect(c.difference?.length ?? 0, `${r.id} has no explanation`).toBeGreaterThan(40);
      expect(markdown).toContain(`- **${c.title}** (misses `);
      expect(markdown).toContain(c.difference!);
    }
  });

  it('has each committed verdict follow from its numbers and the targets', () => {
    const t = committed.targets;
    for (const c of committed.queueCases ?? []) {
      for (const f of c.flows) expect(f.pass, `${c.id} ${f.name}`).toBe(Math.abs(f.oursBps - f.ns3Bps) / f.ns3Bps <= t.goodputRel);
      expect(c.jain.pass, c.id).toBe(Math.abs(c.jain.ours - c.jain.ns3) <= t.jainAbs);
      expect(c.queue.pass, c.id).toBe(Math.abs(c.queue.ours - c.queue.ns3) / c.queue.ns3 <= t.queueRel);
      expect(c.pass, c.id).toBe(c.flows.every((f) => f.pass) && c.jain.pass && c.queue.pass);
    }
  });
});

describe('runNs3QueueCase', () => {
  it('counts CoDel\'s drops as AQM drops without ECN, and marks instead of drops with it (RFC 8289 §5.1, RFC 3168)', () => {
    const plain = runNs3QueueCase(caseOf('codel-cubic-deep'), 1);
    expect({ overflow: plain.overflowDrops, marks: plain.marks }).toEqual({ overflow: 0, marks: 0 });
    expect(plain.aqmDrops).toBeGreaterThan(0);
    expect(plain.flows[0].drops).toBe(plain.aqmDrops);
    const ecn = runNs3QueueCase(caseOf('codel-cubic-deep-ecn'), 1);
    expect({ overflow: ecn.overflowDrops, aqm: ecn.aqmDrops }).toEqual({ overflow: 0, aqm: 0 });
    expect(ecn.marks).toBeGreaterThan(0);
  });

  it('measures the queueing delay as the mean queue over the departure rate (Little)', () => {
    const r = runNs3QueueCase(caseOf('pie-cubic-deep'), 1);
    // Departures per second at utilization u on 10 Mb/s with 1054-byte packets: u · 10e6 / (8 · 1054).
    const departuresPerSec = (r.utilization * 10e6) / (8 * 1054);
    expect(r.meanQueueDelaySec).toBeCloseTo(r.meanQueuePackets / departuresPerSec, 4);
  });
});
