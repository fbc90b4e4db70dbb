// Measurement: the window over which results are taken (opened at the scenario's measureFrom), and
// the summary of a run over it, read from the links' and the flows' counters from outside.
import type { Scheduler } from './engine/Scheduler';
import { dropsByReason, type DropsByReason } from './metrics/dropsByReason';
import { jainIndex } from './metrics/jain';
import type { Link } from './net/Link';
import { DropReason } from './queue/QueueDiscipline';
import { observeQueue } from './queue/registry';
import { measureFrom, measureTo, type FlowConfig, type Scenario } from './scenario/Scenario';
import type { FlowCounts, FlowRuntime } from './FlowRuntime';

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
  /** Its data packets dropped over the window, on any link, by why (they add up to `drops`). */
  dropsByReason: DropsByReason;
  /** Its data packets marked Congestion Experienced over the window (they went on: not drops). */
  marks: number;
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
    /** Every drop at the bottleneck by why (they add up to `drops`). */
    dropsByReason: DropsByReason;
    /** Packets the bottleneck's queue marked Congestion Experienced instead of dropping. */
    marks: number;
    meanQueuePackets: number;
    /** Mean time a packet waited in the queue over the window, by Little's law: queue integral / departures, s. */
    meanQueueDelaySec: number;
    utilization: number;
  };
  events: number;
}

/** Where a flow's marks are in reasonCounts (after its drops by QueueReason 1–5). */
const MARKS = 6;

/** A flow's data drops by QueueReason (index 0 unused), then its data marks: the counts taken differences of. */
const reasonCounts = (f: FlowRuntime): number[] => [...f.counters.dropsByReason, f.counters.dataMarked];

export class MeasurementWindow {
  private measuring = false;
  private busyAtMeasureStart = 0;
  private departuresAtMeasureStart = 0;
  private dropsAtMeasureStart = [0, 0, 0, 0, 0, 0];
  private marksAtMeasureStart = 0;
  private queueIntegralAtMeasureStart = 0;

  constructor(
    private readonly scenario: Scenario,
    private readonly scheduler: Scheduler,
    private readonly flows: readonly FlowRuntime[],
    /** The simulation's chain of bottleneck links; [0] is the one measured. */
    private readonly chain: readonly Link[],
  ) {}

  /** Whether the window has opened. */
  get isOpen(): boolean {
    return this.measuring;
  }

  private get bottleneck(): Link {
    return this.chain[0];
  }

  /** Opens the window: from now on, results are differences from the counters as they are now. */
  open(): void {
    this.measuring = true;
    const b = this.bottleneck;
    this.busyAtMeasureStart = b.busySec;
    this.departuresAtMeasureStart = b.stats.departures;
    this.dropsAtMeasureStart = [...b.stats.drops];
    this.marksAtMeasureStart = b.stats.marks;
    this.queueIntegralAtMeasureStart = b.queueIntegral;
    for (const f of this.flows) {
      f.ackedAtMeasureStart = f.deliveredInOrder;
      f.queueIntegralAtMeasureStart = f.firstHop.occupancyIntegral(f.index);
      f.countsAtMeasureStart = f.counts;
      f.pathAtMeasureStart = f.path;
      f.reasonsAtMeasureStart = reasonCounts(f);
    }
  }

  /**
   * Results over the measurement window (or up to now, while it is still open). Goodput counts
   * segments cumulatively acknowledged, × packet size, over the window length, as the papers do.
   */
  summary(): SimSummary {
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
      const reasons = reasonCounts(f);
      const reasonsAt = this.measuring ? f.reasonsAtMeasureStart : reasons;
      const reasonsInWindow = reasons.map((c, i) => c - (reasonsAt[i] ?? 0));
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
        dropsByReason: dropsByReason(reasonsInWindow),
        marks: reasonsInWindow[MARKS],
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
        drops: drops[1] + drops[2] + drops[3] + drops[4] + drops[5],
        earlyDrops: drops[DropReason.Early],
        forcedDrops: drops[DropReason.Forced],
        overflowDrops: drops[DropReason.Overflow],
        dropsByReason: dropsByReason(drops),
        marks: this.measuring ? b.stats.marks - this.marksAtMeasureStart : 0,
        meanQueuePackets: span > 0 ? qInt / span : 0,
        meanQueueDelaySec: departures > 0 ? qInt / departures : 0,
        utilization: span > 0 ? Math.min(1, busy / span) : 0,
      },
      events: this.scheduler.eventCount,
    };
  }

  /** The main bottleneck queue's observables now, written into `out` (see queue/registry observeQueue). */
  observeQueue(out: Record<string, number>): Record<string, number> {
    // Settled first (reading the length does), so that the queue has seen every departure up to
    // now before anything is read: a discipline whose state moves with time (PIE's updates) then
    // computes what it would have at its next packet anyway.
    void this.bottleneck.queueLength;
    observeQueue(this.bottleneck.queue, this.scheduler.now, out);
    return out;
  }
}
