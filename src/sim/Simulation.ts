// A running experiment: builds the network a Scenario describes (a dumbbell, or bottlenecks
// in series), runs it, accepts live changes, and reports what happened. Pure model: no DOM,
// no worker API; the worker, the CLI and the tests all drive it the same way.
import { Random } from './engine/Random';
import { Scheduler, type EventHandler } from './engine/Scheduler';
import { CbrSource, UdpSink } from './app/Cbr';
import { Link } from './net/Link';
import { PacketKind, PacketPool, type Packet, type PacketReceiver } from './net/Packet';
import { FlowDemux } from './net/Router';
import { DropReason, type QueueDiscipline } from './queue/QueueDiscipline';
import { DropTail } from './queue/DropTail';
import { createQueue, updateQueue, type QueueContext } from './queue/registry';
import { Red } from './queue/Red';
import { expandFlows, flowLabel, type ExpandedFlow } from './scenario/expand';
import { BOTTLENECK_PARAMS, FLOW_PARAMS } from './scenario/params';
import {
  inRange,
  describeRange,
  SCENARIO_VERSION,
  measureFrom,
  measureTo,
  validateScenario,
  type BottleneckConfig,
  type FlowConfig,
  type QueueConfig,
  type Scenario,
  type ValidScenario,
  type ScenarioChange,
} from './scenario/Scenario';
import { NO_OBSERVABLES, type CcObservables } from './tcp/CongestionControl';
import { TcpSender } from './tcp/TcpSender';
import { TcpSink } from './tcp/TcpSink';
import { problemText } from './scenario/formatProblem';
import { createCongestionControl, knobRule, knobSpec, knobsOf, tcpStartup, type TcpVariantId } from './tcp/registry';
import { jainIndex } from './metrics/jain';

/** Buffer of the access and egress links' queues (not bottlenecks by design; as ns-2 set by the exporter). */
export const EDGE_BUFFER_PACKETS = 1000;

/**
 * Packet counts of one flow, by what happened to them, read from where each happens: the sender
 * (sent, ACKs received), the receiver (delivered, ACKs sent) and the links (dropped).
 * Invariant: sent = delivered + dropped + in flight, for data and for ACKs.
 */
export class FlowCounters {
  constructor(
    private readonly tcp: TcpSender | null,
    private readonly sink: TcpSink | null,
    private readonly cbr: CbrSource | null,
    private readonly udpSink: UdpSink | null,
    /** The simulation's drop counts, and this flow's index in them. */
    private readonly drops: DropCounts,
    private readonly index: number,
  ) {}

  get dataDropped(): number {
    const a = this.drops.byFlow;
    const i = 4 * this.index;
    return a[i + DropReason.Overflow] + a[i + DropReason.Early] + a[i + DropReason.Forced];
  }

  get acksDropped(): number {
    return this.drops.byFlow[4 * this.index];
  }

  /** Data drops by DropReason index (0 unused). */
  get dropsByReason(): number[] {
    const a = this.drops.byFlow;
    const i = 4 * this.index;
    return [0, a[i + DropReason.Overflow], a[i + DropReason.Early], a[i + DropReason.Forced]];
  }

  get dataSent(): number {
    return this.tcp ? this.tcp.stats.sentPackets : this.cbr!.sentPackets;
  }

  get dataDelivered(): number {
    return this.sink ? this.sink.delivered : this.udpSink!.delivered;
  }

  get acksSent(): number {
    return this.sink ? this.sink.acksSent : 0;
  }

  get acksDelivered(): number {
    return this.tcp ? this.tcp.stats.acksReceived : 0;
  }
}

/**
 * Drops counted per flow, four to a flow side by side: [4f] its ACKs dropped, [4f + r] its data
 * packets dropped for DropReason r. A run with many flows drops hundreds of thousands of packets;
 * counting each touches one cache line here instead of the flow, its counters and their array.
 */
class DropCounts {
  byFlow = new Float64Array(4 * 8);

