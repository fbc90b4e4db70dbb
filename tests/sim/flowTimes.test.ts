// A flow edited after creation: its access delay as a timed change, its start and stop moved
// while they are still ahead. Each must change the run the way the physics says, and the run
// with the live edit must be the run of the scenario that records it (a link, a reset).
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim/Simulation';
import { parseScenario, type ScenarioChange, validateScenario } from '../../src/sim/scenario/Scenario';
import { Scheduler } from '../../src/sim/engine/Scheduler';
import { settleTimeline } from '../../src/sim/scenario/timeline';
import { dumbbell } from './scenarios';
import { checkInvariants } from './invariants';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

const scenario = (input: unknown) => {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.scenario;
};

describe('a flow’s access delay as a timed change', () => {
  const base = () => scenario(dumbbell({ durationSec: 30, seed: 3, flows: [{ variant: 'reno', name: 'A', access: { delaySec: 0.005 } }, { variant: 'vegas', name: 'B', access: { delaySec: 0.005 } }] }));
  const change: ScenarioChange = { atSec: 10.001, flow: 1, key: 'accessDelaySec', value: 0.045 };

  it('raises the flow’s round-trip time by twice the added delay (both directions), on its own access link only', () => {
    // A lone Vegas flow keeps only α…β packets queued, so its RTT is close to the propagation delay.
    const lone = scenario({ ...dumbbell({ durationSec: 30, bufferPackets: 100, flows: [{ variant: 'vegas', name: 'B', access: { delaySec: 0.005 } }, { variant: 'reno', name: 'A', startSec: 29 }] }), changes: [{ ...change, flow: 0 }] });
    const sim = new Simulation(lone);
    sim.runUntil(10);
    const before = sim.flows[0].srttSec;
    sim.runUntil(25);
    // 40 ms more each way: 80 ms more round trip, give or take the 10 ms tick srtt is kept in.
    expect(sim.flows[0].srttSec - before).toBeGreaterThanOrEqual(0.07 - 1e-9);
    expect(sim.flows[0].srttSec - before).toBeLessThanOrEqual(0.09 + 1e-9);
    const access = (flow: number) => sim.links.filter((e) => e.role.kind === 'access' && e.role.flow === flow).map((e) => e.link.delaySec);
    expect(access(0)).toEqual([0.045, 0.045]);
    expect(access(1)).toEqual([0.001, 0.001]);
    expect(sim.changes.map((c) => c.what)).toEqual(['B: access delay = 45 ms']);
    checkInvariants(sim);
  });

  it('scheduled live and listed in the scenario give the same run; settled, it is the flow’s own access delay', () => {
    const live = new Simulation(base());
    live.runUntil(10.0004);
    live.scheduleChange(change);
    live.runUntil(30);
    const replay = new Simulation(validateScenario({ ...base(), changes: [change] }));
    replay.runUntil(30);
    expect(live.summary()).toEqual(replay.summary());
    expect(settleTimeline({ ...base(), changes: [change] }).flows[1].access.delaySec).toBe(0.045);
  });

  it('is checked like every other change: in range, for a flow that exists; a CBR source has one too', () => {
    const tooLong = parseScenario({ ...base(), changes: [{ ...change, value: 11 }] });
    expect(tooLong).toEqual({
      ok: false,
      problems: [{ path: ['changes', 0, 'value'], code: 'out_of_range', params: { min: 0, max: 10, unit: 's', integer: false, minExclusive: false, got: 11 } }],
    });
    if (!tooLong.ok) expect(tooLong.problems.map(formatProblem)).toEqual(['changes[0].value: must be a number from 0 to 10 s (got 11)']);
    expect(parseScenario({ ...base(), changes: [{ ...change, flow: 2 }] })).toEqual({ ok: false, problems: [{ path: ['changes', 0, 'flow'], code: 'no_such_flow', params: { flow: 2, flows: 2 } }] });
    const cbr = scenario({ version: 2, flows: [{ variant: 'reno' }, { variant: 'cbr' }], changes: [{ atSec: 1, flow: 1, key: 'accessDelaySec', value: 0.1 }] });
    const sim = new Simulation(cbr);
    sim.run();
    expect(sim.changes.map((c) => c.what)).toEqual(['CBR 1: access delay = 100 ms']);
  });
});

