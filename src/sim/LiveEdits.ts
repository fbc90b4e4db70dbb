// Live changes to a running simulation: each is checked first (a RangeError says what is wrong, so
// a refused change never half-happens), then applied to the network and logged.
import type { Random } from './engine/Random';
import type { Scheduler } from './engine/Scheduler';
import type { Link } from './net/Link';
import { createQueue, describeQueue, updateQueue } from './queue/registry';
import { expandFlows, flowLabel, type ExpandedFlow } from './scenario/expand';
import { BOTTLENECK_PARAMS, FLOW_PARAMS } from './scenario/params';
import {
  inRange,
  describeRange,
  SCENARIO_VERSION,
  validateScenario,
  type BottleneckConfig,
  type QueueConfig,
  type Scenario,
  type ScenarioChange,
} from './scenario/Scenario';
import { problemText } from './scenario/formatProblem';
import { knobRule, knobSpec, type TcpVariantId } from './tcp/registry';
import type { FlowRuntime } from './FlowRuntime';
import type { MeasurementWindow } from './MeasurementWindow';
import type { LinkEntry, NetworkBuilder, Topology } from './NetworkBuilder';

/** A live change, logged so charts can mark cause and effect. */
export interface ChangeRecord {
  atSec: number;
  what: string;
}

export class LiveEdits {
  private readonly flows: FlowRuntime[];
  private readonly chain: Link[];
  private readonly reverseChain: Link[];
  private readonly links: LinkEntry[];
  /** Queue changes applied so far: each new queue draws from its own random stream. */
  private queueChanges = 0;

  constructor(
    private readonly scenario: Scenario,
    private readonly scheduler: Scheduler,
    topology: Topology,
    /** The simulation's log of changes, appended to here. */
    private readonly changes: ChangeRecord[],
    private readonly random: Random,
    private readonly network: NetworkBuilder,
    private readonly measurement: MeasurementWindow,
  ) {
    this.flows = topology.flows;
    this.chain = topology.chain;
    this.reverseChain = topology.reverseChain;
    this.links = topology.links;
  }

  private get now(): number {
    return this.scheduler.now;
  }

  /** Throws a RangeError saying what is wrong with change `c` now, if anything (it is not applied). */
  checkChange(c: ScenarioChange): void {
    if (!(c.atSec >= this.now)) throw new RangeError(`a change cannot take effect at ${c.atSec} s, before now (${this.now} s)`);
    if ('flow' in c) {
      const flow = this.flowAt(c.flow);
      if (c.key === 'accessDelaySec') this.checkValue(FLOW_PARAMS.linkDelaySec, c.value, `${flow.name} accessDelaySec`);
      else if (!flow.tcp) throw new RangeError(`${flow.name} is a CBR source: it has no "${c.key}"`);
      else if (c.key !== 'maxWindowPackets' && !knobSpec(flow.tcp.cc.variant as TcpVariantId, c.key)) {
        throw new RangeError(`${flow.name} (${flow.variant}) has no parameter "${c.key}"`);
      }
    } else if (!this.chain[c.link]) throw new RangeError(`there is no bottleneck link ${c.link}`);
  }

  /** Applies a timed change now, through the same paths as the live setters. */
  applyChange(c: ScenarioChange): void {
    if ('flow' in c) this.setFlowParam(c.flow, c.key, c.value);
    else if (c.key === 'queue') this.setQueue(c.link, c.value);
    else this.setLink(c.link, { [c.key]: c.value });
  }

  /**
   * Sets a knob of flow `index` (alpha, beta, gamma, delta, countMax, maxWindowPackets) from now
   * on; or its access delay (accessDelaySec: both directions, for packets that start their
   * transmission from now on, as a bottleneck delay change does).
   */
  setFlowParam(index: number, key: string, value: number): void {
    const flow = this.flowAt(index);
    if (key === 'accessDelaySec') {
      this.checkValue(FLOW_PARAMS.linkDelaySec, value, `${flow.name} accessDelaySec`);
      for (const e of this.links) if (e.role.kind === 'access' && e.role.flow === index) e.link.setDelay(value);
      flow.config = { ...flow.config, access: { ...flow.config.access, delaySec: value } };
      this.log(`${flow.name}: access delay = ${value * 1000} ms`);
      return;
    }
    if (!flow.tcp) throw new RangeError(`${flow.name} is a CBR source: it has no "${key}"`);
    if (key === 'maxWindowPackets') {
      this.checkValue(FLOW_PARAMS.maxWindowPackets, value, `${flow.name} maxWindowPackets`);
      flow.tcp.setMaxWindow(value);
    } else {
      const variant = flow.tcp.cc.variant as TcpVariantId;
      const spec = knobSpec(variant, key);
      if (!spec) throw new RangeError(`${flow.name} (${flow.variant}) has no parameter "${key}"`);
      this.checkValue(spec, value, `${flow.name} ${key}`);
      const next = { ...flow.knobs, [key]: value };
      const broken = knobRule(variant, next, key);
      if (broken) throw new RangeError(`${broken.key} (${next[broken.key]}) ${problemText({ path: [], code: broken.code, params: { other: [broken.other], value: broken.value } })}`);
      flow.knobs = next;
      flow.tcp.cc.setParam(key, value);
    }
    this.log(`${flow.name}: ${key} = ${value}`);
  }

