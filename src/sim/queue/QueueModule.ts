// What a queue discipline is, in one self-describing module: its id (the scenario's `queue.kind`)
// and names, its parameters (specs with units and ranges), the rule across them, the reasons it
// drops for, the observables it exposes for charts, how links and ns-2 / ns-3 scripts carry it,
// and how to build and retune it. The scenario schema, the link codec, the queue picker, the
// exporters, the sampler and the charts all read from here (through queue/registry.ts).
import type { Random } from '../engine/Random';
import type { ParamSpec, SwitchSpec } from '../scenario/params';
import type { KnobRuleBreak } from '../scenario/ScenarioProblem';
import type { LinkKey, ObservableSpec } from '../tcp/VariantModule';
import type { QueueDiscipline, QueueReason } from './QueueDiscipline';

/** A parameter of a discipline: a number with its range, or an on/off switch (a boolean in the scenario). */
export type QueueParamSpec = ParamSpec | SwitchSpec;

/** A discipline's parameters: scenario field name → spec (the key of each spec is its field name). */
export type QueueParamSpecs = Readonly<Record<string, QueueParamSpec>>;

/** A queue's values of its discipline's parameters (switches are booleans, as the scenario has them). */
export type QueueValues<P extends QueueParamSpecs> = { -readonly [K in keyof P]: P[K] extends SwitchSpec ? boolean : number };

/** Whether a parameter is an on/off switch. */
export const isSwitch = (s: QueueParamSpec): s is SwitchSpec => typeof s.default === 'boolean';

/** What a discipline is built for: the link it serves and the moment it starts. */
export interface QueueContext {
  rateBps: number;
  /** The buffer, packets, the one being transmitted included (the scenario's bufferPackets). */
  bufferPackets: number;
  /** Packet size RED's idle-time decay assumes (ns-2 mean_pktsize_). */
  meanPacketBytes: number;
  /** When the queue is created (a live switch of discipline creates one mid-run), seconds. */
  nowSec: number;
}

/** What the ns-2 script knows of one direction of a link, for configuring its queue. */
export interface Ns2QueueLink {
  /** Our buffer: packets, the one on the wire included. */
  bufferPackets: number;
  /** The scenario's packet size (ns-2 packetSize_), bytes. */
  packetSizeBytes: number;
  /** The largest data packet as ns-2 counts it (packetSize_ plus the TCP/IP header its agents add), bytes. */
  wirePacketBytes: number;
  /** The ns-2 node address of every source whose packets enter this queue (a queue that sorts packets by source needs them). */
  sourceAddresses: readonly number[];
}

/**
 * How ns-2.35 runs the discipline: the queue type of `$ns duplex-link`, the `queue-limit` that
 * matches our buffer, whether its flow monitor reports early drops (ns-2's `epdrops_`, RED only),
 * and the Tcl lines that configure one queue object (one direction of a link); or why ns-2 has no
 * such queue.
 */
export type QueueNs2Export<P extends QueueParamSpecs> =
  | {
      readonly queueType: string;
      readonly reportsEarlyDrops: boolean;
      limit(bufferPackets: number): number;
      configure?(queue: string, v: QueueValues<P>, link: Ns2QueueLink): readonly string[];
    }
  | { readonly unsupported: string };

/** The arguments our ns-3.37 program (src/cli/ns3/dumbbell.cc) takes for the discipline after `--queue=<id>`; or why there are none. */
export type QueueNs3Export<P extends QueueParamSpecs> = { args(v: QueueValues<P>): readonly string[] } | { readonly unsupported: string };

export interface QueueModule<Id extends string = string, P extends QueueParamSpecs = QueueParamSpecs, Q extends QueueDiscipline = QueueDiscipline> {
  /** The scenario's `queue.kind`. */
  readonly id: Id;
  /** Name shown to people. */
  readonly label: string;
  /** One sentence on what it does. */
  readonly summary: string;
  /** Live-tunable parameters, in the order the sliders show them. */
  readonly params: P;
  /**
   * A rule over several parameters (RED: minTh < maxTh): the parameter at fault and how it compares
   * with another (maxTh must exceed minTh, 15), or undefined when they obey it. `edited` is the
   * parameter just changed, when there is one: it is the one blamed.
   */
  rule?(v: QueueValues<P>, edited?: string): KnobRuleBreak<keyof P & string> | undefined;
  /** Where a parameter's slider should end for a buffer of `bufferPackets` (default: its spec's max). */
  sliderMax?(key: keyof P & string, bufferPackets: number): number | undefined;
  /**
   * Whether it keeps one queue per flow (DRR, FQ-CoDel): its `at(i)` then lists the waiting packets
   * flow queue by flow queue, and the network picture draws each flow's queue (default false).
   */
  readonly flowQueues?: boolean;
  /** Every reason it can drop (or mark) a packet for, so a legend lists only what can happen. */
  readonly dropReasons: readonly QueueReason[];
  /** What it exposes for charts, sampled once per row of the bottleneck (NaN where it has no value). */
  readonly observables: readonly ObservableSpec[];
  /** Writes the observables' values for queue `q` at `nowSec` (reading never changes what the queue does). */
  observe?(q: Q, nowSec: number, out: Record<string, number>): void;
  /** How it is named in one line (a change log, a script's comment): "RED 15/45 maxP 0.1 w 0.002". */
  describe(v: QueueValues<P>): string;
  /**
   * How a lab link carries it: the code of `queue.kind` and its parameters' keys and what an absent
   * key means (part of the link format: never change them; a switch's initial is 0 or 1).
   */
  readonly link: { readonly code: string; readonly keys: { readonly [K in keyof P]: LinkKey } };
  readonly ns2: QueueNs2Export<P>;
  readonly ns3: QueueNs3Export<P>;
  create(v: QueueValues<P>, ctx: QueueContext, random: Random): Q;
  /** Applies new values to a queue it made, from `nowSec` on; its state (RED's average) carries over. */
  retune(q: Q, v: QueueValues<P>, nowSec: number): void;
}

/** Declares a queue module, keeping its id and parameter names as literal types. */
export const defineQueue = <const Id extends string, const P extends QueueParamSpecs, Q extends QueueDiscipline>(
  m: Omit<QueueModule<Id, P, Q>, 'create' | 'observe' | 'retune'> & { create(v: QueueValues<P>, ctx: QueueContext, random: Random): Q; observe?(q: NoInfer<Q>, nowSec: number, out: Record<string, number>): void; retune(q: NoInfer<Q>, v: QueueValues<P>, nowSec: number): void },
): QueueModule<Id, P, Q> => m;

/** A queue module of any id, parameters and queue (for code that treats them alike). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueueModule = QueueModule<string, any, any>;
