// Command-line runner: `npm run sim -- <scenario.json | preset> [--json] [--trace out.csv]`,
// `npm run sim -- --list` (`--help` for every option). Runs the same engine as the app, in Node, and prints a summary; a long
// run reports its progress on stderr, and `--max-seconds` bounds its wall time.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Simulation, type FlowSummary, type SimSummary } from '../sim/Simulation';
import { describeDrops, queuesOf, reasonsShown, type QueueSetting } from '../sim/metrics/dropsByReason';
import { TraceRecorder } from '../sim/metrics/TraceRecorder';
import { Ns2ExportError, scenarioToNs2Tcl } from '../sim/export/ns2Tcl';
import { PRESETS, presetTitle } from '../sim/scenario/presets';
import { ScenarioError, parseScenario, type ValidScenario } from '../sim/scenario/Scenario';
import { EXIT_USAGE, parseCommandLine, usageLines, type CommandSpec } from './commandLine';
import { ScenarioFileError, readScenarioFile } from './readScenarioFile';

const COMMAND = {
  usage: [
    'npm run sim -- <scenario.json | preset name> [options]',
    'npm run sim -- <scenario.json | preset name> --export-ns2 out.tcl',
    'npm run sim -- --list',
  ],
  summary:
    'Runs a scenario (a JSON file, read as the lab opens files, or a bundled preset) in the same engine as the lab and prints a summary table.\n' +
    'Exit status: 0 done, 1 a refused scenario or file, 2 bad usage, 3 stopped by --max-seconds.',
  allowPositionals: true,
  options: {
    list: { type: 'boolean', description: 'list the bundled presets' },
    json: { type: 'boolean', description: 'print the summary as one JSON object' },
    trace: { type: 'string', value: 'out.csv', description: 'also write the time series as CSV' },
    'sample-sec': { type: 'string', value: 'S', description: "the trace's sample interval in seconds" },
    'export-ns2': { type: 'string', value: 'out.tcl', description: 'write an ns-2 script instead of running (run it with: ns out.tcl)' },
    'max-seconds': { type: 'string', value: 'N', description: 'stop after N s of wall time, with exit status 3 and no summary' },
    'progress-sec': { type: 'string', value: 'S', default: '2', description: 'seconds between progress lines on stderr, 0 for none' },
  },
  examples: ['npm run sim -- tsang-two-vegas', 'npm run sim -- my-scenario.json --json --trace out.csv --sample-sec 0.1'],
} as const satisfies CommandSpec;

class UsageError extends Error {}

/** Exit status of a run stopped by --max-seconds (1 is a bad scenario, 2 bad usage). */
const EXIT_TIME_LIMIT = 3;
/** Events between two looks at the clock (well under a tenth of a second of work). */
const EVENTS_PER_SLICE = 50_000;

