// Table-driven unit tests of PIE (RFC 8033 §4 and Appendix A, timestamps for the queue delay as
// ns-3.37 by default): the drop probability's steps scaled by its range and capped at 0.02, its
// decay when the queue is idle, the burst allowance, when an arrival may be dropped early, ECN
// marking below 10 %, and the lazy update clock. Expected values are worked out by hand.
import { describe, expect, it } from 'vitest';
import type { Random } from '../../../src/sim/engine/Random';
import { Ecn } from '../../../src/sim/net/Packet';
import { Pie, type PieParams } from '../../../src/sim/queue/Pie';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

const RFC: PieParams = { targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false };
const T = 0.015;
/** The update clock starts at 1 s: update k runs at 1 + k·15 ms; MID(k) is halfway to the next. */
const START = 1;
const MID = (k: number): number => START + k * T + T / 2;
/** p after 9 updates at a 500 ms delay (see the table below). */
const P9 = 0.685625 / 2048 + 0.060625 / 32 + 0.060625 / 4 + (3 * 0.060625) / 2 + 0.04;

/** A Random whose draws the test sets. */
class FixedRandom {
  u = 1;
  draws = 0;
  next(): number {
    this.draws++;
    return this.u;
  }
}

function pie(params: Partial<PieParams> = {}, limit = 1000): { q: Pie; rnd: FixedRandom; sink: RecordingSink } {
  const rnd = new FixedRandom();
  const q = new Pie({ ...RFC, ...params }, limit, rnd as unknown as Random, START);
  const sink = new RecordingSink();
  q.sink = sink;
  return { q, rnd, sink };
}

/**
 * Sets the measured queue delay to `delaySec` at 1 s: `extra` + 2 packets queued at 1 − delay, the
 * first dequeued at 1 s (the rest stay, so the delay is not reset to 0).
 */
function standingDelay(q: Pie, delaySec: number, extra = 4): void {
  for (let i = 0; i < 2 + extra; i++) q.enqueue(pkt(), START - delaySec);
  q.dequeue(START);
  expect(q.queueDelaySec).toBeCloseTo(delaySec, 12);
}

