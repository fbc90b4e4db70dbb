// The address that reopens the lab with the user's scenario, for when a page has failed: the
// lab's scenario as it is now, else the one in the address (a sweep's or a lesson's), else the
// lab as last left.
import type { Scenario } from '../../sim/scenario/Scenario';
import { decodeLabState, encodeLabState } from '../../share/scenarioUrl';
import { labHref } from './router';

/**
 * `current`: the lab's scenario as it is now, or null when there is no lab (the address is
 * written a moment after an edit, so it may lag behind). The view and teacher settings of the
 * address are kept around it.
 */
export function keptScenarioHref(current: Scenario | null, location: { pathname: string; hash: string } = window.location): string {
  const inAddress = location.hash.length > 1 ? decodeLabState(location.hash) : null;
  if (current) {
    const around = inAddress?.ok ? inAddress.value : {};
    return `${location.pathname}#${encodeLabState({ ...around, scenario: current })}`;
  }
  if (inAddress?.ok) return `${location.pathname}${location.hash}`;
  return labHref();
}
