// The scenario: one typed, versioned, validated object describing a whole experiment.
// A URL, a lesson step, a preset and a JSON file are all encodings of it; `parseScenario`
// is the only way in from anything untyped, and its problems are data (ScenarioProblem: the field,
// a code and its numbers), turned into text by formatProblem.ts where they are shown.
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
  rangeOf,
  type ParamSpec,
  type SwitchSpec,
} from './params';
import { costProblem } from './cost';
import { isSwitch, type QueueParamSpecs } from '../queue/QueueModule';
import { QUEUE_KINDS, QUEUE_MODULES, queueRule, type QueueKind, type QueueModules } from '../queue/registry';
import { describeRange, formatProblem } from './formatProblem';
import { at, gotOf, type FieldPath, type FieldProblem, type ScenarioProblem } from './ScenarioProblem';
import { KNOB_KEYS, TCP_VARIANTS, VARIANT_MODULES, anyKnobSpec, knobRule, knobsOf, variantParams, type KnobKey, type TcpVariantId, type VariantModules } from '../tcp/registry';
import type { ParamSpecs } from '../tcp/VariantModule';

/**
 * The scenario format this code writes. Version 2 added `profile` and the TCP start-up options
 * (SYN handshake, header bytes, delayed growth, on by default). Version-1 scenarios are still read,
 * with the meaning they had: no handshake, no header, no delayed growth (see upgradeScenario).
 */
export const SCENARIO_VERSION = 2;

/** What a version-1 scenario's TCP did: no SYN, no header bytes, growth from the first ACK, no SACK. */
export const V1_TCP_STARTUP = { synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false, ecn: false } as const;

export { TCP_VARIANTS, type TcpVariantId };
export const FLOW_VARIANTS = [...TCP_VARIANTS, 'cbr'] as const;
export type FlowVariantId = (typeof FLOW_VARIANTS)[number];

export { describeRange };

/** The part of a spec a range problem names. */

/**
 * Zod's message slot carries the name of the problem (never text): problemOf reads it back with
 * the issue's input and path. Custom checks carry the whole problem in their params instead.
 */
const M = {
  notString: 'not_string',
  tooLong: 'too_long',
  queue: 'queue',
  rangePair: 'range_pair',
  spreadMode: 'spread_mode',
  flow: 'flow',
  version: 'version',
  profile: 'profile',
  listOfLinks: 'list_of_links',
  listOfFlows: 'list_of_flows',
  listOfChanges: 'list_of_changes',
  tooManyLinks: 'too_many_links',
  tooManyEntries: 'too_many_entries',
  tooManyChanges: 'too_many_changes',
  noFlows: 'no_flows',
  required: 'required',
} as const;

/** A custom issue's params: the problem it stands for (`withGot`: quote the issue's input). */
const problemParams = (problem: FieldProblem, withGot = false) => ({ params: { problem, withGot } });

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

/** A numeric field validated against its spec; its problem names the range and the value. */
const num = (s: ParamSpec) => z.custom<number>((v) => inRange(s, v), problemParams({ code: 'out_of_range', params: { ...rangeOf(s), got: null } }, true));

const bool = z.boolean();

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
const queue = z.discriminatedUnion('kind', queueSchemas, { error: M.queue });

const bottleneck = z.strictObject({
  rateBps: num(BOTTLENECK_PARAMS.rateBps).default(BOTTLENECK_PARAMS.rateBps.default),
  delaySec: num(BOTTLENECK_PARAMS.delaySec).default(BOTTLENECK_PARAMS.delaySec.default),
  bufferPackets: num(BOTTLENECK_PARAMS.bufferPackets).default(BOTTLENECK_PARAMS.bufferPackets.default),
  queue: queue.default({ kind: 'droptail' }),
});

const range = (s: ParamSpec) =>
  z
    .custom<[number, number]>((v) => Array.isArray(v) && v.length === 2, problemParams({ code: 'range_pair', params: rangeOf(s) }))
    .pipe(z.tuple([num(s), num(s)]))
    .refine(([a, b]) => a <= b, problemParams({ code: 'range_order' }));

const spread = z.strictObject({
  /** How copies get their values: evenly spaced over each range, or drawn uniformly with the scenario seed. */
  mode: z.enum(['even', 'random'], { error: M.spreadMode }).default('even'),
  accessDelaySec: range(FLOW_PARAMS.linkDelaySec).optional(),
  startSec: range(FLOW_PARAMS.startSec).optional(),
});

