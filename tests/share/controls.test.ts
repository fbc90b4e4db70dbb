// Every setting that changes a result is lockable, derived from its spec, and carried by links.
import { describe, expect, it } from 'vitest';
import { CONTROL_IDS, LINK_BIT_ORDER, LOCK_BITS, describeControl, isControlId, knobControl } from '../../src/share/controls';
import { PROFILE_SPEC, TCP_SWITCHES } from '../../src/sim/scenario/params';
import { VARIANT_MODULES } from '../../src/sim/tcp/registry';
import { decodeLabState, encodeLabState } from '../../src/share/scenarioUrl';
import { parseScenario } from '../../src/sim/scenario/Scenario';
import { PRESETS } from '../../src/sim/scenario/presets';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

describe('lockable controls', () => {
  it('every knob of every variant module has a control of its own, labelled by its spec', () => {
    for (const m of VARIANT_MODULES) {
      for (const [key, spec] of Object.entries(m.params)) {
        const id = knobControl(key);
        expect(id, `${m.id}.${key}`).toBe(`flow.${key}`);
        expect(CONTROL_IDS).toContain(id);
        expect(describeControl(id!).label).toBe(spec.label);
        expect(describeControl(id!).description).toContain(m.label);
      }
    }
  });

  it('every TCP setting the lab offers (the profile and each switch, header bytes) is lockable', () => {
    for (const key of [PROFILE_SPEC.key, ...Object.keys(TCP_SWITCHES), 'headerBytes']) {
      expect(isControlId(`tcp.${key}`), key).toBe(true);
      expect(CONTROL_IDS).toContain(`tcp.${key}`);
    }
    expect(CONTROL_IDS).toContain('run.durationSec');
  });

  it('the link bit of every control is frozen (a new control is appended to LINK_BIT_ORDER), and the old bits keep their meaning', () => {
    for (const id of CONTROL_IDS) expect(LINK_BIT_ORDER, `append "${id}" to LINK_BIT_ORDER`).toContain(id);
    // Links made before these controls existed: bit i meant this id.
    expect(LOCK_BITS.slice(0, 15)).toEqual(['bottleneck', 'queue', 'flows.add', 'flows.stop', 'flow.alpha', 'flow.beta', 'flow.gamma', 'flow.delta', 'flow.countMax', 'flow.maxWindow', 'time', 'speed', 'presets', 'charts', 'share']);
    expect(new Set(CONTROL_IDS).size).toBe(CONTROL_IDS.length);
  });

  it('a link locking every control brings every one back, the new ones included', () => {
    const parsed = parseScenario(PRESETS['reno-vs-vegas-droptail']);
    if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
    const locked = CONTROL_IDS.filter((id) => id.startsWith('tcp.') || id.startsWith('flow.') || id.startsWith('run.'));
    const back = decodeLabState(encodeLabState({ scenario: parsed.scenario, teacher: { locked, hidden: ['flow.bbrCwndGain'], start: { paused: true } } }));
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.value.teacher!.locked).toEqual(locked);
    expect(back.value.teacher!.hidden).toEqual(['flow.bbrCwndGain']);
  });
});
