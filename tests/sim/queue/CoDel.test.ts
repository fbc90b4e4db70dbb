// Table-driven unit tests of CoDel (RFC 8289 §5 pseudocode): when the dropping state starts, the
// drop times of the control law interval/√count, leaving and re-entering (count − lastcount within
// 16 intervals), the MTU rule, ECN marking, and the buffer limit. Expected values are worked out by
// hand from the RFC in the comments.
import { describe, expect, it } from 'vitest';
import { Ecn } from '../../../src/sim/net/Packet';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { codelNewtonStep } from '../../../src/sim/queue/CoDelControl';
import { DropReason, QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

const RFC = { targetSec: 0.005, intervalSec: 0.1, ecn: false };
/** Dequeue grid of the backlogged runs, seconds. */
const STEP = 1e-4;

function codel(ecn = false, limit = 10_000, law: 'exact' | 'linux-newton' = 'exact'): { q: CoDel; sink: RecordingSink } {
  const q = new CoDel({ ...RFC, ecn }, limit, 1500, law);
  const sink = new RecordingSink();
  q.sink = sink;
  return { q, sink };
}

/**
 * A standing queue: 300 packets of 1500 B at `fromSec`; from `fromSec` + 10 ms on, every STEP one
 * packet leaves and one arrives, so each packet waits 300 steps (30 ms, far above target) and the
 * backlog stays far above one MTU. Runs until `untilSec`; returns the dequeue times.
 */
function backlog(q: CoDel, fromSec: number, untilSec: number, ecn = Ecn.NotEct): void {
  for (let i = 0; i < 300; i++) q.enqueue(pkt(0, 1500, undefined, ecn), fromSec);
  for (let k = 0; ; k++) {
    const t = fromSec + 0.01 + k * STEP;
    if (t > untilSec) return;
    q.dequeue(t);
    q.enqueue(pkt(0, 1500, undefined, ecn), t);
  }
}

/** Σ_{j=1}^{n−1} interval/√j: when the n-th drop of a dropping state is due after its first. */
const due = (n: number, firstCount = 1): number => {
  let s = 0;
  for (let j = firstCount; j < firstCount + n - 1; j++) s += 0.1 / Math.sqrt(j);
  return s;
};

describe('CoDel: entering the dropping state', () => {
  it('drops only once the sojourn time has stayed at or above target for a whole interval', () => {
    const { q, sink } = codel();
    for (let s = 0; s < 10; s++) q.enqueue(pkt(0, 1500, s), 0);
    // t = 10 ms: sojourn 10 ms ≥ 5 ms, 8 packets (12000 B > MTU) left: first_above_time = 110 ms.
    expect(q.dequeue(0.01)!.seq).toBe(0);
    // t = 100 ms: still above, but now < first_above_time: no drop.
    expect(q.dequeue(0.1)!.seq).toBe(1);
    expect(q.dropping).toBe(false);
    // t = 110 ms = first_above_time (RFC: now ≥ it): packet 2 dropped, packet 3 sent, dropping.
    expect(q.dequeue(0.11)!.seq).toBe(3);
    expect(sink.drops.map((d) => [d.p.seq, d.reason, d.atSec])).toEqual([[2, QueueReason.Sojourn, 0.11]]);
    expect(q.dropping).toBe(true);
    expect(q.count).toBe(1);
    // The next drop is due one interval after the first (count 1: interval/√1).
    expect(q.dropNextSec).toBeCloseTo(0.21, 12);
  });

  it('a dip below target restarts the interval', () => {
    const { q, sink } = codel();
    for (let s = 0; s < 10; s++) q.enqueue(pkt(0, 1500, s), 0);
    q.dequeue(0.01); // sojourn 10 ms: first_above_time = 110 ms
    for (let s = 100; s < 104; s++) q.enqueue(pkt(0, 1500, s), 0.05);
    // 1 … 9 leave at 51 ms, above target, with ≥ 4 packets behind them: still waiting for 110 ms.
    for (let k = 0; k < 9; k++) q.dequeue(0.051);
    // 100 leaves at 52 ms: sojourn 2 ms < target, so first_above_time is reset.
    expect(q.dequeue(0.052)!.seq).toBe(100);
    // 101 leaves at 120 ms (sojourn 70 ms, 3000 B behind): above again, first_above_time = 220 ms,
    // so no drop at 120 ms (without the dip, 120 ms ≥ 110 ms would have dropped it).
    expect(q.dequeue(0.12)!.seq).toBe(101);
    expect(sink.drops).toHaveLength(0);
    expect(q.dropping).toBe(false);
  });

  it('never drops while at most one MTU is left behind the packet (RFC: bytes() ≤ MAXPACKET)', () => {
    const { q, sink } = codel();
    // 40 packets of 30 B (1200 B ≤ 1500) wait for seconds: never above the backlog floor.
    for (let s = 0; s < 40; s++) q.enqueue(pkt(0, 30, s), 0);
    const out: number[] = [];
    for (let k = 0; k < 40; k++) out.push(q.dequeue(1 + k * 0.2)!.seq);
    expect(out).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(sink.drops).toHaveLength(0);
  });
});

describe('CoDel: the control law (drop n + 1 due interval/√n after drop n)', () => {
  it('drops 1 … 6 come at 0, 100, 170.7, 228.4, 278.4, 323.2 ms after the first', () => {
    const { q, sink } = codel();
    backlog(q, 0, 0.45);
    const times = sink.drops.map((d) => d.atSec);
    expect(times).toHaveLength(6);
    // The first: first_above_time = 10 ms + 100 ms.
    expect(times[0]).toBeCloseTo(0.11, 9);
    // Each later one at the first dequeue (every 0.1 ms) at or after its due time.
    const gaps = [0, 0.1, 0.1 + 0.0707107, 0.1707107 + 0.0577350, 0.2284457 + 0.05, 0.2784457 + 0.0447214];
    gaps.forEach((g, n) => {
      expect(g).toBeCloseTo(due(n + 1), 6);
      expect(times[n] - times[0]).toBeGreaterThanOrEqual(g - 1e-6);
      expect(times[n] - times[0]).toBeLessThan(g + STEP + 1e-6);
    });
    expect(sink.drops.every((d) => d.reason === QueueReason.Sojourn)).toBe(true);
    expect(q.count).toBe(6);
  });
});

describe("CoDel: Linux's fixed-point Newton step for 1/√count ('linux-newton')", () => {
  // x ← x/2 · (3 − n·x²) from x = 1 (count 1): n = 2: 0.5; 3: 0.5·2.25/2 = 0.5625;
  // 4: 0.5625·(3 − 4·0.31640625)/2 = 0.48779296875; 5: 0.48779·(3 − 5·0.2379421)/2 = 0.4415242.
  const newton = [1, 0.5, 0.5625, 0.48779296875, 0.4415242];

  it('one step per count from 0xffff gives the real-valued Newton iterates, in Q0.16', () => {
    let rec = 0xffff;
    for (let n = 2; n <= 5; n++) {
      rec = codelNewtonStep(rec, n);
      expect(rec / 65536).toBeCloseTo(newton[n - 1], 3);
    }
  });

  it('drops then come interval × 1, 0.5, 0.5625, 0.488, 0.442 apart (not 1/√n)', () => {
    const { q, sink } = codel(false, 10_000, 'linux-newton');
    backlog(q, 0, 0.45);
    const times = sink.drops.map((d) => d.atSec);
    expect(times.length).toBeGreaterThanOrEqual(6);
    let due = 0;
    for (let n = 1; n < 6; n++) {
      due += 0.1 * newton[n - 1];
      expect(times[n] - times[0]).toBeGreaterThanOrEqual(due - 2e-5);
      expect(times[n] - times[0]).toBeLessThan(due + STEP + 2e-5);
    }
  });
});

describe('CoDel: leaving and re-entering the dropping state', () => {
  // Five drops (count 5, lastcount 1), then the queue is drained at once (the last packets leave
  // with ≤ 1 MTU behind them: dropping ends), refilled `pauseSec` later and held above target
  // again: the first drop of the new state comes one interval after the refill's first dequeue.
  const rows = [
    // now − drop_next < 16 intervals: count = 5 − 1 = 4, so the next drop is due interval/√4 = 50 ms
    // after the first, then interval/√5 = 44.7 ms.
    { name: 'within 16 intervals: count resumes at count − lastcount = 4', pauseSec: 0.2, gaps: [0.05, 0.05 + 0.0447214] },
    // More than 16 intervals (1.6 s) later: count = 1, as at the very start.
    { name: 'after 16 intervals: count starts again at 1', pauseSec: 2, gaps: [0.1, 0.1 + 0.0707107] },
  ];
  it.each(rows)('$name', ({ pauseSec, gaps }) => {
    const { q, sink } = codel();
    backlog(q, 0, 0.39); // drops at 110, 210, 280.7, 338.4, 388.4 ms
    expect(sink.drops).toHaveLength(5);
    expect(q.count).toBe(5);
    const drainSec = 0.39;
    while (q.dequeue(drainSec) !== null);
    expect(q.dropping).toBe(false);
    expect(sink.drops).toHaveLength(5);
    const refillSec = drainSec + pauseSec;
    backlog(q, refillSec, refillSec + 0.11 + gaps[1] + 0.001);
    const again = sink.drops.slice(5).map((d) => d.atSec);
    expect(again).toHaveLength(3);
    expect(again[0]).toBeCloseTo(refillSec + 0.11, 9);
    gaps.forEach((g, n) => {
      expect(again[n + 1] - again[0]).toBeGreaterThanOrEqual(g - 1e-6);
      expect(again[n + 1] - again[0]).toBeLessThan(g + STEP + 1e-6);
    });
  });
});

describe('CoDel: ECN (marks ECN-capable packets where it would drop them)', () => {
  it('ECT packets are marked CE at the drop times and all delivered', () => {
    const { q, sink } = codel(true);
    backlog(q, 0, 0.45, Ecn.Ect0);
    expect(sink.drops).toHaveLength(0);
    const times = sink.marks.map((m) => m.atSec);
    expect(times).toHaveLength(6);
    expect(times[0]).toBeCloseTo(0.11, 9);
    for (let n = 1; n < 6; n++) {
      expect(times[n] - times[0]).toBeGreaterThanOrEqual(due(n + 1) - 1e-6);
      expect(times[n] - times[0]).toBeLessThan(due(n + 1) + STEP + 1e-6);
    }
    expect(sink.marks.every((m) => m.p.ecn === Ecn.Ce)).toBe(true);
    // 300 queued, one in and one out per step: none lost.
    expect(q.length).toBe(300);
  });

  // After a mark the next is due at drop_next + interval/√count, as after a drop (RFC 8289 §5.5;
  // Linux codel_dequeue: drop_next = codel_control_law(drop_next, …) on the mark path too), not
  // now + interval/√count (ns-3.37's CoDelQueueDisc). The two differ only when dequeues lag the
  // schedule, so here they come sparsely: 300 ECT packets of 1500 B queued at 0 (every sojourn far
  // above target, the backlog far above one MTU) and one dequeue at each time below.
  //   10 ms: first above target, first_above_time = 110 ms.
  //   110 ms: mark 1, count 1, drop_next = 110 + 100/√1 = 210 ms.
  //   290 ms (80 ms late): mark 2, count 2, drop_next = 210 + 100/√2 = 280.71 ms (ns-3: 360.71).
  //   300 ms ≥ 280.71: mark 3, count 3, drop_next = 280.71 + 100/√3 = 338.45 ms.
  //   330 ms < 338.45: no mark.
  //   340 ms ≥ 338.45: mark 4, count 4, drop_next = 338.45 + 100/√4 = 388.45 ms.
  //   350 ms: no mark.
  const lagging = [
    { atSec: 0.01, marked: false, count: 0, dropNextSec: NaN },
    { atSec: 0.11, marked: true, count: 1, dropNextSec: 0.21 },
    { atSec: 0.29, marked: true, count: 2, dropNextSec: 0.21 + 0.1 / Math.SQRT2 },
    { atSec: 0.3, marked: true, count: 3, dropNextSec: 0.21 + 0.1 / Math.SQRT2 + 0.1 / Math.sqrt(3) },
    { atSec: 0.33, marked: false, count: 3, dropNextSec: 0.21 + 0.1 / Math.SQRT2 + 0.1 / Math.sqrt(3) },
    { atSec: 0.34, marked: true, count: 4, dropNextSec: 0.21 + 0.1 / Math.SQRT2 + 0.1 / Math.sqrt(3) + 0.05 },
    { atSec: 0.35, marked: false, count: 4, dropNextSec: 0.21 + 0.1 / Math.SQRT2 + 0.1 / Math.sqrt(3) + 0.05 },
  ];
  it('after a mark the next is scheduled from drop_next, as after a drop (dequeues lagging the schedule)', () => {
    const { q, sink } = codel(true);
    for (let s = 0; s < 300; s++) q.enqueue(pkt(0, 1500, s, Ecn.Ect0), 0);
    for (const row of lagging) {
      const before = sink.marks.length;
      const p = q.dequeue(row.atSec)!;
      expect(sink.marks.length - before, `marks at ${row.atSec} s`).toBe(row.marked ? 1 : 0);
      expect(p.ecn, `packet sent at ${row.atSec} s`).toBe(row.marked ? Ecn.Ce : Ecn.Ect0);
      if (row.count > 0) {
        expect(q.count, `count at ${row.atSec} s`).toBe(row.count);
        expect(q.dropNextSec, `drop_next at ${row.atSec} s`).toBeCloseTo(row.dropNextSec, 12);
      }
    }
    expect(sink.drops).toHaveLength(0);
    expect(q.dropping).toBe(true);
  });

  it('packets that are not ECN-capable are still dropped', () => {
    const { q, sink } = codel(true);
    backlog(q, 0, 0.45, Ecn.NotEct);
    expect(sink.marks).toHaveLength(0);
    expect(sink.drops).toHaveLength(6);
  });

  it('with ECN off, ECT packets are dropped', () => {
    const { q, sink } = codel(false);
    backlog(q, 0, 0.45, Ecn.Ect0);
    expect(sink.marks).toHaveLength(0);
    expect(sink.drops).toHaveLength(6);
  });
});

describe('CoDel: buffer limit and pass-through', () => {
  it.each([
    { limit: 1, accepted: 0 },
    { limit: 2, accepted: 1 },
    { limit: 5, accepted: 4 },
  ])('limit $limit holds $accepted waiting (as DropTail: the one on the line counts)', ({ limit, accepted }) => {
    const { q } = codel(false, limit);
    const reasons = Array.from({ length: limit + 2 }, () => q.enqueue(pkt(), 0));
    expect(reasons.filter((r) => r === DropReason.None)).toHaveLength(accepted);
    expect(reasons.slice(accepted).every((r) => r === DropReason.Overflow)).toBe(true);
    // Into an empty queue on an idle line: refused only when the buffer holds nothing but the line.
    expect(codel(false, limit).q.passThrough(pkt(), 0)).toBe(limit === 1 ? DropReason.Overflow : DropReason.None);
  });

  it('a pass-through (sojourn 0) ends the dropping state', () => {
    const { q } = codel();
    backlog(q, 0, 0.2);
    expect(q.dropping).toBe(true);
    while (q.length > 0) q.removeLast(0.2);
    expect(q.passThrough(pkt(), 0.2)).toBe(DropReason.None);
    expect(q.dropping).toBe(false);
    expect(q.length).toBe(0);
  });
});
