// The English for a scenario problem: "flows[2].access.delaySec: must be a number from 0 to 10 s
// (got -1)". The one place problems become text; everything else reads their path and code.
import type { Comparison, CostLimit, FieldPath, Got, ScenarioProblem } from './ScenarioProblem';

/** A number as messages write it: short, exact for whole numbers, exponent for tiny ones. */
export const formatNumber = (v: number): string => (Number.isInteger(v) || Math.abs(v) >= 1e-3 ? String(+v.toPrecision(12)) : v.toExponential());

const fmtCount = (n: number): string => (n < 1e6 ? String(Math.round(n)) : n.toExponential(1));

/** A field path as messages write it: "flows[2].access.delaySec"; "(scenario)" for the whole. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out || '(scenario)';
}

/** A quoted value: 5, "reno", null, a list, an object. */
export function formatGot(g: Got): string {
  if (typeof g === 'number') return Number.isNaN(g) ? 'NaN' : formatNumber(g);
  if (typeof g === 'string') return JSON.stringify(g);
  if (typeof g === 'boolean') return 'boolean';
  if (g === null) return 'null';
  return g.kind === 'list' ? 'a list' : g.kind === 'object' ? 'an object' : g.kind === 'undefined' ? 'undefined' : 'something else';
}

/** Human-readable range of a parameter, e.g. "a whole number from 1 to 100000 packets". */
export function describeRange(s: { min: number; max: number; unit: string; integer?: boolean; minExclusive?: boolean }): string {
  const kind = s.integer ? 'a whole number' : 'a number';
  const lower = s.minExclusive ? `greater than ${formatNumber(s.min)}` : `from ${formatNumber(s.min)}`;
  const unit = s.unit ? ` ${s.unit}` : '';
  return `${kind} ${lower} ${s.minExclusive ? 'up ' : ''}to ${formatNumber(s.max)}${unit}`;
}

const COST_LIMIT: Record<CostLimit, string> = {
  sending_rate: 'its sending rate',
  access_link: 'its access link',
  receiver_window: 'its receiver window per round trip',
  shared_link: 'the link it shares',
  transfer_size: 'its transfer size',
  no_flows: 'there are no flows',
};

