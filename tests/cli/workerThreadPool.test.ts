// The worker-thread pool gives exactly the in-process results (same scenario + seed → same run,
// whichever thread runs it), and cancel stops a sweep under way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentById, experimentPlan } from '../../src/experiments/catalogue';
import { CancelToken, InProcessRunner } from '../../src/experiments/Runner';
import { runSweep, type RunResult } from '../../src/experiments/sweep';
import { bundleRunWorker } from '../../src/cli/workerBundle';
import { WorkerThreadRunner } from '../../src/cli/WorkerThreadRunner';

const plan = experimentPlan(experimentById('newreno-reno')!); // 12 runs of 0.05 s
const strip = (rs: RunResult[]) => rs.map((r) => ({ ...r, wallSec: 0 }));

describe('WorkerThreadRunner', () => {
  let pool: WorkerThreadRunner;
  beforeAll(() => {
    pool = new WorkerThreadRunner(bundleRunWorker(), 2);
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
});
