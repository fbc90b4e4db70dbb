// The lab model as the browser console (and the end-to-end tests) reach it: `window.lab`. What is
// typed there is untrusted input, so its `load` takes anything and parses it, as a link would be;
// everything else is the model itself.
import { parseScenario } from '../../sim/scenario/Scenario';
import { formatProblem } from '../../sim/scenario/formatProblem';
import { editProblemText, type EditProblem } from './EditProblem';
import type { LabModel } from './LabModel';

/** `window.lab`'s `load`: a scenario as typed (anything), validated; returns the problems, or [] once it is loading. */
export type ConsoleLoad = (input: unknown, runToSec?: number, play?: boolean) => string[];

/** The model's methods that answer with why an edit was refused (an EditProblem, or a list of them). */
const EDITS = ['reset', 'branchHere', 'checkDuration', 'setDuration', 'checkChange', 'change', 'setFlowParam', 'setLink', 'setQueue', 'addFlow', 'checkFlowTimes', 'setFlowTimes'] as const;
type Edit = (typeof EDITS)[number];
type InEnglish<R> = R extends readonly EditProblem[] ? string[] : R extends EditProblem | null ? string | null : R;

/** `window.lab`: the model, its edits answering in English, with a `load` that validates what it is given. */
export type ConsoleLab = Omit<LabModel, 'load' | Edit> & { load: ConsoleLoad } & {
  [K in Edit]: (...args: Parameters<LabModel[K]>) => InEnglish<ReturnType<LabModel[K]>>;
};

const english = (r: unknown): unknown =>
  Array.isArray(r) ? r.map((p: EditProblem) => editProblemText(p)) : r === null || r === undefined ? r : editProblemText(r as EditProblem);

/** The model, with a `load` that validates what it is given and its edits' problems in English. */
export function consoleLab(model: LabModel): ConsoleLab {
  const load: ConsoleLoad = (input, runToSec, play) => {
    const r = parseScenario(input);
    if (!r.ok) return r.problems.map(formatProblem);
    model.load(r.scenario, runToSec, play);
    return [];
  };
  return new Proxy(model, {
    get(target, key) {
      if (key === 'load') return load;
      const v: unknown = Reflect.get(target, key, target);
      if (typeof v !== 'function') return v;
      const f = (v as (...args: unknown[]) => unknown).bind(target);
      return (EDITS as readonly (string | symbol)[]).includes(key) ? (...args: unknown[]) => english(f(...args)) : f;
    },
  }) as unknown as ConsoleLab;
}
