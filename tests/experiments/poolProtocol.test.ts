// What a pool's worker answers: a run's summary (the engine's own), a run's measures (the numbers
// the page would have computed from that summary), a warm-up that ends even when its scenario has
// little or nothing to do, and a bad scenario's reason.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/experiments/poolProtocol';
import { runScenario } from '../../src/experiments/Runner';
import { measureRun, type SweepPlan } from '../../src/experiments/sweep';
import type { ScenarioInput } from '../../src/sim/scenario/Scenario';

const s: ScenarioInput = { version: 2, seed: 4, durationSec: 3, flows: [{ variant: 'reno' }, { variant: 'vegas' }] };
const clock = () => 0;

describe('answer', () => {
  it('runs a scenario to the summary runScenario gives', () => {
    const reply = answer({ type: 'run', id: 7, scenario: s }, clock);
    expect(reply).toEqual({ type: 'done', id: 7, summary: runScenario(s, clock) });
  });
  it('measures a run where it ran: the numbers the summary gives on the page, bit for bit, in the order asked', () => {
    // A finite transfer (transfer:, completion:) and Reno's and Vegas's models (they read the scenario too).
    const t: ScenarioInput = { version: 2, seed: 5, durationSec: 8, bottleneck: { bufferPackets: 6 }, flows: [{ variant: 'reno', name: 'R', bytes: 200_000 }, { variant: 'vegas', name: 'V' }] };
    const keys = ['jain', 'goodput:R', 'transfer:R', 'completion:R', 'lossRate:R', 'mathis:R', 'padhye:R', 'vegasLow:V', 'vegasHigh:V', 'queue', 'ratio:R/V', 'goodput:nobody'];
    const ctx = { classBy: 'flow' as const };
    const reply = answer({ type: 'measure', id: 9, scenario: t, spec: { keys, ctx } }, clock);
    const plan: SweepPlan = { measures: keys, series: [{ id: 's', label: 's', measure: ctx, points: [{ id: 'p', x: 0, label: 'p', reps: 1, scenario: () => t }] }] };
    const onPage = measureRun(plan, { series: 0, point: 0, rep: 1 }, t, runScenario(t, clock));
    expect(reply).toEqual({ type: 'measured', id: 9, values: keys.map((k) => onPage.values[k]), wallSec: 0 });
    const values = reply.type === 'measured' ? reply.values : [];
    expect(Number.isFinite(values[2]) && Number.isFinite(values[5])).toBe(true);
    expect(values.at(-1)).toBeNaN();
  });
  it('warms up on a scenario until the budget of events, then says so', () => {
    expect(answer({ type: 'warm', id: 3, scenarios: [s, { ...s, flows: [{ variant: 'cubic' }] }], events: 50_000 }, clock)).toEqual({ type: 'warmed', id: 3 });
  });
  it('measures the warm-up runs, to their end or cut short by the budget, when given what to measure (and answers the same)', () => {
    const spec = { keys: ['jain', 'mathis:A'], ctx: { classBy: 'flow' as const } };
    const short: ScenarioInput = { ...s, durationSec: 1, flows: [{ variant: 'reno', name: 'A' }] };
    expect(answer({ type: 'warm', id: 4, scenarios: [short], events: 20_000, spec }, clock)).toEqual({ type: 'warmed', id: 4 });
    // It does measure: a key that names no measure fails the warm-up with the measure's reason.
    const bad = answer({ type: 'warm', id: 5, scenarios: [short], events: 20_000, spec: { ...spec, keys: ['nonsense'] } }, clock);
    // A budget far below one run still measures (the summary so far).
    expect(answer({ type: 'warm', id: 6, scenarios: [s], events: 500, spec: { ...spec, keys: ['nonsense'] } }, clock)).toMatchObject({ type: 'failed', id: 6 });
    expect(bad).toMatchObject({ type: 'failed', id: 5 });
    expect(bad.type === 'failed' && bad.error).toMatch(/nonsense/);
  });
  it('ends a warm-up whose scenario has no events to run', () => {
    const idle: ScenarioInput = { version: 2, durationSec: 1, flows: [{ variant: 'reno', startSec: 5 }] };
    expect(answer({ type: 'warm', id: 1, scenarios: [idle], events: 1e9 }, clock)).toEqual({ type: 'warmed', id: 1 });
  });
  it('fails a scenario that is not valid, with the reason', () => {
    const reply = answer({ type: 'run', id: 2, scenario: { version: 2, flows: [] } as unknown as ScenarioInput }, clock);
    expect(reply).toMatchObject({ type: 'failed', id: 2 });
    expect(reply.type === 'failed' && reply.error).toMatch(/flow/i);
  });
});
