// Hosts a running Simulation for the lab: the clock (play, pause, step, speed), live changes,
// and the per-frame batches of samples, drops and the network picture sent to the UI.
// Pure TypeScript over a reply function and a timer: the worker file is a thin adapter over it,
// and the same host runs on the main thread when no worker can start, and in tests.
import { Simulation, type DropEvent } from '../sim/Simulation';
import { observeMeasureGrid } from '../sim/metrics/measureGrid';
import { F, G, Sampler, flowIndex, globalIndex, mergedRate, RATE_FLOW_FIELDS, RATE_GLOBAL_FIELDS, rowStride } from '../sim/metrics/Sampler';
import { PacketKind, type Packet } from '../sim/net/Packet';
import { ScenarioError, parseScenario, validateScenario, type FlowConfig, type Scenario, type ScenarioChange, type ValidScenario } from '../sim/scenario/Scenario';
import { expandScenario } from '../sim/scenario/expand';
import { formatEditProblem, formatProblem } from '../sim/scenario/formatProblem';
import { checkEdit } from '../sim/scenario/liveEdit';
import { appendChange, nextMillisecond, removeFlow, retimeFlow, timelineUntil, type ChangeRequest, type FlowTimes } from '../sim/scenario/timeline';
import {
  DROP_STRIDE,
  MAX_SPEED,
  MAX_WIRE_PACKETS,
  MIN_SPEED,
  WIRE_ACK,
  WIRE_DATA,
  WIRE_STRIDE,
  WIRE_SYN,
  WIRE_SYN_ACK,
  transferables,
  type CheckedEdit,
  type Command,
  type FlowInfo,
  type PlayedRun,
  type RemovalRecord,
  type LinkInfo,
  type Reply,
  type ReplySink,
  type Snapshot,
  type Speed,
} from './protocol';

