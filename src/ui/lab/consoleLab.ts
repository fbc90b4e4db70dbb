// The lab model as the browser console (and the end-to-end tests) reach it: `window.lab`. What is
// typed there is untrusted input, so its `load` takes anything and parses it, as a link would be;
// everything else is the model itself.
import { parseScenario } from '../../sim/scenario/Scenario';
import { formatProblem } from '../../sim/scenario/formatProblem';
import type { LabModel } from './LabModel';

/** `window.lab`'s `load`: a scenario as typed (anything), validated; returns the problems, or [] once it is loading. */
export type ConsoleLoad = (input: unknown, runToSec?: number, play?: boolean) => string[];

/** The model, with a `load` that validates what it is given. */
export function consoleLab(model: LabModel): Omit<LabModel, 'load'> & { load: ConsoleLoad } {
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
      return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v;
    },
  }) as unknown as Omit<LabModel, 'load'> & { load: ConsoleLoad };
}
