// Versions 1 and 2 of the lab-link text: the frozen key tables, and the translation between a
// LabUrlState and that text. Format 2 is format 1 plus keys marked `since: 2` (the scenario's
// profile and TCP start-up options); a format-1 link is read without them, as a version-1 scenario,
// so it runs as it always did (no SYN, no header, no delayed growth). The envelope around it (version prefix, compression, size limits) is scenarioUrl.ts;
// the grammar is written out in FORMAT.md.
//
// Everything in the tables below is part of the link format: a key letter, the value an absent key
// stands for (`initial`), the enum codes and the section tags never change meaning once links exist.
// The format grows by adding keys (an old link lacks them, so they take their `initial`) or
// sections; anything else needs link version 2, decoded next to this one.
import { LIMITS } from '../sim/scenario/params';
import { FLOW_VARIANTS, type FlowVariantId, type Scenario } from '../sim/scenario/Scenario';
import { VARIANT_MODULES } from '../sim/tcp/registry';
import type { LinkKey } from '../sim/tcp/VariantModule';
import { isSwitch, type QueueParamSpecs } from '../sim/queue/QueueModule';
import { QUEUE_MODULES } from '../sim/queue/registry';
import { MAX_SPEED, MIN_SPEED, type Speed } from './speed';
import { LOCK_BITS, type ControlId } from './controls';
import type { ChartId, LabUrlState, TeacherSettings } from './LabUrlState';
import { checksum, escapeText, formatNumber, readNumber, unescapeText } from './urlText';
import { cleanAssignment } from './assignment';
import { problemAt, type FormatProblem, type KeyOwner } from './FormatProblem';
import type { UnreadableFlow } from './recoverScenario';

/** A key's value as carried in a section: numbers, enum values, [lo, hi] ranges, text, flags. */
type Value = number | string | readonly [number, number] | true;
type Flat = Map<string, Value>;

interface KeySpec {
  /** One character; never 'e' (it is a number's exponent). Unique within its section kind. */
  readonly key: string;
  /** Where the value lives in the object the section describes. */
  readonly path: readonly string[];
  /**
   * number: a decimal ("15e5", ".01"); bool: 0 or 1; enum: one code character; range: two numbers
   * joined by '_'; text: escaped text up to the end of the section (so always the last key);
   * flag: no value, present means true; codes: code characters up to the end of the section.
   */
  readonly kind: 'number' | 'bool' | 'enum' | 'range' | 'text' | 'flag' | 'codes';
  /** enum: code character → value. */
  readonly codes?: Readonly<Record<string, string>>;
  /** The value is carried over from the previous section of the same kind when its key is absent. */
  readonly inherit?: boolean;
  /** What an absent key means (after inheritance). Undefined: the field is absent. */
  readonly initial?: number | string;
  /** Flow knobs: the variants that have the field. */
  readonly variants?: readonly FlowVariantId[];
  /** Queue parameters: the disciplines that have the field. */
  readonly queues?: readonly string[];
  /** The link format that introduced the key (1 when absent): older links neither carry nor fill it. */
  readonly since?: number;
}

const k = (key: string, path: string, kind: KeySpec['kind'], more: Partial<KeySpec> = {}): KeySpec => ({
  key,
  path: path.split('.'),
  kind,
  ...more,
});

/** G: scenario-wide numbers. Absent keys take these v1 defaults (frozen, not read from params.ts). */
const GLOBAL_KEYS: readonly KeySpec[] = [
  k('s', 'seed', 'number', { initial: 1 }),
  k('d', 'durationSec', 'number', { initial: 60 }),
  k('p', 'packetSizeBytes', 'number', { initial: 1000 }),
  k('a', 'ackSizeBytes', 'number', { initial: 40 }),
  k('f', 'measure.fromSec', 'number'),
  k('t', 'measure.toSec', 'number'),
  k('r', 'profile', 'enum', { initial: 'standard', codes: { s: 'standard', n: 'ns2' }, since: 2 }),
];

/**
 * The queue disciplines' parameters, from their modules (`link.keys`), each code once with the
 * disciplines that have it, in module order (which for formats 1 and 2 gives RED's i, x, p, w, g),
 * at `prefix` (`queue.` in a link section, `value.` in a change). A code may not be one the
 * section uses for something else.
 */
function queueParamKeys(prefix: string, inherit: boolean, reserved: string): KeySpec[] {
  const byCode = new Map<string, { path: string; initial: number; kind: 'number' | 'bool'; queues: string[] }>();
  for (const m of QUEUE_MODULES) {
    const params = m.params as QueueParamSpecs;
    for (const [path, lk] of Object.entries(m.link.keys as Record<string, LinkKey>)) {
      if (reserved.includes(lk.code)) throw new Error(`link key ${lk.code} of ${m.id}.${path} is taken in its section`);
      const seen = byCode.get(lk.code);
      if (!seen) byCode.set(lk.code, { path, initial: lk.initial, kind: isSwitch(params[path]) ? 'bool' : 'number', queues: [m.id] });
      else if (seen.path !== path || seen.initial !== lk.initial) throw new Error(`link key ${lk.code}: ${m.id} gives it to ${path}, another discipline to ${seen.path}`);
      else seen.queues.push(m.id);
    }
  }
  return [...byCode].map(([code, x]) => k(code, prefix + x.path, x.kind, { ...(inherit ? { inherit: true } : {}), initial: x.initial, queues: x.queues }));
}

