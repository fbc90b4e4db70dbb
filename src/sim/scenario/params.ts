// The one list of every numeric tunable: key, label, unit, default, range, step and meaning.
// Scenario validation, the UI's sliders and lesson files all read their limits from here (a TCP
// variant's knobs and a queue discipline's parameters are in their modules).
import type { RangeParams } from './ScenarioProblem';

export interface ParamSpec {
  /** Field name as it appears in a scenario. */
  readonly key: string;
  /** Short human label (slider caption). */
  readonly label: string;
  /**
   * The label where the variant is already named (a flow card's slider, a message about another
   * knob of the same flow): 'α' for 'Vegas α'. Absent: the label.
   */
  readonly shortLabel?: string;
  /** Unit as shown to people ('' when dimensionless). */
  readonly unit: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** Slider step. */
  readonly step: number;
  /** Only whole numbers are allowed. */
  readonly integer?: boolean;
  /** How a slider maps to values: 'log' for quantities spanning decades (rates, buffers, delays). */
  readonly scale?: 'linear' | 'log';
  /** True when `min` itself is not allowed (e.g. a rate must be > 0). */
  readonly minExclusive?: boolean;
  readonly description: string;
}

/** The part of `s` a message about its range names. */
export const rangeOf = (s: ParamSpec): RangeParams => ({ min: s.min, max: s.max, unit: s.unit, integer: s.integer === true, minExclusive: s.minExclusive === true });

const spec = <K extends string>(s: ParamSpec & { key: K }): ParamSpec & { key: K } => s;

/** Parameters of a flow and its own links (a TCP variant's knobs are in its module: tcp/variants). */
export const FLOW_PARAMS = {
  maxWindowPackets: spec({
    key: 'maxWindowPackets', label: 'Max window', unit: 'packets', default: 10000, min: 1, max: 100000, step: 1, scale: 'log', integer: true,
    description: "The receiver's advertised window (ns-2 window_): cwnd is never used beyond it. 10000 means no practical limit.",
  }),
  startSec: spec({
    key: 'startSec', label: 'Start time', unit: 's', default: 0, min: 0, max: 36000, step: 0.1,
    description: 'When the flow starts sending.',
  }),
  stopSec: spec({
    key: 'stopSec', label: 'Stop time', unit: 's', default: 36000, min: 0, max: 36000, step: 0.1,
    description: 'When the flow stops sending new data (packets already sent are still delivered).',
  }),
  bytes: spec({
    key: 'bytes', label: 'Transfer size', unit: 'bytes', default: 1_000_000, min: 1, max: 1e12, step: 1, scale: 'log', integer: true,
    description: 'A finite transfer: the flow completes when this many bytes (rounded up to whole packets) are acknowledged.',
  }),
  linkRateBps: spec({
    key: 'rateBps', label: 'Link rate', unit: 'bit/s', default: 10_000_000, min: 1000, max: 1e11, step: 1000, scale: 'log',
    description: 'Transmission rate of a link: a packet of S bytes takes 8·S / rate seconds to send.',
  }),
  linkDelaySec: spec({
    key: 'delaySec', label: 'Link delay', unit: 's', default: 0.001, min: 0, max: 10, step: 0.001, scale: 'log',
    description: 'One-way propagation delay of a link.',
  }),
  cbrRateBps: spec({
    key: 'rateBps', label: 'CBR rate', unit: 'bit/s', default: 100_000, min: 1000, max: 1e10, step: 1000, scale: 'log',
    description: 'Sending rate of a UDP constant-bit-rate source.',
  }),
  count: spec({
    key: 'count', label: 'Copies', unit: 'flows', default: 1, min: 1, max: 1000, step: 1, integer: true,
    description: 'Stamp out this many identical flows (see spread for varying their delays and start times).',
  }),
} as const;

