// A running experiment: builds the network a Scenario describes (a dumbbell, or bottlenecks
// in series), runs it, accepts live changes, and reports what happened. Pure model: no DOM,
// no worker API; the worker, the CLI and the tests all drive it the same way.
import { Random } from './engine/Random';
import { Scheduler, type EventHandler } from './engine/Scheduler';
import type { Link } from './net/Link';
import { PacketKind, PacketPool, type Packet } from './net/Packet';
import type { QueueReason } from './queue/QueueDiscipline';
import { expandFlows } from './scenario/expand';
import {
  measureFrom,
  measureTo,
  type BottleneckConfig,
  type QueueConfig,
  type Scenario,
  type ValidScenario,
  type ScenarioChange,
} from './scenario/Scenario';
import { DROP_COUNTS_STRIDE, DropCounts } from './FlowCounters';
import type { FlowRuntime } from './FlowRuntime';
import { LiveEdits, type ChangeRecord } from './LiveEdits';
import { MeasurementWindow, type SimSummary } from './MeasurementWindow';
import { NetworkBuilder, type LinkEntry } from './NetworkBuilder';

// What a driver of the simulation reads, importable from here with the class.
export { FlowCounters } from './FlowCounters';
export { FlowRuntime, type FlowCounts } from './FlowRuntime';
export type { ChangeRecord } from './LiveEdits';
export type { FlowSummary, SimSummary } from './MeasurementWindow';
export { EDGE_BUFFER_PACKETS, type LinkEntry, type LinkRole } from './NetworkBuilder';

/** A dropped packet, as observers are told of it. */
export interface DropEvent {
  atSec: number;
  linkId: number;
  flow: number;
  /** QueueReason: 1 overflow, 2 early, 3 forced, 4 head-overflow, 5 sojourn. */
  reason: QueueReason;
  ack: boolean;
}

/** A packet marked Congestion Experienced instead of dropped (it went on), as observers are told of it. */
export interface MarkEvent {
  atSec: number;
  linkId: number;
  flow: number;
  ack: boolean;
}

const MEASURE_START = 0;
const MEASURE_END = 1;
const OBSERVE = 2;
const CHANGE = 3;

export type Observer = (sim: Simulation) => void;

export class Simulation implements EventHandler {
  readonly scheduler = new Scheduler();
  readonly pool = new PacketPool();
  readonly scenario: Scenario;
  readonly flows: FlowRuntime[] = [];
  /** Links R_k → R_k+1 in the data direction; [0] is the main bottleneck. */
  readonly chain: Link[] = [];
  /** Links R_k+1 → R_k carrying ACKs back. */
  readonly reverseChain: Link[] = [];
  readonly changes: ChangeRecord[] = [];
  /** Every link, by id, with its place in the topology. */
  readonly links: LinkEntry[] = [];
  /** Told of every drop (observation only). */
  onDropEvent: ((e: DropEvent) => void) | null = null;
  private readonly drops = new DropCounts();
  /** Every link reports its drops here (a field, not a method: the links call it directly). */
  private readonly countDrop = (linkId: number, p: Packet, reason: QueueReason, atSec: number): void => {
    // Drops a bottleneck decided earlier are told first, so that listeners hear drops in time order.
    this.settleQueues(atSec);
    if (p.flow >= this.flows.length) return;
    const ack = p.kind === PacketKind.Ack;
    this.drops.byFlow[DROP_COUNTS_STRIDE * p.flow + (ack ? 0 : reason)]++;
    this.onDropEvent?.({ atSec, linkId, flow: p.flow, reason, ack });
  };
  /** Told of every CE mark (observation only). */
  onMarkEvent: ((e: MarkEvent) => void) | null = null;
  /** Every link reports its CE marks here. */
  private readonly countMark = (linkId: number, p: Packet, atSec: number): void => {
    this.settleQueues(atSec);
    this.drops.countMark(p);
    if (this.onMarkEvent && p.flow < this.flows.length) this.onMarkEvent({ atSec, linkId, flow: p.flow, ack: p.kind === PacketKind.Ack });
  };
  private readonly random: Random;
  private readonly network: NetworkBuilder;
  private readonly measurement: MeasurementWindow;
  private readonly edits: LiveEdits;
  private frozen: SimSummary | null = null;
  private observers: { fn: Observer; intervalSec: number }[] = [];

  /** Builds the network for `scenario`, validated where it came in (parseScenario; see ValidScenario). */
  constructor(scenario: ValidScenario) {
    this.scenario = scenario;
    const s = this.scenario;
    this.random = Random.fromSeed(s.seed);
    this.network = new NetworkBuilder(s, this.scheduler, this.pool, this, this.drops, this.random, this.countDrop, this.countMark);
    this.network.buildChain();
    this.measurement = new MeasurementWindow(s, this.scheduler, this.flows, this.chain);
    this.edits = new LiveEdits(s, this.scheduler, this, this.changes, this.random, this.network, this.measurement);
    // The window opens before anything else that happens at its start (a flow starting at that
    // instant counts in it); it closes after everything at its end.
    this.scheduler.schedule(measureFrom(s), this, MEASURE_START);
    const expanded = expandFlows(s, this.random.stream(0));
    for (const f of expanded) this.network.buildFlow(f);
    this.scheduler.schedule(measureTo(s), this, MEASURE_END);
    for (const c of s.changes ?? []) this.scheduler.scheduleFirst(c.atSec, this, CHANGE, c);
  }

