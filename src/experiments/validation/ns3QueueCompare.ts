// Our engine against the ns-3.37 reference on the queue-discipline cases (ns3QueueCases.ts), held
// to the CUBIC/BBR cases' targets (NS3_TARGETS: goodput per flow, JFI, mean queue), with the mean
// queueing delay, drops by kind and ECN marks set beside ns-3's for reading (no target of their own).
import { NS3_TARGETS, type Ns3MeasureRow, type Ns3QueueCaseComparison, ns3MeasureRows } from './ns3Compare';
import type { Ns3QueueCase } from './ns3QueueCases';
import { dropKinds, type Ns3QueueReferenceCase } from './ns3QueueReference';
import type { OursNs3QueueRun } from './ns3QueueRun';

export type { Ns3QueueCaseComparison } from './ns3Compare';

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const rel = (ours: number, ref: number): number => (ref === 0 ? (ours === 0 ? 0 : Infinity) : (ours - ref) / ref);

/** The seeds our engine must run for a queue case: those of the ns-3 runs in the means. */
export function comparedQueueSeeds(ref: Ns3QueueReferenceCase): number[] {
  return ref.runs.filter((r) => !r.stalled).map((r) => r.seed);
}

/**
 * Compares our runs of a case with ns-3's means over the same seeds. `seeds` narrows the
 * comparison to some of the reference's seeds (ns-3's values are then the means over those).
 */
export function compareNs3QueueCase(c: Ns3QueueCase, ref: Ns3QueueReferenceCase, ours: OursNs3QueueRun[], seeds: readonly number[] = comparedQueueSeeds(ref)): Ns3QueueCaseComparison {
  const refRuns = ref.runs.filter((r) => !r.stalled && seeds.includes(r.seed));
  if (refRuns.length === 0) throw new Error(`${c.id}: no ns-3 run of seeds ${seeds.join(', ')} to compare with`);
  const bySeed = new Map(ours.map((r) => [r.seed, r]));
  const missing = refRuns.filter((r) => !bySeed.has(r.seed)).map((r) => r.seed);
  if (missing.length > 0) throw new Error(`${c.id}: our runs lack seeds ${missing.join(', ')}`);
  const runs = refRuns.map((r) => bySeed.get(r.seed)!);
  const kinds = (byReason: Record<string, number>, kind: 'overflow' | 'aqm') => dropKinds(byReason)[kind];
  const flows = c.flows.map((name, i) => {
    const ns3Bps = mean(refRuns.map((r) => r.flows[i].goodputBps));
    const oursBps = mean(runs.map((r) => r.flows[i].goodputBps));
    const relDiff = rel(oursBps, ns3Bps);
    return { name, ns3Bps, oursBps, relDiff, pass: Math.abs(relDiff) <= NS3_TARGETS.goodputRel };
  });
  const jainNs3 = mean(refRuns.map((r) => r.jainIndex));
  const jainOurs = mean(runs.map((r) => r.jainIndex));
  const jain = { ns3: jainNs3, ours: jainOurs, diff: jainOurs - jainNs3, pass: Math.abs(jainOurs - jainNs3) <= NS3_TARGETS.jainAbs };
  const queueNs3 = mean(refRuns.map((r) => r.meanQueuePackets));
  const queueOurs = mean(runs.map((r) => r.meanQueuePackets));
  const queueRel = rel(queueOurs, queueNs3);
  const queue = { ns3: queueNs3, ours: queueOurs, relDiff: queueRel, pass: Math.abs(queueRel) <= NS3_TARGETS.queueRel };
  const delays = refRuns.map((r) => r.meanQueueDelaySec).filter((v): v is number => v !== null);
  return {
    id: c.id,
    title: c.title,
    seeds: refRuns.map((r) => r.seed),
    flows,
    jain,
    queue,
    pass: flows.every((f) => f.pass) && jain.pass && queue.pass,
    queueDelaySec: { ns3: delays.length > 0 ? mean(delays) : null, ours: mean(runs.map((r) => r.meanQueueDelaySec)) },
    overflowDrops: { ns3: mean(refRuns.map((r) => kinds(r.dropsByReason, 'overflow'))), ours: mean(runs.map((r) => r.overflowDrops)) },
    aqmDrops: { ns3: mean(refRuns.map((r) => kinds(r.dropsByReason, 'aqm'))), ours: mean(runs.map((r) => r.aqmDrops)) },
    marks: { ns3: mean(refRuns.map((r) => r.marks)), ours: mean(runs.map((r) => r.marks)) },
  };
}

const mark = (ok: boolean): string => (ok ? 'yes' : '**no**');
const count = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const ms = (sec: number | null): string => (sec === null ? '—' : (sec * 1000).toFixed(2));

/** A case's rows: the targeted measures (as the CUBIC/BBR cases), then delay, drops and marks for reading. */
export function ns3QueueMeasureRows(r: Ns3QueueCaseComparison): Ns3MeasureRow[] {
  const info = (measure: string, ns3: string, ours: string): Ns3MeasureRow => ({ measure, ns3, ours, difference: '', target: 'none', pass: true });
  return [
    ...ns3MeasureRows(r),
    info('mean queueing delay, ms', ms(r.queueDelaySec.ns3), ms(r.queueDelaySec.ours)),
    info('overflow drops', count(r.overflowDrops.ns3), count(r.overflowDrops.ours)),
    info('AQM drops', count(r.aqmDrops.ns3), count(r.aqmDrops.ours)),
    info('ECN marks', count(r.marks.ns3), count(r.marks.ours)),
  ];
}

/** The queue cases' comparison as a Markdown table. */
export function ns3QueueComparisonMarkdown(rows: readonly Ns3QueueCaseComparison[]): string {
  const out = ['| Case | Measure | ns-3.37 | ours | difference | within target |', '|---|---|---:|---:|---:|:---:|'];
  for (const r of rows) for (const m of ns3QueueMeasureRows(r)) out.push(`| ${r.title} | ${m.measure} | ${m.ns3} | ${m.ours} | ${m.difference} | ${m.target === 'none' ? '(no target)' : mark(m.pass)} |`);
  return out.join('\n');
}

/** Under the table: each missing case, which measures miss, and its `difference` (what was measured to cause it). */
export function ns3QueueMissesMarkdown(rows: readonly Ns3QueueCaseComparison[], cases: readonly Ns3QueueCase[]): string {
  const misses = rows.filter((r) => !r.pass);
  if (misses.length === 0) return '';
  const out = ['Why each miss remains:', ''];
  for (const r of misses) {
    const missed = ns3MeasureRows(r).filter((m) => !m.pass).map((m) => `${m.measure} ${m.difference}`);
    const note = cases.find((c) => c.id === r.id)?.difference;
    out.push(`- **${r.title}** (misses ${missed.join('; ')}): ${note ?? 'cause not yet measured.'}`);
  }
  return out.join('\n');
}
