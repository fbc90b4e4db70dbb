// The shapes of the ns-2 validation: what a case is (scenarios to run in both simulators), what one
// run reports, and the report the harness writes (public/validation/report.json) and the app reads.
// Pure data types: no Node, no DOM.
import type { ScenarioInput } from '../../sim/scenario/Scenario';

/**
 * Which agreement target applies to a configuration; 'none' where ns-2 has no agent for
 * the variant (Vegas+) and our engine is shown beside the paper alone.
 */
export type TargetKind = 'deterministic' | 'lossy' | 'none';

/**
 * What a class's value is: goodput over the measurement window, or for finite transfers the
 * transfer's own throughput, size / (completion − start), as paper 004's Table 1 counts it.
 */
export type ClassMetric = 'goodput' | 'transfer';

/** How flows are grouped for comparison: each flow on its own, or by variant. */
export type ClassBy = 'flow' | 'variant';

/** One x-value of a configuration (e.g. x2 = 30 ms, or buffer 20): its replications. */
export interface ValidationPoint {
  id: string;
  label: string;
  /** The swept value (x2 in ms, buffer in packets, Vegas share…), for charts. */
  x: number;
  /** One scenario per replication; the same scenario goes to both simulators. */
  replications: ScenarioInput[];
  /** What the paper reports for this point, where it does. */
  paper?: PaperPoint;
  /** Replication `seed` (1, 2, …) of this point: how the harness adds replications to check a miss. */
  replicate?: (seed: number) => ScenarioInput;
}

/** One line of a case: a protocol/queue configuration swept over its points. */
export interface ValidationConfig {
  id: string;
  label: string;
  target: TargetKind;
  classBy: ClassBy;
  /** Class names in display order (flow names when classBy is 'flow'). */
  classes: string[];
  points: ValidationPoint[];
  /** Default 'goodput'. */
  metric?: ClassMetric;
  /** JFI over the flows of these classes only (e.g. NewReno and Reno, not the cross traffic); default: every flow of the run. */
  jainOver?: string[];
  /** A ratio of two classes' means that the paper makes a claim about (e.g. NewReno / Reno). */
  ratio?: { num: string; den: string };
}

export interface ValidationCase {
  id: string;
  number: number;
  title: string;
  /** Paper file prefix in shared/papers (000, 001, 002). */
  paper: string;
  /** The set-up as run, in a sentence or two. */
  setup: string;
  /** Details the paper left open, and what we chose. */
  choices: string[];
  configs: ValidationConfig[];
}

export interface MeanSd {
  mean: number;
  /** Sample standard deviation over replications (0 with one replication). */
  sd: number;
}

/** Per-flow means of one class, averaged over replications. */
export interface ClassStats {
  flows: number;
  /** The class's value (see ClassMetric): goodput, or a finite transfer's own throughput. */
  goodputBps: MeanSd;
  drops: number;
  retransmits: number;
  timeouts: number;
  meanQueuePackets: number | null;
}

export interface EngineStats {
  classes: Record<string, ClassStats>;
  jain: MeanSd;
  bottleneckDrops: number;
  utilization: number;
  /** Mean wall-clock seconds per run. */
  wallSec: number;
}

/** Values the paper gives (or its model computes) for a point; any may be missing. */
export interface PaperPoint {
  /** Goodput per class, bit/s. */
  goodputBps?: Record<string, number>;
  jain?: number;
  /** A ratio the paper states (e.g. Vegas/Reno throughput), or the range it gives ("15–25 % higher"). */
  ratio?: { label: string; value: number; range?: [number, number] };
  /** Retransmitted kilobytes (1024 B) per class (paper 004's Table 1). */
  retransmittedKB?: Record<string, number>;
  /** Where the number comes from (table, figure, model) and how sure the reading is. */
  source: string;
}

export interface PointReport {
  id: string;
  label: string;
  x: number;
  replications: number;
  /** Payload bytes per packet (retransmitted KB = retransmits × this / 1024). */
  packetSizeBytes: number;
  ours: EngineStats;
  /** null where there is no ns-2 reference (target 'none'). */
  ns2: EngineStats | null;
  /** |ours − ns-2| / ns-2 of each class's mean goodput (NaN without ns-2). */
  goodputRelErr: Record<string, number>;
  /** |mean JFI(ours) − mean JFI(ns-2)| (NaN without ns-2). */
  jainAbsErr: number;
  /** The configuration's ratio (num / den of the class means), where it names one. */
  ratio?: { ours: number; ns2: number | null };
  paper?: PaperPoint;
  /**
   * For a point that misses the lossy target: the same comparison over more replications (the
   * first ones included), to tell replication noise from a systematic difference.
   */
  extended?: ExtendedCheck;
}

export interface ExtendedCheck {
  replications: number;
  goodputRelErr: Record<string, number>;
  /** Standard error of the goodput difference, relative to ns-2's mean, per class. */
  goodputNoise: Record<string, number>;
  jain: { ours: MeanSd; ns2: MeanSd };
  jainAbsErr: number;
  /** Standard error of the JFI difference. */
  jainNoise: number;
}

export interface TargetResult {
  /** Always true for target 'none' (nothing to compare with). */
  pass: boolean;
  /** The measured statistic the target is stated on. */
  measured: number;
  threshold: number;
  /** One line: what was measured against what. */
  detail: string;
}

export interface ConfigReport {
  id: string;
  label: string;
  target: TargetKind;
  classBy: ClassBy;
  classes: string[];
  metric: ClassMetric;
  ratio?: { num: string; den: string };
  points: PointReport[];
  goodput: TargetResult;
  jain: TargetResult;
  /** Mean of the per-point, per-class relative goodput errors. */
  meanGoodputRelErr: number;
  maxGoodputRelErr: number;
}

export interface CaseReport {
  id: string;
  number: number;
  title: string;
  paper: string;
  setup: string;
  choices: string[];
  /** What the comparison shows, and for any miss why, with evidence. */
  findings: string[];
  configs: ConfigReport[];
}

export interface ValidationReport {
  version: 1;
  generatedAt: string;
  environment: { node: string; ns2: string; cpus: number; parallelism: number };
  /** Wall-clock seconds of the whole validation run. */
  durationSec: number;
  runs: { ours: number; ns2: number };
  targets: Record<TargetKind, string>;
  /** General notes (known deliberate differences, fixes made). */
  notes: string[];
  cases: CaseReport[];
  /** The papers' findings measured in both profiles (profileFindings.ts); absent in older reports. */
  profiles?: ProfileFinding[];
}

/** One profile's measurement of a finding. */
export interface ProfileMeasure {
  value: number;
  /** Replication noise on the value (≈ one standard error; 0 for deterministic runs). */
  noise: number;
  holds: boolean;
}

/** A paper's finding measured in both profiles (report.json `profiles`, shown on /?validation). */
export interface ProfileFinding {
  paper: string;
  caseNumber: number;
  /** The claim, as the paper makes it. */
  claim: string;
  /** What is measured, how many replications, and the threshold that decides "holds". */
  measure: string;
  ns2Profile: ProfileMeasure;
  /** ns-2.35 itself on the same runs (null where it has no agent, e.g. Vegas+). */
  ns2Reference: ProfileMeasure | null;
  standardProfile: ProfileMeasure;
  /** The verdict differs between the profiles. */
  changes: boolean;
  /** Why the profiles differ where they do (what the ns2 profile has that the standard one has not). */
  why: string;
}

