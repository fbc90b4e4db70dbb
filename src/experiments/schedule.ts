// In which order a pool is handed runs: longest first (Graham's LPT rule), so the last runs to
// finish are short ones and no worker sits idle at the end while another works through a long run.
// The cost of a run is estimated from its scenario, before it runs.
import { validateScenario, type ScenarioInput } from '../sim/scenario/Scenario';

/**
 * A run's estimated cost: the packets the bottleneck can carry in the run, weighted up by the
 * number of flows (each flow adds its own events per packet). A proxy: only ratios between runs
 * matter, to order them.
 */
export function runCost(scenario: ScenarioInput): number {
  const s = validateScenario(scenario);
  const flows = s.flows.reduce((n, f) => n + f.count, 0);
  return (s.bottleneck.rateBps / (8 * s.packetSizeBytes)) * s.durationSec * (1 + flows / 50);
}

/** Indices of `costs` from the costliest to the cheapest; equal costs keep their order (grid order). */
export function longestFirst(costs: readonly number[]): number[] {
  return costs.map((_, i) => i).sort((a, b) => costs[b] - costs[a] || a - b);
}
