// The lab's state on the UI side, outside React: the scenario as the user has shaped it (live
// edits included, so a reset or a crash recovery rebuilds exactly that), what the host reported
// (flows, time, summary, the network picture), and the trace store. Components subscribe to the
// slices they draw; per-frame data never re-renders the whole app. The model sends the commands
// and takes the replies; live edits (PendingEdits), seeks (SeekQueue), branches (Branching),
// crash recovery (Recovery) and notices (NoticeList) are each kept by their own part.
import { expandScenario } from '../../sim/scenario/expand';
import { SCENARIO_VERSION, parseScenario, type FlowChangeKey, type FlowConfig, type QueueConfig, type Scenario, type ScenarioProblem, type ValidScenario } from '../../sim/scenario/Scenario';
import { nextMillisecond, settleTimeline, type ChangeRequest, type FlowTimes } from '../../sim/scenario/timeline';
import type { SimSummary } from '../../sim/Simulation';
import { DROP_STRIDE, MAX_STEP_SEC, type FlowInfo, type LinkInfo, type PlayedRun, type RemovalRecord, type Reply, type Snapshot, type Speed } from '../../worker/protocol';
import { Branching, type Branch } from './Branching';
import { framePace } from '../charts/framePace';
import { browserFrameClock, type FrameClock } from './frameClock';
import { LabClient, type Transport } from './LabClient';
import { Listeners } from './Listeners';
import { NoticeList, type Notice, type NoticeMessage } from './NoticeList';
import type { EditProblem } from './EditProblem';
import { PendingEdits } from './PendingEdits';
import { Recovery } from './Recovery';
import { SampleRows } from '../../lessons/sampleRows';
import { SeekQueue } from './SeekQueue';
import { TraceStore } from './TraceStore';

export type { Branch, OriginalRun } from './Branching';
export type { Notice, NoticeMessage } from './NoticeList';

export interface LabStatus {
  timeSec: number;
  running: boolean;
  finished: boolean;
  speed: Speed;
}

/** While the engine has nothing new (a paused or finished run), the page asks it once per this many ms, not every frame. */
export const RESTING_PULL_MS = 500;

export class LabModel {
  /** The scenario as run so far (live edits recorded in its timeline): what a reset replays and a link carries. */
  scenario: Scenario | null = null;
  /** The set-up in effect now (timed changes up to the next millisecond folded in; flows expanded). */
  settings: Scenario | null = null;
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
  /** How many scenarios the engine has loaded (a load, a reset, a restart): each starts a new run. */
  loads = 0;
  /** Wall ms the engine took for the latest seek (replaying to the time asked for). */
  lastSeekMs = 0;
  /** The furthest time this run has reached since it was loaded (the timeline's recorded part). */
  furthestSec = 0;
  /**
   * The trace up to `furthestSec`, kept while the views show an earlier moment (the store is cut
   * at the moment shown); null while the store itself reaches `furthestSec`.
   */
  recorded: TraceStore | null = null;
  readonly store = new TraceStore();
  /**
   * Rows on the measurement grid, at full precision and never thinned, when the model was made
   * with `measureGrid` (a lesson's numbers come from them); else empty.
   */
  readonly measured = new SampleRows();
  readonly client: LabClient;
  private readonly measureGrid: boolean;

  private listeners = new Listeners();
  private noticeList = new NoticeList(() => this.emit());
  private speedWanted: Speed = 1;
  private seeks = new SeekQueue((cmd) => this.client.send(cmd));
  private recovery = new Recovery(this, {
    abandonSeeks: (why) => this.seeks.abandon(why),
    resend: (...args) => this.resend(...args),
    notify: (kind, text) => this.notify(kind, text),
  });
  private edits: PendingEdits = new PendingEdits(this, {
    engineSec: () => this.engineSec(),
    catchingUp: () => this.recovery.catchingUp(),
    adopt: (scenario, flowIndex, emit) => this.adopt(scenario, flowIndex, emit),
    branchForEdit: () => this.branching.branchForEdit(),
    command: (cmd) => this.client.send(cmd),
    pageBusy: () => this.client.pageBusy(),
    send: (scenario, runToSec, play) => this.send(scenario, runToSec, play),
    resend: (...args) => this.resend(...args),
  });
  private branching: Branching = new Branching(this, {
    engineSec: () => this.engineSec(),
    catchingUp: () => this.recovery.catchingUp(),
    changesAhead: () => this.edits.changesAhead(),
    pause: () => this.pause(),
    adopt: (scenario, flowIndex, emit) => this.adopt(scenario, flowIndex, emit),
    seek: (toSec, branch) => this.requestSeek(toSec, branch),
    resend: (...args) => this.resend(...args),
    notify: (kind, text) => this.notify(kind, text),
    emit: () => this.emit(),
  });

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

