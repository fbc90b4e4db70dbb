// Proportional Rate Reduction (RFC 6937) on hand-built recoveries: the proportional part sends
// ssthresh/RecoverFS of what is delivered (RFC 6937's single-loss example: one segment per two
// ACKs when ssthresh is half the flight), the slow-start reduction bound rebuilds a pipe that fell
// below ssthresh (its burst-loss example), and the first ACK always lets the retransmission go.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Prr } from '../../../src/sim/tcp/Prr';

describe('PRR: sndcnt on one ACK', () => {
  it.each([
    // pipe > ssthresh: ⌈prr_delivered · ssthresh / RecoverFS⌉ − prr_out
    { name: 'proportional, first ACK: ⌈1·10/20⌉ − 0', recoverFs: 20, delivered: 0, out: 0, data: 1, pipe: 19, ssthresh: 10, sndcnt: 1 },
    { name: 'proportional, second ACK: ⌈2·10/20⌉ − 1', recoverFs: 20, delivered: 1, out: 1, data: 1, pipe: 18, ssthresh: 10, sndcnt: 0 },
    { name: 'proportional, third ACK: ⌈3·10/20⌉ − 1', recoverFs: 20, delivered: 2, out: 1, data: 1, pipe: 17, ssthresh: 10, sndcnt: 1 },
    { name: 'proportional, CUBIC β 0.7: ⌈10·14/20⌉ − 6', recoverFs: 20, delivered: 9, out: 6, data: 1, pipe: 15, ssthresh: 14, sndcnt: 1 },
    { name: 'proportional, never negative', recoverFs: 20, delivered: 4, out: 5, data: 1, pipe: 15, ssthresh: 10, sndcnt: 0 },
    // pipe ≤ ssthresh: min(ssthresh − pipe, max(prr_delivered − prr_out, DeliveredData) + 1)
    { name: 'slow-start bound: DeliveredData + 1 per ACK', recoverFs: 20, delivered: 5, out: 5, data: 1, pipe: 4, ssthresh: 10, sndcnt: 2 },
    { name: 'slow-start bound, a stretch ACK of 3', recoverFs: 20, delivered: 5, out: 5, data: 3, pipe: 4, ssthresh: 10, sndcnt: 4 },
    { name: 'slow-start bound, catching up on earlier deliveries', recoverFs: 20, delivered: 8, out: 5, data: 1, pipe: 4, ssthresh: 10, sndcnt: 5 },
    { name: 'slow-start bound, capped at ssthresh − pipe', recoverFs: 20, delivered: 12, out: 3, data: 1, pipe: 8, ssthresh: 10, sndcnt: 2 },
    { name: 'the fast retransmission goes even at pipe = ssthresh', recoverFs: 20, delivered: 0, out: 0, data: 1, pipe: 10, ssthresh: 10, sndcnt: 1 },
  ])('$name', ({ recoverFs, delivered, out, data, pipe, ssthresh, sndcnt }) => {
    const prr = new Prr();
    prr.start(recoverFs);
    prr.delivered = delivered + data;
    prr.out = out;
    expect(prr.sndcnt(data, pipe, ssthresh)).toBe(sndcnt);
  });
});

/**
 * A recovery played out: a flight of `flight` segments of which `lost` at its head were dropped;
 * every other segment's ACK delivers one, each sent segment joins pipe, and retransmissions are
 * not delivered within the window. Returns what PRR sent per ACK.
 */
function play(flight: number, lost: number, ssthresh: number): { sent: number[]; pipeEnd: number; out: number } {
  const prr = new Prr();
  prr.start(flight);
  let pipe = flight - lost; // the lost ones left the network (RFC 6675: lost and not resent)
  const sent: number[] = [];
  for (let k = 0; k < flight - lost; k++) {
    pipe -= 1; // this ACK's segment left the network
    const cwnd = prr.onAck(1, pipe, ssthresh);
    const n = Math.max(0, cwnd - pipe);
    prr.sent(n);
    pipe += n;
    sent.push(n);
  }
  return { sent, pipeEnd: pipe, out: prr.out };
}

describe('PRR over a whole recovery (RFC 6937 section 4)', () => {
  it('single loss, ssthresh = flight/2: one segment per two ACKs, ending with pipe = ssthresh', () => {
    const r = play(20, 1, 10);
    // ACKs 1-16 alternate (⌈k/2⌉ sent by ACK k); at ACK 17 pipe has reached ssthresh (19 − 17 + 8),
    // so the bound ssthresh − pipe = 0 holds it back; ACKs 18 and 19 each refill the one that left.
    expect(r.sent).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1]);
    expect(r.pipeEnd).toBe(10);
  });

  it('a burst of 15 losses: pipe falls below ssthresh and the slow-start bound rebuilds it, two per ACK, never past ssthresh', () => {
    const r = play(20, 15, 10);
    // 5 ACKs; pipe (4 after the first) is below ssthresh from the start, so each ACK sends DeliveredData + 1.
    expect(r.sent).toEqual([2, 2, 2, 2, 2]);
    expect(r.pipeEnd).toBe(10);
  });

  it('property: with pipe above ssthresh throughout, PRR has sent exactly ⌈delivered · ssthresh / RecoverFS⌉', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 400 }), fc.double({ min: 0.3, max: 0.9, noNaN: true }), (flight, beta) => {
        const ssthresh = Math.max(2, Math.floor(flight * beta));
        const prr = new Prr();
        prr.start(flight);
        for (let d = 1; d <= flight; d++) {
          const n = Math.max(0, prr.onAck(1, ssthresh + 1, ssthresh) - (ssthresh + 1));
          prr.sent(n);
          expect(prr.out).toBe(Math.ceil((d * ssthresh) / flight));
        }
        expect(prr.out).toBe(ssthresh);
      }),
    );
  });
});
