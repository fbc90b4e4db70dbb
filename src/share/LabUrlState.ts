// What a lab link carries: the scenario, and the view and teacher settings around it; and the
// result type every decoder in src/share returns (a value, or messages plus what could be kept).
import type { Scenario, ValidScenario } from '../sim/scenario/Scenario';
import type { ScenarioProblem } from '../sim/scenario/ScenarioProblem';
import type { Speed } from './speed';
import type { ControlId } from './controls';
import type { DroppedItem } from './DroppedItem';
import type { FormatProblem } from './FormatProblem';

/** The lab's charts, as links name them (the lab's chart views are keyed by these too). */
export type ChartId = 'cwnd' | 'queue' | 'throughput' | 'fairness' | 'rtt' | 'cam' | 'phase' | 'cubic' | 'bbr' | 'aqm';

/** Every chart, in the order the chart list offers them (new charts are appended). */
export const CHART_IDS: readonly ChartId[] = ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam', 'phase', 'cubic', 'bbr', 'aqm'];

/**
 * The charts a link without a chart list shows (frozen: an old link keeps its view). The phase
 * plot, the CUBIC and BBR state charts and the queue discipline's chart came later and are chosen explicitly.
 */
export const DEFAULT_CHARTS: readonly ChartId[] = ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'];

/** How a teacher link opens the lab. */
export type TeacherStart = { paused: true } | { runToSec: number };

export interface TeacherSettings {
  /** Controls shown but not changeable. Decoded in LOCK_BITS order, without duplicates. */
  locked: ControlId[];
  /** Controls not shown at all. Decoded in LOCK_BITS order, without duplicates. */
  hidden: ControlId[];
  /** Paused at t = 0, or already run to a simulated time (0 ≤ runToSec ≤ durationSec). */
  start: TeacherStart;
  /**
   * What the students are asked to do, shown in the lab's banner as plain text (never HTML);
   * as `cleanAssignment` leaves it (at most MAX_ASSIGNMENT_CHARS). Absent or empty: none.
   */
  assignment?: string;
}

/** `S`: a link read back holds a ValidScenario; one being written may hold the lab's edited Scenario. */
export interface LabUrlState<S extends Scenario = ValidScenario> {
  /** The scenario, every default filled in. */
  scenario: S;
  /** Simulation speed; absent means the lab's default. */
  speed?: Speed;
  /** Charts shown, in order; absent means the lab's default set. */
  charts?: ChartId[];
  teacher?: TeacherSettings;
  /** The minimal-chrome view for an iframe. Only `true` is carried: false and absent are the same. */
  embed?: boolean;
}

/**
 * A decoded link or file. On failure, `errors` are messages of the form "field: problem", and
 * `partial`, when present, is the valid part a user may choose to keep (see src/share/FORMAT.md,
 * "Partial recovery"), with `dropped` saying what it left out or reset to a default. `items` and
 * `droppedItems` are the same as data, in the same order, for a reader's language.
 */
export type DecodeResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: string[]; items?: DecodeProblem[]; partial?: T; dropped?: string[]; droppedItems?: DroppedItem[] };

/**
 * One of `errors` as data, in the same order, so a reader's language can word it: a problem of the
 * scenario (a field's path and a code), or a problem of the link's or file's own format (a place and a code).
 */
export type DecodeProblem = { kind: 'scenario'; problem: ScenarioProblem } | { kind: 'format'; problem: FormatProblem };
