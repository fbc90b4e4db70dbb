// Drops counted by why, as summaries, the CLI and exports name them (the QueueReason names), and
// which reasons a set of disciplines can produce, so a summary lists only what can happen there.
import { QUEUE_REASON_NAMES, QueueReason } from '../queue/QueueDiscipline';
import { dropReasonsOf, type QueueKind } from '../queue/registry';
import type { Scenario } from '../scenario/Scenario';

/** The reasons a packet is dropped for (QueueReason.Mark is not a drop: the packet goes on). */
export const DROP_REASONS = [QueueReason.Overflow, QueueReason.Early, QueueReason.Forced, QueueReason.HeadOverflow, QueueReason.Sojourn] as const;
export type DropReasonCode = (typeof DROP_REASONS)[number];
export type DropReasonName = 'overflow' | 'early' | 'forced' | 'head-overflow' | 'sojourn';

/** Packets dropped for each reason. */
export type DropsByReason = Record<DropReasonName, number>;

/** The name of a drop reason, as summaries and exports key it. */
export const dropReasonName = (r: DropReasonCode): DropReasonName => QUEUE_REASON_NAMES[r] as DropReasonName;

/** Counts indexed by QueueReason (index 0 and any past Sojourn are ignored) as a record by name. */
export function dropsByReason(counts: ArrayLike<number>): DropsByReason {
  const out = {} as DropsByReason;
  for (const r of DROP_REASONS) out[dropReasonName(r)] = counts[r] ?? 0;
  return out;
}

/** What a summary lists: the drop reasons, in DROP_REASONS order, and whether it has a marks count. */
export interface ReasonsShown {
  reasons: DropReasonCode[];
  marks: boolean;
}

/** A queue as a scenario sets it (its kind, and its ECN switch where it has one), or just a discipline. */
export type QueueSetting = QueueKind | { readonly kind: QueueKind; readonly ecn?: unknown };

/** The reasons queue `q` can drop or mark for: its module's, without marks when its ECN switch is off. */
export function reasonsOf(q: QueueSetting): readonly QueueReason[] {
  const kind = typeof q === 'string' ? q : q.kind;
  const all = dropReasonsOf(kind);
  return typeof q === 'string' || q.ecn === true ? all : all.filter((r) => r !== QueueReason.Mark);
}

/**
 * The reasons the queues `queues` can drop for and whether any can mark ECN (their modules'
 * `dropReasons`; a queue with its ECN switch off cannot mark), plus any reason or mark `counted`
 * shows happened anyway (a queue switched live from one discipline to another keeps the old one's counts).
 */
export function reasonsShown(queues: readonly QueueSetting[], counted: readonly { dropsByReason: DropsByReason; marks: number }[] = []): ReasonsShown {
  const possible = new Set<number>(queues.flatMap(reasonsOf));
  const reasons = DROP_REASONS.filter((r) => possible.has(r) || counted.some((c) => c.dropsByReason[dropReasonName(r)] > 0));
  return { reasons, marks: possible.has(QueueReason.Mark) || counted.some((c) => c.marks > 0) };
}

/** "12 sojourn, 3 overflow": the listed reasons' counts, in order (empty when none is listed). */
export function describeDrops(d: DropsByReason, shown: ReasonsShown): string {
  return shown.reasons.map((r) => `${d[dropReasonName(r)]} ${dropReasonName(r)}`).join(', ');
}

/** The queues of a scenario's bottlenecks, as set up and as its timeline sets them (each kind and ECN switch once). */
export function queuesOf(s: Pick<Scenario, 'bottleneck' | 'series' | 'changes'>): { kind: QueueKind; ecn: boolean }[] {
  const all: { kind: QueueKind; ecn?: unknown }[] = [s.bottleneck.queue, ...s.series.map((l) => l.queue)];
  for (const c of s.changes ?? []) if ('link' in c && c.key === 'queue') all.push(c.value as { kind: QueueKind; ecn?: unknown });
  const seen = new Map<string, { kind: QueueKind; ecn: boolean }>();
  for (const q of all) seen.set(`${q.kind} ${q.ecn === true}`, { kind: q.kind, ecn: q.ecn === true });
  return [...seen.values()];
}
