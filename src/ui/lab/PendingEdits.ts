// Live edits on the UI side: each checked once, shown at once on top of the host's last record
// until the host records it (or refuses it, and the screen goes back), and the settings in effect now.
import { expandScenario } from '../../sim/scenario/expand';
import { SCENARIO_PARAMS, rangeOf } from '../../sim/scenario/params';
import { inRange, parseScenario, type Scenario, type ScenarioChange, type ValidScenario } from '../../sim/scenario/Scenario';
import type { ScenarioProblem } from '../../sim/scenario/ScenarioProblem';
import { checkEdit } from '../../sim/scenario/liveEdit';
import { appendChange, foldChange, nextMillisecond, retimeFlow, settingsAt, timelineUntil, type ChangeRequest, type FlowTimes } from '../../sim/scenario/timeline';
import type { Command, PlayedRun } from '../../worker/protocol';
import type { EditProblem } from './EditProblem';

/** What the edits read of the lab: the scenario as shown, its numbering and how far the run is. */
export interface EditedLab {
  readonly scenario: Scenario | null;
  readonly flowIndex: (number | null)[];
  readonly status: { readonly timeSec: number; readonly running: boolean };
  readonly furthestSec: number;
  readonly played: PlayedRun | null;
}

/** What the edits do to the lab. */
export interface EditActions {
  /** The time the engine is at for the next command (a seek under way has moved it). */
  engineSec(): number;
  /** Why no edit can be made now (a run being brought back), or null. */
  catchingUp(): EditProblem | null;
  /** Shows a scenario and its flow numbering. */
  adopt(scenario: Scenario, flowIndex: (number | null)[], emit?: boolean): void;
  /** Starts a branch when an edit made now would land in a recorded future. */
  branchForEdit(): void;
  command(cmd: Command): void;
  /** The page is busy with an edit (the watchdog allows for it). */
  pageBusy(): void;
  /** Sends a validated scenario to the engine, brought back to `runToSec`. */
  send(scenario: ValidScenario, runToSec?: number, play?: boolean): void;
  /** Sends a scenario made here (validated first), with `played`, its removals made again; returns the problems. */
  resend(scenario: Scenario, runToSec?: number, play?: boolean, played?: PlayedRun | null): ScenarioProblem[];
}

type Checked = { problem: EditProblem | null; scenario?: ValidScenario; basis: number };

export class PendingEdits {
  /** Live edits sent to the host and not yet recorded by it, oldest first (shown on top of its record). */
  private pendingChanges: { seq: number; req: ChangeRequest }[] = [];
  /** The latest edit checked, and what it was checked against: a commit right after its check is not checked twice. */
  private lastCheck: { scenario: Scenario; engineSec: number; req: string; result: Checked } | null = null;
  private changeSeq = 0;
  /**
   * The time of the latest live edit made here (0: none since the last load). The engine runs
   * ahead of the frames drawn, so it records an edit at its own next millisecond, which the clock
   * on screen has not reached yet; the settings shown include every change up to this time, or a
   * slider would spring back until then and its next key press would go on from the old value.
   */
  private liveEditSec = 0;
  /**
   * The host's latest record (the scenario as run, its flow numbering, and the latest live edit
   * in it): what the screen and the link go back to when the host refuses an edit shown already.
   */
  private confirmed: { scenario: Scenario; flowIndex: (number | null)[]; liveEditSec: number } | null = null;
  /** Timed changes folded into the settings (-1: recompute). */
  private settingsChanges = -1;

  constructor(
    private readonly lab: EditedLab,
    private readonly act: EditActions,
  ) {}

  // ------------------------------------------------------------------ edits

