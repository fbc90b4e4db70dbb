// The experiments' run pool on Node worker threads (WorkerPool over the bundled
// src/cli/validationWorker.ts): this file only says how to start one worker thread.
import { Worker } from 'node:worker_threads';
import { WorkerPool } from '../experiments/WorkerPool';
import type { PoolReply } from '../experiments/poolProtocol';

/** A pool of `workers` threads running the worker bundle (workerBundle.ts: bundleRunWorker). */
export function workerThreadPool(bundle: string, workers: number): WorkerPool {
  return new WorkerPool((onReply, onError) => {
    const w = new Worker(bundle);
    w.on('message', (m: PoolReply) => onReply(m));
    w.on('error', (e: Error) => onError(e.stack ?? e.message));
    return { post: (request) => w.postMessage(request), terminate: () => void w.terminate() };
  }, workers);
}
