// The share dialog's lock table names each control and says what it covers in the reader's
// language: the English is the share format's own (describeControl), held to it here so that a
// reworded description waits for its message, and every row's description is translated.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';
import { CONTROL_IDS, describeControl } from '../../../src/share/controls';
import { controlDescription, LAB_CONTROL_DESCRIPTIONS } from '../../../src/ui/i18n/controlText';

describe('controlDescription', () => {
  it.each(Object.entries(LAB_CONTROL_DESCRIPTIONS))('%s: the message’s English is the share format’s description', (id, m) => {
    expect(m.message).toBe(describeControl(id as (typeof CONTROL_IDS)[number]).description);
  });

  it('in English, every control reads exactly as the share format describes it', () => {
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const id of CONTROL_IDS) expect(controlDescription(en, id)).toBe(describeControl(id).description);
  });

  it.each([
    ['es', es],
    ['ar', ar],
  ] as const)('in %s, every control’s description is the language’s, not the English', (locale, messages) => {
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    for (const id of CONTROL_IDS) {
      const text = controlDescription(i18n, id);
      expect(text, id).not.toBe(describeControl(id).description);
      expect(text, id).not.toMatch(/\{\w+\}/);
    }
    expect(controlDescription(i18n, 'bottleneck')).toBe(locale === 'es' ? 'El enlace cuello de botella R1→R2: tasa, retardo y búfer.' : 'رابط عنق الزجاجة R1→R2: المعدل والتأخير والمخزن المؤقت.');
  });
});
