// Vitest global set-up for the end-to-end tests: builds the app, serves the build on a free
// local port, and hands its URL to the tests (inject('baseUrl')). Both end-to-end projects (`e2e`
// and `e2e-alone`, vite.config.ts) name this set-up; the build and its server are made once per
// test run and closed after the last project using them is done.
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/cli/buildApp';

interface Shared {
  ready: Promise<{ url: string; server: PreviewServer }>;
  users: number;
}

const KEY = Symbol.for('tcp-fairness-lab.e2e-server');
const holder = globalThis as unknown as { [KEY]?: Shared };

async function start(): Promise<{ url: string; server: PreviewServer }> {
  await buildApp({ outDir: 'dist' });
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { url, server };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { ready: start(), users: 0 });
  shared.users++;
  project.provide('baseUrl', (await shared.ready).url);
  return async () => {
    if (--shared.users > 0) return;
    delete holder[KEY];
    await (await shared.ready).server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
