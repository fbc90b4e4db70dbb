// The validation cases' titles and set-ups and their catalogue messages stay in step: each
// message's English is the case's own text (validationCases.ts), so a case reworded there fails
// here until its message and translations follow. The page names a case's configurations and
// points in the reader's language and keeps the report's English for what it has no message for.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { validationCases } from '../../../src/experiments/validation/validationCases';
import { caseLabels, caseText, VALIDATION_CASE_MESSAGES } from '../../../src/ui/validation/validationCaseMessages';
import { messages as es } from '../../../src/locales/es/research.po';

describe('validation case messages', () => {
  it('every case has messages, and none names a case that is gone', () => {
    expect(Object.keys(VALIDATION_CASE_MESSAGES).sort()).toEqual(validationCases().map((c) => c.id).sort());
  });

  it.each(validationCases().map((c) => [c.id, c] as const))('%s: the title’s and set-up’s English are the case’s own', (id, c) => {
    expect(VALIDATION_CASE_MESSAGES[id].title.message).toBe(c.title);
    expect(VALIDATION_CASE_MESSAGES[id].setup?.message).toBe(c.setup);
  });

  it('in Spanish: the case’s title and set-up, its configurations, points and classes; a case it does not know stays English', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    const c = validationCases().find((x) => x.id === 'newreno-reno')!;
    const shown = caseText(i18n, c);
    expect(shown.title).toBe('NewReno frente a Reno en un cuello de botella y en dos en serie');
    expect(shown.setup).toMatch(/^Un flujo NewReno y uno Reno, paquetes de 552 B/);
    expect(shown.setupTranslated).toBe(true);
    const labels = caseLabels(i18n, 'newreno-reno');
    expect(labels.config('series', 'Two bottlenecks in series with cross traffic')).toBe('Dos cuellos de botella en serie con tráfico cruzado');
    expect(labels.point('single', 'p', '0.7 Mb/s, buffer 20')).toBe('0,7 Mb/s, búfer de 20');
    expect(labels.point('series', 'p', '2 × 0.3 Mb/s, buffer 10')).toBe('2 × 0,3 Mb/s, búfer de 10');
    expect(caseLabels(i18n, 'brakmo-one-on-one').point('reno-reno', 'issue', 'x')).toBe('búferes de 10 y 15; retardos de 0,5 a 3 s');
    expect(caseLabels(i18n, 'tsang-two-flows').cls('long')).toBe('largo');
    expect(caseText(i18n, { id: 'a-new-case', title: 'A new case', setup: 'Its set-up.' })).toEqual({ title: 'A new case', setup: 'Its set-up.', setupTranslated: false });
  });
});
