// One flow of the running simulation: its sender and receiver, its configuration as edited live,
// its stop event, and the counters the measurement window takes differences of.
import type { CbrSource, UdpSink } from './app/Cbr';
import type { Scheduler } from './engine/Scheduler';
import type { Link } from './net/Link';
import type { ExpandedFlow } from './scenario/expand';
import type { FlowConfig } from './scenario/Scenario';
import { NO_OBSERVABLES, type CcObservables } from './tcp/CongestionControl';
import type { TcpSender } from './tcp/TcpSender';
import type { TcpSink } from './tcp/TcpSink';
import { knobsOf } from './tcp/registry';
import type { FlowCounters } from './FlowCounters';

/** One flow of the running simulation. */
export class FlowRuntime {
  /** Segments cumulatively acknowledged (TCP) or packets delivered (CBR) when the measurement window opened. */
  ackedAtMeasureStart = 0;
  queueIntegralAtMeasureStart = 0;
  /** The window counters (sent, retransmitted, timeouts, drops) when the measurement window opened. */
  countsAtMeasureStart: FlowCounts = ZERO_COUNTS;
  /** The path counters (loss events, RTT and first-timeout sums) when the measurement window opened. */
  pathAtMeasureStart: PathCounts = ZERO_PATH;
  /** Its data drops by QueueReason (index 0 unused) and data marks (index 6) when the measurement window opened. */
  reasonsAtMeasureStart: readonly number[] = [];
  removed = false;
  /** When the flow stopped sending new data (Infinity while it has not). */
  stoppedAtSec = Infinity;
  /** Its variant's knobs as they are now (the scenario's values, then live changes). */
  knobs: Readonly<Record<string, number>>;
  /** The pending stop event of a TCP flow with a stopSec (-1: none) and the sequence it took. */
  stopEvent = -1;
  stopSeq = -1;
  /** Stopped (or removed) with stopFlow: its stop can no longer move. */
  stopFinal = false;

  constructor(
    readonly index: number,
    readonly name: string,
    /** As set up, with the live edits of its start, stop and access delay. */
    public config: ExpandedFlow,
    readonly tcp: TcpSender | null,
    readonly sink: TcpSink | null,
    readonly cbr: CbrSource | null,
    readonly udpSink: UdpSink | null,
    /** The first bottleneck link this flow crosses (where its queue occupancy is measured). */
    readonly firstHop: Link,
    readonly counters: FlowCounters,
  ) {
    this.knobs = config.variant === 'cbr' ? {} : knobsOf(config.variant, config);
  }

  get variant(): FlowConfig['variant'] {
    return this.config.variant;
  }

  /** Data segments (or CBR packets) that have reached the receiver so far, each counted once on its first arrival, in order or not. */
  get dataReceived(): number {
    return this.sink ? this.sink.newDataSegments : this.udpSink!.delivered;
  }

  /** Data packets (segments, the SYN not counted) delivered in order to the application so far. */
  get deliveredInOrder(): number {
    return this.tcp ? this.tcp.dataSegmentsAcked : this.udpSink!.delivered;
  }

  get cwnd(): number {
    return this.tcp ? this.tcp.cwnd : NaN;
  }

  get ssthresh(): number {
    return this.tcp ? this.tcp.ssthresh : NaN;
  }

  get srttSec(): number {
    return this.tcp ? this.tcp.srttSec : NaN;
  }

  /** The latest RTT sample (one Karn-timed segment per RTT), seconds. */
  get rttSec(): number {
    return this.tcp ? this.tcp.lastRttSampleSec : NaN;
  }

  get observables(): CcObservables {
    return this.tcp ? this.tcp.cc.observe(this.tcp) : NO_OBSERVABLES;
  }

  /** Packets of this flow waiting in its first bottleneck's queue. */
  get queuedPackets(): number {
    return this.firstHop.occupancy(this.index);
  }

  /** Counters since the start of the run, as the summary takes differences of them over its window. */
  get counts(): FlowCounts {
    return {
      sentPackets: this.tcp ? this.tcp.stats.sentPackets : this.cbr!.sentPackets,
      retransmittedPackets: this.tcp ? this.tcp.stats.retransmittedPackets : 0,
      timeouts: this.tcp ? this.tcp.stats.timeouts : 0,
      drops: this.counters.dataDropped,
    };
  }

  /** Loss events, RTT samples and first timeouts since the start of the run (zeros for CBR). */
  get path(): PathCounts {
    const t = this.tcp?.stats;
    if (!t) return ZERO_PATH;
    return { lossEvents: t.fastRetransmits + t.timeouts, rttSamples: t.rttSamples, rttSumSec: t.rttSumSec, firstTimeouts: t.firstTimeouts, firstTimeoutSumSec: t.firstTimeoutSumSec };
  }

  get packetsInFlight(): number {
    const c = this.counters;
    return c.dataSent - c.dataDelivered - c.dataDropped + (c.acksSent - c.acksDelivered - c.acksDropped);
  }

  /** Schedules, moves or withdraws a TCP flow's stop event. */
  placeStop(scheduler: Scheduler, atSec: number | undefined): void {
    if (this.stopEvent >= 0) scheduler.cancel(this.stopEvent);
    this.stopEvent = -1;
    if (atSec === undefined) return;
    const stopper = {
      onEvent: () => {
        this.stopEvent = -1;
        this.tcp!.stop();
        this.stoppedAtSec = Math.min(this.stoppedAtSec, scheduler.now);
      },
    };
    if (this.stopSeq >= 0) this.stopEvent = scheduler.scheduleAs(atSec, this.stopSeq, stopper, 0);
    else {
      this.stopSeq = scheduler.nextSequence;
      this.stopEvent = scheduler.schedule(atSec, stopper, 0);
    }
  }
}

/** Per-flow packet counters; in a summary, counted over its measurement window. */
export interface FlowCounts {
  /** Segments put on the wire (SYNs and retransmissions included; CBR: datagrams). */
  sentPackets: number;
  /** Segments sent again (a resent SYN included). */
  retransmittedPackets: number;
  /** Retransmission-timer expiries with data outstanding. */
  timeouts: number;
  /** Data packets (and SYNs) of the flow dropped on any link. */
  drops: number;
}

const ZERO_COUNTS: FlowCounts = Object.freeze({ sentPackets: 0, retransmittedPackets: 0, timeouts: 0, drops: 0 });

/** What a flow saw of its path, as running sums (the summary takes their differences over its window). */
interface PathCounts {
  /** Loss indications: fast retransmits (triple duplicate ACKs) plus timeouts. */
  lossEvents: number;
  rttSamples: number;
  rttSumSec: number;
  firstTimeouts: number;
  firstTimeoutSumSec: number;
}

const ZERO_PATH: PathCounts = Object.freeze({ lossEvents: 0, rttSamples: 0, rttSumSec: 0, firstTimeouts: 0, firstTimeoutSumSec: 0 });
