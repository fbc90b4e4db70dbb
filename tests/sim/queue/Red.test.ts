// Table-driven unit tests of RED (Floyd & Jacobson 1993 as ns-2.35's REDQueue, packet mode, wait_ on):
// the average on arrivals, its idle decay, the base and count-corrected drop probabilities, when early
// drops may happen, drop reasons, the buffer limit, and the long-run drop rate with a seeded Random.
// Expected values are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import { Packet } from '../../../src/sim/net/Packet';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { Red, type RedParams } from '../../../src/sim/queue/Red';

/** The papers' RED (paper 000): thresholds 5 and 15 packets, maxP 0.1. */
const CLASSIC: RedParams = { minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false };

function red(p: Partial<RedParams> = {}, limit = 1000, ptc = 1000, seed = 1): Red {
  return new Red({ ...CLASSIC, ...p }, limit, ptc, Random.fromSeed(seed));
}

let nextSeq = 0;
function pkt(flow = 0): Packet {
  const p = new Packet();
  p.seq = nextSeq++;
  p.flow = flow;
  return p;
}

describe('RED: the average queue (avg ← (1−w)·avg + w·q, q = packets waiting before the arrival)', () => {
  // Arrivals at t = 0 with no departures, so arrival k sees q = k − 1 (and no idle time: m = 0).
  const rows = [
    // w = 0.002: a1 = 0; a2 = 0.002·1 = 0.002; a3 = 0.002·0.998 + 0.002·2 = 0.005996;
    // a4 = 0.005996·0.998 + 0.002·3 = 0.005984008 + 0.006 = 0.011984008.
    { name: 'w 0.002 (papers)', w: 0.002, avgs: [0, 0.002, 0.005996, 0.011984008] },
    // w = 0.5: 0; 0.5·1 = 0.5; 0.25 + 1 = 1.25; 0.625 + 1.5 = 2.125; 1.0625 + 2 = 3.0625.
    { name: 'w 0.5', w: 0.5, avgs: [0, 0.5, 1.25, 2.125, 3.0625] },
    // w = 1: the instantaneous pre-arrival length.
    { name: 'w 1 (no memory)', w: 1, avgs: [0, 1, 2, 3] },
  ];
  it.each(rows)('$name', ({ w, avgs }) => {
    const q = red({ weight: w, minThPackets: 50, maxThPackets: 100 });
    for (const a of avgs) {
      expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
      expect(q.average).toBeCloseTo(a, 12);
    }
  });

  it('a dropped arrival still updates the average, with the length before it', () => {
    // Limit 3: at most 2 waiting. w = 0.5: 0, 0.5, then arrival 3 sees q = 2 ≥ 3 − 1 (dropped):
    // 0.25 + 1 = 1.25; arrival 4 sees q = 2 again: 0.625 + 1 = 1.625.
    const q = red({ weight: 0.5, minThPackets: 50, maxThPackets: 100 }, 3);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.Overflow);
    expect(q.average).toBeCloseTo(1.25, 12);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.Overflow);
    expect(q.average).toBeCloseTo(1.625, 12);
  });
});

