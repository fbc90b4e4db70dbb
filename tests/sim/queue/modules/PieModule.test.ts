// The PIE module: the scenario fields other tools read (RFC 8033's defaults), what it drops and
// marks for, its observables in a run (and that reading them changes nothing), and how links and
// ns-3 carry it (ns-2.35 has no PIE).
import { describe, expect, it } from 'vitest';
import { encodeLabState } from '../../../../src/share/scenarioUrl';
import { Random } from '../../../../src/sim/engine/Random';
import { Ecn } from '../../../../src/sim/net/Packet';
import { pieModule } from '../../../../src/sim/queue/modules/PieModule';
import { QueueReason, type QueueDiscipline } from '../../../../src/sim/queue/QueueDiscipline';
import { createQueue } from '../../../../src/sim/queue/registry';
import { validateScenario, type ScenarioInput } from '../../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../../src/sim/Simulation';
import { reasonsUnderOverload } from '../overload';
import { pkt, RecordingSink } from '../queueTestKit';

/** RFC 8033's defaults (§4.1–4.3, §5.1), under the field names the issue fixes for every tool. */
const RFC_DEFAULTS = { kind: 'pie', targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false } as const;

/** Eight NewReno flows through a 10 Mb/s bottleneck with a deep (1000-packet) buffer: DropTail would queue ~0.8 s. */
const deep = (queue: NonNullable<ScenarioInput['bottleneck']>['queue']): ScenarioInput => ({
  version: 2,
  durationSec: 30,
  bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 1000, queue },
  flows: [{ variant: 'newreno', count: 8, spread: { accessDelaySec: [0.005, 0.04] } }],
});

describe('PIE module', () => {
  it('`{ kind: "pie" }` means RFC 8033 defaults, and those fields as written validate', () => {
    expect(validateScenario(deep({ kind: 'pie' })).bottleneck.queue).toEqual(RFC_DEFAULTS);
    expect(validateScenario(deep(RFC_DEFAULTS)).bottleneck.queue).toEqual(RFC_DEFAULTS);
  });

  it('drops early and for a full buffer; with ecn it marks ECN-capable packets instead', () => {
    const seen = reasonsUnderOverload({ ...RFC_DEFAULTS, tUpdateSec: 0.001, maxBurstSec: 0 });
    expect([...seen].sort()).toEqual([QueueReason.Overflow, QueueReason.Early].sort());
    // ECN: a standing queue of 60 ECT packets served at 1000 packets/s (a 60 ms delay against the
    // 15 ms target) drives drop_prob up; early decisions below 10 % mark (the packet stays), not drop.
    const q = createQueue({ ...RFC_DEFAULTS, ecn: true, maxBurstSec: 0 }, { rateBps: 8e6, bufferPackets: 100, meanPacketBytes: 1000, nowSec: 0 }, Random.fromSeed(3)) as QueueDiscipline;
    const sink = new RecordingSink();
    q.sink = sink;
    const early: number[] = [];
    for (let ms = 0; ms < 3000 && sink.marks.length === 0; ms++) {
      const t = ms / 1000;
      while (q.length < 60) {
        const r = q.enqueue(pkt(0, 1000, undefined, Ecn.Ect0), t);
        if (r !== 0) early.push(r);
      }
      q.dequeue(t);
    }
    expect(sink.marks.length).toBe(1);
    expect(sink.marks[0].p.ecn).toBe(Ecn.Ce);
    expect(early).toEqual([]);
    expect(pieModule.dropReasons).toEqual(expect.arrayContaining([QueueReason.Early, QueueReason.Overflow, QueueReason.Mark]));
  });

  it('in a run, holds the queueing delay near its 15 ms target where DropTail lets it grow to the buffer, and shows why', () => {
    const rows: { delay: number; p: number; queue: number }[] = [];
    const sim = new Simulation(validateScenario(deep({ kind: 'pie' })));
    sim.observe((s) => {
      const o = s.observeQueue();
      if (s.now >= 10) rows.push({ delay: o.pieQueueDelaySec, p: o.pieDropProbability, queue: s.bottleneck.queueLength });
    }, 0.1);
    const pie = sim.run();
    const meanDelaySec = rows.reduce((a, r) => a + r.delay, 0) / rows.length;
    // A 10 Mb/s line sends a 1040-byte packet in 0.832 ms: 15 ms is about 18 packets.
    expect(meanDelaySec).toBeGreaterThan(0.005);
    expect(meanDelaySec).toBeLessThan(0.045);
    expect(Math.max(...rows.map((r) => r.p))).toBeGreaterThan(0);
    expect(rows.every((r) => r.p >= 0 && r.p <= 1)).toBe(true);
    const droptail = new Simulation(validateScenario(deep({ kind: 'droptail' }))).run();
    expect(pie.bottleneck.meanQueueDelaySec).toBeLessThan(droptail.bottleneck.meanQueueDelaySec / 5);
    expect(pie.bottleneck.earlyDrops).toBeGreaterThan(0);
  });

  it('reading its observables (every millisecond) changes nothing in the run', () => {
    const quiet = new Simulation(validateScenario(deep({ kind: 'pie' }))).run();
    const watched = new Simulation(validateScenario(deep({ kind: 'pie' })));
    watched.observe((s) => void s.observeQueue(), 0.001);
    // The observer's own events are counted; everything the run measured is identical.
    expect({ ...watched.run(), events: 0 }).toEqual({ ...quiet, events: 0 });
  });

  it.each([
    // The link format's codes for PIE (never to change once links exist): kind p, then T U A B M N.
    ['a link section', encodeLabState({ scenario: validateScenario(deep({ ...RFC_DEFAULTS, targetDelaySec: 0.02, ecn: true })) }).split('~')[2], 'Br1e7d.01b1e3qpT.02N1'],
    // The ns-3 program's options (src/cli/ns3/dumbbell.cc: --targetDelaySec … --ecn).
    ['ns-3 arguments', 'args' in pieModule.ns3 && pieModule.ns3.args(RFC_DEFAULTS), ['--targetDelaySec=0.015', '--tUpdateSec=0.015', '--alpha=0.125', '--beta=1.25', '--maxBurstSec=0.15', '--ecn=0']],
    ['ns-2', 'unsupported' in pieModule.ns2, true],
    ['one line', pieModule.describe({ ...RFC_DEFAULTS, ecn: true }), 'PIE target 0.015 s update 0.015 s α 0.125 β 1.25 burst 0.15 s ECN'],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});
