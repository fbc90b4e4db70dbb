// The typed messages between the lab's UI (main thread) and the simulation host (a Web Worker,
// or the main thread when no worker can start). Discriminated by `type`; bulk numbers travel as
// transferable typed arrays, batched once per animation frame.
import type { QueueObservableKey } from '../sim/queue/registry';
import type { FlowVariantId, Scenario, ValidScenario } from '../sim/scenario/Scenario';
import type { ChangeRequest } from '../sim/scenario/timeline';
import type { ChangeRecord, LinkRole, SimSummary } from '../sim/Simulation';
import type { Speed } from '../share/speed';

// The speed a `speed` command sets is the lab's, defined with the link format that carries it.
export { MAX_SPEED, MIN_SPEED, type Speed } from '../share/speed';

/** The longest step one command asks for, simulated seconds. */
export const MAX_STEP_SEC = 3600;

/** Wall ms between the summaries a playing run sends (the table need not change 60 times a second). */
export const SUMMARY_EVERY_MS = 250;
/**
 * With this many flows or more, a playing run sends its summary once a second: laying out 200
 * changing rows four times a second took a quarter of the lab's frame time, and reading a
 * 200-flow summary in every batch took the page about a millisecond a frame.
 */
export const MANY_SUMMARY_ROWS = 40;
export const MANY_SUMMARY_EVERY_MS = 1000;

/** UI → host. */
export type Command =
  /**
   * Build a scenario, validated where it came in (replies `loaded`).
   * With `runToSec`, then run to that time as fast as possible (a restart brings the run back to
   * where it was), and play on if `play`. With `removals` (RemovalRecord[]), `scenario` is a
   * PlayedRun's: those flows are removed again at the times they were (replies `scenario` too).
   */
  /** `measureGrid`: also send rows on the measurement grid (sim/metrics/measureGrid), as a lesson measures from them. */
  | { type: 'load'; scenario: ValidScenario; runToSec?: number; play?: boolean; removals?: unknown; measureGrid?: boolean }
  | { type: 'play' }
  | { type: 'pause' }
  /** Advance by `dtSec` of simulated time (0 < dtSec ≤ MAX_STEP_SEC), then pause. */
  | { type: 'step'; dtSec: number }
  /** Rebuild from the loaded scenario and seed, at t = 0, paused. */
  | { type: 'reset' }
  | { type: 'speed'; speed: Speed }
  /**
   * A live edit (`flow` is the engine's flow index). Before the run has begun it becomes part of
   * the starting set-up (the host rebuilds, replies `loaded`); during the run it takes effect at
   * the next whole millisecond and is appended to the scenario's timeline. With `checked`, the
   * lab has checked it (liveEdit.ts) and it is not checked again; else the host checks it, and
   * `rejected` says why nothing changed. `seq` (optional) comes back as the `ack` of the
   * `scenario` reply that records it.
   */
  | { type: 'change'; change: ChangeRequest; seq?: number; checked?: CheckedEdit }
  /** Adds a flow, starting at the next whole millisecond (or its own later startSec). */
  | { type: 'addFlow'; flow: unknown }
  /**
   * Stops a flow at the next whole millisecond (recorded as its stopSec); with `remove`, the flow
   * also leaves the scenario (and its timeline): a reset or a link runs without it, while the run
   * itself (a seek's replay, a restart with the PlayedRun) has it until it was removed.
   */
  | { type: 'stopFlow'; flow: number; remove: boolean }
  /**
   * Rewind (or fast-forward) to `toSec`, paused: the engine replays the scenario as run so far,
   * its timed changes included, to that moment (deterministic, so it is the same run). With
   * `branch`, the timed changes after `toSec` are dropped first: the run's future is open to new
   * edits (replies `scenario` with the shortened timeline). Replies `seeked` with `seq`.
   */
  | { type: 'seek'; toSec: number; branch?: boolean; seq: number }
  /**
   * Moves flow `flow`'s start (while it is ahead) and sets or clears its stop (stopSec null: no
   * stop; while it is ahead); recorded as the flow's own startSec and stopSec. Before the run has
   * begun it changes the starting set-up (the host rebuilds, replies `loaded`).
   */
  | { type: 'flowTimes'; flow: number; startSec?: number; stopSec?: number | null }
  /** The UI is ready for the next frame's data. */
  | { type: 'pull' }
  /** Test hook: make the host throw, as a bug would. */
  | { type: 'crash' };

export type CommandType = Command['type'];

/**
 * What the lab checked a live edit against: the timeline as it had `basis` timed changes, and,
 * before the run begins, the starting set-up the edit makes (validated there, so the host loads
 * it as is). The host takes the edit unchecked only when its own timeline is that one.
 */
export interface CheckedEdit {
  basis: number;
  setUp?: ValidScenario;
}

/**
 * A flow removed from a run: engine flow `flow`, removed when the engine was at `madeAtSec` (−1:
 * before the run began), stopping at `atSec`.
 */
export interface RemovalRecord {
  flow: number;
  madeAtSec: number;
  atSec: number;
}

/**
 * A run flows were removed from, as the engine plays it: the scenario with those flows still in
 * (engine numbering, each with its own timed changes) and the removals. A removed flow leaves the
 * scenario (a reset or a link runs without it), but this brings the same run back after a restart.
 */
export interface PlayedRun {
  scenario: Scenario;
  removals: RemovalRecord[];
}

