// Unit tests of the packet pool's guarantees that queues rely on: a packet handed out is Not-ECT,
// whatever a queue marked on it in an earlier life.
import { describe, expect, it } from 'vitest';
import { Ecn, PacketPool } from '../../../src/sim/net/Packet';

describe('PacketPool: the ECN field', () => {
  it.each([Ecn.Ce, Ecn.Ect0, Ecn.Ect1])('a packet released with codepoint %i comes back Not-ECT', (ecn) => {
    const pool = new PacketPool();
    const p = pool.acquire();
    expect(p.ecn).toBe(Ecn.NotEct);
    p.ecn = ecn;
    pool.release(p);
    const again = pool.acquire();
    expect(again).toBe(p);
    expect(again.ecn).toBe(Ecn.NotEct);
  });
});
