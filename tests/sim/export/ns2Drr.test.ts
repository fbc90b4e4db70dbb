import { describe, expect, it } from 'vitest';
import { ns2DrrBucket, ns2DrrBuckets, ns2DrrHash, ns2DrrLinkTcl } from '../../../src/sim/export/ns2Drr';

describe('ns2DrrHash (queue/drr.cc DRR::hash: ((a + (a >> 8) + ~(a >> 4)) % (2^24 − 1)) + 1)', () => {
  it.each([
    // a < 16: a >> 4 = 0, ~0 = −1, so the hash is a − 1 + 1 = a; for 0, C's −1 % m = −1, + 1 = 0.
    { address: 0, hash: 0 },
    { address: 1, hash: 1 },
    { address: 15, hash: 15 },
    // 16: 16 + 0 + ~1 = 16 − 2 = 14, + 1 = 15: the same value as node 15.
    { address: 16, hash: 15 },
    { address: 17, hash: 16 },
    // 256: 256 + 1 + ~16 = 256 + 1 − 17 = 240, + 1 = 241.
    { address: 256, hash: 241 },
  ])('node $address hashes to $hash', ({ address, hash }) => {
    expect(ns2DrrHash(address)).toBe(hash);
  });

  it('refuses what is not a node address', () => {
    expect(() => ns2DrrHash(-1)).toThrow(/non-negative int/);
    expect(() => ns2DrrHash(1.5)).toThrow(/non-negative int/);
  });
});

describe('ns2DrrBuckets', () => {
  it.each([
    // Hashes 2..5: with 4 buckets they fall in 2, 3, 0, 1.
    { name: 'four consecutive nodes need four buckets', addresses: [2, 3, 4, 5], buckets: 4 },
    // Hashes 2 and 6: 2 buckets give 0 and 0, 3 buckets give 2 and 0.
    { name: 'two nodes that collide modulo 2 need 3', addresses: [2, 6], buckets: 3 },
    { name: 'a node named twice counts once', addresses: [3, 3], buckets: 1 },
  ])('$name', ({ addresses, buckets }) => {
    expect(ns2DrrBuckets(addresses)).toBe(buckets);
    expect(new Set(addresses.map((a) => ns2DrrBucket(a, buckets))).size).toBe(new Set(addresses).size);
  });

  it("says which nodes ns-2's hash itself merges", () => {
    expect(() => ns2DrrBuckets([2, 15, 16])).toThrow(/nodes 15 and 16 alike/);
  });
});

describe('ns2DrrLinkTcl', () => {
  const link = { from: '$R(1)', to: '$R(2)', rateBps: 300000, delaySec: 0.2, bufferPackets: 10, quantumBytes: 592 };

  it('builds a DRR duplex link with every parameter set on both queues', () => {
    // Senders at nodes 2 and 3, receivers (ACK sources) at 4 and 5: 4 buckets separate them.
    // 10 packets with the one on the wire: 9 waiting packets of 552 + 40 bytes = 5328 bytes.
    expect(ns2DrrLinkTcl(link, 592, [2, 3, 4, 5])).toEqual([
      '$ns duplex-link $R(1) $R(2) 300000 0.2 DRR',
      '[[$ns link $R(1) $R(2)] queue] set buckets_ 4',
      '[[$ns link $R(1) $R(2)] queue] set blimit_ 5328',
      '[[$ns link $R(1) $R(2)] queue] set quantum_ 592',
      '[[$ns link $R(1) $R(2)] queue] set mask_ 0',
      '[[$ns link $R(2) $R(1)] queue] set buckets_ 4',
      '[[$ns link $R(2) $R(1)] queue] set blimit_ 5328',
      '[[$ns link $R(2) $R(1)] queue] set quantum_ 592',
      '[[$ns link $R(2) $R(1)] queue] set mask_ 0',
    ]);
  });

  it.each([
    { name: 'a buffer with no room to wait', change: { bufferPackets: 1 }, message: /at least 2 packets/ },
    { name: 'a zero quantum', change: { quantumBytes: 0 }, message: /positive whole number of bytes/ },
    { name: 'a fractional quantum', change: { quantumBytes: 100.5 }, message: /positive whole number of bytes/ },
    { name: 'an infinite rate', change: { rateBps: Infinity }, message: /non-finite number/ },
  ])('refuses $name', ({ change, message }) => {
    expect(() => ns2DrrLinkTcl({ ...link, ...change }, 592, [2, 3])).toThrow(message);
  });
});
