// The worker-thread entry as JavaScript worker_threads can load: the built CLI's own bundle when
// this runs from build/cli/, else bundled from TypeScript with esbuild into node_modules/.cache.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** The run worker (src/cli/validationWorker.ts: answers the run pool's requests), bundled. */
export function bundleRunWorker(): string {
  const built = join(here, 'validationWorker.js');
  if (existsSync(built)) return built;
  const outDir = join(root, 'node_modules/.cache/tcp-lab-validate');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'validation-worker.mjs');
  const { outputFiles } = buildSync({ entryPoints: [join(root, 'src/cli/validationWorker.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, outfile, logLevel: 'warning' });
  // Written aside and renamed into place: several processes (parallel test files) bundle at once,
  // and a worker must never load a file another is half-way through writing.
  const part = `${outfile}.${process.pid}.part`;
  writeFileSync(part, outputFiles[0].contents);
  renameSync(part, outfile);
  return outfile;
}
