// The scenario's timeline of timed changes: validated like every other field, applied by the
// engine at exactly its time, and a run with live changes equals the run of the scenario that
// records them.
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim/Simulation';
import { parseScenario, type ScenarioChange, validateScenario } from '../../src/sim/scenario/Scenario';
import { PRESETS } from '../../src/sim/scenario/presets/index';
import { dumbbell, tsang } from './scenarios';
import { checkInvariants } from './invariants';
import { timelineUntil } from '../../src/sim/scenario/timeline';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

const red = { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false } as const;

describe('a live change replays exactly from the timeline that records it', () => {
  const base = () =>
    tsang(
      [
        { variant: 'vegas', name: 'V', alpha: 1, beta: 3 },
        { variant: 'reno', name: 'R', access: { rateBps: 10e6, delaySec: 0.02 } },
        { variant: 'vegas-plus', name: 'P' },
      ],
      { durationSec: 40, seed: 7 },
    );
  const changes: ScenarioChange[] = [
    { atSec: 8.001, flow: 0, key: 'beta', value: 6 },
    { atSec: 8.001, flow: 0, key: 'alpha', value: 4 },
    { atSec: 12.5, link: 0, key: 'rateBps', value: 3e6 },
    { atSec: 15.25, link: 0, key: 'queue', value: red },
    { atSec: 20, flow: 2, key: 'countMax', value: 2 },
    { atSec: 22.123, link: 0, key: 'bufferPackets', value: 30 },
    { atSec: 30, flow: 1, key: 'maxWindowPackets', value: 8 },
    { atSec: 31, link: 0, key: 'queue', value: { kind: 'droptail' } },
  ];

  it('scheduled while running (the lab) and listed in the scenario (a link, a reset) give identical runs', () => {
    const live = new Simulation(validateScenario(base()));
    for (const c of changes) {
      // As the lab does: run to just before the change's time, then schedule it.
      live.runUntil(c.atSec - 0.0004);
      live.scheduleChange(c);
    }
    live.runUntil(40);
    const replay = new Simulation(validateScenario({ ...base(), changes }));
    replay.runUntil(40);
    expect(live.summary()).toEqual(replay.summary());
    expect(live.changes).toEqual(replay.changes);
    expect(replay.changes.map((c) => c.atSec)).toEqual(changes.map((c) => c.atSec));
    checkInvariants(replay);
  });

  it('the changes really change the run (the same scenario without them differs)', () => {
    const plain = new Simulation(validateScenario(base())).run();
    const timed = new Simulation(validateScenario({ ...base(), changes })).run();
    expect(timed.flows.map((f) => f.goodputBps)).not.toEqual(plain.flows.map((f) => f.goodputBps));
    // 3 Mb/s from 12.5 s instead of 1.5 Mb/s: the link carries more.
    expect(timed.bottleneck.departures).toBeGreaterThan(plain.bottleneck.departures * 1.3);
  });

  it('a change takes effect before everything else that happens at its instant', () => {
    // A Vegas flow's α, β raised at exactly a time where other events also fall: the change
    // sees the state before them, live or replayed, whenever it was scheduled.
    const s = dumbbell({ durationSec: 10, flows: [{ variant: 'vegas', alpha: 1, beta: 3 }] });
    const c: ScenarioChange = { atSec: 5, flow: 0, key: 'beta', value: 9 };
    const early = new Simulation(validateScenario(s));
    early.scheduleChange(c);
    const late = new Simulation(validateScenario(s));
    late.runUntil(4.9999999);
    late.scheduleChange(c);
    expect(early.run()).toEqual(late.run());
  });

  it('α set from a scripted timeline at 30 s moves the share the way a live change does (Tsang & Chang, paper 000)', () => {
    const two = tsang([{ variant: 'vegas', alpha: 1, beta: 3 }, { variant: 'vegas', alpha: 1, beta: 3 }], { durationSec: 60 });
    const r = new Simulation(validateScenario({ ...two, changes: [{ atSec: 30, flow: 0, key: 'beta', value: 8 }, { atSec: 30, flow: 0, key: 'alpha', value: 7 }] }));
    r.runUntil(30);
    const q0 = r.flows[0].queuedPackets;
    r.runUntil(60);
    expect(r.changes.map((c) => [c.atSec, c.what])).toEqual([
      [30, 'Vegas 1: beta = 8'],
      [30, 'Vegas 1: alpha = 7'],
    ]);
    expect(r.flows[0].queuedPackets).toBeGreaterThan(q0);
    expect(r.summary().flows[0].goodputBps).toBeGreaterThan(r.summary().flows[1].goodputBps);
  });

  it('refuses a live change before now, or for a flow or link that does not exist', () => {
    const sim = new Simulation(validateScenario(dumbbell({ flows: [{ variant: 'reno' }, { variant: 'cbr' }] })));
    sim.runUntil(2);
    expect(() => sim.scheduleChange({ atSec: 1, flow: 0, key: 'maxWindowPackets', value: 5 })).toThrow(/before now/);
    expect(() => sim.scheduleChange({ atSec: 3, flow: 0, key: 'alpha', value: 5 })).toThrow(/has no parameter "alpha"/);
    expect(() => sim.scheduleChange({ atSec: 3, flow: 1, key: 'maxWindowPackets', value: 5 })).toThrow(/CBR source/);
    expect(() => sim.scheduleChange({ atSec: 3, flow: 4, key: 'maxWindowPackets', value: 5 })).toThrow(/no flow 4/);
    expect(() => sim.scheduleChange({ atSec: 3, link: 1, key: 'rateBps', value: 5e6 })).toThrow(/no bottleneck link 1/);
  });
});

