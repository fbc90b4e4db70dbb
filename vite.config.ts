// Vite builds the React app (src/main.tsx) with the simulation in a Web Worker; Vitest runs
// tests/: unit and component tests, then end-to-end tests in Debian's Chromium against a build.
import { defineConfig } from 'vitest/config';
import type { Connect, Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Text files in public/ (the validation report's Markdown) are UTF-8: say so, or browsers guess
 * another charset and garble "≤", "α" and "–". Vite's static server keeps a Content-Type set before it.
 */
function utf8Text(): Plugin {
  const types: Record<string, string> = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split(/[?#]/)[0];
    const ext = Object.keys(types).find((e) => path.endsWith(e));
    if (ext) res.setHeader('Content-Type', types[ext]);
    next();
  };
  return {
    name: 'utf8-text',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

export default defineConfig({
  plugins: [react(), utf8Text()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
