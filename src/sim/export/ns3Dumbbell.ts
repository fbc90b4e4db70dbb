// Maps a dumbbell scenario to the command-line arguments of our ns-3.37 program
// (src/cli/ns3/dumbbell.cc) and reads back the `NS3JSON {...}` line it prints. Pure string work:
// the CLI adapter (src/cli/ns3.ts) compiles and runs the program.
//
// The input is the part of a scenario ns-3 can build: one bottleneck, flows with their own access
// and egress links and start times, the TCP settings that have an ns-3 attribute. Each flow's
// congestion control and attributes come from its variant module's `ns3` export. Everything
// else stays at ns-3.37's defaults (see the program's header and MODEL.md, "ns-3").

import { TCP_VARIANTS, VARIANTS, knobsOf, type TcpVariantId } from '../tcp/registry';
import type { Ns3Export, ParamSpecs } from '../tcp/VariantModule';
import type { QueueNs3Export, QueueParamSpecs } from '../queue/QueueModule';
import { QUEUE_KINDS, QUEUES, queueValuesOf, type QueueKind } from '../queue/registry';

/**
 * ns-3 types of variants whose modules have not landed in the registry yet; a module's own `ns3`
 * export wins as soon as it exists (then its line here goes).
 */
const PENDING_NS3_TYPES: Readonly<Record<string, string>> = {
  cubic: 'ns3::TcpCubic',
  bbr: 'ns3::TcpBbr',
};

/** The ns-3 congestion control (TypeId) of a flow and the attributes its knobs set; or why it has none. */
export function ns3TypeOf(flow: { variant: string }): { typeId: string; attributes: readonly (readonly [string, string])[] } | { unsupported: string } {
  if ((TCP_VARIANTS as readonly string[]).includes(flow.variant)) {
    const v = flow.variant as TcpVariantId;
    const ns3 = VARIANTS[v].ns3 as Ns3Export<ParamSpecs>;
    if ('unsupported' in ns3) return { unsupported: ns3.unsupported };
    // A knob the flow leaves out has its spec's default (as validation would fill it in).
    const params = VARIANTS[v].params as ParamSpecs;
    const given = knobsOf(v, flow);
    const knobs = Object.fromEntries(Object.keys(params).map((k) => [k, given[k] ?? params[k].default]));
    return { typeId: ns3.typeId, attributes: ns3.attributes(knobs) };
  }
  const pending = PENDING_NS3_TYPES[flow.variant];
  return pending ? { typeId: pending, attributes: [] } : { unsupported: `no variant "${flow.variant}"` };
}

interface LinkLike {
  rateBps: number;
  delaySec: number;
}

/** The queue module of `kind`, or undefined when there is none. */
const queueModuleOf = (kind: string) => ((QUEUE_KINDS as readonly string[]).includes(kind) ? QUEUES[kind as QueueKind] : undefined);

type QueueLike =
  | { kind: 'droptail' }
  | { kind: 'red'; minThPackets: number; maxThPackets: number; maxP: number; weight: number; gentle: boolean }
  | { kind: 'codel'; targetSec: number; intervalSec: number; ecn: boolean }
  | { kind: 'fq-codel'; targetSec: number; intervalSec: number; quantumBytes: number; ecn: boolean }
  | { kind: 'pie'; targetDelaySec: number; tUpdateSec: number; alpha: number; beta: number; maxBurstSec: number; ecn: boolean }
  | { kind: 'drr'; quantumBytes: number };

/** The scenario fields the ns-3 program reads, every one explicit (a validated Scenario, flows expanded, has them). */
export interface Ns3Scenario {
  durationSec: number;
  packetSizeBytes: number;
  measure: { fromSec: number; toSec: number };
  bottleneck: LinkLike & { bufferPackets: number; queue: QueueLike };
  /** sack: ns-3 runs SACK by default (TcpSocketBase::Sack); false turns it off there as well. */
  tcp: { windowInit: number; minRtoSec: number; tickSec: number; sack?: boolean; /** RFC 3168 ECN-capable senders and receivers. */ ecn?: boolean };
  flows: readonly {
    name: string;
    variant: string;
    access: LinkLike;
    egress: LinkLike;
    startSec: number;
    stopSec?: number;
    maxWindowPackets: number;
  }[];
}

export class Ns3ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Ns3ExportError';
  }
}

/** A number as C++'s std::stod reads it back exactly. */
const num = (v: number): string => {
  if (!Number.isFinite(v)) throw new Ns3ExportError(`cannot export the non-finite number ${String(v)}`);
  return String(v);
};

/**
 * The program's arguments for `s`, ns-3 run number `run` (its random streams: TcpBbr's PROBE_BW
 * start phase, RED's drops). Throws Ns3ExportError for what the program cannot build.
 */
