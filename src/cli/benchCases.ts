// The benchmark scenarios: the Tsang & Chang two-flow set-up and the 200-flow Vegas/Reno mix,
// each for 60 s and 600 s of simulated time (docs/PERFORMANCE.md's speed and memory targets refer to these).
import { PRESETS } from '../sim/scenario/presets';
import { validateScenario, type ValidScenario } from '../sim/scenario/Scenario';

export interface BenchCase {
  name: string;
  label: string;
  scenario: ValidScenario;
  /** Record the full time-series trace while running. */
  trace: boolean;
}

function withDuration(preset: string, durationSec: number): ValidScenario {
  const base = validateScenario(PRESETS[preset]);
  // Measure the whole run, so both simulators report every bottleneck packet.
  return validateScenario({ ...base, durationSec, measure: { fromSec: 0, toSec: durationSec } });
}

export const BENCH_CASES: BenchCase[] = [
  { name: 'tsang-60', label: 'Tsang two Vegas, 60 s', scenario: withDuration('tsang-two-vegas', 60), trace: false },
  { name: 'tsang-600', label: 'Tsang two Vegas, 600 s', scenario: withDuration('tsang-two-vegas', 600), trace: false },
  { name: 'mix200-60', label: '200 flows Vegas/Reno, 60 s', scenario: withDuration('many-flows-200', 60), trace: false },
  { name: 'mix200-600', label: '200 flows Vegas/Reno, 600 s', scenario: withDuration('many-flows-200', 600), trace: false },
  { name: 'mix200-600-trace', label: '200 flows, 600 s, recording traces', scenario: withDuration('many-flows-200', 600), trace: true },
];
