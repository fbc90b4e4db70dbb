// Our engine against the ns-3.37 reference on the CUBIC/BBR contrasts (the agreement targets):
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

/** One measure of a case against its target, as text (the Markdown report and the validation page show these). */
export interface Ns3MeasureRow {
  measure: string;
  ns3: string;
  ours: string;
  difference: string;
  /** The target it is held to, e.g. "within ±10 %". */
  target: string;
  pass: boolean;
}

const signed = (x: number, digits: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(digits)}` : '—');

/** A case's measures: each flow's goodput, the JFI (with two flows or more) and the mean queue. */
export function ns3MeasureRows(r: Ns3CaseComparison, targets: typeof NS3_TARGETS = NS3_TARGETS): Ns3MeasureRow[] {
  const relTarget = (x: number) => `within ±${Math.round(x * 100)} %`;
  const rows: Ns3MeasureRow[] = r.flows.map((f) => ({
    measure: `${f.name} goodput, Mb/s`,
    ns3: mbps(f.ns3Bps),
    ours: mbps(f.oursBps),
    difference: Number.isFinite(f.relDiff) ? pct(f.relDiff) : '—',
    target: relTarget(targets.goodputRel),
    pass: f.pass,
  }));
  if (r.flows.length > 1) rows.push({ measure: 'JFI', ns3: r.jain.ns3.toFixed(3), ours: r.jain.ours.toFixed(3), difference: signed(r.jain.diff, 3), target: `within ±${targets.jainAbs}`, pass: r.jain.pass });
  rows.push({
    measure: 'mean queue, packets',
    ns3: r.queue.ns3.toFixed(1),
    ours: r.queue.ours.toFixed(1),
    difference: Number.isFinite(r.queue.relDiff) ? pct(r.queue.relDiff) : '—',
    target: relTarget(targets.queueRel),
    pass: r.queue.pass,
  });
  return rows;
}

/** The comparison as a Markdown section: one table row per flow, then JFI and queue. */
export function ns3ComparisonMarkdown(rows: Ns3CaseComparison[]): string {
  const out = [
    '| Case | Measure | ns-3.37 | ours | difference | within target |',
    '|---|---|---:|---:|---:|:---:|',
  ];
  for (const r of rows) for (const m of ns3MeasureRows(r)) out.push(`| ${r.title} | ${m.measure} | ${m.ns3} | ${m.ours} | ${m.difference} | ${mark(m.pass)} |`);
  return out.join('\n');
}

/** Under the table: for each case that misses a target, what was measured to cause it (the case's `difference`). */
export function ns3MissesMarkdown(rows: Ns3CaseComparison[], cases: readonly Ns3Case[]): string {
  const misses = rows.filter((r) => !r.pass);
  if (misses.length === 0) return '';
  const out = ['Why each miss remains (measured; src/sim/MODEL.md has the traces and runs):', ''];
  for (const r of misses) {
    const note = cases.find((c) => c.id === r.id)?.difference;
    out.push(`- **${r.title}**: ${note ?? 'cause not yet measured.'}`);
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

export interface Ns3QueueCaseComparison extends Ns3CaseComparison {
  /** Mean queueing delay, s: both by Little's law on what waits (ns-3: disc + device; ours: the queue). */
  queueDelaySec: { ns3: number | null; ours: number };
  overflowDrops: { ns3: number; ours: number };
  aqmDrops: { ns3: number; ours: number };
  marks: { ns3: number; ours: number };
}

/**
 * The comparison as data (public/validation/ns3.json, written with ns3.md by `npm run
 * validate:ns3`): what the validation page draws. A difference that is not finite (ns-3's value
 * is 0) travels as null.
 */
export interface Ns3ComparisonFile {
  version: 1;
  generatedAt: string;
  /** How the ns-3 reference was made (ns3Reference.json's command) and which ns-3. */
  reference: { command: string; ns3: string };
  targets: typeof NS3_TARGETS;
  /** Every compared case, in ns3Cases.ts order. */
  cases: Ns3CaseComparison[];
  /** Cases that could not be compared, and why (one sentence each). */
  notCompared: string[];
  /** How the queue-discipline reference was made (ns3QueueReference.json's command) and which ns-3. */
  queueReference?: { command: string; ns3: string };
  /** Every compared queue-discipline case, in ns3QueueCases.ts order (ns3QueueCompare.ts). */
  queueCases?: Ns3QueueCaseComparison[];
}

/** Checks the shape the validation page relies on; non-finite differences (null in JSON) come back as Infinity. */
export function asNs3Comparison(x: unknown): Ns3ComparisonFile {
  const f = x as Partial<Ns3ComparisonFile> | null;
  if (!f || typeof f !== 'object' || f.version !== 1 || !Array.isArray(f.cases) || !f.targets || !Array.isArray(f.notCompared)) {
    throw new Error('the file is not an ns-3 comparison of version 1 (run `npm run validate:ns3` to write one)');
  }
  const finite = (v: number | null): number => (v === null ? Infinity : v);
  if (f.queueCases !== undefined && !Array.isArray(f.queueCases)) throw new Error('the queue cases of the ns-3 comparison are not a list');
  for (const c of [...f.cases, ...(f.queueCases ?? [])]) {
    if (!c || typeof c.id !== 'string' || !Array.isArray(c.flows) || !c.jain || !c.queue) throw new Error('a case of the ns-3 comparison lacks its flows, JFI or queue');
    for (const fl of c.flows) fl.relDiff = finite(fl.relDiff);
    c.queue.relDiff = finite(c.queue.relDiff);
  }
  return f as Ns3ComparisonFile;
}
