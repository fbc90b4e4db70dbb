// A live edit (a slider, a typed value) checked once, where it is made: the new value against its
// parameter's spec, then the rules that tie it to the rest of the scenario (Vegas α ≤ β, RED
// minTh < maxTh, the timeline's order, the cost). The scenario itself is not parsed again.
import { changeTargetProblem, checkRules, parseChange, type ScenarioChange, type ScenarioProblem, type Scenario, type ValidScenario } from './Scenario';
import { appendChange, foldChange, type ChangeRequest } from './timeline';

export type EditResult = { ok: true; scenario: ValidScenario } | { ok: false; problems: ScenarioProblem[] };

/**
 * `s` with the edit `req` made: appended to its timeline at `atSec`, or (`atSec` null: the run has
 * not begun) made part of its starting set-up. The problems' paths are the edited scenario's
 * (a problem with the value alone is at ['value']).
 */
export function checkEdit(s: Scenario, req: ChangeRequest, atSec: number | null): EditResult {
  const field = parseChange({ ...req, atSec: atSec ?? 0 });
  if (!field.ok) return field;
  const { atSec: _at, ...checked } = field.change;
  const target = changeTargetProblem(s, checked);
  if (target) return { ok: false, problems: [target] };
  const edited = atSec === null ? foldChange(s, checked as ChangeRequest) : appendChange(s, { ...checked, atSec } as ScenarioChange);
  return checkRules(edited);
}
