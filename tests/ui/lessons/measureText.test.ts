// Measured numbers in lesson text in the reader's language: the measure's digits, the language's
// decimal mark, a unit that is a word translated and kept with its number.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../src/locales/en/course.po';
import { messages as es } from '../../../src/locales/es/course.po';
import { messages as zh } from '../../../src/locales/zh-CN/course.po';
import { messages as ar } from '../../../src/locales/ar/course.po';
import { formatMeasureText } from '../../../src/ui/lessons/measureText';

const NBSP = '\u00a0';
const i18n = setupI18n({ messages: { en, es, 'zh-CN': zh, ar } });
const inLocale = (locale: string) => {
  i18n.activate(locale);
  return i18n;
};

describe('formatMeasureText', () => {
  it.each([
    ['en', 0.4521, 3, undefined, '0.452'],
    ['es', 0.4521, 3, undefined, '0,452'],
    ['zh-CN', 0.4521, 3, undefined, '0.452'],
    // Digits as the measure says: trailing zeros kept, rounding as toFixed would.
    ['es', 34, 1, 'packets', `34,0${NBSP}paquetes`],
    ['en', 34, 1, 'packets', `34.0${NBSP}packets`],
    ['zh-CN', 34, 1, 'packets', `34.0${NBSP}个分组`],
    ['es', 12.5, 1, 'packets/s', `12,5${NBSP}paquetes/s`],
    ['es', 812.04, 0, 'pkt/s', `812${NBSP}paq/s`],
    // Symbols stay symbols; a large number grouped as the language groups it.
    ['es', 1234.56, 1, 'kb/s', `1234,6${NBSP}kb/s`],
    ['en', 1234.56, 1, 'kb/s', `1,234.6${NBSP}kb/s`],
    ['es', 3.25, 2, 's', `3,25${NBSP}s`],
    ['es', 1.5, 1, 'Mb/s', `1,5${NBSP}Mb/s`],
    // Arabic: Latin digits; a word unit follows its number reading right to left (a first-strong
    // isolate, so the Arabic word sets its direction), a symbol stays left to right after it.
    ['ar', 34, 1, 'packets', `\u206834.0${NBSP}حزمة\u2069`],
    ['ar', 1234.56, 1, 'kb/s', `\u20661,234.6${NBSP}kb/s\u2069`],
    ['ar', 0.4521, 3, undefined, '0.452'],
  ] as const)('%s: %d with %d digits and unit %s → %s', (locale, value, digits, unit, text) => {
    expect(formatMeasureText(inLocale(locale), { digits, unit }, value)).toBe(text);
  });

  it('a value the run has not reached is a dash in every language', () => {
    for (const l of ['en', 'es', 'ar']) expect(formatMeasureText(inLocale(l), { digits: 2, unit: 'packets' }, Number.NaN)).toBe('—');
  });
});
