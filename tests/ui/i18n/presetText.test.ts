// The presets' names and descriptions in the catalogue stay in step with the sim's presets: every
// preset has its two messages, their English is the preset's own title and description, and a
// scenario that is a preset unchanged reads in the reader's language while one a user retitled
// keeps its words.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { inEnglish } from '../../../src/ui/i18n/english';
import { PRESET_MESSAGES, presetName, presetOf, scenarioText } from '../../../src/ui/i18n/presetText';
import { messages as es } from '../../../src/locales/es/lab.po';

const presets = Object.entries(PRESETS).map(([id, p]) => [id, p as { title: string; description: string }] as const);

describe('preset messages', () => {
  it.each(presets)('%s: the English name and description are the preset’s own', (id, p) => {
    const m = PRESET_MESSAGES[id];
    expect(m, `no messages for preset ${id}: add them to src/ui/i18n/presetText.ts`).toBeDefined();
    expect(m.name.id).toBe(`preset.${id}.name`);
    expect(m.description.id).toBe(`preset.${id}.description`);
    expect(inEnglish(m.name)).toBe(p.title);
    expect(inEnglish(m.description)).toBe(p.description);
  });

  it('has no messages for a preset that no longer exists', () => {
    expect(Object.keys(PRESET_MESSAGES).filter((id) => !(id in PRESETS))).toEqual([]);
  });

  it('names a preset and an unchanged preset scenario in the reader’s language; a retitled scenario keeps its own words', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    const p = PRESETS['reno-vs-vegas-droptail'] as { title: string; description: string };
    expect(presetName(i18n, 'reno-vs-vegas-droptail')).toBe('Reno se queda la cola: un flujo Reno y uno Vegas en un cuello de botella DropTail');
    expect(presetOf(p)).toBe('reno-vs-vegas-droptail');
    expect(scenarioText(i18n, p).title).toBe(presetName(i18n, 'reno-vs-vegas-droptail'));
    expect(scenarioText(i18n, p).description).toMatch(/^El escenario por defecto del laboratorio\./);
    const mine = { title: 'My own experiment', description: p.description };
    expect(presetOf(mine)).toBeNull();
    expect(scenarioText(i18n, mine)).toEqual(mine);
  });
});