  /** Makes room for flow `index`. */
  reserve(index: number): void {
    if (4 * index < this.byFlow.length) return;
    let n = this.byFlow.length;
    while (n <= 4 * index) n *= 2;
    const grown = new Float64Array(n);
    grown.set(this.byFlow);
    this.byFlow = grown;
  }
}

/** One flow of the running simulation. */
export class FlowRuntime {
  /** Segments cumulatively acknowledged (TCP) or packets delivered (CBR) when the measurement window opened. */
  ackedAtMeasureStart = 0;
  queueIntegralAtMeasureStart = 0;
  /** The window counters (sent, retransmitted, timeouts, drops) when the measurement window opened. */
  countsAtMeasureStart: FlowCounts = ZERO_COUNTS;
  /** The path counters (loss events, RTT and first-timeout sums) when the measurement window opened. */
  pathAtMeasureStart: PathCounts = ZERO_PATH;
  removed = false;
  /** When the flow stopped sending new data (Infinity while it has not). */
  stoppedAtSec = Infinity;
  /** Its variant's knobs as they are now (the scenario's values, then live changes). */
  knobs: Readonly<Record<string, number>>;
  /** The pending stop event of a TCP flow with a stopSec (-1: none) and the sequence it took. */
  stopEvent = -1;
  stopSeq = -1;
  /** Stopped (or removed) with stopFlow: its stop can no longer move. */
  stopFinal = false;

  constructor(
    readonly index: number,
    readonly name: string,
    /** As set up, with the live edits of its start, stop and access delay. */
    public config: ExpandedFlow,
    readonly tcp: TcpSender | null,
    readonly sink: TcpSink | null,
    readonly cbr: CbrSource | null,
    readonly udpSink: UdpSink | null,
    /** The first bottleneck link this flow crosses (where its queue occupancy is measured). */
    readonly firstHop: Link,
    readonly counters: FlowCounters,
  ) {
    this.knobs = config.variant === 'cbr' ? {} : knobsOf(config.variant, config);
  }

  get variant(): FlowConfig['variant'] {
    return this.config.variant;
  }

  /** Data segments (or CBR packets) that have reached the receiver so far, each counted once on its first arrival, in order or not. */
  get dataReceived(): number {
    return this.sink ? this.sink.newDataSegments : this.udpSink!.delivered;
  }

  /** Data packets (segments, the SYN not counted) delivered in order to the application so far. */
  get deliveredInOrder(): number {
    return this.tcp ? this.tcp.dataSegmentsAcked : this.udpSink!.delivered;
  }

  get cwnd(): number {
    return this.tcp ? this.tcp.cwnd : NaN;
  }

  get ssthresh(): number {
    return this.tcp ? this.tcp.ssthresh : NaN;
  }

  get srttSec(): number {
    return this.tcp ? this.tcp.srttSec : NaN;
  }

  /** The latest RTT sample (one Karn-timed segment per RTT), seconds. */
  get rttSec(): number {
    return this.tcp ? this.tcp.lastRttSampleSec : NaN;
  }

  get observables(): CcObservables {
    return this.tcp ? this.tcp.cc.observe(this.tcp) : NO_OBSERVABLES;
  }

  /** Packets of this flow waiting in its first bottleneck's queue. */
  get queuedPackets(): number {
    return this.firstHop.occupancy(this.index);
  }

  /** Counters since the start of the run, as the summary takes differences of them over its window. */
  get counts(): FlowCounts {
    return {
      sentPackets: this.tcp ? this.tcp.stats.sentPackets : this.cbr!.sentPackets,
      retransmittedPackets: this.tcp ? this.tcp.stats.retransmittedPackets : 0,
      timeouts: this.tcp ? this.tcp.stats.timeouts : 0,
      drops: this.counters.dataDropped,
    };
  }

  /** Loss events, RTT samples and first timeouts since the start of the run (zeros for CBR). */
  get path(): PathCounts {
    const t = this.tcp?.stats;
    if (!t) return ZERO_PATH;
    return { lossEvents: t.fastRetransmits + t.timeouts, rttSamples: t.rttSamples, rttSumSec: t.rttSumSec, firstTimeouts: t.firstTimeouts, firstTimeoutSumSec: t.firstTimeoutSumSec };
  }

