// A scenario problem in the reader's language: the counterpart, at the UI's edge, of
// src/sim/scenario/formatProblem.ts (which stays the English, for the CLI and the files). Field
// paths ("flows[2].access.delaySec") and quoted values stay as the scenario writes them: they name
// JSON fields, in every language. English is formatProblem's own text, word for word.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatGot, formatNumber as formatPlain, formatPath, formatProblem, problemText } from '../../sim/scenario/formatProblem';
import type { Comparison, Got, RangeParams, ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import { formatNumber } from './format';
import { unitText } from './specText';
import type { Locale } from './locales';

function got(i18n: I18n, g: Got): string {
  if (typeof g === 'number' || typeof g === 'string' || g === null) return formatGot(g);
  if (typeof g === 'boolean') return t(i18n)`a true/false value`;
  return g.kind === 'list' ? t(i18n)`a list` : g.kind === 'object' ? t(i18n)`an object` : g.kind === 'undefined' ? 'undefined' : t(i18n)`something else`;
}

function num(i18n: I18n, v: number): string {
  return Number.isInteger(v) || Math.abs(v) >= 1e-3 ? formatNumber(i18n.locale as Locale, v, 12) : formatPlain(v);
}

/** A range of allowed values ("a number from 1 to 10 s"). */
export function rangeMessage(i18n: I18n, r: RangeParams): string {
  const min = num(i18n, r.min);
  const max = num(i18n, r.max);
  const unit = unitText(i18n, r.unit);
  if (r.minExclusive) return r.integer ? t(i18n)`a whole number greater than ${min} up to ${max} ${unit}` : t(i18n)`a number greater than ${min} up to ${max} ${unit}`;
  return r.integer ? t(i18n)`a whole number from ${min} to ${max} ${unit}` : t(i18n)`a number from ${min} to ${max} ${unit}`;
}

const list = (names: readonly (string | number | boolean | null)[]): string => names.map((n) => JSON.stringify(n)).join(' | ');

function compared(i18n: I18n, code: 'must_exceed' | 'must_not_exceed' | 'must_be_less' | 'must_be_at_least' | 'must_be_after', c: Comparison): string {
  const other = formatPath(c.other);
  const value = num(i18n, c.value);
  const subject = c.subject ?? '';
  let text: string;
  switch (code) {
    case 'must_exceed':
      text = t(i18n)`${subject} must be greater than ${other} (${value})`;
      break;
    case 'must_not_exceed':
      text = t(i18n)`${subject} must not exceed ${other} (${value})`;
      break;
    case 'must_be_less':
      text = t(i18n)`${subject} must be less than ${other} (${value})`;
      break;
    case 'must_be_at_least':
      text = t(i18n)`${subject} must be at least ${other} (${value})`;
      break;
    case 'must_be_after':
      text = t(i18n)`${subject} must be after ${other} (${value})`;
      break;
  }
  text = text.trim();
  return c.atThatTime ? t(i18n)`${text} at that time` : text;
}

/** What is wrong, without the field it is about. */
export function problemMessage(i18n: I18n, p: ScenarioProblem): string {
  if (i18n.locale === 'en') return problemText(p);
  switch (p.code) {
    case 'not_object':
      return t(i18n)`must be a JSON object (got ${got(i18n, p.params.got)})`;
    case 'required':
      return t(i18n)`is required`;
    case 'wrong_type': {
      const expected = p.params.expected;
      return t(i18n)`must be of JSON type ${expected} (got ${got(i18n, p.params.got)})`;
    }
    case 'not_one_of':
      return t(i18n)`must be one of ${list(p.params.values)} (got ${got(i18n, p.params.got)})`;
    case 'unknown_fields': {
      const keys = p.params.keys.map((k) => `"${k}"`).join(', ');
      return t(i18n)`unknown fields: ${keys}`;
    }
    case 'out_of_range':
      return t(i18n)`must be ${rangeMessage(i18n, p.params)} (got ${got(i18n, p.params.got)})`;
    case 'not_boolean':
      return t(i18n)`must be true or false (got ${got(i18n, p.params.got)})`;
    case 'not_string':
      return t(i18n)`must be a string`;
    case 'too_long': {
      const max = num(i18n, p.params.maxChars);
      return t(i18n)`must be at most ${max} characters`;
    }
    case 'queue_not_object':
      return t(i18n)`must be an object with kind one of ${list(p.params.kinds)}`;
    case 'queue_kind':
      return t(i18n)`must be one of ${list(p.params.kinds)} (got ${got(i18n, p.params.got)})`;
    case 'range_pair':
      return t(i18n)`must be a pair [from, to] of ${rangeMessage(i18n, p.params)}`;
    case 'range_order':
      return t(i18n)`the first value of the range must not exceed the second`;
    case 'spread_mode':
      return t(i18n)`must be "even" or "random"`;
    case 'flow_variant':
      return t(i18n)`must be one of ${list(p.params.variants)} (got ${got(i18n, p.params.got)})`;
    case 'flow_not_object':
      return t(i18n)`must be an object describing a flow (got ${got(i18n, p.params.got)})`;
    case 'version': {
      const version = p.params.version;
      return t(i18n)`must be ${version} (or 1, read as it always ran), the scenario formats this app reads (got ${got(i18n, p.params.got)})`;
    }
    case 'profile':
      return t(i18n)`must be one of ${list(p.params.profiles)} (got ${got(i18n, p.params.got)})`;
    case 'not_list':
      return p.params.of === 'links' ? t(i18n)`must be a list of links` : p.params.of === 'flows' ? t(i18n)`must be a list of flows` : t(i18n)`must be a list of changes`;
    case 'too_many': {
      const max = num(i18n, p.params.max);
      return p.params.of === 'links' ? t(i18n)`must have at most ${max} links` : p.params.of === 'entries' ? t(i18n)`must have at most ${max} entries` : t(i18n)`must have at most ${max} changes`;
    }
    case 'no_flows':
      return t(i18n)`must contain at least one flow`;
    case 'must_exceed':
    case 'must_not_exceed':
    case 'must_be_less':
    case 'must_be_at_least':
    case 'must_be_after':
      return compared(i18n, p.code, p.params);
    case 'ns2_ecn':
      return t(i18n)`must be off in the ns2 profile: ns-2.35's agents run here without ECN (use the standard profile for ECN)`;
    case 'ns2_sack':
      return t(i18n)`must be off in the ns2 profile: ns-2.35 runs its TCP agents without SACK (use the standard profile for SACK)`;
    case 'path_past_end': {
      const last = p.params.lastRouter;
      return t(i18n)`must be at most ${last}: the network has routers R1 to R${last}`;
    }
    case 'too_many_flows': {
      const total = num(i18n, p.params.total);
      const max = num(i18n, p.params.max);
      return t(i18n)`describe ${total} flows once counts are expanded; the limit is ${max}`;
    }
    case 'too_costly': {
      const events = num(i18n, Math.round(p.params.events));
      const limit = p.params.maxEvents.toExponential(0);
      const lower = formatPath(p.params.lower);
      return t(i18n)`the run would take about ${events} engine events to simulate; the limit is ${limit} (lower ${lower}, the number of flows or durationSec)`;
    }
    case 'change_target':
      return t(i18n)`a change names either a flow (flow: index) or a bottleneck link (link: 0 for R1→R2)`;
    case 'change_key': {
      const keys = p.params.keys.join(', ');
      return p.params.target === 'flow'
        ? t(i18n)`must be one of ${keys} for a flow (got ${got(i18n, p.params.got)})`
        : t(i18n)`must be one of ${keys} for a link (got ${got(i18n, p.params.got)})`;
    }
    case 'change_order': {
      const previous = num(i18n, p.params.previousSec);
      return t(i18n)`must not be earlier than the change before it (${previous} s): changes are listed in time order`;
    }
    case 'change_after_end': {
      const duration = num(i18n, p.params.durationSec);
      return t(i18n)`must be within the run (durationSec ${duration})`;
    }
    case 'no_such_flow': {
      const { flow, flows } = p.params;
      return t(i18n)`there is no flow ${flow}: the scenario has ${flows} (numbered from 0, copies included)`;
    }
    case 'no_such_link': {
      const { link, links } = p.params;
      return t(i18n)`there is no link ${link}: the network has ${links} (0 is R1→R2)`;
    }
    case 'cbr_has_no_knob': {
      const { flow, key } = p.params;
      return t(i18n)`flow ${flow} is a CBR source: it has no ${key}`;
    }
    case 'variant_has_no_knob': {
      const { flow, variant, key } = p.params;
      const keys = p.params.keys.join(', ');
      return t(i18n)`flow ${flow} is ${variant}, which has no ${key} (it has ${keys})`;
    }
    case 'more_problems': {
      const count = p.params.count;
      return t(i18n)`… and ${count} more problems`;
    }
  }
}

/** The problem as the lab shows it: "field: what is wrong" (formatProblem's counterpart). */
export function formatProblemMessage(i18n: I18n, p: ScenarioProblem): string {
  if (i18n.locale === 'en') return formatProblem(p);
  return p.code === 'more_problems' ? problemMessage(i18n, p) : `${formatPath(p.path)}: ${problemMessage(i18n, p)}`;
}
