// `npm run bench`: speed and memory of the engine in Node on the benchmark scenarios, each case
// in a fresh process (so peak RSS is its own), and the same scenarios in ns-2 when `ns` is
// installed, in the same run, so the ratio compares like with like on this machine. With
// --against <checkout>, another checkout of this project (an older commit, say, made with
// `git worktree add`) runs the same cases interleaved with ours, for a before/after ratio that
// the machine's load affects alike.
// With --browser, the same cases also run in headless Chromium's Web Workers (as the lab and the
// experiments page run the engine), interleaved with the --against checkout there too.
// Last, the CLI as a user meets it: whole processes of `npm run sim` and of the built
// `node build/cli/sim.js` on 200 flows × 600 s beside the whole `ns` process (case cli-mix200-600).
// With --alternate, the selected cases take turns (one run of each, then again), so cases compared
// with each other (a discipline's case with its DropTail baseline) meet the machine's load alike.
// Such cases also split their warm run into their queue discipline's own time (the run's queue
// operations replayed on the discipline alone, benchCase.ts) and the rest.
//   npm run bench -- [--repeat N] [--only name,name] [--no-ns2] [--against dir] [--browser] [--alternate] [--json out.json]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { scenarioToNs2Tcl } from '../sim/export/ns2Tcl';
import { runCasesInChromium, type BrowserResult } from './benchBrowser';
import { BENCH_CASES, ns2Runs, type BenchCase } from './benchCases';
import { median } from './benchStats';
import { CHROMIUM } from './chromium';
import { parseCommandLine } from './commandLine';

interface OursResult {
  setupSec: number;
  /** The first run in a fresh process, JIT warm-up included. */
  runSec: number;
  /** CPU seconds of the first run, all threads (absent from checkouts older than this field). */
  runCpuSec?: number;
  /** A second run in the same process (absent from checkouts older than this field). */
  warmRunSec?: number;
  warmRunCpuSec?: number;
  /** The bottleneck's queue operations of a run, replayed on its discipline alone (both directions), seconds (with --queue-alone). */
  queueAloneSec?: number;
  events: number;
  bottleneckPackets: number;
  peakRssMB: number;
}

interface Ns2Result {
  /** The whole ns process. */
  wallSec: number;
  /** From the first event to the last (OTcl set-up excluded). */
  runSec: number;
  peakRssMB: number | null;
  bottleneckPackets: number | null;
}

/** Adds wall-clock markers to an exported script: at load, at the first event and at the end. */
function withTimingMarkers(tcl: string, durationSec: number): string {
  const anchor = 'set ns [new Simulator]';
  const at = tcl.indexOf(anchor);
  if (at < 0) throw new Error('exported script has no "set ns [new Simulator]" line');
  const end = at + anchor.length;
  const markers =
    `\nputs "NS2BENCH start [clock microseconds]"` +
    `\n$ns at 0 {puts "NS2BENCH t0 [clock microseconds]"}` +
    `\n$ns at ${durationSec} {puts "NS2BENCH t1 [clock microseconds]"}`;
  return tcl.slice(0, end) + markers + tcl.slice(end);
}

