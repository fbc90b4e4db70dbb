// PIE (Pan et al., RFC 8033) as ns-3.37's PieQueueDisc runs by default: one FIFO whose packets
// carry their enqueue time; the queue delay is the sojourn time of the last packet dequeued (0 once
// the queue empties); an arrival is dropped at random with probability drop_prob, which is updated
// every tUpdate:
//   p = α·(qdelay − target) + β·(qdelay − qdelay_old), scaled by 1/2048, 1/512, 1/128, 1/32, 1/8,
//       1/2 while drop_prob < 10⁻⁶, 10⁻⁵, 10⁻⁴, 10⁻³, 10⁻², 10⁻¹ (RFC 8033 §4.2), at most 0.02
//       once drop_prob ≥ 0.1 (§5.5); drop_prob += p; × 0.98 when qdelay and qdelay_old are both 0;
//       bounded to [0, 1]; qdelay_old ← qdelay; burst allowance −= tUpdate (floored at 0).
//   arrival: the burst allowance returns to maxBurst when drop_prob = 0 and both delays are below
//     target/2; while it lasts no arrival is dropped early. Otherwise no early drop while
//     (qdelay_old < target/2 and drop_prob < 0.2) or at most 2 packets wait (§4.1); else drop with
//     probability drop_prob, or with ECN mark an ECN-capable packet instead while drop_prob < 0.1
//     (§5.1). A full buffer drops the arrival first, without a draw (ns-3.37's order).
// The burst allowance follows the RFC (and Linux): it starts at maxBurst and only suspends early
// drops; drop_prob keeps integrating meanwhile. ns-3.37 instead holds drop_prob at 0 while the
// allowance lasts, and arms the allowance only at the first arrival after 1.5 s of calm, so it
// starts controlling later after each quiet spell.
// The update runs lazily, at each enqueue, dequeue or read of the state, for every tUpdate boundary
// passed since the last one: between two calls nothing it reads changes, so this is what a timer
// firing at startSec + k·tUpdate would compute (an update and a packet at the same instant: the
// update first), with no events and nothing to cancel when the queue is replaced.
import type { Random } from '../engine/Random';
import { Ecn, type Packet } from '../net/Packet';
import { FlowQueues } from './FlowQueues';
import { DropReason, type QueueDiscipline, type QueueSink } from './QueueDiscipline';

export interface PieParams {
  /** Target queue delay, seconds (QDELAY_REF, 15 ms). */
  targetDelaySec: number;
  /** Period of the drop-probability update, seconds (T_UPDATE, 15 ms). */
  tUpdateSec: number;
  /** Weight of the delay's distance from target, per second (α, 0.125). */
  alpha: number;
  /** Weight of the delay's change since the last update, per second (β, 1.25). */
  beta: number;
  /** Burst allowance, seconds (MAX_BURST, 150 ms). */
  maxBurstSec: number;
  /** Mark ECN-capable packets CE instead of dropping them while drop_prob < 0.1. */
  ecn: boolean;
}

/** drop_prob at and above which ECN-capable packets are dropped, not marked (RFC 8033 §5.1, ns-3.37 MarkEcnThreshold). */
export const PIE_MARK_ECN_THRESHOLD = 0.1;

export class Pie implements QueueDiscipline {
  readonly watchesIdle = false;
  /** FIFO, and drops only arrivals: the link may fix transmission starts on acceptance. */
  readonly decidesAtDequeue = false;
  sink: QueueSink | null = null;
  private readonly store = new FlowQueues();
  private p: PieParams;
  // The parameters as fields, and the state; doubles start as NaN (see Red.ts on V8 field representations).
  private target = NaN;
  private tUpdate = NaN;
  private alpha = NaN;
  private beta = NaN;
  private maxBurst = NaN;
  private ecn = false;
  private dropProb = NaN;
  private qDelay = NaN;
  private qDelayOld = NaN;
  private burstAllowance = NaN;
  /** The update clock: `updates` done since `clockStartSec`, the next due at clockStartSec + (updates + 1)·tUpdate. */
  private clockStartSec = NaN;
  private updates = 0;
  private nextUpdateSec = NaN;

  constructor(
    params: PieParams,
    /** Buffer: packets the router holds for this link, the one being transmitted included (as DropTail). */
    public limitPackets: number,
    private readonly random: Random,
    /** When the update clock starts (the queue's creation), seconds. */
    startSec = 0,
  ) {
    this.p = { ...params };
    this.dropProb = 0;
    this.qDelay = 0;
    this.qDelayOld = 0;
    this.applyParams(params);
    this.burstAllowance = params.maxBurstSec;
    this.clockStartSec = startSec;
    this.nextUpdateSec = startSec + params.tUpdateSec;
  }

  get params(): Readonly<PieParams> {
    return this.p;
  }

