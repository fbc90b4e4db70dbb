// A minimal static file server for end-to-end tests that need a second origin (a course page
// that embeds the lab): serves one folder on a free local port.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.md': 'text/markdown; charset=utf-8' };

export interface StaticServer {
  /** The folder's address, ending in '/'. */
  url: string;
  close: () => Promise<void>;
}

export async function serveFolder(folder: string): Promise<StaticServer> {
  const root = resolve(folder);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the static server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((ok) => server.close(() => ok())) };
}
