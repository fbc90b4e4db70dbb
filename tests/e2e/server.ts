// Vitest global set-up for the end-to-end tests: builds the app, serves the build on a free
// local port, and hands its URL to the tests (inject('baseUrl')).
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

let server: PreviewServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir: 'dist' } });
  server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseUrl', url);
}

export async function teardown(): Promise<void> {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