describe('RED: idle decay (⌊ptc·idle⌋ extra (1−w) factors)', () => {
  // w = 0.5, ptc = 1000 packets/s. Four arrivals at t = 0 → avg 2.125, 4 waiting. The queue empties
  // (dequeue returns null) at t = 1; the next arrival at 1 + d finds q = 0 and
  // avg = 2.125·0.5^(m+1), m = ⌊1000·d⌋.
  const rows = [
    { name: 'd 0: m 0 → 2.125/2', d: 0, avg: 1.0625 },
    { name: 'd 1.5 ms: m ⌊1.5⌋ = 1 → 2.125/4', d: 0.0015, avg: 0.53125 },
    { name: 'd 2.5 ms: m 2 → 2.125/8', d: 0.0025, avg: 0.265625 },
    { name: 'd 10.5 ms: m 10 → 2.125/2^11', d: 0.0105, avg: 2.125 / 2048 },
  ];
  it.each(rows)('$name', ({ d, avg }) => {
    const q = red({ weight: 0.5, minThPackets: 50, maxThPackets: 100 });
    for (let k = 0; k < 4; k++) q.enqueue(pkt(), 0);
    expect(q.average).toBe(2.125);
    for (let k = 0; k < 4; k++) expect(q.dequeue(0.5)).not.toBeNull(); // still busy: no idle clock
    expect(q.dequeue(1)).toBeNull(); // the line finished with nothing waiting: idle since 1
    q.enqueue(pkt(), 1 + d);
    expect(q.average).toBeCloseTo(avg, 12);
  });

  it('a dequeue that finds a packet does not start the idle clock', () => {
    // 4 arrivals (avg 2.125), 3 departures: 1 waiting. Arrival at t = 2: m = 0, q = 1:
    // avg = 2.125·0.5 + 0.5·1 = 1.5625.
    const q = red({ weight: 0.5, minThPackets: 50, maxThPackets: 100 });
    for (let k = 0; k < 4; k++) q.enqueue(pkt(), 0);
    for (let k = 0; k < 3; k++) q.dequeue(1);
    q.enqueue(pkt(), 2);
    expect(q.average).toBeCloseTo(1.5625, 12);
  });

  it('a new queue counts as idle since t = 0', () => {
    // Hand-built avg 1; first arrival at 3.5 ms: m = ⌊3.5⌋ = 3 → 1·0.5^4 = 0.0625.
    const q = red({ weight: 0.5, minThPackets: 50, maxThPackets: 100 });
    q.average = 1;
    q.enqueue(pkt(), 0.0035);
    expect(q.average).toBeCloseTo(0.0625, 12);
  });
});

describe('RED: base drop probability p_b', () => {
  // Between the thresholds p_b = maxP·(avg − minTh)/(maxTh − minTh) = 0.1·(avg − 5)/10.
  // Not gentle: 1 from maxTh on. Gentle: maxP + (1 − maxP)·(avg − maxTh)/maxTh up to 2·maxTh, then 1.
  const rows = [
    { name: 'avg = minTh', gentle: false, avg: 5, p: 0 },
    { name: 'a quarter of the way', gentle: false, avg: 7.5, p: 0.025 },
    { name: 'halfway', gentle: false, avg: 10, p: 0.05 },
    { name: 'three quarters', gentle: false, avg: 12.5, p: 0.075 },
    { name: 'just below maxTh', gentle: false, avg: 14.9, p: 0.099 },
    { name: 'at maxTh, not gentle: 1', gentle: false, avg: 15, p: 1 },
    { name: 'far above, not gentle: 1', gentle: false, avg: 30, p: 1 },
    { name: 'gentle, halfway (same line)', gentle: true, avg: 10, p: 0.05 },
    { name: 'gentle at maxTh: maxP', gentle: true, avg: 15, p: 0.1 },
    { name: 'gentle at 1.5·maxTh: 0.1 + 0.9·7.5/15', gentle: true, avg: 22.5, p: 0.55 },
    { name: 'gentle at 2·maxTh: 1', gentle: true, avg: 30, p: 1 },
    { name: 'gentle above 2·maxTh: capped at 1', gentle: true, avg: 45, p: 1 },
  ];
  it.each(rows)('$name: avg $avg → $p', ({ gentle, avg, p }) => {
    expect(red({ gentle }).baseProbability(avg)).toBeCloseTo(p, 12);
  });
});

