// The Node adapters of the validation runner (src/experiments/validation/runCases.ts): ns-2 runs
// as `ns` processes, ours in a pool of worker threads.
import { Worker } from 'node:worker_threads';
import { toRun, type RunFn } from '../experiments/validation/runCases';
import type { RunSummary } from '../experiments/validation/types';
import { runNs2, type Ns2RunResult } from './ns2';

export const fromNs2 = (r: Ns2RunResult, wallSec: number): RunSummary => toRun(r, wallSec);

/** ns-2 through the exporter and `ns` (src/cli/ns2.ts). */
export const runNs2Summary: RunFn = async (scenario) => {
  const { result, wallSec } = await runNs2(scenario);
  return fromNs2(result, wallSec);
};

/**
 * Our engine in worker threads running `bundle` (src/cli/validationWorker.ts built by esbuild):
 * one worker per slot, each running one scenario at a time.
 */
export class OursWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly waiting: ((w: Worker) => void)[] = [];

  constructor(bundle: string, size: number) {
    for (let i = 0; i < size; i++) {
      const w = new Worker(bundle);
      this.all.push(w);
      this.idle.push(w);
    }
  }

  readonly run: RunFn = async (scenario) => {
    const w = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    try {
      return await new Promise<RunSummary>((resolve, reject) => {
        const onMessage = (m: { ok: true; summary: RunSummary } | { ok: false; error: string }) => {
          w.off('error', onError);
          if (m.ok) resolve(m.summary);
          else reject(new Error(m.error));
        };
        const onError = (e: Error) => {
          w.off('message', onMessage);
          reject(e);
        };
        w.once('message', onMessage);
        w.once('error', onError);
        w.postMessage({ scenario });
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next(w);
      else this.idle.push(w);
    }
  };

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}

