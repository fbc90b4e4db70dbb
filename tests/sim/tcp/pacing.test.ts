// The sender's pacing: a paced variant's new segments leave one wire time at the pacing rate apart
// (8 · wire bytes / rate), a window's worth is released by the pacing timer rather than at once, and
// nothing is saved up while the sender is idle. An unpaced variant still sends its window at once.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { PacketKind, PacketPool } from '../../../src/sim/net/Packet';
import type { TcpConfig } from '../../../src/sim/scenario/Scenario';
import type { CongestionControl, TcpControl } from '../../../src/sim/tcp/CongestionControl';
import { TcpSender } from '../../../src/sim/tcp/TcpSender';
import { tcpStartup } from '../../../src/sim/tcp/registry';
import { NewReno } from '../../../src/sim/tcp/variants/NewReno';

const TCP: TcpConfig = {
  windowInit: 10, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.001, dupAckThreshold: 3,
  synHandshake: false, headerBytes: 40, delayedGrowth: false, sack: false, ecn: false,
};

/** NewReno paced at a fixed rate. */
class PacedNewReno extends NewReno {
  readonly paced = true;
  constructor(private readonly rateBps: number) {
    super();
  }
  pacingRateBps(_tcp: TcpControl): number {
    return this.rateBps;
  }
}

function run(cc: CongestionControl, acks: { atSec: number; ack: number }[] = [], untilSec = 1) {
  const scheduler = new Scheduler();
  const pool = new PacketPool();
  const sender = new TcpSender(0, scheduler, pool, cc, {
    packetSizeBytes: 1000, maxWindowPackets: 100, tcp: TCP, totalSegments: Infinity,
    startup: tcpStartup('newreno', 'standard', TCP),
  });
  const sent: { seq: number; t: number }[] = [];
  sender.out = {
    receive: (p) => {
      sent.push({ seq: p.seq, t: scheduler.now });
      pool.release(p);
    },
  };
  sender.start(0);
  for (const a of acks) {
    scheduler.schedule(a.atSec, {
      onEvent: () => {
        const p = pool.acquire();
        p.kind = PacketKind.Ack;
        p.seq = a.ack;
        sender.receive(p);
      },
    }, 0);
  }
  scheduler.runUntil(untilSec);
  return sent;
}

describe('pacing', () => {
  it('an unpaced variant sends its initial window at once', () => {
    const sent = run(new NewReno());
    expect(sent.map((s) => s.t)).toEqual(Array(10).fill(0));
  });

  it.each([
    // 1040 bytes on the wire (1000 + 40 header) at 8.32 Mb/s: 1 ms apart; at 832 kb/s: 10 ms apart.
    { rateBps: 8.32e6, gapSec: 0.001 },
    { rateBps: 8.32e5, gapSec: 0.01 },
  ])('a paced variant spaces its initial window by 8 · 1040 bytes / $rateBps b/s = $gapSec s', ({ rateBps, gapSec }) => {
    const sent = run(new PacedNewReno(rateBps));
    expect(sent.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    sent.forEach((s, i) => expect(s.t).toBeCloseTo(i * gapSec, 12));
  });

  it('saves nothing up while idle: after a pause the next segments are still one gap apart', () => {
    // The window of 10 leaves by 9 ms; one cumulative ACK of all ten at 0.5 s grows cwnd to 11 (slow start,
    // +1 per ACK), so segments 10 … 20 may go: 11 of them, paced 1 ms apart from 0.5 s, not in a burst.
    const sent = run(new PacedNewReno(8.32e6), [{ atSec: 0.5, ack: 9 }]);
    const after = sent.filter((s) => s.t >= 0.5);
    expect(after.length).toBe(11);
    after.forEach((s, i) => expect(s.t).toBeCloseTo(0.5 + i * 0.001, 12));
  });
});