describe('RED: count-corrected probability (ns-2 modify_p, wait_ on)', () => {
  // p_a = 0 if count·p_b < 1; p_b/(2 − count·p_b) if < 2; else 1.
  const rows = [
    { name: 'pb 0.05, count 1: 0.05 < 1 → 0', pb: 0.05, count: 1, pa: 0 },
    { name: 'pb 0.05, count 19: 0.95 < 1 → 0', pb: 0.05, count: 19, pa: 0 },
    { name: 'pb 0.05, count 20: 1 → 0.05/1', pb: 0.05, count: 20, pa: 0.05 },
    { name: 'pb 0.05, count 30: 1.5 → 0.05/0.5', pb: 0.05, count: 30, pa: 0.1 },
    { name: 'pb 0.05, count 35: 1.75 → 0.05/0.25', pb: 0.05, count: 35, pa: 0.2 },
    { name: 'pb 0.05, count 39: 1.95 → 0.05/0.05', pb: 0.05, count: 39, pa: 1 },
    { name: 'pb 0.05, count 40: 2 → 1', pb: 0.05, count: 40, pa: 1 },
    { name: 'pb 0.05, count 100 → 1', pb: 0.05, count: 100, pa: 1 },
    { name: 'pb 0.5, count 1: 0.5 → 0', pb: 0.5, count: 1, pa: 0 },
    { name: 'pb 0.5, count 2: 1 → 0.5', pb: 0.5, count: 2, pa: 0.5 },
    { name: 'pb 0.5, count 3: 1.5 → 0.5/0.5 = 1', pb: 0.5, count: 3, pa: 1 },
    { name: 'pb 1, count 1: 1 → 1/(2 − 1) = 1', pb: 1, count: 1, pa: 1 },
    { name: 'pb 0: never', pb: 0, count: 1000, pa: 0 },
  ];
  it.each(rows)('$name', ({ pb, count, pa }) => {
    expect(Red.correctedProbability(pb, count)).toBeCloseTo(pa, 12);
  });
});

/**
 * A RED queue with the average frozen (w = 0) at `avg` and `waiting` packets queued
 * (queued first with the average at 0, below minTh, so nothing is dropped on the way).
 */
function frozen(avg: number, waiting: number, p: Partial<RedParams> = {}, limit = 1000, seed = 1): Red {
  const q = red({ weight: 0, ...p }, limit, 1000, seed);
  for (let k = 0; k < waiting; k++) expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
  q.average = avg;
  return q;
}

describe('RED: when an early drop may happen', () => {
  it('never while the instantaneous queue is ≤ 1, and never for the first arrival after crossing minTh', () => {
    // avg frozen at 30 ≥ maxTh (not gentle): p_b = 1, so every eligible arrival is dropped.
    const q = frozen(30, 0);
    const steps = [
      { waiting: 0, reason: DropReason.None }, // q = 0 ≤ 1
      { waiting: 1, reason: DropReason.None }, // q = 1 ≤ 1
      { waiting: 2, reason: DropReason.None }, // first arrival with avg ≥ minTh and q > 1: count = 1, spared
      { waiting: 3, reason: DropReason.Forced }, // count 2: 2·1 ≥ 2 → p_a 1
      { waiting: 3, reason: DropReason.Forced }, // count 1 after the drop: 1·1 → 1/(2 − 1) = 1
    ];
    for (const s of steps) {
      expect(q.length).toBe(s.waiting);
      expect(q.enqueue(pkt(), 0)).toBe(s.reason);
    }
    // Back to one waiting: the next arrival (q = 1) resets the "crossed" flag, so the arrival
    // after it (q = 2) is spared again and only the one after that is dropped.
    q.dequeue(0);
    q.dequeue(0);
    expect(q.length).toBe(1);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(), 0)).toBe(DropReason.Forced);
  });

  it('never below minTh, whatever the queue', () => {
    const q = frozen(4.99, 3);
    for (let k = 0; k < 200; k++) {
      expect(q.enqueue(pkt(), 0)).toBe(DropReason.None);
      q.dequeue(0);
    }
    expect(q.lastProbability).toBe(0);
  });
});

