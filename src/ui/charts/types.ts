// The contract between the lab and its charts: what data they read and which view options they take.
import type { QueueKind } from '../../sim/queue/registry';
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from '../lab/TraceStore';
import type { ChartId } from '../../share/LabUrlState';
import type { BottleneckStep } from './bottleneckSteps';

export { CHART_IDS, DEFAULT_CHARTS, type ChartId } from '../../share/LabUrlState';

export const CHART_TITLES: Record<ChartId, string> = {
  cwnd: 'Congestion window',
  queue: 'Bottleneck queue',
  throughput: 'Throughput',
  fairness: "Jain's fairness index",
  rtt: 'Round-trip time',
  cam: 'Vegas: expected vs actual rate',
  phase: 'Phase plot (Chiu–Jain)',
  cubic: 'CUBIC: window and cubic curve',
  bbr: 'BBR: state and estimates',
  aqm: 'Queue discipline',
};

/** The shared time axis: follow the latest `spanSec` seconds, show the whole run so far (growing with it), or a fixed range. */
export type TimeWindow = { mode: 'follow'; spanSec: number } | { mode: 'whole' } | { mode: 'fixed'; fromSec: number; toSec: number };

/** What the charts need to know about the bottleneck queue. */
export interface QueueView {
  kind: QueueKind;
  bufferPackets: number;
  minThPackets?: number;
  maxThPackets?: number;
  /** The discipline's parameter values (its module's keys), for the lines its chart compares with (CoDel's target). */
  params?: Readonly<Record<string, number | boolean>>;
}

export interface LabChartsProps {
  store: TraceStore;
  /**
   * Changes when the store has new data (TraceStore.version), at most once per animation frame
   * (and once per live interval (framePace) while a run plays): the specs are rebuilt on each change (a
   * lab's model gives it so: lab/useFrameVersion).
   */
  version: number;
  flows: FlowInfo[];
  /** Flows the user removed (left out of the charts). */
  hidden: ReadonlySet<number>;
  /** Vegas knobs per flow index (for the CAM chart's α/β band), if the flow is a Vegas kind. */
  vegas: (flow: number) => { alpha: number; beta: number } | null;
  /** The flow whose CAM chart is shown (a Vegas-family flow), or null. */
  camFlow: number | null;
  onCamFlowChange: (flow: number) => void;
  window: TimeWindow;
  onWindowChange: (w: TimeWindow) => void;
  queue: QueueView;
  /** Bottleneck rate, bits/s (for the fair-share line). */
  bottleneckBps: number;
  /**
   * The bottleneck's rate and buffer over the run (bottleneckSteps of the scenario with its
   * timeline): the fair-share and buffer lines follow them. Absent: `bottleneckBps` and `queue` throughout.
   */
  bottleneckSteps?: readonly BottleneckStep[];
  /** Data packet size, bytes (the phase plot turns windows into rates with it). */
  packetBytes: number;
  /** Charts to show, in order. */
  visible: readonly ChartId[];
  /** Large type and heavy lines for a projector. */
  projector: boolean;
  /** Draw each variant class's mean and spread instead of every flow (the many-flows view). */
  byClass?: boolean;
  /**
   * Another run (a branch's original, or the rest of a rewound run), drawn faint under every time
   * chart as this run is drawn (per flow or per class), and as a faint trail in the phase plot.
   */
  ghost?: { store: TraceStore; flows: readonly FlowInfo[]; label: string } | null;
}