  get now(): number {
    return this.scheduler.now;
  }

  get durationSec(): number {
    return this.scenario.durationSec;
  }

  get finished(): boolean {
    return this.scheduler.now >= this.scenario.durationSec;
  }

  /** The main bottleneck R1→R2. */
  get bottleneck(): Link {
    return this.chain[0];
  }

  /** Runs until `tSec` (clamped to the scenario's duration). */
  runUntil(tSec: number): void {
    this.scheduler.runUntil(Math.min(tSec, this.scenario.durationSec));
  }

  /**
   * Runs towards `tSec` (clamped as runUntil), at most about `maxEvents` events; returns whether it
   * got there. Going on with more calls gives exactly the run one runUntil gives.
   */
  runSome(tSec: number, maxEvents: number): boolean {
    return this.scheduler.runSome(Math.min(tSec, this.scenario.durationSec), maxEvents);
  }

  /** Runs the whole scenario and returns its summary. */
  run(): SimSummary {
    this.runUntil(this.scenario.durationSec);
    return this.summary();
  }

  /** Calls `fn` every `intervalSec` of simulated time, starting now. Observers never change the model. */
  observe(fn: Observer, intervalSec: number): void {
    if (!(intervalSec > 0)) throw new RangeError('observation interval must be positive');
    this.observers.push({ fn, intervalSec });
    this.scheduler.schedule(this.scheduler.now, this, OBSERVE, this.observers.length - 1);
  }

  onEvent(kind: number, arg: unknown): void {
    this.settleQueues();
    if (kind === MEASURE_START) this.measurement.open();
    else if (kind === MEASURE_END) this.frozen = this.summary();
    else if (kind === CHANGE) this.edits.applyChange(arg as ScenarioChange);
    else {
      const o = this.observers[arg as number];
      o.fn(this);
      const next = this.scheduler.now + o.intervalSec;
      if (next <= this.scenario.durationSec + 1e-9) this.scheduler.schedule(next, this, OBSERVE, arg);
    }
  }

  // ---------------------------------------------------------------- live changes

  /**
   * Schedules a timed change at its `atSec` (now or later), ahead of every other event of that
   * instant: exactly where the same change listed in a scenario's timeline takes effect. Checks
   * it first (a RangeError says what is wrong), so a refused change never half-happens.
   */
  scheduleChange(c: ScenarioChange): void {
    this.edits.checkChange(c);
    this.scheduler.scheduleFirst(c.atSec, this, CHANGE, c);
  }

  /** Applies a timed change now, through the same paths as the live setters. */
  applyChange(c: ScenarioChange): void {
    this.edits.applyChange(c);
  }

  /** Sets a knob of flow `index` (or its access delay) from now on. */
  setFlowParam(index: number, key: string, value: number): void {
    this.edits.setFlowParam(index, key, value);
  }

  /** Changes rate, delay or buffer of chain link `index` (0 = the main bottleneck) in both directions. */
  setLink(index: number, patch: Partial<Pick<BottleneckConfig, 'rateBps' | 'delaySec' | 'bufferPackets'>>): void {
    this.edits.setLink(index, patch);
  }

  /** Switches or retunes the queue discipline of chain link `index` (both directions). */
  setQueue(index: number, queue: QueueConfig): void {
    this.edits.setQueue(index, queue);
  }

  /** Adds a flow now (it starts at max(now, its startSec)). Returns its index. */
  addFlow(input: unknown): number {
    return this.edits.addFlow(input);
  }

  /** Stops flow `index` from sending new data, now or at `atSec` if that is later; with `remove`, it also leaves the summaries. */
  stopFlow(index: number, remove = false, atSec?: number): void {
    this.edits.stopFlow(index, remove, atSec);
  }

  /** Moves flow `index`'s start (while it has not started) and sets or clears its stop (while it has not stopped). */
  setFlowTimes(index: number, times: { startSec?: number; stopSec?: number | null }): void {
    this.edits.setFlowTimes(index, times);
  }

  // ---------------------------------------------------------------- results

  /**
   * Brings the chain's queues that decide at dequeue up to now (Link.settleDequeues): every look at
   * counters, observables or drops goes through here or through the links' own getters.
   */
  settleQueues(beforeSec = this.scheduler.now): void {
    for (const l of this.chain) l.settleDequeues(beforeSec);
    for (const l of this.reverseChain) l.settleDequeues(beforeSec);
  }

  /**
   * Results over the measurement window (or up to now, while it is still open). Goodput counts
   * segments cumulatively acknowledged, × packet size, over the window length, as the papers do.
   */
  summary(): SimSummary {
    this.settleQueues();
    return this.frozen ?? this.measurement.summary();
  }

  /**
   * The main bottleneck queue's observables now (its discipline module's keys, such as RED's
   * redAverage; NaN for every other discipline's keys), written into `out` and returned.
   */
  observeQueue(out: Record<string, number> = {}): Record<string, number> {
    this.settleQueues();
    return this.measurement.observeQueue(out);
  }

}