describe('RED: drop reasons', () => {
  // Average frozen, 3 waiting (kept at 3 by a departure after each accepted arrival); the first
  // arrival is spared (crossing), then arrivals continue until the first drop: its reason.
  const rows = [
    { name: 'between the thresholds → early', avg: 10, gentle: false, reason: DropReason.Early, pb: 0.05 },
    { name: 'at maxTh, not gentle → forced', avg: 15, gentle: false, reason: DropReason.Forced, pb: 1 },
    { name: 'gentle at maxTh → early (p_b = maxP)', avg: 15, gentle: true, reason: DropReason.Early, pb: 0.1 },
    { name: 'gentle between maxTh and 2·maxTh → early', avg: 22.5, gentle: true, reason: DropReason.Early, pb: 0.55 },
    { name: 'gentle at 2·maxTh → forced', avg: 30, gentle: true, reason: DropReason.Forced, pb: 1 },
    { name: 'gentle above 2·maxTh → forced', avg: 40, gentle: true, reason: DropReason.Forced, pb: 1 },
  ];
  it.each(rows)('$name', ({ avg, gentle, reason, pb }) => {
    const q = frozen(avg, 3, { gentle });
    let first = DropReason.None;
    for (let k = 0; k < 1000 && first === DropReason.None; k++) {
      first = q.enqueue(pkt(), 0);
      if (first === DropReason.None) q.dequeue(0);
    }
    expect(first).toBe(reason);
    expect(q.lastProbability).toBeCloseTo(pb, 12);
  });

  it('a full buffer drops as overflow, whatever the average says', () => {
    for (const avg of [0, 10, 30]) {
      const q = frozen(0, 3, {}, 4); // limit 4: 3 waiting is full
      q.average = avg;
      expect(q.enqueue(pkt(), 0)).toBe(DropReason.Overflow);
      expect(q.length).toBe(3);
    }
  });
});

describe('RED: buffer limit (limit B: an arrival is dropped when waiting ≥ B − 1)', () => {
  const rows = [
    { name: 'B 1: nothing can wait', limit: 1, accepted: 0 },
    { name: 'B 2: one waiting', limit: 2, accepted: 1 },
    { name: 'B 5: four waiting', limit: 5, accepted: 4 },
    { name: 'B 100 (paper 000): 99 waiting', limit: 100, accepted: 99 },
  ];
  it.each(rows)('$name', ({ limit, accepted }) => {
    // minTh far above: no early drops, only the buffer.
    const q = red({ minThPackets: 500, maxThPackets: 1000 }, limit);
    const reasons = Array.from({ length: limit + 3 }, () => q.enqueue(pkt(), 0));
    expect(reasons.filter((r) => r === DropReason.None)).toHaveLength(accepted);
    expect(reasons.slice(accepted).every((r) => r === DropReason.Overflow)).toBe(true);
    expect(q.length).toBe(accepted);
  });
});

