// The scenario: one typed, versioned, validated object describing a whole experiment.
// A URL, a lesson step, a preset and a JSON file are all encodings of it; `parseScenario`
// is the only way in, and every message it gives names the field and the allowed range.
import * as z from 'zod';
import {
  BOTTLENECK_PARAMS,
  FLOW_PARAMS,
  LIMITS,
  PROFILES,
  PROFILE_SPEC,
  SCENARIO_PARAMS,
  TCP_PARAMS,
  TCP_SWITCHES,
  TIMELINE_PARAMS,
  type ParamSpec,
  type SwitchSpec,
} from './params';
import { costProblem } from './cost';
import { QUEUE_KINDS, QUEUE_MODULES, queueRule, type QueueKind, type QueueModules } from '../queue/registry';
import { isSwitch, type QueueParamSpecs } from '../queue/QueueModule';
import { KNOB_KEYS, TCP_VARIANTS, VARIANT_MODULES, anyKnobSpec, knobRule, knobsOf, variantParams, type KnobKey, type TcpVariantId, type VariantModules } from '../tcp/registry';
import type { ParamSpecs } from '../tcp/VariantModule';

/**
 * The scenario format this code writes. Version 2 added `profile` and the TCP start-up options
 * (SYN handshake, header bytes, delayed growth, on by default). Version-1 scenarios are still read,
 * with the meaning they had: no handshake, no header, no delayed growth (see upgradeScenario).
 */
export const SCENARIO_VERSION = 2;

/** What a version-1 scenario's TCP did: no SYN, no header bytes, growth from the first ACK, no SACK. */
export const V1_TCP_STARTUP = { synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false } as const;

export { TCP_VARIANTS, type TcpVariantId };
export const FLOW_VARIANTS = [...TCP_VARIANTS, 'cbr'] as const;
export type FlowVariantId = (typeof FLOW_VARIANTS)[number];

const fmt = (v: number): string => (Number.isInteger(v) || Math.abs(v) >= 1e-3 ? String(+v.toPrecision(12)) : v.toExponential());

function describeValue(v: unknown): string {
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : fmt(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : typeof v;
}

/** Human-readable range of a parameter, e.g. "a whole number from 1 to 100000 packets". */
export function describeRange(s: ParamSpec): string {
  const kind = s.integer ? 'a whole number' : 'a number';
  const lower = s.minExclusive ? `greater than ${fmt(s.min)}` : `from ${fmt(s.min)}`;
  const unit = s.unit ? ` ${s.unit}` : '';
  return `${kind} ${lower} ${s.minExclusive ? 'up ' : ''}to ${fmt(s.max)}${unit}`;
}

/** Whether `v` is an allowed value of `s`. */
export function inRange(s: ParamSpec, v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (s.minExclusive ? v > s.min : v >= s.min) &&
    v <= s.max &&
    (!s.integer || Number.isInteger(v))
  );
}

/** A numeric field validated against its spec, with a message naming the range and the value. */
const num = (s: ParamSpec) =>
  z.custom<number>((v) => inRange(s, v), {
    error: (iss) => `must be ${describeRange(s)} (got ${describeValue(iss.input)})`,
  });

const bool = z.boolean({ error: (iss) => `must be true or false (got ${describeValue(iss.input)})` });

const link = z.strictObject({
  rateBps: num(FLOW_PARAMS.linkRateBps).default(FLOW_PARAMS.linkRateBps.default),
  delaySec: num(FLOW_PARAMS.linkDelaySec).default(FLOW_PARAMS.linkDelaySec.default),
});

/** A discipline's parameters as schema fields, each validated against its spec and defaulting to it. */
type QueueFields<P extends QueueParamSpecs> = {
  [K in keyof P]: P[K] extends SwitchSpec ? z.ZodDefault<z.ZodBoolean> : z.ZodDefault<z.ZodCustom<number, number>>;
};
const queueFields = <P extends QueueParamSpecs>(params: P): QueueFields<P> =>
  Object.fromEntries(Object.entries(params).map(([k, spec]) => [k, isSwitch(spec) ? bool.default(spec.default) : num(spec).default(spec.default)])) as QueueFields<P>;

/** The schema of a queue of one discipline: its kind and its module's parameters. */
type QueueSchema<M extends QueueModules[number]> = z.ZodObject<{ kind: z.ZodLiteral<M['id']> } & QueueFields<M['params']>, z.core.$strict>;
type QueueSchemas<T extends readonly QueueModules[number][]> = { -readonly [I in keyof T]: QueueSchema<T[I]> };
const queueSchemas = QUEUE_MODULES.map((m) => z.strictObject({ kind: z.literal(m.id), ...queueFields(m.params) })) as unknown as QueueSchemas<QueueModules>;