/** Wall-clock and timers, injectable for tests. */
export interface HostClock {
  nowMs(): number;
  defer(fn: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

export const realClock: HostClock = {
  nowMs: () => performance.now(),
  defer: (fn, ms) => setTimeout(fn, ms),
  cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Wall milliseconds of simulation per tick before the host yields to messages. */
const TICK_BUDGET_MS = 10;
/** Events the engine runs between two looks at the clock (a few ms of work, even when events are slow). */
const EVENTS_PER_SLICE = 2000;
/**
 * Wall ms after which a host still working through a long step or seek tells the UI how far it
 * got: the UI's watchdog takes a host that says nothing for seconds for a hung one.
 */
export const PROGRESS_EVERY_MS = 1000;
/** Samples per wall-clock second the UI is sent while playing in real time (scaled by speed). */
const SAMPLES_PER_WALL_SEC = 240;
/** Finest sample interval, simulated seconds. */
const MIN_SAMPLE_SEC = 0.004;
/** Samples over a whole run in "as fast as possible" mode. */
const MAX_MODE_SAMPLES = 4000;
const SLIDING_JAIN_SEC = 5;
/**
 * Sample numbers (Float64) that may wait for the UI to pull them. A hidden tab stops pulling but the
 * run goes on; past this bound the pending rows are thinned (every other one kept, sampling slowed
 * to match) so memory stays flat however long the UI is away. 2^20 numbers = 8 MB.
 */
const MAX_PENDING_VALUES = 1 << 20;
/** Drop events that may wait for the UI (it draws at most the latest 2000 anyway). */
const MAX_PENDING_DROPS = 2000;

/**
 * A flow removed from the run: it leaves the scenario (a reset or a link runs without it), but the
 * run so far had it, so a seek replays it, removed again at the engine time it was removed.
 */
interface Removal extends RemovalRecord {
  /** Its set-up as it was when removed (written out, named), and its own timed changes (engine numbering). */
  config: FlowConfig;
  changes: ScenarioChange[];
}

const linkInfo = (l: Simulation['links'][number]): LinkInfo => ({ id: l.id, name: l.link.name, role: l.role, rateBps: l.link.rateBps, delaySec: l.link.delaySec });

export class SimHost {
  /** The scenario as run so far: as loaded, plus every live edit (what a reset replays). */
  private scenario: Scenario | null = null;
  /** Engine flow index → index in `scenario` (null once removed). */
  private flowIndex: (number | null)[] = [];
  /** The flows removed from this run, in the order they were removed. */
  private removals: Removal[] = [];
  /** Removals a rebuilt engine has still to make again, in the order they were made. */
  private replaying: Removal[] = [];
  private sim: Simulation | null = null;
  /** Running as fast as possible to this time after a (re)load, then `playAfterCatchUp`. */
  private catchUpToSec: number | null = null;
  private playAfterCatchUp = false;
  private sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
  private running = false;
  private speed: Speed = 1;
  private anchorWallMs = 0;
  private anchorSimSec = 0;
  private nextSampleSec = 0;
  private timer: unknown = null;
  // Pending batch contents.
  private rows = new Float64Array(1024);
  private rowCount = 0;
  /** Sampling interval multiplier while pending rows are being thinned (1 after every pull). */
  private thinning = 1;
  private stride = 0;
  private drops: number[] = [];
  private changesSent = 0;
  private newFlows: FlowInfo[] = [];
  /** Links the UI has been told of (sim.links is append-only). */
  private linksSent = 0;
  /** Whether the UI asked for rows on the measurement grid (a lesson measures from them). */
  private measureGrid = false;
  /** Measurement-grid rows not sent yet, in chunks of one width. */
  private gridChunks: { stride: number; rows: number[] }[] = [];
  /** The last grid row's time the UI has, or will have from the pending chunks: a replay does not send those again. */
  private gridSentSec = -Infinity;
  /** The last grid row's time in a batch already sent. */
  private gridFlushedSec = -Infinity;
  private gridScratch = new Float64Array(0);
  private gridSampler: Sampler | null = null;
  /** When the current piece of work (a command, a tick) last told the UI its progress (NaN: not yet looked). */
  private reportedMs = NaN;

  constructor(
    private readonly reply: ReplySink,
    private readonly clock: HostClock = realClock,
  ) {}

  /** Handles one command from the UI. Invalid ones are answered with `rejected`; nothing changes. */
  handle(cmd: Command): void {
    this.reportedMs = NaN;
    try {
      this.dispatch(cmd);
    } catch (e) {
      if (e instanceof ScenarioError) this.send({ type: 'rejected', command: cmd.type, message: e.problems.map(formatProblem).join('\n') });
      else if (e instanceof RangeError) this.send({ type: 'rejected', command: cmd.type, message: e.message });
      else throw e;
    }
  }

  private dispatch(cmd: Command): void {
    switch (cmd.type) {
      case 'load': {
        const s = cmd.scenario;
        const removals = cmd.removals === undefined ? null : parseRemovals(cmd.removals, expandScenario(s).flows.length);
        this.measureGrid = cmd.measureGrid === true;
        this.load(s);
        if (removals) this.removeAgain(removals);
        if (cmd.runToSec !== undefined && cmd.runToSec > 0) this.catchUp(cmd.runToSec, cmd.play === true);
        return;
      }
      case 'reset':
        this.need();
        this.load(validateScenario(this.scenario!));
        return;
      case 'play':
        if (!this.sim || this.sim.finished) return;
        if (this.catchUpToSec !== null) {
          this.playAfterCatchUp = true;
          return;
        }
        this.running = true;
        this.anchor();
        this.schedule();
        return;
      case 'pause':
        this.running = false;
        this.playAfterCatchUp = false;
        return;
      case 'step': {
        const sim = this.need();
        if (!(cmd.dtSec > 0 && cmd.dtSec <= 3600)) throw new RangeError(`step must be between 0 and 3600 s (got ${cmd.dtSec})`);
        this.running = false;
        this.catchUpToSec = null;
        this.advance(Math.min(sim.durationSec, sim.now + cmd.dtSec), Infinity);
        return;
      }
      case 'speed':
        if (cmd.speed !== 'max' && !(cmd.speed >= MIN_SPEED && cmd.speed <= MAX_SPEED)) {
          throw new RangeError(`speed must be from ${MIN_SPEED}× to ${MAX_SPEED}× real time, or "max" (got ${String(cmd.speed)})`);
        }
        this.speed = cmd.speed;
        this.anchor();
        return;
      case 'change':
        this.change(cmd.change, cmd.seq, cmd.checked);
        return;
      case 'addFlow':
        this.addFlow(cmd.flow);
        return;
      case 'stopFlow':
        this.stopFlow(cmd.flow, cmd.remove);
        return;
      case 'seek':
        this.seek(cmd.toSec, cmd.branch === true, cmd.seq);
        return;
      case 'flowTimes':
        this.flowTimes(cmd.flow, { startSec: cmd.startSec, stopSec: cmd.stopSec });
        return;
      case 'pull':
        if (this.sim) this.flush();
        else this.send({ type: 'idle' });
        return;
      case 'crash':
        throw new Error('simulated crash (test hook)');
      default:
        throw new RangeError(`unknown command ${JSON.stringify((cmd as { type?: unknown }).type)}`);
    }
  }

  /** Whether the run has begun (an event has run): before that, edits change the starting set-up. */
  private get started(): boolean {
    const sim = this.need();
    return sim.now > 0 || sim.scheduler.eventCount > 0;
  }

  /** The scenario index of engine flow `flow`, or a RangeError naming what is wrong. */
  private scenarioFlow(flow: number): number {
    const i = this.flowIndex[flow];
    if (i === undefined) throw new RangeError(`there is no flow ${flow} (the simulation has ${this.flowIndex.length})`);
    if (i === null) throw new RangeError(`${this.need().flows[flow].name} was removed`);
    return i;
  }

  /** A candidate scenario, validated as a whole; the messages name the field the user touched. */
  private checked(candidate: Scenario, what: string, key = ''): ValidScenario {
    const r = parseScenario(candidate);
    if (r.ok) return r.scenario;
    throw new RangeError(`${what}: ${r.problems.map((p) => formatEditProblem(p, key)).join('; ')}`);
  }

  /**
   * A live edit. The host owns the timeline: it decides when the edit takes effect (its own next
   * millisecond) and records it. An edit the lab has checked (`checked`, against this same
   * timeline) is not checked again: during the run it is appended, before it `checked.setUp` is
   * the new starting set-up. Any other edit is checked here (checkEdit).
   */
  private change(req: ChangeRequest, seq?: number, checked?: CheckedEdit): void {
    const sim = this.need();
    const s = this.scenario!;
    const inScenario: ChangeRequest = 'flow' in req ? { ...req, flow: this.scenarioFlow(req.flow) } : req;
    const what = 'flow' in req ? `${sim.flows[req.flow].name} ${req.key}` : `${sim.chain[req.link]?.name ?? `link ${req.link}`} ${req.key}`;
    const started = this.started;
    const lastSec = s.changes?.at(-1)?.atSec ?? 0;
    const trusted = checked !== undefined && checked.basis === (s.changes?.length ?? 0) && (checked.setUp === undefined) === started ? checked : undefined;
    const check = (atSec: number | null): ValidScenario => {
      const r = checkEdit(s, inScenario, atSec);
      if (r.ok) return r.scenario;
      throw new RangeError(`${what}: ${r.problems.map((p) => formatEditProblem(p, req.key)).join('; ')}`);
    };
    if (!started) {
      // Nothing has run yet: the edit is part of the starting set-up (no timeline entry).
      const next = trusted?.setUp ?? check(null);
      const running = this.running;
      this.load(next);
      if (running) this.dispatch({ type: 'play' });
      return;
    }
    const atSec = nextMillisecond(sim.now);
    if (atSec > sim.durationSec) throw new RangeError(`${what}: the run is over (it ends at ${sim.durationSec} s)`);
    const c = { ...inScenario, atSec } as ScenarioChange;
    // Taking effect later than the lab checked it changes nothing it was checked by while it stays the timeline's last entry.
    const next = trusted && atSec >= lastSec ? appendChange(s, c) : check(atSec);
    sim.scheduleChange({ ...c, ...('flow' in req ? { flow: req.flow } : {}) } as ScenarioChange);
    this.record(next, seq);
  }

  private addFlow(input: unknown): void {
    const sim = this.need();
    const s = expandScenario(this.scenario!);
    const startFloor = this.started ? nextMillisecond(sim.now) : 0;
    const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const startSec = Math.max(startFloor, typeof raw.startSec === 'number' ? raw.startSec : 0);
    const probe = this.checked({ ...s, flows: [...s.flows, { ...raw, startSec } as Scenario['flows'][number]] }, 'new flow');
    const cfg = probe.flows[probe.flows.length - 1];
    if (cfg.count !== 1) throw new RangeError('new flow: add flows one at a time (count must be 1)');
    const i = sim.addFlow(cfg);
    const named = { ...cfg, name: sim.flows[i].name };
    this.flowIndex.push(s.flows.length);
    this.newFlows.push(this.flowInfo(sim, i));
    this.record({ ...probe, flows: [...s.flows, named] });
  }

  private stopFlow(flow: number, remove: boolean): void {
    const sim = this.need();
    const index = this.scenarioFlow(flow);
    const s = expandScenario(this.scenario!);
    const f = s.flows[index];
    if (remove && s.flows.length === 1) throw new RangeError(`${sim.flows[flow].name}: the scenario needs at least one flow (stop it instead)`);
    const atSec = Math.min(f.stopSec ?? Infinity, Math.max(this.started ? nextMillisecond(sim.now) : 0, f.startSec + 0.001));
    sim.stopFlow(flow, remove, atSec);
    if (remove) {
      const names: string[] = [];
      this.flowIndex.forEach((j, k) => {
        if (j !== null) names[j] = sim.flows[k].name;
      });
      const own = (s.changes ?? []).filter((c) => 'flow' in c && c.flow === index).map((c) => ({ ...c, flow }) as ScenarioChange);
      this.removals.push({ flow, config: { ...f, name: sim.flows[flow].name }, changes: own, madeAtSec: this.started ? sim.now : -1, atSec });
      this.flowIndex = this.flowIndex.map((i) => (i === null || i === index ? null : i > index ? i - 1 : i));
      this.record(removeFlow(s, index, names));
      return;
    }
    const flows = s.flows.slice();
    flows[index] = { ...f, stopSec: atSec };
    this.record(this.checked({ ...s, flows }, `${sim.flows[flow].name} stop`));
  }

  /**
   * Rewinds or fast-forwards to `toSec`, paused. Backwards (or for a branch) the engine is rebuilt
   * from the run so far (the scenario, with any flows removed from it put back and removed again
   * at the engine time they were) and replayed to `toSec` without sampling, except for the last
   * SLIDING_JAIN_SEC, sampled into a scratch row so the sampler's rates and sliding index carry on
   * exactly; forwards it runs on, sampled as in "as fast as possible" mode.
   */
  private seek(toSec: number, branch: boolean, seq: number): void {
    const sim = this.need();
    if (!Number.isFinite(toSec)) throw new RangeError(`seek: the time must be a number of seconds (got ${String(toSec)})`);
    const t = Math.min(Math.max(0, toSec), sim.durationSec);
    const started = this.clock.nowMs();
    this.running = false;
    this.catchUpToSec = null;
    this.playAfterCatchUp = false;
    const cut = branch && this.cutAt(t);
    // Forwards on the same timeline, the engine just runs on; backwards, or with its future cut, it replays.
    if (t >= sim.now && !cut) {
      this.advance(t, Infinity, this.maxModeSampleSec());
    } else {
      const next = new Simulation(validateScenario(this.played()));
      this.gridFlushedSec = Math.min(this.gridFlushedSec, t);
      this.adoptEngine(next);
      this.replaying = this.removals.slice().sort((a, b) => a.madeAtSec - b.madeAtSec);
      const runTo = (at: number) => this.runEngine(at);
      const quietTo = Math.max(0, t - SLIDING_JAIN_SEC);
      runTo(quietTo);
      const interval = this.sampleSec();
      const scratch = new Float64Array(rowStride(next.flows.length));
      for (let at = quietTo; ; at = Math.min(t, at + interval)) {
        runTo(at);
        this.sampler.sample(next, scratch, 0);
        if (at >= t) break;
      }
      this.nextSampleSec = next.now + interval;
      // What the UI already has up to `t` stays; nothing recorded in the other future is sent.
      this.rowCount = 0;
      this.drops = [];
      this.changesSent = next.changes.length;
    }
    this.send({ type: 'seeked', seq, timeSec: this.need().now, replayMs: this.clock.nowMs() - started });
  }

  /**
   * A branch at `tSec`: the timed changes after it are dropped, and so are removals made after it
   * (those flows were running then: they are back in the scenario). Returns whether anything was
   * dropped (the engine must then replay).
   */
  private cutAt(tSec: number): boolean {
    const s = this.scenario!;
    const later = this.removals.filter((x) => x.madeAtSec > tSec);
    if (later.length === 0) {
      const shorter = timelineUntil(s, tSec);
      if (shorter === s) return false;
      for (const x of this.removals) x.changes = x.changes.filter((c) => c.atSec <= tSec);
      this.record(shorter);
      return true;
    }
    // The run as played, before the later removals are dropped (they hold their flows' set-ups).
    const played = timelineUntil(this.played(), tSec);
    const kept = this.removals.filter((x) => x.madeAtSec <= tSec);
    for (const x of kept) x.changes = x.changes.filter((c) => c.atSec <= tSec);
    this.removals = kept;
    this.record(this.withoutRemoved(played));
    return true;
  }

  /**
   * The scenario of a run as the engine plays it (engine numbering) without the flows in
   * `removals` and their changes (the others keep their names), and the engine → scenario
   * numbering, which it sets.
   */
  private withoutRemoved(played: Scenario): Scenario {
    const sim = this.need();
    const gone = new Set(this.removals.map((x) => x.flow));
    let out: Scenario = { ...played, flows: expandScenario(played).flows.map((f, k) => ({ ...f, name: sim.flows[k].name })) };
    for (const k of [...gone].sort((a, b) => b - a)) out = removeFlow(out, k, []);
    let n = 0;
    this.flowIndex = sim.flows.map((_, k) => (gone.has(k) ? null : n++));
    return out;
  }

  /**
   * After loading a PlayedRun's scenario: its removals are made again at their times (the engine
   * makes them as it runs there), and the scenario as run leaves those flows out.
   */
  private removeAgain(records: readonly RemovalRecord[]): void {
    if (records.length === 0) return;
    const sim = this.need();
    const played = this.scenario!;
    const flows = expandScenario(played).flows;
    this.removals = records.map((r) => ({
      ...r,
      config: { ...flows[r.flow], name: sim.flows[r.flow].name },
      changes: (played.changes ?? []).filter((c) => 'flow' in c && c.flow === r.flow),
    }));
    this.replaying = this.removals.slice().sort((a, b) => a.madeAtSec - b.madeAtSec);
    this.record(this.withoutRemoved(played));
  }

  /** The run as the engine plays it: the scenario with the removed flows back in their places (engine numbering). */
  private played(): Scenario {
    const s = this.scenario!;
    if (this.removals.length === 0) return s;
    const e = expandScenario(s);
    const removed = new Map(this.removals.map((x) => [x.flow, x]));
    const engineOf: number[] = [];
    this.flowIndex.forEach((i, k) => {
      if (i !== null) engineOf[i] = k;
    });
    const flows = this.flowIndex.map((i, k) => (i === null ? removed.get(k)!.config : e.flows[i]));
    const own = (e.changes ?? []).map((c) => ('flow' in c ? ({ ...c, flow: engineOf[c.flow] } as ScenarioChange) : c));
    // Stable: changes of one instant keep their order.
    const changes = [...own, ...this.removals.flatMap((x) => x.changes)].sort((a, b) => a.atSec - b.atSec);
    return { ...e, flows, ...(changes.length > 0 ? { changes } : {}) };
  }

  /**
   * Runs the engine to `tSec`, making on the way the removals a replay must make again, each at
   * the engine time it was made (so the rebuilt run is the run as it went).
   */
  private runEngine(tSec: number, deadlineMs = Infinity): boolean {
    const sim = this.need();
    while (this.replaying.length > 0 && this.replaying[0].madeAtSec <= tSec) {
      const x = this.replaying[0];
      if (x.madeAtSec >= 0 && !this.runSliced(x.madeAtSec, deadlineMs)) return false;
      this.replaying.shift();
      sim.stopFlow(x.flow, true, x.atSec);
    }
    return this.runSliced(tSec, deadlineMs);
  }

  /**
   * Runs the engine to `tSec` a slice of events at a time, telling the UI how far it got every
   * PROGRESS_EVERY_MS of work (a long step or seek holds the worker that long); stops early
   * (returns false) once the wall clock reaches `deadlineMs`.
   */
  private runSliced(tSec: number, deadlineMs: number): boolean {
    const sim = this.need();
    while (!sim.runSome(tSec, EVENTS_PER_SLICE)) {
      const nowMs = this.clock.nowMs();
      if (nowMs >= deadlineMs) return false;
      this.reportProgress(nowMs);
    }
    return true;
  }

  /** Sends `progress` if PROGRESS_EVERY_MS have passed since the work began or was last reported. */
  private reportProgress(nowMs: number): void {
    if (Number.isNaN(this.reportedMs)) {
      this.reportedMs = nowMs;
    } else if (nowMs - this.reportedMs >= PROGRESS_EVERY_MS) {
      const sim = this.need();
      this.send({ type: 'progress', timeSec: sim.now, events: sim.scheduler.eventCount });
      this.reportedMs = nowMs;
    }
  }

  /** Swaps in a rebuilt engine of the same scenario (same flows), keeping what the UI was told. */
  private adoptEngine(sim: Simulation): void {
    this.sim = sim;
    this.sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
    this.thinning = 1;
    sim.onDropEvent = (e: DropEvent) => this.onDrop(e);
    // A replay: the rows the UI has up to where it is taken back stay; later ones will follow.
    this.gridChunks = [];
    this.gridSampler = null;
    this.gridSentSec = this.gridFlushedSec;
    this.watchGrid(sim);
  }

  /** Samples `sim` on the measurement grid from its start, when the UI asked for it. */
  private watchGrid(sim: Simulation): void {
    if (!this.measureGrid) return;
    observeMeasureGrid(sim, (sampler) => this.gridRow(sampler, sim));
  }

  private gridRow(sampler: Sampler, sim: Simulation): void {
    const stride = rowStride(sim.flows.length);
    if (this.gridScratch.length !== stride) this.gridScratch = new Float64Array(stride);
    // Sampled even when the UI has the row (a replay), so the sampler's rates carry on exactly.
    sampler.sample(sim, this.gridScratch, 0);
    this.gridSampler = sampler;
    if (sim.now <= this.gridSentSec) return;
    let c = this.gridChunks.at(-1);
    if (!c || c.stride !== stride) {
      c = { stride, rows: [] };
      this.gridChunks.push(c);
    }
    for (let k = 0; k < stride; k++) c.rows.push(this.gridScratch[k]);
    this.gridSentSec = sim.now;
  }

  private onDrop(e: DropEvent): void {
    const d = this.drops;
    d.push(e.atSec, e.linkId, e.flow, e.reason, e.ack ? 1 : 0);
    if (d.length >= 2 * MAX_PENDING_DROPS * DROP_STRIDE) d.splice(0, d.length - MAX_PENDING_DROPS * DROP_STRIDE);
  }

  private flowTimes(flow: number, times: FlowTimes): void {
    const sim = this.need();
    const index = this.scenarioFlow(flow);
    const name = sim.flows[flow].name;
    const started = this.started;
    const r = retimeFlow(this.scenario!, index, times, started ? sim.now : null);
    if ('problem' in r) throw new RangeError(`${name}: ${r.problem}`);
    const next = this.checked(r.scenario, name, times.startSec !== undefined ? 'startSec' : 'stopSec');
    if (!started) {
      const running = this.running;
      this.load(next);
      if (running) this.dispatch({ type: 'play' });
      return;
    }
    const f = next.flows[index];
    sim.setFlowTimes(flow, { startSec: f.startSec, stopSec: f.stopSec ?? null });
    this.record(next);
  }

  /** Keeps the scenario as run and tells the UI (with the run as played, when flows were removed from it). */
  private record(next: Scenario, ack?: number): void {
    this.scenario = next;
    const played: PlayedRun | undefined =
      this.removals.length > 0 ? { scenario: this.played(), removals: this.removals.map(({ flow, madeAtSec, atSec }) => ({ flow, madeAtSec, atSec })) } : undefined;
    this.send({ type: 'scenario', scenario: next, flowIndex: this.flowIndex.slice(), ...(ack === undefined ? {} : { ack }), ...(played ? { played } : {}) });
  }

  /** Runs as fast as possible to `toSec` in the background (ticks yield to messages), then pauses or plays. */
  private catchUp(toSec: number, play: boolean): void {
    const sim = this.need();
    this.catchUpToSec = Math.min(toSec, sim.durationSec);
    this.playAfterCatchUp = play;
    this.running = true;
    this.schedule();
  }

  /** Stops the clock (the host is being discarded). */
  dispose(): void {
    this.running = false;
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }

  private need(): Simulation {
    if (!this.sim) throw new RangeError('no scenario is loaded');
    return this.sim;
  }

  private load(s: ValidScenario): void {
    const sim = new Simulation(s);
    this.scenario = s;
    this.flowIndex = sim.flows.map((_, i) => i);
    this.removals = [];
    this.replaying = [];
    this.sim = sim;
    this.running = false;
    this.catchUpToSec = null;
    this.playAfterCatchUp = false;
    this.sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
    this.rowCount = 0;
    this.thinning = 1;
    this.drops = [];
    this.changesSent = 0;
    this.newFlows = [];
    this.nextSampleSec = 0;
    sim.onDropEvent = (e: DropEvent) => this.onDrop(e);
    this.gridChunks = [];
    this.gridSampler = null;
    this.gridSentSec = -Infinity;
    this.gridFlushedSec = -Infinity;
    this.watchGrid(sim);
    this.send({
      type: 'loaded',
      scenario: s,
      flows: sim.flows.map((_, i) => this.flowInfo(sim, i)),
      links: sim.links.map(linkInfo),
    });
    this.linksSent = sim.links.length;
    this.takeSample();
    this.nextSampleSec = this.sampleSec();
  }

  private flowInfo(sim: Simulation, i: number): FlowInfo {
    const f = sim.flows[i];
    const c = f.config;
    const from = (c.path?.fromRouter ?? 1) - 1;
    const to = (c.path?.toRouter ?? sim.chain.length + 1) - 1;
    let oneWay = c.access.delaySec + c.egress.delaySec;
    for (let k = from; k < to; k++) oneWay += sim.chain[k].delaySec;
    return { index: i, name: f.name, variant: f.variant, startSec: c.startSec, ...(c.stopSec !== undefined ? { stopSec: c.stopSec } : {}), baseRttSec: 2 * oneWay, fromHop: from, toHop: to };
  }

  private maxModeSampleSec(): number {
    return Math.max(MIN_SAMPLE_SEC, this.need().durationSec / MAX_MODE_SAMPLES);
  }

  private sampleSec(): number {
    if (this.speed === 'max') return this.maxModeSampleSec();
    return Math.max(MIN_SAMPLE_SEC, this.speed / SAMPLES_PER_WALL_SEC);
  }

  private anchor(): void {
    this.anchorWallMs = this.clock.nowMs();
    this.anchorSimSec = this.sim?.now ?? 0;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = this.clock.defer(() => {
      this.timer = null;
      this.tick();
    }, this.speed === 'max' || this.catchUpToSec !== null ? 0 : 4);
  }

  private tick(): void {
    const sim = this.sim;
    if (!this.running || !sim) return;
    const start = this.clock.nowMs();
    this.reportedMs = start;
    if (this.catchUpToSec !== null) {
      // Bringing a restarted run back to where it was: as fast as possible, yielding every tick.
      if (this.advance(this.catchUpToSec, start + TICK_BUDGET_MS)) {
        this.catchUpToSec = null;
        this.running = this.playAfterCatchUp && !sim.finished;
        this.anchor();
      }
      if (this.running) this.schedule();
      return;
    }
    const target =
      this.speed === 'max' ? sim.durationSec : Math.min(sim.durationSec, this.anchorSimSec + ((start - this.anchorWallMs) / 1000) * this.speed);
    const reached = this.advance(target, start + TICK_BUDGET_MS);
    if (this.speed !== 'max' && !reached) this.anchor(); // too slow for this speed: don't try to catch up later
    if (sim.finished) this.running = false;
    if (this.running) this.schedule();
  }

  /** Runs towards `targetSec`, sampling on the way, until the wall-clock deadline. Returns whether it got there. */
  private advance(targetSec: number, deadlineMs: number, interval = this.sampleSec()): boolean {
    const sim = this.need();
    while (sim.now < targetSec) {
      const t = Math.min(targetSec, this.nextSampleSec);
      this.runEngine(t, deadlineMs);
      if (sim.now >= this.nextSampleSec) {
        this.takeSample();
        this.nextSampleSec = sim.now + interval * this.thinning;
      }
      const nowMs = this.clock.nowMs();
      if (nowMs >= deadlineMs) return this.endRow(sim.now >= targetSec);
      this.reportProgress(nowMs);
    }
    return this.endRow(true);
  }

  /**
   * The run's last moment gets a row of its own: without it, a window that ends where the run ends
   * would miss its last fraction of a sample interval, by an amount that depends on the sampling
   * (a live run and its replay would measure it differently).
   */
  private endRow(result: boolean): boolean {
    const sim = this.need();
    if (sim.now >= sim.durationSec && this.sampler.sinceLast(sim.now) > 1e-9) this.takeSample();
    // The grid's times accumulate rounding: its last row may fall a hair before the end.
    if (sim.now >= sim.durationSec && this.gridSampler && this.gridSampler.sinceLast(sim.now) > 1e-9) this.gridRow(this.gridSampler, sim);
    return result;
  }

  private takeSample(): void {
    const sim = this.need();
    const stride = rowStride(sim.flows.length);
    if (stride !== this.stride && this.rowCount > 0) {
      // A flow was added: rows of different widths cannot share a batch; send what we have first.
      this.flush();
    }
    this.stride = stride;
    if (this.rowCount >= 2 && (this.rowCount + 1) * stride > MAX_PENDING_VALUES) this.thin();
    const need = (this.rowCount + 1) * stride;
    if (need > this.rows.length) {
      const grown = new Float64Array(Math.max(need, this.rows.length * 2));
      grown.set(this.rows.subarray(0, this.rowCount * stride));
      this.rows = grown;
    }
    this.sampler.sample(sim, this.rows, this.rowCount * stride);
    this.rowCount++;
  }

  /**
   * Halves the pending rows (keeping the first, the latest and every other one between) and the
   * sampling rate. A dropped row's rates are folded into the next kept row, so the bits a window
   * delivered do not depend on whether the run was thinned (a fast replay is, a live run is not).
   */
  private thin(): void {
    const { rows, stride } = this;
    const n = this.rowCount;
    const nFlows = (stride - G) / F;
    const rateOffsets = [...RATE_GLOBAL_FIELDS.map(globalIndex), ...Array.from({ length: nFlows }, (_, f) => RATE_FLOW_FIELDS.map((k) => G + f * F + flowIndex(k))).flat()];
    for (let i = 1; i < n - 1; i += 2) {
      const [t0, t1, t2] = [rows[(i - 1) * stride], rows[i * stride], rows[(i + 1) * stride]];
      for (const o of rateOffsets) rows[(i + 1) * stride + o] = mergedRate(t0, t1, t2, rows[i * stride + o], rows[(i + 1) * stride + o]);
    }
    let kept = 0;
    for (let i = 0; i < n; i++) {
      if (i % 2 === 0 || i === n - 1) rows.copyWithin(kept++ * stride, i * stride, (i + 1) * stride);
    }
    this.rowCount = kept;
    this.thinning *= 2;
  }

  /** Sends everything accumulated since the last batch. */
  private flush(): void {
    const sim = this.sim;
    if (!sim) return;
    const changes = sim.changes.slice(this.changesSent);
    this.changesSent = sim.changes.length;
    const samples = this.rows.slice(0, this.rowCount * this.stride);
    this.rowCount = 0;
    this.thinning = 1;
    const drops = Float64Array.from(this.drops);
    this.drops = [];
    const newFlows = this.newFlows;
    this.newFlows = [];
    const newLinks = sim.links.slice(this.linksSent).map(linkInfo);
    this.linksSent = sim.links.length;
    const measured = this.measureGrid ? this.gridChunks.map((c) => ({ stride: c.stride, rows: Float64Array.from(c.rows) })) : undefined;
    this.gridChunks = [];
    this.gridFlushedSec = this.gridSentSec;
    this.send({
      type: 'batch',
      timeSec: sim.now,
      // While a restarted run is brought back, the clock the user controls is what it will do
      // once there: a page that read the catch-up itself as "running" toggled a Play into a pause.
      running: this.catchUpToSec !== null ? this.playAfterCatchUp : this.running,
      finished: sim.finished,
      speed: this.speed,
      samples,
      stride: this.stride,
      drops,
      snapshot: this.snapshot(sim),
      summary: sim.summary(),
      changes,
      newFlows,
      newLinks,
      ...(measured ? { measured } : {}),
    });
  }

  private snapshot(sim: Simulation): Snapshot {
    const queues = sim.chain.map((l) => l.queuedFlows());
    const wire: number[] = [];
    let omitted = 0;
    for (const { id, link } of sim.links) {
      link.forEachInFlight((p, start, arrive) => {
        if (wire.length >= MAX_WIRE_PACKETS * WIRE_STRIDE) {
          omitted++;
          return;
        }
        wire.push(id, p.flow, wireKind(p), start, arrive);
      });
    }
    return { timeSec: sim.now, queues, wire: Float64Array.from(wire), wireOmitted: omitted, queueObservables: sim.observeQueue() };
  }

  private send(r: Reply): void {
    this.reply(r, transferables(r));
  }
}

/**
 * A load's removals, checked: each a flow of the scenario (`flowCount` of them) at most once,
 * with finite times; at least one flow left. A RangeError says what is wrong.
 */
export function parseRemovals(input: unknown, flowCount: number): RemovalRecord[] {
  if (!Array.isArray(input)) throw new RangeError('removals: must be a list of { flow, madeAtSec, atSec }');
  const seen = new Set<number>();
  const out = input.map((r: unknown, i): RemovalRecord => {
    const at = `removals[${i}]`;
    if (typeof r !== 'object' || r === null) throw new RangeError(`${at}: must be { flow, madeAtSec, atSec }`);
    const { flow, madeAtSec, atSec } = r as Record<string, unknown>;
    if (!Number.isInteger(flow) || (flow as number) < 0 || (flow as number) >= flowCount) {
      throw new RangeError(`${at}.flow: must be a flow index from 0 to ${flowCount - 1} (got ${JSON.stringify(flow)})`);
    }
    if (seen.has(flow as number)) throw new RangeError(`${at}.flow: flow ${String(flow)} is removed twice`);
    seen.add(flow as number);
    if (typeof madeAtSec !== 'number' || !Number.isFinite(madeAtSec) || madeAtSec < -1) throw new RangeError(`${at}.madeAtSec: must be a number of seconds ≥ 0, or −1 (before the run began)`);
    if (typeof atSec !== 'number' || !Number.isFinite(atSec) || atSec < 0) throw new RangeError(`${at}.atSec: must be a number of seconds ≥ 0`);
    return { flow: flow as number, madeAtSec, atSec };
  });
  if (out.length >= flowCount) throw new RangeError('removals: at least one flow must be left');
  return out;
}

/** A packet's kind as the picture draws it (Snapshot.wire): 0 data, 1 ACK, 2 SYN, 3 SYN-ACK. */
function wireKind(p: Packet): number {
  const ack = p.kind === PacketKind.Ack;
  return p.syn ? (ack ? WIRE_SYN_ACK : WIRE_SYN) : ack ? WIRE_ACK : WIRE_DATA;
}
