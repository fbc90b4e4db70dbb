// The sweep scheduler on the in-process runner and on a fake one: grid order, streaming results,
// progress and ETA, cancel, and aggregation per point.
import { describe, expect, it } from 'vitest';
import { experimentById, experimentPlan } from '../../src/experiments/catalogue';
import { CancelledError, CancelToken, InProcessRunner, runScenario, type Runner } from '../../src/experiments/Runner';
import { aggregateResults, runSweep, sweepJobs, warmScenarios, type SweepPlan, type SweepProgress } from '../../src/experiments/sweep';
import type { RunSummary } from '../../src/experiments/runSummary';
import type { ScenarioInput } from '../../src/sim/scenario/Scenario';

/** A runner that answers at once with goodputs read from the scenario (flow i gets seed × (i + 1)). */
class FakeRunner implements Runner {
  readonly started: ScenarioInput[] = [];
  constructor(readonly slots: number) {}
  async run(s: ScenarioInput, cancel?: CancelToken): Promise<RunSummary> {
    this.started.push(s);
    await Promise.resolve();
    if (cancel?.cancelled) throw new CancelledError();
    const g = (i: number) => (s.seed ?? 1) * (i + 1);
    return {
      flows: s.flows.map((f, i) => ({ name: f.name ?? `f${i}`, variant: f.variant, goodputBps: g(i), sentPackets: 0, retransmittedPackets: 0, timeouts: 0, drops: 0, meanQueuePackets: 0 })),
      jainIndex: 1,
      bottleneck: { drops: s.seed ?? 0, utilization: 1, meanQueuePackets: 0 },
      wallSec: 0,
    };
  }
  close(): void {}
}

const flow = { variant: 'reno' as const, name: 'A' };
const plan: SweepPlan = {
  measures: ['drops', 'goodput:A'],
  series: [
    {
      id: 's',
      label: 's',
      measure: { classBy: 'flow' },
      points: [1, 2].map((x) => ({ id: `p${x}`, x, label: `${x}`, reps: 3, scenario: (r: number): ScenarioInput => ({ version: 2, seed: 10 * x + r, flows: [flow] }) })),
    },
  ],
};

describe('sweepJobs', () => {
  it('lists series × points × replications in grid order', () => {
    expect(sweepJobs(plan).map((j) => `${j.point}.${j.rep}`)).toEqual(['0.1', '0.2', '0.3', '1.1', '1.2', '1.3']);
  });
});

describe('warmScenarios', () => {
  it('is the first run at both ends of each series (each series its own code to compile; a point alone once)', () => {
    const three: SweepPlan = { ...plan, series: [plan.series[0], { ...plan.series[0], id: 't', points: plan.series[0].points.slice(1) }, { ...plan.series[0], id: 'u', points: [] }] };
    expect(warmScenarios(three).map((s) => s.seed)).toEqual([11, 21, 21]);
  });
});

describe('runSweep', () => {
  it('streams every result, reports progress to the end and aggregates per point', async () => {
    const seen: number[] = [];
    const progress: SweepProgress[] = [];
    const { status, results } = await runSweep(plan, new FakeRunner(2), { onResult: (r) => seen.push(r.values.drops), onProgress: (p) => progress.push(p) });
    expect(status).toBe('done');
    expect(seen.sort()).toEqual([11, 12, 13, 21, 22, 23]);
    expect(progress[0]).toMatchObject({ done: 0, total: 6, etaSec: null });
    expect(progress.at(-1)).toMatchObject({ done: 6, total: 6, etaSec: 0 });
    const agg = aggregateResults(plan, results);
    // Point 2: drops 21, 22, 23 → mean 22, SD 1, CI 4.303/√3.
    const p2 = agg.find((a) => a.point === 1 && a.measure === 'drops')!.agg;
    expect(p2).toMatchObject({ n: 3, mean: 22, sd: 1 });
    expect(p2.ci95).toBeCloseTo(4.303 / Math.sqrt(3), 3);
    expect(agg.find((a) => a.point === 0 && a.measure === 'goodput:A')!.agg.mean).toBe(12);
  });

  it('aggregates the same to the last bit whatever order the runs finished in', () => {
    const results = [0.1, 0.7, 0.2].map((v, k) => ({ series: 0, point: 0, rep: k + 1, values: { drops: v, 'goodput:A': v }, wallSec: 0 }));
    expect(aggregateResults(plan, [...results].reverse())).toEqual(aggregateResults(plan, results));
  });

  it('keeps at most `slots` runs in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const runner = new FakeRunner(2);
    const run = runner.run.bind(runner);
    runner.run = async (s, c) => {
      most = Math.max(most, ++inFlight);
      try {
        return await run(s, c);
      } finally {
        inFlight--;
      }
    };
    await runSweep(plan, runner);
    expect(most).toBe(2);
  });

  it('stops on cancel: no run starts after it, and the status says so', async () => {
    const cancel = new CancelToken();
    const runner = new FakeRunner(1);
    let finished = 0;
    const { status, results } = await runSweep(plan, runner, { cancel, onResult: () => ++finished === 2 && cancel.cancel() });
    expect(status).toBe('cancelled');
    expect(results.length).toBe(2);
    expect(runner.started.length).toBe(2);
  });

  it('skips jobs already done (a cache or another shard)', async () => {
    const { results } = await runSweep(plan, new FakeRunner(1), { skip: (j) => j.rep !== 2 });
    expect(results.map((r) => r.values.drops)).toEqual([12, 22]);
  });

  it('a failing run fails the sweep with its message', async () => {
    const runner = new FakeRunner(1);
    runner.run = async () => {
      throw new Error('boom');
    };
    await expect(runSweep(plan, runner)).rejects.toThrow('boom');
  });
});

describe('the in-process runner', () => {
  it('gives what the engine gives, the same every time (determinism)', async () => {
    const e = experimentById('reno-vegas-droptail-red')!;
    const p = experimentPlan(e);
    const s = p.series[0].points[0].scenario(1);
    const runner = new InProcessRunner();
    const a = await runner.run(s);
    const b = runScenario(s);
    expect({ ...a, wallSec: 0 }).toEqual({ ...b, wallSec: 0 });
    expect(a.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas']);
  });
  it('refuses to start once cancelled', async () => {
    const cancel = new CancelToken();
    cancel.cancel();
    await expect(new InProcessRunner().run({ version: 2, flows: [flow] }, cancel)).rejects.toBeInstanceOf(CancelledError);
  });
});
