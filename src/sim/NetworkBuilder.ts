// Builds the network a Scenario describes: the routers, the chain of bottleneck links in both
// directions, and each flow's sender, receiver, access and egress links and routes.
import type { Random } from './engine/Random';
import type { Scheduler } from './engine/Scheduler';
import { CbrSource, UdpSink } from './app/Cbr';
import { Link } from './net/Link';
import type { Packet, PacketPool, PacketReceiver } from './net/Packet';
import { FlowDemux } from './net/Router';
import type { QueueDiscipline, QueueReason } from './queue/QueueDiscipline';
import { DropTail } from './queue/DropTail';
import type { QueueContext } from './queue/QueueModule';
import { createQueue } from './queue/registry';
import type { ExpandedFlow } from './scenario/expand';
import type { BottleneckConfig, Scenario } from './scenario/Scenario';
import { TcpSender } from './tcp/TcpSender';
import { TcpSink } from './tcp/TcpSink';
import { createCongestionControl, tcpStartup } from './tcp/registry';
import { FlowCounters, type DropCounts } from './FlowCounters';
import { FlowRuntime } from './FlowRuntime';

/** Buffer of the access and egress links' queues (not bottlenecks by design; as ns-2 set by the exporter). */
export const EDGE_BUFFER_PACKETS = 1000;

/** Where a link sits: a flow's access or egress link, or chain (bottleneck) link `index`; data or ACK direction. */
export type LinkRole =
  | { kind: 'access' | 'egress'; flow: number; direction: 'data' | 'ack' }
  | { kind: 'chain'; index: number; direction: 'data' | 'ack' };

export interface LinkEntry {
  id: number;
  link: Link;
  role: LinkRole;
}

/** The simulation's lists that the builder fills in (and the simulation reads from then on). */
export interface Topology {
  readonly flows: FlowRuntime[];
  /** Links R_k → R_k+1 in the data direction; [0] is the main bottleneck. */
  readonly chain: Link[];
  /** Links R_k+1 → R_k carrying ACKs back. */
  readonly reverseChain: Link[];
  /** Every link, by id, with its place in the topology. */
  readonly links: LinkEntry[];
}

export class NetworkBuilder {
  private readonly flows: FlowRuntime[];
  private readonly chain: Link[];
  private readonly reverseChain: Link[];
  private readonly links: LinkEntry[];
  private readonly dataRouters: FlowDemux[] = [];
  private readonly ackRouters: FlowDemux[] = [];
  /** Each TCP sender's tick-clock phase in the ns2 profile (ns-2 boot_time_), drawn in creation order. */
  private readonly tickPhases: Random;

  constructor(
    private readonly scenario: Scenario,
    private readonly scheduler: Scheduler,
    private readonly pool: PacketPool,
    topology: Topology,
    private readonly drops: DropCounts,
    private readonly random: Random,
    /** Told of every packet any link drops. */
    private readonly countDrop: (linkId: number, p: Packet, reason: QueueReason, atSec: number) => void,
    /** Told of every packet any link's queue marks CE. */
    private readonly countMark: (linkId: number, p: Packet, atSec: number) => void,
  ) {
    this.flows = topology.flows;
    this.chain = topology.chain;
    this.reverseChain = topology.reverseChain;
    this.links = topology.links;
    this.tickPhases = this.random.stream(500);
  }

  /** Builds the routers and the chain of bottleneck links (each queue draws from its own random stream). */
  buildChain(): void {
    const s = this.scenario;
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
  }

  private makeLink(name: string, role: LinkRole, rateBps: number, delaySec: number, queue: QueueDiscipline, next: PacketReceiver): Link {
    const link = new Link(name, this.scheduler, this.pool, rateBps, delaySec, queue, next);
    // ns-2 breaks ties between same-time events by when they were scheduled; the ns2 profile
    // schedules a waiting packet's arrival when ns-2 does (at its transmission start).
    if (this.scenario.profile === 'ns2') link.useNs2EventOrder();
    const id = this.links.length;
    link.onDrop = (p, reason, now) => this.countDrop(id, p, reason, now);
    link.onMark = (p, now) => this.countMark(id, p, now);
    this.links.push({ id, link, role });
    return link;
  }

  /** Builds flow `f` as the next flow: its sender, receiver and own links, and its routes through the chain. */
  buildFlow(f: ExpandedFlow): FlowRuntime {
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
      // ECN is negotiated on the SYN: the receiver is as ECN-capable as the sender (tcp.ecn).
      sink = new TcpSink(index, s.ackSizeBytes, tcp.scoreboard !== null, startup.ecn);
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
    if (tcp && f.stopSec !== undefined) runtime.placeStop(this.scheduler, f.stopSec);
    this.flows.push(runtime);
    return runtime;
  }

  /** What a queue discipline is sized from, for a link of this network. */
  queueContext(l: { rateBps: number; bufferPackets: number }): QueueContext {
    return { rateBps: l.rateBps, bufferPackets: l.bufferPackets, meanPacketBytes: this.scenario.packetSizeBytes, nowSec: this.scheduler.now };
  }
}
