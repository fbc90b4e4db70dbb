// What can be wrong with a custom sweep, as data: the sweep page words each problem in the reader's
// language (src/ui/i18n/sweepProblemMessage.ts), the CLI in English with sweepProblemText below.
// Parameters are named by their path in the scenario ("flows.0.alpha"), as links and files write them.
import type { RangeParams, ScenarioProblem } from '../sim/scenario/ScenarioProblem';
import { formatNumber, formatProblem } from '../sim/scenario/formatProblem';
import { measureKeyProblemText, type MeasureKeyProblem } from './measures';

/** Which of the sweep's two parameters a problem is about. */
export type SweepAxisName = 'x' | 'y';

/** A problem with one axis: its parameter (`path`; `label`, its English name, for the CLI). */
interface AxisProblem {
  axis: SweepAxisName;
  path: string;
}

export type SweepProblem =
  | (AxisProblem & { code: 'axis_unknown' })
  | (AxisProblem & { code: 'axis_empty'; label: string })
  | (AxisProblem & { code: 'axis_too_many'; label: string; count: number; max: number })
  | (AxisProblem & { code: 'axis_out_of_range'; label: string; value: number; range: RangeParams })
  | { code: 'axes_same' }
  | { code: 'seeds_range'; got: number; max: number }
  | MeasureKeyProblem
  | { code: 'runs_too_many'; runs: number; max: number }
  /** The scenario of one point is invalid (α above β, …): the point, and its scenario's first problem. */
  | { code: 'point_invalid'; at: { path: string; value: number }[]; problem: ScenarioProblem };

/** Why a link's or file's sweep settings could not be read at all. */
export type SweepSpecProblem =
  | { code: 'spec_not_json' }
  | { code: 'spec_not_object' }
  | { code: 'spec_axis'; axis: SweepAxisName }
  | { code: 'spec_seeds' }
  | { code: 'spec_measure' };

const axisName = (a: SweepAxisName): string => (a === 'x' ? 'first parameter' : 'second parameter');

/** The English sentence for `p`, naming its field: "first parameter (α): 99 is outside 0–30". */
export function sweepProblemText(p: SweepProblem): string {
  switch (p.code) {
    case 'axis_unknown':
      return `${axisName(p.axis)}: "${p.path}" is not a tunable of this scenario`;
    case 'axis_empty':
      return `${axisName(p.axis)} (${p.label}): needs at least one value`;
    case 'axis_too_many':
      return `${axisName(p.axis)} (${p.label}): at most ${p.max} values (got ${p.count})`;
    case 'axis_out_of_range':
      return `${axisName(p.axis)} (${p.label}): ${formatNumber(p.value)} is outside ${formatNumber(p.range.min)}–${formatNumber(p.range.max)}${p.range.unit ? ` ${p.range.unit}` : ''}`;
    case 'axes_same':
      return 'second parameter: must differ from the first';
    case 'seeds_range':
      return `seeds: must be a whole number from 1 to ${p.max} (got ${formatNumber(p.got)})`;
    case 'measure_ratio':
    case 'measure_unknown':
      return `measure: ${measureKeyProblemText(p)}`;
    case 'runs_too_many':
      return `too many runs: ${p.runs} (at most ${p.max}); use fewer values or seeds, or \`npm run sweep\``;
    case 'point_invalid':
      return `at ${p.at.map((a) => `${a.path} = ${formatNumber(a.value)}`).join(', ')}: ${formatProblem(p.problem)}`;
  }
}

/** The English for a sweep-settings problem, as "sweep: …". */
export function sweepSpecProblemText(p: SweepSpecProblem): string {
  switch (p.code) {
    case 'spec_not_json':
      return "sweep: the link's sweep settings are not readable JSON";
    case 'spec_not_object':
      return 'sweep: settings must be an object';
    case 'spec_axis':
      return `sweep: ${p.axis} must be {path, values: numbers}`;
    case 'spec_seeds':
      return 'sweep: seeds must be a number';
    case 'spec_measure':
      return 'sweep: measure must be text';
  }
}
