// The order a sweep hands runs out: costliest first by an estimate read from the scenario, ties in
// grid order; results still come back in grid order.
import { describe, expect, it } from 'vitest';
import type { Runner } from '../../src/experiments/Runner';
import { longestFirst, runCost } from '../../src/experiments/schedule';
import { runSweep, type SweepPlan } from '../../src/experiments/sweep';
import type { RunSummary } from '../../src/experiments/runSummary';
import type { ScenarioInput } from '../../src/sim/scenario/Scenario';

const reno = { variant: 'reno' as const };

describe('runCost', () => {
  const base: ScenarioInput = { version: 2, durationSec: 10, bottleneck: { rateBps: 1e6 }, packetSizeBytes: 1000, flows: [reno] };
  it('is the bottleneck packets the run can carry, weighted by 1 + flows/50', () => {
    // 1 Mb/s of 1000-byte packets is 125 packets/s; for 10 s, 1250; one flow: × 1.02.
    expect(runCost(base)).toBeCloseTo(1250 * 1.02, 9);
    expect(runCost({ ...base, flows: [{ ...reno, count: 50 }] })).toBeCloseTo(1250 * 2, 9);
  });
  it('grows in proportion to the duration and the bottleneck rate', () => {
    expect(runCost({ ...base, durationSec: 40 }) / runCost(base)).toBeCloseTo(4, 12);
    expect(runCost({ ...base, bottleneck: { rateBps: 3e6 } }) / runCost(base)).toBeCloseTo(3, 12);
  });
});

describe('longestFirst', () => {
  it.each([
    { costs: [], order: [] },
    { costs: [5], order: [0] },
    { costs: [1, 3, 2], order: [1, 2, 0] },
    { costs: [2, 2, 2], order: [0, 1, 2] },
    { costs: [1, 4, 1, 4, 2], order: [1, 3, 4, 0, 2] },
  ])('orders $costs as $order', ({ costs, order }) => {
    expect(longestFirst(costs)).toEqual(order);
  });
});

/** Records the scenarios in the order asked for, and answers with the seed as the drop count. */
class RecordingRunner implements Runner {
  readonly asked: number[] = [];
  constructor(readonly slots: number) {}
  async run(s: ScenarioInput): Promise<RunSummary> {
    this.asked.push(s.durationSec!);
    await Promise.resolve();
    return { flows: [], jainIndex: 1, bottleneck: { drops: s.seed!, utilization: 1, meanQueuePackets: 0 }, wallSec: 0 };
  }
  close(): void {}
}

describe('runSweep hands runs out longest first', () => {
  // Point x runs for x seconds: the grid lists short ones first.
  const plan: SweepPlan = {
    measures: ['drops'],
    series: [
      {
        id: 's',
        label: 's',
        measure: { classBy: 'flow' },
        points: [10, 30, 20].map((x) => ({ id: `p${x}`, x, label: `${x}`, reps: 2, scenario: (r: number): ScenarioInput => ({ version: 2, seed: x + r, durationSec: x, flows: [reno] }) })),
      },
    ],
  };
  it('asks for the costliest runs first, replications of a point in order, and returns results in grid order', async () => {
    const runner = new RecordingRunner(2);
    const { results } = await runSweep(plan, runner);
    expect(runner.asked).toEqual([30, 30, 20, 20, 10, 10]);
    expect(results.map((r) => `${r.point}.${r.rep}:${r.values.drops}`)).toEqual(['0.1:11', '0.2:12', '1.1:31', '1.2:32', '2.1:21', '2.2:22']);
  });
  it('orders only the runs left to do (a cache holds the rest)', async () => {
    const runner = new RecordingRunner(1);
    await runSweep(plan, runner, { skip: (j) => j.point === 1 });
    expect(runner.asked).toEqual([20, 20, 10, 10]);
  });
});