  get packetsInFlight(): number {
    const c = this.counters;
    return c.dataSent - c.dataDelivered - c.dataDropped + (c.acksSent - c.acksDelivered - c.acksDropped);
  }
}

/** Per-flow packet counters; in a summary, counted over its measurement window. */
export interface FlowCounts {
  /** Segments put on the wire (SYNs and retransmissions included; CBR: datagrams). */
  sentPackets: number;
  /** Segments sent again (a resent SYN included). */
  retransmittedPackets: number;
  /** Retransmission-timer expiries with data outstanding. */
  timeouts: number;
  /** Data packets (and SYNs) of the flow dropped on any link. */
  drops: number;
}

const ZERO_COUNTS: FlowCounts = Object.freeze({ sentPackets: 0, retransmittedPackets: 0, timeouts: 0, drops: 0 });

/** What a flow saw of its path, as running sums (the summary takes their differences over its window). */
interface PathCounts {
  /** Loss indications: fast retransmits (triple duplicate ACKs) plus timeouts. */
  lossEvents: number;
  rttSamples: number;
  rttSumSec: number;
  firstTimeouts: number;
  firstTimeoutSumSec: number;
}

const ZERO_PATH: PathCounts = Object.freeze({ lossEvents: 0, rttSamples: 0, rttSumSec: 0, firstTimeouts: 0, firstTimeoutSumSec: 0 });

/**
 * One flow's results: every figure is over the summary's `measure` window, except the finite
 * transfer's own figures (`completionSec`, `transferBps`), which cover its transfer.
 */
export interface FlowSummary extends FlowCounts {
  name: string;
  variant: FlowConfig['variant'];
  /** Payload bits delivered in order over the window / window length. */
  goodputBps: number;
  /** Time-averaged packets of this flow waiting at its first bottleneck over the window. */
  meanQueuePackets: number;
  /** When a finite transfer's last segment was acknowledged, s (null: endless, or not done yet). */
  completionSec: number | null;
  /** A finite transfer's throughput over its own duration: 8 · bytes / (completion − start), bit/s (else null). */
  transferBps: number | null;
  /**
   * Loss indications over the window: fast retransmits (triple duplicate ACKs) plus timeouts, each
   * timeout of a back-off sequence counted (Padhye et al.'s loss indications; 0 for CBR).
   */
  lossEvents: number;
  /** Mean of the Karn-timed RTT samples (one segment per RTT) taken over the window, s (null: none, or CBR). */
  meanRttSec: number | null;
  /**
   * Padhye et al.'s T0: the mean duration of the timeouts that began a back-off sequence in the
   * window, or where there was none, what one would last at the window's end (the RTO un-backed-off), s.
   */
  t0Sec: number | null;
  /** A Vegas-family flow's BaseRTT at the window's end, s (null for other variants). */
  baseRttSec: number | null;
}

export interface SimSummary {
  timeSec: number;
  measure: { fromSec: number; toSec: number };
  flows: FlowSummary[];
  jainIndex: number;
  bottleneck: {
    departures: number;
    drops: number;
    earlyDrops: number;
    forcedDrops: number;
    overflowDrops: number;
    meanQueuePackets: number;
    /** Mean time a packet waited in the queue over the window, by Little's law: queue integral / departures, s. */
    meanQueueDelaySec: number;
    utilization: number;
  };
  events: number;
}

/** Where a link sits: a flow's access or egress link, or chain (bottleneck) link `index`; data or ACK direction. */
export type LinkRole =
  | { kind: 'access' | 'egress'; flow: number; direction: 'data' | 'ack' }
  | { kind: 'chain'; index: number; direction: 'data' | 'ack' };

export interface LinkEntry {
  id: number;
  link: Link;
  role: LinkRole;
}

