// What is wrong with a scenario, as data: the field it is about, a code, and the numbers and names
// the explanation needs. Validation makes these; formatProblem.ts turns them into English at the
// edge (the CLI, the lab's notices), and code that reacts to a problem reads its path and code.

/** A path to a scenario field: ['flows', 2, 'access', 'delaySec']; [] is the scenario itself. */
export type FieldPath = (string | number)[];

/**
 * A value a problem quotes ("got …"): numbers, booleans, null and short strings as they were
 * (strings cut at 40 characters), anything else by its kind.
 */
export type Got = number | string | boolean | null | { kind: 'list' | 'object' | 'undefined' | 'other' };

/** A numeric parameter's allowed values (the part of a ParamSpec a message names). */
export interface RangeParams {
  min: number;
  max: number;
  unit: string;
  integer: boolean;
  minExclusive: boolean;
}

/** The parameters each problem code carries. */
export interface ProblemParams {
  /** The scenario is not a JSON object. */
  not_object: { got: Got };
  /** A field that must be there is missing. */
  required: Record<string, never>;
  /** A field has the wrong JSON type (`expected`: 'object', 'string', 'array', …). */
  wrong_type: { expected: string; got: Got };
  /** A field must be one of a few literal values. */
  not_one_of: { values: (string | number | boolean | null)[]; got: Got };
  /** Fields the schema does not know (names cut at 40 characters). */
  unknown_fields: { keys: string[] };
  /** A number outside its parameter's range. */
  out_of_range: RangeParams & { got: Got };
  not_boolean: { got: Got };
  not_string: Record<string, never>;
  too_long: { maxChars: number };
  /** A queue that is not an object, or of no discipline there is (`kinds`: those there are). */
  queue_not_object: { kinds: string[] };
  queue_kind: { kinds: string[]; got: Got };
  /** A [from, to] pair (a spread's range) that is not a pair. */
  range_pair: RangeParams;
  range_order: Record<string, never>;
  spread_mode: Record<string, never>;
  flow_variant: { variants: string[]; got: Got };
  flow_not_object: { got: Got };
  /** The scenario's format version. */
  version: { version: number; got: Got };
  profile: { profiles: string[]; got: Got };
  /** A list that is not one; `of` says of what. */
  not_list: { of: 'links' | 'flows' | 'changes' };
  /** A list longer than allowed; `of` names its entries. */
  too_many: { max: number; of: 'links' | 'entries' | 'changes' };
  no_flows: Record<string, never>;
  /**
   * A field compared with another (`other`, a path; `value`, its value): RED maxTh with minTh, the
   * measurement window with the run, Vegas β with α. `subject` names the field at fault when the
   * path does not end with it (a timed change's value); `atThatTime`: a timed change caused it.
   */
  must_exceed: Comparison;
  must_not_exceed: Comparison;
  must_be_less: Comparison;
  must_be_at_least: Comparison;
  must_be_after: Comparison;
  ns2_sack: Record<string, never>;
  /** ECN asked for in the ns2 profile. */
  ns2_ecn: Record<string, never>;
  /** A flow's path ends past the last router. */
  path_past_end: { lastRouter: number };
  /** More flows than LIMITS.maxFlows once counts are expanded. */
  too_many_flows: { total: number; max: number };
  /**
   * The run would take more engine events than the limit. `flow` (and its `copies`) is where most
   * come from (`flowEvents` of them); `limitedBy` is what sets its rate; `lower` the field to lower.
   */
  too_costly: { events: number; maxEvents: number; flow: number; copies: number; flowEvents: number; limitedBy: CostLimit; lower: FieldPath };
  /** A change naming neither or both of a flow and a link. */
  change_target: Record<string, never>;
  change_key: { keys: string[]; target: 'flow' | 'link'; got: Got };
  change_order: { previousSec: number };
  change_after_end: { durationSec: number };
  no_such_flow: { flow: number; flows: number };
  no_such_link: { link: number; links: number };
  cbr_has_no_knob: { flow: number; key: string };
  variant_has_no_knob: { flow: number; variant: string; key: string; keys: string[] };
  /** Problems past the first ones reported (the path is the scenario's). */
  more_problems: { count: number };
}

export interface Comparison {
  other: FieldPath;
  value: number;
  subject?: string;
  atThatTime?: boolean;
}

/** The codes that compare a field with another. */
export type ComparisonCode = 'must_exceed' | 'must_not_exceed' | 'must_be_less' | 'must_be_at_least' | 'must_be_after';

/**
 * Where a variant's knobs break its rule (Vegas: α ≤ β): the knob at fault, how it compares with
 * the other knob, and that knob's value ("beta must be at least alpha (5)").
 */
export interface KnobRuleBreak<K extends string = string> {
  key: K;
  code: ComparisonCode;
  other: string;
  value: number;
}

/** What sets the rate of the flow that dominates a run's cost (scenario/cost.ts). */
export type CostLimit = 'sending_rate' | 'access_link' | 'receiver_window' | 'shared_link' | 'transfer_size' | 'no_flows';

export type ProblemCode = keyof ProblemParams;

/** One problem: the field, the code, and (when the code has any) its parameters. */
export type ScenarioProblem = {
  [C in ProblemCode]: ProblemParams[C] extends Record<string, never> ? { path: FieldPath; code: C; params?: undefined } : { path: FieldPath; code: C; params: ProblemParams[C] };
}[ProblemCode];

/** A problem without its path: what a check of one field reports before it knows where the field is. */
export type FieldProblem = ScenarioProblem extends infer P ? (P extends ScenarioProblem ? Omit<P, 'path'> : never) : never;

/** `p` placed at `path`. */
export const at = (path: FieldPath, p: FieldProblem): ScenarioProblem => ({ path, ...p }) as ScenarioProblem;

/** A value as a problem quotes it. */
export function gotOf(v: unknown): Got {
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return v;
  if (typeof v === 'string') return v.length > 40 ? `${v.slice(0, 40)}…` : v;
  if (Array.isArray(v)) return { kind: 'list' };
  if (v === undefined) return { kind: 'undefined' };
  return { kind: typeof v === 'object' ? 'object' : 'other' };
}

/**
 * The field a cross-field problem compares its own with, when that field sits beside it (RED
 * maxThPackets with minThPackets): the other field a repair may reset instead.
 */
export function otherField(p: ScenarioProblem): FieldPath | undefined {
  switch (p.code) {
    case 'must_exceed':
    case 'must_not_exceed':
    case 'must_be_less':
    case 'must_be_at_least':
    case 'must_be_after':
      return p.params.other;
    default:
      return undefined;
  }
}