  /**
   * A live edit: refused (returned, and nothing sent) when the scenario would not allow it. Checked
   * once here; the host takes it as checked (it owns the timeline, and records when it took effect).
   */
  change(req: ChangeRequest): EditProblem | null {
    this.act.pageBusy();
    // An edit that starts a branch is checked against the branch's timeline (cut at this moment).
    if (this.candidate(req).problem === null) this.act.branchForEdit();
    const c = this.candidate(req);
    if (c.problem) return c.problem;
    const seq = ++this.changeSeq;
    this.pendingChanges.push({ seq, req });
    const setUp = this.act.engineSec() > 0 ? undefined : c.scenario;
    this.act.command({ type: 'change', change: req, seq, checked: { basis: c.basis, ...(setUp ? { setUp } : {}) } });
    // Shown at once; the host's record (with the time it took effect) follows.
    if (c.scenario) {
      // During the run the edit is the timeline's new last entry (before it, part of the set-up).
      if (this.act.engineSec() > 0) this.liveEditSec = Math.max(this.liveEditSec, c.scenario.changes?.at(-1)?.atSec ?? 0);
      this.act.adopt(c.scenario, this.lab.flowIndex);
    }
    return null;
  }

  /** Why this live edit would be refused (checked against the whole scenario), or null. */
  checkChange(req: ChangeRequest): EditProblem | null {
    return this.candidate(req).problem;
  }

  /** Why moving engine flow `flow`'s start or stop this way would be refused, or null. */
  checkFlowTimes(flow: number, times: FlowTimes): EditProblem | null {
    return this.retimed(flow, times).problem;
  }

  /** See LabModel.setFlowTimes. */
  setFlowTimes(flow: number, times: FlowTimes): EditProblem | null {
    const c = this.retimed(flow, times);
    if (c.problem) return c.problem;
    this.act.command({ type: 'flowTimes', flow, ...times });
    if (c.scenario) this.act.adopt(c.scenario, this.lab.flowIndex);
    return null;
  }

  private retimed(flow: number, times: FlowTimes): { problem: EditProblem | null; scenario?: Scenario } {
    const s = this.lab.scenario;
    if (!s) return { problem: { code: 'not_loaded' } };
    const i = this.lab.flowIndex[flow];
    if (i === null || i === undefined) return { problem: { code: 'flow_removed' } };
    const busy = this.act.catchingUp();
    if (busy) return { problem: busy };
    const t = this.lab.status.timeSec;
    if (t >= s.durationSec) return { problem: { code: 'run_ended', then: 'reset_to_change' } };
    const r = retimeFlow(s, i, times, t > 0 ? t : null);
    if ('problem' in r) return { problem: { code: 'retime', problem: r.problem } };
    const p = parseScenario(r.scenario);
    if (p.ok) return { problem: null, scenario: p.scenario };
    return { problem: { code: 'scenario', problems: p.problems, editedKey: times.startSec !== undefined ? 'startSec' : 'stopSec' } };
  }

  /** See LabModel.checkDuration. */
  checkDuration(durationSec: number): EditProblem | null {
    return this.withDuration(durationSec).problem;
  }

  /** See LabModel.setDuration. */
  setDuration(durationSec: number, play: boolean): EditProblem | null {
    const c = this.withDuration(durationSec);
    if (c.problem !== null || !c.scenario) return c.problem ?? { code: 'not_loaded' };
    const t = this.lab.status.timeSec;
    const played = this.lab.played ? { ...this.lab.played, scenario: this.lengthened(this.lab.played.scenario, durationSec) } : null;
    if (!played) {
      this.act.send(c.scenario, t > 0 ? t : undefined, t > 0 && play);
      return null;
    }
    const problems = this.act.resend(c.scenario, t > 0 ? t : undefined, t > 0 && play, played);
    return problems.length > 0 ? { code: 'scenario', problems } : null;
  }

