// The FQ-CoDel module: the scenario fields other tools read, flow isolation in a run (a flow that
// floods the link cannot take another's share, as under DropTail it does), its head drops, and how
// links and ns-3 carry it (ns-2.35 has no FQ-CoDel).
import { describe, expect, it } from 'vitest';
import { encodeLabState } from '../../../../src/share/scenarioUrl';
import { fqCoDelModule } from '../../../../src/sim/queue/modules/FqCoDelModule';
import { QueueReason } from '../../../../src/sim/queue/QueueDiscipline';
import { validateScenario, type ScenarioInput } from '../../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../../src/sim/Simulation';
import { FqCoDel } from '../../../../src/sim/queue/FqCoDel';
import { pkt } from '../queueTestKit';

const DEFAULTS = { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1500, ecn: false } as const;

/** A NewReno flow against a 6 Mb/s UDP flood on a 4 Mb/s bottleneck with a 200-packet buffer. */
const flood = (queue: NonNullable<ScenarioInput['bottleneck']>['queue']): ScenarioInput => ({
  version: 2,
  durationSec: 30,
  measure: { fromSec: 5 },
  bottleneck: { rateBps: 4e6, delaySec: 0.01, bufferPackets: 200, queue },
  flows: [{ variant: 'newreno' }, { variant: 'cbr', rateBps: 6e6 }],
});

describe('FQ-CoDel module', () => {
  it('`{ kind: "fq-codel" }` means its defaults (a 1500-byte quantum: one MTU), and those fields validate', () => {
    expect(validateScenario(flood({ kind: 'fq-codel' })).bottleneck.queue).toEqual(DEFAULTS);
    expect(validateScenario(flood(DEFAULTS)).bottleneck.queue).toEqual(DEFAULTS);
  });

  it('isolates flows: a TCP flow keeps about half the link against a flood that starves it under DropTail', () => {
    const fq = new Simulation(validateScenario(flood({ kind: 'fq-codel' })));
    const isolated = fq.run();
    const starved = new Simulation(validateScenario(flood({ kind: 'droptail' }))).run();
    // Two flows, 4 Mb/s: an equal share is 2 Mb/s of wire bits, a little less as goodput.
    expect(isolated.flows[0].goodputBps).toBeGreaterThan(1.5e6);
    expect(starved.flows[0].goodputBps).toBeLessThan(0.5 * isolated.flows[0].goodputBps);
    const drops = fq.bottleneck.stats.drops;
    expect(drops[QueueReason.HeadOverflow] + drops[QueueReason.Sojourn]).toBeGreaterThan(0);
    expect(fqCoDelModule.dropReasons).toEqual(expect.arrayContaining([QueueReason.Sojourn, QueueReason.HeadOverflow, QueueReason.Mark]));
  });

  it.each([
    // The link format's codes for FQ-CoDel (never to change once links exist): kind f; S I N shared with CoDel; Q.
    ['a link section', encodeLabState({ scenario: validateScenario(flood({ ...DEFAULTS, quantumBytes: 300 })) }).split('~')[2], 'Br4e6d.01b200qfQ300'],
    // The ns-3 program's options (src/cli/ns3/dumbbell.cc: --targetSec --intervalSec --quantumBytes --ecn).
    ['ns-3 arguments', 'args' in fqCoDelModule.ns3 && fqCoDelModule.ns3.args(DEFAULTS), ['--targetSec=0.005', '--intervalSec=0.1', '--quantumBytes=1500', '--ecn=0']],
    ['ns-2', 'unsupported' in fqCoDelModule.ns2, true],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});

describe('FQ-CoDel observables', () => {
  const make = () => new FqCoDel({ targetSec: 0.005, intervalSec: 0.1, ecn: false, quantumBytes: 1500 }, 100, 1500);
  const observe = (q: FqCoDel, nowSec: number) => {
    const out: Record<string, number> = {};
    fqCoDelModule.observe!(q, nowSec, out);
    return out;
  };

  it('the longest last sojourn among flow queues with packets, how many hold packets, how many are dropping', () => {
    const q = make();
    for (let s = 0; s < 3; s++) q.enqueue(pkt(0, 1500, s), 0);
    for (let s = 0; s < 2; s++) q.enqueue(pkt(3, 1500, 10 + s), 0);
    // Flow 0 (first on the new list) sends one packet after 10 ms; its deficit spent, flow 3 sends one after 20 ms.
    expect(q.dequeue(0.01)!.flow).toBe(0);
    expect(q.dequeue(0.02)!.flow).toBe(3);
    expect(observe(q, 0.02)).toEqual({ fqCoDelSojournSec: 0.02, fqCoDelActiveFlows: 2, fqCoDelDroppingFlows: 0 });
  });

  it('a flow queue above target for a whole interval is dropping; an empty discipline has no sojourn to show', () => {
    const q = make();
    for (let s = 0; s < 10; s++) q.enqueue(pkt(0, 1500, s), 0);
    q.dequeue(0.01); // 10 ms > 5 ms: above target from now, dropping if still so at 110 ms
    q.dequeue(0.05);
    q.dequeue(0.12); // the head (waited 120 ms) is dropped, the next one sent: dropping
    expect(observe(q, 0.12)).toEqual({ fqCoDelSojournSec: 0.12, fqCoDelActiveFlows: 1, fqCoDelDroppingFlows: 1 });
    while (q.length > 0) q.dequeue(0.2);
    expect(observe(q, 0.2)).toEqual({ fqCoDelSojournSec: NaN, fqCoDelActiveFlows: 0, fqCoDelDroppingFlows: 0 });
  });
});
