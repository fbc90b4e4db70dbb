// Partial recovery: from a scenario that failed validation, the valid part a user may choose to
// keep. Flows with a problem are dropped; any other field with a problem goes back to its default.
// Shared by links and files; every candidate is checked by parseScenario, the one way in.
import { LIMITS } from '../sim/scenario/params';
import { parseScenario, type ScenarioProblem, type ValidScenario } from '../sim/scenario/Scenario';
import { formatPath } from '../sim/scenario/formatProblem';
import type { DroppedItem } from './DroppedItem';
import { otherField } from '../sim/scenario/ScenarioProblem';
import {
  BOTTLENECK_KEYS,
  CHANGE_KEYS,
  FLOW_KEYS,
  LINK_KEYS,
  MEASURE_KEYS,
  PATH_KEYS,
  QUEUE_KEYS,
  SCENARIO_KEYS,
  SPREAD_KEYS,
  TCP_KEYS,
} from './schemaKeys';

type Path = (string | number)[];
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);


/** The value at `path`, or undefined. */
function at(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const p of path) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, p)) return undefined;
    cur = (cur as Obj)[p as string];
  }
  return cur;
}

/**
 * A copy of `obj` without the value at `path` (so that its default applies), copying only the
 * containers on the way; an element of a list is replaced by {} (a link with every default).
 */
function without(obj: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const [head, ...rest] = path;
  if (Array.isArray(obj)) {
    const copy = obj.slice();
    copy[head as number] = rest.length === 0 ? {} : without(obj[head as number], rest);
    return copy;
  }
  const copy: Obj = { ...(obj as Obj) };
  if (rest.length === 0) delete copy[head as string];
  else copy[head as string] = without(copy[head as string], rest);
  return copy;
}

/**
 * What to remove for a problem with the field at `path`: the field itself; if it is already gone
 * (its default still conflicts, as RED maxTh with minTh), the sibling field it is compared with;
 * else the nearest ancestor that exists.
 */
function culprit(obj: Obj, p: ScenarioProblem): Path | null {
  const path = p.path;
  if (at(obj, path) !== undefined) return path;
  const parent = path.slice(0, -1);
  const other = otherField(p);
  const sibling = other?.length === 1 ? other[0] : undefined;
  if (sibling !== undefined && sibling !== path[path.length - 1] && isObj(at(obj, parent)) && at(obj, [...parent, sibling]) !== undefined) return [...parent, sibling];
  for (let n = path.length - 1; n > 0; n--) if (at(obj, path.slice(0, n)) !== undefined) return path.slice(0, n);
  return null;
}

/** Why a flow or a change was dropped: its problem, with the field it names within it ("access.delaySec"; "" for the whole). */
function why(p: ScenarioProblem): { problem: ScenarioProblem; within: string } {
  return { problem: p, within: p.path.slice(2).map((k, i) => (typeof k === 'number' ? `[${k}]` : i > 0 ? `.${k}` : k)).join('') };
}

/** Why a link's flow could not be read: itself, or an earlier flow it takes values from. */
export type UnreadableFlow = 'unreadable' | 'takes_unreadable';

export interface Recovered {
  scenario: ValidScenario;
  /** What was left out or reset (DroppedItem.ts words it). */
  dropped: DroppedItem[];
}

/**
 * The valid part of a raw scenario (fields as in a scenario file; unknown fields already removed):
 * 1. each field outside `flows` that parseScenario rejects is removed, so its default applies
 *    (repeated, so that a pair like RED minTh/maxTh ends valid: both at their defaults if need be);
 * 2. flows listed in `unreadableFlows` (index → why) and entries past 1000 are dropped; the rest
 *    are validated together with that repaired scenario, and every flow a message names is dropped
 *    (repeated until valid);
 * 3. if there are still too many flows once counts are expanded, flows are dropped from the end.
 * Returns undefined when no flow survives, the version is not 1 or 2, or the problem is not in one field.
 * `problems`, parseScenario's problems with `raw` if the caller has them, save a validation or two.
 */
