// LabModels for tests: on the main-thread host (no Worker in Node), pulled by hand, disposed
// after each test (call `afterEach(disposeModels)`).
import { LabModel } from '../../../src/ui/lab/LabModel';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

/** Lets queued host replies (microtasks, timers of 0) arrive. */
export const flush = () => new Promise((r) => setTimeout(r, 0));

let open: LabModel[] = [];

/** A model with `scenario` loaded (the default preset if none), ready for commands. */
export async function model(scenario: unknown = PRESETS['reno-vs-vegas-droptail']): Promise<LabModel> {
  const m = new LabModel(null);
  open.push(m);
  m.load(validateScenario(scenario));
  await m.client.ready;
  await flush();
  return m;
}

/** Asks for the next batch, as an animation frame would, and lets it arrive. */
export async function pull(m: LabModel): Promise<void> {
  m.client.pull(performance.now());
  await flush();
}

export function disposeModels(): void {
  open.forEach((m) => m.dispose());
  open = [];
}