const path = z.strictObject({
  fromRouter: num({ ...FLOW_PARAMS.count, key: 'fromRouter', min: 1, max: LIMITS.maxSeriesLinks + 1 }),
  toRouter: num({ ...FLOW_PARAMS.count, key: 'toRouter', min: 2, max: LIMITS.maxSeriesLinks + 2 }),
});

const flowCommon = {
  name: z.string({ error: M.notString }).max(60, { error: M.tooLong }).optional(),
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
  { error: M.flow },
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
  ecn: bool.default(TCP_SWITCHES.ecn.default),
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
    key: z.string({ error: M.notString }),
    value: z.unknown(),
  })
  .transform((c, ctx): ScenarioChange => {
    const issue = (path: FieldPath, problem: FieldProblem) => ctx.addIssue({ code: 'custom', path, message: problem.code, ...problemParams(problem) });
    const bad = c as unknown as ScenarioChange;
    if ((c.flow === undefined) === (c.link === undefined)) {
      issue(['flow'], { code: 'change_target' });
      return bad;
    }
    if (c.flow !== undefined && !(FLOW_CHANGE_KEYS as readonly string[]).includes(c.key)) {
      issue(['key'], { code: 'change_key', params: { keys: [...FLOW_CHANGE_KEYS], target: 'flow', got: gotOf(c.key) } });
      return bad;
    }
    if (c.link !== undefined && !(LINK_CHANGE_KEYS as readonly string[]).includes(c.key)) {
      issue(['key'], { code: 'change_key', params: { keys: [...LINK_CHANGE_KEYS], target: 'link', got: gotOf(c.key) } });
      return bad;
    }
    if (c.key === 'queue') {
      const q = queue.safeParse(c.value, { reportInput: true });
      if (!q.success) {
        for (const iss of q.error.issues) {
          const { path, ...problem } = problemOf(iss);
          issue(['value', ...path], problem);
        }
        return bad;
      }
      return { atSec: c.atSec, link: c.link!, key: 'queue', value: q.data };
    }
    const spec = changeSpec(c)!;
    if (!inRange(spec, c.value)) {
      issue(['value'], { code: 'out_of_range', params: { ...rangeOf(spec), got: gotOf(c.value) } });
      return bad;
    }
    return c.flow !== undefined
      ? { atSec: c.atSec, flow: c.flow, key: c.key as FlowChangeKey, value: c.value }
      : { atSec: c.atSec, link: c.link!, key: c.key as 'rateBps', value: c.value };
  });

const scenarioSchema = z
  .strictObject({
    // Written as 1 or 2; a 1 has been upgraded (upgradeScenario) before the schema sees it.
    version: z.literal([1, SCENARIO_VERSION], { error: M.version }).transform((): typeof SCENARIO_VERSION => SCENARIO_VERSION),
    title: z.string({ error: M.notString }).max(200, { error: M.tooLong }).optional(),
    description: z.string({ error: M.notString }).max(4000, { error: M.tooLong }).optional(),
    profile: z.enum(PROFILES, { error: M.profile }).default(PROFILE_SPEC.default),
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
    series: z.array(bottleneck, { error: M.listOfLinks }).max(LIMITS.maxSeriesLinks, { error: M.tooManyLinks }).default([]),
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
      ecn: TCP_SWITCHES.ecn.default,
    }),
    flows: z
      .array(flow, { error: (iss) => (iss.input === undefined ? M.required : M.listOfFlows) })
      .min(1, { error: M.noFlows })
      .max(LIMITS.maxFlows, { error: M.tooManyEntries }),
    /** The timeline: changes made during the run, in time order (absent: none). */
    changes: z.array(change, { error: M.listOfChanges }).max(LIMITS.maxChanges, { error: M.tooManyChanges }).optional(),
  })
  .superRefine((s, ctx) => {
    for (const { path, ...problem } of scenarioRules(s)) ctx.addIssue({ code: 'custom', path, message: problem.code, ...problemParams(problem) });
  });

/**
 * The rules that tie a scenario's fields together (each field already valid on its own): each
 * queue's rule (RED: minTh < maxTh), the measurement window within the run, each variant's knob
 * rule, flow paths, the flow count, the timeline, and, once all of those hold, what the run costs.
 */
