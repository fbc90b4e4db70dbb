// What each of the lab's views shows and how to read it: the text of the help panel (and of the
// charts' screen-reader descriptions, should they want it). One entry per chart id.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChartId } from '../charts/types';

export interface ViewHelp {
  /** What is plotted, with units. */
  shows: MessageDescriptor;
  /** How to read it: what a pattern means for TCP. */
  read: MessageDescriptor;
}

export const CHART_HELP: Readonly<Record<ChartId, ViewHelp>> = {
  cwnd: {
    shows: msg`Each flow’s congestion window in packets, sampled every 50 ms of simulated time; thin dotted lines are the slow-start thresholds (ssthresh).`,
    read: msg`Reno, NewReno and Tahoe draw a sawtooth: one packet more per round trip, then a cut at each loss (to half on three duplicate ACKs, to one packet on a timeout). A Vegas flow that has found its rate draws a nearly flat line: it adds or removes one packet per round trip only when its queue estimate leaves the α–β range.`,
  },
  queue: {
    shows: msg`Packets waiting at the bottleneck R1→R2 (grey) and, with RED, its moving average (black); the buffer size and RED’s minTh and maxTh as horizontal lines.`,
    read: msg`A queue that climbs to the buffer line and falls back is DropTail overflowing: every fall is a burst of drops and a Reno cut. RED starts dropping at random once the average passes minTh, so the queue stays lower. Vegas flows alone keep a small, steady queue: α to β packets each.`,
  },
  throughput: {
    shows: msg`Each flow’s goodput: new data reaching its receiver (payload, each packet counted once, when it arrives), averaged over half a second, in bits per second. The dashed line is the fair share: the link rate divided by the flows active in the window.`,
    read: msg`A flow above the dashed line takes more than its share, one below gets less; together the flows never exceed the link. Packets that arrive behind a lost one count when they arrive, not later when the repaired loss lets one cumulative ACK cover them all, so a recovery shows as a dip, not as a spike above the link rate. The summary table counts acknowledged data, as the papers do; over a run the two agree.`,
  },
  fairness: {
    shows: msg`Jain’s fairness index of the TCP flows’ goodput, J = (Σx)² / (n·Σx²): over the last 5 s (solid) and since the start (dashed).`,
    read: msg`1 means every flow gets the same; 1/n means one flow gets everything. Two flows at 0.8 means roughly a 3 : 1 split. The solid line reacts to each change you make; the dashed line is the verdict on the whole run.`,
  },
  rtt: {
    shows: msg`Each flow’s smoothed round-trip time in milliseconds; dashed, a Vegas flow’s BaseRTT, the smallest round trip it has seen.`,
    read: msg`The gap between a flow’s RTT and its propagation delay is time spent queued. Vegas compares RTT with BaseRTT to estimate how many of its packets are queued; a Reno flow that fills the buffer raises everyone’s RTT.`,
  },
  cam: {
    shows: msg`For one Vegas-family flow (choose it in the chart’s menu): Expected = window / BaseRTT and Actual = packets sent / measured RTT, in packets per second, with the α–β band; below, Diff = (Expected − Actual)·BaseRTT, Vegas’s estimate of its own packets in the queue, with the α and β lines.`,
    read: msg`This is Brakmo & Peterson’s congestion-avoidance mechanism as it runs. Diff below α: the path has room, the window grows by one packet per round trip. Diff above β: too much queued, it shrinks by one. In between it holds, so a settled Vegas flow keeps between α and β packets queued.`,
  },
  phase: {
    shows: msg`Two flows’ sending rates (window / RTT), or two variant classes’ totals, as one point: x₁ across, x₂ up. The trail fades with age; × and △ mark each flow’s losses. The dashed diagonal is the fair line (x₁ = x₂, per flow for classes), the green line the efficiency line x₁ + x₂ = C (the bottleneck rate). “Ideal AIMD” adds Chiu & Jain’s textbook path from the same start: +1 packet per RTT, halved when the sum exceeds C, both flows at once.`,
    read: msg`Additive increase moves the point at 45° (both gain alike); a loss pulls it towards the origin. When both halve together the gap between them halves, so the ideal path zig-zags into the corner where the two lines cross: fair and efficient. Real packets depart from it: a loss often hits only one flow, so only one coordinate drops; a longer RTT grows more slowly; a queue lets the sum sit past C for a while. Vegas moves in small steps of one packet and stops short of the efficiency line.`,
  },
  cubic: {
    shows: msg`For one CUBIC flow (choose it in the chart’s menu): its window in packets and, dashed, the cubic curve W(t) = C·(t − K)³ + W_max of each epoch, t counted from the first ACK after a loss’s recovery; dotted, W_max (the window at the last loss) and K, the time after the epoch’s start at which the curve is back at W_max; faint and dotted ahead of the latest sample, the curve projected to K and past it (the live view reaches K). The chart appears in the chart list once a CUBIC flow runs.`,
    read: msg`After a loss the window drops to β·W_max (0.7) and climbs fast, then slower as it nears W_max: the concave part, where the last loss happened, is where CUBIC lingers. Past K the curve turns convex and the window probes faster and faster for more bandwidth. Growth is a function of time since the loss, not of round trips, so flows with different RTTs grow alike. Each loss starts a new epoch with a new W_max and K.`,
  },
  bbr: {
    shows: msg`For one BBR flow: its state as a shaded band (STARTUP, DRAIN, PROBE_BW with its gain cycle, PROBE_RTT), its bottleneck-bandwidth estimate BtlBw and its pacing rate against the bottleneck’s true rate (dashed); below, its min-RTT estimate RTprop against the flow’s true propagation RTT (dashed). The chart appears in the chart list once a BBR flow runs.`,
    read: msg`BBR builds a model of the path: BtlBw should sit on the true rate and RTprop on the propagation RTT (a little above it: a packet’s transmission time). STARTUP doubles the rate each round trip until BtlBw stops growing, DRAIN empties the queue STARTUP built, PROBE_BW paces at BtlBw with one round trip in eight at 1.25× (probing) and one at 0.75× (draining), and every 10 s PROBE_RTT cuts the window to 4 packets to see the empty-queue RTT. An estimate above the truth (BtlBw over the link rate, RTprop inflated by a standing queue) means the model is wrong and the flow over-sends.`,
  },
  aqm: {
    shows: msg`What the bottleneck’s queue discipline itself measures and acts on, as its module declares it: CoDel’s sojourn time (how long the last packet to leave waited) against its target, with its dropping state shaded and, below, its drop count; PIE’s queueing delay against its target delay and, below, its drop probability; FQ-CoDel’s longest sojourn among its flow queues against the target and, below, how many flow queues hold packets and how many are dropping; RED’s average queue against its thresholds. The chart appears in the chart list when the discipline has anything to show (DropTail and DRR have nothing).`,
    read: msg`CoDel tolerates a queue above target for one interval (a burst); if the delay stays above, it enters its dropping state and drops (or marks) at the head, ever more often (interval/√count), until the delay falls below target: the sojourn line then settles near the target whatever the buffer. PIE raises its drop probability while the delay is above its target delay and lowers it below, every 15 ms: the delay hovers around the target. FQ-CoDel runs a CoDel per flow: a flow that floods the link has its own queue dropping while the others’ queues stay short.`,
  },
};

/** The network picture and the summary table. */
export const VIEW_HELP: Readonly<Record<'network' | 'summary', ViewHelp>> = {
  network: {
    shows: msg`The dumbbell: each flow’s sender on the left, its receiver on the right, the bottleneck R1→R2 in the middle with its queue drawn packet by packet in the flows’ colours. Squares are data packets, dots ACKs; drops are marked where they happen, by reason (overflow, RED early, RED forced).`,
    read: msg`Watch who owns the queue: a queue full of one flow’s colour is that flow taking the link. With RED, drag the minTh and maxTh marks (or use the arrow keys on them) to retune it while it runs.`,
  },
  summary: {
    shows: msg`Per flow, over the measurement window so far: goodput, its share of all goodput, retransmissions, timeouts, drops and mean packets queued; for all flows, Jain’s index, the link’s utilisation and drops by reason.`,
    read: msg`Shares that add to 100 % with utilisation near 100 % mean the link is full and the only question is who gets it. Timeouts are expensive (a window of one packet, then slow start): a flow with many of them falls behind.`,
  },
};
