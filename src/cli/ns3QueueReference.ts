// Regenerates the ns-3.37 reference values of the queue-discipline cases (NS3_QUEUE_CASES): runs
// seeds 1, 2, … of every case until N of them did not stall (a BBR flow of ns-3.37 can stall, as
// in ns3Reference.ts; at most 3N seeds) and writes src/experiments/validation/ns3QueueReference.json,
// the per-run values and their means, with the command and program hash that made them.
// Usage: npm run ns3:queue-reference [-- --cases=id,id] [--replications=N] [--parallel=N]
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NS3_QUEUE_CASES, NS3_QUEUE_REPLICATIONS, type Ns3QueueCase } from '../experiments/validation/ns3QueueCases';
import { summarizeNs3QueueCase, type Ns3QueueReferenceFile, type Ns3QueueReferenceRun } from '../experiments/validation/ns3QueueReference';
import { bbrStallStart, bbrStalled } from '../experiments/validation/ns3Reference';
import { commandLineOrExit } from './commandLine';
import { NS3_SOURCE, ns3Available, ns3Binary, runNs3 } from './ns3';
import { runSeeds } from './seedRuns';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REFERENCE = join(root, 'src/experiments/validation/ns3QueueReference.json');

const { values: options } = commandLineOrExit(
  {
    usage: ['npm run ns3:queue-reference -- [--cases=id,id] [--replications=N] [--parallel=N]'],
    summary:
      'Regenerates the ns-3.37 reference of the queue-discipline cases (CoDel, FQ-CoDel, PIE, ECN; needs libns3-dev and g++): runs seeds 1, 2, … of every case ' +
      'until N did not stall (at most 3N) and writes src/experiments/validation/ns3QueueReference.json.',
    options: {
      cases: { type: 'string', value: 'id,id', description: 'only these cases' },
      replications: { type: 'string', value: 'N', description: "runs per case that did not stall (default: the cases' own)" },
      parallel: { type: 'string', value: 'N', default: '2', description: 'ns-3 processes at once' },
    },
    examples: ['npm run ns3:queue-reference -- --cases=codel-cubic-deep --replications=1'],
  },
  'ns3:queue-reference',
);
const arg = (name: keyof typeof options): string | undefined => options[name];

async function runOne(c: Ns3QueueCase, seed: number): Promise<Ns3QueueReferenceRun> {
  const s = c.scenario(seed);
  const bbrFlows = s.flows.flatMap((f, i) => (f.variant === 'bbr' ? [i] : []));
  const traceFile = join(tmpdir(), `ns3-queue-trace-${process.pid}-${c.id}-${seed}.csv`);
  const extraArgs = bbrFlows.length > 0 ? [`--traceFile=${traceFile}`, '--traceSec=0.1'] : [];
  const { result, args, wallSec } = await runNs3(s, { run: seed, extraArgs });
  let stalledFromSec: number | null = null;
  if (bbrFlows.length > 0) {
    stalledFromSec = bbrStallStart(readFileSync(traceFile, 'utf8'), bbrFlows, s.bottleneck.rateBps, s.measure.toSec);
    rmSync(traceFile, { force: true });
  }
  const b = result.bottleneck;
  if (b.dropsByReason === undefined || b.marks === undefined || b.meanSojournSec === undefined || b.meanQueueDelaySec === undefined) {
    throw new Error(`${c.id} seed ${seed}: ns-3 printed no drops by reason, marks, sojourn time or queueing delay (is the program up to date?)`);
  }
  const run: Ns3QueueReferenceRun = {
    seed,
    args,
    flows: result.flows.map((f, i) => ({
      name: s.flows[i].name,
      variant: s.flows[i].variant,
      goodputBps: f.goodputBps,
      meanRttSec: f.meanRttSec,
      dropsByReason: f.dropsByReason ?? {},
      marks: f.marks ?? 0,
    })),
    jainIndex: result.jainIndex,
    meanQueuePackets: b.meanQueuePackets,
    meanSojournSec: b.meanSojournSec,
    meanQueueDelaySec: b.meanQueueDelaySec,
    dropsByReason: b.dropsByReason,
    marks: b.marks,
    utilization: b.utilization,
    stalled: stalledFromSec !== null || bbrStalled(result.flows.map((f, i) => ({ variant: s.flows[i].variant, goodputBps: f.goodputBps })), s.bottleneck.rateBps),
  };
  const flows = result.flows.map((f, i) => `${s.flows[i].name} ${(f.goodputBps / 1e6).toFixed(3)} Mb/s`).join(', ');
  const sojourn = b.meanSojournSec === null ? '-' : `${(b.meanSojournSec * 1e3).toFixed(1)} ms`;
  console.error(`${c.id} seed ${seed}: ${flows}, queue ${b.meanQueuePackets.toFixed(1)}, sojourn ${sojourn}, drops ${JSON.stringify(b.dropsByReason)}, marks ${b.marks}${run.stalled ? ' (BBR stalled)' : ''} (${wallSec.toFixed(1)} s)`);
  return run;
}

async function main(): Promise<void> {
  if (!ns3Available()) throw new Error('ns-3 is not installed here: apt-get install libns3-dev g++');
  const only = arg('cases')?.split(',');
  const replications = Number(arg('replications') ?? NS3_QUEUE_REPLICATIONS);
  const parallel = Number(arg('parallel') ?? 2);
  ns3Binary();
  const cases = NS3_QUEUE_CASES.filter((c) => !only || only.includes(c.id));
  const unknown = only?.filter((id) => !NS3_QUEUE_CASES.some((c) => c.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`no queue case ${unknown.join(', ')}`);
  const started = Date.now();
  const runs = await runSeeds(cases, replications, parallel, runOne);

  let previous: Ns3QueueReferenceFile | undefined;
  try {
    previous = JSON.parse(readFileSync(REFERENCE, 'utf8')) as Ns3QueueReferenceFile;
  } catch {
    previous = undefined;
  }
  const programSha256 = createHash('sha256').update(readFileSync(NS3_SOURCE)).digest('hex');
  // Cases not rerun are kept only if the same program made them with as many replications.
  const keep = previous?.programSha256 === programSha256 && previous.replications === replications;
  const file: Ns3QueueReferenceFile = {
    command: 'npm run ns3:queue-reference',
    ns3: 'ns-3.37 (Debian libns3-dev), program src/cli/ns3/dumbbell.cc',
    programSha256,
    replications,
    cases: keep ? { ...previous!.cases } : {},
  };
  for (const c of cases) file.cases[c.id] = summarizeNs3QueueCase(c.flows, runs.get(c.id)!);
  writeFileSync(REFERENCE, `${JSON.stringify(file, null, 1)}\n`);
  console.error(`wrote ${REFERENCE} (${[...runs.values()].reduce((n, r) => n + r.length, 0)} runs in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