function scenarioRules(s: Scenario): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const issue = (path: FieldPath, problem: FieldProblem) => problems.push(at(path, problem));
  const links = [s.bottleneck, ...s.series];
  links.forEach((l, i) => {
    const where = i === 0 ? ['bottleneck'] : ['series', i - 1];
    const broken = queueRule(l.queue);
    if (broken) issue([...where, 'queue', broken.key], { code: broken.code, params: { other: [broken.other], value: broken.value } });
  });
  const to = s.measure?.toSec ?? s.durationSec;
  if (to > s.durationSec) issue(['measure', 'toSec'], { code: 'must_not_exceed', params: { other: ['durationSec'], value: s.durationSec } });
  if ((s.measure?.fromSec ?? 0) >= to) issue(['measure', 'fromSec'], { code: 'must_be_less', params: { other: ['measure', 'toSec'], value: to } });
  if (s.ackSizeBytes > s.packetSizeBytes) issue(['ackSizeBytes'], { code: 'must_not_exceed', params: { other: ['packetSizeBytes'], value: s.packetSizeBytes } });
  if (s.profile === 'ns2' && s.tcp.sack) issue(['tcp', 'sack'], { code: 'ns2_sack' });
  if (s.profile === 'ns2' && s.tcp.ecn) issue(['tcp', 'ecn'], { code: 'ns2_ecn' });
  let total = 0;
  s.flows.forEach((f, i) => {
    total += f.count;
    if (f.variant !== 'cbr') {
      const broken = knobRule(f.variant, knobsOf(f.variant, f));
      if (broken) issue(['flows', i, broken.key], { code: broken.code, params: { other: [broken.other], value: broken.value } });
    }
    if (f.stopSec !== undefined && f.stopSec <= f.startSec) issue(['flows', i, 'stopSec'], { code: 'must_be_after', params: { other: ['startSec'], value: f.startSec } });
    if (f.path) {
      const last = links.length + 1;
      if (f.path.toRouter > last) issue(['flows', i, 'path', 'toRouter'], { code: 'path_past_end', params: { lastRouter: last } });
      if (f.path.fromRouter >= f.path.toRouter) issue(['flows', i, 'path', 'fromRouter'], { code: 'must_be_less', params: { other: ['toRouter'], value: f.path.toRouter } });
    }
  });
  if (total > LIMITS.maxFlows) issue(['flows'], { code: 'too_many_flows', params: { total, max: LIMITS.maxFlows } });
  if (s.changes) checkTimeline(s, issue);
  // What the run costs, once everything it depends on is known to be valid.
  if (problems.length === 0) {
    const tooCostly = costProblem(s);
    if (tooCostly) problems.push(tooCostly);
  }
  return problems;
}

/**
 * The timeline against the rest of the scenario: in time order, within the run, naming flows and
 * links that exist, keys the flow's variant has, and leaving every value in effect valid at every
 * moment (α ≤ β, RED minTh < maxTh); what the rates it sets cost is scenario/cost.ts's.
 */
function checkTimeline(s: Scenario, issue: (path: FieldPath, problem: FieldProblem) => void): void {
  const variants = expandedVariants(s);
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
    const where = ['changes', i];
    if (c.atSec < previous) issue([...where, 'atSec'], { code: 'change_order', params: { previousSec: previous } });
    previous = Math.max(previous, c.atSec);
    if (c.atSec > s.durationSec) issue([...where, 'atSec'], { code: 'change_after_end', params: { durationSec: s.durationSec } });
    const target = targetProblem(variants, links.length, c);
    if (target) {
      const { path, ...problem } = target;
      return issue([...where, ...path], problem);
    }
    if ('flow' in c) {
      const v = variants[c.flow];
      if (c.key === 'accessDelaySec' || c.key === 'maxWindowPackets' || v === 'cbr') return;
      const k = knobsAt(c.flow);
      const next = { ...k, [c.key]: c.value };
      const broken = knobRule(v, next, c.key);
      if (broken) issue([...where, 'value'], { code: broken.code, params: { other: [broken.other], value: broken.value, subject: broken.key, atThatTime: true } });
      else knobs.set(c.flow, next);
      return;
    }
    if (c.key === 'queue') {
      const broken = queueRule(c.value);
      if (broken) issue([...where, 'value', broken.key], { code: broken.code, params: { other: [broken.other], value: broken.value } });
    }
  });
}

