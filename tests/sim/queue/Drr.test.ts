// Table-driven unit tests of deficit round robin (Shreedhar & Varghese 1995, as ns-2.35's Queue/DRR):
// the order packets of unequal sizes leave in for two quanta, equal byte shares over a long run,
// where a returning flow joins the round, and overflow drops from the head of the longest queue.
// Expected orders are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { Drr } from '../../../src/sim/queue/Drr';
import { DropReason, QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

function drr(quantumBytes: number, limit = 10_000): { q: Drr; sink: RecordingSink } {
  const q = new Drr({ quantumBytes }, limit);
  const sink = new RecordingSink();
  q.sink = sink;
  return { q, sink };
}

/** Flow 0 sends 1000 B packets, flow 1 500 B packets; both have `n` waiting (flow 0's queued first). */
function twoFlows(q: Drr, n: number): void {
  for (let i = 0; i < n; i++) q.enqueue(pkt(0, 1000), 0);
  for (let i = 0; i < n; i++) q.enqueue(pkt(1, 500), 0);
}

describe('DRR: service order with unequal packet sizes', () => {
  const rows = [
    // Quantum 500, ring [0, 1] from flow 0. Flow 0: deficit 500 < 1000, turn ends. Flow 1: 500 → a
    // 500 B packet. Flow 1 (deficit 0) ends its turn; flow 0: 1000 → its packet. Flow 1: 500 → one;
    // flow 0: 500, not enough; flow 1: 500 → one; flow 0: 1000 → one … so 1, 0, 1, 1, 0, 1, 1, 0.
    { quantum: 500, order: [1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0] },
    // Quantum 1000: flow 0: 1000 → one packet; flow 1: 1000 → two; flow 0: one; … 0, 1, 1, 0, 1, 1.
    { quantum: 1000, order: [0, 1, 1, 0, 1, 1, 0, 1, 1, 0] },
    // Quantum 1500: flow 0: 1500 → one (500 left); flow 1: 1500 → three; flow 0: 2000 → two;
    // flow 1: 1500 → three; flow 0: 1500 → one (500 left) …
    { quantum: 1500, order: [0, 1, 1, 1, 0, 0, 1, 1, 1, 0] },
  ];
  it.each(rows)('quantum $quantum B: flows leave as $order', ({ quantum, order }) => {
    const { q } = drr(quantum);
    twoFlows(q, 20);
    expect(order.map(() => q.dequeue(0)!.flow)).toEqual(order);
  });

  it.each([500, 1000, 1500])('quantum %i B: both flows get the same bytes, within one quantum and one packet', (quantum) => {
    const { q } = drr(quantum);
    twoFlows(q, 2000);
    const bytes = [0, 0];
    for (let k = 0; k < 1500; k++) {
      const p = q.dequeue(0)!;
      bytes[p.flow] += p.sizeBytes;
    }
    expect(Math.abs(bytes[0] - bytes[1])).toBeLessThanOrEqual(quantum + 1000);
  });

  it('each flow keeps its own packets in order', () => {
    const { q } = drr(700);
    for (let s = 0; s < 30; s++) q.enqueue(pkt(s % 3, 400 + 100 * (s % 3), s), 0);
    const seen: number[][] = [[], [], []];
    for (let p = q.dequeue(0); p; p = q.dequeue(0)) seen[p.flow].push(p.seq);
    seen.forEach((seqs, f) => expect(seqs).toEqual(Array.from({ length: 10 }, (_, i) => 3 * i + f)));
  });
});

describe('DRR: a flow with its own quantum (the paper\'s Q_i)', () => {
  it('quanta 1000 and 2000, 1000 B packets: flow 1 sends two packets a round to flow 0\'s one', () => {
    // Flow 0: 1000 → one packet; flow 1: 2000 → two; and again every round.
    const { q } = drr(1000);
    q.setFlowQuantum(1, 2000);
    for (let i = 0; i < 20; i++) q.enqueue(pkt(0, 1000), 0);
    for (let i = 0; i < 20; i++) q.enqueue(pkt(1, 1000), 0);
    expect(Array.from({ length: 9 }, () => q.dequeue(0)!.flow)).toEqual([0, 1, 1, 0, 1, 1, 0, 1, 1]);
    expect(q.quantumOf(0)).toBe(1000);
    expect(q.quantumOf(1)).toBe(2000);
  });

  it('0 returns a flow to the discipline\'s quantum', () => {
    const { q } = drr(1500);
    q.setFlowQuantum(3, 600);
    q.setFlowQuantum(3, 0);
    expect(q.quantumOf(3)).toBe(1500);
  });
});

describe('DRR: the round', () => {
  it('a flow that gets a packet joins at the end of the current round, with deficit 0', () => {
    const { q } = drr(1000);
    // Flows 0 and 1 backlogged with 1000 B packets: 0, 1, 0, 1 …
    for (let i = 0; i < 5; i++) q.enqueue(pkt(0, 1000), 0);
    for (let i = 0; i < 5; i++) q.enqueue(pkt(1, 1000), 0);
    expect(q.dequeue(0)!.flow).toBe(0);
    // Flow 2 arrives while flow 0's turn is on: the ring is 0, 1 → it goes just before the pointer
    // (flow 0), i.e. after flow 1: 0 (turn over), 1, 2, 0, 1, 2.
    q.enqueue(pkt(2, 1000), 0);
    q.enqueue(pkt(2, 1000), 0);
    expect([0, 1, 2, 3, 4].map(() => q.dequeue(0)!.flow)).toEqual([1, 2, 0, 1, 2]);
    expect(q.deficitBytes(2)).toBe(0);
    expect(q.activeFlows).toBe(2);
  });

  it('an emptied flow leaves with deficit 0 and does not bank credit', () => {
    const { q } = drr(1500);
    q.enqueue(pkt(0, 500), 0);
    for (let i = 0; i < 4; i++) q.enqueue(pkt(1, 1500), 0);
    // Flow 0: 1500, sends 500 and empties: its 1000 left are forgotten.
    expect(q.dequeue(0)!.flow).toBe(0);
    expect(q.deficitBytes(0)).toBe(0);
    expect(q.activeFlows).toBe(1);
  });
});

describe('DRR: overflow drops the head of the longest queue (ns-2: by bytes)', () => {
  it('the oldest packet of the flow with most bytes makes room; the arrival stays', () => {
    // Limit 6: 5 waiting at most. Flow 0: three 1000 B (3000 B); flow 1: two 500 B (1000 B).
    const { q, sink } = drr(1000, 6);
    for (let s = 0; s < 3; s++) q.enqueue(pkt(0, 1000, s), 0);
    for (let s = 10; s < 12; s++) q.enqueue(pkt(1, 500, s), 0);
    // A 6th (flow 1): flow 0 is longest → its head, packet 0, is dropped.
    expect(q.enqueue(pkt(1, 500, 12), 0.5)).toBe(DropReason.None);
    expect(sink.drops.map((d) => [d.p.seq, d.reason, d.atSec])).toEqual([[0, QueueReason.HeadOverflow, 0.5]]);
    expect([q.occupancy(0), q.occupancy(1), q.length]).toEqual([2, 3, 5]);
    // An arrival of the longest flow itself: its head goes, not the arrival.
    expect(q.enqueue(pkt(0, 1000, 3), 0.6)).toBe(DropReason.None);
    expect(sink.drops[1].p.seq).toBe(1);
  });

  it('longest by bytes, not packets', () => {
    // Limit 5: flow 0 has three 200 B packets (600 B), flow 1 one of 1500 B.
    const { q, sink } = drr(1000, 5);
    for (let s = 0; s < 3; s++) q.enqueue(pkt(0, 200, s), 0);
    q.enqueue(pkt(1, 1500, 10), 0);
    q.enqueue(pkt(0, 200, 3), 0);
    expect(sink.drops.map((d) => d.p.seq)).toEqual([10]);
    expect(q.activeFlows).toBe(1);
  });

  it('ties go to the first flow from the pointer on', () => {
    const { q, sink } = drr(1000, 3);
    q.enqueue(pkt(0, 1000, 0), 0);
    q.enqueue(pkt(1, 1000, 1), 0);
    q.enqueue(pkt(2, 1000, 2), 0); // all 1000 B: flow 0, at the pointer, loses its packet
    expect(sink.drops.map((d) => d.p.seq)).toEqual([0]);
  });

  it('when the arrival is itself the head of the longest queue, it is refused (the caller keeps it)', () => {
    const { q, sink } = drr(1000, 2);
    q.enqueue(pkt(0, 500, 0), 0);
    expect(q.enqueue(pkt(1, 1000, 1), 0)).toBe(DropReason.Overflow);
    expect(sink.drops).toHaveLength(0);
    expect([q.length, q.occupancy(0), q.occupancy(1), q.activeFlows]).toEqual([1, 1, 0, 1]);
  });

  it('limit 1 holds nothing; a pass-through is refused', () => {
    const { q } = drr(1000, 1);
    expect(q.passThrough(pkt(0, 1000), 0)).toBe(DropReason.Overflow);
    expect(drr(1000, 2).q.passThrough(pkt(0, 1000), 0)).toBe(DropReason.None);
  });
});

describe('DRR: removeLast takes the newest packet of all', () => {
  it('across flows', () => {
    const { q } = drr(1000);
    q.enqueue(pkt(0, 1000, 0), 0);
    q.enqueue(pkt(1, 1000, 1), 0);
    q.enqueue(pkt(0, 1000, 2), 0);
    q.enqueue(pkt(1, 1000, 3), 0);
    expect([q.removeLast(0)!.seq, q.removeLast(0)!.seq, q.removeLast(0)!.seq]).toEqual([3, 2, 1]);
    expect(q.activeFlows).toBe(1);
    expect(q.dequeue(0)!.seq).toBe(0);
    expect(q.removeLast(0)).toBeNull();
  });
});
