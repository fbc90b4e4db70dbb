// The benchmark scenarios: the Tsang & Chang two-flow set-up and the 200-flow Vegas/Reno mix,
// each for 60 s and 600 s of simulated time (docs/PERFORMANCE.md's speed and memory targets refer to these),
// and the 200-flow mix on a DropTail bottleneck, then with CoDel and FQ-CoDel put on that link
// (both directions) before the run, to measure what a discipline deciding at dequeue costs.
import { CoDel } from '../sim/queue/CoDel';
import { FqCoDel } from '../sim/queue/FqCoDel';
import type { QueueDiscipline } from '../sim/queue/QueueDiscipline';
import { PRESETS } from '../sim/scenario/presets';
import { validateScenario, type ScenarioInput, type ValidScenario } from '../sim/scenario/Scenario';

export interface BenchCase {
  name: string;
  label: string;
  scenario: ValidScenario;
  /** Record the full time-series trace while running. */
  trace: boolean;
  /**
   * Replaces the scenario's discipline on both directions of the main bottleneck before the run
   * (`bufferPackets` from the scenario); the ns-2 comparison does not apply then.
   */
  bottleneckQueue?: (bufferPackets: number) => QueueDiscipline;
  /** The case whose time this one is compared with, in the same run of the benchmark. */
  baseline?: string;
}

function withDuration(preset: string, durationSec: number, patch: Partial<ScenarioInput> = {}): ValidScenario {
  const base = validateScenario(PRESETS[preset]);
  // Measure the whole run, so both simulators report every bottleneck packet.
  return validateScenario({ ...base, ...patch, durationSec, measure: { fromSec: 0, toSec: durationSec } });
}

/** The 200-flow mix on a DropTail bottleneck (its RED replaced; same rate, delay and buffer). */
function dropTail200(durationSec: number): ValidScenario {
  const base = validateScenario(PRESETS['many-flows-200']);
  return withDuration('many-flows-200', durationSec, { bottleneck: { ...base.bottleneck, queue: { kind: 'droptail' } } });
}

/** RFC 8289's defaults. */
const CODEL = { targetSec: 0.005, intervalSec: 0.1, ecn: false };

export const BENCH_CASES: BenchCase[] = [
  { name: 'tsang-60', label: 'Tsang two Vegas, 60 s', scenario: withDuration('tsang-two-vegas', 60), trace: false },
  { name: 'tsang-600', label: 'Tsang two Vegas, 600 s', scenario: withDuration('tsang-two-vegas', 600), trace: false },
  { name: 'mix200-60', label: '200 flows Vegas/Reno, 60 s', scenario: withDuration('many-flows-200', 60), trace: false },
  { name: 'mix200-600', label: '200 flows Vegas/Reno, 600 s', scenario: withDuration('many-flows-200', 600), trace: false },
  { name: 'mix200-600-trace', label: '200 flows, 600 s, recording traces', scenario: withDuration('many-flows-200', 600), trace: true },
  { name: 'mix200-600-droptail', label: '200 flows, 600 s, DropTail', scenario: dropTail200(600), trace: false },
  {
    name: 'mix200-600-codel',
    label: '200 flows, 600 s, CoDel',
    scenario: dropTail200(600),
    trace: false,
    bottleneckQueue: (buffer) => new CoDel(CODEL, buffer),
    baseline: 'mix200-600-droptail',
  },
  {
    name: 'mix200-600-fqcodel',
    label: '200 flows, 600 s, FQ-CoDel',
    scenario: dropTail200(600),
    trace: false,
    // Linux's default quantum: one 1500-byte MTU.
    bottleneckQueue: (buffer) => new FqCoDel({ ...CODEL, quantumBytes: 1500 }, buffer),
    baseline: 'mix200-600-droptail',
  },
];