/** The flow variants of `s`, copies expanded: what a change's `flow` indexes. */
function expandedVariants(s: Scenario): FlowVariantId[] {
  const variants: FlowVariantId[] = [];
  for (const f of s.flows) for (let i = 0; i < f.count && variants.length < LIMITS.maxFlows; i++) variants.push(f.variant);
  return variants;
}

/** Why change `c` cannot apply to what it names (no such flow or link, a key its flow lacks), within the change; else null. */
function targetProblem(variants: readonly FlowVariantId[], links: number, c: ChangeTarget): ScenarioProblem | null {
  if ('link' in c) return c.link >= links ? { path: ['link'], code: 'no_such_link', params: { link: c.link, links } } : null;
  const v = variants[c.flow];
  if (v === undefined) return { path: ['flow'], code: 'no_such_flow', params: { flow: c.flow, flows: variants.length } };
  if (c.key === 'accessDelaySec') return null;
  if (v === 'cbr') return { path: ['key'], code: 'cbr_has_no_knob', params: { flow: c.flow, key: c.key } };
  const own = variantParams(v).map((p) => p.key);
  if (c.key === 'maxWindowPackets' || own.includes(c.key)) return null;
  return { path: ['key'], code: 'variant_has_no_knob', params: { flow: c.flow, variant: v, key: c.key, keys: [...own, 'maxWindowPackets'] } };
}

type ChangeTarget = { flow: number; key: string } | { link: number; key: string };

/**
 * Why change `c` (already valid on its own, see parseChange) cannot apply to `s`: a flow or link
 * it names that `s` does not have, or a knob its flow's variant lacks; else null.
 */
export function changeTargetProblem(s: Scenario, c: ChangeTarget): ScenarioProblem | null {
  return targetProblem(expandedVariants(s), 1 + s.series.length, c);
}

/** A scenario as written (every field with a default may be left out). */
export type ScenarioInput = z.input<typeof scenarioSchema>;
/** A scenario's shape, every default filled in: what edits and transformations pass around. */
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
export type { ScenarioProblem } from './ScenarioProblem';

/**
 * Set on a scenario only by the validators below. A private member, so that no object literal
 * or spread of a valid scenario ({ ...s, durationSec: -1 }) has it: an edit makes a plain
 * Scenario, which must be validated again to run.
 */
declare class Validated {
  private readonly validatedByParseScenario: true;
}

/**
 * A scenario that passed validation, every default filled in: what the engine, the worker's load
 * command and the lab take. Made by parseScenario (from anything), checkRules (an edit whose new
 * values were checked on their own) and nothing else.
 */
export type ValidScenario = Scenario & Validated;

export type ParseResult = { ok: true; scenario: ValidScenario } | { ok: false; problems: ScenarioProblem[] };

/** At most this many problems are listed (then one saying how many more there were). */
const MAX_PROBLEMS = 20;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pathOf = (path: readonly PropertyKey[]): FieldPath => path.map((p) => (typeof p === 'symbol' ? String(p) : p));