export function recoverScenario(raw: unknown, unreadableFlows: ReadonlyMap<number, UnreadableFlow> = new Map(), problems?: readonly ScenarioProblem[]): Recovered | undefined {
  if (!isObj(raw) || (raw.version !== undefined && raw.version !== 1 && raw.version !== 2) || !Array.isArray(raw.flows)) return undefined;
  const dropped: DroppedItem[] = [];
  // A scenario without a version is read as the oldest format (version 1, as it always ran).
  let context: Obj = { ...raw, version: raw.version === 2 ? 2 : 1 };
  delete context.flows;
  // The timeline is checked last, against the flows and links that were kept.
  delete context.changes;
  const probe = { variant: 'reno' };
  let repaired = false;
  for (let round = 0; ; round++) {
    const r = parseScenario({ ...context, flows: [probe] });
    if (r.ok) break;
    if (round >= 64) return undefined;
    const before = context;
    const done = new Set<string>();
    for (const p of r.problems) {
      if (p.code === 'more_problems') continue;
      const path = p.path;
      if (path.length === 0 || path[0] === 'flows' || path[0] === 'version') return undefined;
      const target = culprit(before, p);
      if (!target || done.has(formatPath(target))) continue;
      done.add(formatPath(target));
      context = without(context, target) as Obj;
      repaired = true;
      const same = formatPath(target) === formatPath(path);
      dropped.push({ at: formatPath(target), code: 'reset_default', params: { problem: p, same } });
    }
    if (done.size === 0) return undefined;
  }
  // Flows: all at once against the repaired context; each round drops the flows named in the
  // messages (up to 20 a round), so a scenario with few bad flows costs a few validations.
  const flows = raw.flows as unknown[];
  let kept: number[] = [];
  flows.forEach((_, i) => {
    if (i >= LIMITS.maxFlows) {
      if (i === LIMITS.maxFlows) dropped.push({ at: `flows[${i}]`, code: 'flows_from', params: { max: LIMITS.maxFlows } });
    } else if (unreadableFlows.has(i)) dropped.push({ at: `flows[${i}]`, code: unreadableFlows.get(i) === 'unreadable' ? 'flow_unreadable' : 'flow_takes_unreadable', params: {} });
    else kept.push(i);
  });
  // The caller's problems with `raw` already cover the first round when nothing was changed or left out.
  const aboutFlows = (p: ScenarioProblem) => p.code === 'more_problems' || p.path[0] === 'flows';
  const reuse = problems !== undefined && !repaired && unreadableFlows.size === 0 && flows.length <= LIMITS.maxFlows && problems.every(aboutFlows);
  for (let round = 0; kept.length > 0; round++) {
    const r = round === 0 && reuse && raw.changes === undefined ? { ok: false as const, problems: problems! } : parseScenario({ ...context, flows: kept.map((i) => flows[i]) });
    if (r.ok) return withTimeline(raw.changes, r.scenario, kept.length === flows.length, dropped);
    if (round > LIMITS.maxFlows) return undefined;
    if (r.problems.some((p) => p.code === 'more_problems')) {
      // More problems than one validation reports: check each flow on its own instead.
      kept = kept.filter((i) => {
        const one = parseScenario({ ...context, flows: [flows[i]] });
        if (!one.ok) dropped.push({ at: `flows[${i}]`, code: 'flow_invalid', params: why(one.problems[0]) });
        return one.ok;
      });
      continue;
    }
    const bad = new Map<number, ReturnType<typeof why>>();
    let tooMany = false;
    for (const p of r.problems) {
      const path = p.path;
      if (path[0] === 'flows' && typeof path[1] === 'number') {
        if (!bad.has(path[1])) bad.set(path[1], why(p));
      } else if (path.length === 1 && path[0] === 'flows') tooMany = true;
      else return undefined;
    }
    if (bad.size > 0) {
      for (const [k, reason] of bad) dropped.push({ at: `flows[${kept[k]}]`, code: 'flow_invalid', params: reason });
      kept = kept.filter((_, k) => !bad.has(k));
    } else if (tooMany) {
      // Every flow is valid on its own (so its count is a whole number from 1 to 1000): keep the
      // longest prefix whose counts add up to at most the limit.
      const countOf = (i: number) => ((flows[i] as { count?: unknown }).count as number | undefined) ?? 1;
      let total = 0;
      const fit = kept.findIndex((i) => (total += countOf(i)) > LIMITS.maxFlows);
      if (fit <= 0) return undefined;
      for (const i of kept.slice(fit)) dropped.push({ at: `flows[${i}]`, code: 'flow_over_limit', params: { max: LIMITS.maxFlows } });
      kept = kept.slice(0, fit);
    } else return undefined;
  }
  return undefined;
}

/**
 * The recovered scenario with what can be kept of the timeline `changes`: every change when no
 * flow was dropped, else only the link changes (flow numbers would point at other flows); then
 * changes parseScenario names are dropped, a round at a time.
 */
