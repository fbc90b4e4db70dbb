// The DRR module: the scenario fields other tools read (ns-2.35's default quantum), the Reno–Vegas
// war it ends on the paper-002 dumbbell (against the ns-2.35 run in src/sim/queue/REFERENCES.md),
// its head drops, and how links and ns-2 carry it (ns-3.37 has no DRR queue disc).
import { describe, expect, it } from 'vitest';
import { slowLinkScenario } from '../../../../src/experiments/validation/validationCases';
import { encodeLabState } from '../../../../src/share/scenarioUrl';
import { Ns3ExportError, ns3Arguments, type Ns3Scenario } from '../../../../src/sim/export/ns3Dumbbell';
import { scenarioToNs2Tcl } from '../../../../src/sim/export/ns2Tcl';
import { jainIndex } from '../../../../src/sim/metrics/jain';
import { drrModule } from '../../../../src/sim/queue/modules/DrrModule';
import { QueueReason } from '../../../../src/sim/queue/QueueDiscipline';
import { validateScenario, type QueueConfig, type ScenarioInput } from '../../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../../src/sim/Simulation';

/** One Reno packet on ns-2's wire (552 B + 40 B of TCP/IP header): the quantum of the ns-2.35 run. */
const DRR_592 = { kind: 'drr', quantumBytes: 592 } as const;

const run = (queue: QueueConfig, seed: number) => {
  const sim = new Simulation(validateScenario(slowLinkScenario(queue, seed)));
  const summary = sim.run();
  const kbps = summary.flows.map((f) => f.goodputBps / 1000);
  return { sim, summary, kbps, jfi: jainIndex(kbps) };
};

/** A small scenario, whose link is short enough to travel uncompressed. */
const small = (queue: QueueConfig): ScenarioInput => ({
  version: 2,
  durationSec: 30,
  bottleneck: { rateBps: 4e6, delaySec: 0.01, bufferPackets: 200, queue },
  flows: [{ variant: 'newreno' }, { variant: 'vegas' }],
});

describe('DRR module', () => {
  it('`{ kind: "drr" }` means ns-2.35\'s default quantum_ (250 B, tcl/lib/ns-default.tcl), and that field validates', () => {
    const s = slowLinkScenario({ kind: 'drr' } as QueueConfig, 1);
    expect(validateScenario(s).bottleneck.queue).toEqual({ kind: 'drr', quantumBytes: 250 });
    expect(validateScenario(slowLinkScenario(DRR_592, 1)).bottleneck.queue).toEqual(DRR_592);
  });

  // ns-2.35 on the same scenario (src/sim/queue/REFERENCES.md, "ns-2.35 run: Reno against Vegas
  // under DRR"): goodput over 0–200 s, kb/s, and DRR's drops of each flow.
  it.each([
    { seed: 1, dropTail: [170.4, 94.6], drr: [127.0, 143.4], drrDrops: [40, 13] },
    { seed: 2, dropTail: [174.6, 89.7], drr: [125.7, 156.7], drrDrops: [39, 0] },
    { seed: 3, dropTail: [169.8, 93.7], drr: [127.7, 155.4], drrDrops: [28, 0] },
  ])('ends the Reno–Vegas war on the paper-002 dumbbell as in ns-2.35 (seed $seed): DropTail starves Vegas, DRR shares evenly', ({ seed, drr: ns2Drr, drrDrops }) => {
    const dropTail = run({ kind: 'droptail' }, seed);
    const drr = run(DRR_592, seed);
    expect(dropTail.kbps[0]).toBeGreaterThan(1.5 * dropTail.kbps[1]);
    expect(drr.jfi).toBeGreaterThanOrEqual(0.95);
    // The same algorithm as ns-2's Queue/DRR on the same packets: each flow within 1.5 kb/s (about
    // 1 %) and 2 drops of ns-2's.
    drr.kbps.forEach((k, i) => expect(Math.abs(k - ns2Drr[i]), `flow ${i} goodput`).toBeLessThan(1.5));
    drr.sim.flows.forEach((_, i) => expect(Math.abs(drr.summary.flows[i].drops - drrDrops[i]), `flow ${i} drops`).toBeLessThanOrEqual(2));
    // Its drops are head drops from the longest queue (the arrival itself only when its own queue is the longest and holds just it).
    const drops = drr.sim.bottleneck.stats.drops;
    expect(drops[QueueReason.HeadOverflow]).toBeGreaterThan(0);
    expect(drops[QueueReason.HeadOverflow] + drops[QueueReason.Overflow]).toBe(drops.reduce((a, b) => a + b, 0));
  });

  it.each([
    // The link format's codes for DRR (never to change once links exist): kind R; Q shared with FQ-CoDel.
    ['a link section', encodeLabState({ scenario: validateScenario(small(DRR_592)) }).split('~')[2], 'Br4e6d.01b200qRQ592'],
    ['a link section, default quantum', encodeLabState({ scenario: validateScenario(small({ kind: 'drr' } as QueueConfig)) }).split('~')[2], 'Br4e6d.01b200qRQ250'],
    ['a drop reason of its own: the head of the longest queue', drrModule.dropReasons.includes(QueueReason.HeadOverflow), true],
    // ns-2 classifies by source node: senders 2 and 4 one way, receivers 3 and 5 the other; 3 buckets separate each pair.
    // blimit_ is our 10-packet buffer less the one on the wire, in Reno's 592-byte packets.
    [
      'the ns-2 stanza of each direction',
      scenarioToNs2Tcl(slowLinkScenario(DRR_592, 1)).split('\n').filter((l) => /DRR|queue\] set/.test(l) && !l.startsWith('#')),
      [
        '$ns duplex-link $R(1) $R(2) 300000 0.2 DRR',
        '[[$ns link $R(1) $R(2)] queue] set buckets_ 3',
        '[[$ns link $R(1) $R(2)] queue] set blimit_ 5328',
        '[[$ns link $R(1) $R(2)] queue] set quantum_ 592',
        '[[$ns link $R(1) $R(2)] queue] set mask_ 0',
        '[[$ns link $R(2) $R(1)] queue] set buckets_ 3',
        '[[$ns link $R(2) $R(1)] queue] set blimit_ 5328',
        '[[$ns link $R(2) $R(1)] queue] set quantum_ 592',
        '[[$ns link $R(2) $R(1)] queue] set mask_ 0',
      ],
    ],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });

  it('refuses ns-3 with its reason: ns-3.37 has no DRR queue disc', () => {
    const s: Ns3Scenario = {
      durationSec: 20,
      packetSizeBytes: 1000,
      measure: { fromSec: 0, toSec: 20 },
      bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 30, queue: DRR_592 },
      tcp: { windowInit: 2, minRtoSec: 0.2, tickSec: 0.01 },
      flows: [{ name: 'a', variant: 'newreno', access: { rateBps: 1e8, delaySec: 0.001 }, egress: { rateBps: 1e8, delaySec: 0.001 }, startSec: 0, maxWindowPackets: 10000 }],
    };
    expect(() => ns3Arguments(s, 1)).toThrow(new Ns3ExportError('cannot export to ns-3: ns-3.37 has no DRR queue disc (compare DRR with ns-2: export with the ns2 profile)'));
  });
});