/** Code of each discipline in `queue.kind` (a link's `q`, a change's `m`), from its module. */
const QUEUE_KIND_CODES: Readonly<Record<string, string>> = Object.fromEntries(QUEUE_MODULES.map((m) => [m.link.code, m.id]));

/** B (the bottleneck) and L (each series link): each link starts from the previous link's values. */
const LINK_SECTION_KEYS: readonly KeySpec[] = [
  k('r', 'rateBps', 'number', { inherit: true, initial: 1_500_000 }),
  k('d', 'delaySec', 'number', { inherit: true, initial: 0.001 }),
  k('b', 'bufferPackets', 'number', { inherit: true, initial: 100 }),
  k('q', 'queue.kind', 'enum', { inherit: true, initial: 'droptail', codes: QUEUE_KIND_CODES }),
  ...queueParamKeys('queue.', true, 'rdbqe'),
];

/** K: TCP timers (ns-2.35's defaults as of v1). */
const TCP_SECTION_KEYS: readonly KeySpec[] = [
  k('w', 'windowInit', 'number', { initial: 2 }),
  k('n', 'minRtoSec', 'number', { initial: 0.2 }),
  k('x', 'maxRtoSec', 'number', { initial: 60 }),
  k('i', 'initialRtoSec', 'number', { initial: 3 }),
  k('t', 'tickSec', 'number', { initial: 0.01 }),
  k('d', 'dupAckThreshold', 'number', { initial: 3 }),
  k('y', 'synHandshake', 'bool', { initial: 1, since: 2 }),
  k('h', 'headerBytes', 'number', { initial: 40, since: 2 }),
  k('g', 'delayedGrowth', 'bool', { initial: 1, since: 2 }),
  // Added to format 2 later: absent means off, so every link written before reads as it did.
  k('s', 'sack', 'bool', { initial: 0, since: 2 }),
  k('c', 'ecn', 'bool', { initial: 0, since: 2 }),
];

/** The link format this code writes (the version digits before '~' or 'z'). */
export const LINK_FORMAT = 2;

/** The key tables of G and K as a link of `format` has them (format 1 lacks the keys `since: 2`). */
const tablesByFormat = new Map(
  [1, 2].map((format) => {
    const upTo = (keys: readonly KeySpec[]) => keys.filter((x) => (x.since ?? 1) <= format);
    return [format, { G: upTo(GLOBAL_KEYS), K: upTo(TCP_SECTION_KEYS) }] as const;
  }),
);

/**
 * The variants' knobs as flow keys, from their modules (`link.keys`), each code once with the
 * variants that have it, in module order (which for formats 1 and 2 gives a, b, g, l, x).
 */
const KNOB_SECTION_KEYS: readonly KeySpec[] = (() => {
  const byCode = new Map<string, { path: string; initial: number; variants: FlowVariantId[] }>();
  for (const m of VARIANT_MODULES) {
    for (const [path, lk] of Object.entries(m.link.keys as Record<string, LinkKey>)) {
      const seen = byCode.get(lk.code);
      if (!seen) byCode.set(lk.code, { path, initial: lk.initial, variants: [m.id] });
      else if (seen.path !== path || seen.initial !== lk.initial) throw new Error(`link key ${lk.code}: ${m.id} gives it to ${path}, another variant to ${seen.path}`);
      else seen.variants.push(m.id);
    }
  }
  return [...byCode].map(([code, x]) => k(code, x.path, 'number', { inherit: true, initial: x.initial, variants: x.variants }));
})();

/**
 * A flow section: the tag is the variant; the inherited keys start from the previous flow's value
 * (the last one that had the field), so a run of identical flows costs two characters each.
 * Optional fields (stop, bytes, spread, path, name) and count are not inherited.
 */
const FLOW_SECTION_KEYS: readonly KeySpec[] = [
  ...KNOB_SECTION_KEYS,
  k('u', 'rateBps', 'number', { inherit: true, initial: 100_000, variants: ['cbr'] }),
  k('r', 'access.rateBps', 'number', { inherit: true, initial: 10_000_000 }),
  k('d', 'access.delaySec', 'number', { inherit: true, initial: 0.001 }),
  k('R', 'egress.rateBps', 'number', { inherit: true, initial: 10_000_000 }),
  k('D', 'egress.delaySec', 'number', { inherit: true, initial: 0.001 }),
  k('s', 'startSec', 'number', { inherit: true, initial: 0 }),
  k('w', 'maxWindowPackets', 'number', { inherit: true, initial: 10_000 }),
  k('c', 'count', 'number', { initial: 1 }),
  k('t', 'stopSec', 'number'),
  k('z', 'bytes', 'number'),
  k('p', 'path.fromRouter', 'number'),
  k('q', 'path.toRouter', 'number'),
  k('m', 'spread.mode', 'enum', { codes: { e: 'even', r: 'random' } }),
  k('i', 'spread.accessDelaySec', 'range'),
  k('j', 'spread.startSec', 'range'),
  k('n', 'name', 'text'),
];