  subscribe = (fn: () => void): (() => void) => this.listeners.subscribe(fn);

  private emit(): void {
    this.batchNews = false;
    this.listeners.emit();
  }

  /**
   * A playing run's batch is told to the views at the next animation frame, not when it arrives:
   * what it changes (the clock, the table) is then laid out with the frame's own redraws (the
   * charts', the network picture's) in one layout, where between frames it cost one more (Chromium
   * lays the page out again before the next frame's hover check). Its state is in the model at once.
   */
  private batchNews = false;
  /** The frame loop is running (it tells a playing run's batches). */
  private framesOn = false;
  /** True while the frame loop tells the views of a batch: what waits for a frame may draw now (useFrameVersion). */
  inFrame = false;

  /** The notices shown, the latest last. */
  get notices(): Notice[] {
    return this.noticeList.items;
  }

  /** The run branched from, while exploring an alternative future; else null. */
  get branch(): Branch | null {
    return this.branching.branch;
  }

  /**
   * Starts pulling batches once per animation frame; returns the function that stops it. While the
   * engine has nothing new and the run is not playing (paused or finished: the client is quiet) the loop rests: no
   * frames, one pull every RESTING_PULL_MS (which keeps the hang detector going), until a command
   * or an answer with news wakes it.
   */
  startFrames(frames: FrameClock = browserFrameClock()): () => void {
    this.stopFrames();
    let frameId: number | null = null;
    let restId: number | null = null;
    let stopped = false;
    const frame = (t: number) => {
      frameId = null;
      if (this.batchNews) {
        this.inFrame = true;
        try {
          this.emit();
        } finally {
          this.inFrame = false;
        }
      }
      // How late a playing run's frames come sets how often the charts redraw (framePace).
      if (this.status.running) framePace.noteFrame(t);
      // A playing run keeps its frames even when a pull came too soon for news (a slow speed).
      if (this.client.quiet && !this.status.running) {
        rest();
        return;
      }
      this.client.pull(t);
      frameId = frames.frame(frame);
    };
    const rest = () => {
      restId = frames.later(() => {
        restId = null;
        this.client.pull(frames.now());
        if (this.client.quiet && !this.status.running) rest();
      }, RESTING_PULL_MS);
    };
    const wake = () => {
      if (stopped || frameId !== null) return;
      if (restId !== null) frames.cancelLater(restId);
      restId = null;
      frameId = frames.frame(frame);
    };
    this.client.onWake = wake;
    this.framesOn = true;
    frameId = frames.frame(frame);
    this.stopFrames = () => {
      stopped = true;
      this.framesOn = false;
      if (this.batchNews) this.emit();
      if (frameId !== null) frames.cancelFrame(frameId);
      if (restId !== null) frames.cancelLater(restId);
      if (this.client.onWake === wake) this.client.onWake = null;
    };
    return () => this.stopFrames();
  }

