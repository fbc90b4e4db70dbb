// The sim's specs and their catalogue messages stay in step: every spec the lab shows has a message
// keyed on its key whose English is the spec's own, so the English lab reads exactly as the specs
// say and a new or renamed spec fails here until its message (and so its translations) exist.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { PROFILE_SPEC } from '../../../src/sim/scenario/params';
import { QUEUE_MODULES } from '../../../src/sim/queue/registry';
import { VARIANT_MODULES } from '../../../src/sim/tcp/registry';
import { PROFILE_MESSAGES, QUEUE_SUMMARIES, SPEC_MESSAGES, specLabel, specsByKey, specShortLabel, VARIANT_SUMMARIES } from '../../../src/ui/i18n/specText';

const specs = [...specsByKey()];

describe('spec messages', () => {
  it.each(specs)('%s has a message whose English is the spec’s label', (key, spec) => {
    const m = SPEC_MESSAGES[key];
    expect(m, `no message for ${key}: add it to src/ui/i18n/specText.ts`).toBeDefined();
    expect(m.label.message).toBe(spec.label);
    expect(m.shortLabel?.message).toBe(spec.shortLabel);
  });

  it('has no message for a spec that no longer exists', () => {
    expect(Object.keys(SPEC_MESSAGES).filter((k) => !specsByKey().has(k))).toEqual([]);
  });

  it('summaries and profile options match the modules’ English', () => {
    for (const q of QUEUE_MODULES) expect(QUEUE_SUMMARIES[q.id].message).toBe(q.summary);
    for (const v of VARIANT_MODULES) expect(VARIANT_SUMMARIES[v.id]?.message).toBe(v.summary);
    expect(PROFILE_MESSAGES.label.message).toBe(PROFILE_SPEC.label);
    for (const [id, text] of Object.entries(PROFILE_SPEC.options)) expect(PROFILE_MESSAGES.options[id as keyof typeof PROFILE_SPEC.options].message).toBe(text);
  });

  it('labels come from the active catalogue, by the spec’s key', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: { 'spec.bottleneck.rateBps.label': 'Tasa del cuello de botella', 'spec.knob.alpha.shortLabel': 'α' } } });
    const [, rate] = specs.find(([k]) => k === 'bottleneck.rateBps')!;
    const [, alpha] = specs.find(([k]) => k === 'knob.alpha')!;
    expect(specLabel(i18n, rate)).toBe('Tasa del cuello de botella');
    expect(specShortLabel(i18n, alpha)).toBe('α');
    // A spec object the table does not know keeps its own English.
    expect(specLabel(i18n, { label: 'Something new' })).toBe('Something new');
  });
});
