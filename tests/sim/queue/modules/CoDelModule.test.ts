// The CoDel module: the scenario fields other tools read (RFC 8289's defaults), its head drops in
// a run that keeps the delay near target where DropTail lets it grow, its observables, and how
// links and ns-3 carry it (ns-2.35 has no CoDel).
import { describe, expect, it } from 'vitest';
import { encodeLabState } from '../../../../src/share/scenarioUrl';
import { coDelModule } from '../../../../src/sim/queue/modules/CoDelModule';
import { QueueReason } from '../../../../src/sim/queue/QueueDiscipline';
import { validateScenario, type ScenarioInput } from '../../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../../src/sim/Simulation';

/** RFC 8289's defaults (§4.2–4.3), under the field names the issue fixes for every tool. */
const RFC_DEFAULTS = { kind: 'codel', targetSec: 0.005, intervalSec: 0.1, ecn: false } as const;

/** Eight NewReno flows through a 10 Mb/s bottleneck with a deep (1000-packet) buffer. */
const deep = (queue: NonNullable<ScenarioInput['bottleneck']>['queue']): ScenarioInput => ({
  version: 2,
  durationSec: 30,
  bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 1000, queue },
  flows: [{ variant: 'newreno', count: 8, spread: { accessDelaySec: [0.005, 0.04] } }],
});

describe('CoDel module', () => {
  it('`{ kind: "codel" }` means RFC 8289 defaults, and those fields as written validate', () => {
    expect(validateScenario(deep({ kind: 'codel' })).bottleneck.queue).toEqual(RFC_DEFAULTS);
    expect(validateScenario(deep(RFC_DEFAULTS)).bottleneck.queue).toEqual(RFC_DEFAULTS);
  });

  it('in a run, drops at the head for sojourn time, entering and leaving its dropping state, and keeps the delay near target', () => {
    const sim = new Simulation(validateScenario(deep({ kind: 'codel' })));
    const states = new Set<number>();
    const sojourns: number[] = [];
    sim.observe((s) => {
      const o = s.observeQueue();
      if (s.now < 10) return;
      states.add(o.codelDropping);
      sojourns.push(o.codelSojournSec);
    }, 0.05);
    const codel = sim.run();
    const drops = sim.bottleneck.stats.drops;
    expect(drops[QueueReason.Sojourn]).toBeGreaterThan(0);
    expect(drops[QueueReason.Early] + drops[QueueReason.Forced]).toBe(0);
    expect([...states].sort()).toEqual([0, 1]);
    // 5 ms target: the median sojourn stays within a few targets (DropTail's fills the 1000-packet buffer: ~0.8 s).
    const median = sojourns.sort((a, b) => a - b)[Math.floor(sojourns.length / 2)];
    expect(median).toBeLessThan(0.02);
    const droptail = new Simulation(validateScenario(deep({ kind: 'droptail' }))).run();
    expect(codel.bottleneck.meanQueueDelaySec).toBeLessThan(droptail.bottleneck.meanQueueDelaySec / 10);
    expect(coDelModule.dropReasons).toEqual(expect.arrayContaining([QueueReason.Sojourn, QueueReason.Overflow, QueueReason.Mark]));
  });

  it.each([
    // The link format's codes for CoDel (never to change once links exist): kind c, then S I N (N, shared with PIE, is written where PIE's module put it).
    ['a link section', encodeLabState({ scenario: validateScenario(deep({ ...RFC_DEFAULTS, targetSec: 0.01, ecn: true })) }).split('~')[2], 'Br1e7d.01b1e3qcN1S.01'],
    // The ns-3 program's options (src/cli/ns3/dumbbell.cc: --targetSec --intervalSec --ecn).
    ['ns-3 arguments', 'args' in coDelModule.ns3 && coDelModule.ns3.args(RFC_DEFAULTS), ['--targetSec=0.005', '--intervalSec=0.1', '--ecn=0']],
    ['ns-2', 'unsupported' in coDelModule.ns2, true],
    ['one line', coDelModule.describe({ ...RFC_DEFAULTS, ecn: true }), 'CoDel target 0.005 s interval 0.1 s ECN'],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});
