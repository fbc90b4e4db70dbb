// `npm run validate`: runs every validation case (src/experiments/validation/validationCases.ts) in our engine and in
// ns-2.35, in parallel on the available cores, compares them against the agreement targets and writes
// public/validation/report.md and report.json; prints the summary table and the total time.
//   npm run validate -- [--only 1,3] [--jobs N] [--out DIR] [--no-write]
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGET_TEXT } from '../experiments/validation/compare';
import { reportMarkdown, summaryRows } from '../experiments/validation/reportMarkdown';
import type { ValidationReport } from '../experiments/validation/types';
import { nsAvailable } from './ns2';
import { validationCases } from '../experiments/validation/validationCases';
import { GENERAL_NOTES, findingsFor } from '../experiments/validation/validationFindings';
import { runCases } from '../experiments/validation/runCases';
import { profileFindings, profileSummary, standardProfileTwins } from '../experiments/validation/profileFindings';
import { parseCommandLine } from './commandLine';
import { runNs2Summary } from './validationRunner';
import { workerThreadPool } from './workerThreadPool';
import { bundleRunWorker } from './workerBundle';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

function pad(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

async function main(): Promise<void> {
  const args = parseCommandLine(
    {
      usage: ['npm run validate -- [--only 1,3] [--jobs N] [--out DIR] [--no-write]'],
      summary:
        'Runs every validation case in our engine and in ns-2.35 (needs `ns`), in parallel on the available cores, compares them against the agreement targets, ' +
        'writes public/validation/report.md and report.json and prints the summary table.',
      options: {
        only: { type: 'string', value: '1,3', description: 'only these cases (numbers or ids)' },
        jobs: { type: 'string', value: 'N', description: 'parallel runs (default: every core)' },
        out: { type: 'string', value: 'DIR', default: join(root, 'public/validation'), description: 'where the report goes' },
        'no-write': { type: 'boolean', description: 'print the summary, write no report' },
      },
      examples: ['npm run validate', 'npm run validate -- --only 1 --no-write'],
    },
    process.argv.slice(2),
    'validate',
  );
  if (!args.ok) {
    process.exitCode = args.exitCode;
    return;
  }
  const { values } = args;
  if (!nsAvailable()) {
    process.stderr.write('validate: ns-2 is not installed (no `ns` on PATH, or $NS2_BIN): install the Debian ns2 package.\n');
    process.exitCode = 2;
    return;
  }
  const only = values.only?.split(',').map((s) => s.trim());
  const cases = validationCases().filter((c) => !only || only.includes(String(c.number)) || only.includes(c.id));
  if (cases.length === 0) throw new Error(`--only ${values.only}: no such case`);
  const parallelism = values.jobs ? Math.max(1, Number(values.jobs) | 0) : availableParallelism();
  const pool = workerThreadPool(bundleRunWorker(), parallelism);
  const started = performance.now();
  let lastPct = -1;
  try {
    const result = await runCases(cases, {
      parallelism,
      runOurs: (scenario) => pool.run(scenario),
      runNs2: runNs2Summary,
      onProgress: (done, total) => {
        const p = Math.floor((100 * done) / total);
        if (process.stderr.isTTY && p !== lastPct) process.stderr.write(`\rvalidate: ${done}/${total} runs (${p} %)`);
        lastPct = p;
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    for (const c of result.cases) c.findings = findingsFor(c);
    // The same replications in the standard profile (our engine only): which findings change.
    const twins = await runCases(standardProfileTwins(cases), {
      parallelism,
      runOurs: (scenario) => pool.run(scenario),
      runNs2: () => Promise.reject(new Error('the standard-profile twins run in our engine only')),
    });
    const profiles = profileFindings(result.cases, twins.cases);
    const durationSec = (performance.now() - started) / 1000;
    const report: ValidationReport = {
      version: 1,
      generatedAt: new Date().toISOString(),
      environment: { node: process.version, ns2: 'ns-2.35 (Debian ns2)', cpus: cpus().length, parallelism },
      durationSec,
      runs: { ours: result.runs.ours + twins.runs.ours, ns2: result.runs.ns2 },
      targets: TARGET_TEXT,
      notes: GENERAL_NOTES,
      cases: result.cases,
      profiles,
    };
    if (!values['no-write']) {
      mkdirSync(values.out, { recursive: true });
      writeFileSync(join(values.out, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
      writeFileSync(join(values.out, 'report.md'), reportMarkdown(report));
    }
    const rows = summaryRows(report);
    process.stdout.write(
      `${pad([
        ['case', 'configuration', 'target', 'goodput error vs ns-2', '', 'JFI difference', ''],
        ...rows.map((r) => [r.caseLabel, r.config, r.target, r.goodputError, r.goodputPass ? 'pass' : 'FAIL', r.jainError, r.jainPass ? 'pass' : 'FAIL']),
      ])}\n\n`,
    );
    const failed = rows.filter((r) => !r.goodputPass || !r.jainPass).length;
    process.stdout.write(`Profiles: ${profileSummary(profiles)}\n\n`);
    process.stdout.write(
      `${report.runs.ours} runs of ours + ${result.runs.ns2} of ns-2 on ${parallelism} parallel slots: ${durationSec.toFixed(1)} s in total. ` +
        `${rows.length - failed}/${rows.length} configurations meet both targets.` +
        `${values['no-write'] ? '' : ` Report: ${join(values.out, 'report.md')}`}\n`,
    );
  } finally {
    pool.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`validate: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
