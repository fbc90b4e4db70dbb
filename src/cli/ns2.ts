// Runs a scenario in ns-2.35: exports it (src/sim/export/ns2Tcl.ts), runs `ns` on the script in a
// temporary directory and returns the NS2JSON result. The binary is `ns` on PATH, or $NS2_BIN.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNs2Output, scenarioToNs2Tcl, type Ns2FlowResult, type Ns2Result } from '../sim/export/ns2Tcl';
import { expandFlows } from '../sim/scenario/expand';
import { validateScenario, type Scenario, type ScenarioInput } from '../sim/scenario/Scenario';
import { Random } from '../sim/engine/Random';
import { runProcess } from './process';

/** The ns-2 executable: $NS2_BIN if set, else `ns` from PATH. */
export function nsBinary(): string {
  return process.env.NS2_BIN || 'ns';
}

let available: boolean | undefined;

/** Whether ns-2 can be run here (checked once: `ns` must start and exit cleanly). */
export function nsAvailable(): boolean {
  if (available === undefined) {
    const r = spawnSync(nsBinary(), [], { input: 'exit 0\n', timeout: 10_000, stdio: ['pipe', 'ignore', 'ignore'] });
    available = r.error === undefined && r.status === 0;
  }
  return available;
}

/** The NS2JSON result with each flow's name added back (names never go into the Tcl). */
export interface Ns2RunResult extends Ns2Result {
  flows: (Ns2FlowResult & { name: string })[];
}

export interface Ns2Run {
  result: Ns2RunResult;
  /** Wall-clock seconds of the whole `ns` process (start-up and Tcl set-up included). */
  wallSec: number;
  stderr: string;
}

export class Ns2RunError extends Error {
  constructor(
    message: string,
    readonly stdout = '',
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'Ns2RunError';
  }
}

const tail = (text: string, lines = 15): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * Runs `s` in ns-2 and returns its measurements. Rejects with Ns2RunError if ns is missing,
 * fails, times out (default 10 minutes) or prints no result; with Ns2ExportError (from the
 * exporter) if the scenario cannot be expressed in ns-2.
 */
export async function runNs2(input: Scenario | ScenarioInput, opts: { timeoutMs?: number } = {}): Promise<Ns2Run> {
  const s = validateScenario(input);
  const script = scenarioToNs2Tcl(s);
  const names = expandFlows(s, Random.fromSeed(s.seed).stream(0)).map((f) => f.name);
  const timeoutMs = opts.timeoutMs ?? 600_000;
  const dir = mkdtempSync(join(tmpdir(), 'tcp-fairness-ns2-'));
  try {
    writeFileSync(join(dir, 'scenario.tcl'), script);
    const started = process.hrtime.bigint();
    const { code, signal, stdout, stderr, timedOut } = await runProcess(nsBinary(), ['scenario.tcl'], timeoutMs, dir).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'ENOENT'
        ? new Ns2RunError(`ns-2 is not installed: no "${nsBinary()}" on PATH (install the ns2 package, or set NS2_BIN)`)
        : new Ns2RunError(`could not start ns-2 (${nsBinary()}): ${e.message}`);
    });
    const wallSec = Number(process.hrtime.bigint() - started) / 1e9;
    if (timedOut) throw new Ns2RunError(`ns-2 did not finish within ${timeoutMs / 1000} s`, stdout, stderr);
    if (code !== 0) {
      const why = signal ? `was killed by ${signal}` : `exited with status ${code}`;
      throw new Ns2RunError(`ns-2 ${why}:\n${tail(stderr || stdout)}`, stdout, stderr);
    }
    let ns: Ns2Result;
    try {
      ns = parseNs2Output(stdout);
    } catch (e) {
      throw new Ns2RunError(`${(e as Error).message}\nstdout:\n${tail(stdout)}\nstderr:\n${tail(stderr)}`, stdout, stderr);
    }
    if (ns.flows.length !== names.length) {
      throw new Ns2RunError(`ns-2 reported ${ns.flows.length} flows, the scenario has ${names.length}`, stdout, stderr);
    }
    const result: Ns2RunResult = { ...ns, flows: ns.flows.map((f, i) => ({ name: names[i], ...f })) };
    return { result, wallSec, stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

