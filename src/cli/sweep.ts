// `npm run sweep`: runs a paper experiment (src/experiments/catalogue.ts) or a custom sweep file on
// all cores and prints its table (ours mean ± 95 % CI, ns-2's values from the validation report,
// the paper's), or CSV / JSON. Large sweeps split into disjoint shards and merge back.
//   npm run sweep -- --list
//   npm run sweep -- <experiment-id | sweep.json> [--full] [--seeds N] [--profile ns2,standard]
//                    [--jobs N] [--json] [--csv out.csv] [--shard k/n] [--out part.json]
//   npm run sweep -- --merge parts/*.json [--json] [--csv out.csv]
// A sweep file is {"base": <scenario>, "x": {"path", "values"}, "y"?: …, "seeds", "measure", "classBy"?}.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_SETTINGS, defaultProfile, experimentById, experimentPlan, experimentProfiles, experiments, type Experiment, type Profile, type RunSettings } from '../experiments/catalogue';
import { checkCustomSweep, customSweepPlan, parseCustomSweepSpec, type CustomSweepSpec } from '../experiments/customSweep';
import { sweepProblemText, sweepSpecProblemText } from '../experiments/sweepProblem';
import { measureInfo } from '../experiments/measures';
import { experimentRows, planRows, rowsToCsv, type ResultRow } from '../experiments/resultTable';
import { CancelToken } from '../experiments/Runner';
import { runSweep, sweepJobs, type RunResult, type SweepJob, type SweepPlan } from '../experiments/sweep';
import type { ValidationReport } from '../experiments/validation/types';
import { parseScenario, type Scenario } from '../sim/scenario/Scenario';
import { formatProblem } from '../sim/scenario/formatProblem';
import { readFileText } from './readScenarioFile';
import { parseCommandLine, type CommandSpec } from './commandLine';
import { bundleRunWorker } from './workerBundle';
import { workerThreadPool } from './workerThreadPool';

const root = resolve(import.meta.dirname, '../..');

/** What a shard file holds: enough to merge it with its siblings and print the table. */
interface SweepFile {
  kind: 'tcp-lab-sweep';
  version: 1;
  /** The experiment id, or the custom sweep (base scenario and spec). */
  experiment?: string;
  custom?: { base: Scenario; spec: CustomSweepSpec };
  settings: RunSettings;
  shard: { k: number; n: number };
  results: RunResult[];
}

type Target = { experiment: Experiment; settings: RunSettings; plan: SweepPlan } | { custom: { base: Scenario; spec: CustomSweepSpec }; settings: RunSettings; plan: SweepPlan };

function withSeeds(plan: SweepPlan, seeds: number | undefined): SweepPlan {
  if (seeds === undefined) return plan;
  return { ...plan, series: plan.series.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, reps: seeds })) })) };
}

function loadCustom(path: string): { base: Scenario; spec: CustomSweepSpec } {
  // Read as scenario files are (src/share/decodeFileText): the same encodings, size limit and messages.
  const text = readFileText(path);
  if (!text.ok) throw new Error(`${path}: ${text.error}`);
  let raw: { base?: unknown };
  try {
    raw = JSON.parse(text.text) as { base?: unknown };
  } catch (e) {
    throw new Error(`${path}: (file): is not valid JSON (${(e as Error).message})`, { cause: e });
  }
  const base = parseScenario(raw.base);
  if (!base.ok) throw new Error(`${path}: base: ${base.problems.map(formatProblem).join('; ')}`);
  const spec = parseCustomSweepSpec(JSON.stringify(raw));
  if (!spec.ok) throw new Error(`${path}: ${sweepSpecProblemText(spec.problem)}`);
  const problems = checkCustomSweep(base.scenario, spec.spec);
  if (problems.length) throw new Error(`${path}: ${problems.map(sweepProblemText).join('; ')}`);
  return { base: base.scenario, spec: spec.spec };
}

function target(name: string, settings: RunSettings, seeds: number | undefined): Target {
  const e = experimentById(name);
  if (e) return { experiment: e, settings, plan: withSeeds(experimentPlan(e, settings), seeds) };
  if (name.endsWith('.json') && existsSync(name)) {
    const custom = loadCustom(name);
    const spec = seeds ? { ...custom.spec, seeds } : custom.spec;
    return { custom: { ...custom, spec }, settings, plan: customSweepPlan(custom.base, spec) };
  }
  throw new Error(`"${name}" is neither an experiment id (${experiments().map((x) => x.id).join(', ')}) nor a sweep file`);
}

