// Vite builds the React app (src/main.tsx) with the simulation in a Web Worker; Vitest runs
// tests/: unit and component tests, then end-to-end tests in Debian's Chromium against a build.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { runnerImport, type Connect, type Plugin, type PluginOption } from 'vite';
import { build as esbuild } from 'esbuild';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from './src/ui/product.ts';
import { appPagePattern, sourcemapSetting } from './src/cli/buildConfig.js';

/**
 * The engine's version: a hash of every source file of src/sim. Results computed in the browser
 * (the experiments' cache) are keyed by it, so any change to the engine invalidates them.
 */
function engineVersion(): string {
  const hash = createHash('sha256');
  const files = readdirSync('src/sim', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const f of files) hash.update(f).update(readFileSync(join('src/sim', f)));
  return hash.digest('hex').slice(0, 12);
}

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

/** index.html's description is the product's (src/ui/product.ts), as the manifest's is. */
function productHtml(): Plugin {
  return {
    name: 'product-html',
    // Before Vite's own %ENV% replacement, which would warn about an unknown variable.
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('%PRODUCT_DESCRIPTION%', PRODUCT_DESCRIPTION.replace(/"/g, '&quot;')) },
  };
}

/**
 * index.html names each page's files beyond the app's own (src/ui/pages/pageChunks.ts) and runs
 * src/preloadPage.ts inline, bundled here, as the browser reads the page: the page a link opens
 * starts fetching its files beside the app's code. Inline and classic, because a module script
 * waits for its own fetch and Vite would fold a second one into the app's entry, behind its code.
 * The map is made by the app's own TypeScript, loaded through Vite's module runner (as the course
 * is). Builds only: the dev server serves modules as they are asked for.
 */
function pagePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'page-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (_html, ctx) => {
        if (!ctx.bundle) return undefined;
        const { module } = await runnerImport<typeof import('./src/ui/pages/pageChunks')>(join(root, 'src/ui/pages/pageChunks.ts'), { configFile: false, logLevel: 'error' });
        const script = await esbuild({
          entryPoints: [join(root, 'src/preloadPage.ts')],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          logLevel: 'silent',
        });
        // In a script element's text, "</script" would end it early (in the script, only a string's can be there).
        const text = (s: string) => s.replace(/<\/(script)/gi, '<\\/$1');
        const json = JSON.stringify(module.pageChunks(ctx.bundle, root, base)).replace(/</g, '\\u003c');
        // After the app's entry and its preloads (injected at the head's end): those go first.
        return [
          { tag: 'script', attrs: { type: 'application/json', id: module.PAGE_CHUNKS_ID }, children: json, injectTo: 'head' },
          { tag: 'script', children: text(script.outputFiles[0].text.trim()), injectTo: 'head' },
        ];
      },
    },
  };
}

/** Whether a chunk is the pseudo-locale's: a catalogue of src/locales/pseudo/ or its course text. */
function isPseudoChunk(facadeModuleId: string | null): boolean {
  return !!facadeModuleId && (/[/\\]locales[/\\]pseudo[/\\]/.test(facadeModuleId) || /course-(?:index-)?text\/pseudo(?:\/|$)/.test(facadeModuleId));
}