/** Parameters of the shared bottleneck link(s) (each queue discipline's are in its module: queue/modules). */
export const BOTTLENECK_PARAMS = {
  rateBps: spec({
    key: 'rateBps', label: 'Bottleneck rate', unit: 'bit/s', default: 1_500_000, min: 1000, max: 1e10, step: 1000, scale: 'log',
    description: 'Transmission rate of the shared link R1→R2.',
  }),
  delaySec: spec({
    key: 'delaySec', label: 'Bottleneck delay', unit: 's', default: 0.001, min: 0, max: 10, step: 0.001, scale: 'log',
    description: 'One-way propagation delay of the shared link.',
  }),
  bufferPackets: spec({
    key: 'bufferPackets', label: 'Buffer', unit: 'packets', default: 100, min: 2, max: 100000, step: 1, scale: 'log', integer: true,
    description: 'Router buffer: the most packets the router holds for the link, the one being transmitted included (ns-2 DropTail queue-limit).',
  }),
} as const;

/** Scenario-wide parameters. */
export const SCENARIO_PARAMS = {
  seed: spec({
    key: 'seed', label: 'Seed', unit: '', default: 1, min: 0, max: 2 ** 31 - 1, step: 1, integer: true,
    description: 'Seed of the random generator (RED drops, random start times and delays). Same seed, same run.',
  }),
  durationSec: spec({
    key: 'durationSec', label: 'Duration', unit: 's', default: 60, min: 0, max: 36000, step: 1, minExclusive: true,
    description: 'Simulated time the run lasts.',
  }),
  packetSizeBytes: spec({
    key: 'packetSizeBytes', label: 'Packet size', unit: 'bytes', default: 1000, min: 41, max: 65535, step: 1, integer: true,
    description: 'Payload of a data packet (ns-2 packetSize_). On the wire a data packet also carries tcp.headerBytes of TCP/IP header; goodput counts payload only.',
  }),
  ackSizeBytes: spec({
    key: 'ackSizeBytes', label: 'ACK size', unit: 'bytes', default: 40, min: 1, max: 65535, step: 1, integer: true,
    description: 'Size of an acknowledgement on the wire.',
  }),
  measureFromSec: spec({
    key: 'fromSec', label: 'Measure from', unit: 's', default: 0, min: 0, max: 36000, step: 0.1,
    description: 'Start of the window over which goodput, queue means and the fairness index are computed.',
  }),
  measureToSec: spec({
    key: 'toSec', label: 'Measure to', unit: 's', default: 60, min: 0, max: 36000, step: 0.1, minExclusive: true,
    description: 'End of the measurement window (defaults to the duration).',
  }),
} as const;

/** TCP timer and start-up settings shared by all flows; defaults are ns-2.35's. */
export const TCP_PARAMS = {
  windowInit: spec({
    key: 'windowInit', label: 'Initial window', unit: 'packets', default: 2, min: 1, max: 100, step: 1, integer: true,
    description: 'cwnd at the start of a connection (ns-2 windowInit_, default 2).',
  }),
  minRtoSec: spec({
    key: 'minRtoSec', label: 'Minimum RTO', unit: 's', default: 0.2, min: 0.001, max: 60, step: 0.001,
    description: 'Lower bound of the retransmission timeout (ns-2 minrto_).',
  }),
  maxRtoSec: spec({
    key: 'maxRtoSec', label: 'Maximum RTO', unit: 's', default: 60, min: 0.001, max: 600, step: 0.001,
    description: 'Upper bound of the retransmission timeout, backoff included (ns-2 maxrto_).',
  }),
  initialRtoSec: spec({
    key: 'initialRtoSec', label: 'Initial RTO', unit: 's', default: 3, min: 0.001, max: 600, step: 0.001,
    description: 'Retransmission timeout before the first RTT sample (ns-2 rtxcur_init_).',
  }),
  tickSec: spec({
    key: 'tickSec', label: 'Timer tick', unit: 's', default: 0.01, min: 0.0001, max: 1, step: 0.0001,
    description: 'Granularity of the RTT estimator and retransmission timer (ns-2 tcpTick_).',
  }),
  dupAckThreshold: spec({
    key: 'dupAckThreshold', label: 'Dup-ACK threshold', unit: 'ACKs', default: 3, min: 1, max: 100, step: 1, integer: true,
    description: 'Duplicate ACKs that trigger fast retransmit (ns-2 numdupacks_).',
  }),
  headerBytes: spec({
    key: 'headerBytes', label: 'Header bytes', unit: 'bytes', default: 40, min: 0, max: 1000, step: 1, integer: true,
    description:
      'TCP/IP header added to every data packet on the wire (ns-2 useHeaders_ adds 40). Goodput still counts the payload (packetSizeBytes) only.',
  }),
} as const;