const QUEUE_KIND_LIST = QUEUE_KINDS.map((k) => `"${k}"`).join(', ').replace(/, ([^,]*)$/, ' or $1');
const queue = z.discriminatedUnion('kind', queueSchemas, {
  error: (iss) =>
    iss.code === 'invalid_union' && (iss.input === undefined || typeof iss.input !== 'object' || iss.input === null)
      ? `must be an object with kind ${QUEUE_KIND_LIST}`
      : `must be ${QUEUE_KIND_LIST} (got ${describeValue((iss.input as { kind?: unknown } | undefined)?.kind)})`,
});

const bottleneck = z.strictObject({
  rateBps: num(BOTTLENECK_PARAMS.rateBps).default(BOTTLENECK_PARAMS.rateBps.default),
  delaySec: num(BOTTLENECK_PARAMS.delaySec).default(BOTTLENECK_PARAMS.delaySec.default),
  bufferPackets: num(BOTTLENECK_PARAMS.bufferPackets).default(BOTTLENECK_PARAMS.bufferPackets.default),
  queue: queue.default({ kind: 'droptail' }),
});

const range = (s: ParamSpec) =>
  z
    .tuple([num(s), num(s)], { error: () => `must be a pair [from, to] of ${describeRange(s)}` })
    .refine(([a, b]) => a <= b, { error: 'the first value of the range must not exceed the second' });

const spread = z.strictObject({
  /** How copies get their values: evenly spaced over each range, or drawn uniformly with the scenario seed. */
  mode: z.enum(['even', 'random'], { error: 'must be "even" or "random"' }).default('even'),
  accessDelaySec: range(FLOW_PARAMS.linkDelaySec).optional(),
  startSec: range(FLOW_PARAMS.startSec).optional(),
});

const path = z.strictObject({
  fromRouter: num({ ...FLOW_PARAMS.count, key: 'fromRouter', min: 1, max: LIMITS.maxSeriesLinks + 1 }),
  toRouter: num({ ...FLOW_PARAMS.count, key: 'toRouter', min: 2, max: LIMITS.maxSeriesLinks + 2 }),
});

const flowCommon = {
  name: z.string({ error: 'must be a string' }).max(60, { error: 'must be at most 60 characters' }).optional(),
  access: link.default({ rateBps: FLOW_PARAMS.linkRateBps.default, delaySec: FLOW_PARAMS.linkDelaySec.default }),
  egress: link.default({ rateBps: FLOW_PARAMS.linkRateBps.default, delaySec: FLOW_PARAMS.linkDelaySec.default }),
  startSec: num(FLOW_PARAMS.startSec).default(FLOW_PARAMS.startSec.default),
  stopSec: num(FLOW_PARAMS.stopSec).optional(),
  maxWindowPackets: num(FLOW_PARAMS.maxWindowPackets).default(FLOW_PARAMS.maxWindowPackets.default),
  bytes: num(FLOW_PARAMS.bytes).optional(),
  count: num(FLOW_PARAMS.count).default(1),
  spread: spread.optional(),
  path: path.optional(),
};

/** A variant's knobs as schema fields, each validated against its spec and defaulting to it. */
type KnobFields<P extends ParamSpecs> = { [K in keyof P]: z.ZodDefault<z.ZodCustom<number, number>> };
const knobFields = <P extends ParamSpecs>(params: P): KnobFields<P> =>
  Object.fromEntries(Object.entries(params).map(([k, spec]) => [k, num(spec).default(spec.default)])) as KnobFields<P>;

type FlowCommon = typeof flowCommon;
/** The schema of a flow of one TCP variant: the common fields and its module's knobs. */
type TcpFlowSchema<M extends VariantModules[number]> = z.ZodObject<
  { variant: z.ZodLiteral<M['id']> } & FlowCommon & KnobFields<M['params']>,
  z.core.$strict
>;
type TcpFlowSchemas<T extends readonly VariantModules[number][]> = { -readonly [I in keyof T]: TcpFlowSchema<T[I]> };
const tcpFlowSchemas = VARIANT_MODULES.map((m) => z.strictObject({ variant: z.literal(m.id), ...flowCommon, ...knobFields(m.params) })) as unknown as TcpFlowSchemas<VariantModules>;

