// Scenario problems in the reader's language: English is formatProblem's, word for word; another
// language fills its own sentence with the problem's numbers (formatted for it) and names.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';
import { messages as en } from '../../../src/locales/en/lab.po';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';
import type { ScenarioProblem } from '../../../src/sim/scenario/ScenarioProblem';
import { formatProblemMessage, problemMessage } from '../../../src/ui/i18n/problemMessage';

const i18n = setupI18n({ messages: { en, es, ar } });
const inLocale = (locale: string) => {
  i18n.activate(locale);
  return i18n;
};

const SAMPLES: ScenarioProblem[] = [
  { path: ['bottleneck', 'bufferPackets'], code: 'out_of_range', params: { min: 2, max: 100000, unit: 'packets', integer: true, minExclusive: false, got: 0 } },
  { path: ['flows', 0, 'variant'], code: 'flow_variant', params: { variants: ['reno', 'vegas'], got: 'tcp' } },
  { path: ['flows', 1, 'beta'], code: 'must_be_at_least', params: { other: ['flows', 1, 'alpha'], value: 2.5, subject: 'β' } },
  { path: ['tcp', 'sack'], code: 'ns2_sack' },
  { path: ['changes', 3, 'atSec'], code: 'change_after_end', params: { durationSec: 1234.5 } },
  { path: [], code: 'more_problems', params: { count: 7 } },
];

describe('problemMessage', () => {
  it.each(SAMPLES)('English is formatProblem’s text ($code)', (p) => {
    expect(formatProblemMessage(inLocale('en'), p)).toBe(formatProblem(p));
  });

  it.each([
    [SAMPLES[0], 'bottleneck.bufferPackets: debe ser un número entero de 2 a 100.000 paquetes (se recibió 0)'],
    [SAMPLES[1], 'flows[0].variant: debe ser uno de "reno" | "vegas" (se recibió "tcp")'],
    [SAMPLES[2], 'flows[1].beta: β debe ser al menos flows[1].alpha (2,5)'],
    [SAMPLES[4], 'changes[3].atSec: debe estar dentro de la ejecución (durationSec 1234,5)'],
    [SAMPLES[5], '… y 7 problemas más'],
  ] as const)('Spanish, with Spanish numbers: %#', (p, text) => {
    expect(formatProblemMessage(inLocale('es'), p)).toBe(text);
  });

  it('Arabic keeps field paths and Latin digits', () => {
    const text = problemMessage(inLocale('ar'), SAMPLES[0]);
    expect(text).toContain('100,000');
    expect(text).toMatch(/[\u0600-\u06ff]/);
  });

  it('a rule between two knobs names them as given', () => {
    const p: ScenarioProblem = { path: [], code: 'must_be_at_least', params: { other: ['α'], value: 3, subject: 'β' } };
    expect(problemMessage(inLocale('es'), p)).toBe('β debe ser al menos α (3)');
  });
});