  /** Changes rate, delay or buffer of chain link `index` (0 = the main bottleneck) in both directions. */
  setLink(index: number, patch: Partial<Pick<BottleneckConfig, 'rateBps' | 'delaySec' | 'bufferPackets'>>): void {
    const fwd = this.chain[index];
    const rev = this.reverseChain[index];
    if (!fwd) throw new RangeError(`there is no bottleneck link ${index}`);
    for (const [k, v] of Object.entries(patch)) {
      const spec = k === 'rateBps' || k === 'delaySec' || k === 'bufferPackets' ? BOTTLENECK_PARAMS[k] : undefined;
      if (!spec) throw new RangeError(`a bottleneck has no "${k}"`);
      this.checkValue(spec, v, `${fwd.name} ${k}`);
    }
    for (const l of [fwd, rev]) {
      if (patch.rateBps !== undefined) l.setRate(patch.rateBps);
      if (patch.delaySec !== undefined) l.setDelay(patch.delaySec);
      if (patch.bufferPackets !== undefined) l.setBuffer(patch.bufferPackets);
    }
    this.log(`${fwd.name}: ${Object.entries(patch).map(([k, v]) => `${k} = ${v}`).join(', ')}`);
  }

  /** Switches or retunes the queue discipline of chain link `index` (both directions). */
  setQueue(index: number, queue: QueueConfig): void {
    const fwd = this.chain[index];
    if (!fwd) throw new RangeError(`there is no bottleneck link ${index}`);
    const probe = validateScenario({ ...this.scenario, flows: [{ variant: 'reno' }], changes: undefined, bottleneck: { ...this.scenario.bottleneck, queue } });
    const q = probe.bottleneck.queue;
    [fwd, this.reverseChain[index]].forEach((l, dir) => {
      if (!updateQueue(l.queue, q, this.scheduler.now)) {
        l.replaceQueue(createQueue(q, this.network.queueContext({ rateBps: l.rateBps, bufferPackets: l.queue.limitPackets }), this.random.stream(300 + 2 * index + dir + this.queueChanges * 16)));
      }
    });
    this.queueChanges++;
    this.log(`${fwd.name}: queue = ${describeQueue(q)}`);
  }

  /** Adds a flow now (it starts at max(now, its startSec)). Returns its index. */
  addFlow(input: unknown): number {
    const probe = validateScenario({ version: SCENARIO_VERSION, flows: [input] });
    const cfg = probe.flows[0];
    if (cfg.count !== 1) throw new RangeError('add flows one at a time (count must be 1)');
    if (this.flows.length >= 1000) throw new RangeError('a simulation holds at most 1000 flows');
    const lastRouter = this.chain.length + 1;
    if (cfg.path && cfg.path.toRouter > lastRouter) throw new RangeError(`path.toRouter must be at most ${lastRouter}`);
    const [expanded] = expandFlows({ ...probe, flows: [cfg] }, this.random.stream(400 + this.flows.length));
    const startSec = Math.max(this.now, expanded.startSec);
    // Unnamed, it is numbered after the flows of its kind already here ("Reno 3" beside Reno 1 and 2).
    const label = flowLabel(cfg);
    const name = cfg.name ?? `${label} ${this.flows.filter((g) => flowLabel(g.config) === label).length + 1}`;
    const f = this.network.buildFlow({ ...expanded, startSec, name });
    if (this.measurement.isOpen) f.ackedAtMeasureStart = 0;
    this.log(`added ${f.name}`);
    return f.index;
  }

