// SACK loss recovery in whole runs: the receiver's blocks (RFC 2018's worked example), and the
// sender's invariants observed from outside: no SACKed segment is ever sent again, pipe stays within
// what is outstanding, the receiver sees no duplicate while no timer fired; and against the same run
// without SACK, a window with many losses is repaired without timeouts (a property over random
// lossy dumbbells of NewReno, CUBIC and BBR flows).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Packet, PacketKind, type PacketReceiver } from '../../../src/sim/net/Packet';
import { Simulation } from '../../../src/sim/Simulation';
import { TcpSink } from '../../../src/sim/tcp/TcpSink';
import { checkInvariants } from '../invariants';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

describe('TcpSink with SACK: RFC 2018 section 5, case 3 (segments 5000 + 500·k)', () => {
  it('reports the block of the newest segment first, then the most recent others, at most 3, and grows the ACK by 8 bytes a block', () => {
    const acks: { ack: number; blocks: number[][]; size: number }[] = [];
    const sink = new TcpSink(0, 40, true);
    const out: PacketReceiver = {
      receive: (p) => acks.push({ ack: p.seq, blocks: Array.from({ length: p.sackCount }, (_, i) => [p.sack![2 * i], p.sack![2 * i + 1]]), size: p.sizeBytes }),
    };
    sink.out = out;
    // Segments 0 … 7 sent; 1, 3, 5 and 7 dropped; then 3 and 1 arrive late (RFC 2018's "4th packet received out of order", then the 2nd).
    for (const seq of [0, 2, 4, 6, 3, 1]) {
      const p = new Packet();
      p.kind = PacketKind.Data;
      p.seq = seq;
      sink.receive(p);
    }
    expect(acks).toEqual([
      { ack: 0, blocks: [], size: 40 }, //                  5000 arrives: ACK 5500
      { ack: 0, blocks: [[2, 2]], size: 48 }, //            6000: 6000-6500
      { ack: 0, blocks: [[4, 4], [2, 2]], size: 56 }, //    7000: 7000-7500, 6000-6500
      { ack: 0, blocks: [[6, 6], [4, 4], [2, 2]], size: 64 }, // 8000: 8000-8500, 7000-7500, 6000-6500
      { ack: 0, blocks: [[2, 4], [6, 6]], size: 56 }, //    6500: 6000-7500, 8000-8500
      { ack: 4, blocks: [[6, 6]], size: 48 }, //            5500: ACK 7500, 8000-8500
    ]);
  });

  it('never reports more than 3 blocks, and drops blocks the cumulative ACK has passed', () => {
    const seen: number[] = [];
    const sink = new TcpSink(0, 40, true);
    sink.out = { receive: (p) => seen.push(p.sackCount) };
    for (const seq of [1, 3, 5, 7, 9, 0]) {
      const p = new Packet();
      p.seq = seq;
      sink.receive(p);
    }
    expect(seen).toEqual([1, 2, 3, 3, 3, 3]);
  });
});

const mb = 1e6;

function lossyScenario(flows: { variant: string; startSec: number }[], bufferPackets: number, seed: number, sack: boolean) {
  return {
    version: 2,
    seed,
    durationSec: 8,
    packetSizeBytes: 1000,
    bottleneck: { rateBps: 5 * mb, delaySec: 0.02, bufferPackets, queue: { kind: 'droptail' } },
    tcp: { windowInit: 10, minRtoSec: 0.2, tickSec: 0.001, sack },
    flows: flows.map((f) => ({ ...f, access: { rateBps: 50 * mb, delaySec: 0.005 }, egress: { rateBps: 50 * mb, delaySec: 0.001 }, maxWindowPackets: 1000 })),
  };
}

/** Watches every TCP flow from outside: the SACK blocks each sender has been sent, and what it sends. */
function watch(sim: Simulation) {
  const violations: string[] = [];
  for (const f of sim.flows) {
    const tcp = f.tcp;
    if (!tcp) continue;
    const sacked = new Set<number>();
    const receive = tcp.receive.bind(tcp);
    tcp.receive = (p: Packet) => {
      for (let i = 0; i < p.sackCount; i++) for (let s = p.sack![2 * i]; s <= p.sack![2 * i + 1]; s++) sacked.add(s);
      receive(p);
      const sb = tcp.scoreboard!;
      if (sb.pipe < 0 || sb.pipe > sb.outstanding + sb.retransOut) violations.push(`flow ${f.index}: pipe ${sb.pipe} of ${sb.outstanding} outstanding`);
    };
    const next = tcp.out!;
    tcp.out = {
      receive: (p: Packet) => {
        if (p.retransmit && p.seq > tcp.highestAck && sacked.has(p.seq)) violations.push(`flow ${f.index} resent SACKed segment ${p.seq} at ${sim.now}`);
        next.receive(p);
      },
    };
  }
  return violations;
}

describe('SACK recovery in whole runs', () => {
  it.each(['newreno', 'cubic', 'bbr'])('%s: many losses per window are repaired without a timeout and without resending SACKed data', (variant) => {
    // Slow start into a 10-packet buffer on a 5 Mb/s, 55 ms path (BDP ≈ 34 packets): a window of losses.
    const sim = new Simulation(validateScenario(lossyScenario([{ variant, startSec: 0 }], 10, 1, true)));
    const violations = watch(sim);
    sim.observe(checkInvariants, 0.05);
    sim.run();
    const tcp = sim.flows[0].tcp!;
    expect(violations).toEqual([]);
    expect(tcp.stats.retransmittedPackets).toBeGreaterThan(5);
    expect(tcp.stats.timeouts).toBe(0);
    // Every retransmission filled a real hole: the receiver never got a segment twice (the SYN is not data).
    expect(sim.flows[0].sink!.delivered).toBe(sim.flows[0].sink!.newDataSegments + 1);
  });

  it('NewReno without SACK on the same run needs timeouts or sends duplicates, with SACK neither', () => {
    const run = (sack: boolean) => {
      const sim = new Simulation(validateScenario(lossyScenario([{ variant: 'newreno', startSec: 0 }], 10, 1, sack)));
      sim.run();
      const sink = sim.flows[0].sink!;
      return { timeouts: sim.flows[0].tcp!.stats.timeouts, duplicates: sink.delivered - 1 - sink.newDataSegments, acked: sim.flows[0].tcp!.highestAck };
    };
    const without = run(false);
    const withSack = run(true);
    expect(without.timeouts + without.duplicates).toBeGreaterThan(0);
    expect(withSack.timeouts + withSack.duplicates).toBe(0);
  });

  it('property: random lossy dumbbells never resend SACKed data and keep every invariant', () => {
    const flow = fc.record({ variant: fc.constantFrom('newreno', 'cubic', 'bbr'), startSec: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(flow, { minLength: 1, maxLength: 4 }), fc.integer({ min: 3, max: 40 }), fc.integer({ min: 1, max: 1000 }), (flows, buffer, seed) => {
        const sim = new Simulation(validateScenario(lossyScenario(flows, buffer, seed, true)));
        const violations = watch(sim);
        sim.observe(checkInvariants, 0.1);
        sim.run();
        expect(violations).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
