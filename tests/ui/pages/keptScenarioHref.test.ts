// @vitest-environment jsdom
/// <reference lib="dom" />
// The way back to the lab after a page failed: the lab's scenario as it is now (with the link's
// view and teacher settings), else the scenario in the address, else the lab as last left.
import { describe, expect, it } from 'vitest';
import { decodeLabState, encodeLabState } from '../../../src/share/scenarioUrl';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { keptScenarioHref } from '../../../src/ui/pages/keptScenarioHref';
import { rememberLabFragment } from '../../../src/ui/pages/router';

const inAddress = validateScenario(PRESETS['tsang-two-vegas']);
const edited = { ...inAddress, title: 'edited a moment ago' };
const teacher = { locked: [], hidden: [], start: { paused: true as const }, assignment: 'Compare the two flows' };

describe('keptScenarioHref', () => {
  it('carries the lab’s scenario as it is now, keeping the address’s teacher settings and charts', () => {
    const hash = `#${encodeLabState({ scenario: inAddress, charts: ['cwnd', 'queue'], teacher })}`;
    const href = keptScenarioHref(edited, { pathname: '/lab/', hash });
    expect(href.startsWith('/lab/#')).toBe(true);
    const back = decodeLabState(href);
    expect(back.ok && back.value).toMatchObject({ scenario: { title: 'edited a moment ago' }, charts: ['cwnd', 'queue'], teacher: { assignment: 'Compare the two flows' } });
  });

  it('carries the scenario of the address when there is no lab (a sweep’s page)', () => {
    const hash = `#${encodeLabState({ scenario: inAddress })}`;
    expect(keptScenarioHref(null, { pathname: '/', hash })).toBe(`/${hash}`);
  });

  it('falls back to the lab as last left when the address holds no scenario', () => {
    rememberLabFragment('#2~last');
    expect(keptScenarioHref(null, { pathname: '/', hash: '#not-a-link' })).toBe(`${window.location.pathname}#2~last`);
    expect(keptScenarioHref(null, { pathname: '/', hash: '' })).toBe(`${window.location.pathname}#2~last`);
  });
});