/**
 * X: one timed change each, in time order. `t` (the time) and the target (`f` a flow, `o` a link)
 * are inherited from the previous change; the first starts from 0 s and flow 0. A queue change
 * (`kq`) carries the queue like a link section, with RED's values absent meaning its defaults.
 */
const CHANGE_SECTION_KEYS: readonly KeySpec[] = [
  k('t', 'atSec', 'number', { inherit: true, initial: 0 }),
  k('f', 'flow', 'number'),
  k('o', 'link', 'number'),
  k('k', 'key', 'enum', {
    // A knob's change code is its flow key. `A` (a flow's access delay) was added to format 2 as a
    // new code: no earlier link has it.
    codes: { ...Object.fromEntries(KNOB_SECTION_KEYS.map((x) => [x.key, x.path[0]])), w: 'maxWindowPackets', r: 'rateBps', d: 'delaySec', s: 'bufferPackets', q: 'queue', A: 'accessDelaySec' },
  }),
  k('v', 'value', 'number'),
  k('m', 'value.kind', 'enum', { initial: 'droptail', codes: QUEUE_KIND_CODES }),
  ...queueParamKeys('value.', false, 'tfokvme'),
];

/** A queue change's parameter keys: every discipline's (each applies to the disciplines listed in its `queues`). */
const CHANGE_QUEUE_KEYS = CHANGE_SECTION_KEYS.filter((x) => x.queues);
/** The keys of discipline `kind` in a queue change. */
const changeKeysOf = (kind: Value): readonly KeySpec[] => CHANGE_QUEUE_KEYS.filter((x) => x.queues!.includes(kind as string));

/** U: how the lab shows the scenario. */
const VIEW_SECTION_KEYS: readonly KeySpec[] = [
  k('s', 'speed', 'number'),
  k('m', 'speedMax', 'flag'),
  k('i', 'embed', 'flag'),
  k('c', 'charts', 'codes'),
];

/** A: teacher settings. Masks: bit i set = LOCK_BITS[i] (see controls.ts). No `t`: start paused at t = 0. */
const TEACHER_SECTION_KEYS: readonly KeySpec[] = [
  k('l', 'locked', 'number'),
  k('h', 'hidden', 'number'),
  k('t', 'start.runToSec', 'number'),
  // Added in format 2 without changing what any earlier link means (absent: no assignment).
  k('a', 'assignment', 'text'),
];

/** A flow section's tag: its variant module's (T R N V E P in formats 1 and 2), C for CBR. */
export const VARIANT_TAGS: Readonly<Record<FlowVariantId, string>> = {
  ...(Object.fromEntries(VARIANT_MODULES.map((m) => [m.id, m.link.tag])) as Record<Exclude<FlowVariantId, 'cbr'>, string>),
  cbr: 'C',
};
const TAG_VARIANTS = new Map(FLOW_VARIANTS.map((v) => [VARIANT_TAGS[v], v] as const));

export const CHART_CODES: Readonly<Record<ChartId, string>> = {
  cwnd: 'w',
  queue: 'q',
  throughput: 't',
  fairness: 'f',
  rtt: 'r',
  cam: 'v',
  phase: 'p',
  // Appended in format 2 (no earlier link has them; an earlier lab reports them as unknown codes).
  cubic: 'c',
  bbr: 'b',
  aqm: 'a',
};
const CODE_CHARTS = new Map(Object.entries(CHART_CODES).map(([id, c]) => [c, id as ChartId] as const));

/** Section order; sections of one rank may repeat only for L (series links) and flows. */
const RANK: Readonly<Record<string, number>> = { H: 0, D: 1, G: 2, B: 3, L: 4, K: 5, X: 6.5, U: 7, A: 8, '.': 9 };
const rankOf = (tag: string): number | undefined => (TAG_VARIANTS.has(tag) ? 6 : Object.hasOwn(RANK, tag) ? RANK[tag] : undefined);

/** Every key table, for tests and FORMAT.md. */
export const KEY_TABLES = {
  G: GLOBAL_KEYS,
  B: LINK_SECTION_KEYS,
  L: LINK_SECTION_KEYS,
  K: TCP_SECTION_KEYS,
  flow: FLOW_SECTION_KEYS,
  X: CHANGE_SECTION_KEYS,
  U: VIEW_SECTION_KEYS,
  A: TEACHER_SECTION_KEYS,
} as const;

// ------------------------------------------------------------------ values

const sameValue = (a: Value | undefined, b: Value | undefined): boolean =>
  Array.isArray(a) && Array.isArray(b) ? Object.is(a[0], b[0]) && Object.is(a[1], b[1]) : Object.is(a, b);

function getPath(obj: unknown, path: readonly string[]): unknown {
  let cur = obj;
  for (const p of path) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, p)) return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

function setPath(obj: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let cur = obj;
  for (const p of path.slice(0, -1)) {
    if (typeof cur[p] !== 'object' || cur[p] === null) cur[p] = {};
    cur = cur[p] as Record<string, unknown>;
  }
  cur[path[path.length - 1]] = value;
}