const flow = z.discriminatedUnion(
  'variant',
  [
    ...tcpFlowSchemas,
    z.strictObject({
      variant: z.literal('cbr'),
      ...flowCommon,
      rateBps: num(FLOW_PARAMS.cbrRateBps).default(FLOW_PARAMS.cbrRateBps.default),
    }),
  ],
  {
    error: (iss) =>
      typeof iss.input === 'object' && iss.input !== null
        ? `must be one of ${FLOW_VARIANTS.join(', ')} (got ${describeValue((iss.input as { variant?: unknown }).variant)})`
        : `must be an object describing a flow (got ${describeValue(iss.input)})`,
  },
);

const tcp = z.strictObject({
  windowInit: num(TCP_PARAMS.windowInit).default(TCP_PARAMS.windowInit.default),
  minRtoSec: num(TCP_PARAMS.minRtoSec).default(TCP_PARAMS.minRtoSec.default),
  maxRtoSec: num(TCP_PARAMS.maxRtoSec).default(TCP_PARAMS.maxRtoSec.default),
  initialRtoSec: num(TCP_PARAMS.initialRtoSec).default(TCP_PARAMS.initialRtoSec.default),
  tickSec: num(TCP_PARAMS.tickSec).default(TCP_PARAMS.tickSec.default),
  dupAckThreshold: num(TCP_PARAMS.dupAckThreshold).default(TCP_PARAMS.dupAckThreshold.default),
  synHandshake: bool.default(TCP_SWITCHES.synHandshake.default),
  headerBytes: num(TCP_PARAMS.headerBytes).default(TCP_PARAMS.headerBytes.default),
  delayedGrowth: bool.default(TCP_SWITCHES.delayedGrowth.default),
  sack: bool.default(TCP_SWITCHES.sack.default),
});

const measure = z.strictObject({
  fromSec: num(SCENARIO_PARAMS.measureFromSec).default(0),
  toSec: num(SCENARIO_PARAMS.measureToSec).optional(),
});

/**
 * What a timed change may set on a flow: its variant's knobs (see tcp/registry), its receiver
 * window, and the propagation delay of its access link (`accessDelaySec`: `access.delaySec`, both
 * directions; any flow, CBR included).
 */
export const FLOW_CHANGE_KEYS: readonly FlowChangeKey[] = [...KNOB_KEYS, 'maxWindowPackets', 'accessDelaySec'];
/** What a timed change may set on a bottleneck link (both directions): rate, delay, buffer, or the whole queue. */
export const LINK_CHANGE_KEYS = ['rateBps', 'delaySec', 'bufferPackets', 'queue'] as const;
export type FlowChangeKey = KnobKey | 'maxWindowPackets' | 'accessDelaySec';
export type LinkChangeKey = (typeof LINK_CHANGE_KEYS)[number];

/**
 * One entry of the timeline: at `atSec`, set `key` of flow `flow` (an index into the flows as
 * expanded, `count` copies included) or of chain link `link` (0 = the bottleneck R1→R2, k =
 * series[k − 1]) to `value`. Flow starts and stops are the flows' own startSec and stopSec.
 */
export type ScenarioChange =
  | { atSec: number; flow: number; key: FlowChangeKey; value: number }
  | { atSec: number; link: number; key: Exclude<LinkChangeKey, 'queue'>; value: number }
  | { atSec: number; link: number; key: 'queue'; value: QueueConfig };

/** The spec of a numeric change key (flow knobs and link numbers come from params.ts). */
export function changeSpec(c: { key: string; flow?: number; link?: number }): ParamSpec | undefined {
  if (c.link !== undefined) return c.key === 'rateBps' || c.key === 'delaySec' || c.key === 'bufferPackets' ? BOTTLENECK_PARAMS[c.key] : undefined;
  if (c.key === 'accessDelaySec') return FLOW_PARAMS.linkDelaySec;
  return c.key === 'maxWindowPackets' ? FLOW_PARAMS.maxWindowPackets : anyKnobSpec(c.key);
}