  private withDuration(durationSec: number): { problem: EditProblem | null; scenario?: ValidScenario } {
    const s = this.lab.scenario;
    if (!s) return { problem: { code: 'not_loaded' } };
    const spec = SCENARIO_PARAMS.durationSec;
    if (!inRange(spec, durationSec)) return { problem: { code: 'duration_out_of_range', range: rangeOf(spec) } };
    const t = this.lab.status.timeSec;
    if (t > 0 && durationSec <= t) return { problem: { code: 'duration_passed', atSec: t } };
    const r = parseScenario(this.lengthened(s, durationSec));
    if (r.ok) return { problem: null, scenario: r.scenario };
    return { problem: { code: 'scenario', problems: r.problems, editedKey: 'durationSec' } };
  }

  /** `s` lasting `durationSec`, its measurement window still ending with the run if it did. */
  private lengthened(s: Scenario, durationSec: number): Scenario {
    const endsWithRun = s.measure?.toSec !== undefined && s.measure.toSec === s.durationSec;
    return { ...s, durationSec, ...(endsWithRun ? { measure: { ...s.measure!, toSec: durationSec } } : {}) };
  }

  /**
   * Timed changes recorded for after the moment a live edit made now takes effect: a replayed
   * run's future (a reset that replays, a link, a branch's original). Not the user's own edits of
   * this run, which the engine, running ahead of the screen, may have recorded a little later.
   */
  changesAhead(): ScenarioChange[] {
    const s = this.lab.scenario;
    const t = this.act.engineSec();
    if (!s || t <= 0) return [];
    const from = Math.max(nextMillisecond(t), this.liveEditSec);
    return (s.changes ?? []).filter((c) => c.atSec > from);
  }

  /**
   * Where a live edit goes: the scenario it joins (its timeline cut here when the edit starts a
   * branch), the edit in the scenario's flow numbering, and when it takes effect (null: before
   * the run, as part of the set-up); or why it cannot be made now.
   */
  private placement(req: ChangeRequest): { problem: EditProblem } | { base: Scenario; change: ChangeRequest; atSec: number | null } {
    const s = this.lab.scenario;
    if (!s) return { problem: { code: 'not_loaded' } };
    const busy = this.act.catchingUp();
    if (busy) return { problem: busy };
    let inScenario = req;
    if ('flow' in req) {
      const i = this.lab.flowIndex[req.flow];
      if (i === null || i === undefined) return { problem: { code: 'flow_removed' } };
      inScenario = { ...req, flow: i };
    }
    const t = this.act.engineSec();
    if (t >= s.durationSec) return { problem: { code: 'run_ended', then: 'reset_to_change' } };
    if (t <= 0) return { base: s, change: inScenario, atSec: null };
    // Checked against the timeline the edit will join: cut here when it starts a branch.
    const base = this.changesAhead().length > 0 || t < this.lab.furthestSec - 1e-9 ? timelineUntil(s, t) : s;
    const last = base.changes?.at(-1)?.atSec ?? 0;
    return { base, change: inScenario, atSec: Math.min(s.durationSec, Math.max(last, nextMillisecond(t))) };
  }

  /** The scenario with an edit already checked (a pending one) made, to show; null if it cannot be placed now. */
  private placed(req: ChangeRequest): Scenario | null {
    const p = this.placement(req);
    if ('problem' in p) return null;
    return p.atSec === null ? foldChange(p.base, p.change) : appendChange(p.base, { ...p.change, atSec: p.atSec } as ScenarioChange);
  }

  /** A live edit checked once (liveEdit.ts): the scenario it makes, or why it is refused. */
  private candidate(req: ChangeRequest): Checked {
    const s = this.lab.scenario;
    const engineSec = this.act.engineSec();
    const key = JSON.stringify(req);
    const last = this.lastCheck;
    if (last && s && last.scenario === s && last.engineSec === engineSec && last.req === key) return last.result;
    const p = this.placement(req);
    let result: Checked;
    if ('problem' in p) result = { problem: p.problem, basis: 0 };
    else {
      const r = checkEdit(p.base, p.change, p.atSec);
      const basis = p.base.changes?.length ?? 0;
      result = r.ok ? { problem: null, scenario: r.scenario, basis } : { problem: { code: 'scenario', problems: r.problems, editedKey: req.key }, basis };
    }
    if (s) this.lastCheck = { scenario: s, engineSec, req: key, result };
    return result;
  }