function markerSec(stdout: string, name: string): number {
  const m = new RegExp(`NS2BENCH ${name} (\\d+)`).exec(stdout);
  if (!m) throw new Error(`ns printed no ${name} marker`);
  return Number(m[1]) / 1e6;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/**
 * Bundles this checkout's bench-case runner over `checkout`'s engine (ours by default) into a file
 * Node runs directly: the runner's imports resolve in `checkout`, so an older engine reports the
 * same fields (warm run, CPU time) as ours. The file goes to a folder of this checkout's own:
 * worktrees that share one node_modules would otherwise overwrite each other's runners mid-run.
 */
function bundleCaseRunner(checkout = root, tag = 'ours'): string {
  const outDir = join(tmpdir(), `tcp-lab-bench-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `bench-case-${tag}.mjs`);
  buildSync({
    stdin: { contents: readFileSync(join(root, 'src/cli/benchCase.ts'), 'utf8'), loader: 'ts', resolveDir: join(checkout, 'src/cli'), sourcefile: 'benchCase.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** Whether the case is compared with a baseline or is one: then the runner also times its queue alone. */
function comparedWithBaseline(c: BenchCase): boolean {
  return c.baseline !== undefined || BENCH_CASES.some((b) => b.baseline === c.name);
}

function runCase(runner: string, c: BenchCase): OursResult {
  const r = spawnSync(process.execPath, [runner, c.name, ...(comparedWithBaseline(c) ? ['--queue-alone'] : [])], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench case ${c.name} failed (${runner}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as OursResult;
}

/** Each runner's median run (by first-run time; other times are their own medians), with the highest peak RSS; runners take turns. */
function runInterleaved(runners: string[], c: BenchCase, repeat: number): OursResult[] {
  const runs: OursResult[][] = runners.map(() => []);
  for (let i = 0; i < repeat; i++) runners.forEach((runner, k) => runs[k].push(runCase(runner, c)));
  return runs.map(medianRun);
}

/** Every case `repeat` times with `runner`, the cases taking turns; each case's median run. */
function runAlternating(runner: string, cases: BenchCase[], repeat: number): Map<string, OursResult> {
  const runs = new Map<string, OursResult[]>(cases.map((c) => [c.name, []]));
  for (let i = 0; i < repeat; i++) for (const c of cases) runs.get(c.name)!.push(runCase(runner, c));
  return new Map([...runs].map(([name, rs]) => [name, medianRun(rs)]));
}

/** The median run by first-run time; its other times are their own medians, its peak RSS the highest. */
function medianRun(rs: OursResult[]): OursResult {
  const pick = rs.find((r) => r.runSec === median(rs.map((x) => x.runSec)))!;
  const med = (f: (r: OursResult) => number | undefined) => (rs.every((r) => f(r) !== undefined) ? median(rs.map((r) => f(r)!)) : undefined);
  return {
    ...pick,
    runCpuSec: med((r) => r.runCpuSec),
    warmRunSec: med((r) => r.warmRunSec),
    warmRunCpuSec: med((r) => r.warmRunCpuSec),
    queueAloneSec: med((r) => r.queueAloneSec),
    peakRssMB: Math.max(...rs.map((r) => r.peakRssMB)),
  };
}

/** A discipline's warm run split into its queue's own time and the rest, beside its baseline's; null without the replays. */
function timeSplit(o: OursResult, base: OursResult): string[] | null {
  if (o.warmRunSec === undefined || base.warmRunSec === undefined || o.queueAloneSec === undefined || base.queueAloneSec === undefined) return null;
  const rest = o.warmRunSec - o.queueAloneSec;
  const baseRest = base.warmRunSec - base.queueAloneSec;
  return [f2(o.warmRunSec), f3(o.queueAloneSec), f2(rest), f3(base.queueAloneSec), f2(baseRest), `${f2(rest / baseRest)}×`, `${f2((rest + base.queueAloneSec) / base.warmRunSec)}×`];
}

function nsInstalled(): boolean {
  return spawnSync('ns', ['-c', 'exit'], { input: 'exit\n', encoding: 'utf8' }).error === undefined;
}

/** Runs ns on a script; python3's getrusage reports the child's peak RSS where python3 exists. */
function runNs2(c: BenchCase, repeat: number): Ns2Result {
  const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-ns2-'));
  try {
    const script = join(dir, `${c.name}.tcl`);
    writeFileSync(script, withTimingMarkers(scenarioToNs2Tcl(c.scenario), c.scenario.durationSec));
    const walls: number[] = [];
    const runs: number[] = [];
    let peak: number | null = null;
    let departures: number | null = null;
    const probe =
      'import resource,subprocess,sys,time\n' +
      't=time.perf_counter();p=subprocess.run(["ns",sys.argv[1]],capture_output=True,text=True);w=time.perf_counter()-t\n' +
      'sys.stdout.write(p.stdout);sys.stderr.write(p.stderr)\n' +
      'print("BENCH %f %d" % (w, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss));sys.exit(p.returncode)';
    for (let i = 0; i < repeat; i++) {
      const r = spawnSync('python3', ['-c', probe, script], { encoding: 'utf8', maxBuffer: 64 << 20 });
      if (r.error) {
        // No python3: time the process from here instead, without memory.
        const t0 = performance.now();
        const n = spawnSync('ns', [script], { encoding: 'utf8', maxBuffer: 64 << 20 });
        if (n.status !== 0) throw new Error(`ns failed on ${c.name}: ${n.stderr}`);
        walls.push((performance.now() - t0) / 1000);
        runs.push(markerSec(n.stdout, 't1') - markerSec(n.stdout, 't0'));
        departures = parseDepartures(n.stdout);
        continue;
      }
      if (r.status !== 0) throw new Error(`ns failed on ${c.name}: ${r.stderr.slice(0, 2000)}`);
      const m = /BENCH ([\d.]+) (\d+)/.exec(r.stdout);
      if (!m) throw new Error(`no timing from the ns run of ${c.name}`);
      walls.push(Number(m[1]));
      runs.push(markerSec(r.stdout, 't1') - markerSec(r.stdout, 't0'));
      peak = Math.max(peak ?? 0, Number(m[2]) / 1024);
      departures = parseDepartures(r.stdout);
    }
    return { wallSec: median(walls), runSec: median(runs), peakRssMB: peak, bottleneckPackets: departures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseDepartures(stdout: string): number | null {
  const line = stdout.split('\n').find((l) => l.startsWith('NS2JSON '));
  if (!line) return null;
  const j = JSON.parse(line.slice('NS2JSON '.length)) as { bottleneck?: { departures?: number | null } };
  return j.bottleneck?.departures ?? null;
}

/** The whole-process case: the CLI on 200 flows × 600 s against the whole `ns` process on the same scenario. */
const CLI_CASE = 'cli-mix200-600';
/** The whole-process target: `npm run sim` at most this fraction of ns-2's time. */
const CLI_TARGET_RATIO = 0.4;

/** Wall seconds of one process run to its end (it must succeed). */
function timeProcess(cmd: string, args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const sec = (performance.now() - t0) / 1000;
  if (r.error || r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.error?.message ?? r.stderr.slice(0, 2000)}`);
  return sec;
}

interface CliResult {
  /** `node -e 0`: Node's own start-up. */
  nodeStartSec: number;
  /** `node build/cli/sim.js --help`: start-up and loading the CLI's JavaScript. */
  cliLoadSec: number;
  builtSec: number;
  npmSec: number;
  ns2Sec: number | null;
}

/**
 * Times the CLI as a user meets it, whole processes from spawn to exit, the runs taking turns so
 * load from other programs falls on each alike: `npm run sim` and `node build/cli/sim.js` on the
 * 200-flow 600 s case, beside `ns` on its ns-2 export; with Node's start-up and the CLI's loading
 * alone, to show where the time goes.
 */
function runCliCase(repeat: number, useNs2: boolean): CliResult {
  const build = spawnSync(process.execPath, [join(root, 'bin/buildCli.js')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stderr}`);
  const c = BENCH_CASES.find((x) => x.name === 'mix200-600')!;
  const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
  try {
    const json = join(dir, 'mix200-600.json');
    const tcl = join(dir, 'mix200-600.tcl');
    writeFileSync(json, JSON.stringify(c.scenario));
    writeFileSync(tcl, scenarioToNs2Tcl(c.scenario));
    const simArgs = [json, '--json', '--progress-sec', '0'];
    const built = join(root, 'build/cli/sim.js');
    const t: Record<keyof CliResult, number[]> = { nodeStartSec: [], cliLoadSec: [], builtSec: [], npmSec: [], ns2Sec: [] };
    for (let i = 0; i < repeat; i++) {
      t.nodeStartSec.push(timeProcess(process.execPath, ['-e', '0']));
      t.cliLoadSec.push(timeProcess(process.execPath, [built, '--help']));
      t.builtSec.push(timeProcess(process.execPath, [built, ...simArgs]));
      t.npmSec.push(timeProcess('npm', ['run', '--silent', 'sim', '--', ...simArgs]));
      if (useNs2) t.ns2Sec.push(timeProcess('ns', [tcl]));
    }
    return {
      nodeStartSec: median(t.nodeStartSec),
      cliLoadSec: median(t.cliLoadSec),
      builtSec: median(t.builtSec),
      npmSec: median(t.npmSec),
      ns2Sec: useNs2 ? median(t.ns2Sec) : null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function reportCliCase(r: CliResult, repeat: number): void {
  const vs = (x: number) => (r.ns2Sec === null ? '-' : `${f2(x / r.ns2Sec)}×`);
  const verdict = (x: number) => (r.ns2Sec === null ? '-' : x / r.ns2Sec <= CLI_TARGET_RATIO ? 'met' : 'MISSED');
  process.stdout.write(
    `The CLI, whole process from spawn to exit, 200 flows Vegas/Reno × 600 s, median of ${repeat} (the runs take turns):\n\n` +
      table(
        ['command', 'wall s', 'ns-2 s', 'ours / ns-2', `target ≤ ${CLI_TARGET_RATIO}×`],
        [
          ['npm run sim -- <file> --json', f2(r.npmSec), r.ns2Sec === null ? '-' : f2(r.ns2Sec), vs(r.npmSec), verdict(r.npmSec)],
          ['node build/cli/sim.js <file> --json', f2(r.builtSec), r.ns2Sec === null ? '-' : f2(r.ns2Sec), vs(r.builtSec), verdict(r.builtSec)],
        ],
      ) +
      `Where the time goes: Node's start-up ${f2(r.nodeStartSec)} s (node -e 0); loading the CLI ${f2(r.cliLoadSec - r.nodeStartSec)} s ` +
      `(node build/cli/sim.js --help, less start-up); the run, its set-up and output ${f2(r.builtSec - r.cliLoadSec)} s; npm's own ${f2(r.npmSec - r.builtSec)} s.\n` +
      `ns-2 = the whole \`ns\` process on the same scenario exported to Tcl.\n\n`,
  );
}

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);
const mega = (x: number) => `${(x / 1e6).toFixed(2)} M`;