describe('the timeline is validated like every other field', () => {
  const ok = (changes: unknown[]) => parseScenario({ ...dumbbell({ flows: [{ variant: 'vegas' }, { variant: 'reno', count: 2 }, { variant: 'cbr' }] }), changes });

  it('accepts a well-formed timeline and fills the queue defaults', () => {
    const r = ok([
      { atSec: 1, flow: 0, key: 'alpha', value: 2 },
      { atSec: 1, flow: 2, key: 'maxWindowPackets', value: 20 },
      { atSec: 2, link: 0, key: 'queue', value: { kind: 'red' } },
    ]);
    expect(r.ok && r.scenario.changes?.[2]).toEqual({ atSec: 2, link: 0, key: 'queue', value: { kind: 'red', minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002, gentle: false } });
  });

  it('an absent timeline stays absent (old scenarios read exactly as before)', () => {
    const r = parseScenario(dumbbell({ flows: [{ variant: 'reno' }] }));
    expect(r.ok && 'changes' in r.scenario).toBe(false);
  });

  it.each([
    ['an out-of-range value', [{ atSec: 1, flow: 0, key: 'alpha', value: 40 }], 'changes[0].value: must be a whole number from 0 to 30 packets (got 40)'],
    ['a time past the run', [{ atSec: 31, flow: 0, key: 'gamma', value: 2 }], 'changes[0].atSec: must be within the run (durationSec 30)'],
    ['a negative time', [{ atSec: -1, flow: 0, key: 'gamma', value: 2 }], 'changes[0].atSec: must be a number from 0 to 36000 s (got -1)'],
    ['changes out of order', [{ atSec: 5, flow: 0, key: 'gamma', value: 2 }, { atSec: 4, flow: 0, key: 'gamma', value: 3 }], 'changes[1].atSec: must not be earlier than the change before it (5 s): changes are listed in time order'],
    ['a flow that does not exist', [{ atSec: 1, flow: 4, key: 'maxWindowPackets', value: 2 }], 'changes[0].flow: there is no flow 4: the scenario has 4 (numbered from 0, copies included)'],
    ['a knob the variant lacks (a copy of a Reno flow)', [{ atSec: 1, flow: 2, key: 'alpha', value: 2 }], 'changes[0].key: flow 2 is reno, which has no alpha (it has maxWindowPackets)'],
    ['a knob of a CBR source', [{ atSec: 1, flow: 3, key: 'maxWindowPackets', value: 2 }], 'changes[0].key: flow 3 is a CBR source: it has no maxWindowPackets'],
    ['α above β at that time', [{ atSec: 1, flow: 0, key: 'beta', value: 5 }, { atSec: 2, flow: 0, key: 'alpha', value: 6 }], 'changes[1].value: alpha must not exceed beta (5) at that time'],
    ['an unknown key', [{ atSec: 1, link: 0, key: 'alpha', value: 2 }], 'changes[0].key: must be one of rateBps, delaySec, bufferPackets, queue for a link (got "alpha")'],
    ['both a flow and a link', [{ atSec: 1, flow: 0, link: 0, key: 'rateBps', value: 2 }], 'changes[0].flow: a change names either a flow (flow: index) or a bottleneck link (link: 0 for R1→R2)'],
    ['a link that does not exist', [{ atSec: 1, link: 2, key: 'delaySec', value: 0.1 }], 'changes[0].link: there is no link 2: the network has 1 (0 is R1→R2)'],
    ['inverted RED thresholds', [{ atSec: 1, link: 0, key: 'queue', value: { kind: 'red', minThPackets: 20, maxThPackets: 10 } }], 'changes[0].value.maxThPackets: must be greater than minThPackets (20)'],
    ['an unknown field', [{ atSec: 1, flow: 0, key: 'alpha', value: 2, when: 3 }], 'changes[0]: unknown field "when"'],
  ])('refuses %s, naming the field and the range', (_name, changes, message) => {
    const r = ok(changes);
    expect(r.ok ? [] : r.problems.map(formatProblem)).toContain(message);
  });

  it('the cost limit counts every rate the timeline sets (De Vendictis, 600 s of 500-byte packets: a 10 s change to 1815 Mb/s lets the flows run at their access rate)', () => {
    const dv = PRESETS['devendictis-vegas-reno'];
    expect(dv).toBeDefined();
    expect(parseScenario(dv).ok).toBe(true);
    const r = parseScenario({ ...(dv as object), changes: [{ atSec: 10, link: 0, key: 'rateBps', value: 1815e6 }] });
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([expect.stringMatching(/^flows\[0\]\.access\.rateBps: the run would take about [\d.e+]+ engine events to simulate; the limit is 1e\+8: /)]);
  });

  it('a rate the timeline raises is what the cost names when the link bounds the flows (ten NewReno flows, a link raised from 1 to 100 Mb/s for an hour)', () => {
    const r = parseScenario({
      version: 2,
      durationSec: 3600,
      bottleneck: { rateBps: 1e6 },
      flows: [{ variant: 'newreno', count: 10, access: { rateBps: 1e9, delaySec: 0.001 } }],
      changes: [{ atSec: 1, link: 0, key: 'rateBps', value: 1e8 }],
    });
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([expect.stringMatching(/^changes\[0\]\.value: the run would take about .* \(lower changes\[0\]\.value, the number of flows or durationSec\)$/)]);
  });

  it('holds at most 2000 changes', () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ atSec: i / 100, flow: 0, key: 'gamma', value: 1 }));
    const r = ok(many);
    expect(r.ok ? [] : r.problems.map(formatProblem)).toContain('changes: must have at most 2000 changes');
  });
});

describe('timelineUntil (a branch’s starting point)', () => {
  const r = parseScenario({
    version: 2,
    durationSec: 60,
    flows: [{ variant: 'reno' }],
    changes: [
      { atSec: 5, link: 0, key: 'rateBps', value: 1e6 },
      { atSec: 10, link: 0, key: 'bufferPackets', value: 30 },
      { atSec: 20, flow: 0, key: 'maxWindowPackets', value: 12 },
    ],
  });
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  const s = r.scenario;
  it.each([
    { t: 0, kept: [] },
    { t: 5, kept: [5] },
    { t: 9.999, kept: [5] },
    { t: 10, kept: [5, 10] },
    { t: 60, kept: [5, 10, 20] },
  ])('at $t s keeps the changes at $kept s', ({ t, kept }) => {
    expect((timelineUntil(s, t).changes ?? []).map((c) => c.atSec)).toEqual(kept);
  });
  it('returns the scenario itself when nothing is dropped, and no empty timeline', () => {
    expect(timelineUntil(s, 60)).toBe(s);
    expect('changes' in timelineUntil(s, 1)).toBe(false);
  });
});
