// What a lab notice says, as data: a code with its values, worded by noticeText.ts in the reader's
// language (and in English for the notice's `text`).
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';

/** What a notice says, as data. */
export type NoticeMessage =
  /** Written by the UI, already in the reader's language. */
  | { code: 'ui'; text: string }
  /** A reset's scenario did not validate: the current run is kept. */
  | { code: 'reset_failed'; problems: readonly ScenarioProblem[] }
  /** Stopping or removing a flow waits while the run is brought back after a crash. */
  | { code: 'busy'; action: 'stop' | 'remove'; untilSec: number }
  /** The engine stopped (`detail`: its error, as it reported it) and was restarted from the scenario, back at `restoredToSec` (0: from the start). */
  | { code: 'crash_restored'; detail: string; restoredToSec: number }
  /** The engine stopped with nothing loaded. */
  | { code: 'crash_unloaded'; detail: string }
  /** The engine stopped and the scenario could not be loaded again. */
  | { code: 'crash_reload_failed'; detail: string; problems: readonly ScenarioProblem[] }
  /** An edit at `atSec` started a branch, leaving out `count` changes recorded for later (the first few at `timesSec`). */
  | { code: 'branch_leaves_out'; atSec: number; count: number; timesSec: readonly number[] }
  /** The engine refused a command; `detail` is its own account (the UI checks commands first, so this is rare). */
  | { code: 'engine_refused'; detail: string };
