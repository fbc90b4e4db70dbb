// Unit tests of the wider queue interface: its reasons continue DropReason's numbering (one
// per-reason array counts both), and the type guard tells the new disciplines from the old.
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { DropTail } from '../../../src/sim/queue/DropTail';
import { Drr } from '../../../src/sim/queue/Drr';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { Pie } from '../../../src/sim/queue/Pie';
import { DROP_REASON_NAMES, DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { isQueueDiscipline2, QUEUE_REASON_NAMES, QueueReason } from '../../../src/sim/queue/QueueDiscipline2';
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

describe('isQueueDiscipline2', () => {
  const codel = { targetSec: 0.005, intervalSec: 0.1, ecn: false };
  const pie = { targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false };
  it.each([
    { name: 'DropTail', q: new DropTail(10), wide: false, atDequeue: false },
    { name: 'RED', q: new Red({ minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false }, 10, 1000, Random.fromSeed(1)), wide: false, atDequeue: false },
    { name: 'DRR', q: new Drr({ quantumBytes: 1500 }, 10), wide: true, atDequeue: true },
    { name: 'CoDel', q: new CoDel(codel, 10), wide: true, atDequeue: true },
    { name: 'FQ-CoDel', q: new FqCoDel({ ...codel, quantumBytes: 1500 }, 10), wide: true, atDequeue: true },
    // FIFO, dropping only arrivals: the link may still fix transmission starts on acceptance.
    { name: 'PIE', q: new Pie(pie, 10, Random.fromSeed(1)), wide: true, atDequeue: false },
  ])('$name', ({ q, wide, atDequeue }) => {
    expect(isQueueDiscipline2(q)).toBe(wide);
    if (isQueueDiscipline2(q)) expect(q.decidesAtDequeue).toBe(atDequeue);
  });
});