/** The keys' values of one object, in the form the section carries them. */
function toFlat(obj: unknown, keys: readonly KeySpec[]): Flat {
  const flat: Flat = new Map();
  for (const s of keys) {
    const v = getPath(obj, s.path);
    if (v === undefined) continue;
    if (s.kind === 'bool') flat.set(s.key, v === true ? 1 : 0);
    else if (s.kind === 'range' && Array.isArray(v)) flat.set(s.key, [v[0], v[1]]);
    else flat.set(s.key, v as Value);
  }
  return flat;
}

function writeValue(s: KeySpec, v: Value): string {
  switch (s.kind) {
    case 'number':
    case 'bool':
      return formatNumber(v as number);
    case 'enum':
      return Object.keys(s.codes!).find((c) => s.codes![c] === v) ?? '?';
    case 'range': {
      const [lo, hi] = v as readonly [number, number];
      return `${formatNumber(lo)}_${formatNumber(hi)}`;
    }
    case 'text':
      return escapeText(v as string);
    case 'flag':
      return '';
    case 'codes':
      return v as string;
  }
}

type Applies = (s: KeySpec, resolved: (key: string) => Value | undefined) => boolean;
const always: Applies = () => true;
const forVariant =
  (variant: FlowVariantId): Applies =>
  (s) =>
    !s.variants || s.variants.includes(variant);
/** A discipline's name in a message ("DropTail"), from its module. */
const queueLabel = (kind: Value | undefined): string => QUEUE_MODULES.find((m) => m.id === kind)?.label ?? String(kind);
const forQueue: Applies = (s, resolved) => !s.queues || s.queues.includes(resolved('q') as string);

const indexes = new Map<readonly KeySpec[], Map<string, KeySpec>>();
/** The spec of a key in a table (tables are indexed on first use). */
function specOf(keys: readonly KeySpec[], key: string): KeySpec | undefined {
  let index = indexes.get(keys);
  if (!index) indexes.set(keys, (index = new Map(keys.map((x) => [x.key, x]))));
  return index.get(key);
}

/** What an absent key means in this section, given the running state of its kind. */
const baseline = (s: KeySpec, state: Flat): Value | undefined => (s.inherit ? (state.get(s.key) ?? s.initial) : s.initial);

/**
 * One section's keys: those whose value differs from what their absence would mean. `omit` drops
 * keys that the decoder can infer anyway. Updates the running state with the inherited values.
 */
function encodeKeys(keys: readonly KeySpec[], flat: Flat, state: Flat, applies: Applies, omit: (key: string) => boolean = () => false): string {
  let out = '';
  for (const s of keys) {
    const v = flat.get(s.key);
    if (v === undefined || !applies(s, (key) => flat.get(key)) || omit(s.key)) continue;
    if (!sameValue(v, baseline(s, state))) out += s.key + writeValue(s, v);
    if (s.inherit) state.set(s.key, v);
  }
  return out;
}

// ------------------------------------------------------------------ encoding

const inferableMode = (flat: Flat) => (key: string) => key === 'm' && flat.get('m') === 'even' && (flat.has('i') || flat.has('j'));
const inferableFrom = (flat: Flat) => (key: string) => key === 'f' && Object.is(flat.get('f'), 0) && flat.has('t');

function maskOf(ids: readonly ControlId[]): number {
  const bits = new Set(ids.map((id) => LOCK_BITS.indexOf(id)).filter((i) => i >= 0));
  let mask = 0;
  for (const i of bits) mask += 2 ** i;
  return mask;
}