/** A positive number of seconds from an option, or a UsageError naming it. */
function secondsOption(name: string, text: string | undefined, fallback: number, allowZero = false): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!Number.isFinite(v) || v < 0 || (!allowZero && v === 0)) throw new UsageError(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number of seconds (got ${text})`);
  return v;
}

/**
 * Runs the simulation to its end, writing a progress line to stderr every `progressSec` of wall
 * time (0: never) and giving up after `maxSec`. Returns whether it finished.
 */
function runWithProgress(sim: Simulation, progressSec: number, maxSec: number): boolean {
  const startMs = performance.now();
  let nextReportMs = progressSec > 0 ? startMs + 1000 * progressSec : Infinity;
  const deadlineMs = startMs + 1000 * maxSec;
  const total = sim.durationSec;
  for (;;) {
    if (sim.runSome(total, EVENTS_PER_SLICE)) return true;
    const nowMs = performance.now();
    if (nowMs >= nextReportMs) {
      const wallSec = (nowMs - startMs) / 1000;
      const events = sim.scheduler.eventCount;
      process.stderr.write(
        `progress: t = ${sim.now.toFixed(3)} s of ${total} s simulated (${((100 * sim.now) / total).toFixed(1)} %), ` +
          `${events.toLocaleString('en')} events, ${(events / wallSec / 1e6).toFixed(2)} M events/s, ${wallSec.toFixed(1)} s elapsed\n`,
      );
      nextReportMs = nowMs + 1000 * progressSec;
    }
    if (nowMs >= deadlineMs) {
      process.stderr.write(
        `stopped: --max-seconds ${maxSec} reached at t = ${sim.now.toFixed(3)} s of ${total} s simulated (${((100 * sim.now) / total).toFixed(1)} %, ` +
          `${sim.scheduler.eventCount.toLocaleString('en')} events); no summary or trace was written\n`,
      );
      return false;
    }
  }
}

/** Loads a scenario from a preset name or a JSON file (read as the lab opens files), validated. */
export function loadScenario(ref: string): ValidScenario {
  if (Object.hasOwn(PRESETS, ref)) {
    const r = parseScenario(PRESETS[ref]);
    if (!r.ok) throw new ScenarioError(r.problems);
    return r.scenario;
  }
  let r;
  try {
    r = readScenarioFile(ref);
  } catch (e) {
    const known = Object.keys(PRESETS).join(', ');
    throw new UsageError(`cannot read "${ref}": ${(e as NodeJS.ErrnoException).code ?? String(e)} (not a file, and not a preset: ${known})`);
  }
  if (!r.ok) throw new ScenarioFileError(ref, r.errors);
  return r.value;
}

/** The CLI's --json shape. */
export function toJson(s: SimSummary) {
  return {
    flows: s.flows.map((f): FlowSummary => ({ ...f })),
    jainIndex: s.jainIndex,
    bottleneck: s.bottleneck,
    measure: s.measure,
    events: s.events,
  };
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

export function formatTable(scenarioTitle: string, s: SimSummary, queues: readonly QueueSetting[]): string {
  // Drops split by the reasons these disciplines can produce (and any that happened), marks where they can mark.
  const shown = reasonsShown(queues, [...s.flows, s.bottleneck]);
  const split = shown.reasons.length > 1;
  const lines: string[] = [];
  lines.push(scenarioTitle);
  lines.push(`every figure over ${s.measure.fromSec}–${s.measure.toSec} s (a transfer's "done at" and "transfer" over its own duration); ${s.events.toLocaleString('en')} events`);
  lines.push('');
  const head = ['flow', 'variant', 'goodput kb/s', 'share', 'sent', 'retx', 'timeouts', split ? 'drops (by reason)' : 'drops', ...(shown.marks ? ['ECN marks'] : []), 'queued', 'done at', 'transfer kb/s'];
  const total = s.flows.reduce((a, f) => a + f.goodputBps, 0);
  const rows = s.flows.map((f) => [
    f.name,
    f.variant,
    (f.goodputBps / 1e3).toFixed(1),
    total > 0 ? `${((100 * f.goodputBps) / total).toFixed(1)}%` : '-',
    String(f.sentPackets),
    String(f.retransmittedPackets),
    String(f.timeouts),
    split ? `${f.drops} (${describeDrops(f.dropsByReason, shown)})` : String(f.drops),
    ...(shown.marks ? [String(f.marks)] : []),
    f.meanQueuePackets.toFixed(2),
    f.completionSec === null ? '-' : `${f.completionSec.toFixed(3)} s`,
    f.transferBps === null ? '-' : (f.transferBps / 1e3).toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmtRow = (r: string[]) => r.map((c, i) => pad(c, widths[i], i >= 2)).join('  ');
  lines.push(fmtRow(head));
  lines.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) lines.push(fmtRow(r));
  lines.push('');
  const b = s.bottleneck;
  lines.push(`Jain's fairness index: ${s.jainIndex.toFixed(4)}`);
  lines.push(
    `bottleneck: utilisation ${(100 * b.utilization).toFixed(1)}%, mean queue ${b.meanQueuePackets.toFixed(2)} packets, ` +
      `${b.departures} departures, ${b.drops} drops (${describeDrops(b.dropsByReason, shown)})${shown.marks ? `, ${b.marks} ECN marks` : ''}`,
  );
  return lines.join('\n');
}

export function main(argv: string[]): number {
  const args = parseCommandLine(COMMAND, argv, 'sim');
  if (!args.ok) return args.exitCode;
  const { values, positionals } = args;
  if (values.list) {
    for (const name of Object.keys(PRESETS)) process.stdout.write(`${name.padEnd(26)} ${presetTitle(name)}\n`);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`sim: expected one scenario file or preset name\n${usageLines(COMMAND)}\n(--help lists the options)\n`);
    return EXIT_USAGE;
  }
  try {
    const maxSec = secondsOption('max-seconds', values['max-seconds'], Infinity);
    const progressSec = secondsOption('progress-sec', values['progress-sec'], 2, true);
    const scenario = loadScenario(positionals[0]);
    if (values['export-ns2'] !== undefined) {
      writeFileSync(values['export-ns2'], scenarioToNs2Tcl(scenario));
      process.stderr.write(`wrote ${values['export-ns2']}; run it with: ns ${values['export-ns2']}\n`);
      return 0;
    }
    const sim = new Simulation(scenario);
    let recorder: TraceRecorder | null = null;
    if (values.trace !== undefined) {
      const sampleSec = values['sample-sec'] === undefined ? undefined : Number(values['sample-sec']);
      if (sampleSec !== undefined && !(sampleSec > 0 && sampleSec <= scenario.durationSec)) {
        throw new UsageError(`--sample-sec must be a positive number of seconds up to the duration (got ${values['sample-sec']})`);
      }
      recorder = new TraceRecorder(sim, sampleSec === undefined ? {} : { sampleSec });
    }
    const finished = runWithProgress(sim, progressSec, maxSec);
    if (!finished) return EXIT_TIME_LIMIT;
    const summary = sim.summary();
    if (recorder && values.trace) writeFileSync(values.trace, recorder.toCsv());
    if (values.json) process.stdout.write(`${JSON.stringify(toJson(summary))}\n`);
    else process.stdout.write(`${formatTable(scenario.title ?? positionals[0], summary, queuesOf(scenario))}\n`);
    return 0;
  } catch (e) {
    if (e instanceof ScenarioError || e instanceof ScenarioFileError || e instanceof UsageError || e instanceof Ns2ExportError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    process.stderr.write(`internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
