// Table-driven unit tests of DropTail: FIFO order, the buffer limit (ns-2 queue-limit B: at most
// B − 1 waiting plus the one on the line), per-flow occupancy and its time integral.
import { describe, expect, it } from 'vitest';
import { Packet } from '../../../src/sim/net/Packet';
import { DropTail } from '../../../src/sim/queue/DropTail';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';

function pkt(seq: number, flow = 0): Packet {
  const p = new Packet();
  p.seq = seq;
  p.flow = flow;
  return p;
}

function drain(q: DropTail, nowSec = 0): number[] {
  const out: number[] = [];
  for (let p = q.dequeue(nowSec); p; p = q.dequeue(nowSec)) out.push(p.seq);
  return out;
}

describe('DropTail: FIFO order', () => {
  it('packets leave in arrival order', () => {
    const q = new DropTail(100);
    for (let s = 0; s < 5; s++) expect(q.enqueue(pkt(s), 0)).toBe(DropReason.None);
    expect(drain(q)).toEqual([0, 1, 2, 3, 4]);
    expect(q.dequeue(0)).toBeNull();
  });

  it('order survives interleaving and the ring growing past 16 while wrapped', () => {
    const q = new DropTail(100);
    for (let s = 0; s < 10; s++) q.enqueue(pkt(s), 0);
    expect([0, 1, 2, 3, 4].map(() => q.dequeue(0)!.seq)).toEqual([0, 1, 2, 3, 4]);
    for (let s = 10; s < 40; s++) q.enqueue(pkt(s), 0); // 35 waiting: the ring grows while its head is at 5
    expect(q.length).toBe(35);
    expect(q.at(0).seq).toBe(5);
    expect(q.at(34).seq).toBe(39);
    expect(drain(q)).toEqual(Array.from({ length: 35 }, (_, i) => i + 5));
  });

  it('removeLast takes the newest waiting packet', () => {
    const q = new DropTail(100);
    for (let s = 0; s < 3; s++) q.enqueue(pkt(s), 0);
    expect(q.removeLast(0)!.seq).toBe(2);
    expect(drain(q)).toEqual([0, 1]);
    expect(q.removeLast(0)).toBeNull();
  });
});

describe('DropTail: buffer limit (ns-2 limit_ B: an arrival is dropped when waiting + 1 ≥ B)', () => {
  // B + 3 arrivals, no departures: the first B − 1 are queued, the rest overflow.
  const rows = [
    { name: 'B 1: every arrival dropped, even into an empty queue', limit: 1, accepted: 0 },
    { name: 'B 2: one waiting', limit: 2, accepted: 1 },
    { name: 'B 5: four waiting', limit: 5, accepted: 4 },
    { name: 'B 50 (ns-2 default): 49 waiting', limit: 50, accepted: 49 },
  ];
  it.each(rows)('$name', ({ limit, accepted }) => {
    const q = new DropTail(limit);
    const reasons = Array.from({ length: limit + 3 }, (_, s) => q.enqueue(pkt(s), 0));
    expect(reasons.filter((r) => r === DropReason.None)).toHaveLength(accepted);
    expect(reasons.slice(0, accepted).every((r) => r === DropReason.None)).toBe(true);
    expect(reasons.slice(accepted).every((r) => r === DropReason.Overflow)).toBe(true);
    expect(q.length).toBe(accepted);
    // The survivors are the first arrivals (the arriving packet is the one dropped).
    expect(drain(q)).toEqual(Array.from({ length: accepted }, (_, i) => i));
  });

  it('one departure makes room for exactly one arrival', () => {
    const q = new DropTail(4);
    for (let s = 0; s < 3; s++) q.enqueue(pkt(s), 0);
    expect(q.enqueue(pkt(3), 0)).toBe(DropReason.Overflow);
    q.dequeue(0);
    expect(q.enqueue(pkt(4), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(5), 0)).toBe(DropReason.Overflow);
  });

  it('lowering the limit at run time keeps what waits and refuses arrivals until it fits', () => {
    const q = new DropTail(10);
    for (let s = 0; s < 6; s++) q.enqueue(pkt(s), 0);
    q.limitPackets = 4;
    expect(q.enqueue(pkt(6), 0)).toBe(DropReason.Overflow); // 6 + 1 ≥ 4
    expect(q.length).toBe(6);
    for (let k = 0; k < 4; k++) q.dequeue(0); // 2 waiting
    expect(q.enqueue(pkt(7), 0)).toBe(DropReason.None); // 2 + 1 < 4
    expect(q.enqueue(pkt(8), 0)).toBe(DropReason.Overflow); // 3 + 1 ≥ 4
  });
});

