// The calendar queue must hand out events in exactly (time, sequence) order, whatever the spread
// of times (ties, bursts, events years ahead, long idle gaps, widths adapting as the traffic
// changes) and however pushes and pops interleave. Checked against a sorted list.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarQueue } from '../../../src/sim/engine/CalendarQueue';

/** Reference: pending (time, seq, id) kept sorted; pop takes the least. */
class SortedList {
  private items: [number, number, number][] = [];
  push(id: number, t: number, seq: number): void {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const [mt, ms] = this.items[mid];
      if (mt < t || (mt === t && ms < seq)) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, [t, seq, id]);
  }
  pop(): number {
    return this.items.length > 0 ? this.items.shift()![2] : -1;
  }
  get size(): number {
    return this.items.length;
  }
}

type Op = { push: true; delaySec: number; first: boolean } | { push: false };

/**
 * Runs `ops` on both, as the scheduler does (times never before the last taken), and returns the
 * two pop orders; `onPop` sees the queue after each pop.
 */
function replay(ops: Op[], onPop: (q: CalendarQueue) => void = () => {}): [number[], number[]] {
  const q = new CalendarQueue(4);
  let capacity = 4;
  const ref = new SortedList();
  let now = 0;
  let seq = 0;
  let firstSeq = -1e15;
  let id = 0;
  const got: number[] = [];
  const want: number[] = [];
  for (const op of ops) {
    if (op.push) {
      if (id === capacity) q.grow((capacity *= 2));
      const t = now + op.delaySec;
      const s = op.first ? firstSeq++ : seq++;
      q.push(id, t, s);
      ref.push(id, t, s);
      id++;
    } else {
      const a = q.pop();
      const b = ref.pop();
      got.push(a);
      want.push(b);
      if (a >= 0) now = q.timeOf(a);
      onPop(q);
    }
    expect(q.size).toBe(ref.size);
  }
  for (let a = q.pop(); a >= 0; a = q.pop()) got.push(a);
  for (let b = ref.pop(); b >= 0; b = ref.pop()) want.push(b);
  return [got, want];
}

// Delays: exact ties, tiny gaps, link-like delays, timers, and events far beyond any year.
const delay = fc.oneof(
  fc.constant(0),
  fc.constantFrom(1e-6, 1e-4, 0.005, 0.0125),
  fc.double({ min: 0, max: 0.05, noNaN: true }),
  fc.double({ min: 0.2, max: 3, noNaN: true }),
  // Around the end of the first year (8192 buckets of the initial 1 ms), where events move from the far heap to the buckets.
  fc.double({ min: 8.1, max: 8.3, noNaN: true }),
  fc.double({ min: 100, max: 30000, noNaN: true }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ push: fc.constant(true as const), delaySec: delay, first: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }) },
  { weight: 2, arbitrary: fc.constant({ push: false as const }) },
);

describe('CalendarQueue', () => {
  it('pops in (time, sequence) order under random interleavings of pushes and pops', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const [got, want] = replay(ops);
        expect(got).toEqual(want);
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });

  it('keeps the order while its width adapts: dense traffic, then sparse, then dense again', () => {
    // 18 000 events: a dense phase (gaps ~10 µs), a sparse one (gaps ~1 s), a dense one again,
    // each event scheduling the next few at link-like delays, as a simulation does.
    const ops: Op[] = [];
    let k = 1;
    const rnd = () => ((k = (k * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 18_000; i++) {
      const scale = i < 6_000 ? 1e-5 : i < 12_000 ? 1 : 1e-5;
      ops.push({ push: true, delaySec: rnd() * 20 * scale, first: false });
      if (rnd() < 0.05) ops.push({ push: true, delaySec: 0.2 + rnd(), first: false });
      ops.push({ push: false });
    }
    const widths = new Set<number>();
    const [got, want] = replay(ops, (q) => widths.add(q.widthSec));
    expect(got).toEqual(want);
    // The width did follow the traffic (several rebuilds, widths two orders of magnitude apart).
    expect(widths.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...widths)).toBeGreaterThan(100 * Math.min(...widths));
  });

  it('an event that waited a year ahead comes out before a later one placed straight in a bucket', () => {
    // Initial width 1 ms, 8192 buckets: at t = 0, A at 8.2 s is beyond the year and waits in the
    // far heap. Taking B (10 ms) moves the year on to 8.202 s, so A must join its bucket; C, pushed
    // then at 8.201 s, goes straight to a bucket and must still come after A.
    const q = new CalendarQueue(8);
    q.push(0, 8.2, 0);
    q.push(1, 0.01, 1);
    expect(q.pop()).toBe(1);
    q.push(2, 8.201, 2);
    expect([q.pop(), q.pop(), q.pop()]).toEqual([0, 2, -1]);
  });

  it('runs equal times first-in first-out, and "first" sequences ahead of every ordinary one', () => {
    const q = new CalendarQueue(8);
    q.push(0, 1, 5);
    q.push(1, 1, 6);
    q.push(2, 1, -100);
    q.push(3, 0.5, 7);
    q.push(4, 1, 4);
    expect([q.pop(), q.pop(), q.pop(), q.pop(), q.pop(), q.pop()]).toEqual([3, 2, 4, 0, 1, -1]);
  });

  it('peek names the next event without taking it, and an event at +Infinity comes last', () => {
    const q = new CalendarQueue(8);
    q.push(0, Infinity, 0);
    q.push(1, 2, 1);
    expect(q.peek()).toBe(1);
    expect(q.peek()).toBe(1);
    expect(q.size).toBe(2);
    expect(q.pop()).toBe(1);
    expect(q.pop()).toBe(0);
    q.push(2, Infinity, 2);
    expect(q.pop()).toBe(2);
    expect(q.pop()).toBe(-1);
  });
});
