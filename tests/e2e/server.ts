// Vitest global set-up for the end-to-end tests: builds the app, serves the build on a free
// local port, and hands its URL to the tests (inject('baseUrl')). Both end-to-end projects (`e2e`
// and `e2e-alone`, vite.config.ts) name this set-up; the build and its servers are made once per
// test run and closed after the last project using them is done.
//
// Beside it: the docs folder served from a second origin (inject('docsUrl'): a course page that
// frames the lab), and a second build, served from a sub-path and allowing that origin in its
// embedding list, made when a test first asks for it (buildServe.ts's subPathBuild): its build
// costs as much CPU as the first, so the files that need it (offline use, the embedding list)
// share one, and a run without them makes none.
import { createServer, type Server } from 'node:http';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/cli/buildApp';
import { buildAndServe, SUB_PATH, subPathEnv, type ServedBuild } from './buildServe';
import { serveFolder, type StaticServer } from './staticServer';

/** The servers of a test run. */
interface Servers {
  url: string;
  server: PreviewServer;
  docs: StaticServer;
  builds: Server;
  buildsUrl: string;
  /** The sub-path build, if a test asked for it. */
  subPath: () => Promise<ServedBuild> | undefined;
}

interface Shared {
  ready: Promise<Servers>;
  users: number;
}

const KEY = Symbol.for('tcp-fairness-lab.e2e-server');
const holder = globalThis as unknown as { [KEY]?: Shared };

/**
 * Answers `GET /sub-path` with the sub-path build's address and directory as JSON, from `made`
 * (which makes it on the first request): the tests run in worker processes, and this one process
 * makes it for all of them.
 */
async function serveBuilds(made: () => Promise<ServedBuild>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url !== '/sub-path') {
      res.writeHead(404).end('not found');
      return;
    }
    made().then(
      ({ outDir, url }) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ outDir, url })),
      (e: unknown) => res.writeHead(500).end(String(e)),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the builds server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

async function start(): Promise<Servers> {
  await buildApp({ outDir: 'dist' });
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  const docs = await serveFolder('docs');
  let subPath: Promise<ServedBuild> | undefined;
  const builds = await serveBuilds(() => (subPath ??= buildAndServe(SUB_PATH, subPathEnv(docs.url))));
  return { url, server, docs, builds: builds.server, buildsUrl: builds.url, subPath: () => subPath };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { ready: start(), users: 0 });
  shared.users++;
  const { url, docs, buildsUrl } = await shared.ready;
  project.provide('baseUrl', url);
  project.provide('docsUrl', docs.url);
  project.provide('buildsUrl', buildsUrl);
  return async () => {
    if (--shared.users > 0) return;
    delete holder[KEY];
    const { server, docs, builds, subPath } = await shared.ready;
    await Promise.all([
      server.close(),
      docs.close(),
      new Promise<void>((ok) => builds.close(() => ok())),
      subPath()?.then(
        (b) => b.close(),
        () => {},
      ),
    ]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The docs folder, served from an origin other than the builds'. */
    docsUrl: string;
    /** Where a test asks for the sub-path build (buildServe.ts's subPathBuild). */
    buildsUrl: string;
  }
}
