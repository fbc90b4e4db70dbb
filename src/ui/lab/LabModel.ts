// The lab's state on the UI side, outside React: the scenario as the user has shaped it (live
// edits included, so a reset or a crash recovery rebuilds exactly that), what the host reported
// (flows, time, summary, the network picture), and the trace store. Components subscribe to the
// slices they draw; per-frame data never re-renders the whole app.
import { expandScenario } from '../../sim/scenario/expand';
import { SCENARIO_PARAMS } from '../../sim/scenario/params';
import { SCENARIO_VERSION, describeRange, inRange, parseScenario, type FlowChangeKey, type FlowConfig, type QueueConfig, type Scenario, type ScenarioChange, type ScenarioProblem, type ValidScenario } from '../../sim/scenario/Scenario';
import { formatEditProblem, formatProblem, problemText } from '../../sim/scenario/formatProblem';
import { checkEdit } from '../../sim/scenario/liveEdit';
import { appendChange, foldChange, nextMillisecond, retimeFlow, settingsAt, settleTimeline, timelineUntil, type ChangeRequest, type FlowTimes } from '../../sim/scenario/timeline';
import type { SimSummary } from '../../sim/Simulation';
import { DROP_STRIDE, type FlowInfo, type LinkInfo, type PlayedRun, type RemovalRecord, type Reply, type Snapshot, type Speed } from '../../worker/protocol';
import { LabClient, type Transport } from './LabClient';
import { SampleRows } from '../../lessons/sampleRows';
import { TraceStore } from './TraceStore';

export interface LabStatus {
  timeSec: number;
  running: boolean;
  finished: boolean;
  speed: Speed;
}

export interface Notice {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

/** A run the user branched from: drawn faintly under the branch, and compared with it. */
export interface OriginalRun {
  /** The scenario as the original run had it (its whole timeline): its link. */
  scenario: Scenario;
  /** The run itself, when flows were removed from it (what going back to it loads). */
  played: PlayedRun | null;
  /** Its trace, up to `endSec`. */
  store: TraceStore;
  /** Its summary at `endSec` (null if it never reported one). */
  summary: SimSummary | null;
  /** How far the original run had got. */
  endSec: number;
  flows: FlowInfo[];
}

export interface Branch {
  /** The moment the branch leaves the original. */
  atSec: number;
  original: OriginalRun;
}

/** Wall ms between summary-table updates (the table need not change 60 times a second). */
const SUMMARY_EVERY_MS = 250;
/**
 * With this many flows or more, the table (a row each in "Each flow") is updated once a second:
 * laying out 200 changing rows four times a second took a quarter of the lab's frame time.
 */
const MANY_SUMMARY_ROWS = 40;
const MANY_SUMMARY_EVERY_MS = 1000;

export class LabModel {
  /** The scenario as run so far (live edits recorded in its timeline): what a reset replays and a link carries. */
  scenario: Scenario | null = null;
  /** The set-up in effect now (timed changes up to the next millisecond folded in; flows expanded). */
  settings: Scenario | null = null;
  /** Live edits sent to the host and not yet recorded by it, oldest first (shown on top of its record). */
  private pendingChanges: { seq: number; req: ChangeRequest }[] = [];
  /** The latest edit checked, and what it was checked against: a commit right after its check is not checked twice. */
  private lastCheck: { scenario: Scenario; engineSec: number; req: string; result: { problem: string | null; scenario?: ValidScenario; basis: number } } | null = null;
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
  /** Engine flow index → index in `scenario` (null: removed). */
  flowIndex: (number | null)[] = [];
  /**
   * The run as the engine plays it, when flows were removed from it (the scenario leaves them
   * out): what a restart loads, so the run comes back as it went. Null when nothing was removed.
   */
  played: PlayedRun | null = null;
  flows: FlowInfo[] = [];
  links: LinkInfo[] = [];
  hidden: ReadonlySet<number> = new Set();
  /**
   * Engine flows removed from this run → the engine time they left it. They are hidden from the
   * controls and the summary, but the charts keep their past (ending then) until a reset.
   */
  removedAtSec: ReadonlyMap<number, number> = new Map();
  status: LabStatus = { timeSec: 0, running: false, finished: false, speed: 1 };
  summary: SimSummary | null = null;
  snapshot: Snapshot | null = null;
  /** Wall-clock ms (performance.now) when `snapshot` arrived, for interpolating packet positions. */
  snapshotAtMs = 0;
  notices: Notice[] = [];
  /** How many scenarios the engine has loaded (a load, a reset, a restart): each starts a new run. */
  loads = 0;
  /** Wall ms the engine took for the latest seek (replaying to the time asked for). */
  lastSeekMs = 0;
  /** The furthest time this run has reached since it was loaded (the timeline's recorded part). */
  furthestSec = 0;
  /** The summary at `furthestSec`. */
  furthestSummary: SimSummary | null = null;
  /**
   * The trace up to `furthestSec`, kept while the views show an earlier moment (the store is cut
   * at the moment shown); null while the store itself reaches `furthestSec`.
   */
  recorded: TraceStore | null = null;
  /** The next batch's summary is shown whatever the throttle (after a seek). */
  private summaryStale = false;
  /** The run branched from, while exploring an alternative future; else null. */
  branch: Branch | null = null;
  readonly store = new TraceStore();
  /**
   * Rows on the measurement grid, at full precision and never thinned, when the model was made
   * with `measureGrid` (a lesson's numbers come from them); else empty.
   */
  readonly measured = new SampleRows();
  readonly client: LabClient;
  private readonly measureGrid: boolean;