  // ------------------------------------------------------------------ the host's answers

  /** A rebuild (a load, a reset, an edit before the run began) answers every edit before it. */
  loaded(scenario: Scenario, flowCount: number): void {
    this.pendingChanges = [];
    this.liveEditSec = 0;
    this.confirmed = { scenario, flowIndex: Array.from({ length: flowCount }, (_, i) => i), liveEditSec: 0 };
  }

  /** The engine is where the screen is: a live edit made later than this is not in effect. */
  seeked(): void {
    this.liveEditSec = 0;
    if (this.confirmed) this.confirmed.liveEditSec = 0;
  }

  /** The host's record of the scenario as run (`ack`: the latest edit it answers). */
  recorded(scenario: Scenario, flowIndex: (number | null)[], ack: number | undefined): void {
    if (ack !== undefined) {
      this.pendingChanges = this.pendingChanges.filter((p) => p.seq > ack);
      // The recorded edit is the timeline's last entry, at the engine's time.
      this.liveEditSec = Math.max(this.liveEditSec, scenario.changes?.at(-1)?.atSec ?? 0);
    }
    this.confirmed = {
      scenario,
      flowIndex,
      liveEditSec: Math.max(this.confirmed?.liveEditSec ?? 0, ack !== undefined ? (scenario.changes?.at(-1)?.atSec ?? 0) : 0),
    };
  }

  /** The host refused the oldest edit sent. */
  refused(): void {
    this.pendingChanges.shift();
  }

  /**
   * Live edits sent but not yet recorded by the host: a record of an older edit must not take a
   * newer one off the screen (two quick key presses on a slider would otherwise lose one). Shown
   * as they were checked, not checked again: the host's record is the timeline, these go on top.
   */
  reapplyPending(): void {
    for (const p of this.pendingChanges) {
      const next = this.placed(p.req);
      if (next) this.act.adopt(next, this.lab.flowIndex, false);
    }
  }

  /**
   * After the host refused an edit already shown: back to the host's record, with the edits it has
   * still to answer on top, so every control, the scenario and its link show what the engine runs.
   * Returns whether it did (the settings are then to be recomputed).
   */
  takeBack(): boolean {
    const c = this.confirmed;
    if (!c) return false;
    this.liveEditSec = c.liveEditSec;
    this.act.adopt(c.scenario, c.flowIndex, false);
    for (const p of this.pendingChanges) {
      const next = this.placed(p.req);
      if (!next) continue;
      if (this.act.engineSec() > 0) this.liveEditSec = Math.max(this.liveEditSec, next.changes?.at(-1)?.atSec ?? 0);
      this.act.adopt(next, this.lab.flowIndex, false);
    }
    this.settingsChanges = -1;
    return true;
  }

  // ------------------------------------------------------------------ settings in effect

  /** The settings must be recomputed (the scenario changed). */
  scenarioChanged(): void {
    this.settingsChanges = -1;
  }

  /**
   * The set-up in effect at `timeSec` on screen (timed changes folded in, flows expanded), or
   * null when the same timed changes are in effect as last time.
   */
  settingsNow(s: Scenario, timeSec: number): Scenario | null {
    // A live edit takes effect at the next whole millisecond: from the moment it is made, the
    // sliders show it (a replayed change likewise shows at most a millisecond early).
    const t = timeSec > 0 ? Math.max(nextMillisecond(timeSec), this.liveEditSec) : 0;
    let n = 0;
    for (const c of s.changes ?? []) if (c.atSec <= t) n++;
    if (n === this.settingsChanges) return null;
    this.settingsChanges = n;
    return expandScenario(settingsAt(s, t));
  }
}
