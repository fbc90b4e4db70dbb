// Unit tests of the queue interface: QueueReason continues DropReason's numbering (one per-reason
// array counts both), and each discipline says how the link must serve it.
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { DropTail } from '../../../src/sim/queue/DropTail';
import { Drr } from '../../../src/sim/queue/Drr';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { Pie } from '../../../src/sim/queue/Pie';
import { DROP_REASON_NAMES, DropReason, QUEUE_REASON_NAMES, QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { Red } from '../../../src/sim/queue/Red';

describe('QueueReason', () => {
  it('keeps DropReason values and names for 0–3, then head-overflow, sojourn, mark', () => {
    expect([QueueReason.None, QueueReason.Overflow, QueueReason.Early, QueueReason.Forced]).toEqual([
      DropReason.None,
      DropReason.Overflow,
      DropReason.Early,
      DropReason.Forced,
    ]);
    expect(QUEUE_REASON_NAMES.slice(0, 4)).toEqual([...DROP_REASON_NAMES]);
    expect(QUEUE_REASON_NAMES[QueueReason.HeadOverflow]).toBe('head-overflow');
    expect(QUEUE_REASON_NAMES[QueueReason.Sojourn]).toBe('sojourn');
    expect(QUEUE_REASON_NAMES[QueueReason.Mark]).toBe('mark');
  });
});

describe('decidesAtDequeue', () => {
  const codel = { targetSec: 0.005, intervalSec: 0.1, ecn: false };
  const pie = { targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false };
  it.each([
    { name: 'DropTail', q: new DropTail(10), atDequeue: false },
    { name: 'RED', q: new Red({ minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false }, 10, 1000, Random.fromSeed(1)), atDequeue: false },
    { name: 'DRR', q: new Drr({ quantumBytes: 1500 }, 10), atDequeue: true },
    { name: 'CoDel', q: new CoDel(codel, 10), atDequeue: true },
    { name: 'FQ-CoDel', q: new FqCoDel({ ...codel, quantumBytes: 1500 }, 10), atDequeue: true },
    // FIFO, dropping only arrivals: the link may still fix transmission starts on acceptance.
    { name: 'PIE', q: new Pie(pie, 10, Random.fromSeed(1)), atDequeue: false },
  ])('$name: $atDequeue, with no sink until a link attaches one', ({ q, atDequeue }) => {
    expect(q.decidesAtDequeue).toBe(atDequeue);
    expect(q.sink).toBeNull();
  });
});