describe('PIE: the drop probability update (α = 0.125, β = 1.25, target 15 ms)', () => {
  it('queue delay 25 ms: steps of 1/2048 then 1/128 of α·(d − target) + β·(d − d_old)', () => {
    const { q } = pie();
    standingDelay(q, 0.025);
    // 1: α·0.010 + β·0.025 = 0.00125 + 0.03125 = 0.0325; p = 0 < 10⁻⁶: /2048 → 1.5869140625e-5.
    // 2: α·0.010 + β·0 = 0.00125; p in [10⁻⁵, 10⁻⁴): /128 → + 9.765625e-6.
    const expected = [1.5869140625e-5, 2.5634765625e-5, 3.5400390625e-5];
    expected.forEach((p, k) => expect(q.dropProbabilityAt(MID(k + 1))).toBeCloseTo(p, 15));
  });

  it('queue delay 500 ms: the step scale follows p through each range, then the 0.02 cap', () => {
    const { q } = pie();
    standingDelay(q, 0.5);
    // α·(0.5 − 0.015) = 0.060625; the first update adds β·0.5 = 0.625 too.
    // Each update's step, scaled by the range p was in before it:
    const steps = [
      0.685625 / 2048, // p = 0 < 10⁻⁶                      → p = 3.348e-4
      0.060625 / 32, //   p in [10⁻⁴, 10⁻³)                 → 0.002229
      0.060625 / 8, //    p in [10⁻³, 10⁻²)                 → 0.009807
      0.060625 / 8, //    still below 10⁻²                  → 0.017386
      0.060625 / 2, //    p in [10⁻², 10⁻¹)                 → 0.047698
      0.060625 / 2, //                                      → 0.078011
      0.060625 / 2, //                                      → 0.108323
      0.02, //            p ≥ 0.1: 0.060625 capped at 0.02 (§5.5) → 0.128323
      0.02, //                                              → 0.148323
    ];
    let sum = 0;
    const expected = steps.map((d) => (sum += d));
    expect(expected[8]).toBeCloseTo(P9, 15);
    expected.forEach((p, k) => expect(q.dropProbabilityAt(MID(k + 1))).toBeCloseTo(p, 14));
    // 43 more steps of 0.02 pass 1: bounded at 1.
    expect(q.dropProbabilityAt(MID(60))).toBe(1);
  });

  it('decays by 0.98 per update while the queue is idle (delay 0 now and before)', () => {
    const { q } = pie();
    standingDelay(q, 0.05, 0);
    const p0 = q.dropProbabilityAt(MID(200));
    expect(p0).toBeGreaterThan(0.3);
    q.dequeue(MID(200)); // the last packet leaves: delay 0
    expect(q.queueDelaySec).toBe(0);
    // Update 201: α·(0 − 0.015) + β·(0 − 0.05) = −0.064375, unscaled (p ≥ 0.1); no decay yet (d_old = 50 ms).
    const p1 = q.dropProbabilityAt(MID(201));
    expect(p1).toBeCloseTo(p0 - 0.064375, 14);
    // Updates 202, 203: both delays 0: (p − 0.001875)·0.98.
    const p2 = q.dropProbabilityAt(MID(202));
    expect(p2).toBeCloseTo((p1 - 0.001875) * 0.98, 14);
    expect(q.dropProbabilityAt(MID(203))).toBeCloseTo((p2 - 0.001875) * 0.98, 14);
    // Idle for long: down to exactly 0 and no further.
    expect(q.dropProbabilityAt(MID(600))).toBe(0);
  });

  it('the update clock is lazy but exact: reading it often or once gives the same probabilities', () => {
    const a = pie();
    const b = pie();
    for (const { q } of [a, b]) standingDelay(q, 0.2);
    for (let k = 1; k <= 50; k++) a.q.dropProbabilityAt(START + k * T);
    expect(a.q.dropProbabilityAt(MID(50))).toBe(b.q.dropProbabilityAt(MID(50)));
    expect(a.q.dropProbabilityAt(MID(50))).toBeGreaterThan(0);
  });
});

describe('PIE: the burst allowance (RFC 8033 §4.4)', () => {
  it('starts at 150 ms, shrinks by tUpdate per update, and holds off early drops, not the probability', () => {
    const { q, rnd } = pie();
    standingDelay(q, 0.5);
    rnd.u = 0; // every draw is below p: an arrival eligible for an early drop is dropped
    const verdicts: DropReason[] = [];
    let p9 = NaN;
    for (let k = 0; k <= 12; k++) {
      verdicts.push(q.enqueue(pkt(), MID(k)));
      if (k === 9) p9 = q.dropProbabilityAt(MID(9));
    }
    // Allowance after k updates: 150 − 15k ms; zero from update 10 (at 1.15 s) on.
    expect(q.burstAllowanceAt(MID(12))).toBe(0);
    expect(verdicts.slice(0, 10).every((v) => v === DropReason.None)).toBe(true);
    expect(verdicts.slice(10).every((v) => v === DropReason.Early)).toBe(true);
    // Meanwhile p rose as without the allowance (the table above, update 9).
    expect(p9).toBeCloseTo(P9, 14);
  });

  it('is restored when p is 0 and the delay has stayed under target/2', () => {
    const { q } = pie();
    expect(q.burstAllowanceAt(MID(3))).toBeCloseTo(0.15 - 3 * 0.015, 12);
    q.enqueue(pkt(), MID(3)); // p 0, delays 0: the allowance returns to 150 ms
    expect(q.burstAllowanceAt(MID(3))).toBe(0.15);
  });
});

