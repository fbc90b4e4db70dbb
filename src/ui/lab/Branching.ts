// Branches: the run so far kept as the original (drawn faintly, compared, one press away) while
// edits from a moment on make an alternative future; and when an edit must start one.
import { timelineUntil } from '../../sim/scenario/timeline';
import type { Scenario, ScenarioChange } from '../../sim/scenario/Scenario';
import type { FlowInfo, PlayedRun } from '../../worker/protocol';
import type { TraceStore } from './TraceStore';
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import type { NoticeMessage } from './NoticeList';
import type { EditProblem } from './EditProblem';

/** A run the user branched from: drawn faintly under the branch, and compared with it. */
export interface OriginalRun {
  /** The scenario as the original run had it (its whole timeline): its link. */
  scenario: Scenario;
  /** The run itself, when flows were removed from it (what going back to it loads). */
  played: PlayedRun | null;
  /** Its trace, up to `endSec`. */
  store: TraceStore;
  /** How far the original run had got. */
  endSec: number;
  flows: FlowInfo[];
}

export interface Branch {
  /** The moment the branch leaves the original. */
  atSec: number;
  original: OriginalRun;
}

/** What branching reads and moves of the lab: the run as recorded and how far it got. */
export interface BranchedLab {
  readonly scenario: Scenario | null;
  readonly played: PlayedRun | null;
  readonly store: TraceStore;
  readonly flows: FlowInfo[];
  readonly flowIndex: (number | null)[];
  furthestSec: number;
  recorded: TraceStore | null;
}

/** What branching does to the lab. */
export interface BranchActions {
  engineSec(): number;
  catchingUp(): EditProblem | null;
  changesAhead(): ScenarioChange[];
  pause(): void;
  adopt(scenario: Scenario, flowIndex: (number | null)[], emit?: boolean): void;
  /** Seeks the engine to `toSec`, with `branch` cutting its future there. */
  seek(toSec: number, branch: boolean): Promise<number>;
  resend(scenario: Scenario, runToSec?: number, play?: boolean, played?: PlayedRun | null): ScenarioProblem[];
  notify(kind: 'error' | 'info', message: NoticeMessage): void;
  emit(): void;
}

export class Branching {
  /** The run branched from, while exploring an alternative future; else null. */
  branch: Branch | null = null;

  constructor(
    private readonly lab: BranchedLab,
    private readonly act: BranchActions,
  ) {}

  /** See LabModel.branchHere. */
  branchHere(): EditProblem | null {
    const s = this.lab.scenario;
    if (!s) return { code: 'not_loaded' };
    const busy = this.act.catchingUp();
    if (busy) return busy;
    const t = this.act.engineSec();
    if (t >= s.durationSec) return { code: 'run_ended', then: 'rewind_then_branch' };
    // Branching a branch replaces its original with the branch as it ran (one level, as shown).
    const original: OriginalRun = {
      scenario: s,
      played: this.lab.played,
      store: this.lab.recorded ?? this.lab.store.clone(),
      endSec: this.lab.furthestSec,
      flows: this.lab.flows,
    };
    this.act.pause();
    this.branch = { atSec: t, original };
    // The timeline shown from now on is the branch's: its future starts empty.
    this.lab.furthestSec = t;
    this.lab.recorded = null;
    this.act.adopt(timelineUntil(s, t), this.lab.flowIndex, false);
    void this.act.seek(t, true).catch(() => {});
    this.act.emit();
    return null;
  }

  /** See LabModel.endBranch. */
  endBranch(keep: 'branch' | 'original'): void {
    const b = this.branch;
    if (!b) return;
    this.branch = null;
    if (keep === 'original') this.act.resend(b.original.scenario, b.original.endSec, false, b.original.played);
    this.act.emit();
  }

  /**
   * An edit made while the views show an earlier moment than the run has reached, or while the run
   * replays changes recorded for later, starts a branch there: the recorded future becomes the
   * original (drawn faintly, one press away), the edit opens the alternative future. A timeline
   * takes its changes in time order, so an edit cannot go before the recorded ones; queued after
   * them it would take effect at a moment the user did not choose.
   */
  branchForEdit(): void {
    if (!this.lab.scenario) return;
    const ahead = this.act.changesAhead();
    const t = this.act.engineSec();
    if (t >= this.lab.furthestSec - 1e-9 && ahead.length === 0) return;
    if (this.branchHere() !== null || ahead.length === 0) return;
    this.act.notify('info', { code: 'branch_leaves_out', atSec: t, count: ahead.length, timesSec: ahead.slice(0, 3).map((c) => c.atSec) });
  }
}
