// Builds the command line into plain JavaScript (build/cli/, one bundle per command, from
// src/cli/*.ts) so a command starts without compiling TypeScript, and tells whether that build is
// still up to date with every file it was made from.
//   node bin/buildCli.js [--force]   (builds when missing or stale; --force always)
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The commands: `tcp-lab <name>` runs `src/cli/<entry>.ts`'s bundle; `script` is its npm script.
 * @type {readonly { name: string; script: string; entry: string; summary: string }[]}
 */
export const COMMANDS = [
  { name: 'sim', script: 'sim', entry: 'sim', summary: 'run a scenario file or preset, print its summary (or JSON, a trace, an ns-2 script)' },
  { name: 'sweep', script: 'sweep', entry: 'sweep', summary: "run a paper's experiment or a custom sweep on all cores" },
  { name: 'lessons', script: 'lessons', entry: 'lessons', summary: 'check the lesson files and run their claims' },
  { name: 'play-lessons', script: 'lessons:play', entry: 'playLessons', summary: 'play lessons three ways and print the explanations' },
  { name: 'validate', script: 'validate', entry: 'validate', summary: 'compare the engine with ns-2.35 and write the validation report' },
  { name: 'validate-ns3', script: 'validate:ns3', entry: 'validateNs3', summary: 'compare CUBIC and BBR with the ns-3.37 reference and write its report' },
  { name: 'ns3-reference', script: 'ns3:reference', entry: 'ns3Reference', summary: 'regenerate the ns-3.37 reference values' },
  { name: 'ns3-queue-reference', script: 'ns3:queue-reference', entry: 'ns3QueueReference', summary: 'regenerate the ns-3.37 reference values of the queue-discipline cases' },
  { name: 'bench', script: 'bench', entry: 'bench', summary: 'time the engine and the CLI against ns-2.35' },
  { name: 'bench-ui', script: 'bench:ui', entry: 'benchUi', summary: 'measure the lab in headless Chromium' },
  { name: 'bench-experiments', script: 'bench:experiments', entry: 'benchExperiments', summary: "time a paper's sweep on 1 and 2 workers" },
  { name: 'icons', script: 'icons', entry: 'icons', summary: "render the app's PNG icons from their SVGs" },
];

/** Bundles that are not commands: the worker threads' entry of sweep and validate. */
const EXTRA_ENTRIES = ['validationWorker'];

/** Loaded from node_modules when run: a browser driver, the app's bundler, esbuild's binary. */
const EXTERNAL = ['playwright-core', 'vite', 'esbuild'];

/**
 * @typedef {{ root?: string; outDir?: string; entries?: readonly string[] }} BuildOptions
 * @typedef {{ inputs: Record<string, [number, number]>; outputs: string[] }} Stamp
 */

/** @param {BuildOptions} o */
const resolved = (o) => {
  const root = o.root ?? ROOT;
  return { root, outDir: o.outDir ?? join(root, 'build/cli'), entries: o.entries ?? [...COMMANDS.map((c) => c.entry), ...EXTRA_ENTRIES] };
};

/** @param {string} file @returns {[number, number] | null} modification time and size, or null when missing */
function fingerprint(file) {
  try {
    const s = statSync(file);
    return [s.mtimeMs, s.size];
  } catch {
    return null;
  }
}

/**
 * Whether the build is missing or older than any file it was made from (every source file the
 * bundles took in, the lock file, this builder): a stat of each, a few milliseconds.
 * @param {BuildOptions} [options]
 */
export function isStale(options = {}) {
  const { root, outDir, entries } = resolved(options);
  /** @type {Stamp} */
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8'));
  } catch {
    return true;
  }
  if (entries.some((e) => !stamp.outputs.includes(`${e}.js`))) return true;
  if (stamp.outputs.some((f) => !existsSync(join(outDir, f)))) return true;
  return Object.entries(stamp.inputs).some(([file, [mtimeMs, size]]) => {
    const now = fingerprint(join(root, file));
    return now === null || now[0] !== mtimeMs || now[1] !== size;
  });
}

/**
 * Bundles every entry (src/cli/<entry>.ts) into <outDir>/<entry>.js and records what it was made
 * from. Each file is written aside and renamed into place: parallel test files may build at once,
 * and no process may load a half-written bundle.
 * @param {BuildOptions} [options]
 */
export async function buildCli(options = {}) {
  const { root, outDir, entries } = resolved(options);
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((e) => [e, join(root, 'src/cli', `${e}.ts`)])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS dependencies bundled into ES modules may still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    outdir: outDir,
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  const part = (/** @type {string} */ f) => `${f}.${process.pid}.part`;
  for (const f of result.outputFiles) {
    writeFileSync(part(f.path), f.contents);
    renameSync(part(f.path), f.path);
  }
  const sources = [...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')), 'package-lock.json', relative(root, fileURLToPath(import.meta.url))];
  /** @type {Stamp} */
  const stamp = { inputs: {}, outputs: result.outputFiles.map((f) => relative(outDir, f.path)) };
  for (const f of sources) {
    const fp = fingerprint(join(root, f));
    if (fp) stamp.inputs[f] = fp;
  }
  const stampFile = join(outDir, 'inputs.json');
  writeFileSync(part(stampFile), `${JSON.stringify(stamp, null, 1)}\n`);
  renameSync(part(stampFile), stampFile);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  if (process.argv.slice(2).some((a) => a !== '--force')) {
    process.stderr.write('usage: node bin/buildCli.js [--force]\n');
    process.exitCode = 2;
  } else if (force || isStale()) {
    const t0 = performance.now();
    await buildCli();
    process.stderr.write(`built the CLI into build/cli/ in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
}