describe('moving a flow’s start and stop while they are ahead', () => {
  // Two identical Reno flows that start at the same instant: which goes first at that instant
  // decides who queues first, so a moved start must take the place a set-up start would have.
  const base = (starts: [number, number, number], stops: (number | undefined)[] = []) =>
    dumbbell({
      durationSec: 40,
      seed: 5,
      flows: starts.map((startSec, i) => ({ variant: 'reno' as const, name: `F${i}`, startSec, ...(stops[i] !== undefined ? { stopSec: stops[i] } : {}) })),
    });

  it('a start moved live runs exactly as the scenario with that start, even tied with another flow’s start', () => {
    const live = new Simulation(validateScenario(base([0, 20, 10])));
    live.runUntil(5);
    live.setFlowTimes(1, { startSec: 10 });
    live.runUntil(40);
    const replay = new Simulation(validateScenario(base([0, 10, 10])));
    replay.runUntil(40);
    expect(live.summary()).toEqual(replay.summary());
    expect(live.summary().flows[1].goodputBps).toBeGreaterThan(0);
    // And it is not the run it would have been.
    expect(new Simulation(validateScenario(base([0, 20, 10]))).run().flows[1].goodputBps).not.toBe(replay.summary().flows[1].goodputBps);
  });

  it('a stop moved earlier, a stop moved later, a stop added and a stop withdrawn each run as the scenario that says so', () => {
    const live = new Simulation(validateScenario(base([0, 0, 0], [30, 12, undefined])));
    live.runUntil(8);
    live.setFlowTimes(0, { stopSec: 20 });
    live.setFlowTimes(1, { stopSec: 25 });
    live.setFlowTimes(2, { stopSec: 15 });
    live.runUntil(14);
    live.setFlowTimes(1, { stopSec: null });
    live.runUntil(40);
    const replay = new Simulation(validateScenario(base([0, 0, 0], [20, undefined, 15])));
    replay.runUntil(40);
    expect(live.summary()).toEqual(replay.summary());
    // Stopped flows send nothing new after their stop: the later-stopping flow delivered more.
    const g = replay.summary().flows.map((f) => f.goodputBps);
    expect(g[1]).toBeGreaterThan(g[0]);
    expect(g[0]).toBeGreaterThan(g[2]);
    checkInvariants(live);
  });

  it('a CBR source’s start and stop move too', () => {
    const cbr = (startSec: number, stopSec?: number) => dumbbell({ durationSec: 20, flows: [{ variant: 'reno' }, { variant: 'cbr', rateBps: 300_000, startSec, ...(stopSec ? { stopSec } : {}) }] });
    const live = new Simulation(validateScenario(cbr(15)));
    live.runUntil(2);
    live.setFlowTimes(1, { startSec: 5, stopSec: 12 });
    live.runUntil(20);
    const replay = new Simulation(validateScenario(cbr(5, 12)));
    replay.runUntil(20);
    expect(live.summary()).toEqual(replay.summary());
    // 7 s at 300 kb/s of 1000-byte packets.
    expect(Math.abs(replay.summary().flows[1].sentPackets - (7 * 300_000) / 8000)).toBeLessThanOrEqual(1);
  });

  it('refuses what cannot be: a start that has happened, a time before now, a stop not after the start, a flow stopped already', () => {
    const sim = new Simulation(validateScenario(base([0, 20, 10], [undefined, undefined, 30])));
    sim.runUntil(12);
    expect(() => sim.setFlowTimes(0, { startSec: 15 })).toThrow(/F0 started at 0 s: a start that has happened cannot move/);
    expect(() => sim.setFlowTimes(1, { startSec: 11 })).toThrow(/must not be before now/);
    expect(() => sim.setFlowTimes(1, { stopSec: 18 })).toThrow(/must be after its start \(20 s\)/);
    expect(() => sim.setFlowTimes(2, { stopSec: 11 })).toThrow(/must not be before now/);
    sim.stopFlow(2);
    expect(() => sim.setFlowTimes(2, { stopSec: 35 })).toThrow(/F2 has stopped already/);
    // Nothing was half done: flow 1 still starts at 20.
    sim.runUntil(19.99);
    expect(sim.flows[1].tcp!.startPending).toBe(true);
  });
});

describe('Scheduler.scheduleAs', () => {
  it('puts a moved event where it would have been had it been scheduled there at first', () => {
    const s = new Scheduler();
    const seen: string[] = [];
    const h = (name: string) => ({ onEvent: () => seen.push(name) });
    const seqA = s.nextSequence;
    const a = s.schedule(9, h('a'), 0);
    s.schedule(5, h('b'), 0);
    s.schedule(5, h('c'), 0);
    s.cancel(a);
    s.scheduleAs(5, seqA, h('a'), 0);
    s.runUntil(10);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(() => s.scheduleAs(11, 99, h('x'), 0)).toThrow(/never taken/);
  });
});
