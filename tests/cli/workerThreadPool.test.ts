// The worker-thread pool gives exactly the in-process results (same scenario + seed → same run,
// whichever thread runs it), cancel stops a sweep under way, and a warmed pool runs the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentById, experimentPlan } from '../../src/experiments/catalogue';
import { CancelToken, InProcessRunner } from '../../src/experiments/Runner';
import { runSweep, warmScenarios, type RunResult } from '../../src/experiments/sweep';
import type { WorkerPool } from '../../src/experiments/WorkerPool';
import { bundleRunWorker } from '../../src/cli/workerBundle';
import { workerThreadPool } from '../../src/cli/workerThreadPool';

const plan = experimentPlan(experimentById('newreno-reno')!); // 12 runs of 0.05 s
const strip = (rs: RunResult[]) => rs.map((r) => ({ ...r, wallSec: 0 }));

describe('workerThreadPool', () => {
  let pool: WorkerPool;
  beforeAll(() => {
    pool = workerThreadPool(bundleRunWorker(), 2);
  }, 60_000);
  afterAll(() => pool.close());

  it('gives the in-process results, run for run', async () => {
    const inProcess = await runSweep(plan, new InProcessRunner());
    const pooled = await runSweep(plan, pool);
    expect(pooled.status).toBe('done');
    expect(strip(pooled.results)).toEqual(strip(inProcess.results));
  }, 60_000);

  it('stops on cancel and keeps working afterwards', async () => {
    const cancel = new CancelToken();
    let n = 0;
    const r = await runSweep(plan, pool, { cancel, onResult: () => ++n === 3 && cancel.cancel() });
    expect(r.status).toBe('cancelled');
    expect(r.results.length).toBeLessThan(12);
    const again = await runSweep(plan, pool);
    expect(again.results.length).toBe(12);
  }, 60_000);

  it('a warm-up changes no result, and a bad scenario fails its run with the reason', async () => {
    pool.warm(warmScenarios(plan), 20_000);
    const inProcess = await runSweep(plan, new InProcessRunner());
    expect(strip((await runSweep(plan, pool)).results)).toEqual(strip(inProcess.results));
    await expect(pool.run({ version: 2, flows: [] } as never)).rejects.toThrow(/flow/i);
  }, 60_000);
});