  /**
   * Stops flow `index` from sending new data, now or at `atSec` if that is later (so a stop made
   * in the lab at a rounded time replays exactly from the scenario's `stopSec`). With `remove`,
   * it is also left out of summaries, from now.
   */
  stopFlow(index: number, remove = false, atSec?: number): void {
    const flow = this.flowAt(index);
    if (atSec !== undefined && !(Number.isFinite(atSec) && atSec >= 0)) {
      throw new RangeError(`stop time must be a finite number of seconds ≥ 0 (got ${atSec})`);
    }
    // A removed flow leaves the summaries at once (a replay runs without it anyway).
    if (remove) flow.removed = true;
    flow.stopFinal = true;
    const when = Math.max(atSec ?? this.now, this.now);
    if (flow.config.stopSec === undefined || when < flow.config.stopSec) flow.config = { ...flow.config, stopSec: when };
    const stop = () => {
      flow.tcp?.stop();
      flow.cbr?.stop();
      flow.stoppedAtSec = Math.min(flow.stoppedAtSec, this.now);
      this.log(`${remove ? 'removed' : 'stopped'} ${flow.name}`);
    };
    if (atSec !== undefined && atSec > this.now) this.scheduler.schedule(atSec, { onEvent: stop }, 0);
    else stop();
  }

  /**
   * Moves flow `index`'s start (only while it has not started) and sets or clears its stop (only
   * while it has not stopped), both now or later. A moved start or stop takes the place among the
   * events of its instant that it would have had if the flow had been set up with it, so the run
   * is the run of the scenario that says so.
   */
  setFlowTimes(index: number, times: { startSec?: number; stopSec?: number | null }): void {
    const flow = this.flowAt(index);
    const now = this.now;
    let cfg = flow.config;
    const { startSec, stopSec } = times;
    const startPending = flow.tcp ? flow.tcp.startPending : flow.cbr!.startPending;
    if (startSec !== undefined && startSec !== cfg.startSec) {
      if (!startPending) throw new RangeError(`${flow.name} started at ${cfg.startSec} s: a start that has happened cannot move`);
      this.checkValue(FLOW_PARAMS.startSec, startSec, `${flow.name} startSec`);
      if (!(startSec >= now)) throw new RangeError(`${flow.name} startSec: must not be before now (${now} s)`);
      cfg = { ...cfg, startSec };
    }
    if (stopSec !== undefined && stopSec !== (cfg.stopSec ?? null)) {
      if (flow.stopFinal || flow.stoppedAtSec <= now || (cfg.stopSec !== undefined && cfg.stopSec <= now)) throw new RangeError(`${flow.name} has stopped already`);
      if (stopSec !== null) {
        this.checkValue(FLOW_PARAMS.stopSec, stopSec, `${flow.name} stopSec`);
        if (!(stopSec >= now)) throw new RangeError(`${flow.name} stopSec: must not be before now (${now} s)`);
      }
      if (stopSec !== null && !(stopSec > cfg.startSec)) throw new RangeError(`${flow.name} stopSec: must be after its start (${cfg.startSec} s)`);
      const { stopSec: _old, ...rest } = cfg;
      cfg = stopSec === null ? (rest as ExpandedFlow) : { ...cfg, stopSec };
    } else if (cfg.stopSec !== undefined && !(cfg.stopSec > cfg.startSec)) {
      throw new RangeError(`${flow.name} startSec: must be before its stop (${cfg.stopSec} s)`);
    }
    // Checked; now applied.
    if (cfg.startSec !== flow.config.startSec) {
      if (flow.tcp) flow.tcp.moveStart(cfg.startSec);
      else flow.cbr!.moveStart(cfg.startSec);
    }
    if (cfg.stopSec !== flow.config.stopSec) {
      if (flow.cbr) flow.cbr.setStop(cfg.stopSec ?? Infinity);
      else flow.placeStop(this.scheduler, cfg.stopSec);
    }
    flow.config = cfg;
    this.log(`${flow.name}: start ${cfg.startSec} s, stop ${cfg.stopSec === undefined ? 'never' : `${cfg.stopSec} s`}`);
  }

  private flowAt(index: number): FlowRuntime {
    const f = this.flows[index];
    if (!f) throw new RangeError(`there is no flow ${index} (the simulation has ${this.flows.length})`);
    return f;
  }

  private checkValue(spec: Parameters<typeof inRange>[0], value: unknown, what: string): void {
    if (!inRange(spec, value)) throw new RangeError(`${what} must be ${describeRange(spec)} (got ${String(value)})`);
  }

  private log(what: string): void {
    this.changes.push({ atSec: this.scheduler.now, what });
  }
}