  /**
   * Retunes from `nowSec` on; drop_prob, the delays and the burst allowance carry over. Updates keep
   * their phase, unless tUpdate changes: then the clock restarts at `nowSec`.
   */
  setParams(params: PieParams, nowSec: number): void {
    this.catchUp(nowSec);
    const retimed = params.tUpdateSec !== this.tUpdate;
    this.p = { ...params };
    this.applyParams(params);
    if (retimed) {
      this.clockStartSec = nowSec;
      this.updates = 0;
      this.nextUpdateSec = nowSec + params.tUpdateSec;
    }
  }

  /** drop_prob after every update due by `nowSec`. */
  dropProbabilityAt(nowSec: number): number {
    this.catchUp(nowSec);
    return this.dropProb;
  }

  /** The queue delay PIE last measured (sojourn of the last packet dequeued; 0 when empty), seconds. */
  get queueDelaySec(): number {
    return this.qDelay;
  }

  /** Burst allowance left after every update due by `nowSec`, seconds. */
  burstAllowanceAt(nowSec: number): number {
    this.catchUp(nowSec);
    return this.burstAllowance;
  }

  get length(): number {
    return this.store.length;
  }

  enqueue(pkt: Packet, nowSec: number): DropReason {
    this.store.nowSec = nowSec;
    if (nowSec >= this.nextUpdateSec) this.catchUp(nowSec);
    const q = this.store.length;
    if (q + 1 >= this.limitPackets) return DropReason.Overflow;
    const halfTarget = 0.5 * this.target;
    if (this.dropProb === 0 && this.qDelay < halfTarget && this.qDelayOld < halfTarget) this.burstAllowance = this.maxBurst;
    if (this.burstAllowance === 0 && this.dropEarly(q)) {
      if (this.ecn && pkt.ecn !== Ecn.NotEct && this.dropProb < PIE_MARK_ECN_THRESHOLD) {
        pkt.ecn = Ecn.Ce;
        this.sink?.marked(pkt, nowSec);
      } else {
        return DropReason.Early;
      }
    }
    this.store.push(0, pkt);
    return DropReason.None;
  }

  passThrough(pkt: Packet, nowSec: number): DropReason {
    const reason = this.enqueue(pkt, nowSec);
    if (reason === DropReason.None) this.dequeue(nowSec);
    return reason;
  }

  dequeue(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    if (nowSec >= this.nextUpdateSec) this.catchUp(nowSec);
    const p = this.store.shift(0);
    if (p === null) return null;
    this.qDelay = this.store.length === 0 ? 0 : nowSec - this.store.lastShiftEnqueuedSec;
    return p;
  }

  removeLast(nowSec: number): Packet | null {
    this.store.nowSec = nowSec;
    return this.store.pop(0);
  }

  at(i: number): Packet {
    if (i < 0 || i >= this.store.length) throw new RangeError(`no packet at position ${i}`);
    return this.store.at(0, i);
  }

  occupancy(flow: number): number {
    return this.store.occupancy(flow);
  }

  occupancyIntegral(flow: number, nowSec: number): number {
    return this.store.occupancyIntegral(flow, nowSec);
  }

  /** RFC 8033 drop_early (without derandomization, off in ns-3.37 and absent in Linux). */
  private dropEarly(waiting: number): boolean {
    if (this.qDelayOld < 0.5 * this.target && this.dropProb < 0.2) return false;
    if (waiting <= 2) return false;
    return this.random.next() < this.dropProb;
  }

  /** Runs every update due by `nowSec`. */
  private catchUp(nowSec: number): void {
    while (this.nextUpdateSec <= nowSec) {
      this.update();
      this.updates++;
      // From the clock's start each time, so that no rounding accumulates over a long run.
      this.nextUpdateSec = this.clockStartSec + (this.updates + 1) * this.tUpdate;
    }
  }

  /** RFC 8033 calculate_drop_prob with the queue delay from timestamps. */
  private update(): void {
    const qd = this.qDelay;
    const old = this.qDelayOld;
    const prob = this.dropProb;
    let p = this.alpha * (qd - this.target) + this.beta * (qd - old);
    if (prob < 0.000001) p /= 2048;
    else if (prob < 0.00001) p /= 512;
    else if (prob < 0.0001) p /= 128;
    else if (prob < 0.001) p /= 32;
    else if (prob < 0.01) p /= 8;
    else if (prob < 0.1) p /= 2;
    else if (p > 0.02) p = 0.02;
    p += prob;
    if (qd === 0 && old === 0) p *= 0.98;
    this.dropProb = p < 0 ? 0 : p > 1 ? 1 : p;
    this.qDelayOld = qd;
    // Floored at 0, and a remainder below a nanosecond's worth of rounding counts as 0.
    const left = this.burstAllowance - this.tUpdate;
    this.burstAllowance = left > 1e-9 * this.tUpdate ? left : 0;
  }

  private applyParams(params: PieParams): void {
    this.target = params.targetDelaySec;
    this.tUpdate = params.tUpdateSec;
    this.alpha = params.alpha;
    this.beta = params.beta;
    this.maxBurst = params.maxBurstSec;
    this.ecn = params.ecn;
  }
}