/** What the UI needs to know about a flow to draw it. */
export interface FlowInfo {
  index: number;
  name: string;
  variant: FlowVariantId;
  startSec: number;
  /** When it stops sending new data, if it does (kept up to date by the UI from the scenario). */
  stopSec?: number;
  /** Round-trip propagation delay of its path, seconds. */
  baseRttSec: number;
  /** Which chain links it crosses: [fromRouter − 1, toRouter − 1). */
  fromHop: number;
  toHop: number;
}

export interface LinkInfo {
  id: number;
  name: string;
  role: LinkRole;
  rateBps: number;
  delaySec: number;
}

/** Kinds of packet in Snapshot.wire. */
export const WIRE_DATA = 0;
export const WIRE_ACK = 1;
/** A connection's SYN (no payload) and the SYN-ACK answering it. */
export const WIRE_SYN = 2;
export const WIRE_SYN_ACK = 3;

/** The current picture of the network, for the animated view. */
export interface Snapshot {
  timeSec: number;
  /** Flow of each packet waiting in each chain link's data-direction queue, head first. */
  queues: Int32Array[];
  /** Packets on lines: rows of [linkId, flow, kind (WIRE_DATA, WIRE_ACK, WIRE_SYN, WIRE_SYN_ACK), startSec, arriveSec]. At most MAX_WIRE_PACKETS. */
  wire: Float64Array;
  /** Packets in flight that were left out of `wire` to keep it bounded. */
  wireOmitted: number;
  /** The main bottleneck queue's observables by key (its discipline module's, e.g. redAverage; NaN for other disciplines' keys). */
  queueObservables: Readonly<Partial<Record<QueueObservableKey, number>>>;
}

export const WIRE_STRIDE = 5;
export const MAX_WIRE_PACKETS = 4000;

/**
 * Rows of [atSec, linkId, flow, reason, isAck]: reason is a QueueReason (1 overflow, 2 early,
 * 3 forced, 4 head-overflow, 5 sojourn; 6 a CE mark: the packet was marked, not dropped).
 */
export const DROP_STRIDE = 5;

/** host → UI. */
export type Reply =
  | {
      type: 'loaded';
      scenario: Scenario;
      flows: FlowInfo[];
      links: LinkInfo[];
    }
  | {
      type: 'batch';
      timeSec: number;
      running: boolean;
      finished: boolean;
      speed: Speed;
      /** Sample rows (see metrics/Sampler: GLOBAL_FIELDS then FLOW_FIELDS per flow), `stride` numbers each. */
      samples: Float64Array;
      stride: number;
      drops: Float64Array;
      snapshot: Snapshot;
      /**
       * The run's summary now, when the page is to show it: while the run is paused or finished,
       * in the first batch after a load, a reset, a seek or a flow added or removed, and otherwise
       * once every SUMMARY_EVERY_MS (MANY_SUMMARY_EVERY_MS with MANY_SUMMARY_ROWS flows or more).
       */
      summary?: SimSummary;
      /** Live changes since the previous batch. */
      changes: ChangeRecord[];
      /** Flows added since the previous batch. */
      newFlows: FlowInfo[];
      /** Their links (access and egress, both directions), so the picture draws them connected at once. */
      newLinks: LinkInfo[];
      /** Rows on the measurement grid since the previous batch, when the load asked for them (chunks of one width). */
      measured?: { stride: number; rows: Float64Array }[];
    }
  /**
   * The scenario as run so far, after a live edit: what a reset replays and a link carries.
   * `flowIndex[i]` is engine flow i's index in it (null: removed). `played`: the run itself, when
   * flows were removed from it (what a restart loads).
   */
  | { type: 'scenario'; scenario: Scenario; flowIndex: (number | null)[]; ack?: number; played?: PlayedRun }
  /**
   * The engine is at `timeSec`, paused, after a seek (`seq` is the command's). Samples already
   * sent after `timeSec` belong to the run's other future: the UI cuts its trace there. Batches
   * after this one continue from `timeSec`. `replayMs`: wall time the engine took.
   */
  | { type: 'seeked'; seq: number; timeSec: number; replayMs: number }
  /** The answer to `pull` when nothing is loaded. */
  | { type: 'idle' }
  /**
   * The answer to `pull` when a batch would tell the UI nothing new: the run has not moved and no
   * command came since the last batch (a paused or finished run), so the page has nothing to redraw.
   */
  | { type: 'unchanged' }
  /**
   * The host is busy with a long step or seek, and alive: sent every second while it works, so
   * the UI's watchdog tells a busy engine from a hung one.
   */
  | { type: 'progress'; timeSec: number; events: number }
  | { type: 'rejected'; command: CommandType; message: string }
  | { type: 'fatal'; message: string };

/** Where replies go: a worker's postMessage, a MessagePort, or a direct call (main-thread fallback, tests). */
export type ReplySink = (message: Reply, transfer: ArrayBuffer[]) => void;

/** The arrays of a batch that can be transferred instead of copied. */
export function transferables(r: Reply): ArrayBuffer[] {
  if (r.type !== 'batch') return [];
  return [r.samples.buffer, r.drops.buffer, r.snapshot.wire.buffer, ...r.snapshot.queues.map((q) => q.buffer), ...(r.measured ?? []).map((c) => c.rows.buffer)] as ArrayBuffer[];
}