const change = z
  .strictObject({
    atSec: num(TIMELINE_PARAMS.atSec),
    flow: num(TIMELINE_PARAMS.flow).optional(),
    link: num(TIMELINE_PARAMS.link).optional(),
    key: z.string({ error: 'must be a string' }),
    value: z.unknown(),
  })
  .transform((c, ctx): ScenarioChange => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const bad = c as unknown as ScenarioChange;
    if ((c.flow === undefined) === (c.link === undefined)) {
      issue('flow', 'a change names either a flow (flow: index) or a bottleneck link (link: 0 for R1→R2)');
      return bad;
    }
    if (c.flow !== undefined && !(FLOW_CHANGE_KEYS as readonly string[]).includes(c.key)) {
      issue('key', `must be one of ${FLOW_CHANGE_KEYS.join(', ')} for a flow (got ${describeValue(c.key)})`);
      return bad;
    }
    if (c.link !== undefined && !(LINK_CHANGE_KEYS as readonly string[]).includes(c.key)) {
      issue('key', `must be one of ${LINK_CHANGE_KEYS.join(', ')} for a link (got ${describeValue(c.key)})`);
      return bad;
    }
    if (c.key === 'queue') {
      const q = queue.safeParse(c.value);
      if (!q.success) {
        for (const iss of q.error.issues) ctx.addIssue({ code: 'custom', path: ['value', ...iss.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: iss.message });
        return bad;
      }
      return { atSec: c.atSec, link: c.link!, key: 'queue', value: q.data };
    }
    const spec = changeSpec(c)!;
    if (!inRange(spec, c.value)) {
      issue('value', `must be ${describeRange(spec)} (got ${describeValue(c.value)})`);
      return bad;
    }
    return c.flow !== undefined
      ? { atSec: c.atSec, flow: c.flow, key: c.key as FlowChangeKey, value: c.value }
      : { atSec: c.atSec, link: c.link!, key: c.key as 'rateBps', value: c.value };
  });

