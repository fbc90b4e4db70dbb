// Builds the app into a directory of its own with a given base path and serves it with
// `vite preview`: for the end-to-end suite's second build (server.ts), served from a sub-path.
// A build costs seconds of CPU: tests share that one (subPathBuild.ts) rather than make their own.
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

/** The second build's base path: a course site's, as a teacher would place the lab. */
export const SUB_PATH = '/course/tcp-lab/';

/**
 * The second build's environment: its embedding list (VITE_EMBED_ORIGINS) allows the docs
 * folder's origin (`docsUrl`, where the example course page is served) and one origin no test serves.
 */
export function subPathEnv(docsUrl: string): Record<string, string> {
  return { VITE_EMBED_ORIGINS: `${new URL(docsUrl).origin} https://moodle.example.edu` };
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
