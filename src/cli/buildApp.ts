// Builds the app as it ships (`vite build`, production mode) for whatever serves it locally: the
// end-to-end tests, the browser benchmarks, the UI monkey. The build runs in a Node process of its
// own whose NODE_ENV is "production": Vite decides production from the NODE_ENV it finds, and a
// caller such as Vitest (which sets "test") would otherwise get React's development runtime, several
// times slower and not what students load.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface AppBuild {
  /** Where the build goes (emptied first). */
  outDir: string;
  /** The public base path (`vite build --base`), '/' when absent. */
  base?: string;
  /** Environment variables for the build only (e.g. VITE_EMBED_ORIGINS). */
  env?: Record<string, string>;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/** Vite's command-line entry, as installed beside this project. */
function viteBin(): string {
  return join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
}

/** Builds the app for production into `outDir`; rejects with Vite's exit status when the build fails. */
export function buildApp({ outDir, base = '/', env = {}, logLevel = 'warn' }: AppBuild): Promise<void> {
  const args = [viteBin(), 'build', '--outDir', outDir, '--emptyOutDir', '--base', base, '--logLevel', logLevel];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build ${signal ? `was stopped by ${signal}` : `exited with status ${code}`} (output above)`));
    });
  });
}
