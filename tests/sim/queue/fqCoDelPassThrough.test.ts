// FQ-CoDel's passThrough (an arrival to an empty store on an idle line, the link's fast path) must
// leave the discipline exactly as enqueue followed at once by dequeue would: the same lists in the
// same order, the same deficits and the same CoDel state per flow, so every later decision is the
// same. Twin queues take the same random traffic, one of them through passThrough whenever the
// store is empty; after every step their whole observable state is compared.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

const FLOWS = 6;

function twin(quantumBytes: number, limit: number): { q: FqCoDel; sink: RecordingSink } {
  const q = new FqCoDel({ targetSec: 0.005, intervalSec: 0.1, ecn: false, quantumBytes }, limit, 1500);
  const sink = new RecordingSink();
  q.sink = sink;
  return { q, sink };
}

/** Everything a later decision reads: list membership and order, deficits, CoDel's state per flow. */
function state(q: FqCoDel): unknown {
  const flows = Array.from({ length: FLOWS }, (_, f) => ({
    list: q.listOf(f),
    deficit: q.deficitBytes(f),
    dropping: q.dropping(f),
    sojourn: q.sojournSec(f),
    waiting: q.backlogBytes(f),
  }));
  const order = Array.from({ length: q.length }, (_, i) => q.at(i).seq);
  return { flows, order, length: q.length };
}

/**
 * One step of traffic: an arrival of `flow` with `sizeBytes`, or (flow −1) a dequeue, or (flow −2)
 * the newest packet taken out (a live buffer cut, which empties flow queues without serving them);
 * time moves on by `gapSec`.
 */
const step = fc.record({
  flow: fc.integer({ min: -2, max: FLOWS - 1 }),
  sizeBytes: fc.constantFrom(40, 52, 576, 1000, 1500),
  gapSec: fc.constantFrom(0, 0.0005, 0.002, 0.02, 0.15),
});

describe('FQ-CoDel: passThrough is enqueue then dequeue at once', () => {
  it('leaves the same lists, deficits and CoDel state as the slow path, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), fc.constantFrom(300, 1500, 4000), fc.constantFrom(2, 5, 1000), (steps, quantum, limit) => {
        const fast = twin(quantum, limit);
        const slow = twin(quantum, limit);
        let t = 0;
        let seq = 0;
        for (const s of steps) {
          t += s.gapSec;
          if (s.flow === -2) {
            expect(fast.q.removeLast(t)?.seq).toBe(slow.q.removeLast(t)?.seq);
          } else if (s.flow === -1) {
            expect(fast.q.dequeue(t)?.seq).toBe(slow.q.dequeue(t)?.seq);
          } else if (fast.q.length === 0) {
            const a = pkt(s.flow, s.sizeBytes, seq);
            const b = pkt(s.flow, s.sizeBytes, seq++);
            const reason = fast.q.passThrough(a, t);
            const slowReason = slow.q.enqueue(b, t);
            const out = slowReason === DropReason.None ? slow.q.dequeue(t) : null;
            expect(reason).toBe(slowReason);
            if (slowReason === DropReason.None) expect(out?.seq).toBe(b.seq);
          } else {
            expect(fast.q.enqueue(pkt(s.flow, s.sizeBytes, seq), t)).toBe(slow.q.enqueue(pkt(s.flow, s.sizeBytes, seq++), t));
          }
          expect(state(fast.q)).toEqual(state(slow.q));
          expect(fast.sink.drops.map((d) => [d.p.seq, d.reason])).toEqual(slow.sink.drops.map((d) => [d.p.seq, d.reason]));
        }
        // What is not read above (CoDel's first_above_time, its drop schedule) shows in what follows:
        // a standing queue in every flow, served slowly enough for CoDel to drop.
        for (let f = 0; f < FLOWS; f++) for (let k = 0; k < 4; k++) {
          fast.q.enqueue(pkt(f, 1500, seq), t);
          slow.q.enqueue(pkt(f, 1500, seq++), t);
        }
        for (let k = 0; k < 6 * FLOWS; k++) {
          t += 0.02;
          expect(fast.q.dequeue(t)?.seq).toBe(slow.q.dequeue(t)?.seq);
        }
        expect(fast.sink.drops.map((d) => [d.p.seq, d.reason])).toEqual(slow.sink.drops.map((d) => [d.p.seq, d.reason]));
      }),
      { numRuns: 400 },
    );
  });

  it('an idle flow arriving behind the one new flow, that flow again, then a flow of the old list', () => {
    const fast = twin(1500, 1000);
    const slow = twin(1500, 1000);
    // Flow 0, then flow 1 (idle, joins behind flow 0, which goes to the old list), then flow 1 again
    // (heads the new list with credit), then flow 0 (in the old list: the general walk).
    for (const [flow, t] of [[0, 0], [1, 0.001], [1, 0.002], [0, 0.003]] as const) {
      fast.q.passThrough(pkt(flow, 40, flow), t);
      slow.q.enqueue(pkt(flow, 40, flow), t);
      slow.q.dequeue(t);
      expect(state(fast.q)).toEqual(state(slow.q));
    }
    expect(fast.q.listOf(0)).toBe('old');
    expect(fast.q.listOf(1)).toBe('old');
    expect(fast.q.deficitBytes(0)).toBe(1500 - 40 - 40);
  });

  it("resets the CoDel state of the flow it passes over, as the slow path's visit does", () => {
    // Flow 0 sends its last packet while flow 1 still holds 3000 bytes and the sojourn is above
    // target, so CoDel starts its interval (first_above_time) for flow 0, which then heads the new
    // list, empty, with credit. A live buffer cut empties flow 1 without a dequeue, and an idle flow
    // passes through: it moves flow 0 on, which must reset flow 0's interval as a visit does.
    const fast = twin(1500, 1000);
    const slow = twin(1500, 1000);
    for (const { q } of [fast, slow]) {
      for (let k = 0; k < 4; k++) q.enqueue(pkt(1, 1500, 10 + k), 0);
      q.dequeue(0);
      q.dequeue(0);
      q.enqueue(pkt(0, 1000, 20), 0.001);
      expect(q.dequeue(0.01)?.seq).toBe(20);
      q.removeLast(0.02);
      q.removeLast(0.02);
      expect(q.length).toBe(0);
    }
    fast.q.passThrough(pkt(2, 40, 30), 0.03);
    slow.q.enqueue(pkt(2, 40, 30), 0.03);
    slow.q.dequeue(0.03);
    // Flow 0 builds a standing queue and is served after its old interval would have run out.
    for (const { q } of [fast, slow]) for (let k = 0; k < 4; k++) q.enqueue(pkt(0, 1500, 40 + k), 0.2);
    expect([fast.q.dequeue(0.21)?.seq, fast.q.dequeue(0.22)?.seq]).toEqual([slow.q.dequeue(0.21)?.seq, slow.q.dequeue(0.22)?.seq]);
    expect(fast.sink.drops.map((d) => d.p.seq)).toEqual(slow.sink.drops.map((d) => d.p.seq));
    expect(slow.sink.drops).toEqual([]);
  });
});