describe('RED: long-run early-drop rate with the average held in the linear region', () => {
  // With wait_, after a drop the count restarts; the k-th arrival since the last drop (count k) is
  // dropped with p_k = 0 for k·p_b < 1, p_b/(2 − k·p_b) for 1 ≤ k·p_b < 2. With u = 1/p_b an integer,
  // p_k = 1/(2u − k) for k = u … 2u − 1 (p_{2u−1} = 1). Survival to k: Π_{j=u}^{k−1} (2u − j − 1)/(2u − j)
  // = (2u − k)/u (telescoping), so P(X = k) = 1/(2u − k)·(2u − k)/u = 1/u: the spacing X between drops
  // is uniform on {u, …, 2u − 1}, E[X] = (3u − 1)/2, and the long-run drop fraction is 2/(3u − 1) ≈ 2p_b/3.
  const rows = [
    { name: 'avg 10: p_b 0.05, u 20 → X uniform on 20 … 39, fraction 1/29.5', avg: 10, u: 20, n: 100_000 },
    { name: 'avg 7.5: p_b 0.025, u 40 → X uniform on 40 … 79, fraction 1/59.5', avg: 7.5, u: 40, n: 160_000 },
  ];
  it.each(rows)('$name', ({ avg, u, n }) => {
    const q = frozen(avg, 3, {}, 1000, 42);
    const spacings: number[] = [];
    let drops = 0;
    let lastDrop = -1;
    for (let i = 0; i < n; i++) {
      const r = q.enqueue(pkt(), 0);
      if (r === DropReason.None) {
        q.dequeue(0);
        continue;
      }
      expect(r).toBe(DropReason.Early);
      drops++;
      if (lastDrop >= 0) spacings.push(i - lastDrop);
      lastDrop = i;
    }
    // Every spacing lies in [u, 2u] (2u only if the ≈1 probability at 2u − 1 missed by rounding).
    expect(Math.min(...spacings)).toBe(u);
    expect(Math.max(...spacings)).toBeLessThanOrEqual(2 * u);
    // Mean spacing: E[X] = (3u − 1)/2, Var[X] = (u² − 1)/12; with m ≈ n/E[X] spacings the mean's sd is
    // √(Var/m) (≈ 0.10 for u = 20, ≈ 0.23 for u = 40). Allow 5 sd.
    const mean = spacings.reduce((a, b) => a + b, 0) / spacings.length;
    const ex = (3 * u - 1) / 2;
    const sdMean = Math.sqrt((u * u - 1) / 12 / spacings.length);
    expect(Math.abs(mean - ex)).toBeLessThan(5 * sdMean);
    // Drop fraction ≈ 2/(3u − 1).
    expect(drops / n).toBeCloseTo(2 / (3 * u - 1), 3);
    // Uniformity: each value u … 2u − 1 about m/u times (binomial sd √(m/u·(1 − 1/u))); allow 5 sd.
    const counts = new Map<number, number>();
    for (const s of spacings) counts.set(s, (counts.get(s) ?? 0) + 1);
    const per = spacings.length / u;
    const sd = Math.sqrt(per * (1 - 1 / u));
    for (let k = u; k < 2 * u; k++) {
      expect(Math.abs((counts.get(k) ?? 0) - per), `spacing ${k}`).toBeLessThan(5 * sd);
    }
  });
});

describe('RED: passThrough (an arrival to an empty queue on an idle line) is enqueue then dequeue at once', () => {
  it('leaves the same average, count, idle clock and decisions as the two calls, over a long mixed run', () => {
    // Twin queues with the same seed: one offered arrivals to an empty queue through passThrough, the
    // other through enqueue + dequeue; between them both queue a burst and drain it, so the average
    // climbs past minTh, random early drops happen and idle periods decay the average.
    const fast = red({ minThPackets: 1, maxThPackets: 6, maxP: 0.5, weight: 0.5 }, 30, 1000, 9);
    const slow = red({ minThPackets: 1, maxThPackets: 6, maxP: 0.5, weight: 0.5 }, 30, 1000, 9);
    let t = 0;
    const reasons: [DropReason, DropReason][] = [];
    const burst: DropReason[] = [];
    for (let round = 0; round < 200; round++) {
      t += 0.0005 + (round % 7) * 0.001;
      const p = pkt();
      const a = fast.passThrough(p, t);
      const b = slow.enqueue(p, t);
      if (b === DropReason.None) expect(slow.dequeue(t)).toBe(p);
      reasons.push([a, b]);
      for (let k = 0; k < round % 9; k++) {
        const r = fast.enqueue(pkt(), t);
        expect(slow.enqueue(pkt(), t)).toBe(r);
        burst.push(r);
      }
      t += 0.0001;
      while (fast.length > 0) fast.dequeue(t);
      while (slow.length > 0) slow.dequeue(t);
      expect(fast.average).toBe(slow.average);
      expect(fast.lastProbability).toBe(slow.lastProbability);
    }
    expect(reasons.every(([a, b]) => a === b)).toBe(true);
    // The run did exercise both outcomes.
    expect(reasons.some(([a]) => a === DropReason.None)).toBe(true);
    // The bursts reached the early-drop regime, so the count and the random stream were exercised too.
    expect(burst).toContain(DropReason.Early);
    expect(fast.length).toBe(0);
  });

  it('drops as overflow when the buffer holds only the packet on the line', () => {
    expect(red({}, 1).passThrough(pkt(), 0)).toBe(DropReason.Overflow);
    expect(red({}, 2).passThrough(pkt(), 0)).toBe(DropReason.None);
  });
});
