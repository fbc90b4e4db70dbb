// The experiments' Web Worker: runs one scenario per message to its summary (runScenario), for the
// browser's worker pool (src/ui/experiments/WebWorkerRunner.ts). A thin adapter over pure code.
/// <reference lib="webworker" />
import { runScenario } from '../experiments/Runner';
import type { RunRequest, RunReply } from './experimentProtocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<RunRequest>) => {
  const { id, scenario } = e.data;
  let reply: RunReply;
  try {
    reply = { type: 'done', id, summary: runScenario(scenario, () => performance.now()) };
  } catch (err) {
    reply = { type: 'failed', id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(reply);
};
