// `npm run bench`: speed and memory of the engine in Node on the benchmark scenarios, each case
// in a fresh process (so peak RSS is its own), and the same scenarios in ns-2 when `ns` is
// installed, in the same run, so the ratio compares like with like on this machine.
//   npm run bench -- [--repeat N] [--only name,name] [--no-ns2] [--json out.json]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSync } from 'esbuild';
import { scenarioToNs2Tcl } from '../sim/export/ns2Tcl';
import { BENCH_CASES, type BenchCase } from './benchCases';

interface OursResult {
  setupSec: number;
  runSec: number;
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

function bundleCaseRunner(): string {
  const outDir = join(root, 'node_modules/.cache/tcp-lab-bench');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'bench-case.mjs');
  buildSync({ entryPoints: [join(here, 'benchCase.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function runOurs(runner: string, c: BenchCase, repeat: number): OursResult {
  const runs: OursResult[] = [];
  for (let i = 0; i < repeat; i++) {
    const r = spawnSync(process.execPath, [runner, c.name], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`bench case ${c.name} failed: ${r.stderr}`);
    runs.push(JSON.parse(r.stdout.trim().split('\n').pop()!) as OursResult);
  }
  const pick = runs.find((r) => r.runSec === median(runs.map((x) => x.runSec)))!;
  return { ...pick, peakRssMB: Math.max(...runs.map((r) => r.peakRssMB)) };
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

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const mega = (x: number) => `${(x / 1e6).toFixed(2)} M`;

function main(): void {
  const { values } = parseArgs({
    options: {
      repeat: { type: 'string', default: '3' },
      only: { type: 'string' },
      'no-ns2': { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const repeat = Math.max(1, Number(values.repeat) | 0);
  const only = values.only?.split(',');
  const cases = BENCH_CASES.filter((c) => !only || only.includes(c.name));
  const useNs2 = !values['no-ns2'] && nsInstalled();
  const runner = bundleCaseRunner();
  process.stdout.write(`TCP Fairness Lab engine benchmark: node ${process.version}, median of ${repeat} run(s) per case${useNs2 ? ', ns-2 in the same run' : values['no-ns2'] ? ' (ns-2 comparison off)' : ' (ns not installed: no ns-2 comparison)'}\n\n`);
  const rows: string[][] = [];
  const results: Record<string, { ours: OursResult; ns2: Ns2Result | null }> = {};
  for (const c of cases) {
    const ours = runOurs(runner, c, repeat);
    const ns2 = useNs2 && !c.trace ? runNs2(c, repeat) : null;
    results[c.name] = { ours, ns2 };
    const total = ours.setupSec + ours.runSec;
    rows.push([
      c.label,
      f2(ours.runSec),
      f2(total),
      mega(ours.events / ours.runSec),
      mega(ours.bottleneckPackets / ours.runSec),
      f1(ours.peakRssMB),
      ns2 ? f2(ns2.runSec) : '-',
      ns2 ? f2(ns2.wallSec) : '-',
      ns2 && ns2.bottleneckPackets !== null ? mega(ns2.bottleneckPackets / ns2.runSec) : '-',
      ns2?.peakRssMB != null ? f1(ns2.peakRssMB) : '-',
      ns2 ? `${f2(ns2.runSec / ours.runSec)}×` : '-',
      ns2 ? `${f2(ns2.wallSec / total)}×` : '-',
    ]);
  }
  const head = [
    'case', 'ours run s', 'ours total s', 'events/s', 'bottleneck pkt/s', 'peak RSS MB',
    'ns-2 run s', 'ns-2 total s', 'ns-2 pkt/s', 'ns-2 RSS MB', 'speed-up (run)', 'speed-up (total)',
  ];
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  process.stdout.write(`${line(head)}\n${line(head.map(() => '---'))}\n${rows.map(line).join('\n')}\n\n`);
  process.stdout.write('run = first event to last; ours total = with scenario validation and set-up (Node start excluded);\n');
  process.stdout.write('ns-2 total = the whole ns process (OTcl set-up included). pkt/s over the run. Speed-up = ns-2 time / ours.\n');
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

main();
