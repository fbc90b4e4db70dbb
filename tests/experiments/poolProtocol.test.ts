// What a pool's worker answers: a run's summary (the engine's own), a warm-up that ends even when
// its scenario has little or nothing to do, and a bad scenario's reason.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/experiments/poolProtocol';
import { runScenario } from '../../src/experiments/Runner';
import type { ScenarioInput } from '../../src/sim/scenario/Scenario';

const s: ScenarioInput = { version: 2, seed: 4, durationSec: 3, flows: [{ variant: 'reno' }, { variant: 'vegas' }] };
const clock = () => 0;

describe('answer', () => {
  it('runs a scenario to the summary runScenario gives', () => {
    const reply = answer({ type: 'run', id: 7, scenario: s }, clock);
    expect(reply).toEqual({ type: 'done', id: 7, summary: runScenario(s, clock) });
  });
  it('warms up on a scenario until the budget of events, then says so', () => {
    expect(answer({ type: 'warm', id: 3, scenario: s, events: 50_000 }, clock)).toEqual({ type: 'warmed', id: 3 });
  });
  it('ends a warm-up whose scenario has no events to run', () => {
    const idle: ScenarioInput = { version: 2, durationSec: 1, flows: [{ variant: 'reno', startSec: 5 }] };
    expect(answer({ type: 'warm', id: 1, scenario: idle, events: 1e9 }, clock)).toEqual({ type: 'warmed', id: 1 });
  });
  it('fails a scenario that is not valid, with the reason', () => {
    const reply = answer({ type: 'run', id: 2, scenario: { version: 2, flows: [] } as unknown as ScenarioInput }, clock);
    expect(reply).toMatchObject({ type: 'failed', id: 2 });
    expect(reply.type === 'failed' && reply.error).toMatch(/flow/i);
  });
});
