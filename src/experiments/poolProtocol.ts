// Messages between the experiments' worker pool and its workers: a scenario to run, and its summary
// or the reason it failed, matched by id.
import type { RunSummary } from '../experiments/validation/types';
import type { ScenarioInput } from '../sim/scenario/Scenario';

export interface RunRequest {
  type: 'run';
  id: number;
  scenario: ScenarioInput;
}

export type RunReply = { type: 'done'; id: number; summary: RunSummary } | { type: 'failed'; id: number; error: string };
