// What a partial link or file leaves out or resets (src/share/DroppedItem.ts) in the reader's
// language: the UI's counterpart of droppedText, which stays the English for the CLI. Places and
// field names stay as the scenario writes them; a scenario problem inside is worded by problemMessage.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { droppedText, type DroppedItem } from '../../share/DroppedItem';
import { formatPath } from '../../sim/scenario/formatProblem';
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import { formatNumber } from './format';
import type { Locale } from './locales';
import { problemMessage } from './problemMessage';

function within(i18n: I18n, field: string, p: ScenarioProblem): string {
  return field ? `${field}: ${problemMessage(i18n, p)}` : problemMessage(i18n, p);
}

/** What was left out or reset, without its place. */
function droppedWords(i18n: I18n, d: DroppedItem): string {
  const n = (v: number) => formatNumber(i18n.locale as Locale, v, 12);
  switch (d.code) {
    case 'reset_default': {
      const p = d.params.problem;
      const why = d.params.same ? problemMessage(i18n, p) : `${formatPath(p.path)} ${problemMessage(i18n, p)}`;
      return t(i18n)`reset to its default (${why})`;
    }
    case 'flows_from': {
      const max = n(d.params.max);
      return t(i18n)`dropped with every later flow (at most ${max} entries)`;
    }
    case 'flow_unreadable':
      return t(i18n)`dropped (it could not be read)`;
    case 'flow_takes_unreadable':
      return t(i18n)`dropped (it takes values from an earlier flow that could not be read)`;
    case 'flow_invalid':
    case 'change_invalid': {
      const why = within(i18n, d.params.within, d.params.problem);
      return t(i18n)`dropped (${why})`;
    }
    case 'flow_over_limit': {
      const max = n(d.params.max);
      return t(i18n)`dropped (at most ${max} flows once counts are expanded)`;
    }
    case 'changes_not_list':
      return t(i18n)`dropped (must be a list of changes)`;
    case 'changes_from': {
      const max = n(d.params.max);
      return t(i18n)`dropped with every later change (at most ${max})`;
    }
    case 'change_flows_not_kept':
      return t(i18n)`dropped (the flows it names were not all kept)`;
    case 'timeline_unrepaired':
      return t(i18n)`dropped (the timeline could not be repaired)`;
    case 'fields_removed': {
      const names = d.params.names.map((x) => JSON.stringify(x)).join(', ');
      const more = d.params.more;
      const count = d.params.names.length + more;
      if (more > 0) return t(i18n)`removed unknown fields ${names} and ${more} more`;
      return count > 1 ? t(i18n)`removed unknown fields ${names}` : t(i18n)`removed unknown field ${names}`;
    }
    case 'link_cut':
      return t(i18n)`whatever came after the cut is missing`;
    case 'link_reset':
      return t(i18n)`reset to the defaults (it could not be read)`;
    case 'change_unreadable':
      return t(i18n)`dropped with every later change (it could not be read)`;
    case 'teacher_paused':
      return t(i18n)`starts paused at t = 0 instead`;
  }
}

/** The item as the lab lists it: "place: what happened". */
export function droppedMessage(i18n: I18n, d: DroppedItem): string {
  if (i18n.locale === 'en') return droppedText(d);
  return `${d.at}: ${droppedWords(i18n, d)}`;
}
