// What a queue discipline that can drop or mark packets other than the arriving one adds to
// QueueDiscipline: the reasons it reports (numbered after DropReason's, so one per-reason array
// counts both), a sink told of every such drop and mark, and whether the link must ask it for
// the next packet when the line frees.
import type { Packet } from '../net/Packet';
import { DROP_REASON_NAMES, type QueueDiscipline } from './QueueDiscipline';

/** Every reason a queue reports. 0–3 are DropReason's values, with the same meaning. */
export const enum QueueReason {
  None = 0,
  /** The buffer was full: the arriving packet is dropped (DropTail, RED, CoDel, PIE). */
  Overflow = 1,
  /** Dropped at random on arrival (RED between its thresholds; PIE's drop probability). */
  Early = 2,
  /** RED's average above maxTh. */
  Forced = 3,
  /** The buffer was full: a packet at the head of the longest flow queue made room (DRR, FQ-CoDel). */
  HeadOverflow = 4,
  /** CoDel dropped it at the head: its sojourn time stayed above target for an interval. */
  Sojourn = 5,
  /** Marked Congestion Experienced instead of dropped (RFC 3168); the packet goes on. */
  Mark = 6,
}

export const QUEUE_REASON_NAMES = [...DROP_REASON_NAMES, 'head-overflow', 'sojourn', 'mark'] as const;

/** Told of what a discipline does to packets other than the arriving one it answers for. */
export interface QueueSink {
  /**
   * `p` left the queue without being sent (a head drop, an AQM drop, an overflow batch): the sink
   * owns it from now on (counts it per flow and reason, returns it to the pool).
   */
  dropped(p: Packet, reason: QueueReason, nowSec: number): void;
  /** `p` was marked CE instead of dropped (reason Mark); it stays in the queue or goes on. */
  marked(p: Packet, nowSec: number): void;
}

export interface QueueDiscipline2 extends QueueDiscipline {
  /**
   * Set by whoever runs the link before the first packet. While null, drops are still made (and
   * the packets forgotten) and marks still set: the algorithm never depends on being watched.
   */
  sink: QueueSink | null;
  /**
   * True when which packet leaves next, or whether it leaves at all, is decided only at dequeue
   * (round robin between flows, CoDel's head drops): the link must then call `dequeue` at the
   * moment the line frees, not fix each packet's transmission start when it is accepted. `at(i)`
   * then lists the waiting packets flow queue by flow queue, in the order the scheduler visits
   * them, each oldest first (not necessarily the order they will leave in).
   */
  readonly decidesAtDequeue: boolean;
}

/** Whether `q` implements the wider interface (the older disciplines do not). */
export function isQueueDiscipline2(q: QueueDiscipline): q is QueueDiscipline2 {
  return 'decidesAtDequeue' in q;
}
