// The queue disciplines the simulator offers, in the order people see them. Each is one module
// (QueueModule.ts); adding a discipline = its file + one line in QUEUE_MODULES. Builds the queue a
// scenario asks for and retunes one in place when only its parameters change (so a RED average
// survives a threshold drag), remembering which module made each queue (no class tests).
import type { Random } from '../engine/Random';
import type { ParamSpec } from '../scenario/params';
import type { KnobRuleBreak } from '../scenario/ScenarioProblem';
import type { ObservableSpec } from '../tcp/VariantModule';
import { coDelModule } from './modules/CoDelModule';
import { dropTailModule } from './modules/DropTailModule';
import { drrModule } from './modules/DrrModule';
import { fqCoDelModule } from './modules/FqCoDelModule';
import { pieModule } from './modules/PieModule';
import { redModule } from './modules/RedModule';
import type { QueueDiscipline, QueueReason } from './QueueDiscipline';
import type { AnyQueueModule, QueueContext, QueueParamSpec } from './QueueModule';

export const QUEUE_MODULES = [dropTailModule, redModule, pieModule, coDelModule, fqCoDelModule, drrModule] as const;

export type QueueModules = typeof QUEUE_MODULES;
export type QueueKind = QueueModules[number]['id'];
/** The module of one discipline, with its own parameters. */
export type QueueModuleOf<K extends QueueKind> = Extract<QueueModules[number], { id: K }>;
type IdsOf<T extends readonly { id: string }[]> = { -readonly [I in keyof T]: T[I]['id'] };
/** Every observable of every discipline. */
export type QueueObservableKey = QueueModules[number]['observables'][number]['key'];

export const QUEUE_KINDS = QUEUE_MODULES.map((m) => m.id) as IdsOf<QueueModules>;

/** Discipline id → module. */
export const QUEUES = Object.fromEntries(QUEUE_MODULES.map((m) => [m.id, m])) as { readonly [K in QueueKind]: QueueModuleOf<K> };

const anyModule = (kind: QueueKind): AnyQueueModule => QUEUES[kind];

/** A queue's parameter values, as a scenario's `queue` object carries them. */
export type QueueParamValues = Record<string, number | boolean>;

/** The parameters of a discipline as a list of specs, in slider order. */
export function queueParams(kind: QueueKind): readonly QueueParamSpec[] {
  return Object.values(anyModule(kind).params as Record<string, QueueParamSpec>);
}

/** The values of a queue's parameters (a validated queue has them all). */
export function queueValuesOf(q: { kind: QueueKind }): QueueParamValues {
  const f = q as unknown as Record<string, number | boolean | undefined>;
  // A field left out means its default, as the schema fills it (an edit is checked before that).
  const params = anyModule(q.kind).params as Record<string, { default: number | boolean }>;
  return Object.fromEntries(Object.entries(params).map(([k, spec]) => [k, f[k] ?? spec.default]));
}

/** The numeric parameters of every discipline, keyed by `kind.key` (what a sweep may vary). */
export function numericQueueParams(kind: QueueKind): readonly ParamSpec[] {
  return queueParams(kind).filter((s): s is ParamSpec => typeof s.default === 'number');
}

/** Where a queue breaks its discipline's rule (RED: minTh < maxTh): the parameter and why; else undefined. */
export function queueRule(q: { kind: QueueKind }, edited?: string): KnobRuleBreak | undefined {
  return anyModule(q.kind).rule?.(queueValuesOf(q), edited);
}

/** How a queue is named in one line: "DropTail", "RED 15/45 maxP 0.1 w 0.002". */
export function describeQueue(q: { kind: QueueKind }): string {
  return anyModule(q.kind).describe(queueValuesOf(q));
}

/** Every reason discipline `kind` can drop for, so a legend lists only what can happen. */
export function dropReasonsOf(kind: QueueKind): readonly QueueReason[] {
  return anyModule(kind).dropReasons;
}

/** Every observable of every discipline, each key once, in module order. */
export const QUEUE_OBSERVABLES: readonly ObservableSpec[] = (() => {
  const seen = new Map<string, ObservableSpec>();
  for (const m of QUEUE_MODULES) for (const o of m.observables as readonly ObservableSpec[]) if (!seen.has(o.key)) seen.set(o.key, o);
  return [...seen.values()];
})();

/** Which module made each queue, for retuning and observing it. */
const madeBy = new WeakMap<QueueDiscipline, AnyQueueModule>();

/** A validated queue of a scenario (Scenario's QueueConfig; named here by its kind, so the registry does not import the schema built from it). */
type QueueSetting = { readonly kind: QueueKind; readonly [field: string]: unknown };

export function createQueue(q: QueueSetting, ctx: QueueContext, random: Random): QueueDiscipline {
  const m = anyModule(q.kind);
  const made = m.create(queueValuesOf(q), ctx, random) as QueueDiscipline;
  madeBy.set(made, m);
  return made;
}

/** Applies `q` to `existing` in place when it is the same discipline; false when it must be replaced. */
export function updateQueue(existing: QueueDiscipline, q: QueueSetting, nowSec: number): boolean {
  const m = madeBy.get(existing);
  if (m === undefined || m.id !== q.kind) return false;
  m.retune(existing, queueValuesOf(q), nowSec);
  return true;
}

/**
 * Writes every discipline observable of `q` at `nowSec` into `out`: its module's values, NaN for
 * the keys of other disciplines (so a row always has every key).
 */
export function observeQueue(q: QueueDiscipline, nowSec: number, out: Record<string, number>): void {
  for (const o of QUEUE_OBSERVABLES) out[o.key] = NaN;
  madeBy.get(q)?.observe?.(q, nowSec, out);
}
