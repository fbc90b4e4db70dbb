// Bundles a worker-thread entry (TypeScript) with esbuild into node_modules/.cache, so worker_threads
// can load it without a TypeScript loader; returns the bundle's path.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** The run worker (src/cli/validationWorker.ts: one scenario in, its RunSummary out), bundled. */
export function bundleRunWorker(): string {
  const outDir = join(root, 'node_modules/.cache/tcp-lab-validate');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'validation-worker.mjs');
  buildSync({ entryPoints: [join(here, 'validationWorker.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
}
