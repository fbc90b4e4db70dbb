// CoDel and FQ-CoDel on a simulation's bottleneck (plugged into both directions of the link before
// the run, as the scenario will): TCP flows keep CoDel's queueing delay near its target where
// DropTail's stands at half a second; drops made at the head are counted for the flow whose packet
// it was, by reason, exactly as arrival drops are (per-flow counters, drop events, conservation);
// CE marks are counted per flow and not as drops.
import { describe, expect, it } from 'vitest';
import { Ecn, type Packet } from '../../../src/sim/net/Packet';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { type QueueDiscipline, QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { Simulation, type DropEvent } from '../../../src/sim/Simulation';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { checkInvariants } from '../invariants';
import { dumbbell } from '../scenarios';

const TARGET_SEC = 0.005;
const codel = { targetSec: TARGET_SEC, intervalSec: 0.1, ecn: false };
const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });

/** Four NewReno flows (RTTs 42–102 ms) on 10 Mb/s with a 1000-packet buffer (about 10 BDPs), and optionally a CBR flow. */
function bufferbloat(cbrBps = 0) {
  const tcp = Array.from({ length: 4 }, (_, i) => ({
    variant: 'newreno', access: edge(0.005 + 0.01 * i), egress: edge(0.001), startSec: 0.1 * i, maxWindowPackets: 10_000,
  }));
  const cbr = cbrBps > 0 ? [{ variant: 'cbr', rateBps: cbrBps, access: edge(0.005), egress: edge(0.001), startSec: 0 }] : [];
  return dumbbell({ rateBps: 10e6, delaySec: 0.01, bufferPackets: 1000, durationSec: 40, measure: { fromSec: 10, toSec: 40 }, flows: [...tcp, ...cbr] });
}

/** A simulation of `scenario` with `make()` on both directions of the bottleneck, its invariants checked every 0.5 s. */
function withQueue(scenario: unknown, make: (() => QueueDiscipline) | null) {
  const sim = new Simulation(validateScenario(scenario));
  if (make) {
    sim.bottleneck.replaceQueue(make());
    sim.reverseChain[0].replaceQueue(make());
  }
  const events: DropEvent[] = [];
  sim.onDropEvent = (e) => events.push(e);
  sim.observe(checkInvariants, 0.5);
  return { sim, events };
}

describe('CoDel on a simulation\'s bottleneck, long-lived NewReno flows and a deep buffer', () => {
  it('keeps the mean queueing delay within three targets (DropTail: half a second) and the line busy', () => {
    const bloated = withQueue(bufferbloat(), null).sim.run();
    const { sim } = withQueue(bufferbloat(), () => new CoDel(codel, 1000));
    const s = sim.run();
    // DropTail lets the flows fill the buffer: 1000 packets at 0.83 ms each is 0.83 s at most.
    expect(bloated.bottleneck.meanQueueDelaySec).toBeGreaterThan(0.3);
    // CoDel drops as soon as the minimum sojourn has stayed above 5 ms for 100 ms: the standing
    // queue goes, the flows' sawtooth rides on top of the target (RFC 8289 §6).
    expect(s.bottleneck.meanQueueDelaySec).toBeGreaterThan(TARGET_SEC / 5);
    expect(s.bottleneck.meanQueueDelaySec).toBeLessThan(3 * TARGET_SEC);
    expect(s.bottleneck.utilization).toBeGreaterThan(0.95);
    // Every data drop is CoDel's, at the head; each flow's counters and the summary agree.
    for (const f of sim.flows) {
      expect(f.counters.dropsByReason[QueueReason.Sojourn]).toBeGreaterThan(0);
      expect(f.counters.dataDropped).toBe(f.counters.dropsByReason[QueueReason.Sojourn]);
    }
    expect(s.bottleneck.drops).toBe(s.flows.reduce((a, f) => a + f.drops, 0));
    checkInvariants(sim);
  });
});

describe('FQ-CoDel on a simulation\'s bottleneck with an unresponsive flow', () => {
  it('the CBR flow loses at its own head (batches and sojourn); the TCP flows keep near their share; every drop is counted for its flow and reason', () => {
    // A CBR flow at 6 Mb/s against four NewReno flows: the fair share is 2 Mb/s each.
    const { sim, events } = withQueue(bufferbloat(6e6), () => new FqCoDel({ ...codel, quantumBytes: 1500 }, 1000));
    const s = sim.run();
    const cbr = sim.flows[4].counters;
    expect(cbr.dropsByReason[QueueReason.HeadOverflow]).toBeGreaterThan(0);
    expect(cbr.dropsByReason[QueueReason.Sojourn]).toBeGreaterThan(0);
    for (const f of sim.flows.slice(0, 4)) {
      // Never the fattest queue, so never an overflow batch's victim.
      expect(f.counters.dropsByReason[QueueReason.HeadOverflow]).toBe(0);
      expect(f.counters.dropsByReason[QueueReason.Overflow]).toBe(0);
    }
    // 2 Mb/s on the wire is 1.92 Mb/s of payload (1000 of 1040 B); each TCP flow gets most of it.
    for (const f of s.flows.slice(0, 4)) expect(f.goodputBps).toBeGreaterThan(0.8 * 1.92e6);
    // The drop events observers are told of, by flow and reason, are the per-flow counters.
    for (const f of sim.flows) {
      const byReason = [0, 0, 0, 0, 0, 0];
      for (const e of events) if (e.flow === f.index && !e.ack) byReason[e.reason]++;
      expect(byReason).toEqual(f.counters.dropsByReason);
    }
    checkInvariants(sim);
  });
});

describe('CE marks on a simulation\'s bottleneck', () => {
  it('CoDel with ECN marks an ECN-capable flow\'s packets: counted per flow as marks, not drops', () => {
    const scenario = dumbbell({
      rateBps: 10e6, delaySec: 0.01, bufferPackets: 5000, durationSec: 20,
      flows: [
        { variant: 'cbr', rateBps: 5.5e6, access: edge(0.005), egress: edge(0.001), startSec: 0 },
        { variant: 'cbr', rateBps: 5.5e6, access: edge(0.005), egress: edge(0.001), startSec: 0.0001 },
      ],
    });
    const { sim } = withQueue(scenario, () => new CoDel({ ...codel, ecn: true }, 5000));
    // Flow 0's source sends ECT(0) packets (as an ECN-capable sender would).
    const source = sim.flows[0].cbr!;
    const access = source.out!;
    source.out = { receive: (p: Packet) => { p.ecn = Ecn.Ect0; access.receive(p); } };
    sim.run();
    const [ect, plain] = sim.flows.map((f) => f.counters);
    expect(ect.dataMarked).toBeGreaterThan(10);
    expect(plain.dataMarked).toBe(0);
    expect(ect.dataMarked + plain.dataMarked).toBe(sim.bottleneck.stats.marks);
    // Marked instead of dropped at the head; the other flow's head packets are dropped.
    expect(ect.dropsByReason[QueueReason.Sojourn]).toBe(0);
    expect(plain.dropsByReason[QueueReason.Sojourn]).toBeGreaterThan(10);
    checkInvariants(sim);
  });
});