export function ns3Arguments(s: Ns3Scenario, run: number): string[] {
  const types = s.flows.map((f) => ns3TypeOf(f));
  const unsupported = types.flatMap((t, i) => ('unsupported' in t ? [`${s.flows[i].variant}: ${t.unsupported}`] : []));
  if (unsupported.length > 0) throw new Ns3ExportError(`cannot export to ns-3: ${[...new Set(unsupported)].join('; ')}`);
  if (s.bottleneck.bufferPackets < 3) {
    throw new Ns3ExportError('cannot export to ns-3: the bottleneck buffer must hold at least 3 packets (queue disc, device queue, wire)');
  }
  const windows = new Set(s.flows.map((f) => f.maxWindowPackets));
  if (windows.size > 1) throw new Ns3ExportError('cannot export to ns-3: the program sets one receive window for every flow');
  // Knobs become attribute defaults of their type, so flows of one type must agree on them.
  const attributes = new Map<string, string>();
  for (const t of types) {
    if ('unsupported' in t) continue;
    for (const [name, value] of t.attributes) {
      const key = `${t.typeId}::${name}`;
      if (attributes.has(key) && attributes.get(key) !== value) {
        throw new Ns3ExportError(`cannot export to ns-3: flows of ${t.typeId} differ in ${name} (${attributes.get(key)} and ${value}); the program sets one value per type`);
      }
      attributes.set(key, value);
    }
  }
  const flows = s.flows
    .map((f, i) =>
      [(types[i] as { typeId: string }).typeId, f.access.rateBps, f.access.delaySec, f.egress.rateBps, f.egress.delaySec, f.startSec, f.stopSec ?? 0]
        .map((v) => (typeof v === 'number' ? num(v) : v))
        .join(','),
    )
    .join(';');
  const b = s.bottleneck;
  const args = [
    `--bottleneckRateBps=${num(b.rateBps)}`,
    `--bottleneckDelaySec=${num(b.delaySec)}`,
    `--bufferPackets=${num(b.bufferPackets)}`,
    `--queue=${b.queue.kind}`,
  ];
  const module = queueModuleOf(b.queue.kind);
  if (!module) throw new Ns3ExportError(`cannot export to ns-3: no queue discipline "${b.queue.kind}"`);
  const ns3 = module.ns3 as QueueNs3Export<QueueParamSpecs>;
  if ('unsupported' in ns3) throw new Ns3ExportError(`cannot export to ns-3: ${ns3.unsupported}`);
  args.push(...ns3.args(queueValuesOf(b.queue as { kind: QueueKind }) as never));
  args.push(
    `--flows=${flows}`,
    `--segmentBytes=${num(s.packetSizeBytes)}`,
    `--initialCwnd=${num(s.tcp.windowInit)}`,
    `--minRtoSec=${num(s.tcp.minRtoSec)}`,
    `--clockGranularitySec=${num(s.tcp.tickSec)}`,
    `--maxWindowPackets=${num([...windows][0])}`,
    `--durationSec=${num(s.durationSec)}`,
    `--fromSec=${num(s.measure.fromSec)}`,
    `--toSec=${num(s.measure.toSec)}`,
    `--run=${num(run)}`,
    ...[...attributes].map(([key, value]) => `--${key}=${value}`),
  );
  // ns-3 runs SACK (with PRR) unless told otherwise; a scenario without SACK turns it off there too.
  if (s.tcp.sack === false) args.push('--ns3::TcpSocketBase::Sack=false');
  if (s.tcp.ecn === true) args.push('--tcpEcn=1');
  return args;
}

/** One flow of the NS3JSON line. */
export interface Ns3FlowResult {
  /** Its congestion control's ns-3 TypeId. */
  congestionOps: string;
  goodputBps: number;
  /** Drops at the bottleneck (data direction) within the window. */
  drops: number;
  /** Mean of the sender's RTT samples within the window, s (null: none). */
  meanRttSec: number | null;
  rttSamples: number;
  /** CoDel, FQ-CoDel, PIE: drops within the window by ns-3's reason string (e.g. "Target exceeded drop"). */
  dropsByReason?: Record<string, number>;
  /** CoDel, FQ-CoDel, PIE: ECN CE marks within the window. */
  marks?: number;
}

/** What the program prints after `NS3JSON `. */
export interface Ns3Result {
  flows: Ns3FlowResult[];
  jainIndex: number;
  bottleneck: {
    departures: number;
    drops: number;
    /** Time-average of the packets waiting (queue disc + device queue) within the window. */
    meanQueuePackets: number;
    /** Most packets waiting at once over the run: bufferPackets − 1 once the buffer has overflowed. */
    maxQueuePackets: number;
    /** Bits sent (headers included) over rate × window. */
    utilization: number;
    /** CoDel, FQ-CoDel, PIE: drops within the window by ns-3's reason string. */
    dropsByReason?: Record<string, number>;
    /** CoDel, FQ-CoDel, PIE: ECN CE marks within the window. */
    marks?: number;
    /** CoDel, FQ-CoDel, PIE: mean time a packet spent in the queue disc (its SojournTime trace), s; null: none left it. */
    meanSojournSec?: number | null;
    sojournSamples?: number;
    /** CoDel, FQ-CoDel, PIE: the time-integral of disc + device packets over the packets sent, s (Little's law, as ours); null: none sent. */
    meanQueueDelaySec?: number | null;
  };
}

export const NS3JSON_MARKER = 'NS3JSON ';

/** The result line of the program's output; throws if there is none or it is not the expected shape. */
export function parseNs3Output(stdout: string): Ns3Result {
  const line = stdout.split('\n').find((l) => l.startsWith(NS3JSON_MARKER));
  if (!line) throw new Error('ns-3 printed no NS3JSON line');
  const r = JSON.parse(line.slice(NS3JSON_MARKER.length)) as Ns3Result;
  if (!Array.isArray(r.flows) || typeof r.jainIndex !== 'number' || typeof r.bottleneck?.meanQueuePackets !== 'number') {
    throw new Error('ns-3 printed an NS3JSON line without flows, jainIndex and bottleneck');
  }
  return r;
}
