// One thing a partial link or file leaves out or resets, as data: where (a field as the scenario
// names it), a code and its values. droppedText is the English of the decoders' `dropped` and the
// command line; the lab words the same data in the reader's language (src/ui/i18n/droppedMessage.ts).
import { formatPath, problemText } from '../sim/scenario/formatProblem';
import type { ScenarioProblem } from '../sim/scenario/ScenarioProblem';

export type DroppedItem =
  /** A field reset to its default because of `problem` (about `at` itself, or about a field inside it). */
  | { at: string; code: 'reset_default'; params: { problem: ScenarioProblem; same: boolean } }
  | { at: string; code: 'flows_from'; params: { max: number } }
  | { at: string; code: 'flow_unreadable'; params: Record<string, never> }
  | { at: string; code: 'flow_takes_unreadable'; params: Record<string, never> }
  /** A flow or change dropped because of `problem`; `within` is the problem's field inside it ("" for the whole). */
  | { at: string; code: 'flow_invalid' | 'change_invalid'; params: { problem: ScenarioProblem; within: string } }
  | { at: string; code: 'flow_over_limit'; params: { max: number } }
  | { at: string; code: 'changes_not_list'; params: Record<string, never> }
  | { at: string; code: 'changes_from'; params: { max: number } }
  | { at: string; code: 'change_flows_not_kept'; params: Record<string, never> }
  | { at: string; code: 'timeline_unrepaired'; params: Record<string, never> }
  | { at: string; code: 'fields_removed'; params: { names: string[]; more: number } }
  | { at: string; code: 'link_cut'; params: Record<string, never> }
  | { at: string; code: 'link_reset'; params: Record<string, never> }
  | { at: string; code: 'change_unreadable'; params: Record<string, never> }
  | { at: string; code: 'teacher_paused'; params: Record<string, never> };

/** "within: problem" for a problem inside a flow or change, or the problem alone. */
const withIn = (within: string, p: ScenarioProblem) => (within ? `${within}: ${problemText(p)}` : problemText(p));

/** What was left out or reset, in English, without its place. */
export function droppedWords(d: DroppedItem): string {
  switch (d.code) {
    case 'reset_default': {
      const p = d.params.problem;
      return `reset to its default (${d.params.same ? problemText(p) : `${formatPath(p.path)} ${problemText(p)}`})`;
    }
    case 'flows_from':
      return `dropped with every later flow (at most ${d.params.max} entries)`;
    case 'flow_unreadable':
      return 'dropped (it could not be read)';
    case 'flow_takes_unreadable':
      return 'dropped (it takes values from an earlier flow that could not be read)';
    case 'flow_invalid':
    case 'change_invalid':
      return `dropped (${withIn(d.params.within, d.params.problem)})`;
    case 'flow_over_limit':
      return `dropped (at most ${d.params.max} flows once counts are expanded)`;
    case 'changes_not_list':
      return 'dropped (must be a list of changes)';
    case 'changes_from':
      return `dropped with every later change (at most ${d.params.max})`;
    case 'change_flows_not_kept':
      return 'dropped (the flows it names were not all kept)';
    case 'timeline_unrepaired':
      return 'dropped (the timeline could not be repaired)';
    case 'fields_removed': {
      const { names, more } = d.params;
      return `removed unknown field${names.length + more > 1 ? 's' : ''} ${names.map((n) => JSON.stringify(n)).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    }
    case 'link_cut':
      return 'whatever came after the cut is missing';
    case 'link_reset':
      return 'reset to the defaults (it could not be read)';
    case 'change_unreadable':
      return 'dropped with every later change (it could not be read)';
    case 'teacher_paused':
      return 'starts paused at t = 0 instead';
  }
}

/** "at: what", as the decoders' `dropped` gives it. */
export function droppedText(d: DroppedItem): string {
  return `${d.at}: ${droppedWords(d)}`;
}
