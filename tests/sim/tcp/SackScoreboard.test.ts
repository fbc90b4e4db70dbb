// The SACK scoreboard (RFC 6675) on hand-built states: IsLost with DupThresh 3, SetPipe, NextSeg's
// rules 1 and 3, a timeout, the cumulative ACK passing SACKed segments; and a property test against
// a brute-force reading of RFC 6675's definitions over random loss patterns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SackScoreboard } from '../../../src/sim/tcp/SackScoreboard';

/** Segments 0 … highData sent once; then each ACK as [cumulative ACK, blocks as [first, last]]. */
function board(highData: number, acks: [number, [number, number][]][]): SackScoreboard {
  const sb = new SackScoreboard(3);
  for (let s = 0; s <= highData; s++) sb.sent(s);
  for (const [ack, blocks] of acks) sb.update(ack, blocks.flat(), blocks.length);
  return sb;
}

const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('IsLost and pipe', () => {
  it.each([
    // 10 segments 0…9 out; segment 0 delivered, segment 2 dropped.
    { name: 'one SACKed above the hole: not lost yet', acks: [[1, [[3, 3]]]], lost: [], pipe: 8 - 1 },
    { name: 'two SACKed above: not lost yet', acks: [[1, [[3, 4]]]], lost: [], pipe: 8 - 2 },
    { name: 'DupThresh (3) SACKed above: lost', acks: [[1, [[3, 5]]]], lost: [2], pipe: 8 - 3 - 1 },
    { name: 'two holes, 3 SACKed above the later one', acks: [[0, [[2, 2], [4, 6]]]], lost: [1, 3], pipe: 9 - 4 - 2 },
    { name: 'two holes, only 2 SACKed above the later one', acks: [[0, [[2, 3], [5, 5]]]], lost: [1], pipe: 9 - 3 - 1 },
    { name: 'blocks arriving one by one, out of order', acks: [[0, [[5, 5]]], [0, [[7, 7], [5, 5]]], [0, [[3, 3], [7, 7], [5, 5]]]], lost: [1, 2], pipe: 9 - 3 - 2 },
  ] as { name: string; acks: [number, [number, number][]][]; lost: number[]; pipe: number }[])('$name', ({ acks, lost, pipe }) => {
    const sb = board(9, acks);
    expect(seqs(0, 9).filter((s) => sb.isLost(s))).toEqual(lost);
    expect(sb.pipe).toBe(pipe);
  });

  it('remembers pipe from before each update (Linux prior_in_flight, which the BBR gain cycle reads)', () => {
    // 10 out (0…9), 2 dropped: after ACK 1 with 3-5 SACKed, pipe is 8 − 3 − 1 = 4 (as above).
    const sb = board(9, [[1, [[3, 5]]]]);
    expect(sb.lastPriorPipe).toBe(10); // before that update all 10 were in flight
    sb.update(1, [6, 6, 3, 5], 2); // segment 6 SACKed too
    expect(sb.lastPriorPipe).toBe(4);
    expect(sb.pipe).toBe(3);
  });

  it('a SACKed segment is never lost, and the cumulative ACK counts only what was not SACKed as delivered', () => {
    const sb = board(9, [[0, [[2, 2], [4, 6]]]]);
    expect(sb.isLost(4)).toBe(false);
    sb.update(6, [], 0); // segments 1 and 3 (the holes) arrive: 2, 4, 5, 6 were SACKed already
    expect(sb.lastDelivered).toBe(2);
    expect(sb.lastNewestDelivered).toBe(3);
    expect(sb.sackedOut).toBe(0);
    expect(sb.lostOut).toBe(0);
    expect(sb.pipe).toBe(3); // 7, 8, 9
  });
});

