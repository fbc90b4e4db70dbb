// Every description the lab shows for a spec (a slider's or a switch's tooltip, the TCP profile's
// hint) has a message keyed on the spec whose English is the spec's own, so the English lab reads
// as the specs say and a reworded description fails here until its message (and translations) follow.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { PROFILE_SPEC, SCENARIO_PARAMS, TCP_SWITCHES } from '../../../src/sim/scenario/params';
import { QUEUE_MODULES } from '../../../src/sim/queue/registry';
import { VARIANT_MODULES } from '../../../src/sim/tcp/registry';
import { describedSpecs, SPEC_DESCRIPTIONS, specDescription } from '../../../src/ui/i18n/specDescriptions';
import { specsByKey } from '../../../src/ui/i18n/specText';

const specs = [...describedSpecs()];

describe('spec descriptions', () => {
  it.each(specs)('%s has a message whose English is the spec’s description', (key, spec) => {
    const m = SPEC_DESCRIPTIONS[key];
    expect(m, `no description message for ${key}: add it to src/ui/i18n/specDescriptions.ts`).toBeDefined();
    expect(m.id).toBe(`spec.${key}.description`);
    expect(m.message).toBe(spec.description);
  });

  it('covers every labelled spec, the run length and the profile, and nothing else', () => {
    expect(Object.keys(SPEC_DESCRIPTIONS).sort()).toEqual([...specsByKey().keys(), 'scenario.durationSec', 'profile'].sort());
  });

  it('every spec object a control shows is found, whichever variant or queue holds it', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: Object.fromEntries(Object.values(SPEC_DESCRIPTIONS).map((m) => [m.id, `ES ${m.id}`])) } });
    const shown = [
      ...VARIANT_MODULES.flatMap((v) => Object.values(v.params as Record<string, { description: string }>)),
      ...QUEUE_MODULES.flatMap((q) => Object.values(q.params as Record<string, { description: string }>)),
      ...Object.values(TCP_SWITCHES),
      SCENARIO_PARAMS.durationSec,
      PROFILE_SPEC,
    ];
    for (const s of shown) expect(specDescription(i18n, s)).toMatch(/^ES spec\..*\.description$/);
    expect(specDescription(i18n, TCP_SWITCHES.ecn)).toBe('ES spec.switch.ecn.description');
    // A spec object the table does not know keeps its own English.
    expect(specDescription(i18n, { description: 'Something new.' })).toBe('Something new.');
  });
});