describe('PIE: early drop on arrival (drop_early)', () => {
  /**
   * Raises p with a 500 ms delay for `updates` updates, then leaves a 1 ms delay at the head (the
   * t = 0.5 packets leave, three queued 1 ms before stay) and runs one more update:
   * p − α·0.014 − β·0.499 = p − 0.6255, and d_old = 1 ms < target/2.
   */
  function lowDelayAfterHighP(updates: number): { q: Pie; rnd: FixedRandom; p: number } {
    const { q, rnd } = pie({ maxBurstSec: 0 });
    standingDelay(q, 0.5);
    const p = q.dropProbabilityAt(MID(updates));
    const t = MID(updates) + 0.001;
    for (let i = 0; i < 5; i++) q.enqueue(pkt(), t - 0.001);
    for (let i = 0; i < 5; i++) q.dequeue(t); // the 5 packets from 0.5 s
    q.dequeue(t); // one of the fresh ones: 1 ms
    expect(q.queueDelaySec).toBeCloseTo(0.001, 12);
    expect(q.dropProbabilityAt(MID(updates + 1))).toBeCloseTo(p - 0.6255, 12);
    return { q, rnd, p };
  }

  it('p < 0.2 and d_old < target/2: never dropped early (§4.1)', () => {
    // 34 updates: p = 0.148323… + 25·0.02 = 0.648323…; then 0.022823… < 0.2.
    const { q, rnd, p } = lowDelayAfterHighP(34);
    expect(p).toBeCloseTo(P9 + 25 * 0.02, 12);
    rnd.u = 0;
    const before = rnd.draws;
    q.enqueue(pkt(), MID(35) - 0.001);
    q.enqueue(pkt(), MID(35) - 0.001);
    expect(q.enqueue(pkt(), MID(35))).toBe(DropReason.None);
    expect(rnd.draws).toBe(before);
  });

  it('p ≥ 0.2: dropped early even with the delay low', () => {
    // 60 updates: p = 1; then 1 − 0.6255 = 0.3745 ≥ 0.2.
    const { q, rnd } = lowDelayAfterHighP(60);
    rnd.u = 0.37;
    expect(q.enqueue(pkt(), MID(61))).toBe(DropReason.Early);
    rnd.u = 0.38;
    expect(q.enqueue(pkt(), MID(61))).toBe(DropReason.None);
  });

  it('at most 2 packets waiting: never dropped early', () => {
    const { q, rnd } = pie({ maxBurstSec: 0 });
    q.enqueue(pkt(), 0.5);
    q.enqueue(pkt(), 0.5);
    q.enqueue(pkt(), 0.5);
    q.dequeue(START); // delay 500 ms, two waiting
    q.dropProbabilityAt(MID(8));
    rnd.u = 0;
    expect(q.enqueue(pkt(), MID(8))).toBe(DropReason.None); // 2 waiting before it
    expect(q.enqueue(pkt(), MID(8))).toBe(DropReason.Early); // 3 waiting
  });

  it('a full buffer drops the arrival as overflow, before any draw', () => {
    const { q, rnd } = pie({ maxBurstSec: 0 }, 4);
    for (let i = 0; i < 3; i++) expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.Overflow);
    expect(rnd.draws).toBe(0);
  });
});

describe('PIE: ECN (marks instead of dropping while p < 10 %, RFC 8033 §5.1)', () => {
  const rows = [
    { name: 'p 0.078 < 0.1: an ECT arrival is marked and queued', updates: 6, ect: true, verdict: DropReason.None, marked: true },
    { name: 'p 0.108 ≥ 0.1: an ECT arrival is dropped', updates: 7, ect: true, verdict: DropReason.Early, marked: false },
    { name: 'p 0.078: a Not-ECT arrival is dropped', updates: 6, ect: false, verdict: DropReason.Early, marked: false },
  ];
  it.each(rows)('$name', ({ updates, ect, verdict, marked }) => {
    const { q, rnd, sink } = pie({ maxBurstSec: 0, ecn: true });
    standingDelay(q, 0.5);
    q.dropProbabilityAt(MID(updates));
    rnd.u = 0;
    const p = pkt(0, 1500, undefined, ect ? Ecn.Ect0 : Ecn.NotEct);
    expect(q.enqueue(p, MID(updates))).toBe(verdict);
    expect(sink.marks.map((m) => m.p)).toEqual(marked ? [p] : []);
    expect(p.ecn).toBe(marked ? Ecn.Ce : ect ? Ecn.Ect0 : Ecn.NotEct);
  });
});