function readReport(): ValidationReport | undefined {
  const p = join(root, 'public/validation/report.json');
  return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as ValidationReport) : undefined;
}

function rowsOf(t: Target, results: RunResult[]): ResultRow[] {
  return 'experiment' in t ? experimentRows(t.experiment, t.settings, results, readReport()) : planRows(t.plan, results);
}

function fmt(v: number | undefined, unit: string): string {
  if (v === undefined || !Number.isFinite(v)) return '—';
  if (unit === 'bps') return `${(v / 1000).toFixed(1)}k`;
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toPrecision(3);
}

function table(rows: ResultRow[]): string {
  const head = ['series', 'point', 'measure', 'n', 'ours (mean ± 95 % CI)', 'ns-2', 'paper'];
  const body = rows.map((r) => {
    const unit = measureInfo(r.measure).unit;
    return [
      r.seriesLabel,
      r.pointLabel,
      r.measure,
      String(r.n),
      `${fmt(r.mean, unit)}${Number.isFinite(r.ci95) ? ` ± ${fmt(r.ci95, unit)}` : ''}`,
      r.ns2 ? `${fmt(r.ns2.mean, unit)}${Number.isFinite(r.ns2.ci95) ? ` ± ${fmt(r.ns2.ci95, unit)}` : ''}` : '—',
      fmt(r.paper, unit),
    ];
  });
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

/** The CSV carries an experiment's closed-form curves too (B_th's model, JFI bounds), as the page's export does. */
function output(rows: ResultRow[], values: { json?: boolean; csv?: string }, t: Target): void {
  if (values.csv) writeFileSync(values.csv, rowsToCsv(rows, 'experiment' in t ? (t.experiment.figure.models ?? []) : []));
  process.stdout.write(values.json ? `${JSON.stringify(rows, null, 1)}\n` : `${table(rows)}\n`);
}

function parseShard(text: string | undefined): { k: number; n: number } {
  if (!text) return { k: 1, n: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || k < 1 || k > n) throw new Error(`--shard ${text}: must be k/n with 1 ≤ k ≤ n, e.g. 2/4`);
  return { k, n };
}

/** Shard k of n: every n-th job of the grid, from the k-th (disjoint, and together all of them). */
const inShard = (jobs: SweepJob[], { k, n }: { k: number; n: number }) => {
  const mine = new Set(jobs.filter((_, i) => i % n === k - 1).map((j) => `${j.series}/${j.point}/${j.rep}`));
  return (j: SweepJob) => mine.has(`${j.series}/${j.point}/${j.rep}`);
};

const COMMAND = {
  usage: [
    'npm run sweep -- <experiment id | sweep.json> [options]',
    'npm run sweep -- --merge part1.json part2.json … [--json] [--csv out.csv]',
    'npm run sweep -- --list',
  ],
  summary:
    "Runs a paper experiment or a custom sweep file on all cores and prints its table: ours (mean ± 95 % CI), ns-2's values from the validation report, the paper's.\n" +
    'A sweep file is {"base": <scenario>, "x": {"path", "values"}, "y"?: …, "seeds", "measure", "classBy"?}.',
  allowPositionals: true,
  options: {
    list: { type: 'boolean', description: 'list the experiments' },
    full: { type: 'boolean', description: "the paper's full grid and replications instead of the quick one" },
    seeds: { type: 'string', value: 'N', description: 'replications (seeds) per point' },
    profile: { type: 'string', value: 'ns2,standard', description: 'which engine profiles to run (default: the experiment\'s)' },
    jobs: { type: 'string', value: 'N', description: 'worker threads (default: every core)' },
    json: { type: 'boolean', description: 'print the rows as JSON' },
    csv: { type: 'string', value: 'out.csv', description: 'also write the rows as CSV' },
    shard: { type: 'string', value: 'k/n', description: 'run only shard k of n (every n-th run), to merge later' },
    out: { type: 'string', value: 'part.json', description: "write this run's results, for --merge" },
    merge: { type: 'boolean', description: 'merge shard files (named as arguments) and print the table' },
  },
  examples: ['npm run sweep -- tsang-fairness-vs-delay', 'npm run sweep -- newreno-reno --shard 1/2 --out part1.json'],
} as const satisfies CommandSpec;

async function main(): Promise<void> {
  const args = parseCommandLine(COMMAND, process.argv.slice(2), 'sweep');
  if (!args.ok) {
    process.exitCode = args.exitCode;
    return;
  }
  const { values, positionals } = args;
  if (values.list) {
    for (const e of experiments()) process.stdout.write(`${e.id.padEnd(26)} ${e.title}\n`);
    return;
  }
  if (values.merge) {
    const files = positionals.map((p) => JSON.parse(readFileSync(p, 'utf8')) as SweepFile);
    if (files.length === 0) throw new Error('--merge: name the shard files');
    const first = files[0];
    const same = (f: SweepFile) => f.experiment === first.experiment && JSON.stringify(f.custom) === JSON.stringify(first.custom) && JSON.stringify(f.settings) === JSON.stringify(first.settings);
    const odd = files.findIndex((f) => f.kind !== 'tcp-lab-sweep' || !same(f));
    if (odd >= 0) throw new Error(`--merge: ${positionals[odd]} is not a shard of the same sweep as ${positionals[0]}`);
    const t: Target = first.experiment
      ? { experiment: experimentById(first.experiment)!, settings: first.settings, plan: experimentPlan(experimentById(first.experiment)!, first.settings) }
      : { custom: first.custom!, settings: first.settings, plan: customSweepPlan(first.custom!.base, first.custom!.spec) };
    const results = files.flatMap((f) => f.results);
    const expected = sweepJobs(t.plan).length;
    if (results.length !== expected) process.stderr.write(`sweep: the shards hold ${results.length} of the sweep's ${expected} runs\n`);
    output(rowsOf(t, results), values, t);
    return;
  }
  if (positionals.length !== 1) throw new Error('name one experiment id or sweep file (--list shows the experiments)');
  const asked = experimentById(positionals[0]);
  const profiles = (values.profile?.split(',').map((p) => p.trim()) ?? (asked ? [defaultProfile(asked)] : DEFAULT_SETTINGS.profiles)) as Profile[];
  const badProfile = profiles.find((p) => p !== 'ns2' && p !== 'standard');
  if (badProfile) throw new Error(`--profile ${badProfile}: must be ns2 or standard (or both, comma-separated)`);
  const notRun = asked && profiles.find((p) => !experimentProfiles(asked).includes(p));
  if (asked && notRun) throw new Error(`--profile ${notRun}: ${asked.id} runs only in the ${experimentProfiles(asked).join(' and ')} profile`);
  const seeds = values.seeds === undefined ? undefined : Number(values.seeds);
  if (seeds !== undefined && !(Number.isInteger(seeds) && seeds >= 1)) throw new Error(`--seeds ${values.seeds}: must be a whole number ≥ 1`);
  const t = target(positionals[0], { full: values.full, profiles }, seeds);
  const shard = parseShard(values.shard);
  const slots = values.jobs ? Math.max(1, Number(values.jobs) | 0) : availableParallelism();
  const runner = workerThreadPool(bundleRunWorker(), slots);
  const cancel = new CancelToken();
  process.once('SIGINT', () => cancel.cancel());
  const started = performance.now();
  try {
    const jobs = sweepJobs(t.plan);
    const mine = inShard(jobs, shard);
    const { status, results } = await runSweep(t.plan, runner, {
      cancel,
      skip: (j) => !mine(j),
      nowMs: () => performance.now(),
      onProgress: (p) => {
        if (process.stderr.isTTY) process.stderr.write(`\rsweep: ${p.done}/${p.total} runs${p.etaSec !== null ? `, about ${Math.ceil(p.etaSec)} s to go` : ''}   `);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const wallSec = (performance.now() - started) / 1000;
    if (values.out) {
      const file: SweepFile = {
        kind: 'tcp-lab-sweep',
        version: 1,
        ...('experiment' in t ? { experiment: t.experiment.id } : { custom: t.custom }),
        settings: t.settings,
        shard,
        results,
      };
      writeFileSync(values.out, `${JSON.stringify(file)}\n`);
    }
    output(rowsOf(t, results), values, t);
    process.stderr.write(`sweep: ${results.length} runs on ${slots} worker${slots > 1 ? 's' : ''} in ${wallSec.toFixed(2)} s${status === 'cancelled' ? ' (cancelled)' : ''}\n`);
  } finally {
    runner.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`sweep: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
