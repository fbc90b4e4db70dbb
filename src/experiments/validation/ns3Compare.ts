// Our engine against the ns-3.37 reference on the CUBIC/BBR contrasts (issue 11's targets):
// per-flow mean goodput within 10 % of ns-3's, mean JFI within 0.03, mean queue within 20 %,
// all as means over the same seeds (the ns-3 runs that did not stall), and the report's table.
import type { Ns3Case } from './ns3Cases';
import type { Ns3ReferenceCase, Ns3ReferenceFile } from './ns3Reference';

export const NS3_TARGETS = { goodputRel: 0.1, jainAbs: 0.03, queueRel: 0.2 } as const;

/** What one of our runs reports, as far as the comparison reads it. */
export interface OursNs3Run {
  seed: number;
  flows: { name: string; goodputBps: number }[];
  jainIndex: number;
  meanQueuePackets: number;
}

export interface Ns3CaseComparison {
  id: string;
  title: string;
  seeds: number[];
  flows: { name: string; ns3Bps: number; oursBps: number; relDiff: number; pass: boolean }[];
  jain: { ns3: number; ours: number; diff: number; pass: boolean };
  queue: { ns3: number; ours: number; relDiff: number; pass: boolean };
  pass: boolean;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const rel = (ours: number, ref: number): number => (ref === 0 ? (ours === 0 ? 0 : Infinity) : (ours - ref) / ref);

/** The seeds our engine must run for a case: those of the ns-3 runs in the means. */
export function comparedSeeds(ref: Ns3ReferenceCase): number[] {
  return ref.runs.filter((r) => !r.stalled).map((r) => r.seed);
}

/** Compares our runs (one per compared seed) with the case's ns-3 means. */
export function compareNs3Case(c: Ns3Case, ref: Ns3ReferenceCase, ours: OursNs3Run[]): Ns3CaseComparison {
  const seeds = comparedSeeds(ref);
  if (ref.means === null) throw new Error(`${c.id}: every ns-3 run stalled; there is no reference`);
  const bySeed = new Map(ours.map((r) => [r.seed, r]));
  const missing = seeds.filter((s) => !bySeed.has(s));
  if (missing.length > 0) throw new Error(`${c.id}: our runs lack seeds ${missing.join(', ')}`);
  const runs = seeds.map((s) => bySeed.get(s)!);
  const flows = ref.means.flows.map((f, i) => {
    const oursBps = mean(runs.map((r) => r.flows[i].goodputBps));
    const relDiff = rel(oursBps, f.goodputBps);
    return { name: f.name, ns3Bps: f.goodputBps, oursBps, relDiff, pass: Math.abs(relDiff) <= NS3_TARGETS.goodputRel };
  });
  const jainOurs = mean(runs.map((r) => r.jainIndex));
  const jain = { ns3: ref.means.jainIndex, ours: jainOurs, diff: jainOurs - ref.means.jainIndex, pass: Math.abs(jainOurs - ref.means.jainIndex) <= NS3_TARGETS.jainAbs };
  const queueOurs = mean(runs.map((r) => r.meanQueuePackets));
  const queueRel = rel(queueOurs, ref.means.meanQueuePackets);
  const queue = { ns3: ref.means.meanQueuePackets, ours: queueOurs, relDiff: queueRel, pass: Math.abs(queueRel) <= NS3_TARGETS.queueRel };
  return { id: c.id, title: c.title, seeds, flows, jain, queue, pass: flows.every((f) => f.pass) && jain.pass && queue.pass };
}

const mbps = (bps: number): string => (bps / 1e6).toFixed(3);
const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;
const mark = (ok: boolean): string => (ok ? 'yes' : '**no**');

/** The comparison as a Markdown section: one table row per flow, then JFI and queue. */
export function ns3ComparisonMarkdown(rows: Ns3CaseComparison[]): string {
  const out = [
    '| Case | Measure | ns-3.37 | ours | difference | within target |',
    '|---|---|---:|---:|---:|:---:|',
  ];
  for (const r of rows) {
    for (const f of r.flows) out.push(`| ${r.title} | ${f.name} goodput, Mb/s | ${mbps(f.ns3Bps)} | ${mbps(f.oursBps)} | ${pct(f.relDiff)} | ${mark(f.pass)} |`);
    if (r.flows.length > 1) out.push(`| ${r.title} | JFI | ${r.jain.ns3.toFixed(3)} | ${r.jain.ours.toFixed(3)} | ${r.jain.diff >= 0 ? '+' : ''}${r.jain.diff.toFixed(3)} | ${mark(r.jain.pass)} |`);
    out.push(`| ${r.title} | mean queue, packets | ${r.queue.ns3.toFixed(1)} | ${r.queue.ours.toFixed(1)} | ${pct(r.queue.relDiff)} | ${mark(r.queue.pass)} |`);
  }
  return out.join('\n');
}

/** The ns-3 reference itself as a Markdown table: per case its means, RTTs and the seeds that stalled. */
export function ns3ReferenceMarkdown(cases: readonly Ns3Case[], file: Ns3ReferenceFile): string {
  const out = [
    '| Case | Goodput per flow, Mb/s | JFI | Mean queue, packets | RTT per flow, ms | Seeds in the means | Seeds where BBR stalled |',
    '|---|---|---:|---:|---|---|---|',
  ];
  for (const c of cases) {
    const ref = file.cases[c.id];
    if (!ref) {
      out.push(`| ${c.title} | not run | | | | | |`);
      continue;
    }
    const seeds = comparedSeeds(ref).join(', ') || 'none';
    const stalled = ref.stalledSeeds.join(', ') || 'none';
    if (ref.means === null) {
      out.push(`| ${c.title} | every run stalled | | | | ${seeds} | ${stalled} |`);
      continue;
    }
    const goodput = ref.means.flows.map((f) => `${f.name} ${mbps(f.goodputBps)}`).join(', ');
    const rtt = ref.means.flows.map((f) => `${f.name} ${f.meanRttSec === null ? '—' : (f.meanRttSec * 1000).toFixed(0)}`).join(', ');
    out.push(`| ${c.title} | ${goodput} | ${ref.means.jainIndex.toFixed(3)} | ${ref.means.meanQueuePackets.toFixed(1)} | ${rtt} | ${seeds} | ${stalled} |`);
  }
  return out.join('\n');
}
