// A run measured where it ran: what to measure (plain data, so it travels to a worker), the values
// that come back, and the one function that computes them from a run's summary.
import type { ScenarioInput } from '../sim/scenario/Scenario';
import { measure, needsModelInputs, type MeasureContext, type MeasureKey } from './measures';
import { modelInputs } from './modelMeasures';
import { withTransfers, type RunSummary } from './runSummary';

/** What to measure in a run: the plan's measures, in the plan's order, and its series' context. Plain data: it travels to a worker. */
export interface MeasureSpec {
  keys: MeasureKey[];
  ctx: MeasureContext;
}

/** A run measured where it ran (in a worker): the values in the order of the spec's keys, and the run's wall time. */
export interface MeasuredRun {
  values: number[];
  wallSec: number;
}

/** The values of `spec`'s measures in `run` of `scenario`, in the spec's order (NaN where undefined). */
export function measureValues(scenario: ScenarioInput, run: RunSummary, spec: MeasureSpec): number[] {
  const full = withTransfers(run, scenario);
  const inputs = needsModelInputs(spec.keys) ? modelInputs(scenario) : undefined;
  return spec.keys.map((key) => measure(full, key, spec.ctx, inputs));
}
