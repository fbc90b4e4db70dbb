// Runs a dumbbell scenario in ns-3.37: compiles src/cli/ns3/dumbbell.cc with g++ once (cached by
// the source's hash under node_modules/.cache), maps the scenario to its arguments
// (src/sim/export/ns3Dumbbell.ts), runs it and parses its NS3JSON line.
// Needs Debian's libns3-dev (headers in /usr/include/ns3, libraries libns3-*.so) and g++.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess } from './process';
import { ns3Arguments, parseNs3Output, type Ns3Result, type Ns3Scenario } from '../sim/export/ns3Dumbbell';

const here = dirname(fileURLToPath(import.meta.url));
/** The program's source. */
// From the project's root: this file runs from src/cli/ or from the built CLI in build/cli/.
export const NS3_SOURCE = resolve(here, '..', '..', 'src', 'cli', 'ns3', 'dumbbell.cc');
const CACHE_DIR = resolve(here, '..', '..', 'node_modules', '.cache', 'tcp-fairness-ns3');
/** The ns-3 modules the program uses, linked by name (Debian's ns-3 pkg-config files are broken). */
const LIBRARIES = ['core', 'network', 'internet', 'point-to-point', 'traffic-control', 'applications'].map((m) => `-lns3-${m}`);

export class Ns3RunError extends Error {
  constructor(
    message: string,
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'Ns3RunError';
  }
}

/** Whether ns-3.37's headers and a C++ compiler are here. */
export function ns3Available(): boolean {
  return existsSync('/usr/include/ns3/core-module.h') && spawnSync('g++', ['--version'], { stdio: 'ignore' }).status === 0;
}

let built: string | undefined;

/**
 * The compiled program, built on first use. The binary's name carries the hash of the source, so
 * an edited program is rebuilt; the build goes to a temporary name first, so parallel runs never
 * start a half-written binary.
 */
export function ns3Binary(): string {
  if (built) return built;
  const source = readFileSync(NS3_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const binary = join(CACHE_DIR, `dumbbell-${hash}`);
  if (!existsSync(binary)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${binary}.${process.pid}.partial`;
    const r = spawnSync('g++', ['-O2', '-std=c++17', NS3_SOURCE, '-o', partial, ...LIBRARIES], { encoding: 'utf8' });
    if (r.error || r.status !== 0) {
      throw new Ns3RunError(`could not build the ns-3 program (is libns3-dev installed?): ${r.error?.message ?? r.stderr.trim().split('\n').slice(-10).join('\n')}`, r.stderr ?? '');
    }
    renameSync(partial, binary);
  }
  built = binary;
  return binary;
}

export interface Ns3Run {
  result: Ns3Result;
  args: string[];
  /** Wall-clock seconds of the ns-3 process. */
  wallSec: number;
}

/** Runs `s` in ns-3 with run number `run` (default: the scenario's seed, or 1); `extraArgs` (e.g. a trace file) are passed on but not reported in `args`. */
export async function runNs3(s: Ns3Scenario & { seed?: number }, opts: { run?: number; timeoutMs?: number; extraArgs?: readonly string[] } = {}): Promise<Ns3Run> {
  const args = ns3Arguments(s, opts.run ?? s.seed ?? 1);
  const binary = ns3Binary();
  const timeoutMs = opts.timeoutMs ?? 600_000;
  const started = process.hrtime.bigint();
  const { code, stdout, stderr, timedOut } = await runProcess(binary, [...args, ...(opts.extraArgs ?? [])], timeoutMs).catch((e: Error) => {
    throw new Ns3RunError(`could not start the ns-3 program: ${e.message}`);
  });
  const wallSec = Number(process.hrtime.bigint() - started) / 1e9;
  if (timedOut) throw new Ns3RunError(`ns-3 did not finish within ${timeoutMs / 1000} s`, stderr);
  if (code !== 0) throw new Ns3RunError(`ns-3 exited with status ${code}:\n${stderr.trim().split('\n').slice(-10).join('\n')}`, stderr);
  try {
    return { result: parseNs3Output(stdout), args, wallSec };
  } catch (e) {
    throw new Ns3RunError(`${(e as Error).message}\nstderr:\n${stderr}`, stderr);
  }
}