function withTimeline(changes: unknown, scenario: ValidScenario, allFlowsKept: boolean, dropped: DroppedItem[]): Recovered {
  if (changes === undefined) return { scenario, dropped };
  if (!Array.isArray(changes)) {
    dropped.push({ at: 'changes', code: 'changes_not_list', params: {} });
    return { scenario, dropped };
  }
  let kept = changes.slice(0, LIMITS.maxChanges).map((c, i) => ({ c, i }));
  if (changes.length > LIMITS.maxChanges) dropped.push({ at: `changes[${LIMITS.maxChanges}]`, code: 'changes_from', params: { max: LIMITS.maxChanges } });
  if (!allFlowsKept) {
    kept = kept.filter(({ c, i }) => {
      const byFlow = isObj(c) && c.flow !== undefined;
      if (byFlow) dropped.push({ at: `changes[${i}]`, code: 'change_flows_not_kept', params: {} });
      return !byFlow;
    });
  }
  for (let round = 0; round < 64; round++) {
    const r = parseScenario({ ...scenario, changes: kept.map(({ c }) => c) });
    if (r.ok) return { scenario: r.scenario, dropped };
    const bad = new Set<number>();
    for (const p of r.problems) {
      const path = p.path;
      if (path[0] !== 'changes' || typeof path[1] !== 'number' || bad.has(path[1])) continue;
      bad.add(path[1]);
      dropped.push({ at: `changes[${kept[path[1]].i}]`, code: 'change_invalid', params: why(p) });
    }
    if (bad.size === 0) break;
    kept = kept.filter((_, k) => !bad.has(k));
  }
  dropped.push({ at: 'changes', code: 'timeline_unrepaired', params: {} });
  return { scenario, dropped };
}

/** Own fields of `obj` that are named in `keys`, each passed through `inner` (default: as is). */
function pick(obj: Obj, keys: readonly string[], at: string, removed: DroppedItem[], inner: (key: string, v: unknown) => unknown = (_k, v) => v): Obj {
  const out: Obj = {};
  for (const key of keys) if (Object.hasOwn(obj, key)) out[key] = inner(key, obj[key]);
  const unknown = Object.keys(obj).filter((key) => !keys.includes(key));
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map((key) => key.slice(0, 40));
    removed.push({ at: at || '(scenario)', code: 'fields_removed', params: { names, more: Math.max(0, unknown.length - 5) } });
  }
  return out;
}

const under = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** The fields a queue of `kind` has (just `kind` for a discipline this version does not know). */
const queueKeysOf = (kind: unknown): readonly string[] => (typeof kind === 'string' && Object.hasOwn(QUEUE_KEYS, kind) ? QUEUE_KEYS[kind as keyof typeof QUEUE_KEYS] : ['kind']);

function cleanLink(v: unknown, at: string, removed: DroppedItem[]): unknown {
  if (!isObj(v)) return v;
  return pick(v, BOTTLENECK_KEYS, at, removed, (key, x) => {
    if (key !== 'queue' || !isObj(x)) return x;
    return pick(x, queueKeysOf(x.kind), `${at}.queue`, removed);
  });
}

function cleanFlow(v: unknown, at: string, removed: DroppedItem[]): unknown {
  if (!isObj(v)) return v;
  const variant = v.variant;
  const keys: readonly string[] = typeof variant === 'string' && Object.hasOwn(FLOW_KEYS, variant) ? FLOW_KEYS[variant as keyof typeof FLOW_KEYS] : ['variant'];
  return pick(v, keys, at, removed, (key, x) => {
    if (!isObj(x)) return x;
    if (key === 'access' || key === 'egress') return pick(x, LINK_KEYS, under(at, key), removed);
    if (key === 'spread') return pick(x, SPREAD_KEYS, under(at, key), removed);
    if (key === 'path') return pick(x, PATH_KEYS, under(at, key), removed);
    return x;
  });
}

/**
 * A copy of a scenario-like value holding only the fields the schema knows (fresh containers; values
 * are not otherwise changed), with a note for each object that had unknown fields. Lists longer
 * than the schema allows are cut, so the work stays bounded.
 */
export function withoutUnknownFields(input: unknown): { raw: unknown; removed: DroppedItem[] } {
  const removed: DroppedItem[] = [];
  if (!isObj(input)) return { raw: input, removed };
  const raw = pick(input, SCENARIO_KEYS, '', removed, (key, v) => {
    if (key === 'bottleneck') return cleanLink(v, key, removed);
    if (key === 'series' && Array.isArray(v)) return v.slice(0, LIMITS.maxSeriesLinks + 1).map((l, i) => cleanLink(l, `series[${i}]`, removed));
    if (key === 'flows' && Array.isArray(v)) return v.slice(0, LIMITS.maxFlows + 1).map((f, i) => cleanFlow(f, `flows[${i}]`, removed));
    if (key === 'tcp' && isObj(v)) return pick(v, TCP_KEYS, key, removed);
    if (key === 'measure' && isObj(v)) return pick(v, MEASURE_KEYS, key, removed);
    if (key === 'changes' && Array.isArray(v)) {
      return v.slice(0, LIMITS.maxChanges + 1).map((c, i) => (isObj(c) ? pick(c, CHANGE_KEYS, `changes[${i}]`, removed, (k, x) => (k === 'value' && isObj(x) ? pick(x, queueKeysOf(x.kind), `changes[${i}].value`, removed) : x)) : c));
    }
    return v;
  });
  return { raw, removed };
}
