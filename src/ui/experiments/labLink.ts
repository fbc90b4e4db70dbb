// The lab's address for a scenario (a point of an experiment or sweep): the lab page with the
// scenario in its fragment, as a shared link carries it.
import { encodeLabState } from '../../share/scenarioUrl';
import { validateScenario, type ScenarioInput } from '../../sim/scenario/Scenario';

export function labLinkFor(scenario: ScenarioInput): string {
  return `${window.location.pathname}#${encodeLabState({ scenario: validateScenario(scenario) })}`;
}