const line = (r: string[]) => `| ${r.join(' | ')} |`;
const table = (head: string[], rows: string[][]) => `${line(head)}\n${line(head.map(() => '---'))}\n${rows.map(line).join('\n')}\n\n`;
const ratio = (before: number | undefined, after: number | undefined) => (before !== undefined && after !== undefined ? `${f2(before / after)}×` : '-');

/** Runs after the first in each Chromium worker; the later half is the warm time. */
const BROWSER_WARM_RUNS = 10;

/** The cases in Chromium's workers: ours and (with --against) the other checkout's, side by side. */
async function browserTable(cases: BenchCase[], against: string | null, repeat: number): Promise<Record<string, BrowserResult[]>> {
  const checkouts = against ? [root, against] : [root];
  const results = await runCasesInChromium(root, checkouts, cases.map((c) => c.name), repeat, BROWSER_WARM_RUNS);
  const rows = cases.map((c) => {
    const [o, other] = results[c.name];
    return other
      ? [c.label, f2(other.runSec), f2(o.runSec), ratio(other.runSec, o.runSec), f2(other.warmRunSec), f2(o.warmRunSec), ratio(other.warmRunSec, o.warmRunSec), other.events === o.events ? 'same' : `${other.events} vs ${o.events}`]
      : [c.label, f2(o.runSec), f2(o.warmRunSec), mega(o.events / o.warmRunSec)];
  });
  process.stdout.write(
    `In headless Chromium (${CHROMIUM}), each run in a fresh Web Worker, median of ${repeat}:\n\n` +
      table(
        against
          ? ['case', 'before run s', 'after run s', 'speed-up', 'before warm s', 'after warm s', 'speed-up (warm)', 'events']
          : ['case', 'run s', 'warm run s', 'events/s (warm)'],
        rows,
      ),
  );
  process.stdout.write(
    `run = the first run in a new worker (a new V8 isolate: JIT warm-up included); warm = the median of runs ${BROWSER_WARM_RUNS / 2 + 2}-${BROWSER_WARM_RUNS + 1} in it\n` +
      "(Chromium's V8 reaches its top tier over several runs).\n\n",
  );
  return results;
}

