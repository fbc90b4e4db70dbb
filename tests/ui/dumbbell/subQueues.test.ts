// The per-flow queues read from a snapshot's queue (listed flow queue by flow queue): their rows in
// the discipline's order, and with more queues than rows the largest kept and the rest as "others".
import { describe, expect, it } from 'vitest';
import { subQueueRows } from '../../../src/ui/dumbbell/subQueues';

describe('subQueueRows', () => {
  it('one row per flow queue, in the order listed, with its packets; the longest', () => {
    const r = subQueueRows(Int32Array.from([2, 2, 2, 0, 5, 5]), 10);
    expect(r).toEqual({ rows: [{ flow: 2, packets: 3 }, { flow: 0, packets: 1 }, { flow: 5, packets: 2 }], others: null, queues: 3, longest: 3 });
  });

  it('more queues than rows: the largest keep a row (in the order listed; ties the earlier), the rest share the last row', () => {
    // Queues: 7×1, 3×4, 1×2, 4×4, 9×1 ; three rows: the two largest (3 and 4, both 4 packets) and 7, 1, 9 as others.
    const r = subQueueRows(Int32Array.from([7, 3, 3, 3, 3, 1, 1, 4, 4, 4, 4, 9]), 3);
    expect(r.rows).toEqual([{ flow: 3, packets: 4 }, { flow: 4, packets: 4 }]);
    expect(r.others).toEqual({ queues: 3, packets: 4 });
    expect(r.queues).toBe(5);
    expect(r.longest).toBe(4);
  });

  it('no packets: no rows; one row of room: every queue in "others"', () => {
    expect(subQueueRows(new Int32Array(0), 5)).toEqual({ rows: [], others: null, queues: 0, longest: 0 });
    expect(subQueueRows(Int32Array.from([0, 1]), 1)).toEqual({ rows: [], others: { queues: 2, packets: 2 }, queues: 2, longest: 1 });
  });

  it('200 flow queues into 16 rows: 15 rows and one for the other 185, every packet counted once', () => {
    const flows: number[] = [];
    for (let f = 0; f < 200; f++) for (let k = 0; k < 1 + (f % 7); k++) flows.push(f);
    const r = subQueueRows(Int32Array.from(flows), 16);
    expect(r.rows).toHaveLength(15);
    expect(r.others!.queues).toBe(185);
    expect(r.rows.reduce((a, q) => a + q.packets, 0) + r.others!.packets).toBe(flows.length);
    expect(Math.min(...r.rows.map((q) => q.packets))).toBe(7);
  });
});
