// The Node adapter of the validation runner (src/experiments/validation/runCases.ts) for ns-2: runs
// as `ns` processes. Ours run in worker threads (workerThreadPool.ts).
import { toRun, type RunSummary } from '../experiments/runSummary';
import type { RunFn } from '../experiments/validation/runCases';
import { runNs2, type Ns2RunResult } from './ns2';

export const fromNs2 = (r: Ns2RunResult, wallSec: number): RunSummary => toRun(r, wallSec);

/** ns-2 through the exporter and `ns` (src/cli/ns2.ts). */
export const runNs2Summary: RunFn = async (scenario) => {
  const { result, wallSec } = await runNs2(scenario);
  return fromNs2(result, wallSec);
};
