// Property-based tests: random valid scenarios never break the physics.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Simulation } from '../../src/sim/Simulation';
import { parseScenario } from '../../src/sim/scenario/Scenario';
import { checkInvariants } from './invariants';
import { formatProblem } from '../../src/sim/scenario/formatProblem';
import { validateScenario } from '../../src/sim/scenario/Scenario';

const link = fc.record({
  rateBps: fc.integer({ min: 100_000, max: 20_000_000 }),
  delaySec: fc.double({ min: 0, max: 0.05, noNaN: true }),
});

const flow = fc.oneof(
  fc.record({ variant: fc.constantFrom('tahoe', 'reno', 'newreno') }),
  fc.record({ variant: fc.constant('vegas'), alpha: fc.integer({ min: 0, max: 4 }), beta: fc.integer({ min: 4, max: 8 }), gamma: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ variant: fc.constant('enhanced-vegas'), delta: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ variant: fc.constant('vegas-plus'), countMax: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ variant: fc.constant('cbr'), rateBps: fc.integer({ min: 10_000, max: 2_000_000 }) }),
).chain((f) =>
  fc.record({
    access: link,
    egress: link,
    startSec: fc.double({ min: 0, max: 2, noNaN: true }),
    maxWindowPackets: fc.integer({ min: 1, max: 200 }),
  }).map((common) => ({ ...f, ...common })),
);

const queue = fc.oneof(
  fc.constant({ kind: 'droptail' }),
  fc.record({
    kind: fc.constant('red'),
    minThPackets: fc.integer({ min: 0, max: 10 }),
    maxThPackets: fc.integer({ min: 11, max: 40 }),
    maxP: fc.double({ min: 0.01, max: 1, noNaN: true }),
    weight: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
    gentle: fc.boolean(),
  }),
);

const scenario = fc.record({
  version: fc.constant(1),
  seed: fc.integer({ min: 0, max: 1000 }),
  durationSec: fc.double({ min: 0.5, max: 4, noNaN: true }),
  packetSizeBytes: fc.integer({ min: 100, max: 1500 }),
  bottleneck: fc.record({
    rateBps: fc.integer({ min: 100_000, max: 10_000_000 }),
    delaySec: fc.double({ min: 0, max: 0.05, noNaN: true }),
    bufferPackets: fc.integer({ min: 2, max: 60 }),
    queue,
  }),
  flows: fc.array(flow, { minLength: 1, maxLength: 5 }),
});

describe('random valid scenarios', () => {
  it('are accepted, run to the end, and keep every invariant at every sample', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const parsed = parseScenario(s);
        expect(parsed.ok, parsed.ok ? '' : parsed.problems.map(formatProblem).join('\n')).toBe(true);
        const sim = new Simulation(validateScenario(s));
        sim.observe(checkInvariants, 0.05);
        const r = sim.run();
        expect(sim.now).toBe(s.durationSec);
        const total = r.flows.reduce((a, f) => a + f.goodputBps, 0);
        // Goodput can never exceed what the bottleneck carries.
        expect(total).toBeLessThanOrEqual(s.bottleneck.rateBps * 1.0001);
        expect(r.bottleneck.utilization).toBeGreaterThanOrEqual(0);
        expect(r.bottleneck.utilization).toBeLessThanOrEqual(1);
        expect(r.jainIndex).toBeGreaterThan(0);
        expect(r.jainIndex).toBeLessThanOrEqual(1 + 1e-12);
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('are deterministic', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const a = JSON.stringify(new Simulation(validateScenario(s)).run());
        const b = JSON.stringify(new Simulation(validateScenario(s)).run());
        expect(a).toBe(b);
      }),
      { numRuns: 15, seed: 7 },
    );
  });
});
