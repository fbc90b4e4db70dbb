// Random Early Detection (Floyd & Jacobson 1993) in packet mode, following ns-2.35's REDQueue
// with wait_ on and drop_tail_ (the arriving packet is the one dropped):
//   on each arrival, before the decision, with q = packets waiting (not counting this one):
//     avg ← avg·(1−w)^(m+1) + w·q        m = ⌊idle time · link rate in packets/s⌋ (0 if not idle)
//   if avg ≥ minTh and q > 1:
//     first arrival since crossing minTh: never dropped (count ← 1)
//     else p_b = maxP·(avg−minTh)/(maxTh−minTh)   (gentle, maxTh ≤ avg < 2maxTh: maxP + (1−maxP)(avg−maxTh)/maxTh;
//                                                   avg ≥ maxTh, not gentle: 1)
//          p_a = 0 if count·p_b < 1; p_b/(2 − count·p_b) if < 2; else 1   (count: arrivals since the last drop)
//          drop with probability p_a
//   a full buffer drops the arrival regardless.
import type { Random } from '../engine/Random';
import type { Packet } from '../net/Packet';
import { DropReason, FifoQueue } from './QueueDiscipline';

export interface RedParams {
  minThPackets: number;
  maxThPackets: number;
  maxP: number;
  weight: number;
  gentle: boolean;
}

export class Red extends FifoQueue {
  private p: RedParams;
  // The parameters again, as fields: read on every arrival, and one object nearer than `p`. They and
  // the average, idle time and probability above start as NaN (a double) and get their values in the constructor: V8 keeps a field's doubles in place only when its first value is a double; a field first set to a small integer changes representation when its first fraction arrives, mid-run, and the optimized code that reads it is thrown away.
  private minTh = NaN;
  private maxTh = NaN;
  private maxP = NaN;
  private weight = NaN;
  private gentle = false;
  /** Average queue, packets. */
  average = NaN;
  /** Arrivals since the last drop (ns-2 edv_.count). */
  private count = 0;
  /** Whether the average was already above minTh at the previous arrival (ns-2 edv_.old). */
  private old = false;
  override readonly watchesIdle = true;
  private idle = true;
  private idleSince = NaN;
  /** Last computed drop probability before the count correction (ns-2 v_prob1). */
  lastProbability = NaN;

  constructor(
    params: RedParams,
    /** Buffer: packets the router holds for this link, the one being transmitted included. */
    public limitPackets: number,
    /** Link rate in packets per second of mean size (ns-2 ptc), for the idle-time decay. */
    public packetsPerSec: number,
    private readonly random: Random,
  ) {
    super();
    this.average = 0;
    this.idleSince = 0;
    this.lastProbability = 0;
    this.p = { ...params };
    this.minTh = params.minThPackets;
    this.maxTh = params.maxThPackets;
    this.maxP = params.maxP;
    this.weight = params.weight;
    this.gentle = params.gentle;
  }

  get params(): Readonly<RedParams> {
    return this.p;
  }

  /** Retunes thresholds, maxP, weight or gentle from now on; the average and count carry over. */
  setParams(params: RedParams): void {
    this.p = { ...params };
    this.minTh = params.minThPackets;
    this.maxTh = params.maxThPackets;
    this.maxP = params.maxP;
    this.weight = params.weight;
    this.gentle = params.gentle;
  }

  enqueue(pkt: Packet, nowSec: number): DropReason {
    if (this.idle) this.leaveIdle(nowSec);
    const reason = this.admit();
    if (reason === DropReason.None) this.push(pkt, nowSec);
    return reason;
  }

  passThrough(_pkt: Packet, nowSec: number): DropReason {
    if (this.idle) this.leaveIdle(nowSec);
    const reason = this.admit();
    // Queued and taken at once: the line is busy, so the idle clock does not run.
    if (reason === DropReason.None) this.idle = false;
    return reason;
  }

  /**
   * The first arrival after the queue went idle: the average decays as if m packets had arrived to
   * an empty queue meanwhile (ns-2's idle correction, m = idle time × packets per second).
   */
  private leaveIdle(nowSec: number): void {
    this.idle = false;
    const m = Math.floor(this.packetsPerSec * (nowSec - this.idleSince));
    const w = this.weight;
    let avg = this.average;
    for (let i = 0; i < m; i++) avg *= 1 - w;
    this.average = avg;
  }

  /**
   * The decision on an arrival (the average updated first); the caller stores the packet if
   * admitted. It takes no time (the idle correction is done before, in leaveIdle): a double passed
   * to a call V8 does not inline is boxed, and this one runs on every arrival.
   */
  private admit(): DropReason {
    const { minTh, maxTh, weight: w, gentle } = this;
    const q = this.length;
    let avg = this.average;
    avg = avg * (1 - w) + w * q;
    this.average = avg;
    this.count++;

    let reason = DropReason.None;
    if (avg >= minTh && q > 1) {
      if (!this.old) {
        this.count = 1;
        this.old = true;
      } else if (this.dropEarly(avg)) {
        reason = (gentle ? avg >= 2 * maxTh : avg >= maxTh) ? DropReason.Forced : DropReason.Early;
      }
    } else {
      this.lastProbability = 0;
      this.old = false;
    }
    // ns-2 counts `limit` waiting packets; our buffer includes the one on the line.
    if (q >= this.limitPackets - 1) reason = DropReason.Overflow;
    if (reason !== DropReason.None) this.count = 0;
    return reason;
  }

  override dequeue(nowSec: number): Packet | null {
    const p = this.shift(nowSec);
    if (p) {
      this.idle = false;
    } else {
      this.idle = true;
      this.idleSince = nowSec;
    }
    return p;
  }

  /** The drop probability for average `avg` before the count correction (ns-2 calculate_p_new). */
  baseProbability(avg: number): number {
    const { minTh, maxTh, maxP, gentle } = this;
    let p: number;
    if (gentle && avg >= maxTh) p = ((1 - maxP) / maxTh) * avg + (2 * maxP - 1);
    else if (!gentle && avg >= maxTh) p = 1;
    else p = (maxP * (avg - minTh)) / (maxTh - minTh);
    return p > 1 ? 1 : p < 0 ? 0 : p;
  }

  /** The count-corrected probability (ns-2 modify_p with wait_): drops spread out evenly. */
  static correctedProbability(pb: number, count: number): number {
    const cp = count * pb;
    if (cp < 1) return 0;
    if (cp < 2) return pb / (2 - cp);
    return 1;
  }

  private dropEarly(avg: number): boolean {
    const pb = this.baseProbability(avg);
    this.lastProbability = pb;
    const pa = Red.correctedProbability(pb, this.count);
    return this.random.next() <= pa && pa > 0;
  }
}
