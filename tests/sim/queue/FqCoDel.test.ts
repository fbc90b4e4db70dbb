// Table-driven unit tests of FQ-CoDel (RFC 8290, drops as Linux's sch_fq_codel): a new sparse flow is
// served before the old backlogged ones, an emptied new flow moves to the old list (the RFC's rule),
// deficit round robin by bytes, overflow batches from the fattest queue's head, and CoDel per flow
// queue. Expected values are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { FQ_CODEL_DROP_BATCH, FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { DropReason, QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

function fq(quantumBytes = 1500, limit = 10_000): { q: FqCoDel; sink: RecordingSink } {
  const q = new FqCoDel({ targetSec: 0.005, intervalSec: 0.1, ecn: false, quantumBytes }, limit, 1500);
  const sink = new RecordingSink();
  q.sink = sink;
  return { q, sink };
}

describe('FQ-CoDel: new flows first', () => {
  it('a sparse flow arriving behind a backlogged one leaves next', () => {
    const { q } = fq();
    for (let s = 0; s < 10; s++) q.enqueue(pkt(0, 1500, s), 0);
    // Flow 0 is new with deficit 1500: one packet (deficit 0); then it gets a quantum and moves to
    // the old list, and sends again.
    expect([q.dequeue(0)!.seq, q.dequeue(0)!.seq]).toEqual([0, 1]);
    expect(q.listOf(0)).toBe('old');
    q.enqueue(pkt(1, 1500, 100), 0.001);
    expect(q.listOf(1)).toBe('new');
    expect(q.deficitBytes(1)).toBe(1500);
    // Flow 1's packet goes before flow 0's eight.
    expect(q.dequeue(0.001)!.seq).toBe(100);
    expect(q.dequeue(0.001)!.seq).toBe(2);
  });

  it('old flows share by bytes: 1500 B against 500 B packets, quantum 1500', () => {
    const { q } = fq(1500);
    for (let s = 0; s < 20; s++) q.enqueue(pkt(0, 1500, s), 0);
    for (let s = 0; s < 60; s++) q.enqueue(pkt(1, 500, 100 + s), 0);
    // New list [0, 1]: flow 0 sends one (deficit 0); flow 0 → old with 1500. Flow 1 (new, 1500)
    // sends three (1500 → 0), → old with 1500. Old [0, 1]: flow 0 one, flow 1 three, …
    const flows = Array.from({ length: 12 }, () => q.dequeue(0)!.flow);
    expect(flows).toEqual([0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1]);
  });

  it('an emptied new flow moves to the end of the old list (RFC 8290 §4.2), even with no old flows', () => {
    // Flows 1 and 2, one 500 B packet each, quantum 1500: both new.
    const { q } = fq(1500);
    q.enqueue(pkt(1, 500, 1), 0);
    q.enqueue(pkt(2, 500, 2), 0);
    expect(q.dequeue(0)!.seq).toBe(1); // flow 1: deficit 1000 left, still at the head of the new list
    // Flow 1 is empty with deficit > 0: it moves to the (empty) old list; flow 2 sends. Linux would
    // have dropped it from both lists here, since the old list was empty.
    expect(q.dequeue(0)!.seq).toBe(2);
    expect(q.listOf(1)).toBe('old');
    // A packet of flow 1 now finds it in the old list: no new-flow priority, no fresh quantum.
    q.enqueue(pkt(1, 500, 3), 0);
    expect(q.listOf(1)).toBe('old');
    expect(q.deficitBytes(1)).toBe(1000);
  });

  it('an empty old flow leaves both lists and returns as a new one', () => {
    const { q } = fq(1500);
    q.enqueue(pkt(1, 1500, 1), 0);
    expect(q.dequeue(0)!.seq).toBe(1); // deficit 0
    // Next dequeue: deficit 0 → +1500, to the old list; empty there → removed; nothing to send.
    expect(q.dequeue(0)).toBeNull();
    expect(q.listOf(1)).toBe('none');
    q.enqueue(pkt(1, 1500, 2), 0);
    expect(q.listOf(1)).toBe('new');
  });
});

