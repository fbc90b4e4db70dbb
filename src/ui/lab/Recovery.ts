// Crash recovery: a stopped engine is restarted from the scenario as shaped (its removals made
// again) and brought back to where the run was; no edit is taken while it is on its way there.
import type { Scenario } from '../../sim/scenario/Scenario';
import type { PlayedRun } from '../../worker/protocol';
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import type { NoticeMessage } from './NoticeList';
import type { EditProblem } from './EditProblem';

/** What recovery reads of the lab. */
export interface RecoveredLab {
  readonly scenario: Scenario | null;
  readonly played: PlayedRun | null;
  readonly status: { readonly timeSec: number; readonly running: boolean };
}

/** What recovery does to the lab. */
export interface RecoveryActions {
  /** The engine stopped: seeks under way fail with `why`. */
  abandonSeeks(why: Error): void;
  resend(scenario: Scenario, runToSec?: number, play?: boolean, played?: PlayedRun | null): ScenarioProblem[];
  notify(kind: 'error' | 'info', message: NoticeMessage): void;
}

export class Recovery {
  /**
   * The time a reloaded run is being brought back to (after a crash, or back to a branch's
   * original; a second crash on the way keeps it); 0 when none.
   */
  private recoveringToSec = 0;

  constructor(
    private readonly lab: RecoveredLab,
    private readonly act: RecoveryActions,
  ) {}

  /** A scenario is sent to the engine, to be run to `runToSec` (none: from the start). */
  loading(runToSec: number | undefined, durationSec: number): void {
    this.recoveringToSec = runToSec && runToSec > 0 ? Math.min(runToSec, durationSec) : 0;
  }

  /** The engine is where the screen is (a step or a seek ended any catch-up). */
  ended(): void {
    this.recoveringToSec = 0;
  }

  /** The engine reported `timeSec`: the catch-up is over once there. */
  reached(timeSec: number): void {
    if (timeSec >= this.recoveringToSec) this.recoveringToSec = 0;
  }

  /**
   * Why no edit can be made now, or null: while a reloaded run is brought back to where it was,
   * the engine is somewhere on the way, and an edit would land at a moment the user never saw.
   */
  catchingUp(): EditProblem | null {
    const t = this.catchingUpToSec();
    return t !== null ? { code: 'catching_up', untilSec: t } : null;
  }

  /** The time the run is being brought back to, or null when it is not catching up. */
  catchingUpToSec(): number | null {
    const t = this.recoveringToSec;
    return t > 0 && this.lab.status.timeSec < t ? t : null;
  }

  /** The engine stopped unexpectedly: restarted from the scenario and brought back to where it was. */
  crashed(message: string): void {
    this.act.abandonSeeks(new Error(`the simulation stopped during a seek (${message})`));
    const s = this.lab.scenario;
    if (!s) {
      this.act.notify('error', { code: 'crash_unloaded', detail: message });
      return;
    }
    const running = this.lab.status.running;
    const timeSec = Math.max(this.lab.status.timeSec, this.recoveringToSec);
    this.recoveringToSec = timeSec;
    const problems = this.act.resend(s, timeSec, running, this.lab.played);
    if (problems.length > 0) {
      this.act.notify('error', { code: 'crash_reload_failed', detail: message, problems });
      return;
    }
    this.act.notify('error', { code: 'crash_restored', detail: message, restoredToSec: timeSec });
  }
}
