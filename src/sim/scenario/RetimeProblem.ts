// Why a flow's start or stop cannot move now (retimeFlow): a code with its values, worded in
// English here (the CLI, the worker's errors) and in the reader's language by the UI.

export type RetimeProblem =
  | { readonly code: 'no_such_flow'; readonly flow: number }
  /** The start (or stop) has happened, at `atSec`: it cannot move. */
  | { readonly code: 'has_happened'; readonly which: 'start' | 'stop'; readonly atSec: number }
  /** A new start (or stop) cannot come before `earliestSec`, the next millisecond after `nowSec`. */
  | { readonly code: 'too_early'; readonly which: 'start' | 'stop'; readonly earliestSec: number; readonly nowSec: number };

/** The problem in English. */
export function retimeProblemText(p: RetimeProblem): string {
  switch (p.code) {
    case 'no_such_flow':
      return `there is no flow ${p.flow}`;
    case 'has_happened':
      return p.which === 'start'
        ? `it started at ${p.atSec} s: a start that has happened cannot move (reset to change it)`
        : `it stopped at ${p.atSec} s: a stop that has happened cannot move (reset to change it)`;
    case 'too_early':
      return `the ${p.which} must be ${p.earliestSec} s or later (the run is at ${p.nowSec.toFixed(3)} s)`;
  }
}