async function main(): Promise<void> {
  const args = parseCommandLine(
    {
      usage: ['npm run bench -- [--repeat N] [--only name,name] [--no-ns2] [--against DIR] [--browser] [--alternate] [--json out.json]'],
      summary:
        'Times the engine on the benchmark cases, each in a fresh Node process, beside ns-2.35 on the same scenarios in the same run when `ns` is installed, ' +
        'and the whole CLI process (`npm run sim` and the built `node build/cli/sim.js`) on 200 flows × 600 s against the whole `ns` process.',
      options: {
        repeat: { type: 'string', value: 'N', default: '3', description: 'runs per case (the median is reported)' },
        only: { type: 'string', value: 'name,name', description: `only these cases (${BENCH_CASES.map((c) => c.name).join(', ')}, ${CLI_CASE})` },
        'no-ns2': { type: 'boolean', description: 'leave out ns-2' },
        against: { type: 'string', value: 'DIR', description: 'also run another checkout of this project, interleaved, for before/after ratios' },
        browser: { type: 'boolean', description: "also run the cases in headless Chromium's Web Workers" },
        alternate: { type: 'boolean', description: 'the selected cases take turns (compare a discipline with its DropTail baseline under the same load)' },
        json: { type: 'string', value: 'out.json', description: 'also write every result as JSON' },
      },
      examples: ['npm run bench', 'npm run bench -- --only mix200-600,cli-mix200-600 --repeat 5', 'npm run bench -- --only mix200-600-droptail,mix200-600-codel,mix200-600-fqcodel --no-ns2 --alternate'],
    },
    process.argv.slice(2),
    'bench',
  );
  if (!args.ok) {
    process.exitCode = args.exitCode;
    return;
  }
  const { values } = args;
  const repeat = Math.max(1, Number(values.repeat) | 0);
  const only = values.only?.split(',');
  const cases = BENCH_CASES.filter((c) => !only || only.includes(c.name));
  const cliCase = !only || only.includes(CLI_CASE);
  const useNs2 = !values['no-ns2'] && nsInstalled();
  const runner = bundleCaseRunner();
  const against = values.against ? resolve(values.against) : null;
  const otherRunner = against ? bundleCaseRunner(against, 'against') : null;
  process.stdout.write(
    `TCP Fairness Lab engine benchmark: node ${process.version}, median of ${repeat} run(s) per case` +
      `${useNs2 ? ', ns-2 in the same run' : values['no-ns2'] ? ' (ns-2 comparison off)' : ' (ns not installed: no ns-2 comparison)'}` +
      `${against ? `, against ${against} (interleaved)` : ''}\n\n`,
  );
  const ours: string[][] = [];
  const vsNs2: string[][] = [];
  const vsOther: string[][] = [];
  const results: Record<string, { ours: OursResult; ns2: Ns2Result | null; against?: OursResult; chromium?: BrowserResult[] } | CliResult> = {};
  const alternated = values.alternate && !otherRunner ? runAlternating(runner, cases, repeat) : null;
  const vsBaseline: string[][] = [];
  const split: string[][] = [];
  for (const c of cases) {
    const [o, other] = alternated ? [alternated.get(c.name)!] : runInterleaved(otherRunner ? [runner, otherRunner] : [runner], c, repeat);
    const ns2 = useNs2 && !c.trace && ns2Runs(c) ? runNs2(c, repeat) : null;
    results[c.name] = { ours: o, ns2, ...(other ? { against: other } : {}) };
    const total = o.setupSec + o.runSec;
    ours.push([
      c.label,
      f2(o.runSec),
      o.warmRunSec !== undefined ? f2(o.warmRunSec) : '-',
      f2(total),
      mega(o.events / o.runSec),
      f1(o.events / o.bottleneckPackets),
      mega(o.bottleneckPackets / o.runSec),
      f1(c.scenario.durationSec / o.runSec),
      f1(o.peakRssMB),
    ]);
    if (ns2) {
      vsNs2.push([
        c.label,
        f2(ns2.runSec),
        f2(ns2.wallSec),
        ns2.bottleneckPackets !== null ? mega(ns2.bottleneckPackets / ns2.runSec) : '-',
        ns2.peakRssMB != null ? f1(ns2.peakRssMB) : '-',
        `${f2(ns2.runSec / o.runSec)}×`,
        `${f2(ns2.wallSec / total)}×`,
      ]);
    }
    const baseline = c.baseline !== undefined ? results[c.baseline] : undefined;
    const base = baseline && 'ours' in baseline ? baseline.ours : undefined;
    if (base) {
      const label = cases.find((b) => b.name === c.baseline)!.label;
      vsBaseline.push([c.label, label, `${f2(o.runSec / base.runSec)}×`, ratio(o.warmRunSec, base.warmRunSec), ratio(o.runCpuSec, base.runCpuSec), f1(o.events / o.bottleneckPackets), f1(base.events / base.bottleneckPackets)]);
      const row = timeSplit(o, base);
      if (row) split.push([c.label, ...row]);
    }
    if (other) {
      vsOther.push([
        c.label,
        f2(other.runSec),
        f2(o.runSec),
        ratio(other.runSec, o.runSec),
        other.warmRunSec !== undefined ? f2(other.warmRunSec) : '-',
        o.warmRunSec !== undefined ? f2(o.warmRunSec) : '-',
        ratio(other.warmRunSec, o.warmRunSec),
        ratio(other.runCpuSec, o.runCpuSec),
        ratio(other.warmRunCpuSec, o.warmRunCpuSec),
        f1(other.peakRssMB),
        f1(o.peakRssMB),
        other.events === o.events ? 'same' : `${other.events} vs ${o.events}`,
      ]);
    }
  }
  if (ours.length > 0) {
    process.stdout.write(
      table(['case', 'run s', 'warm run s', 'total s', 'events/s', 'events/bottleneck pkt', 'bottleneck pkt/s', 'sim s per wall s', 'peak RSS MB'], ours),
    );
    process.stdout.write('run = first event to last in a fresh process (JIT warm-up included); warm run = the median of 4 more runs in\n');
    process.stdout.write('that process; total = run with scenario validation and set-up (Node start excluded). Rates are over the first run.\n\n');
  }
  if (vsBaseline.length > 0) {
    process.stdout.write(table(['case', 'baseline', 'run / baseline', 'warm / baseline', 'CPU / baseline', 'events/bottleneck pkt', 'baseline events/bottleneck pkt'], vsBaseline));
    process.stdout.write(`Times relative to the baseline case in this same run${alternated ? ' (cases alternating)' : ''}.\n\n`);
  }
  if (split.length > 0) {
    process.stdout.write(
      table(['case', 'warm run s', 'its queue alone s', 'the rest s', "baseline's queue alone s", "baseline's rest s", 'rest / baseline rest', 'warm / baseline with its queue as cheap'], split),
    );
    process.stdout.write(
      "queue alone = the bottleneck's queue operations of one run (both directions), replayed on a new network's discipline (the same answers, checked),\n" +
        'with the packets recycled: what the discipline itself costs. the rest = warm run − queue alone: the links, TCP and the scheduler running that run.\n' +
        "The last column: the warm run's ratio to the baseline's if this discipline cost what the baseline's does.\n\n",
    );
  }
  if (vsNs2.length > 0) {
    process.stdout.write(table(['case', 'ns-2 run s', 'ns-2 total s', 'ns-2 pkt/s', 'ns-2 RSS MB', 'speed-up (run)', 'speed-up (total)'], vsNs2));
    process.stdout.write('ns-2 total = the whole ns process (OTcl set-up included). Speed-up = ns-2 time / ours.\n\n');
  }
  if (vsOther.length > 0) {
    process.stdout.write(
      table(
        ['case', 'before run s', 'after run s', 'speed-up', 'before warm s', 'after warm s', 'speed-up (warm)', 'speed-up (CPU)', 'speed-up (warm CPU)', 'before RSS MB', 'after RSS MB', 'events'],
        vsOther,
      ),
    );
    process.stdout.write(`before = ${against}, after = this checkout; their runs alternate, so the machine's load falls on both.\n`);
    process.stdout.write("CPU = the run's CPU time over all of Node's threads (JIT and GC included): less disturbed by other processes than wall time.\n");
  }
  if (cliCase) {
    const cli = runCliCase(repeat, useNs2);
    results[CLI_CASE] = cli;
    process.stdout.write('\n');
    reportCliCase(cli, repeat);
  }
  if (values.browser) {
    process.stdout.write('\n');
    const inChromium = await browserTable(cases, against, repeat);
    for (const c of cases) (results[c.name] as { chromium?: BrowserResult[] }).chromium = inChromium[c.name];
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
