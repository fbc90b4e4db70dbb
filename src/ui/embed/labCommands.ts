// Carries out an embedding command on a LabModel, with the same checks as the lab's own controls
// (the scenario schema, the live-edit rules, the timeline's seek): returns why it was refused, or
// null when it was done.
import { PRESETS } from '../../sim/scenario/presets';
import { parseScenario, type QueueConfig, type ValidScenario } from '../../sim/scenario/Scenario';
import { formatProblem } from '../../sim/scenario/formatProblem';
import type { EmbedCommand } from '../../share/embedMessages';
import { decodeLabState } from '../../share/scenarioUrl';
import type { LabModel } from '../lab/LabModel';
import { editProblemText, type EditProblem } from '../lab/EditProblem';

/**
 * Moves the run to `timeSec` with the lab's own seek (the engine replays the run to then, as the
 * timeline does), then plays on if it was playing. Resolves with why it could not, or null.
 */
export async function seekLab(model: LabModel, timeSec: number): Promise<string | null> {
  const s = model.scenario;
  if (!s) return 'nothing is loaded yet';
  if (timeSec > s.durationSec) return `timeSec: ${timeSec} s is past the end of the run (${s.durationSec} s)`;
  const running = model.status.running;
  try {
    await model.seek(timeSec);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  if (running) model.play();
  return null;
}

/** Carries out a command: null when done, or why not (a promise for a seek, which takes the engine a moment). */
export function carryOut(model: LabModel, command: EmbedCommand): string | null | Promise<string | null> {
  switch (command.type) {
    case 'hello':
      return null;
    case 'load': {
      // A scenario object was validated as the message was read (readEmbedMessage); a link and a preset are read here.
      let scenario: ValidScenario;
      if ('preset' in command) {
        if (!Object.hasOwn(PRESETS, command.preset)) return `preset: no preset called ${JSON.stringify(command.preset)} (there are ${Object.keys(PRESETS).join(', ')})`;
        const r = parseScenario(PRESETS[command.preset]);
        if (!r.ok) return `scenario: ${r.problems.slice(0, 5).map(formatProblem).join('; ')}`;
        scenario = r.scenario;
      } else if ('link' in command) {
        const r = decodeLabState(command.link);
        if (!r.ok) return `link: ${r.errors.slice(0, 3).join('; ')}`;
        scenario = r.value.scenario;
      } else {
        scenario = command.scenario;
      }
      model.load(scenario);
      return null;
    }
    case 'play':
      if (!model.scenario) return 'nothing is loaded yet';
      if (model.status.finished) return 'the run has ended: seek back or load a scenario to play again';
      model.play();
      return null;
    case 'pause':
      model.pause();
      return null;
    case 'seek':
      return seekLab(model, command.timeSec);
    case 'set': {
      // The lab's edit messages are written for the slider they sit under; here they name the key.
      const named = (problem: EditProblem | null) => (problem === null ? null : `${command.key}: ${editProblemText(problem)}`);
      if ('flow' in command) {
        if (command.flow >= model.flows.length) return `flow: there is no flow ${command.flow} (the run has ${model.flows.length}, numbered from 0)`;
        return named(model.change({ flow: command.flow, key: command.key, value: command.value }));
      }
      // The queue object is read by the scenario schema when the edit is checked (model.change).
      if (command.key === 'queue') return named(model.change({ link: 0, key: 'queue', value: command.value as QueueConfig }));
      return named(model.change({ link: 0, key: command.key, value: command.value }));
    }
  }
}