/** An on/off setting: key, label, default and meaning (the boolean counterpart of ParamSpec). */
export interface SwitchSpec {
  readonly key: string;
  readonly label: string;
  readonly default: boolean;
  readonly description: string;
}

const switchSpec = <K extends string>(s: SwitchSpec & { key: K }): SwitchSpec & { key: K } => s;

/** TCP start-up behaviours that are on or off for all flows; defaults are ns-2.35's. */
export const TCP_SWITCHES = {
  synHandshake: switchSpec({
    key: 'synHandshake', label: 'SYN handshake', default: true,
    description:
      'A 40-byte SYN and SYN-ACK are exchanged before the first data packet, over the same links and queues (ns-2 syn_). A lost SYN is sent again when the initial RTO expires.',
  }),
  delayedGrowth: switchSpec({
    key: 'delayedGrowth', label: 'Delayed growth', default: true,
    description:
      'The window does not grow during the first round trip: cwnd is 1 while the SYN is out and the initial window once it is answered (ns-2 delay_growth_).',
  }),
  sack: switchSpec({
    key: 'sack', label: 'SACK', default: false,
    description:
      'Selective acknowledgements (RFC 2018), as Linux and ns-3 run by default: the receiver reports the blocks it holds above a hole (up to 3 per ACK, 8 bytes each), and NewReno, CUBIC and BBR senders repair losses from a scoreboard (RFC 6675) with Proportional Rate Reduction (RFC 6937) instead of one hole per round trip. Tahoe, Reno and the Vegas family keep their own recovery. Not in the ns2 profile: ns-2.35 runs its agents without SACK.',
  }),
  ecn: switchSpec({
    key: 'ecn', label: 'ECN', default: false,
    description:
      'Explicit Congestion Notification (RFC 3168): senders and receivers negotiate it on the SYN, a queue with ECN on marks their packets instead of dropping them, and a sender cuts its window once per round trip for the echo as for a loss (NewReno and Reno halve, CUBIC multiplies by its β, Vegas takes one packet off; BBR ignores it, as ns-3.37 and Linux BBR v1 do). Not in the ns2 profile.',
  }),
} as const;

/** Which TCP the scenario models: every variant alike, or ns-2.35 exactly as it runs with its defaults. */
export const PROFILES = ['standard', 'ns2'] as const;
export type ProfileId = (typeof PROFILES)[number];

export const PROFILE_SPEC = {
  key: 'profile',
  label: 'TCP profile',
  default: 'standard' as ProfileId,
  description:
    'standard: every variant sends the same SYN handshake and header. ns2: ns-2.35 exactly as the papers ran it, quirks included: its Vegas agents send no SYN and no header (a Vegas packet is packetSizeBytes on the wire, a Reno packet packetSizeBytes + 40).',
  options: {
    standard: 'Standard TCP',
    ns2: 'ns-2.35 as the papers ran it',
  } satisfies Record<ProfileId, string>,
} as const;

/** The fields of a timed change (see Scenario's `changes`). */
export const TIMELINE_PARAMS = {
  atSec: spec({
    key: 'atSec', label: 'At', unit: 's', default: 0, min: 0, max: 36000, step: 0.001,
    description: 'Simulated time at which the change takes effect (before anything else that happens at that instant).',
  }),
  flow: spec({
    key: 'flow', label: 'Flow', unit: '', default: 0, min: 0, max: 999, step: 1, integer: true,
    description: 'The flow a change applies to: its index among the flows, copies included, from 0.',
  }),
  link: spec({
    key: 'link', label: 'Link', unit: '', default: 0, min: 0, max: 8, step: 1, integer: true,
    description: 'The bottleneck link a change applies to: 0 is R1→R2, k the k-th series link.',
  }),
} as const;

/** Limits on the whole scenario that keep a run bounded. */
export const LIMITS = {
  /** Flows after `count` expansion. */
  maxFlows: 1000,
  /** Links in series after the first bottleneck. */
  maxSeriesLinks: 8,
  /** Upper bound on the engine events a run may take, as scenario/cost.ts estimates them. */
  maxEvents: 1e8,
  /** Entries in the timeline of timed changes. */
  maxChanges: 2000,
} as const;