  private listeners = new Set<() => void>();
  private summaryAtMs = -Infinity;
  private noticeId = 0;
  private raf = 0;
  private speedWanted: Speed = 1;
  /**
   * The time a reloaded run is being brought back to (after a crash, or back to a branch's
   * original; a second crash on the way keeps it); 0 when none.
   */
  private recoveringToSec = 0;
  /** Timed changes folded into `settings` (-1: recompute). */
  private settingsChanges = -1;
  /** Seeks: the one the host is doing, the latest target asked for meanwhile, and who waits. */
  private seekSeq = 0;
  private seekInFlight: number | null = null;
  private seekInFlightSec = 0;
  private seekNext: { toSec: number; branch: boolean } | null = null;
  private seekWaiters: { resolve: (t: number) => void; reject: (e: Error) => void }[] = [];

  constructor(makeWorker?: (() => Worker) | null, options: { measureGrid?: boolean } = {}) {
    this.measureGrid = options.measureGrid === true;
    this.client = new LabClient(
      {
        reply: (r) => this.onReply(r),
        crashed: (message) => this.onCrash(message),
      },
      makeWorker,
    );
  }

  get transport(): Transport {
    return this.client.transport;
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private emit(): void {
    for (const fn of this.listeners) fn();
  }

  /** Starts pulling batches once per animation frame; returns the function that stops it. */
  startFrames(raf: (cb: (t: number) => void) => number = requestAnimationFrame, cancel: (h: number) => void = cancelAnimationFrame): () => void {
    cancel(this.raf);
    const frame = (t: number) => {
      this.client.pull(t);
      this.raf = raf(frame);
    };
    this.raf = raf(frame);
    return () => cancel(this.raf);
  }

  /** Stops the engine for good (tests; the page itself just closes). */
  dispose(): void {
    this.client.dispose();
  }

  // ------------------------------------------------------------------ commands

  /**
   * Loads a scenario, validated where it came in (a link, a file, a preset, a lesson). With
   * `runToSec`, the engine then runs there as fast as possible (and plays on if `play`): how a
   * restart brings the run back to where it was.
   */
  load(scenario: ValidScenario, runToSec?: number, play?: boolean): void {
    this.send(scenario, runToSec, play);
    this.setBranch(null);
  }

  /** Sends a validated scenario to the engine (a load that keeps the branch); with `removals`, those are made again. */
  private send(scenario: ValidScenario, runToSec?: number, play?: boolean, removals?: PlayedRun['removals']): void {
    this.recoveringToSec = runToSec && runToSec > 0 ? Math.min(runToSec, scenario.durationSec) : 0;
    this.client.send({ type: 'load', scenario, ...(removals ? { removals } : {}), ...(runToSec ? { runToSec, play } : {}), ...(this.measureGrid ? { measureGrid: true } : {}) });
    this.client.send({ type: 'speed', speed: this.speedWanted });
  }

  /**
   * Sends a scenario this lab made from another (a reset, a recovery, a new run length; with
   * `played`, the run it describes, its removals made again): validated first, as anything
   * edited must be. Returns the problems, or [].
   */
  private resend(scenario: Scenario, runToSec?: number, play?: boolean, played?: PlayedRun | null): string[] {
    const r = parseScenario(played ? played.scenario : scenario);
    if (!r.ok) return r.problems.map(formatProblem);
    this.send(r.scenario, runToSec, play, played?.removals);
    return [];
  }

  play(): void {
    this.client.send({ type: 'play' });
  }

  pause(): void {
    this.client.send({ type: 'pause' });
  }

  togglePlay(): void {
    if (this.status.running) this.pause();
    else this.play();
  }

  step(dtSec: number): void {
    // A step ends a catch-up where the engine is (the host stops it there).
    this.recoveringToSec = 0;
    this.client.send({ type: 'step', dtSec });
  }

  /**
   * Back to t = 0. 'replay' (the default) runs the scenario as recorded, every live edit again
   * at its time; 'settings' starts over with the settings as they are now (every timed change
   * folded into the set-up, the timeline emptied). A scenario that cannot load is reported, and
   * the current run is kept. Returns the problems, or [].
   */
  reset(mode: 'replay' | 'settings' = 'replay'): string[] {
    if (!this.scenario) return ['nothing is loaded'];
    const problems = this.resend(mode === 'replay' ? this.scenario : settleTimeline(this.scenario));
    if (problems.length > 0) this.notify('error', `Reset failed; the current run is kept. ${problems.join('; ')}`);
    return problems;
  }

  /**
   * Rewinds (or fast-forwards) every view to `toSec`, paused: the engine replays the run to then.
   * While one seek is under way, later ones are merged into the latest (a dragged timeline asks
   * for many). Resolves with the time reached once the engine is there; rejects if nothing is
   * loaded or the engine refuses.
   */
  seek(toSec: number): Promise<number> {
    return this.requestSeek(toSec, false);
  }

  /**
   * Branch here: the run so far becomes the original (kept to draw faintly and compare), and the
   * engine's future is opened at the current moment: timed changes after it are dropped, and
   * edits from now on make the alternative future. Returns the problem, or null.
   */
  branchHere(): string | null {
    const s = this.scenario;
    if (!s) return 'nothing is loaded';
    const busy = this.catchingUp();
    if (busy) return busy;
    const t = this.engineSec();
    if (t >= s.durationSec) return 'the run has ended: rewind on the timeline first, then branch';
    // Branching a branch replaces its original with the branch as it ran (one level, as shown).
    const original: OriginalRun = {
      scenario: s,
      played: this.played,
      store: this.recorded ?? this.store.clone(),
      summary: this.furthestSummary,
      endSec: this.furthestSec,
      flows: this.flows,
    };
    this.pause();
    this.setBranch({ atSec: t, original });
    // The timeline shown from now on is the branch's: its future starts empty.
    this.furthestSec = t;
    this.recorded = null;
    this.adopt(timelineUntil(s, t), this.flowIndex, false);
    void this.requestSeek(t, true).catch(() => {});
    this.emit();
    return null;
  }

  /** Leaves the branch: keep it alone (the original's ghost goes), or go back to the original run where it had got. */
  endBranch(keep: 'branch' | 'original'): void {
    const b = this.branch;
    if (!b) return;
    this.setBranch(null);
    if (keep === 'original') this.resend(b.original.scenario, b.original.endSec, false, b.original.played);
    this.emit();
  }

  private setBranch(b: Branch | null): void {
    this.branch = b;
  }

  private requestSeek(toSec: number, branch: boolean): Promise<number> {
    if (!this.scenario) return Promise.reject(new Error('nothing is loaded'));
    if (!Number.isFinite(toSec)) return Promise.reject(new Error(`seek: the time must be a number of seconds (got ${String(toSec)})`));
    const promise = new Promise<number>((resolve, reject) => this.seekWaiters.push({ resolve, reject }));
    const next = { toSec: Math.min(Math.max(0, toSec), this.scenario.durationSec), branch: branch || (this.seekNext?.branch ?? false) };
    // A branch goes at once: the edit that made it follows, and must find the timeline cut.
    if (this.seekInFlight === null || branch) this.sendSeek(next);
    else this.seekNext = next;
    return promise;
  }

  private sendSeek(s: { toSec: number; branch: boolean }): void {
    const seq = ++this.seekSeq;
    this.seekInFlight = seq;
    this.seekInFlightSec = s.toSec;
    this.seekNext = null;
    this.client.send({ type: 'seek', toSec: s.toSec, seq, ...(s.branch ? { branch: true } : {}) });
  }

  private seekDone(timeSec: number | Error): void {
    this.seekInFlight = null;
    if (this.seekNext) {
      this.sendSeek(this.seekNext);
      return;
    }
    const waiters = this.seekWaiters;
    this.seekWaiters = [];
    for (const w of waiters) {
      if (typeof timeSec === 'number') w.resolve(timeSec);
      else w.reject(timeSec);
    }
  }

  /**
   * Why the run cannot last `durationSec` now (checked by its spec and against the whole
   * scenario, and it must end after the moment reached), or null.
   */
  checkDuration(durationSec: number): string | null {
    return this.withDuration(durationSec).problem;
  }

  /**
   * Changes how long the run lasts, before or during it; on a finished run, continues it. The
   * engine is deterministic, so the run is rebuilt with the new length and brought back to where
   * it was (then playing if `play`, by default if it was playing): what was seen stays as it was, and the result is the
   * run the longer scenario makes from the start. A measurement window that ended with the run
   * goes on ending with it. Returns the problem (nothing changes), or null.
   */
  setDuration(durationSec: number, play = this.status.running): string | null {
    const c = this.withDuration(durationSec);
    if (c.problem !== null || !c.scenario) return c.problem ?? 'nothing is loaded';
    const t = this.status.timeSec;
    const played = this.played ? { ...this.played, scenario: this.lengthened(this.played.scenario, durationSec) } : null;
    if (!played) {
      this.send(c.scenario, t > 0 ? t : undefined, t > 0 && play);
      return null;
    }
    const problems = this.resend(c.scenario, t > 0 ? t : undefined, t > 0 && play, played);
    return problems.length > 0 ? problems.join('; ') : null;
  }

  private withDuration(durationSec: number): { problem: string | null; scenario?: ValidScenario } {
    const s = this.scenario;
    if (!s) return { problem: 'nothing is loaded' };
    const spec = SCENARIO_PARAMS.durationSec;
    if (!inRange(spec, durationSec)) return { problem: `the run length must be ${describeRange(spec)}` };
    const t = this.status.timeSec;
    if (t > 0 && durationSec <= t) return { problem: `the run is already at ${+t.toFixed(3)} s: it must last longer than that` };
    const r = parseScenario(this.lengthened(s, durationSec));
    if (r.ok) return { problem: null, scenario: r.scenario };
    return { problem: r.problems.map((p) => formatEditProblem(p, 'durationSec')).join('; ') };
  }

  /** `s` lasting `durationSec`, its measurement window still ending with the run if it did. */
  private lengthened(s: Scenario, durationSec: number): Scenario {
    const endsWithRun = s.measure?.toSec !== undefined && s.measure.toSec === s.durationSec;
    return { ...s, durationSec, ...(endsWithRun ? { measure: { ...s.measure!, toSec: durationSec } } : {}) };
  }

  setSpeed(speed: Speed): void {
    this.speedWanted = speed;
    this.client.send({ type: 'speed', speed });
  }

  /**
   * Why no edit can be made now, or null: while a reloaded run is brought back to where it was,
   * the engine is somewhere on the way, and an edit would land at a moment the user never saw.
   */
  private catchingUp(): string | null {
    const t = this.recoveringToSec;
    return t > 0 && this.status.timeSec < t ? `the run is being brought back to t = ${t.toFixed(3)} s: change it once it is there` : null;
  }

  /** Why this live edit would be refused (checked against the whole scenario), or null. */
  checkChange(req: ChangeRequest): string | null {
    return this.candidate(req).problem;
  }

  /**
   * The time the engine is at for the next command: a seek under way has already moved it there
   * (the clock on screen follows when it is done).
   */
  private engineSec(): number {
    return this.seekInFlight === null ? this.status.timeSec : (this.seekNext?.toSec ?? this.seekInFlightSec);
  }

  /**
   * Timed changes recorded for after the moment a live edit made now takes effect: a replayed
   * run's future (a reset that replays, a link, a branch's original). Not the user's own edits of
   * this run, which the engine, running ahead of the screen, may have recorded a little later.
   */
  private changesAhead(): ScenarioChange[] {
    const s = this.scenario;
    const t = this.engineSec();
    if (!s || t <= 0) return [];
    const from = Math.max(nextMillisecond(t), this.liveEditSec);
    return (s.changes ?? []).filter((c) => c.atSec > from);
  }

  /**
   * An edit made while the views show an earlier moment than the run has reached, or while the run
   * replays changes recorded for later, starts a branch there: the recorded future becomes the
   * original (drawn faintly, one press away), the edit opens the alternative future. A timeline
   * takes its changes in time order, so an edit cannot go before the recorded ones; queued after
   * them it would take effect at a moment the user did not choose.
   */
  private branchForEdit(): void {
    if (!this.scenario) return;
    const ahead = this.changesAhead();
    const t = this.engineSec();
    if (t >= this.furthestSec - 1e-9 && ahead.length === 0) return;
    if (this.branchHere() !== null || ahead.length === 0) return;
    const n = ahead.length;
    const times = ahead.slice(0, 3).map((c) => `${c.atSec} s`).join(', ') + (n > 3 ? ', …' : '');
    this.notify(
      'info',
      `Your change at ${t.toFixed(3)} s starts a branch from that moment: the ${n === 1 ? 'change' : `${n} changes`} recorded for later (at ${times}) ${n === 1 ? 'is' : 'are'} left out of it.`,
    );
  }

  /**
   * A live edit: refused (returned, and nothing sent) when the scenario would not allow it. Checked
   * once here; the host takes it as checked (it owns the timeline, and records when it took effect).
   */
  change(req: ChangeRequest): string | null {
    this.client.pageBusy();
    // An edit that starts a branch is checked against the branch's timeline (cut at this moment).
    if (this.candidate(req).problem === null) this.branchForEdit();
    const c = this.candidate(req);
    if (c.problem) return c.problem;
    const seq = ++this.changeSeq;
    this.pendingChanges.push({ seq, req });
    const setUp = this.engineSec() > 0 ? undefined : c.scenario;
    this.client.send({ type: 'change', change: req, seq, checked: { basis: c.basis, ...(setUp ? { setUp } : {}) } });
    // Shown at once; the host's record (with the time it took effect) follows.
    if (c.scenario) {
      // During the run the edit is the timeline's new last entry (before it, part of the set-up).
      if (this.engineSec() > 0) this.liveEditSec = Math.max(this.liveEditSec, c.scenario.changes?.at(-1)?.atSec ?? 0);
      this.adopt(c.scenario, this.flowIndex);
    }
    return null;
  }

  setFlowParam(flow: number, key: FlowChangeKey, value: number): string | null {
    return this.change({ flow, key, value });
  }

  setLink(patch: { rateBps?: number; delaySec?: number; bufferPackets?: number }): string | null {
    for (const [key, value] of Object.entries(patch)) {
      const problem = this.change({ link: 0, key: key as 'rateBps', value });
      if (problem) return problem;
    }
    return null;
  }

  setQueue(queue: QueueConfig): string | null {
    return this.change({ link: 0, key: 'queue', value: queue });
  }

  /** Adds a flow now (or at its own later start). Returns the problems, or []. */
  addFlow(flow: Record<string, unknown>): string[] {
    const s = this.scenario;
    if (s && this.status.timeSec >= s.durationSec) return ['the run has ended: reset to add flows to the set-up'];
    const busy = this.catchingUp();
    if (busy) return [busy];
    const startSec = Math.max(this.status.timeSec > 0 ? nextMillisecond(this.status.timeSec) : 0, Number(flow.startSec ?? 0));
    // Problems are named within the new flow ("access.delaySec: …"), not by its place in the list.
    const inFlow = (p: ScenarioProblem) => {
      const within = p.path[0] === 'flows' && typeof p.path[1] === 'number' ? p.path.slice(2) : p.path;
      return within.length > 0 ? formatProblem({ ...p, path: within }) : problemText(p);
    };
    const probe = parseScenario({ version: SCENARIO_VERSION, flows: [{ ...flow, startSec }] });
    if (!probe.ok) return probe.problems.map(inFlow);
    if (s) {
      const whole = parseScenario({ ...expandScenario(s), flows: [...expandScenario(s).flows, probe.scenario.flows[0]] });
      if (!whole.ok) return whole.problems.map(inFlow);
    }
    this.branchForEdit();
    this.client.send({ type: 'addFlow', flow: probe.scenario.flows[0] });
    return [];
  }

  /** Why moving engine flow `flow`'s start or stop this way would be refused, or null. */
  checkFlowTimes(flow: number, times: FlowTimes): string | null {
    return this.retimed(flow, times).problem;
  }

  /**
   * Moves a flow's start (while it is ahead) or sets its stop (null: none; while it is ahead):
   * the flow's own startSec and stopSec, so a reset or a link runs it so. Refused (returned, and
   * nothing sent) when the scenario would not allow it.
   */
  setFlowTimes(flow: number, times: FlowTimes): string | null {
    const c = this.retimed(flow, times);
    if (c.problem) return c.problem;
    this.client.send({ type: 'flowTimes', flow, ...times });
    if (c.scenario) this.adopt(c.scenario, this.flowIndex);
    return null;
  }

  private retimed(flow: number, times: FlowTimes): { problem: string | null; scenario?: Scenario } {
    const s = this.scenario;
    if (!s) return { problem: 'nothing is loaded' };
    const i = this.flowIndex[flow];
    if (i === null || i === undefined) return { problem: 'this flow was removed' };
    const busy = this.catchingUp();
    if (busy) return { problem: busy };
    const t = this.status.timeSec;
    if (t >= s.durationSec) return { problem: 'the run has ended: reset to change the set-up' };
    const r = retimeFlow(s, i, times, t > 0 ? t : null);
    if ('problem' in r) return { problem: r.problem };
    const p = parseScenario(r.scenario);
    if (p.ok) return { problem: null, scenario: p.scenario };
    return { problem: p.problems.map((e) => formatEditProblem(e, times.startSec !== undefined ? 'startSec' : 'stopSec')).join('; ') };
  }

  /**
   * Round-trip propagation delay of engine flow `flow`'s path as set up now (its access and
   * egress links and the chain links it crosses, each way), seconds; NaN once removed.
   */
  baseRttSec(flow: number): number {
    const f = this.flowSettings(flow);
    const s = this.settings;
    if (!f || !s) return NaN;
    const chain = [s.bottleneck, ...s.series];
    const from = (f.path?.fromRouter ?? 1) - 1;
    const to = (f.path?.toRouter ?? chain.length + 1) - 1;
    let oneWay = f.access.delaySec + f.egress.delaySec;
    for (let k = from; k < to; k++) oneWay += chain[k].delaySec;
    return 2 * oneWay;
  }

  /** Stops a flow sending new data; the scenario records the time (a replay stops it then too). */
  stopFlow(flow: number): void {
    const busy = this.catchingUp();
    if (busy) return this.notify('info', `Not stopped: ${busy}.`);
    this.branchForEdit();
    this.client.send({ type: 'stopFlow', flow, remove: false });
  }

  /**
   * Removes a flow from the experiment: it stops, leaves the controls and the summary now, and
   * leaves the scenario with its timed changes (a reset or a link runs without it, from t = 0).
   * The charts keep its past up to then (see removedAtSec) until a reset.
   */
  removeFlow(flow: number): void {
    if (this.flowIndex[flow] === null || this.flowIndex[flow] === undefined) return;
    const busy = this.catchingUp();
    if (busy) return this.notify('info', `Not removed: ${busy}.`);
    this.branchForEdit();
    this.client.send({ type: 'stopFlow', flow, remove: true });
    // Hidden at once; the host's record follows.
    this.hidden = new Set([...this.hidden, flow]);
    this.emit();
  }

  /**
   * Live edits sent but not yet recorded by the host: a record of an older edit must not take a
   * newer one off the screen (two quick key presses on a slider would otherwise lose one). Shown
   * as they were checked, not checked again: the host's record is the timeline, these go on top.
   */
  private reapplyPending(): void {
    for (const p of this.pendingChanges) {
      const next = this.placed(p.req);
      if (next) this.adopt(next, this.flowIndex, false);
    }
  }

  /**
   * After the host refused an edit already shown: back to the host's record, with the edits it has
   * still to answer on top, so every control, the scenario and its link show what the engine runs.
   */
  private takeBack(): void {
    const c = this.confirmed;
    if (!c) return;
    this.liveEditSec = c.liveEditSec;
    this.adopt(c.scenario, c.flowIndex, false);
    for (const p of this.pendingChanges) {
      const next = this.placed(p.req);
      if (!next) continue;
      if (this.engineSec() > 0) this.liveEditSec = Math.max(this.liveEditSec, next.changes?.at(-1)?.atSec ?? 0);
      this.adopt(next, this.flowIndex, false);
    }
    this.settingsChanges = -1;
    this.updateSettings();
  }

  /** The settings of engine flow `flow` in effect now (undefined once removed). */
  flowSettings(flow: number): FlowConfig | undefined {
    const i = this.flowIndex[flow];
    return i === null || i === undefined ? undefined : this.settings?.flows[i];
  }

  /**
   * Where a live edit goes: the scenario it joins (its timeline cut here when the edit starts a
   * branch), the edit in the scenario's flow numbering, and when it takes effect (null: before
   * the run, as part of the set-up); or why it cannot be made now.
   */
  private placement(req: ChangeRequest): { problem: string } | { base: Scenario; change: ChangeRequest; atSec: number | null } {
    const s = this.scenario;
    if (!s) return { problem: 'nothing is loaded' };
    const busy = this.catchingUp();
    if (busy) return { problem: busy };
    let inScenario = req;
    if ('flow' in req) {
      const i = this.flowIndex[req.flow];
      if (i === null || i === undefined) return { problem: 'this flow was removed' };
      inScenario = { ...req, flow: i };
    }
    const t = this.engineSec();
    if (t >= s.durationSec) return { problem: 'the run has ended: reset to change the set-up' };
    if (t <= 0) return { base: s, change: inScenario, atSec: null };
    // Checked against the timeline the edit will join: cut here when it starts a branch.
    const base = this.changesAhead().length > 0 || t < this.furthestSec - 1e-9 ? timelineUntil(s, t) : s;
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
  private candidate(req: ChangeRequest): { problem: string | null; scenario?: ValidScenario; basis: number } {
    const s = this.scenario;
    const engineSec = this.engineSec();
    const key = JSON.stringify(req);
    const last = this.lastCheck;
    if (last && s && last.scenario === s && last.engineSec === engineSec && last.req === key) return last.result;
    const p = this.placement(req);
    let result: { problem: string | null; scenario?: ValidScenario; basis: number };
    if ('problem' in p) result = { problem: p.problem, basis: 0 };
    else {
      const r = checkEdit(p.base, p.change, p.atSec);
      const basis = p.base.changes?.length ?? 0;
      result = r.ok ? { problem: null, scenario: r.scenario, basis } : { problem: r.problems.map((e) => formatEditProblem(e, req.key)).join('; '), basis };
    }
    if (s) this.lastCheck = { scenario: s, engineSec, req: key, result };
    return result;
  }

  /** Kills the worker, as a crash would (for demonstrating and testing recovery). */
  killWorker(): void {
    this.client.kill();
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
    this.emit();
  }

  notify(kind: Notice['kind'], text: string): void {
    this.notices = [...this.notices.slice(-4), { id: ++this.noticeId, kind, text }];
    this.emit();
  }

  // ------------------------------------------------------------------ replies

  /** Takes a scenario as run and the engine → scenario flow numbering. */
  private adopt(scenario: Scenario, flowIndex: (number | null)[], emit = true): void {
    this.scenario = scenario;
    this.flowIndex = flowIndex;
    this.hidden = new Set(flowIndex.flatMap((i, k) => (i === null ? [k] : [])));
    // Stops recorded in the scenario: the charts count only flows still sending.
    const expanded = expandScenario(scenario).flows;
    // Starts and stops recorded in the scenario (a start moved live included).
    const own = (f: FlowInfo) => (flowIndex[f.index] === null || flowIndex[f.index] === undefined ? undefined : expanded[flowIndex[f.index]!]);
    if (this.flows.some((f) => own(f) !== undefined && (f.stopSec !== own(f)!.stopSec || f.startSec !== own(f)!.startSec))) {
      this.flows = this.flows.map((f) => {
        const g = own(f);
        if (!g || (g.stopSec === f.stopSec && g.startSec === f.startSec)) return f;
        const { stopSec: _stop, ...rest } = f;
        return { ...rest, startSec: g.startSec, ...(g.stopSec !== undefined ? { stopSec: g.stopSec } : {}) };
      });
    }
    this.settingsChanges = -1;
    this.updateSettings();
    if (emit) this.emit();
  }

  /**
   * Ends each removed flow's lines when the engine removed it (its past stays drawn). A flow
   * removed before the run began has no past: it stays out of the charts.
   */
  private keepRemovedPast(removals: readonly RemovalRecord[]): void {
    const ran = removals.filter((x) => x.madeAtSec >= 0);
    const endSec = (x: RemovalRecord) => Math.max(x.madeAtSec, x.atSec);
    if (ran.length === this.removedAtSec.size && ran.every((x) => this.removedAtSec.get(x.flow) === endSec(x))) return;
    this.removedAtSec = new Map(ran.map((x) => [x.flow, endSec(x)]));
    for (const x of ran) this.store.endFlow(x.flow, endSec(x));
  }

  /** Recomputes `settings` when the scenario or the number of timed changes in effect changed. */
  private updateSettings(): boolean {
    const s = this.scenario;
    if (!s) return false;
    // A live edit takes effect at the next whole millisecond: from the moment it is made, the
    // sliders show it (a replayed change likewise shows at most a millisecond early).
    const t = this.status.timeSec > 0 ? Math.max(nextMillisecond(this.status.timeSec), this.liveEditSec) : 0;
    let n = 0;
    for (const c of s.changes ?? []) if (c.atSec <= t) n++;
    if (n === this.settingsChanges) return false;
    this.settingsChanges = n;
    this.settings = expandScenario(settingsAt(s, t));
    return true;
  }

  private onReply(r: Reply): void {
    switch (r.type) {
      case 'loaded':
        // A rebuild (a load, a reset, an edit before the run began) answers every edit before it.
        this.pendingChanges = [];
        this.liveEditSec = 0;
        this.loads++;
        this.flows = r.flows;
        this.links = r.links;
        this.store.clear();
        this.measured.clear();
        this.summary = null;
        this.snapshot = null;
        this.status = { ...this.status, timeSec: 0, running: false, finished: false };
        this.furthestSec = 0;
        this.furthestSummary = null;
        this.recorded = null;
        this.played = null;
        this.confirmed = { scenario: r.scenario, flowIndex: r.flows.map((_, i) => i), liveEditSec: 0 };
        this.removedAtSec = new Map();
        this.adopt(r.scenario, r.flows.map((_, i) => i));
        return;
      case 'seeked': {
        if (r.seq !== this.seekInFlight) return;
        // The views show the run as it was then: the trace is cut there, the rest follows from the
        // engine. The recorded trace is kept for a branch's original.
        if (!this.recorded && r.timeSec < this.store.lastTime && this.status.timeSec >= this.furthestSec) this.recorded = this.store.clone();
        this.store.truncateAfter(r.timeSec);
        this.measured.truncateAfter(r.timeSec);
        const finished = this.scenario !== null && r.timeSec >= this.scenario.durationSec;
        this.status = { ...this.status, timeSec: r.timeSec, running: false, finished };
        this.summaryStale = true;
        // The engine is where the screen is: a live edit made later than this is not in effect,
        // and a catch-up under way was ended by the seek.
        this.liveEditSec = 0;
        this.recoveringToSec = 0;
        if (this.confirmed) this.confirmed.liveEditSec = 0;
        this.updateSettings();
        this.lastSeekMs = r.replayMs;
        this.seekDone(r.timeSec);
        this.emit();
        return;
      }
      case 'scenario':
        if (r.ack !== undefined) {
          this.pendingChanges = this.pendingChanges.filter((p) => p.seq > r.ack!);
          // The recorded edit is the timeline's last entry, at the engine's time.
          this.liveEditSec = Math.max(this.liveEditSec, r.scenario.changes?.at(-1)?.atSec ?? 0);
        }
        this.confirmed = {
          scenario: r.scenario,
          flowIndex: r.flowIndex,
          liveEditSec: Math.max(this.confirmed?.liveEditSec ?? 0, r.ack !== undefined ? (r.scenario.changes?.at(-1)?.atSec ?? 0) : 0),
        };
        // The host's record, with the edits it has not recorded yet on top, drawn once.
        this.played = r.played ?? null;
        this.keepRemovedPast(r.played?.removals ?? []);
        this.adopt(r.scenario, r.flowIndex, false);
        this.reapplyPending();
        this.emit();
        return;
      case 'batch': {
        const now = performance.now();
        this.store.append(r.samples, r.stride);
        for (const c of r.measured ?? []) this.measured.append(c.rows, c.stride);
        this.store.addDrops(r.drops, DROP_STRIDE);
        for (const c of r.changes) this.store.addMarker({ atSec: c.atSec, label: c.what });
        if (r.newFlows.length > 0) {
          this.flows = [...this.flows, ...r.newFlows];
          // The table gets the new flow's row now, not when the clock next moves (it may be paused).
          this.summaryStale = true;
        }
        if (r.newLinks.length > 0) this.links = [...this.links, ...r.newLinks];
        this.snapshot = r.snapshot;
        this.snapshotAtMs = now;
        const s = this.status;
        const statusChanged = s.timeSec !== r.timeSec || s.running !== r.running || s.finished !== r.finished || s.speed !== r.speed;
        if (statusChanged) this.status = { timeSec: r.timeSec, running: r.running, finished: r.finished, speed: r.speed };
        if (r.timeSec >= this.furthestSec) {
          if (r.timeSec > this.furthestSec) this.recorded = null;
          this.furthestSec = r.timeSec;
          this.furthestSummary = r.summary;
        }
        if (r.timeSec >= this.recoveringToSec) this.recoveringToSec = 0;
        this.updateSettings();
        const every = this.flows.length >= MANY_SUMMARY_ROWS ? MANY_SUMMARY_EVERY_MS : SUMMARY_EVERY_MS;
        const summaryDue = now - this.summaryAtMs >= every || !r.running;
        if (this.summaryStale || (summaryDue && (statusChanged || this.summary === null))) {
          this.summaryStale = false;
          this.summary = r.summary;
          this.summaryAtMs = now;
        }
        this.emit();
        return;
      }
      case 'rejected':
        if (r.command === 'change') this.pendingChanges.shift();
        if (r.command === 'seek') this.seekDone(new Error(r.message));
        if (r.command === 'change' || r.command === 'flowTimes' || r.command === 'stopFlow') this.takeBack();
        this.notify('error', r.message);
        return;
      case 'idle':
      case 'fatal':
      case 'progress':
        return; // idle: nothing loaded yet; fatal: handled by the client as a crash; progress: read by the client's watchdog
    }
  }

  private onCrash(message: string): void {
    if (this.seekInFlight !== null) {
      this.seekNext = null;
      this.seekDone(new Error(`the simulation stopped during a seek (${message})`));
    }
    const s = this.scenario;
    if (!s) {
      this.notify('error', `The simulation stopped unexpectedly (${message}) and was restarted; load a scenario to go on.`);
      return;
    }
    const running = this.status.running;
    const timeSec = Math.max(this.status.timeSec, this.recoveringToSec);
    this.recoveringToSec = timeSec;
    const problems = this.resend(s, timeSec, running, this.played);
    if (problems.length > 0) {
      this.notify('error', `The simulation stopped unexpectedly (${message}) and your scenario could not be loaded again: ${problems.join('; ')}`);
      return;
    }
    this.notify(
      'error',
      `The simulation stopped unexpectedly (${message}). It has been restarted from your scenario${timeSec > 0 ? ` and brought back to t = ${timeSec.toFixed(3)} s by replaying it with its timeline` : ''}; nothing you set up was lost.`,
    );
  }
}