describe('DropTail: per-flow occupancy and its time integral', () => {
  // Timeline: t=1 A(flow 0) in, t=2 B(flow 1) in, t=3 C(flow 0) in, t=4 A out, t=6 B out, t=7 C out.
  // Flow 0 holds 1 on [1,3), 2 on [3,4), 1 on [4,7): ∫ = 2 + 2 + 3 = 7 packet·s.
  // Flow 1 holds 1 on [2,6): ∫ = 4.
  function timeline(): DropTail {
    const q = new DropTail(100);
    q.enqueue(pkt(0, 0), 1);
    q.enqueue(pkt(1, 1), 2);
    q.enqueue(pkt(2, 0), 3);
    return q;
  }

  const rows = [
    { name: 'flow 0 at t=3: one packet for 2 s', flow: 0, t: 3, integral: 2 },
    { name: 'flow 0 mid-interval at t=3.5: 2 + 0.5·2', flow: 0, t: 3.5, integral: 3 },
    { name: 'flow 1 at t=3: 1 s of one packet', flow: 1, t: 3, integral: 1 },
    { name: 'an unseen flow', flow: 5, t: 3, integral: 0 },
  ];
  it.each(rows)('before departures: $name', ({ flow, t, integral }) => {
    const q = timeline();
    expect(q.occupancyIntegral(flow, t)).toBeCloseTo(integral, 12);
  });

  it('occupancy per flow follows arrivals and departures; integrals at the end', () => {
    const q = timeline();
    expect([q.occupancy(0), q.occupancy(1), q.occupancy(7)]).toEqual([2, 1, 0]);
    expect(q.dequeue(4)!.seq).toBe(0);
    expect([q.occupancy(0), q.occupancy(1)]).toEqual([1, 1]);
    expect(q.dequeue(6)!.seq).toBe(1);
    expect([q.occupancy(0), q.occupancy(1)]).toEqual([1, 0]);
    expect(q.dequeue(7)!.seq).toBe(2);
    expect([q.occupancy(0), q.occupancy(1)]).toEqual([0, 0]);
    expect(q.occupancyIntegral(0, 8)).toBeCloseTo(7, 12);
    expect(q.occupancyIntegral(1, 8)).toBeCloseTo(4, 12);
    // Nothing waits after t = 7: the integrals stop growing.
    expect(q.occupancyIntegral(0, 100)).toBeCloseTo(7, 12);
  });

  it('a dropped arrival is not counted; flows beyond the initial table (index ≥ 8) work', () => {
    const q = new DropTail(2); // one waiting at most
    expect(q.enqueue(pkt(0, 9), 0)).toBe(DropReason.None);
    expect(q.enqueue(pkt(1, 9), 1)).toBe(DropReason.Overflow);
    expect(q.enqueue(pkt(2, 12), 1)).toBe(DropReason.Overflow);
    expect([q.occupancy(9), q.occupancy(12)]).toEqual([1, 0]);
    q.dequeue(2.5);
    // Flow 9 held one packet on [0, 2.5).
    expect(q.occupancyIntegral(9, 10)).toBeCloseTo(2.5, 12);
    expect(q.occupancyIntegral(12, 10)).toBe(0);
  });

  it('removeLast also updates occupancy and the integral', () => {
    const q = new DropTail(100);
    q.enqueue(pkt(0, 3), 0);
    q.enqueue(pkt(1, 3), 1);
    q.removeLast(2); // flow 3: 1 on [0,1), 2 on [1,2), then 1
    expect(q.occupancy(3)).toBe(1);
    expect(q.occupancyIntegral(3, 4)).toBeCloseTo(1 + 2 + 2, 12);
  });
});

describe('DropTail: passThrough (an arrival to an empty queue on an idle line)', () => {
  it.each([
    // The limit counts the packet on the line (ns-2's queue-limit), so a buffer of 1 holds none.
    { limit: 1, reason: DropReason.Overflow },
    { limit: 2, reason: DropReason.None },
    { limit: 100, reason: DropReason.None },
  ])('limit $limit: as enqueue then dequeue would decide ($reason)', ({ limit, reason }) => {
    const q = new DropTail(limit);
    const twin = new DropTail(limit);
    expect(q.passThrough()).toBe(reason);
    expect(twin.enqueue(pkt(0), 0)).toBe(reason);
  });

  it('keeps nothing and leaves the occupancy integral where enqueue + dequeue would', () => {
    const q = new DropTail(10);
    const twin = new DropTail(10);
    q.enqueue(pkt(0, 3), 0);
    twin.enqueue(pkt(0, 3), 0);
    q.dequeue(0.5);
    twin.dequeue(0.5);
    q.passThrough();
    expect(twin.enqueue(pkt(1, 3), 1)).toBe(DropReason.None);
    twin.dequeue(1);
    expect(q.length).toBe(0);
    expect(q.occupancyIntegral(3, 2)).toBe(twin.occupancyIntegral(3, 2));
  });
});
