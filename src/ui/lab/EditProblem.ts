// Why the lab model refused a live edit, a reset or a branch: a code with its values, worded in
// English by editProblemText (the embedding API, the console) and in the reader's language at the
// UI's edge (src/ui/i18n/editProblemMessage.ts).
import { describeRange, formatEditProblem, formatProblem } from '../../sim/scenario/formatProblem';
import { retimeProblemText, type RetimeProblem } from '../../sim/scenario/RetimeProblem';
import type { RangeParams, ScenarioProblem } from '../../sim/scenario/ScenarioProblem';

export type EditProblem =
  | { readonly code: 'not_loaded' }
  | { readonly code: 'flow_removed' }
  /** The run has ended; `then` is what the student can do instead. */
  | { readonly code: 'run_ended'; readonly then: 'reset_to_change' | 'reset_to_add_flows' | 'rewind_then_branch' }
  /** A reloaded run is being brought back to `untilSec`. */
  | { readonly code: 'catching_up'; readonly untilSec: number }
  | { readonly code: 'duration_out_of_range'; readonly range: RangeParams }
  /** The run is at `atSec`: it must last longer. */
  | { readonly code: 'duration_passed'; readonly atSec: number }
  /** A flow's start or stop that cannot move. */
  | { readonly code: 'retime'; readonly problem: RetimeProblem }
  /**
   * The scenario refuses the edit. With `editedKey` (the field edited), worded as an edit's
   * problems, without their path (formatEditProblem); without it, "path: what is wrong".
   */
  | { readonly code: 'scenario'; readonly problems: readonly ScenarioProblem[]; readonly editedKey?: string };

/** The problem in English. */
export function editProblemText(p: EditProblem): string {
  switch (p.code) {
    case 'not_loaded':
      return 'nothing is loaded';
    case 'flow_removed':
      return 'this flow was removed';
    case 'run_ended':
      return p.then === 'reset_to_change'
        ? 'the run has ended: reset to change the set-up'
        : p.then === 'reset_to_add_flows'
          ? 'the run has ended: reset to add flows to the set-up'
          : 'the run has ended: rewind on the timeline first, then branch';
    case 'catching_up':
      return `the run is being brought back to t = ${p.untilSec.toFixed(3)} s: change it once it is there`;
    case 'duration_out_of_range':
      return `the run length must be ${describeRange(p.range)}`;
    case 'duration_passed':
      return `the run is already at ${+p.atSec.toFixed(3)} s: it must last longer than that`;
    case 'retime':
      return retimeProblemText(p.problem);
    case 'scenario': {
      const key = p.editedKey;
      return p.problems.map((e) => (key !== undefined ? formatEditProblem(e, key) : formatProblem(e))).join('; ');
    }
  }
}
