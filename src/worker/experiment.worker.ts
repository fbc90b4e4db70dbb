// The experiments' Web Worker: answers the run pool's requests (src/experiments/poolProtocol.ts)
// for the browser's pool (src/ui/experiments/WebWorkerRunner.ts). A thin adapter over pure code.
/// <reference lib="webworker" />
import { answer, type PoolRequest } from '../experiments/poolProtocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<PoolRequest>) => self.postMessage(answer(e.data, () => performance.now()));
