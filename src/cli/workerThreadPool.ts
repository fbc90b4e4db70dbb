// The experiments' Runner on Node worker threads: one worker per slot, each running one scenario at
// a time (the bundled src/cli/validationWorker.ts). Cancel stops the runs under way by terminating
// their workers and starting fresh ones.
import { Worker } from 'node:worker_threads';
import { CancelledError, type CancelToken, type Runner } from '../experiments/Runner';
import type { RunSummary } from '../experiments/validation/types';
import type { ScenarioInput } from '../sim/scenario/Scenario';

type Reply = { ok: true; summary: RunSummary } | { ok: false; error: string };

export class WorkerThreadRunner implements Runner {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly waiting: ((w: Worker) => void)[] = [];

  constructor(
    private readonly bundle: string,
    readonly slots: number,
  ) {
    for (let i = 0; i < slots; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const w = new Worker(this.bundle);
    this.all.add(w);
    return w;
  }

  async run(scenario: ScenarioInput, cancel?: CancelToken): Promise<RunSummary> {
    if (cancel?.cancelled) throw new CancelledError();
    let w = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    try {
      return await new Promise<RunSummary>((resolve, reject) => {
        const stop = cancel?.onCancel(() => {
          w.removeAllListeners('message').removeAllListeners('error');
          void w.terminate();
          this.all.delete(w);
          w = this.spawn();
          reject(new CancelledError());
        });
        w.once('message', (m: Reply) => {
          stop?.();
          w.removeAllListeners('error');
          if (m.ok) resolve(m.summary);
          else reject(new Error(m.error));
        });
        w.once('error', (e: Error) => {
          stop?.();
          w.removeAllListeners('message');
          reject(e);
        });
        w.postMessage({ scenario });
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next(w);
      else this.idle.push(w);
    }
  }

  close(): void {
    for (const w of this.all) void w.terminate();
    this.all.clear();
  }
}
