// Worker thread for `npm run validate` (bundled by esbuild): runs one scenario per message in our
// engine and posts back its RunSummary. A thin adapter over Simulation; all logic lives elsewhere.
import { parentPort } from 'node:worker_threads';
import { Simulation } from '../sim/Simulation';
import { fromOurs } from '../experiments/validation/runCases';

parentPort!.on('message', (m: { scenario: unknown }) => {
  try {
    const t0 = performance.now();
    const summary = new Simulation(m.scenario).run();
    parentPort!.postMessage({ ok: true, summary: fromOurs(summary, (performance.now() - t0) / 1000) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
