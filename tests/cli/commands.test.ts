// Every command of the CLI, run as `npm run <script>` runs it (the built JavaScript, through
// bin/tcp-lab.js): `--help` and `-h` show its usage, each of its options and an example, exit 0;
// an unknown option is named, exit 2. And the build is redone exactly when a source changed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS, buildCli, isStale } from '../../bin/buildCli.js';
import { HEAVY } from './refuseHeavyImports.mjs';

/** A command run with playwright-core and vite refused (refuseHeavyImports.mjs). */
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', REFUSE_HEAVY, 'bin/tcp-lab.js', ...args], { encoding: 'utf8' });
const REFUSE_HEAVY = new URL('./refuseHeavyImports.mjs', import.meta.url).href;

/** The options each command took before it had a help text (read from its argument parsing). */
const OPTIONS: Record<string, string[]> = {
  sim: ['--list', '--json', '--trace', '--sample-sec', '--export-ns2', '--max-seconds', '--progress-sec'],
  sweep: ['--list', '--full', '--seeds', '--profile', '--jobs', '--json', '--csv', '--shard', '--out', '--merge'],
  lessons: ['--values'],
  'play-lessons': [],
  validate: ['--only', '--jobs', '--out', '--no-write'],
  'validate-ns3': ['--only', '--no-write', '--reference'],
  'ns3-reference': ['--cases', '--replications', '--parallel', '--args', '--out'],
  'ns3-queue-reference': ['--cases', '--replications', '--parallel'],
  bench: ['--repeat', '--only', '--no-ns2', '--against', '--json', '--browser', '--alternate'],
  'bench-ui': ['--seconds', '--speed', '--seek-only', '--frames-only', '--phone-only', '--url'],
  'bench-experiments': ['--repeat', '--experiment', '--series', '--only'],
  icons: [],
};

// Built once here, so the commands below start at once instead of each building it.
beforeAll(() => {
  const r = spawnSync(process.execPath, ['bin/buildCli.js'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
}, 120_000);

describe('the CLI', () => {
  it('has one npm script for each command, and every script runs the built CLI', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(COMMANDS.map((c) => c.name).sort()).toEqual(Object.keys(OPTIONS).sort());
    for (const c of COMMANDS) expect(scripts[c.script]).toBe(`node bin/tcp-lab.js ${c.name}`);
    expect(Object.values(scripts).filter((s) => s.includes('src/cli/'))).toEqual([]);
  });

  it.each(COMMANDS.map((c) => c.name))(`%s answers --help and -h with its usage, options and an example, without loading ${HEAVY.join(' or ')}`, (name) => {
    for (const flag of ['--help', '-h']) {
      const r = run(name, flag);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^usage: npm run \S+/);
      for (const option of OPTIONS[name]) expect(r.stdout).toMatch(new RegExp(`^\\s+${option}\\b`, 'm'));
      expect(r.stdout).toMatch(/^examples?:\n {2}npm run /m);
    }
  });

  it.each(COMMANDS.map((c) => c.name))(`%s refuses an unknown option with exit status 2, without loading ${HEAVY.join(' or ')}`, (name) => {
    const r = run(name, '--no-such-option');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown option --no-such-option/);
    expect(r.stderr).toMatch(/--help/);
    expect(r.stdout).toBe('');
  });

  it('lists the commands, and refuses an unknown one', () => {
    const r = run('--help');
    expect(r.status).toBe(0);
    for (const c of COMMANDS) expect(r.stdout).toContain(c.name);
    const bad = run('simulate');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown command simulate/);
  });
});

describe('the CLI build', () => {
  const root = mkdtempSync(join(tmpdir(), 'tcp-lab-build-'));
  const outDir = join(root, 'build/cli');
  const options = { root, outDir, entries: ['hello'] };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is stale when missing, fresh once built, stale again when a source it took in changes or its output goes', async () => {
    mkdirSync(join(root, 'src/cli'), { recursive: true });
    writeFileSync(join(root, 'src/cli/hello.ts'), "import { greeting } from './greeting';\nconsole.log(greeting);\n");
    writeFileSync(join(root, 'src/cli/greeting.ts'), "export const greeting: string = 'hello';\n");
    expect(isStale(options)).toBe(true);
    await buildCli(options);
    expect(isStale(options)).toBe(false);
    expect(spawnSync(process.execPath, [join(outDir, 'hello.js')], { encoding: 'utf8' }).stdout).toBe('hello\n');
    writeFileSync(join(root, 'src/cli/greeting.ts'), "export const greeting: string = 'hello again';\n");
    expect(isStale(options)).toBe(true);
    await buildCli(options);
    expect(isStale(options)).toBe(false);
    expect(spawnSync(process.execPath, [join(outDir, 'hello.js')], { encoding: 'utf8' }).stdout).toBe('hello again\n');
    rmSync(join(outDir, 'hello.js'));
    expect(isStale(options)).toBe(true);
  });
});