/** A dropped packet, as observers are told of it. */
export interface DropEvent {
  atSec: number;
  linkId: number;
  flow: number;
  /** DropReason: 1 overflow, 2 early, 3 forced. */
  reason: DropReason;
  ack: boolean;
}

/** A live change, logged so charts can mark cause and effect. */
export interface ChangeRecord {
  atSec: number;
  what: string;
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

  private readonly dataRouters: FlowDemux[] = [];
  private readonly ackRouters: FlowDemux[] = [];
  private readonly random: Random;
  /** Each TCP sender's tick-clock phase in the ns2 profile (ns-2 boot_time_), drawn in creation order. */
  private readonly tickPhases: Random;
  private measuring = false;
  private busyAtMeasureStart = 0;
  private departuresAtMeasureStart = 0;
  private dropsAtMeasureStart = [0, 0, 0, 0];
  private queueIntegralAtMeasureStart = 0;
  private frozen: SimSummary | null = null;
  private observers: { fn: Observer; intervalSec: number }[] = [];
  /** Queue changes applied so far: each new queue draws from its own random stream. */
  private queueChanges = 0;

  /** Builds the network for `scenario`, validated where it came in (parseScenario; see ValidScenario). */
  constructor(scenario: ValidScenario) {
    this.scenario = scenario;
    const s = this.scenario;
    this.random = Random.fromSeed(s.seed);
    this.tickPhases = this.random.stream(500);
    const links: BottleneckConfig[] = [s.bottleneck, ...s.series];
    for (let k = 0; k <= links.length; k++) {
      this.dataRouters.push(new FlowDemux(`R${k + 1}`));
      this.ackRouters.push(new FlowDemux(`R${k + 1}'`));
    }
    links.forEach((cfg, k) => {
      const fwd = this.makeLink(`R${k + 1}→R${k + 2}`, { kind: 'chain', index: k, direction: 'data' }, cfg.rateBps, cfg.delaySec, createQueue(cfg.queue, this.queueContext(cfg), this.random.stream(100 + k)), this.dataRouters[k + 1]);
      const rev = this.makeLink(`R${k + 2}→R${k + 1}`, { kind: 'chain', index: k, direction: 'ack' }, cfg.rateBps, cfg.delaySec, createQueue(cfg.queue, this.queueContext(cfg), this.random.stream(200 + k)), this.ackRouters[k]);
      this.chain.push(fwd);
      this.reverseChain.push(rev);
    });
    // The window opens before anything else that happens at its start (a flow starting at that
    // instant counts in it); it closes after everything at its end.
    this.scheduler.schedule(measureFrom(s), this, MEASURE_START);
    const expanded = expandFlows(s, this.random.stream(0));
    for (const f of expanded) this.buildFlow(f);
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
    if (kind === MEASURE_START) this.openMeasurement();
    else if (kind === MEASURE_END) this.frozen = this.summary();
    else if (kind === CHANGE) this.applyChange(arg as ScenarioChange);
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
    if (!(c.atSec >= this.now)) throw new RangeError(`a change cannot take effect at ${c.atSec} s, before now (${this.now} s)`);
    if ('flow' in c) {
      const flow = this.flowAt(c.flow);
      if (c.key === 'accessDelaySec') this.checkValue(FLOW_PARAMS.linkDelaySec, c.value, `${flow.name} accessDelaySec`);
      else if (!flow.tcp) throw new RangeError(`${flow.name} is a CBR source: it has no "${c.key}"`);
      else if (c.key !== 'maxWindowPackets' && !knobSpec(flow.tcp.cc.variant as TcpVariantId, c.key)) {
        throw new RangeError(`${flow.name} (${flow.variant}) has no parameter "${c.key}"`);
      }
    } else if (!this.chain[c.link]) throw new RangeError(`there is no bottleneck link ${c.link}`);
    this.scheduler.scheduleFirst(c.atSec, this, CHANGE, c);
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
      if (!updateQueue(l.queue, q)) {
        l.replaceQueue(createQueue(q, this.queueContext({ rateBps: l.rateBps, bufferPackets: l.queue.limitPackets }), this.random.stream(300 + 2 * index + dir + this.queueChanges * 16)));
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
    const f = this.buildFlow({ ...expanded, startSec, name });
    if (this.measuring) f.ackedAtMeasureStart = 0;
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
      else this.placeStop(flow, cfg.stopSec);
    }
    flow.config = cfg;
    this.log(`${flow.name}: start ${cfg.startSec} s, stop ${cfg.stopSec === undefined ? 'never' : `${cfg.stopSec} s`}`);
  }

