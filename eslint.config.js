// Lint rules. src/sim, src/share, src/experiments and src/lessons are pure TypeScript: no DOM, no React, no D3, no worker or Node APIs.
// The layers and the arrows allowed between them (README, Architecture): sim imports nothing
// outside itself; share → sim; lessons → sim, share; experiments → sim; worker → sim, share,
// experiments; cli → sim, share, lessons, experiments; ui → everything but cli.
// tests/architecture/importCycles.test.ts keeps src/ free of import circles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnlyGlobals = ['window', 'document', 'self', 'postMessage', 'navigator', 'location', 'requestAnimationFrame', 'performance', 'process', 'Buffer', 'require', 'console'];

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/sim/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: 'src/sim is pure: no DOM, worker or Node globals.' }))],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'd3', 'd3-*'], message: 'src/sim must not depend on the view.' },
            { group: ['node:*', 'fs', 'path', 'worker_threads', 'os'], message: 'src/sim must run in a browser worker: no Node modules.' },
            { group: ['**/ui/**', '**/worker/**', '**/cli/**'], message: 'src/sim must not import from the app layers.' },
            { group: ['**/share/**', '**/lessons/**', '**/experiments/**'], message: 'src/sim is the bottom layer: it must not import share, lessons or experiments.' },
          ],
        },
      ],
    },
  },
  {
    // The share codec (links, files) runs in the app and in Node: pure too, and below the app layers.
    files: ['src/share/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: 'src/share is pure: no DOM, worker or Node globals.' }))],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'd3', 'd3-*'], message: 'src/share must not depend on the view.' },
            { group: ['node:*', 'fs', 'path', 'worker_threads', 'os'], message: 'src/share must run in a browser: no Node modules.' },
            { group: ['**/ui/**', '**/cli/**', '**/worker/**'], message: 'src/share must not import from the app layers.' },
            { group: ['**/lessons/**', '**/experiments/**'], message: 'src/share sits on src/sim alone: it must not import lessons or experiments.' },
          ],
        },
      ],
    },
  },
  {
    // Experiments (definitions, grids, aggregation, the runner interface) and the validation's pure half: run in the app, its workers and Node.
    files: ['src/experiments/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: 'src/experiments is pure: no DOM, worker or Node globals.' }))],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'd3', 'd3-*'], message: 'src/experiments must not depend on the view.' },
            { group: ['node:*', 'fs', 'path', 'worker_threads', 'os'], message: 'src/experiments must run in a browser: no Node modules.' },
            { group: ['**/ui/**', '**/cli/**', '**/worker/**'], message: 'src/experiments must not import from the app layers.' },
            { group: ['**/share/**', '**/lessons/**'], message: 'src/experiments sits on src/sim alone: it must not import share or lessons.' },
          ],
        },
      ],
    },
  },
  {
    // Lessons' schema, measures and claim checker: pure, used by the tests, the CLI and the lesson pages.
    files: ['src/lessons/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: 'src/lessons is pure: no DOM, worker or Node globals.' }))],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'd3', 'd3-*'], message: 'src/lessons must not depend on the view.' },
            { group: ['node:*', 'fs', 'path', 'worker_threads', 'os'], message: 'src/lessons must run in a browser: no Node modules.' },
            { group: ['**/ui/**', '**/cli/**', '**/worker/**'], message: 'src/lessons must not import from the app layers.' },
            { group: ['**/experiments/**'], message: 'src/lessons sits on src/sim and src/share: it must not import experiments.' },
          ],
        },
      ],
    },
  },
  {
    // The lab model and its parts sit below the pages, panels and charts that render them.
    files: ['src/ui/lab/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../controls/*', '../charts/*', '../dumbbell/*', '../pages/*', '../embed/*', '../help/*', '../share/*', '../lessons/*', '../experiments/*', '../validation/*'],
              message: 'src/ui/lab holds the lab model and its parts: the views that render it import it, not the other way round (pages live in src/ui/pages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx', 'src/worker/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/**', '**/cli/**', '**/lessons/**'], message: 'src/worker hosts the engine for the UI: it may import sim, share and experiments only.' }] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/cli/**'], message: 'The app must not import the command line (Node only).' }] }],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/**', '**/worker/**'], message: 'The command line runs the pure layers in Node: no app or worker code.' }] }],
    },
  },
  {
    files: ['src/cli/**/*.ts', 'bin/**/*.js', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