/** A zod issue of the schemas above as a problem (the schemas name theirs, see M). */
function problemOf(iss: z.core.$ZodIssue): ScenarioProblem {
  const path = pathOf(iss.path);
  const input: unknown = iss.input;
  if (iss.code === 'custom' && isRecord(iss.params) && iss.params.problem) {
    const p = iss.params.problem as FieldProblem;
    return at(path, iss.params.withGot && 'params' in p && p.params ? ({ ...p, params: { ...p.params, got: gotOf(input) } } as FieldProblem) : p);
  }
  if (iss.code === 'unrecognized_keys') return at(path, { code: 'unknown_fields', params: { keys: iss.keys.map((k) => k.slice(0, 40)) } });
  const maximum = iss.code === 'too_big' ? Number(iss.maximum) : NaN;
  switch (iss.message) {
    case M.notString:
      return at(path, { code: 'not_string' });
    case M.tooLong:
      return at(path, { code: 'too_long', params: { maxChars: maximum } });
    case M.queue:
      return at(path, isRecord(input) ? { code: 'queue_kind', params: { kinds: [...QUEUE_KINDS], got: gotOf(input.kind) } } : { code: 'queue_not_object', params: { kinds: [...QUEUE_KINDS] } });
    case M.spreadMode:
      return at(path, { code: 'spread_mode' });
    case M.flow:
      return at(path, isRecord(input) ? { code: 'flow_variant', params: { variants: [...FLOW_VARIANTS], got: gotOf(input.variant) } } : { code: 'flow_not_object', params: { got: gotOf(input) } });
    case M.version:
      return at(path, { code: 'version', params: { version: SCENARIO_VERSION, got: gotOf(input) } });
    case M.profile:
      return at(path, { code: 'profile', params: { profiles: [...PROFILES], got: gotOf(input) } });
    case M.listOfLinks:
      return at(path, { code: 'not_list', params: { of: 'links' } });
    case M.listOfFlows:
      return at(path, { code: 'not_list', params: { of: 'flows' } });
    case M.listOfChanges:
      return at(path, { code: 'not_list', params: { of: 'changes' } });
    case M.tooManyLinks:
      return at(path, { code: 'too_many', params: { max: maximum, of: 'links' } });
    case M.tooManyEntries:
      return at(path, { code: 'too_many', params: { max: maximum, of: 'entries' } });
    case M.tooManyChanges:
      return at(path, { code: 'too_many', params: { max: maximum, of: 'changes' } });
    case M.noFlows:
      return at(path, { code: 'no_flows' });
    case M.required:
      return at(path, { code: 'required' });
  }
  // Issues no schema named: wrong JSON types and missing fields, literal values.
  if (iss.code === 'invalid_type') {
    if (input === undefined) return at(path, { code: 'required' });
    if (iss.expected === 'boolean') return at(path, { code: 'not_boolean', params: { got: gotOf(input) } });
    return at(path, { code: 'wrong_type', params: { expected: iss.expected, got: gotOf(input) } });
  }
  if (iss.code === 'invalid_value') {
    const values = iss.values.map((v) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null ? v : String(v)));
    return at(path, { code: 'not_one_of', params: { values, got: gotOf(input) } });
  }
  return at(path, { code: 'wrong_type', params: { expected: 'valid value', got: gotOf(input) } });
}

/** The first MAX_PROBLEMS problems, then one saying how many more there were. */
function capped(problems: ScenarioProblem[]): ScenarioProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), { path: [], code: 'more_problems', params: { count: problems.length - MAX_PROBLEMS } }];
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

/**
 * Validates anything (parsed JSON, a decoded URL) into a ValidScenario, or lists what is wrong.
 * Each untrusted input (a link, a file, an embed message, a CLI argument) goes through it once,
 * where it enters; the validated value is what is passed on.
 */
export function parseScenario(input: unknown): ParseResult {
  if (!isRecord(input)) return { ok: false, problems: [{ path: [], code: 'not_object', params: { got: gotOf(input) } }] };
  const r = scenarioSchema.safeParse(upgradeScenario(input), { reportInput: true });
  if (r.success) return { ok: true, scenario: r.data as ValidScenario };
  return { ok: false, problems: capped(r.error.issues.map(problemOf)) };
}

/**
 * Checks an edited scenario by the rules that tie its fields together (α ≤ β, RED, the timeline,
 * the cost), for an edit of a valid scenario whose new values were each checked against their
 * own specs (see liveEdit.ts): the only other way to a ValidScenario than parseScenario.
 */
export function checkRules(edited: Scenario): ParseResult {
  const problems = scenarioRules(edited);
  return problems.length === 0 ? { ok: true, scenario: edited as ValidScenario } : { ok: false, problems: capped(problems) };
}

/**
 * A timed change checked on its own: its target, its key and its value against the parameter's
 * spec (a queue against the queue schema). The problems' paths are within the change.
 */
export function parseChange(input: unknown): { ok: true; change: ScenarioChange } | { ok: false; problems: ScenarioProblem[] } {
  const r = change.safeParse(input, { reportInput: true });
  return r.success ? { ok: true, change: r.data } : { ok: false, problems: capped(r.error.issues.map(problemOf)) };
}

/** Like parseScenario but throws a ScenarioError listing every problem. */
export function validateScenario(input: unknown): ValidScenario {
  const r = parseScenario(input);
  if (!r.ok) throw new ScenarioError(r.problems);
  return r.scenario;
}

export class ScenarioError extends Error {
  constructor(readonly problems: ScenarioProblem[]) {
    super(`invalid scenario:\n  ${problems.map(formatProblem).join('\n  ')}`);
    this.name = 'ScenarioError';
  }
}

/** End of the measurement window. */
export const measureTo = (s: Scenario): number => s.measure?.toSec ?? s.durationSec;
/** Start of the measurement window. */
export const measureFrom = (s: Scenario): number => s.measure?.fromSec ?? 0;
