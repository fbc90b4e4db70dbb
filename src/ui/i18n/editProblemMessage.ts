// Why a live edit, a reset or a branch was refused, in the reader's language: the UI's counterpart
// of editProblemText (src/ui/lab/EditProblem.ts, the English of the embedding API and the console).
// Scenario problems go through problemMessage.ts; the fields they name stay as the scenario writes them.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { RetimeProblem } from '../../sim/scenario/RetimeProblem';
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import { editProblemText, type EditProblem } from '../lab/EditProblem';
import { formatFixed, formatNumber } from './format';
import type { Locale } from './locales';
import { formatProblemMessage, problemMessage, rangeMessage } from './problemMessage';

/** `p` in `i18n`'s language (English is editProblemText's own). */
export function editProblemMessage(i18n: I18n, p: EditProblem): string {
  return i18n.locale === 'en' ? editProblemText(p) : editProblemWords(i18n, p);
}

/** The catalogue's wording of `p` (in English, editProblemText's, as a test checks). */
export function editProblemWords(i18n: I18n, p: EditProblem): string {
  const locale = i18n.locale as Locale;
  switch (p.code) {
    case 'not_loaded':
      return t(i18n)`nothing is loaded`;
    case 'flow_removed':
      return t(i18n)`this flow was removed`;
    case 'run_ended':
      return p.then === 'reset_to_change'
        ? t(i18n)`the run has ended: reset to change the set-up`
        : p.then === 'reset_to_add_flows'
          ? t(i18n)`the run has ended: reset to add flows to the set-up`
          : t(i18n)`the run has ended: rewind on the timeline first, then branch`;
    case 'catching_up': {
      const until = formatFixed(locale, p.untilSec, 3);
      return t(i18n)`the run is being brought back to t = ${until} s: change it once it is there`;
    }
    case 'duration_out_of_range': {
      const range = rangeMessage(i18n, p.range);
      return t(i18n)`the run length must be ${range}`;
    }
    case 'duration_passed': {
      const at = formatNumber(locale, +p.atSec.toFixed(3), 12);
      return t(i18n)`the run is already at ${at} s: it must last longer than that`;
    }
    case 'retime':
      return retimeMessage(i18n, p.problem);
    case 'scenario': {
      const key = p.editedKey;
      return p.problems.map((e) => (key !== undefined ? editedMessage(i18n, e, key) : formatProblemMessage(i18n, e))).join('; ');
    }
  }
}

function retimeMessage(i18n: I18n, p: RetimeProblem): string {
  const locale = i18n.locale as Locale;
  const num = (v: number) => formatNumber(locale, v, 12);
  switch (p.code) {
    case 'no_such_flow': {
      const flow = p.flow;
      return t(i18n)`there is no flow ${flow}`;
    }
    case 'has_happened': {
      const at = num(p.atSec);
      return p.which === 'start'
        ? t(i18n)`it started at ${at} s: a start that has happened cannot move (reset to change it)`
        : t(i18n)`it stopped at ${at} s: a stop that has happened cannot move (reset to change it)`;
    }
    case 'too_early': {
      const earliest = num(p.earliestSec);
      const now = formatFixed(locale, p.nowSec, 3);
      return p.which === 'start'
        ? t(i18n)`the start must be ${earliest} s or later (the run is at ${now} s)`
        : t(i18n)`the stop must be ${earliest} s or later (the run is at ${now} s)`;
    }
  }
}

/**
 * A problem with a live edit of `key` (formatEditProblem's counterpart): without its field path,
 * naming the field when it is another one than the one edited ("beta must be at least alpha (5)").
 */
function editedMessage(i18n: I18n, p: ScenarioProblem, key: string): string {
  const field = [...p.path].reverse().find((x): x is string => typeof x === 'string');
  const named = field !== undefined && field !== key && !['value', 'changes', 'flows'].includes(field);
  const what = problemMessage(i18n, p);
  return named ? `${field} ${what}` : what;
}