  /** Stops the running frame loop (none yet: nothing to stop). */
  private stopFrames: () => void = () => {};

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
    this.branching.branch = null;
  }

  /** Sends a validated scenario to the engine (a load that keeps the branch); with `removals`, those are made again. */
  private send(scenario: ValidScenario, runToSec?: number, play?: boolean, removals?: PlayedRun['removals']): void {
    this.recovery.loading(runToSec, scenario.durationSec);
    this.client.send({ type: 'load', scenario, ...(removals ? { removals } : {}), ...(runToSec ? { runToSec, play } : {}), ...(this.measureGrid ? { measureGrid: true } : {}) });
    this.client.send({ type: 'speed', speed: this.speedWanted });
  }

  /**
   * Sends a scenario this lab made from another (a reset, a recovery, a new run length; with
   * `played`, the run it describes, its removals made again): validated first, as anything
   * edited must be. Returns the problems, or [].
   */
  private resend(scenario: Scenario, runToSec?: number, play?: boolean, played?: PlayedRun | null): ScenarioProblem[] {
    const r = parseScenario(played ? played.scenario : scenario);
    if (!r.ok) return r.problems;
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
    this.recovery.ended();
    this.client.send({ type: 'step', dtSec });
  }

  /**
   * Runs on to `tSec` from where the engine will be when it gets this (a seek under way taken
   * into account, not the clock on screen), in steps the host takes; nothing if it is there already.
   */
  runTo(tSec: number): void {
    let dt = tSec - this.engineSec();
    for (; dt > MAX_STEP_SEC; dt -= MAX_STEP_SEC) this.step(MAX_STEP_SEC);
    if (dt > 0) this.step(dt);
  }

  /**
   * Back to t = 0. 'replay' (the default) runs the scenario as recorded, every live edit again
   * at its time; 'settings' starts over with the settings as they are now (every timed change
   * folded into the set-up, the timeline emptied). A scenario that cannot load is reported, and
   * the current run is kept. Returns the problems, or [].
   */
  reset(mode: 'replay' | 'settings' = 'replay'): EditProblem[] {
    if (!this.scenario) return [{ code: 'not_loaded' }];
    const problems = this.resend(mode === 'replay' ? this.scenario : settleTimeline(this.scenario));
    if (problems.length > 0) this.notify('error', { code: 'reset_failed', problems });
    return problems.map((p) => ({ code: 'scenario', problems: [p] }));
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
  branchHere(): EditProblem | null {
    return this.branching.branchHere();
  }

  /** Leaves the branch: keep it alone (the original's ghost goes), or go back to the original run where it had got. */
  endBranch(keep: 'branch' | 'original'): void {
    this.branching.endBranch(keep);
  }

  private requestSeek(toSec: number, branch: boolean): Promise<number> {
    if (!this.scenario) return Promise.reject(new Error('nothing is loaded'));
    if (!Number.isFinite(toSec)) return Promise.reject(new Error(`seek: the time must be a number of seconds (got ${String(toSec)})`));
    return this.seeks.request(Math.min(Math.max(0, toSec), this.scenario.durationSec), branch);
  }

  /**
   * Why the run cannot last `durationSec` now (checked by its spec and against the whole
   * scenario, and it must end after the moment reached), or null.
   */
  checkDuration(durationSec: number): EditProblem | null {
    return this.edits.checkDuration(durationSec);
  }

  /**
   * Changes how long the run lasts, before or during it; on a finished run, continues it. The
   * engine is deterministic, so the run is rebuilt with the new length and brought back to where
   * it was (then playing if `play`, by default if it was playing): what was seen stays as it was, and the result is the
   * run the longer scenario makes from the start. A measurement window that ended with the run
   * goes on ending with it. Returns the problem (nothing changes), or null.
   */
  setDuration(durationSec: number, play = this.status.running): EditProblem | null {
    return this.edits.setDuration(durationSec, play);
  }

  setSpeed(speed: Speed): void {
    this.speedWanted = speed;
    this.client.send({ type: 'speed', speed });
  }

  /** Why this live edit would be refused (checked against the whole scenario), or null. */
  checkChange(req: ChangeRequest): EditProblem | null {
    return this.edits.checkChange(req);
  }

  /**
   * The time the engine is at for the next command: a seek under way has already moved it there
   * (the clock on screen follows when it is done).
   */
  private engineSec(): number {
    return this.seeks.engineSec(this.status.timeSec);
  }

  /**
   * A live edit: refused (returned, and nothing sent) when the scenario would not allow it. Checked
   * once here; the host takes it as checked (it owns the timeline, and records when it took effect).
   */
  change(req: ChangeRequest): EditProblem | null {
    return this.edits.change(req);
  }

  setFlowParam(flow: number, key: FlowChangeKey, value: number): EditProblem | null {
    return this.change({ flow, key, value });
  }

  setLink(patch: { rateBps?: number; delaySec?: number; bufferPackets?: number }): EditProblem | null {
    for (const [key, value] of Object.entries(patch)) {
      const problem = this.change({ link: 0, key: key as 'rateBps', value });
      if (problem) return problem;
    }
    return null;
  }

  setQueue(queue: QueueConfig): EditProblem | null {
    return this.change({ link: 0, key: 'queue', value: queue });
  }

  /** Adds a flow now (or at its own later start). Returns the problems, or []. */
  addFlow(flow: Record<string, unknown>): EditProblem[] {
    const s = this.scenario;
    if (s && this.status.timeSec >= s.durationSec) return [{ code: 'run_ended', then: 'reset_to_add_flows' }];
    const busy = this.recovery.catchingUp();
    if (busy) return [busy];
    const startSec = Math.max(this.status.timeSec > 0 ? nextMillisecond(this.status.timeSec) : 0, Number(flow.startSec ?? 0));
    // Problems are named within the new flow ("access.delaySec: …"), not by its place in the list.
    // One about the whole flow is worded as an edit of the flow list: without its path.
    const inFlow = (p: ScenarioProblem): EditProblem => {
      const within = p.path[0] === 'flows' && typeof p.path[1] === 'number' ? p.path.slice(2) : p.path;
      return within.length > 0 ? { code: 'scenario', problems: [{ ...p, path: within }] } : { code: 'scenario', problems: [p], editedKey: 'flows' };
    };
    const probe = parseScenario({ version: SCENARIO_VERSION, flows: [{ ...flow, startSec }] });
    if (!probe.ok) return probe.problems.map(inFlow);
    if (s) {
      const whole = parseScenario({ ...expandScenario(s), flows: [...expandScenario(s).flows, probe.scenario.flows[0]] });
      if (!whole.ok) return whole.problems.map(inFlow);
    }
    this.branching.branchForEdit();
    this.client.send({ type: 'addFlow', flow: probe.scenario.flows[0] });
    return [];
  }

  /** Why moving engine flow `flow`'s start or stop this way would be refused, or null. */
  checkFlowTimes(flow: number, times: FlowTimes): EditProblem | null {
    return this.edits.checkFlowTimes(flow, times);
  }

  /**
   * Moves a flow's start (while it is ahead) or sets its stop (null: none; while it is ahead):
   * the flow's own startSec and stopSec, so a reset or a link runs it so. Refused (returned, and
   * nothing sent) when the scenario would not allow it.
   */
  setFlowTimes(flow: number, times: FlowTimes): EditProblem | null {
    return this.edits.setFlowTimes(flow, times);
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
    const untilSec = this.recovery.catchingUpToSec();
    if (untilSec !== null) return this.notify('info', { code: 'busy', action: 'stop', untilSec });
    this.branching.branchForEdit();
    this.client.send({ type: 'stopFlow', flow, remove: false });
  }

  /**
   * Removes a flow from the experiment: it stops, leaves the controls and the summary now, and
   * leaves the scenario with its timed changes (a reset or a link runs without it, from t = 0).
   * The charts keep its past up to then (see removedAtSec) until a reset.
   */
  removeFlow(flow: number): void {
    if (this.flowIndex[flow] === null || this.flowIndex[flow] === undefined) return;
    const untilSec = this.recovery.catchingUpToSec();
    if (untilSec !== null) return this.notify('info', { code: 'busy', action: 'remove', untilSec });
    this.branching.branchForEdit();
    this.client.send({ type: 'stopFlow', flow, remove: true });
    // Hidden at once; the host's record follows.
    this.hidden = new Set([...this.hidden, flow]);
    this.emit();
  }

  /** The settings of engine flow `flow` in effect now (undefined once removed). */
  flowSettings(flow: number): FlowConfig | undefined {
    const i = this.flowIndex[flow];
    return i === null || i === undefined ? undefined : this.settings?.flows[i];
  }

  /** Kills the worker, as a crash would (for demonstrating and testing recovery). */
  killWorker(): void {
    this.client.kill();
  }

  dismiss(id: number): void {
    this.noticeList.dismiss(id);
  }

  /** Shows a notice: a message the UI words (NoticeMessage), or text the UI wrote in the reader's language. */
  notify(kind: Notice['kind'], message: NoticeMessage | string): void {
    this.noticeList.notify(kind, typeof message === 'string' ? { code: 'ui', text: message } : message);
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
    this.edits.scenarioChanged();
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
    const next = this.edits.settingsNow(s, this.status.timeSec);
    if (!next) return false;
    this.settings = next;
    return true;
  }

  private onReply(r: Reply): void {
    switch (r.type) {
      case 'loaded':
        // A rebuild (a load, a reset, an edit before the run began) answers every edit before it.
        this.edits.loaded(r.scenario, r.flows.length);
        this.loads++;
        this.flows = r.flows;
        this.links = r.links;
        this.store.clear();
        this.measured.clear();
        this.summary = null;
        this.snapshot = null;
        this.status = { ...this.status, timeSec: 0, running: false, finished: false };
        this.furthestSec = 0;
        this.recorded = null;
        this.played = null;
        this.removedAtSec = new Map();
        this.adopt(r.scenario, r.flows.map((_, i) => i));
        return;
      case 'seeked': {
        if (!this.seeks.isCurrent(r.seq)) return;
        // The views show the run as it was then: the trace is cut there, the rest follows from the
        // engine. The recorded trace is kept for a branch's original.
        if (!this.recorded && r.timeSec < this.store.lastTime && this.status.timeSec >= this.furthestSec) this.recorded = this.store.clone();
        this.store.truncateAfter(r.timeSec);
        this.measured.truncateAfter(r.timeSec);
        const finished = this.scenario !== null && r.timeSec >= this.scenario.durationSec;
        this.status = { ...this.status, timeSec: r.timeSec, running: false, finished };
        // The engine is where the screen is: a live edit made later than this is not in effect,
        // and a catch-up under way was ended by the seek.
        this.edits.seeked();
        this.recovery.ended();
        this.updateSettings();
        this.lastSeekMs = r.replayMs;
        this.seeks.done(r.timeSec);
        this.emit();
        return;
      }
      case 'scenario':
        this.edits.recorded(r.scenario, r.flowIndex, r.ack);
        // The host's record, with the edits it has not recorded yet on top, drawn once.
        this.played = r.played ?? null;
        this.keepRemovedPast(r.played?.removals ?? []);
        this.adopt(r.scenario, r.flowIndex, false);
        this.edits.reapplyPending();
        this.emit();
        return;
      case 'batch': {
        const now = performance.now();
        this.store.append(r.samples, r.stride);
        for (const c of r.measured ?? []) this.measured.append(c.rows, c.stride);
        this.store.addDrops(r.drops, DROP_STRIDE);
        for (const c of r.changes) this.store.addMarker({ atSec: c.atSec, label: c.what });
        if (r.newFlows.length > 0) this.flows = [...this.flows, ...r.newFlows];
        if (r.newLinks.length > 0) this.links = [...this.links, ...r.newLinks];
        this.snapshot = r.snapshot;
        this.snapshotAtMs = now;
        const s = this.status;
        const statusChanged = s.timeSec !== r.timeSec || s.running !== r.running || s.finished !== r.finished || s.speed !== r.speed;
        if (statusChanged) this.status = { timeSec: r.timeSec, running: r.running, finished: r.finished, speed: r.speed };
        if (r.timeSec >= this.furthestSec) {
          if (r.timeSec > this.furthestSec) this.recorded = null;
          this.furthestSec = r.timeSec;
        }
        this.recovery.reached(r.timeSec);
        this.updateSettings();
        // The host sends the summary only when the table is to change (protocol.ts).
        if (r.summary) this.summary = r.summary;
        if (this.framesOn && r.running) this.batchNews = true;
        else this.emit();
        return;
      }
      case 'rejected':
        if (r.command === 'change') this.edits.refused();
        if (r.command === 'seek') this.seeks.done(new Error(r.message));
        if ((r.command === 'change' || r.command === 'flowTimes' || r.command === 'stopFlow') && this.edits.takeBack()) this.updateSettings();
        this.notify('error', { code: 'engine_refused', detail: r.message });
        return;
      case 'idle':
      case 'unchanged':
      case 'fatal':
      case 'progress':
        return; // idle: nothing loaded yet; unchanged: nothing to redraw; fatal: handled by the client as a crash; progress: read by the client's watchdog
    }
  }

  private onCrash(message: string): void {
    this.recovery.crashed(message);
  }
}
