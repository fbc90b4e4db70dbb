// The presets' names and descriptions in the catalogue stay in step with the sim's presets: every
// preset has its two messages, their English is the preset's own title and description (a paper
// may be cited by its authors where the preset has its number), and a
// scenario that is a preset unchanged reads in the reader's language while one a user retitled
// keeps its words.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { inEnglish } from '../../../src/ui/i18n/english';
import { PRESET_MESSAGES, presetName, presetOf, scenarioText } from '../../../src/ui/i18n/presetText';
import { messages as es } from '../../../src/locales/es/lab.po';

/**
 * The words in which `shown` differs from `own` that are not a citation's: a preset's own text may
 * name a paper by its shared/papers number ("paper 001") where the message names it by its authors
 * ("De Vendictis & Baiocchi") or, lacking authors, by what it is ("the Reno/Vegas/NewReno comparison
 * paper"); any other difference (a number, a variant, a word) is drift.
 */
function citationsOnly(own: string, shown: string): string[] {
  const words = (t: string) => t.split(/[\s,;:()'.&]+/).filter(Boolean);
  const a = words(own);
  const b = words(shown);
  // Longest common subsequence of the two word lists; what is left over on either side differs.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const differ: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) differ.push(b[j++]);
    else differ.push(a[i++]);
  }
  const citationWord = /^(?:[Pp]apers?|00\d|\d{4}|as|cited|in|by|and|the|The|From|comparison|s|et|al|Reno\/Vegas\/NewReno|Tsang|Chang|De|Vendictis|Baiocchi|Brakmo|Peterson|Mo)$/;
  return differ.filter((w) => !citationWord.test(w));
}

const presets = Object.entries(PRESETS).map(([id, p]) => [id, p as { title: string; description: string }] as const);

describe('preset messages', () => {
  it.each(presets)('%s: the English name and description are the preset’s own', (id, p) => {
    const m = PRESET_MESSAGES[id];
    expect(m, `no messages for preset ${id}: add them to src/ui/i18n/presetText.ts`).toBeDefined();
    expect(m.name.id).toBe(`preset.${id}.name`);
    expect(m.description.id).toBe(`preset.${id}.description`);
    expect(inEnglish(m.name)).toBe(p.title);
    expect(citationsOnly(p.description, inEnglish(m.description))).toEqual([]);
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

  it('tells a citation from drift: a changed number or word is caught, a paper named by its authors is not', () => {
    expect(citationsOnly('Paper 001, Fig. 4 set-up: buffer B = 20.', 'De Vendictis & Baiocchi, Fig. 4 set-up: buffer B = 20.')).toEqual([]);
    expect(citationsOnly("(after paper 000's Table 6 runs)", "(after Tsang & Chang's Table 6 runs)")).toEqual([]);
    expect(citationsOnly('Paper 001, Fig. 4 set-up: buffer B = 20.', 'De Vendictis & Baiocchi, Fig. 4 set-up: buffer B = 30.')).toEqual(['30', '20']);
    expect(citationsOnly('Reno gets about 8 times Vegas', 'Vegas gets about 8 times Vegas')).toEqual(['Vegas', 'Reno']);
  });
});
