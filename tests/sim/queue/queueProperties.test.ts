// Property-based tests of the queue disciplines that can drop at the head: under random arrivals
// (several flows, unequal sizes), dequeues, pass-throughs and shrinking, packets are conserved
// (in = out + refused + dropped + removed + waiting), per-flow counts agree with what waits, each
// flow's packets leave in the order they came, and the occupancy integrals match the test's own.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import type { Packet } from '../../../src/sim/net/Packet';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { Drr } from '../../../src/sim/queue/Drr';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { Pie } from '../../../src/sim/queue/Pie';
import { DropReason, type QueueDiscipline } from '../../../src/sim/queue/QueueDiscipline';
import { pkt, RecordingSink } from './queueTestKit';

const FLOWS = 5;

/** An assertion cheap enough to run after each of thousands of operations. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`broken: ${what}`);
}

type Op = { kind: 'in'; flow: number; sizeBytes: number; dtSec: number } | { kind: 'out' | 'remove'; dtSec: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('in' as const), flow: fc.integer({ min: 0, max: FLOWS - 1 }), sizeBytes: fc.constantFrom(40, 500, 1000, 1500), dtSec: fc.double({ min: 0, max: 0.004, noNaN: true }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('out' as const), dtSec: fc.double({ min: 0, max: 0.003, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), dtSec: fc.constant(0) }) },
);

const makers: { name: string; make: (limit: number, seed: number) => QueueDiscipline }[] = [
  { name: 'DRR', make: (limit) => new Drr({ quantumBytes: 700 }, limit) },
  // A short interval so CoDel enters its dropping state within a few dozen operations.
  { name: 'CoDel', make: (limit) => new CoDel({ targetSec: 0.001, intervalSec: 0.004, ecn: false }, limit, 1500) },
  { name: 'FQ-CoDel', make: (limit) => new FqCoDel({ targetSec: 0.001, intervalSec: 0.004, ecn: false, quantumBytes: 600 }, limit, 1500) },
  { name: 'PIE', make: (limit, seed) => new Pie({ targetDelaySec: 0.003, tUpdateSec: 0.002, alpha: 0.125, beta: 1.25, maxBurstSec: 0.01, ecn: false }, limit, Random.fromSeed(seed)) },
];

describe.each(makers)('$name: conservation, per-flow order and occupancy under random operations', ({ make }) => {
  it('holds after every operation', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 400, size: 'max' }), fc.integer({ min: 1, max: 80 }), fc.integer(), (ops, limit, seed) => {
        const q = make(limit, seed);
        const sink = new RecordingSink();
        q.sink = sink;
        const waiting = new Set<Packet>();
        const lastOut = new Array<number>(FLOWS).fill(-1);
        const counts = { in: 0, out: 0, refused: 0, removed: 0 };
        const integral = new Array<number>(FLOWS).fill(0);
        const held = new Array<number>(FLOWS).fill(0);
        let t = 0;
        let seq = 0;
        for (const o of ops) {
          const next = t + o.dtSec;
          for (let f = 0; f < FLOWS; f++) integral[f] += held[f] * (next - t);
          t = next;
          const dropsBefore = sink.drops.length;
          if (o.kind === 'in') {
            const p = pkt(o.flow, o.sizeBytes, seq++);
            counts.in++;
            if (q.length === 0 && seq % 3 === 0) {
              // The link's fast path: nothing waits and the line is idle.
              if (q.passThrough(p, t) === DropReason.None) {
                counts.out++;
                check(p.seq > lastOut[p.flow], 'flow order');
                lastOut[p.flow] = p.seq;
              } else counts.refused++;
            } else if (q.enqueue(p, t) === DropReason.None) waiting.add(p);
            else counts.refused++;
          } else if (o.kind === 'out') {
            const p = q.dequeue(t);
            if (p !== null) {
              check(waiting.delete(p), 'sent a packet that was not waiting');
              counts.out++;
              check(p.seq > lastOut[p.flow], 'flow order');
              lastOut[p.flow] = p.seq;
            }
          } else {
            const p = q.removeLast(t);
            if (p !== null) {
              check(waiting.delete(p), 'removed a packet that was not waiting');
              counts.removed++;
            }
          }
          for (let k = dropsBefore; k < sink.drops.length; k++) check(waiting.delete(sink.drops[k].p), 'dropped a packet that was not waiting');
          // Conservation.
          check(q.length === waiting.size, 'length');
          check(counts.in === counts.out + counts.refused + sink.drops.length + counts.removed + waiting.size, 'conservation');
          check(q.length <= Math.max(0, limit - 1), 'limit');
          // Per flow: what the queue counts is what waits; at(i) lists exactly the waiting packets.
          for (let f = 0; f < FLOWS; f++) held[f] = 0;
          for (const p of waiting) held[p.flow]++;
          for (let f = 0; f < FLOWS; f++) {
            check(q.occupancy(f) === held[f], `occupancy of flow ${f}`);
            check(Math.abs(q.occupancyIntegral(f, t) - integral[f]) < 1e-9, `occupancy integral of flow ${f}`);
          }
          const listed = new Set(Array.from({ length: q.length }, (_, i) => q.at(i)));
          check(listed.size === waiting.size && [...listed].every((p) => waiting.has(p)), 'at(i) lists the waiting packets');
        }
      }),
      { numRuns: 60, seed: 20261128 },
    );
  });
});
