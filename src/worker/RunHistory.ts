// The run as it went: the engine, the scenario as run with its engine → scenario flow numbering
// (their one owner), the flows removed from it, and rewinding or branching by replaying all that.
import { Simulation } from '../sim/Simulation';
import { validateScenario, type FlowConfig, type Scenario, type ScenarioChange, type ValidScenario } from '../sim/scenario/Scenario';
import { expandScenario } from '../sim/scenario/expand';
import { removeFlow, timelineUntil } from '../sim/scenario/timeline';
import type { Pacer } from './hostClock';
import type { TraceBatcher } from './TraceBatcher';
import type { PlayedRun, RemovalRecord, Reply } from './protocol';

/**
 * A flow removed from the run: it leaves the scenario (a reset or a link runs without it), but the
 * run so far had it, so a seek replays it, removed again at the engine time it was removed.
 */
export interface Removal extends RemovalRecord {
  /** Its set-up as it was when removed (written out, named), and its own timed changes (engine numbering). */
  config: FlowConfig;
  changes: ScenarioChange[];
}

export class RunHistory {
  /** The scenario as run so far: as loaded, plus every live edit (what a reset replays). */
  private scenarioAsRun: Scenario | null = null;
  /** Engine flow index → index in `scenario` (null once removed). */
  private flowIndexes: (number | null)[] = [];
  /** The flows removed from this run, in the order they were removed. */
  private removals: Removal[] = [];
  /** Removals a rebuilt engine has still to make again, in the order they were made. */
  private replaying: Removal[] = [];
  private sim: Simulation | null = null;

  constructor(
    private readonly send: (r: Reply) => void,
    private readonly pacer: Pacer,
    private readonly batcher: TraceBatcher,
  ) {}

  /** The engine, if a scenario is loaded. */
  get engine(): Simulation | null {
    return this.sim;
  }

  /** The scenario as run so far (a scenario is loaded). */
  get scenario(): Scenario {
    return this.scenarioAsRun!;
  }

  /** Engine flow index → index in `scenario` (null once removed). */
  get flowIndex(): readonly (number | null)[] {
    return this.flowIndexes;
  }

  need(): Simulation {
    if (!this.sim) throw new RangeError('no scenario is loaded');
    return this.sim;
  }

  /** A new run of `s`, from t = 0, paused. */
  load(s: ValidScenario): void {
    const sim = new Simulation(s);
    this.scenarioAsRun = s;
    this.flowIndexes = sim.flows.map((_, i) => i);
    this.removals = [];
    this.replaying = [];
    this.sim = sim;
    this.pacer.halt();
    this.batcher.start(sim, s);
  }

  /** A flow added to the engine, at `scenarioIndex` in the scenario. */
  flowAdded(scenarioIndex: number): void {
    this.flowIndexes.push(scenarioIndex);
  }

  /** A flow removed from the engine: it leaves the scenario (at `scenarioIndex`), and the run keeps it to replay. */
  flowRemoved(removal: Removal, scenarioIndex: number): void {
    this.removals.push(removal);
    this.flowIndexes = this.flowIndexes.map((i) => (i === null || i === scenarioIndex ? null : i > scenarioIndex ? i - 1 : i));
  }

  /** Keeps the scenario as run and tells the UI (with the run as played, when flows were removed from it). */
  record(next: Scenario, ack?: number): void {
    this.scenarioAsRun = next;
    const played: PlayedRun | undefined =
      this.removals.length > 0 ? { scenario: this.played(), removals: this.removals.map(({ flow, madeAtSec, atSec }) => ({ flow, madeAtSec, atSec })) } : undefined;
    this.send({ type: 'scenario', scenario: next, flowIndex: this.flowIndexes.slice(), ...(ack === undefined ? {} : { ack }), ...(played ? { played } : {}) });
  }

  /**
   * Rewinds or fast-forwards to `toSec`, paused. Backwards (or for a branch) the engine is rebuilt
   * from the run so far (the scenario, with any flows removed from it put back and removed again
   * at the engine time they were) and replayed to `toSec` (TraceBatcher.replayTo); forwards it
   * runs on, sampled as in "as fast as possible" mode.
   */
  seek(toSec: number, branch: boolean, seq: number): void {
    const sim = this.need();
    if (!Number.isFinite(toSec)) throw new RangeError(`seek: the time must be a number of seconds (got ${String(toSec)})`);
    const t = Math.min(Math.max(0, toSec), sim.durationSec);
    const started = this.pacer.clock.nowMs();
    this.pacer.halt();
    const cut = branch && this.cutAt(t);
    // Forwards on the same timeline, the engine just runs on; backwards, or with its future cut, it replays.
    if (t >= sim.now && !cut) {
      this.batcher.advance(t, Infinity, this.batcher.maxModeSampleSec());
    } else {
      const next = new Simulation(validateScenario(this.played()));
      this.sim = next;
      this.batcher.adopt(next, t);
      this.replaying = this.removals.slice().sort((a, b) => a.madeAtSec - b.madeAtSec);
      this.batcher.replayTo(t);
    }
    this.send({ type: 'seeked', seq, timeSec: this.need().now, replayMs: this.pacer.clock.nowMs() - started });
  }

  /**
   * A branch at `tSec`: the timed changes after it are dropped, and so are removals made after it
   * (those flows were running then: they are back in the scenario). Returns whether anything was
   * dropped (the engine must then replay).
   */
  private cutAt(tSec: number): boolean {
    const s = this.scenario;
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
    this.flowIndexes = sim.flows.map((_, k) => (gone.has(k) ? null : n++));
    return out;
  }

  /**
   * After loading a PlayedRun's scenario: its removals are made again at their times (the engine
   * makes them as it runs there), and the scenario as run leaves those flows out.
   */
  removeAgain(records: readonly RemovalRecord[]): void {
    if (records.length === 0) return;
    const sim = this.need();
    const played = this.scenario;
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
    const s = this.scenario;
    if (this.removals.length === 0) return s;
    const e = expandScenario(s);
    const removed = new Map(this.removals.map((x) => [x.flow, x]));
    const engineOf: number[] = [];
    this.flowIndexes.forEach((i, k) => {
      if (i !== null) engineOf[i] = k;
    });
    const flows = this.flowIndexes.map((i, k) => (i === null ? removed.get(k)!.config : e.flows[i]));
    const own = (e.changes ?? []).map((c) => ('flow' in c ? ({ ...c, flow: engineOf[c.flow] } as ScenarioChange) : c));
    // Stable: changes of one instant keep their order.
    const changes = [...own, ...this.removals.flatMap((x) => x.changes)].sort((a, b) => a.atSec - b.atSec);
    return { ...e, flows, ...(changes.length > 0 ? { changes } : {}) };
  }

  /**
   * Runs the engine to `tSec`, making on the way the removals a replay must make again, each at
   * the engine time it was made (so the rebuilt run is the run as it went).
   */
  runEngine(tSec: number, deadlineMs = Infinity): boolean {
    const sim = this.need();
    while (this.replaying.length > 0 && this.replaying[0].madeAtSec <= tSec) {
      const x = this.replaying[0];
      if (x.madeAtSec >= 0 && !this.pacer.runSliced(sim, x.madeAtSec, deadlineMs)) return false;
      this.replaying.shift();
      sim.stopFlow(x.flow, true, x.atSec);
    }
    return this.pacer.runSliced(sim, tSec, deadlineMs);
  }
}