  /** Schedules, moves or withdraws a TCP flow's stop event. */
  private placeStop(flow: FlowRuntime, atSec: number | undefined): void {
    if (flow.stopEvent >= 0) this.scheduler.cancel(flow.stopEvent);
    flow.stopEvent = -1;
    if (atSec === undefined) return;
    const stopper = {
      onEvent: () => {
        flow.stopEvent = -1;
        flow.tcp!.stop();
        flow.stoppedAtSec = Math.min(flow.stoppedAtSec, this.now);
      },
    };
    if (flow.stopSeq >= 0) flow.stopEvent = this.scheduler.scheduleAs(atSec, flow.stopSeq, stopper, 0);
    else {
      flow.stopSeq = this.scheduler.nextSequence;
      flow.stopEvent = this.scheduler.schedule(atSec, stopper, 0);
    }
  }

  // ---------------------------------------------------------------- results

  /**
   * Results over the measurement window (or up to now, while it is still open). Goodput counts
   * segments cumulatively acknowledged, × packet size, over the window length, as the papers do.
   */
  summary(): SimSummary {
    if (this.frozen) return this.frozen;
    const s = this.scenario;
    const from = measureFrom(s);
    const now = this.scheduler.now;
    const to = Math.min(measureTo(s), now);
    const span = Math.max(to - from, 0);
    const b = this.bottleneck;
    const flows: FlowSummary[] = [];
    const shares: number[] = [];
    for (const f of this.flows) {
      if (f.removed) continue;
      const delivered = this.measuring ? f.deliveredInOrder - f.ackedAtMeasureStart : 0;
      const size = f.cbr ? f.cbr.packetSizeBytes : s.packetSizeBytes;
      const goodputBps = span > 0 ? (delivered * size * 8) / span : 0;
      const queueInt = this.measuring ? f.firstHop.occupancyIntegral(f.index) - f.queueIntegralAtMeasureStart : 0;
      const counts = f.counts;
      const at = this.measuring ? f.countsAtMeasureStart : counts;
      const completionSec = f.tcp ? f.tcp.completedAtSec : null;
      const path = f.path;
      const pathAt = this.measuring ? f.pathAtMeasureStart : path;
      const rttSamples = path.rttSamples - pathAt.rttSamples;
      const firstTimeouts = path.firstTimeouts - pathAt.firstTimeouts;
      const baseRtt = f.tcp ? f.observables.baseRttSec : undefined;
      const bytes = f.config.variant !== 'cbr' ? f.config.bytes : undefined;
      flows.push({
        name: f.name,
        variant: f.variant,
        goodputBps,
        sentPackets: counts.sentPackets - at.sentPackets,
        retransmittedPackets: counts.retransmittedPackets - at.retransmittedPackets,
        timeouts: counts.timeouts - at.timeouts,
        drops: counts.drops - at.drops,
        meanQueuePackets: span > 0 ? queueInt / span : 0,
        completionSec,
        transferBps: completionSec !== null && bytes !== undefined ? (8 * bytes) / (completionSec - f.config.startSec) : null,
        lossEvents: path.lossEvents - pathAt.lossEvents,
        meanRttSec: rttSamples > 0 ? (path.rttSumSec - pathAt.rttSumSec) / rttSamples : null,
        t0Sec: !f.tcp ? null : firstTimeouts > 0 ? (path.firstTimeoutSumSec - pathAt.firstTimeoutSumSec) / firstTimeouts : f.tcp.baseRtoSec,
        baseRttSec: baseRtt !== undefined && Number.isFinite(baseRtt) ? baseRtt : null,
      });
      // Fairness is among the TCP flows active in the window: started before its end, not stopped before its start.
      if (f.tcp && f.config.startSec < Math.max(to, from + 1e-9) && f.stoppedAtSec > from) shares.push(goodputBps);
    }
    const drops = b.stats.drops.map((d, i) => d - (this.measuring ? this.dropsAtMeasureStart[i] : d));
    const busy = this.measuring ? b.busySec - this.busyAtMeasureStart : 0;
    const qInt = this.measuring ? b.queueIntegral - this.queueIntegralAtMeasureStart : 0;
    const departures = this.measuring ? b.stats.departures - this.departuresAtMeasureStart : 0;
    return {
      timeSec: now,
      measure: { fromSec: from, toSec: to },
      flows,
      jainIndex: jainIndex(shares),
      bottleneck: {
        departures,
        drops: drops[1] + drops[2] + drops[3],
        earlyDrops: drops[DropReason.Early],
        forcedDrops: drops[DropReason.Forced],
        overflowDrops: drops[DropReason.Overflow],
        meanQueuePackets: span > 0 ? qInt / span : 0,
        meanQueueDelaySec: departures > 0 ? qInt / departures : 0,
        utilization: span > 0 ? Math.min(1, busy / span) : 0,
      },
      events: this.scheduler.eventCount,
    };
  }

