// The experiments' Runner in the browser: a pool of Web Workers (src/worker/experiment.worker.ts),
// one per core by default (navigator.hardwareConcurrency), each running one scenario at a time.
// Cancel terminates the workers running and starts fresh ones. Where no worker can start, the
// same runs go in this thread (InProcessRunner).
import { CancelledError, InProcessRunner, type CancelToken, type Runner } from '../../experiments/Runner';
import type { RunSummary } from '../../experiments/validation/types';
import type { ScenarioInput } from '../../sim/scenario/Scenario';
import type { RunReply, RunRequest } from '../../worker/experimentProtocol';

const makeWorker = (): Worker => new Worker(new URL('../../worker/experiment.worker.ts', import.meta.url), { type: 'module', name: 'experiment' });

/** Workers the pool starts by default: one per logical core the browser reports (at least 1). */
export const defaultWorkers = (): number => Math.max(1, navigator.hardwareConcurrency || 1);

export class WebWorkerRunner implements Runner {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly waiting: ((w: Worker) => void)[] = [];
  private nextId = 1;

  constructor(readonly slots: number = defaultWorkers()) {
    for (let i = 0; i < slots; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const w = makeWorker();
    this.all.add(w);
    return w;
  }

  async run(scenario: ScenarioInput, cancel?: CancelToken): Promise<RunSummary> {
    if (cancel?.cancelled) throw new CancelledError();
    let w = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    const id = this.nextId++;
    try {
      return await new Promise<RunSummary>((resolve, reject) => {
        const done = () => {
          w.onmessage = null;
          w.onerror = null;
          stop?.();
        };
        const stop = cancel?.onCancel(() => {
          done();
          w.terminate();
          this.all.delete(w);
          w = this.spawn();
          reject(new CancelledError());
        });
        w.onmessage = (e: MessageEvent<RunReply>) => {
          if (e.data.id !== id) return;
          done();
          if (e.data.type === 'done') resolve(e.data.summary);
          else reject(new Error(e.data.error));
        };
        w.onerror = (e: ErrorEvent) => {
          done();
          reject(new Error(e.message || 'the experiment worker failed to start'));
        };
        const request: RunRequest = { type: 'run', id, scenario };
        w.postMessage(request);
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next(w);
      else this.idle.push(w);
    }
  }

  close(): void {
    for (const w of this.all) w.terminate();
    this.all.clear();
  }
}

/** A worker pool of `slots`, or this thread where Workers are unavailable. */
export function browserRunner(slots?: number): Runner {
  try {
    if (typeof Worker === 'undefined') return new InProcessRunner();
    return new WebWorkerRunner(slots);
  } catch {
    return new InProcessRunner();
  }
}
