// Regenerates the ns-3.37 reference values of the CUBIC/BBR contrasts (NS3_CASES): runs seeds
// 1, 2, … of every case in ns-3 until N of them did not stall (a BBR flow of ns-3.37 can stall:
// bbrStalled over the window, or bbrStallStart inside it from the program's trace; at most 3N seeds), and writes src/experiments/validation/ns3Reference.json, the
// per-run values and their means, with the command and program hash that made them.
// Usage: npm run ns3:reference [-- --cases=id,id] [--replications=N] [--parallel=N]
//   [--args="--a=1 --b=2" --out=FILE]: a what-if run, ns-3 told more (e.g. --clockGranularitySec=0.2,
//   Linux's RTO; --ns3::TcpCubic::HyStart=false), recorded in each run's args, written to FILE
//   (never over the reference unless named).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NS3_CASES, NS3_REPLICATIONS } from '../experiments/validation/ns3Cases';
import { bbrStallStart, bbrStalled, summarizeNs3Case, type Ns3ReferenceFile, type Ns3ReferenceRun } from '../experiments/validation/ns3Reference';
import { commandLineOrExit } from './commandLine';
import { NS3_SOURCE, ns3Available, ns3Binary, runNs3 } from './ns3';
import { runSeeds } from './seedRuns';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCE = join(root, 'src/experiments/validation/ns3Reference.json');

const { values: options } = commandLineOrExit(
  {
    usage: ['npm run ns3:reference -- [--cases=id,id] [--replications=N] [--parallel=N] [--args="--a=1 --b=2" --out=FILE]'],
    summary:
      'Regenerates the ns-3.37 reference of the CUBIC/BBR contrasts (needs libns3-dev and g++): runs seeds 1, 2, … of every case in ns-3 until N did not stall ' +
      '(at most 3N) and writes src/experiments/validation/ns3Reference.json.',
    options: {
      cases: { type: 'string', value: 'id,id', description: 'only these cases' },
      replications: { type: 'string', value: 'N', description: 'runs per case that did not stall (default: the cases\' own)' },
      parallel: { type: 'string', value: 'N', default: '2', description: 'ns-3 processes at once' },
      args: { type: 'string', value: '"--a=1 --b=2"', description: 'a what-if run: more arguments for ns-3 (needs --out)' },
      out: { type: 'string', value: 'FILE', description: 'where to write (the reference by default)' },
    },
    examples: ['npm run ns3:reference -- --cases=bufferbloat-cubic --replications=2 --out=/tmp/ref.json'],
  },
  'ns3:reference',
);
const arg = (name: keyof typeof options): string | undefined => options[name];

async function main(): Promise<void> {
  if (!ns3Available()) throw new Error('ns-3 is not installed here: apt-get install libns3-dev g++');
  const only = arg('cases')?.split(',');
  const replications = Number(arg('replications') ?? NS3_REPLICATIONS);
  const parallel = Number(arg('parallel') ?? 2);
  const whatIf = arg('args')?.split(/\s+/).filter((a) => a.length > 0) ?? [];
  const out = arg('out') ?? REFERENCE;
  if (whatIf.length > 0 && out === REFERENCE) throw new Error('a what-if run (--args) needs --out=FILE: the reference is ns-3 as MODEL.md sets it up');
  ns3Binary();
  const cases = NS3_CASES.filter((c) => !only || only.includes(c.id));
  const started = Date.now();
  const runOne = async (c: (typeof cases)[number], seed: number): Promise<Ns3ReferenceRun> => {
    const s = c.scenario(seed);
    // A BBR flow is traced, to see whether it stalls for good inside the window (bbrStallStart).
    const bbrFlows = s.flows.flatMap((f, i) => (f.variant === 'bbr' ? [i] : []));
    const traceFile = join(tmpdir(), `ns3-trace-${process.pid}-${c.id}-${seed}.csv`);
    // The what-if arguments come last: the program reads the last value it is given.
    const extraArgs = [...whatIf, ...(bbrFlows.length > 0 ? [`--traceFile=${traceFile}`, '--traceSec=0.1'] : [])];
    const ran = await runNs3(s, { run: seed, extraArgs });
    const { result, wallSec } = ran;
    const args = [...ran.args, ...whatIf];
    let stalledFromSec: number | null = null;
    if (bbrFlows.length > 0) {
      stalledFromSec = bbrStallStart(readFileSync(traceFile, 'utf8'), bbrFlows, s.bottleneck.rateBps, s.measure.toSec);
      rmSync(traceFile, { force: true });
    }
    const run: Ns3ReferenceRun = {
      seed,
      args,
      flows: result.flows.map((f, i) => ({ name: s.flows[i].name, variant: s.flows[i].variant, goodputBps: f.goodputBps, drops: f.drops, meanRttSec: f.meanRttSec })),
      jainIndex: result.jainIndex,
      meanQueuePackets: result.bottleneck.meanQueuePackets,
      drops: result.bottleneck.drops,
      utilization: result.bottleneck.utilization,
      stalled: stalledFromSec !== null || bbrStalled(result.flows.map((f, i) => ({ variant: s.flows[i].variant, goodputBps: f.goodputBps })), s.bottleneck.rateBps),
      ...(stalledFromSec !== null ? { stalledFromSec } : {}),
    };
    console.error(`${c.id} seed ${seed}: ${result.flows.map((f, i) => `${s.flows[i].name} ${(f.goodputBps / 1e6).toFixed(3)} Mb/s`).join(', ')}, queue ${result.bottleneck.meanQueuePackets.toFixed(1)}${run.stalled ? ` (BBR stalled${stalledFromSec !== null ? ` from ${stalledFromSec.toFixed(1)} s` : ''})` : ''} (${wallSec.toFixed(1)} s)`);
    return run;
  };
  const runs = await runSeeds(cases, replications, parallel, runOne);

  let previous: Ns3ReferenceFile | undefined;
  try {
    previous = JSON.parse(readFileSync(out, 'utf8')) as Ns3ReferenceFile;
  } catch {
    previous = undefined;
  }
  const command = whatIf.length > 0 ? `npm run ns3:reference -- --args="${whatIf.join(' ')}"` : 'npm run ns3:reference';
  const programSha256 = createHash('sha256').update(readFileSync(NS3_SOURCE)).digest('hex');
  // Cases not rerun are kept only if the same program and command made them with as many replications.
  const keep = previous?.programSha256 === programSha256 && previous.replications === replications && previous.command === command;
  const file: Ns3ReferenceFile = {
    command,
    ns3: 'ns-3.37 (Debian libns3-dev), program src/cli/ns3/dumbbell.cc',
    programSha256,
    replications,
    cases: keep ? { ...previous!.cases } : {},
  };
  for (const c of cases) {
    const r = runs.get(c.id)!;
    file.cases[c.id] = summarizeNs3Case(c.flows, r);
  }
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
  console.error(`wrote ${out} (${[...runs.values()].reduce((n, r) => n + r.length, 0)} runs in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