/** The link text of a lab state: "2~" sections joined by '~', then "~." and a 4-character checksum. */
export function encodeV1(state: LabUrlState<Scenario>): string {
  const s = state.scenario;
  const parts: string[] = [];
  if (s.title !== undefined) parts.push(`H${escapeText(s.title)}`);
  if (s.description !== undefined) parts.push(`D${escapeText(s.description)}`);
  const globals = toFlat(s, GLOBAL_KEYS);
  const g = encodeKeys(GLOBAL_KEYS, globals, new Map(), always, inferableFrom(globals));
  if (g) parts.push(`G${g}`);
  const linkState: Flat = new Map();
  const b = encodeKeys(LINK_SECTION_KEYS, toFlat(s.bottleneck, LINK_SECTION_KEYS), linkState, forQueue);
  if (b) parts.push(`B${b}`);
  for (const l of s.series) parts.push(`L${encodeKeys(LINK_SECTION_KEYS, toFlat(l, LINK_SECTION_KEYS), linkState, forQueue)}`);
  const tcp = encodeKeys(TCP_SECTION_KEYS, toFlat(s.tcp, TCP_SECTION_KEYS), new Map(), always);
  if (tcp) parts.push(`K${tcp}`);
  const flowState: Flat = new Map();
  for (const f of s.flows) {
    const flat = toFlat(f, FLOW_SECTION_KEYS);
    parts.push(VARIANT_TAGS[f.variant] + encodeKeys(FLOW_SECTION_KEYS, flat, flowState, forVariant(f.variant), inferableMode(flat)));
  }
  let previous: { atSec: number; target: string } = { atSec: 0, target: 'f0' };
  for (const c of s.changes ?? []) {
    let x = Object.is(c.atSec, previous.atSec) ? '' : `t${formatNumber(c.atSec)}`;
    const target = 'flow' in c ? `f${formatNumber(c.flow)}` : `o${formatNumber(c.link)}`;
    if (target !== previous.target) x += target;
    x += `k${writeValue(specOf(CHANGE_SECTION_KEYS, 'k')!, c.key)}`;
    if (c.key === 'queue') {
      const q = c.value;
      const kindKey = specOf(CHANGE_SECTION_KEYS, 'm')!;
      if (q.kind !== kindKey.initial) x += `m${writeValue(kindKey, q.kind)}`;
      const flat = toFlat({ value: q }, CHANGE_SECTION_KEYS);
      for (const spec of changeKeysOf(q.kind)) {
        const v = flat.get(spec.key)!;
        if (!sameValue(v, spec.initial)) x += spec.key + writeValue(spec, v);
      }
    } else x += `v${formatNumber(c.value)}`;
    parts.push(`X${x}`);
    previous = { atSec: c.atSec, target };
  }
  let view = '';
  if (state.speed === 'max') view += 'm';
  else if (state.speed !== undefined) view += `s${formatNumber(state.speed)}`;
  if (state.embed === true) view += 'i';
  if (state.charts) view += `c${state.charts.map((c) => CHART_CODES[c] ?? '?').join('')}`;
  if (view) parts.push(`U${view}`);
  const t = state.teacher;
  if (t) {
    const locked = maskOf(t.locked);
    const hidden = maskOf(t.hidden);
    const assignment = t.assignment ? `a${escapeText(t.assignment)}` : '';
    parts.push(`A${locked ? `l${locked}` : ''}${hidden ? `h${hidden}` : ''}${'runToSec' in t.start ? `t${formatNumber(t.start.runToSec)}` : ''}${assignment}`);
  }
  const body = `${LINK_FORMAT}~${parts.join('~')}~.`;
  return body + checksum(body);
}

// ------------------------------------------------------------------ decoding

/** What the v1 text says, before validation: a raw scenario for parseScenario and the lab settings. */
export interface DecodedV1 {
  /** Every field explicit (absent keys filled with their v1 meaning), ready for parseScenario. */
  scenario: Record<string, unknown>;
  /** Flows (indices into scenario.flows) that could not be fully read, or took values from one that could not: why. */
  unreadableFlows: Map<number, UnreadableFlow>;
  /** Links (0 = bottleneck, i = series[i − 1]) likewise: partial recovery resets them to the defaults. */
  unreadableLinks: Set<number>;
  /** The first timed change that could not be read (it and every later one are left out), or -1. */
  unreadableChange: number;
  speed?: Speed;
  charts?: ChartId[];
  embed?: true;
  teacher?: TeacherSettings;
  /** Problems found while reading (formatProblemText words them "field: problem"). */
  errors: FormatProblem[];
  /** False when the text was cut short or its checksum does not match: never an ok result. */
  intact: boolean;
  /** The text was cut short (its end mark is missing); its last section was left out. */
  cut: boolean;
}

/** Reads one section's keys; problems go to `errors`; returns the keys read (perhaps only some). */
function readKeys(body: string, keys: readonly KeySpec[], where: string, fieldName: (s: KeySpec) => string, errors: FormatProblem[]): Read {
  const values: Flat = new Map();
  const failed = new Set<string>();
  let pos = 0;
  const fail = (message: FormatProblem): Read => {
    errors.push(message);
    return { values, complete: false, stopped: true, failed };
  };
  while (pos < body.length) {
    const key = body[pos];
    const s = specOf(keys, key);
    if (!s) return fail(problemAt(where, 'unknown_key', { key }));
    const field = fieldName(s);
    if (values.has(key)) return fail(problemAt(field, 'given_twice', {}));
    pos++;
    switch (s.kind) {
      case 'number':
      case 'bool': {
        const r = readNumber(body, pos);
        if (!r) return fail(problemAt(field, 'number_missing', { key }));
        pos = r.end;
        if (Number.isNaN(r.value)) {
          // The token's end is known, so reading goes on; only this field is missing.
          errors.push(problemAt(field, 'not_a_number', { token: r.token.slice(0, 40) }));
          failed.add(key);
        } else values.set(key, r.value);
        break;
      }
      case 'enum': {
        const c = body[pos];
        if (c === undefined || !Object.hasOwn(s.codes!, c)) {
          const known = Object.entries(s.codes!).map(([code, v]) => `${code} = ${v}`).join(', ');
          return fail(problemAt(field, 'unknown_code', { got: c ?? '', known }));
        }
        values.set(key, s.codes![c]);
        pos++;
        break;
      }
      case 'range': {
        const lo = readNumber(body, pos);
        const hi = lo && body[lo.end] === '_' ? readNumber(body, lo.end + 1) : null;
        if (!lo || !hi || Number.isNaN(lo.value) || Number.isNaN(hi.value)) return fail(problemAt(field, 'not_range', {}));
        values.set(key, [lo.value, hi.value]);
        pos = hi.end;
        break;
      }
      case 'text': {
        const t = unescapeText(body.slice(pos));
        if (!t.ok) return fail({ at: field, ...t.problem } as FormatProblem);
        values.set(key, t.text);
        pos = body.length;
        break;
      }
      case 'codes':
        values.set(key, body.slice(pos));
        pos = body.length;
        break;
      case 'flag':
        values.set(key, true);
        break;
    }
  }
  return { values, complete: failed.size === 0, stopped: false, failed };
}

