// Builds the app into a directory of its own with a given base path and serves it with
// `vite preview`: for tests that need a build other than the shared one (a sub-path, a changed
// service worker). Build once per test file: it costs seconds of CPU.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { buildApp } from '../../src/cli/buildApp';

export interface ServedBuild {
  /** The build's directory on disk. */
  outDir: string;
  /** The site's address, ending in the base path (e.g. http://127.0.0.1:4173/course/tcp-lab/). */
  url: string;
  close: () => Promise<void>;
}

/** Builds with `base` and, for the build only, the environment variables `env` (e.g. VITE_EMBED_ORIGINS). */
export async function buildAndServe(base: string, env: Record<string, string> = {}): Promise<ServedBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'tfl-build-'));
  await buildApp({ outDir, base, env, logLevel: 'error' });
  const server = await preview({ logLevel: 'warn', base, build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return {
    outDir,
    url,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