/** A course chunk's name, from its module (`virtual:course-text/es/rtt-bias` → `lesson-es-rtt-bias`); null for others. */
function courseChunkName(facadeModuleId: string | null): string | null {
  const m = /^\0virtual:course-(lesson|text|index-text)\/(.+)$/.exec(facadeModuleId ?? '');
  if (!m) return null;
  const name = m[1] === 'index-text' ? `course-index-${m[2]}` : `lesson-${m[2].replace('/', '-')}`;
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * The course as build-time modules: every file under lessons/ read and validated in Node by the
 * same pure loader the tests use (src/cli/readCourse.ts, loaded through Vite's module runner so the
 * config imports no TypeScript of the app's), handed to the browser as JSON. `virtual:course` is
 * the index (each lesson's summary) with a loader for each lesson (`virtual:course-lesson/<id>`),
 * for its words in each language (`virtual:course-text/<locale>/<id>`) and for the index's words in
 * each language (`virtual:course-index-text/<locale>`): a lesson opened on a phone fetches that
 * lesson alone, and neither downloads a YAML reader nor parses and validates the course before it
 * shows its question. The dev server reloads when a lesson file changes.
 */
function course(): Plugin {
  const prefix = 'virtual:course';
  const lessonPrefix = 'virtual:course-lesson/';
  const textPrefix = 'virtual:course-text/';
  const indexTextPrefix = 'virtual:course-index-text/';
  let root = process.cwd();
  // One read per build (or per change of a lesson file on the dev server), shared by every module.
  let reading: ReturnType<typeof read> | null = null;
  async function read() {
    const { module } = await runnerImport<typeof import('./src/cli/readCourse')>(join(root, 'src/cli/readCourse.ts'), { configFile: false, logLevel: 'error' });
    const { module: summaries } = await runnerImport<typeof import('./src/lessons/lessonSummary')>(join(root, 'src/lessons/lessonSummary.ts'), { configFile: false, logLevel: 'error' });
    return { ...module.readCourse(join(root, 'lessons/')), ...summaries };
  }
  // A string for JSON.parse: quicker to start than the same data as a JavaScript literal.
  const jsonModule = (data: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
  const loaders = (entries: [string, string][]) => `{${entries.map(([key, id]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`).join(', ')}}`;
  return {
    name: 'course',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      reading = null;
    },
    resolveId: (source) => (source === prefix || source.startsWith(`${prefix}-`) ? `\0${source}` : undefined),
    async load(source) {
      if (!source.startsWith(`\0${prefix}`)) return undefined;
      const id = source.slice(1);
      reading ??= read();
      const course = await reading;
      for (const f of course.files) this.addWatchFile(join(root, 'lessons/', f));
      if (id.startsWith(lessonPrefix)) return jsonModule(course.lessons.find((l) => l.id === id.slice(lessonPrefix.length)) ?? null);
      if (id.startsWith(textPrefix)) {
        const [locale, lesson] = id.slice(textPrefix.length).split('/');
        return jsonModule(course.texts[locale]?.[lesson] ?? null);
      }
      if (id.startsWith(indexTextPrefix)) {
        const texts = course.texts[id.slice(indexTextPrefix.length)] ?? {};
        return jsonModule(Object.fromEntries(Object.entries(texts).map(([lesson, text]) => [lesson, course.summaryText(text)])));
      }
      const locales = Object.keys(course.texts);
      return [
        jsonModule({ lessons: course.lessons.map(course.lessonSummary), errors: course.errors }),
        `export const lessonModules = ${loaders(course.lessons.map((l) => [l.id, `${lessonPrefix}${l.id}`]))};`,
        `export const lessonTextModules = {${locales.map((locale) => `${JSON.stringify(locale)}: ${loaders(Object.keys(course.texts[locale]).map((lesson) => [lesson, `${textPrefix}${locale}/${lesson}`]))}`).join(', ')}};`,
        `export const indexTextModules = ${loaders(locales.map((locale) => [locale, `${indexTextPrefix}${locale}`]))};`,
      ].join('\n');
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(join(root, 'lessons/'))) return;
      reading = null;
      for (const mod of server.moduleGraph.idToModuleMap.values()) if (mod.id?.startsWith(`\0${prefix}`)) server.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: 'full-reload' });
    },
  };
}

/**
 * Offline use and installation (vite-plugin-pwa, Workbox's generateSW): the service worker precaches
 * the whole build — scripts, styles, the bundled lessons, the validation report and any experiment
 * data under public/ — so after one visit every page works with no network. It registers only in
 * production builds (src/ui/offline/serviceWorker.ts), never on the dev server, and waits for the
 * user's word before a new build takes over ("update available", src/ui/offline/UpdatePrompt.tsx).
 * Every path is relative to Vite's `base`, so `vite build --base /any/sub/path/` works (README).
 */
function offline(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are under public/ and the glob below takes them already.
    includeManifestIcons: false,
    manifest: {
      name: PRODUCT_NAME,
      short_name: 'TCP Lab',
      description: PRODUCT_DESCRIPTION,
      theme_color: '#0b5cad',
      background_color: '#ffffff',
      display: 'standalone',
      icons: [
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Source maps (built only on request, src/cli/buildConfig.ts) stay on the server.
      // KaTeX's fonts: only woff2, the first format its CSS offers, which every current browser takes.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,md,json,csv,txt,woff2}'],
      globIgnores: ['**/*.map', '**/assets/pseudo-*'],
      // The lab's chunk with D3 and the simulator is larger than Workbox's default 2 MiB limit would allow for long.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Every page is index.html with a query (`?lessons`, `?lesson=…`), so navigations fall back to
      // it; only the app's own (navigateFallbackAllowlist, set below from the base): a course page
      // placed beside the build must not be answered with the lab.
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The first visit's page is controlled as soon as the build is cached (no reload needed to
      // go offline); a later build still waits for the user's word (no skipWaiting).
      clientsClaim: true,
    },
    integration: {
      // The base is known only once Vite has resolved it (`vite build --base …`).
      configureOptions: (viteConfig, options) => {
        options.workbox = { ...options.workbox, navigateFallbackAllowlist: [appPagePattern(viteConfig.base)] };
      },
    },
  });
}

/**
 * Translation (Lingui, lingui.config.ts): its macros (`t`, `<Trans>`, `msg`) become catalogue
 * lookups, through Babel and only in the files that use them; a catalogue (`.po`) imported by
 * src/ui/i18n/i18n.ts is compiled into a module, and a message missing from a translation fails the
 * build (docs/TRANSLATING.md).
 */
function translation(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });
  return [babel({ presets: [macros] }), lingui({ failOnMissing: true, failOnCompileError: true })];
}

/**
 * The slow tier: files that run the engine for many simulated minutes (golden runs, every lesson
 * claim and preset claim, the docs' claims, property tests over whole runs), the reference
 * simulators (ns-2.35, ns-3.37) and the CLI's processes, and the 20 000-run fuzz suites. `npm test`
 * runs them with everything else; `npm run test:quick` (the edit–test loop) leaves them out.
 */
const SLOW_TESTS = [
  'tests/cli/**/*.test.ts',
  'tests/sim/golden/**/*.test.ts',
  'tests/sim/properties.test.ts',
  'tests/sim/scenario/presets.test.ts',
  'tests/sim/export/ns2Tcl.test.ts',
  'tests/lessons/claims.test.ts',
  'tests/experiments/validation/ns3Agreement.test.ts',
  'tests/experiments/validation/ns3QueueAgreement.test.ts',
  'tests/docs/**/*.test.ts',
  'tests/**/*.fuzz.test.ts',
  // The costliest scenarios the cost limit accepts, run in the CLI against a stated bound.
  'tests/slow/**/*.test.ts',
];

/** The unit and slow test files whose text matches `pattern` (so a new file lands in the right project). */
function testFilesMatching(pattern: RegExp): string[] {
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e'))
    .map((f) => join('tests', f).split('\\').join('/'))
    .filter((f) => pattern.test(readFileSync(f, 'utf8')));
}
/**
 * Test files that replace a module with `vi.mock`: each needs a module graph of its own. Every
 * other unit file shares its worker's modules with the files run before it (`isolate: false`), so
 * the engine, the scenario schema, React and the UI load once per worker, not once per file.
 */
const ISOLATED_TESTS = testFilesMatching(/\bvi\.mock\(/);
/**
 * Test files that render into a DOM (`@vitest-environment jsdom`): each gets a document of its
 * own, and the project's set-up unmounts what each test rendered (tests/setup/domCleanup.ts).
 */
const DOM_TESTS = testFilesMatching(/@vitest-environment/).filter((f) => !ISOLATED_TESTS.includes(f));

/**
 * End-to-end files that run with nothing beside them, after the others: the UI monkey (how much it
 * does in its half minute is part of what it checks).
 */
const E2E_ALONE = ['tests/e2e/monkey.test.ts'];

export default defineConfig(({ command }) => ({
  plugins: [...translation(), react(), utf8Text(), productHtml(), pagePreload(), offline(), course()],
  // A build registers its service worker; the dev server (and Vitest) never do. Not NODE_ENV: the
  // end-to-end tests build under Vitest, where NODE_ENV is 'test'.
  define: { __SERVICE_WORKER__: JSON.stringify(command === 'build'), __ENGINE_VERSION__: JSON.stringify(engineVersion()) },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: sourcemapSetting(process.env),
    chunkSizeWarningLimit: 800,
    // The pseudo-locale's chunks (its catalogues and its course text) are named so, for the
    // service worker to leave them out: they are for checking layouts, not for readers offline.
    rollupOptions: { output: { chunkFileNames: (chunk) => `assets/${isPseudoChunk(chunk.facadeModuleId) ? 'pseudo-' : ''}${courseChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js` } },
  },
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', ...SLOW_TESTS, ...ISOLATED_TESTS, ...DOM_TESTS],
          environment: 'node',
          setupFiles: ['tests/setup/fastCheck.ts'],
          // Unit and slow files first, two at a time (they assert no timings, and Vitest's default
          // on two cores is one); then the end-to-end files, two at a time; then E2E_ALONE, one at a time.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: DOM_TESTS,
          exclude: SLOW_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup/fastCheck.ts', 'tests/setup/domCleanup.ts'],
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_TESTS,
          exclude: SLOW_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup/fastCheck.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup/fastCheck.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two browsers at a time keep two cores busy; a third adds contention, not work done:
          // each file then costs Chromium more CPU (docs/PERFORMANCE.md). The tests wait on
          // conditions, never on the clock, so a busy machine makes them slower, not wrong (a poll
          // waits up to 10 s for what it waits on).
          maxWorkers: 2,
          // A worker runs file after file in one process, so playwright-core and the modules the
          // tests read are loaded once per worker, not once per file (each file still launches
          // and closes its own Chromium).
          isolate: false,
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-alone',
          include: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
}));
