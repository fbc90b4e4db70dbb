// Runs validation cases in both simulators, many runs at once, and compares them: every
// replication of every point becomes two jobs (ours, ns-2), and `parallelism` slots take them
// longest first. How a run happens is passed in (worker threads and `ns` processes for
// `npm run validate`, the test process itself in the Vitest subset): this half is pure.
import { validateScenario, type ScenarioInput } from '../../sim/scenario/Scenario';
import { withTransfers, type RunSummary } from '../runSummary';
import { runCost } from '../schedule';
import { comparePoint, extendedCheck, judgeConfig, lossyPointPasses } from './compare';
import type { CaseReport, ValidationCase, ValidationConfig, ValidationPoint } from './types';

export type Engine = 'ours' | 'ns2';
export type RunFn = (scenario: ScenarioInput) => Promise<RunSummary>;

interface Job {
  engine: Engine;
  scenario: ScenarioInput;
  /** Bottleneck packets the run carries: a proxy for its cost. */
  cost: number;
  done: (r: RunSummary) => void;
}

export interface RunOptions {
  parallelism: number;
  runOurs: RunFn;
  runNs2: RunFn;
  /** Called after each finished job with (finished, total). */
  onProgress?: (finished: number, total: number) => void;
}

export interface CasesResult {
  cases: CaseReport[];
  runs: { ours: number; ns2: number };
  durationSec: number;
  parallelism: number;
}

/** Replications a point that misses the lossy target is re-run with, to tell noise from a real difference. */
export const EXTENDED_REPLICATIONS = 20;

async function runJobs(jobs: Job[], parallelism: number, runOurs: RunFn, runNs: RunFn, onDone: () => void): Promise<void> {
  jobs.sort((a, b) => b.cost - a.cost);
  let next = 0;
  const slot = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      job.done(await (job.engine === 'ours' ? runOurs : runNs)(job.scenario));
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelism, jobs.length) }, slot));
}

interface Slot {
  ours: RunSummary[];
  ns2: RunSummary[];
}

function jobsFor(scenarios: ScenarioInput[], slot: Slot, offset: number, engines: readonly Engine[]): Job[] {
  return scenarios.flatMap((scenario, r) => {
    const c0 = runCost(scenario);
    return engines.map((engine) => ({
      engine,
      scenario,
      cost: engine === 'ns2' ? c0 * 2 : c0,
      done: (s: RunSummary) => {
        slot[engine][offset + r] = withTransfers(s, scenario);
      },
    }));
  });
}

/** The simulators a configuration runs in: ours alone where there is no ns-2 reference. */
const enginesFor = (cfg: ValidationConfig): readonly Engine[] => (cfg.target === 'none' ? ['ours'] : ['ns2', 'ours']);

const pointInfo = (p: ValidationPoint) => ({ id: p.id, label: p.label, x: p.x, packetSizeBytes: validateScenario(p.replications[0]).packetSizeBytes });

/**
 * Runs every replication of every point of `cases` in both simulators and compares them. A lossy
 * point that misses its target, and can make more replications, is then re-run with
 * `extendedReplications` in all and the wider comparison attached to it (`extended`).
 */
export async function runCases(cases: readonly ValidationCase[], opts: RunOptions & { extendedReplications?: number }): Promise<CasesResult> {
  const started = Date.now();
  const parallelism = Math.max(1, opts.parallelism);
  const runNs = opts.runNs2;
  const extendTo = opts.extendedReplications ?? EXTENDED_REPLICATIONS;
  let finished = 0;
  let total = 0;
  const progress = () => opts.onProgress?.(++finished, total);
  const jobs: Job[] = [];
  const slots: Slot[][][] = cases.map((c) =>
    c.configs.map((cfg) =>
      cfg.points.map((p) => {
        const slot: Slot = { ours: [], ns2: [] };
        jobs.push(...jobsFor(p.replications, slot, 0, enginesFor(cfg)));
        return slot;
      }),
    ),
  );
  total = jobs.length;
  await runJobs(jobs, parallelism, opts.runOurs, runNs, progress);
  const runs = { ours: 0, ns2: 0 };
  const count = (js: Job[]) => js.forEach((j) => runs[j.engine]++);
  count(jobs);
  const reports: CaseReport[] = cases.map((c, ci) => ({
    id: c.id,
    number: c.number,
    title: c.title,
    paper: c.paper,
    setup: c.setup,
    choices: c.choices,
    findings: [],
    configs: c.configs.map((cfg, gi) =>
      judgeConfig(
        cfg,
        cfg.points.map((p, pi) => comparePoint(pointInfo(p), cfg, slots[ci][gi][pi].ours, slots[ci][gi][pi].ns2, p.paper)),
      ),
    ),
  }));
  // Extended checks of the lossy misses.
  const extra: Job[] = [];
  const pending: (() => void)[] = [];
  cases.forEach((c, ci) =>
    c.configs.forEach((cfg, gi) =>
      cfg.points.forEach((p, pi) => {
        const report = reports[ci].configs[gi].points[pi];
        const have = p.replications.length;
        if (cfg.target !== 'lossy' || !p.replicate || have >= extendTo || lossyPointPasses(report, cfg.classes)) return;
        const slot = slots[ci][gi][pi];
        const more = Array.from({ length: extendTo - have }, (_, k) => p.replicate!(have + k + 1));
        extra.push(...jobsFor(more, slot, have, enginesFor(cfg)));
        pending.push(() => {
          const wide = comparePoint(pointInfo(p), cfg, slot.ours, slot.ns2);
          report.extended = extendedCheck(wide, cfg.classes);
        });
      }),
    ),
  );
  if (extra.length) {
    total += extra.length;
    await runJobs(extra, parallelism, opts.runOurs, runNs, progress);
    for (const f of pending) f();
    count(extra);
  }
  return {
    cases: reports,
    runs,
    durationSec: (Date.now() - started) / 1000,
    parallelism,
  };
}