  /** RED's average queue on the main bottleneck (NaN for DropTail). */
  get redAverage(): number {
    const q = this.bottleneck.queue;
    return q instanceof Red ? q.average : NaN;
  }

  // ---------------------------------------------------------------- construction

  private makeLink(name: string, role: LinkRole, rateBps: number, delaySec: number, queue: QueueDiscipline, next: PacketReceiver): Link {
    const link = new Link(name, this.scheduler, this.pool, rateBps, delaySec, queue, next);
    // ns-2 breaks ties between same-time events by when they were scheduled; the ns2 profile
    // schedules a waiting packet's arrival when ns-2 does (at its transmission start).
    if (this.scenario.profile === 'ns2') link.useNs2EventOrder();
    const id = this.links.length;
    link.onDrop = (p, reason, now) => this.countDrop(id, p, reason, now);
    this.links.push({ id, link, role });
    return link;
  }

  private countDrop(linkId: number, p: Packet, reason: DropReason, atSec: number): void {
    if (p.flow >= this.flows.length) return;
    const ack = p.kind === PacketKind.Ack;
    this.drops.byFlow[4 * p.flow + (ack ? 0 : reason)]++;
    this.onDropEvent?.({ atSec, linkId, flow: p.flow, reason, ack });
  }

  private buildFlow(f: ExpandedFlow): FlowRuntime {
    const s = this.scenario;
    const index = this.flows.length;
    const fromRouter = (f.path?.fromRouter ?? 1) - 1;
    const toRouter = (f.path?.toRouter ?? this.chain.length + 1) - 1;
    let tcp: TcpSender | null = null;
    let sink: TcpSink | null = null;
    let cbr: CbrSource | null = null;
    let udpSink: UdpSink | null = null;
    if (f.variant === 'cbr') {
      cbr = new CbrSource(index, this.scheduler, this.pool, f.rateBps, s.packetSizeBytes);
      udpSink = new UdpSink(this.pool);
    } else {
      const totalSegments = f.bytes !== undefined ? Math.ceil(f.bytes / s.packetSizeBytes) : Infinity;
      const startup = tcpStartup(f.variant, s.profile, s.tcp);
      tcp = new TcpSender(index, this.scheduler, this.pool, createCongestionControl(f), {
        packetSizeBytes: s.packetSizeBytes,
        maxWindowPackets: f.maxWindowPackets,
        tcp: s.tcp,
        totalSegments,
        startup,
        tickPhaseSec: startup.randomTickPhase ? this.tickPhases.uniform(0, s.tcp.tickSec) : 0,
      });
      // SACK is negotiated: the receiver sends blocks only to a sender that recovers with them.
      sink = new TcpSink(index, s.ackSizeBytes, tcp.scoreboard !== null);
    }
    // Data path: sender → access link → R_from → chain … → R_to → egress link → receiver. A flow's
    // own links hand packets straight to the hop R_from or R_to would route them to (one call, not two).
    const receiver: PacketReceiver = sink ?? udpSink!;
    const egress = this.makeLink(`R${toRouter + 1}→D${index + 1}`, { kind: 'egress', flow: index, direction: 'data' }, f.egress.rateBps, f.egress.delaySec, new DropTail(EDGE_BUFFER_PACKETS), receiver);
    const dataFirstHop = fromRouter < toRouter ? this.chain[fromRouter] : egress;
    const access = this.makeLink(`S${index + 1}→R${fromRouter + 1}`, { kind: 'access', flow: index, direction: 'data' }, f.access.rateBps, f.access.delaySec, new DropTail(EDGE_BUFFER_PACKETS), dataFirstHop);
    for (let k = fromRouter; k < toRouter; k++) this.dataRouters[k].route(index, this.chain[k]);
    this.dataRouters[toRouter].route(index, egress);
    if (tcp && sink) {
      // ACK path: receiver → egress reverse link → R_to → reverse chain … → R_from → access reverse link → sender.
      const accessRev = this.makeLink(`R${fromRouter + 1}→S${index + 1}`, { kind: 'access', flow: index, direction: 'ack' }, f.access.rateBps, f.access.delaySec, new DropTail(EDGE_BUFFER_PACKETS), tcp);
      const ackFirstHop = toRouter > fromRouter ? this.reverseChain[toRouter - 1] : accessRev;
      const egressRev = this.makeLink(`D${index + 1}→R${toRouter + 1}`, { kind: 'egress', flow: index, direction: 'ack' }, f.egress.rateBps, f.egress.delaySec, new DropTail(EDGE_BUFFER_PACKETS), ackFirstHop);
      for (let k = toRouter; k > fromRouter; k--) this.ackRouters[k].route(index, this.reverseChain[k - 1]);
      this.ackRouters[fromRouter].route(index, accessRev);
      sink.out = egressRev;
      tcp.out = access;
      tcp.start(f.startSec);
    } else if (cbr) {
      cbr.out = access;
      cbr.start(f.startSec, f.stopSec ?? Infinity);
    }
    this.drops.reserve(index);
    const counters = new FlowCounters(tcp, sink, cbr, udpSink, this.drops, index);
    const runtime = new FlowRuntime(index, f.name, f, tcp, sink, cbr, udpSink, this.chain[fromRouter], counters);
    if (tcp && f.stopSec !== undefined) this.placeStop(runtime, f.stopSec);
    this.flows.push(runtime);
    return runtime;
  }

  private openMeasurement(): void {
    this.measuring = true;
    const b = this.bottleneck;
    this.busyAtMeasureStart = b.busySec;
    this.departuresAtMeasureStart = b.stats.departures;
    this.dropsAtMeasureStart = [...b.stats.drops];
    this.queueIntegralAtMeasureStart = b.queueIntegral;
    for (const f of this.flows) {
      f.ackedAtMeasureStart = f.deliveredInOrder;
      f.queueIntegralAtMeasureStart = f.firstHop.occupancyIntegral(f.index);
      f.countsAtMeasureStart = f.counts;
      f.pathAtMeasureStart = f.path;
    }
  }

  private queueContext(l: { rateBps: number; bufferPackets: number }): QueueContext {
    return { rateBps: l.rateBps, bufferPackets: l.bufferPackets, meanPacketBytes: this.scenario.packetSizeBytes };
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


function describeQueue(q: QueueConfig): string {
  return q.kind === 'droptail' ? 'DropTail' : `RED ${q.minThPackets}/${q.maxThPackets} maxP ${q.maxP} w ${q.weight}${q.gentle ? ' gentle' : ''}`;
}
