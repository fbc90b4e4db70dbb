// Maps a dumbbell scenario to the command-line arguments of our ns-3.37 program
// (src/cli/ns3/dumbbell.cc) and reads back the `NS3JSON {...}` line it prints. Pure string work:
// the CLI adapter (src/cli/ns3.ts) compiles and runs the program.
//
// The input is the part of a scenario ns-3 can build: one bottleneck, flows with their own access
// and egress links and start times, the TCP settings that have an ns-3 attribute. Everything else
// stays at ns-3.37's defaults (see the program's header and MODEL.md, "ns-3").

/** The ns-3 congestion control of each of our variants that has one. */
export const NS3_VARIANT: Readonly<Record<string, string>> = {
  cubic: 'cubic', // ns3::TcpCubic
  bbr: 'bbr', // ns3::TcpBbr
  newreno: 'newreno', // ns3::TcpNewReno (with ns-3's SACK and PRR loss recovery)
};

interface LinkLike {
  rateBps: number;
  delaySec: number;
}

type QueueLike =
  | { kind: 'droptail' }
  | { kind: 'red'; minThPackets: number; maxThPackets: number; maxP: number; weight: number; gentle: boolean };

/** The scenario fields the ns-3 program reads, every one explicit (a validated Scenario, flows expanded, has them). */
export interface Ns3Scenario {
  durationSec: number;
  packetSizeBytes: number;
  measure: { fromSec: number; toSec: number };
  bottleneck: LinkLike & { bufferPackets: number; queue: QueueLike };
  tcp: { windowInit: number; minRtoSec: number; tickSec: number };
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
  const missing = s.flows.filter((f) => NS3_VARIANT[f.variant] === undefined);
  if (missing.length > 0) {
    throw new Ns3ExportError(
      `cannot export to ns-3: no ns-3 counterpart for ${[...new Set(missing.map((f) => f.variant))].join(', ')} (exportable: ${Object.keys(NS3_VARIANT).join(', ')})`,
    );
  }
  if (s.bottleneck.bufferPackets < 3) {
    throw new Ns3ExportError('cannot export to ns-3: the bottleneck buffer must hold at least 3 packets (queue disc, device queue, wire)');
  }
  const windows = new Set(s.flows.map((f) => f.maxWindowPackets));
  if (windows.size > 1) throw new Ns3ExportError('cannot export to ns-3: the program sets one receive window for every flow');
  const flows = s.flows
    .map((f) =>
      [NS3_VARIANT[f.variant], f.access.rateBps, f.access.delaySec, f.egress.rateBps, f.egress.delaySec, f.startSec, f.stopSec ?? 0]
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
  if (b.queue.kind === 'red') {
    const q = b.queue;
    args.push(`--redMinTh=${num(q.minThPackets)}`, `--redMaxTh=${num(q.maxThPackets)}`, `--redMaxP=${num(q.maxP)}`, `--redWeight=${num(q.weight)}`, `--redGentle=${q.gentle ? 1 : 0}`);
  }
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
  );
  return args;
}

/** One flow of the NS3JSON line. */
export interface Ns3FlowResult {
  variant: string;
  goodputBps: number;
  /** Drops at the bottleneck (data direction) within the window. */
  drops: number;
  /** Mean of the sender's RTT samples within the window, s (null: none). */
  meanRttSec: number | null;
  rttSamples: number;
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