describe('NextSeg', () => {
  it('rule 1: the lowest lost segment not yet resent, each once; resent segments count in pipe again', () => {
    const sb = board(9, [[0, [[2, 2], [4, 6]]]]);
    expect(sb.nextRetransmission(false)).toBe(1);
    sb.sent(1);
    expect(sb.pipe).toBe(9 - 4 - 2 + 1);
    expect(sb.nextRetransmission(false)).toBe(3);
    sb.sent(3);
    expect(sb.nextRetransmission(false)).toBe(-1);
    expect(sb.pipe).toBe(9 - 4 - 2 + 2);
  });

  it('rule 3 (recovery, no new data may go): the lowest unSACKed segment not yet resent, never a SACKed one', () => {
    const sb = board(9, [[1, [[3, 5]]]]);
    expect(sb.nextRetransmission(true)).toBe(2); // rule 1 first
    sb.sent(2);
    expect(sb.nextRetransmission(false)).toBe(-1);
    expect(sb.nextRetransmission(true)).toBe(6);
  });

  it('a timeout: every unSACKed segment is lost, retransmissions are forgotten, SACKed segments stay SACKed', () => {
    const sb = board(9, [[0, [[2, 2], [4, 6]]]]);
    sb.sent(sb.nextRetransmission(false)); // 1
    sb.timeout();
    expect(seqs(0, 9).filter((s) => sb.isLost(s))).toEqual([1, 3, 7, 8, 9]);
    expect(sb.retransOut).toBe(0);
    expect(sb.pipe).toBe(0);
    const order: number[] = [];
    for (let s = sb.nextRetransmission(false); s >= 0; s = sb.nextRetransmission(false)) {
      order.push(s);
      sb.sent(s);
    }
    expect(order).toEqual([1, 3, 7, 8, 9]);
  });

  it('markLostUpTo(HighACK + 1): the first retransmission of recovery entered on duplicate ACKs alone', () => {
    const sb = board(9, [[0, [[2, 3]]]]);
    expect(sb.isLost(1)).toBe(false);
    sb.markLostUpTo(1);
    expect(sb.isLost(1)).toBe(true);
    expect(sb.nextRetransmission(false)).toBe(1);
  });
});

/**
 * RFC 6675 read literally over a set of SACKed and retransmitted segments: IsLost(s) when DupThresh
 * SACKed segments lie above s, and SetPipe's sum (unSACKed: 1 unless lost, plus 1 if resent).
 */
function bruteForce(highAck: number, highData: number, sacked: Set<number>, resent: Set<number>) {
  const isLost = (s: number) => !sacked.has(s) && [...sacked].filter((t) => t > s).length >= 3;
  let pipe = 0;
  for (let s = highAck + 1; s <= highData; s++) {
    if (sacked.has(s)) continue;
    if (!isLost(s)) pipe++;
    if (resent.has(s)) pipe++;
  }
  return { isLost, pipe };
}

describe('property: the scoreboard agrees with RFC 6675 read literally', () => {
  it('over random drops, arrival orders and retransmissions, and never resends a SACKed segment', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 40 }), (dropped, resendPicks) => {
        const n = dropped.length;
        const sb = new SackScoreboard(3);
        for (let s = 0; s < n; s++) sb.sent(s);
        const arrived = new Set<number>();
        const resent = new Set<number>();
        let cum = -1;
        let pick = 0;
        for (let s = 0; s < n; s++) {
          if (dropped[s]) continue;
          arrived.add(s);
          while (arrived.has(cum + 1)) cum++;
          const held = [...arrived].filter((t) => t > cum).sort((a, b) => a - b);
          // Report every held block (the receiver's choice of 3 is the sink's test).
          const blocks: number[] = [];
          for (const t of held) {
            if (blocks.length > 0 && blocks[blocks.length - 1] === t - 1) blocks[blocks.length - 1] = t;
            else blocks.push(t, t);
          }
          sb.update(cum, blocks, blocks.length / 2);
          // Now and then the sender resends what NextSeg offers (it never arrives here).
          if (pick < resendPicks.length && resendPicks[pick++] % 2 === 0) {
            const r = sb.nextRetransmission(false);
            if (r >= 0) {
              expect(arrived.has(r)).toBe(false);
              sb.sent(r);
              resent.add(r);
            }
          }
          const sacked = new Set(held);
          for (const r of [...resent]) if (r <= cum || sacked.has(r)) resent.delete(r);
          const want = bruteForce(cum, n - 1, sacked, resent);
          expect(sb.pipe).toBe(want.pipe);
          for (let t = cum + 1; t < n; t++) expect(sb.isLost(t)).toBe(want.isLost(t));
        }
      }),
    );
  });
});
