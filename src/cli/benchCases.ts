// The benchmark scenarios: the Tsang & Chang two-flow set-up and the 200-flow Vegas/Reno mix,
// each for 60 s and 600 s of simulated time (docs/PERFORMANCE.md's speed and memory targets refer to these),
// and the 200-flow mix on a DropTail bottleneck, then on CoDel and on FQ-CoDel (RFC defaults), to
// measure what a discipline deciding at dequeue costs.
import { QUEUES } from '../sim/queue/registry';
import { PRESETS } from '../sim/scenario/presets';
import { validateScenario, type QueueConfig, type ScenarioInput, type ValidScenario } from '../sim/scenario/Scenario';

export interface BenchCase {
  name: string;
  label: string;
  scenario: ValidScenario;
  /** Record the full time-series trace while running. */
  trace: boolean;
  /** The case whose time this one is compared with, in the same run of the benchmark. */
  baseline?: string;
}

/** Whether ns-2.35 can run the case's scenario (its bottleneck's discipline has an ns-2 queue). */
export function ns2Runs(c: BenchCase): boolean {
  return !('unsupported' in QUEUES[c.scenario.bottleneck.queue.kind].ns2);
}

function withDuration(preset: string, durationSec: number, patch: Partial<ScenarioInput> = {}): ValidScenario {
  const base = validateScenario(PRESETS[preset]);
  // Measure the whole run, so both simulators report every bottleneck packet.
  return validateScenario({ ...base, ...patch, durationSec, measure: { fromSec: 0, toSec: durationSec } });
}

/** The 200-flow mix with `queue` on its bottleneck (both directions) in place of RED: same rate, delay and buffer. */
function mix200(durationSec: number, queue: QueueConfig): ValidScenario {
  const base = validateScenario(PRESETS['many-flows-200']);
  return withDuration('many-flows-200', durationSec, { bottleneck: { ...base.bottleneck, queue } });
}

/** RFC 8289's defaults. */
const CODEL = { targetSec: 0.005, intervalSec: 0.1, ecn: false };

export const BENCH_CASES: BenchCase[] = [
  { name: 'tsang-60', label: 'Tsang two Vegas, 60 s', scenario: withDuration('tsang-two-vegas', 60), trace: false },
  { name: 'tsang-600', label: 'Tsang two Vegas, 600 s', scenario: withDuration('tsang-two-vegas', 600), trace: false },
  { name: 'mix200-60', label: '200 flows Vegas/Reno, 60 s', scenario: withDuration('many-flows-200', 60), trace: false },
  { name: 'mix200-600', label: '200 flows Vegas/Reno, 600 s', scenario: withDuration('many-flows-200', 600), trace: false },
  { name: 'mix200-600-trace', label: '200 flows, 600 s, recording traces', scenario: withDuration('many-flows-200', 600), trace: true },
  { name: 'mix200-600-droptail', label: '200 flows, 600 s, DropTail', scenario: mix200(600, { kind: 'droptail' }), trace: false },
  { name: 'mix200-600-codel', label: '200 flows, 600 s, CoDel', scenario: mix200(600, { kind: 'codel', ...CODEL }), trace: false, baseline: 'mix200-600-droptail' },
  // Linux's default quantum: one 1500-byte MTU.
  { name: 'mix200-600-fqcodel', label: '200 flows, 600 s, FQ-CoDel', scenario: mix200(600, { kind: 'fq-codel', ...CODEL, quantumBytes: 1500 }), trace: false, baseline: 'mix200-600-droptail' },
];
