// Worker thread for `npm run validate` and `npm run sweep` (bundled by esbuild): runs one scenario
// per message in our engine and posts back its RunSummary. A thin adapter over runScenario.
import { parentPort } from 'node:worker_threads';
import { runScenario } from '../experiments/Runner';

parentPort!.on('message', (m: { scenario: unknown }) => {
  try {
    parentPort!.postMessage({ ok: true, summary: runScenario(m.scenario, () => performance.now()) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