/**
 * The keys of one section as read: `complete` when every key was read; `stopped` when reading
 * could not go on (an unknown key, a missing value), so any later key is unknown; `failed` keys
 * had a bad value that reading could step over.
 */
interface Read {
  values: Flat;
  complete: boolean;
  stopped: boolean;
  failed: ReadonlySet<string>;
}

/**
 * The running values of one kind of section (flows, or links). A section that could not be read
 * to its end may have set any inherited key it did not get to: those keys are "doubtful" until a
 * later section sets them, and a section that takes a doubtful value is itself doubtful.
 */
class Chain {
  readonly state: Flat = new Map();
  private readonly doubtful = new Set<string>();

  /**
   * Resolves a section: keys read, else inherited or initial values, for the keys that apply.
   * Reports keys given that do not apply (alpha on a Reno flow, maxP on DropTail).
   */
  resolve(keys: readonly KeySpec[], read: Read, applies: Applies, where: string, what: KeyOwner, errors: FormatProblem[]): { flat: Flat; sound: boolean; unreadable: boolean } {
    const resolved = (key: string): Value | undefined => read.values.get(key) ?? baseline(specOf(keys, key)!, this.state);
    const flat: Flat = new Map();
    let unreadable = !read.complete;
    let doubtful = false;
    for (const s of keys) {
      if (!applies(s, resolved)) {
        if (read.values.has(s.key)) {
          errors.push(problemAt(where, 'no_such_field', { owner: what, field: s.path.join('.'), key: s.key }));
          unreadable = true;
        }
        continue;
      }
      const v = resolved(s.key);
      if (v !== undefined) flat.set(s.key, v);
      if (!s.inherit) continue;
      // Reading stopped before this key, or stepped over its bad value: its value is unknown.
      const lost = read.stopped || read.failed.has(s.key);
      if (read.values.has(s.key)) this.doubtful.delete(s.key);
      else if (this.doubtful.has(s.key)) doubtful = true;
      else if (lost) this.doubtful.add(s.key);
      if (v !== undefined) this.state.set(s.key, v);
    }
    return { flat, sound: !unreadable && !doubtful, unreadable };
  }
}

function fromFlat(flat: Flat, keys: readonly KeySpec[]): Record<string, unknown> {
  const obj: Record<string, unknown> = {};
  for (const s of keys) {
    const v = flat.get(s.key);
    if (v === undefined) continue;
    setPath(obj, s.path, s.kind === 'bool' && (v === 0 || v === 1) ? v === 1 : Array.isArray(v) ? [...v] : v);
  }
  return obj;
}

const fieldIn = (where: string) => (s: KeySpec) => `${where}.${s.path.join('.')}`;

/**
 * Reads v1 text (what follows the version digits, starting with '~'). Never throws; the work is
 * linear in the length of the text.
 */