/** Quoted names as a list: '"a" or "b"', '"a", "b" or "c"'. */
function alternatives(names: readonly string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function compared(verb: string, c: Comparison): string {
  return `${c.subject ? `${c.subject} ` : ''}${verb} ${formatPath(c.other)} (${formatNumber(c.value)})${c.atThatTime ? ' at that time' : ''}`;
}

/** What is wrong, without the field it is about: "must be a whole number from 1 to 100 (got 0)". */
export function problemText(p: ScenarioProblem): string {
  switch (p.code) {
    case 'not_object':
      return `must be a JSON object (got ${formatGot(p.params.got)})`;
    case 'required':
      return 'is required';
    case 'wrong_type':
      return `must be ${p.params.expected === 'object' ? 'an object' : `a ${p.params.expected}`} (got ${formatGot(p.params.got)})`;
    case 'not_one_of':
      return `must be ${p.params.values.map((v) => JSON.stringify(v)).join(' or ')} (got ${formatGot(p.params.got)})`;
    case 'unknown_fields':
      return `unknown field${p.params.keys.length > 1 ? 's' : ''} ${p.params.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'out_of_range':
      return `must be ${describeRange(p.params)} (got ${formatGot(p.params.got)})`;
    case 'not_boolean':
      return `must be true or false (got ${formatGot(p.params.got)})`;
    case 'not_string':
      return 'must be a string';
    case 'too_long':
      return `must be at most ${p.params.maxChars} characters`;
    case 'queue_not_object':
      return `must be an object with kind ${alternatives(p.params.kinds)}`;
    case 'queue_kind':
      return `must be ${alternatives(p.params.kinds)} (got ${formatGot(p.params.got)})`;
    case 'range_pair':
      return `must be a pair [from, to] of ${describeRange(p.params)}`;
    case 'range_order':
      return 'the first value of the range must not exceed the second';
    case 'spread_mode':
      return 'must be "even" or "random"';
    case 'flow_variant':
      return `must be one of ${p.params.variants.join(', ')} (got ${formatGot(p.params.got)})`;
    case 'flow_not_object':
      return `must be an object describing a flow (got ${formatGot(p.params.got)})`;
    case 'version':
      return `must be ${p.params.version} (or 1, read as it always ran), the scenario formats this app reads (got ${formatGot(p.params.got)})`;
    case 'profile':
      return `must be ${p.params.profiles.map((x) => `"${x}"`).join(' or ')} (got ${formatGot(p.params.got)})`;
    case 'not_list':
      return `must be a list of ${p.params.of}`;
    case 'too_many':
      return `must have at most ${p.params.max} ${p.params.of}`;
    case 'no_flows':
      return 'must contain at least one flow';
    case 'must_exceed':
      return compared('must be greater than', p.params);
    case 'must_not_exceed':
      return compared('must not exceed', p.params);
    case 'must_be_less':
      return compared('must be less than', p.params);
    case 'must_be_at_least':
      return compared('must be at least', p.params);
    case 'must_be_after':
      return compared('must be after', p.params);
    case 'ns2_ecn':
      return "must be off in the ns2 profile: ns-2.35's agents run here without ECN (use the standard profile for ECN)";
    case 'ns2_sack':
      return 'must be off in the ns2 profile: ns-2.35 runs its TCP agents without SACK (use the standard profile for SACK)';
    case 'path_past_end':
      return `must be at most ${p.params.lastRouter}: the network has routers R1 to R${p.params.lastRouter}`;
    case 'too_many_flows':
      return `describe ${p.params.total} flows once counts are expanded; the limit is ${p.params.max}`;
    case 'too_costly': {
      const c = p.params;
      const head = `the run would take about ${fmtCount(c.events)} engine events to simulate; the limit is ${c.maxEvents.toExponential(0)}: `;
      const lower = `(lower ${formatPath(c.lower)}, the number of flows or durationSec)`;
      if (c.limitedBy === 'no_flows') return `${head}${COST_LIMIT.no_flows} ${lower}`;
      const who = c.copies > 1 ? `the ${c.copies} copies of flows[${c.flow}]` : `flows[${c.flow}]`;
      return `${head}most come from ${who} (about ${fmtCount(c.flowEvents)}), whose rate is set by ${COST_LIMIT[c.limitedBy]} ${lower}`;
    }
    case 'change_target':
      return 'a change names either a flow (flow: index) or a bottleneck link (link: 0 for R1→R2)';
    case 'change_key':
      return `must be one of ${p.params.keys.join(', ')} for a ${p.params.target} (got ${formatGot(p.params.got)})`;
    case 'change_order':
      return `must not be earlier than the change before it (${formatNumber(p.params.previousSec)} s): changes are listed in time order`;
    case 'change_after_end':
      return `must be within the run (durationSec ${formatNumber(p.params.durationSec)})`;
    case 'no_such_flow':
      return `there is no flow ${p.params.flow}: the scenario has ${p.params.flows} (numbered from 0, copies included)`;
    case 'no_such_link':
      return `there is no link ${p.params.link}: the network has ${p.params.links} (0 is R1→R2)`;
    case 'cbr_has_no_knob':
      return `flow ${p.params.flow} is a CBR source: it has no ${p.params.key}`;
    case 'variant_has_no_knob':
      return `flow ${p.params.flow} is ${p.params.variant}, which has no ${p.params.key} (it has ${p.params.keys.join(', ')})`;
    case 'more_problems':
      return `… and ${p.params.count} more problems`;
  }
}

/** The problem as the CLI and the lab show it: "field: what is wrong". */
export function formatProblem(p: ScenarioProblem): string {
  return p.code === 'more_problems' ? problemText(p) : `${formatPath(p.path)}: ${problemText(p)}`;
}

/**
 * A problem with a live edit of `key`, without its field path ("must be …"), naming the field
 * when it is another one than the one edited ("beta must be at least alpha (5)").
 */
export function formatEditProblem(p: ScenarioProblem, key: string): string {
  const field = [...p.path].reverse().find((x): x is string => typeof x === 'string');
  const named = field !== undefined && field !== key && !['value', 'changes', 'flows'].includes(field);
  return named ? `${field} ${problemText(p)}` : problemText(p);
}

export type { FieldPath };