describe('FQ-CoDel: overflow drops from the fattest queue, at its head, in a batch', () => {
  it('half the fattest backlog goes (Linux fq_codel_drop)', () => {
    // Limit 11: 10 waiting at most. Flow 0: eight 1500 B (12000 B); flow 1: two.
    const { q, sink } = fq(1500, 11);
    for (let s = 0; s < 8; s++) q.enqueue(pkt(0, 1500, s), 0);
    for (let s = 10; s < 12; s++) q.enqueue(pkt(1, 1500, s), 0);
    // An 11th (flow 1): flow 0 is fattest (12000 B); threshold 6000 B → its 4 oldest packets go.
    expect(q.enqueue(pkt(1, 1500, 12), 0.5)).toBe(DropReason.None);
    expect(sink.drops.map((d) => [d.p.seq, d.reason, d.atSec])).toEqual([0, 1, 2, 3].map((s) => [s, QueueReason.HeadOverflow, 0.5]));
    expect([q.occupancy(0), q.occupancy(1), q.length]).toEqual([4, 3, 7]);
  });

  it(`at most ${FQ_CODEL_DROP_BATCH} packets per overflow (Linux drop_batch_size)`, () => {
    // Limit 301: flow 0 holds 300 packets; half would be 150, the batch stops at 64.
    const { q, sink } = fq(1500, 301);
    for (let s = 0; s < 300; s++) q.enqueue(pkt(0, 1500, s), 0);
    expect(q.enqueue(pkt(1, 1500, 1000), 0)).toBe(DropReason.None);
    expect(sink.drops.map((d) => d.p.seq)).toEqual(Array.from({ length: 64 }, (_, i) => i));
    expect(q.length).toBe(237);
  });

  it('fattest by bytes; ties go to the lowest flow number', () => {
    // Limit 4: flow 3 has 1500 B, flow 0 has two 300 B: a 600 B arrival for flow 5 → flow 3 loses 1.
    const { q, sink } = fq(1500, 4);
    q.enqueue(pkt(3, 1500, 30), 0);
    q.enqueue(pkt(0, 300, 0), 0);
    q.enqueue(pkt(0, 300, 1), 0);
    q.enqueue(pkt(5, 600, 50), 0);
    expect(sink.drops.map((d) => d.p.seq)).toEqual([30]);
    // Now flows 0 and 5 both hold 600 B; another arrival for flow 5 (600 B): flow 5 is fattest
    // (1200 B), threshold 600 → its head (50) goes.
    q.enqueue(pkt(5, 600, 51), 0);
    expect(sink.drops.map((d) => d.p.seq)).toEqual([30, 50]);
    // Equal again (600 B each): an arrival for flow 7 of 100 B → the tie goes to flow 0.
    q.enqueue(pkt(7, 100, 70), 0);
    expect(sink.drops.map((d) => d.p.seq)).toEqual([30, 50, 0]);
  });

  it('when the arrival is the only packet of the fattest queue, it is refused (the caller keeps it)', () => {
    const { q, sink } = fq(1500, 2);
    q.enqueue(pkt(0, 500, 0), 0);
    expect(q.enqueue(pkt(1, 1500, 1), 0)).toBe(DropReason.Overflow);
    expect(sink.drops).toHaveLength(0);
    expect([q.length, q.occupancy(1)]).toEqual([1, 0]);
  });
});

describe('FQ-CoDel: CoDel in each flow queue', () => {
  it('a flow whose packets wait above target for an interval is dropped from; a sparse one is not', () => {
    const { q, sink } = fq(1500);
    // Flow 0: 200 packets at t = 0, one out and one in every millisecond from 10 ms (each waits
    // ~200 ms); flow 1: one packet every 20 ms, which waits at most one round.
    for (let s = 0; s < 200; s++) q.enqueue(pkt(0, 1500), 0);
    for (let k = 0; k <= 300; k++) {
      const t = 0.01 + k * 0.001;
      if (k % 20 === 0) q.enqueue(pkt(1, 200), t);
      q.dequeue(t);
      q.enqueue(pkt(0, 1500), t);
    }
    expect(sink.drops.length).toBeGreaterThan(0);
    expect(sink.drops.every((d) => d.p.flow === 0 && d.reason === QueueReason.Sojourn)).toBe(true);
    // First drop: first_above_time = 10 ms + 100 ms (sojourn ≥ 5 ms from the first dequeue); at
    // 110 ms flow 1's packet goes first (new flow), so flow 0's next turn, at 111 ms, drops.
    expect(sink.drops[0].atSec).toBeGreaterThanOrEqual(0.11);
    expect(sink.drops[0].atSec).toBeLessThan(0.1115);
    expect(q.dropping(0)).toBe(true);
    expect(q.dropping(1)).toBe(false);
  });
});