export function decodeV1(text: string, format = LINK_FORMAT): DecodedV1 {
  const tables = tablesByFormat.get(format);
  if (!tables) throw new RangeError(`no link format ${format}`);
  const errors: FormatProblem[] = [];
  const out: DecodedV1 = { scenario: {}, unreadableFlows: new Map(), unreadableLinks: new Set(), unreadableChange: -1, errors, intact: true, cut: false };
  const sections = text.slice(1).split('~');
  const last = sections.pop()!;
  if (last[0] !== '.') {
    out.intact = false;
    out.cut = true;
    errors.push(problemAt('(link)', 'cut_short', { got: last.slice(0, 12) }));
  } else if (last.length > 1 && last.slice(1) !== checksum(`${format}~${sections.join('~')}~.`)) {
    out.intact = false;
    errors.push(problemAt('(link)', 'checksum', {}));
  }
  // A format-1 link is a version-1 scenario (parseScenario reads it with its old TCP start-up).
  const raw: Record<string, unknown> = { version: format === 1 ? 1 : 2 };
  let globals: Flat = new Map();
  let tcp: Flat = new Map();
  const links: Record<string, unknown>[] = [];
  const linkChain = new Chain();
  const flows: Record<string, unknown>[] = [];
  const flowChain = new Chain();
  const changes: Record<string, unknown>[] = [];
  let changeCount = 0;
  let previousChange: { atSec: number; target: Record<string, unknown> } = { atSec: 0, target: { flow: 0 } };
  const addLink = (read: Read) => {
    const where = links.length === 0 ? 'bottleneck' : `series[${links.length - 1}]`;
    const kind = read.values.get('q') ?? baseline(specOf(LINK_SECTION_KEYS, 'q')!, linkChain.state);
    const r = linkChain.resolve(LINK_SECTION_KEYS, read, forQueue, where, { kind: 'queue', queue: queueLabel(kind) }, errors);
    if (!r.sound) out.unreadableLinks.add(links.length);
    links.push(fromFlat(r.flat, LINK_SECTION_KEYS));
  };
  const none: Read = { values: new Map(), complete: true, stopped: false, failed: new Set() };
  let lastRank = -1;
  let tooMany = false;
  let tooManyLinks = false;
  for (const sec of sections) {
    const tag = sec[0] ?? '';
    const body = sec.slice(1);
    const rank = rankOf(tag);
    if (rank === undefined || rank === 9) {
      errors.push(problemAt('(link)', 'unknown_section', { got: sec.slice(0, 12) }));
      continue;
    }
    if (rank < lastRank || (rank === lastRank && tag !== 'L' && tag !== 'X' && rank !== 6)) {
      errors.push(problemAt('(link)', 'section_out_of_place', { tag }));
      continue;
    }
    if (rank > RANK.B && links.length === 0) addLink(none);
    lastRank = rank;
    switch (tag) {
      case 'H':
      case 'D': {
        const field = tag === 'H' ? 'title' : 'description';
        const t = unescapeText(body);
        if (t.ok) raw[field] = t.text;
        else errors.push({ at: field, ...t.problem } as FormatProblem);
        break;
      }
      case 'G':
        globals = readKeys(body, tables.G, '(scenario)', (s) => s.path.join('.'), errors).values;
        break;
      case 'B':
        addLink(readKeys(body, LINK_SECTION_KEYS, 'bottleneck', fieldIn('bottleneck'), errors));
        break;
      case 'L': {
        if (links.length > LIMITS.maxSeriesLinks) {
          if (!tooManyLinks) errors.push(problemAt('series', 'too_many_series', { max: LIMITS.maxSeriesLinks }));
          tooManyLinks = true;
          break;
        }
        const where = `series[${links.length - 1}]`;
        addLink(readKeys(body, LINK_SECTION_KEYS, where, fieldIn(where), errors));
        break;
      }
      case 'K':
        tcp = readKeys(body, tables.K, 'tcp', fieldIn('tcp'), errors).values;
        break;
      case 'X': {
        const i = changeCount++;
        if (out.unreadableChange >= 0) break;
        if (i >= LIMITS.maxChanges) {
          errors.push(problemAt('changes', 'too_many_changes', { max: LIMITS.maxChanges }));
          out.unreadableChange = i;
          break;
        }
        const where = `changes[${i}]`;
        const read = readKeys(body, CHANGE_SECTION_KEYS, where, fieldIn(where), errors);
        const c = readChange(read, previousChange, where, errors);
        if (!c) {
          // Later changes may take their time or target from this one: they are left out too.
          out.unreadableChange = i;
          break;
        }
        changes.push(c);
        previousChange = { atSec: c.atSec as number, target: 'flow' in c ? { flow: c.flow } : { link: c.link } };
        break;
      }
      case 'U':
        readView(body, out, errors);
        break;
      case 'A':
        out.teacher = readTeacher(body, errors);
        break;
      default: {
        if (flows.length >= LIMITS.maxFlows) {
          if (!tooMany) errors.push(problemAt('flows', 'too_many_flows', { max: LIMITS.maxFlows }));
          tooMany = true;
          break;
        }
        const variant = TAG_VARIANTS.get(tag)!;
        const where = `flows[${flows.length}]`;
        const read = readKeys(body, FLOW_SECTION_KEYS, where, fieldIn(where), errors);
        const r = flowChain.resolve(FLOW_SECTION_KEYS, read, forVariant(variant), where, { kind: 'flow', variant }, errors);
        if (!r.sound) {
          if (!r.unreadable) errors.push(problemAt(where, 'takes_unreadable', {}));
          out.unreadableFlows.set(flows.length, r.unreadable ? 'unreadable' : 'takes_unreadable');
        }
        flows.push({ variant, ...fromFlat(r.flat, FLOW_SECTION_KEYS) });
      }
    }
  }
  if (links.length === 0) addLink(none);
  // Every scenario-wide value explicit, so that a later change of a default in params.ts cannot
  // change what an old link means.
  const g = new Chain().resolve(tables.G, { ...none, values: globals }, always, '(scenario)', { kind: 'scenario' }, errors).flat;
  for (const s of tables.G) if (s.path.length === 1) raw[s.path[0]] = g.get(s.key);
  if (g.has('f') || g.has('t')) raw.measure = { fromSec: g.get('f') ?? 0, ...(g.has('t') ? { toSec: g.get('t') } : {}) };
  raw.bottleneck = links[0];
  raw.series = links.slice(1);
  raw.tcp = fromFlat(new Chain().resolve(tables.K, { ...none, values: tcp }, always, 'tcp', { kind: 'tcp' }, errors).flat, tables.K);
  raw.flows = flows;
  if (changes.length > 0 || out.unreadableChange >= 0) raw.changes = changes;
  out.scenario = raw;
  return out;
}