const scenarioSchema = z
  .strictObject({
    // Written as 1 or 2; a 1 has been upgraded (upgradeScenario) before the schema sees it.
    version: z
      .literal([1, SCENARIO_VERSION], {
        error: (iss) => `must be ${SCENARIO_VERSION} (or 1, read as it always ran), the scenario formats this app reads (got ${describeValue(iss.input)})`,
      })
      .transform((): typeof SCENARIO_VERSION => SCENARIO_VERSION),
    title: z.string({ error: 'must be a string' }).max(200, { error: 'must be at most 200 characters' }).optional(),
    description: z.string({ error: 'must be a string' }).max(4000, { error: 'must be at most 4000 characters' }).optional(),
    profile: z
      .enum(PROFILES, { error: (iss) => `must be ${PROFILES.map((p) => `"${p}"`).join(' or ')} (got ${describeValue(iss.input)})` })
      .default(PROFILE_SPEC.default),
    seed: num(SCENARIO_PARAMS.seed).default(SCENARIO_PARAMS.seed.default),
    durationSec: num(SCENARIO_PARAMS.durationSec).default(SCENARIO_PARAMS.durationSec.default),
    packetSizeBytes: num(SCENARIO_PARAMS.packetSizeBytes).default(SCENARIO_PARAMS.packetSizeBytes.default),
    ackSizeBytes: num(SCENARIO_PARAMS.ackSizeBytes).default(SCENARIO_PARAMS.ackSizeBytes.default),
    measure: measure.optional(),
    bottleneck: bottleneck.default({
      rateBps: BOTTLENECK_PARAMS.rateBps.default,
      delaySec: BOTTLENECK_PARAMS.delaySec.default,
      bufferPackets: BOTTLENECK_PARAMS.bufferPackets.default,
      queue: { kind: 'droptail' },
    }),
    series: z
      .array(bottleneck, { error: 'must be a list of links' })
      .max(LIMITS.maxSeriesLinks, { error: `must have at most ${LIMITS.maxSeriesLinks} links` })
      .default([]),
    tcp: tcp.default({
      windowInit: TCP_PARAMS.windowInit.default,
      minRtoSec: TCP_PARAMS.minRtoSec.default,
      maxRtoSec: TCP_PARAMS.maxRtoSec.default,
      initialRtoSec: TCP_PARAMS.initialRtoSec.default,
      tickSec: TCP_PARAMS.tickSec.default,
      dupAckThreshold: TCP_PARAMS.dupAckThreshold.default,
      synHandshake: TCP_SWITCHES.synHandshake.default,
      headerBytes: TCP_PARAMS.headerBytes.default,
      delayedGrowth: TCP_SWITCHES.delayedGrowth.default,
      sack: TCP_SWITCHES.sack.default,
    }),
    flows: z
      .array(flow, { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a list of flows') })
      .min(1, { error: 'must contain at least one flow' })
      .max(LIMITS.maxFlows, { error: `must have at most ${LIMITS.maxFlows} entries` }),
    /** The timeline: changes made during the run, in time order (absent: none). */
    changes: z
      .array(change, { error: 'must be a list of changes' })
      .max(LIMITS.maxChanges, { error: `must have at most ${LIMITS.maxChanges} changes` })
      .optional(),
  })
  .superRefine((s, ctx) => {
    let problems = 0;
    const issue = (path: (string | number)[], message: string) => {
      problems++;
      ctx.addIssue({ code: 'custom', path, message });
    };
    const links = [s.bottleneck, ...s.series];
    links.forEach((l, i) => {
      const at = i === 0 ? ['bottleneck'] : ['series', i - 1];
      const broken = queueRule(l.queue);
      if (broken) issue([...at, 'queue', broken.key], broken.message);
    });
    const to = s.measure?.toSec ?? s.durationSec;
    if (to > s.durationSec) issue(['measure', 'toSec'], `must not exceed durationSec (${s.durationSec})`);
    if ((s.measure?.fromSec ?? 0) >= to) issue(['measure', 'fromSec'], `must be less than measure.toSec (${to})`);
    if (s.ackSizeBytes > s.packetSizeBytes) issue(['ackSizeBytes'], `must not exceed packetSizeBytes (${s.packetSizeBytes})`);
    if (s.profile === 'ns2' && s.tcp.sack) issue(['tcp', 'sack'], 'must be off in the ns2 profile: ns-2.35 runs its TCP agents without SACK (use the standard profile for SACK)');
    let total = 0;
    s.flows.forEach((f, i) => {
      total += f.count;
      if (f.variant !== 'cbr') {
        const broken = knobRule(f.variant, knobsOf(f.variant, f));
        if (broken) issue(['flows', i, broken.key], broken.message);
      }
      if (f.stopSec !== undefined && f.stopSec <= f.startSec) issue(['flows', i, 'stopSec'], `must be after startSec (${f.startSec})`);
      if (f.path) {
        const last = links.length + 1;
        if (f.path.toRouter > last) issue(['flows', i, 'path', 'toRouter'], `must be at most ${last}: the network has routers R1 to R${last}`);
        if (f.path.fromRouter >= f.path.toRouter) issue(['flows', i, 'path', 'fromRouter'], `must be less than toRouter (${f.path.toRouter})`);
      }
    });
    if (total > LIMITS.maxFlows) issue(['flows'], `describe ${total} flows once counts are expanded; the limit is ${LIMITS.maxFlows}`);
    if (s.changes) checkTimeline(s as Scenario, issue);
    // What the run costs, once everything it depends on is known to be valid.
    if (problems === 0) {
      const tooCostly = costProblem(s);
      if (tooCostly) issue(tooCostly.path, tooCostly.message);
    }
  });

/**
 * The timeline against the rest of the scenario: in time order, within the run, naming flows and
 * links that exist, keys the flow's variant has, and leaving every value in effect valid at every
 * moment (α ≤ β, RED minTh < maxTh); what the rates it sets cost is scenario/cost.ts's.
 */
function checkTimeline(s: Scenario, issue: (path: (string | number)[], message: string) => void): void {
  const variants: FlowVariantId[] = [];
  for (const f of s.flows) for (let i = 0; i < f.count && variants.length < LIMITS.maxFlows; i++) variants.push(f.variant);
  // Each flow's knobs as the timeline has left them so far (read from the flow on first use).
  const knobs = new Map<number, Record<string, number>>();
  const knobsAt = (i: number) => {
    let k = knobs.get(i);
    if (!k) {
      let n = i;
      const f = s.flows.find((g) => (n -= g.count) < 0)!;
      k = f.variant === 'cbr' ? {} : knobsOf(f.variant, f);
      knobs.set(i, k);
    }
    return k;
  };
  const links = [s.bottleneck, ...s.series];
  let previous = 0;
  (s.changes ?? []).forEach((c, i) => {
    const at = ['changes', i];
    if (c.atSec < previous) issue([...at, 'atSec'], `must not be earlier than the change before it (${fmt(previous)} s): changes are listed in time order`);
    previous = Math.max(previous, c.atSec);
    if (c.atSec > s.durationSec) issue([...at, 'atSec'], `must be within the run (durationSec ${fmt(s.durationSec)})`);
    if ('flow' in c) {
      const v = variants[c.flow];
      if (v === undefined) return issue([...at, 'flow'], `there is no flow ${c.flow}: the scenario has ${variants.length} (numbered from 0, copies included)`);
      if (c.key === 'accessDelaySec') return;
      if (v === 'cbr') return issue([...at, 'key'], `flow ${c.flow} is a CBR source: it has no ${c.key}`);
      const own = variantParams(v).map((p) => p.key);
      if (c.key === 'maxWindowPackets') return;
      if (!own.includes(c.key)) {
        return issue([...at, 'key'], `flow ${c.flow} is ${v}, which has no ${c.key} (it has ${[...own, 'maxWindowPackets'].join(', ')})`);
      }
      const k = knobsAt(c.flow);
      const next = { ...k, [c.key]: c.value };
      const broken = knobRule(v, next, c.key);
      if (broken) issue([...at, 'value'], `${broken.key} ${broken.message} at that time`);
      else knobs.set(c.flow, next);
      return;
    }
    if (c.link >= links.length) return issue([...at, 'link'], `there is no link ${c.link}: the network has ${links.length} (0 is R1→R2)`);
    if (c.key === 'queue') {
      const broken = queueRule(c.value);
      if (broken) issue([...at, 'value', broken.key], broken.message);
    }
  });
}


/** A scenario as written (every field with a default may be left out). */
export type ScenarioInput = z.input<typeof scenarioSchema>;
/** A validated scenario with every default filled in. */
export type Scenario = z.output<typeof scenarioSchema>;
export type FlowConfig = Scenario['flows'][number];
export type LinkConfig = z.output<typeof link>;
export type BottleneckConfig = Scenario['bottleneck'];
export type QueueConfig = BottleneckConfig['queue'];
/** The queue of one discipline. */
export type QueueConfigOf<K extends QueueKind> = Extract<QueueConfig, { kind: K }>;
export type RedConfig = QueueConfigOf<'red'>;
export type TcpConfig = Scenario['tcp'];
export type { ProfileId } from './params';

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out || '(scenario)';
}

/** Messages for issues whose schema gave none (wrong JSON types, missing fields). */
function defaultMessage(iss: z.core.$ZodRawIssue): string | undefined {
  if (iss.code === 'invalid_type') {
    return iss.input === undefined ? 'is required' : `must be ${iss.expected === 'object' ? 'an object' : `a ${iss.expected}`} (got ${describeValue(iss.input)})`;
  }
  if (iss.code === 'invalid_value') return `must be ${iss.values.map((v) => JSON.stringify(v)).join(' or ')} (got ${describeValue(iss.input)})`;
  return undefined;
}

/**
 * A version-1 scenario as the version-2 scenario that runs exactly as it did: its TCP start-up
 * options are V1_TCP_STARTUP (version 1 had none of them). Anything else is returned unchanged.
 */
export function upgradeScenario(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const raw = input as Record<string, unknown>;
  if (raw.version !== 1) return input;
  const tcp = typeof raw.tcp === 'object' && raw.tcp !== null && !Array.isArray(raw.tcp) ? raw.tcp : {};
  return { ...raw, version: SCENARIO_VERSION, tcp: { ...tcp, ...V1_TCP_STARTUP } };
}

/** Validates anything (parsed JSON, a decoded URL) into a Scenario, or explains what is wrong. */
export function parseScenario(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [`(scenario): must be a JSON object (got ${describeValue(input)})`] };
  }
  const r = scenarioSchema.safeParse(upgradeScenario(input), { error: defaultMessage });
  if (r.success) return { ok: true, scenario: r.data };
  const errors = r.error.issues.slice(0, 20).map((iss) => {
    if (iss.code === 'unrecognized_keys') {
      const keys = iss.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ');
      return `${formatPath(iss.path)}: unknown field${iss.keys.length > 1 ? 's' : ''} ${keys}`;
    }
    return `${formatPath(iss.path)}: ${iss.message}`;
  });
  if (r.error.issues.length > 20) errors.push(`… and ${r.error.issues.length - 20} more problems`);
  return { ok: false, errors };
}

/** Like parseScenario but throws a ScenarioError listing every problem. */
export function validateScenario(input: unknown): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new ScenarioError(r.errors);
  return r.scenario;
}

export class ScenarioError extends Error {
  constructor(readonly errors: string[]) {
    super(`invalid scenario:\n  ${errors.join('\n  ')}`);
    this.name = 'ScenarioError';
  }
}

/** End of the measurement window. */
export const measureTo = (s: Scenario): number => s.measure?.toSec ?? s.durationSec;
/** Start of the measurement window. */
export const measureFrom = (s: Scenario): number => s.measure?.fromSec ?? 0;