/** One change from its keys and the previous change (time and target), or null when it cannot be read. */
function readChange(read: Read, previous: { atSec: number; target: Record<string, unknown> }, where: string, errors: FormatProblem[]): Record<string, unknown> | null {
  if (!read.complete) return null;
  const v = read.values;
  if (v.has('f') && v.has('o')) {
    errors.push(problemAt(where, 'change_both_targets', {}));
    return null;
  }
  const key = v.get('k');
  if (key === undefined) {
    errors.push(problemAt(`${where}.key`, 'change_key_missing', {}));
    return null;
  }
  const target = v.has('f') ? { flow: v.get('f') } : v.has('o') ? { link: v.get('o') } : previous.target;
  const c: Record<string, unknown> = { atSec: v.get('t') ?? previous.atSec, ...target, key };
  if (key === 'queue') {
    const kind = v.get('m') ?? specOf(CHANGE_SECTION_KEYS, 'm')!.initial!;
    const own = changeKeysOf(kind);
    const stray = ['v', ...CHANGE_QUEUE_KEYS.filter((x) => !own.includes(x)).map((x) => x.key)].find((x) => v.has(x));
    if (stray) {
      errors.push(problemAt(where, 'change_stray_key', { change: own.length > 0 ? { kind: 'queue' } : { kind: 'queue_of', queue: queueLabel(kind) }, key: stray }));
      return null;
    }
    const flat: Flat = new Map([['m', kind]]);
    for (const x of own) flat.set(x.key, v.get(x.key) ?? x.initial!);
    c.value = fromFlat(flat, CHANGE_SECTION_KEYS).value;
  } else {
    const stray = ['m', ...CHANGE_QUEUE_KEYS.map((x) => x.key)].find((x) => v.has(x));
    if (stray || !v.has('v')) {
      errors.push(stray ? problemAt(where, 'change_stray_key', { change: { kind: 'key', key: String(key) }, key: stray }) : problemAt(`${where}.value`, 'change_value_missing', {}));
      return null;
    }
    c.value = v.get('v');
  }
  return c;
}

function readView(body: string, out: DecodedV1, errors: FormatProblem[]): void {
  const { values } = readKeys(body, VIEW_SECTION_KEYS, '(view)', (s) => s.path[0], errors);
  const speed = values.get('s');
  if (speed !== undefined && values.has('m')) errors.push(problemAt('speed', 'speed_both', {}));
  else if (values.has('m')) out.speed = 'max';
  else if (typeof speed === 'number') {
    if (speed >= MIN_SPEED && speed <= MAX_SPEED) out.speed = speed;
    else errors.push(problemAt('speed', 'speed_range', { min: MIN_SPEED, max: MAX_SPEED, got: speed }));
  }
  if (values.has('i')) out.embed = true;
  const codes = values.get('c');
  if (typeof codes === 'string') {
    const charts: ChartId[] = [];
    for (const c of codes.slice(0, 64)) {
      const id = CODE_CHARTS.get(c);
      if (!id) errors.push(problemAt('charts', 'chart_unknown', { got: c, known: Object.entries(CHART_CODES).map(([i, x]) => `${x} = ${i}`).join(', ') }));
      else if (charts.includes(id)) errors.push(problemAt('charts', 'chart_twice', { id }));
      else charts.push(id);
    }
    if (codes.length > 64) errors.push(problemAt('charts', 'charts_too_long', {}));
    out.charts = charts;
  }
}

function idsOf(mask: Value | undefined, field: string, errors: FormatProblem[]): ControlId[] {
  if (mask === undefined) return [];
  if (typeof mask !== 'number' || !Number.isInteger(mask) || mask < 0 || mask >= 2 ** 53) {
    errors.push(problemAt(field, 'mask_range', { max: 2 ** LOCK_BITS.length - 1, got: typeof mask === 'number' ? mask : null }));
    return [];
  }
  if (mask >= 2 ** LOCK_BITS.length) {
    errors.push(problemAt(field, 'mask_unknown_bits', { from: LOCK_BITS.length }));
  }
  return LOCK_BITS.filter((id, i): id is ControlId => id !== null && Math.floor(mask / 2 ** i) % 2 === 1);
}

function readTeacher(body: string, errors: FormatProblem[]): TeacherSettings {
  const { values } = readKeys(body, TEACHER_SECTION_KEYS, 'teacher', fieldIn('teacher'), errors);
  const run = values.get('t');
  const text = values.get('a');
  let assignment: string | undefined;
  if (typeof text === 'string') {
    const clean = cleanAssignment(text);
    for (const p of clean.problems) errors.push({ at: 'teacher.assignment', ...p } as FormatProblem);
    if (clean.text) assignment = clean.text;
  }
  return {
    locked: idsOf(values.get('l'), 'teacher.locked', errors),
    hidden: idsOf(values.get('h'), 'teacher.hidden', errors),
    // runToSec is checked against the scenario's duration by the caller, once the scenario is valid.
    start: typeof run === 'number' ? { runToSec: run } : { paused: true },
    ...(assignment ? { assignment } : {}),
  };
}
