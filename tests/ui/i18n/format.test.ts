// Numbers for people in each language: decimal separators, units kept with their number, percentages.
import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, formatPercent, formatRate, formatSeconds } from '../../../src/ui/i18n/format';

const NBSP = '\u00a0';

describe('formatRate', () => {
  it.each([
    ['en', 1_500_000, `1.5${NBSP}Mb/s`],
    ['es', 1_500_000, `1,5${NBSP}Mb/s`],
    ['zh-CN', 1_500_000, `1.5${NBSP}Mb/s`],
    ['es', 10e9, `10${NBSP}Gb/s`],
    ['es', 64_000, `64${NBSP}kb/s`],
    // Arabic: Latin digits (with their point), the pair isolated left to right.
    ['ar', 1_500_000, `\u20661.5${NBSP}Mb/s\u2069`],
  ] as const)('%s %d b/s → %s', (locale, bps, text) => expect(formatRate(locale, bps)).toBe(text));
});

describe('numbers', () => {
  it('groups thousands as each language does', () => {
    expect(formatNumber('en', 12345)).toBe('12,350');
    expect(formatNumber('es', 123456, 6)).toBe('123.456');
  });
  it('durations under a second are in ms', () => {
    expect(formatSeconds('es', 0.25)).toBe(`250${NBSP}ms`);
    expect(formatSeconds('es', 1.5)).toBe(`1,5${NBSP}s`);
  });
  it('percentages follow the language (a space before % in Spanish)', () => {
    expect(formatPercent('en', 0.5)).toBe('50%');
    expect(formatPercent('es', 0.5)).toBe(`50${NBSP}%`);
  });
  it('a clock keeps its decimals', () => expect(formatFixed('es', 12.3, 2)).toBe('12,30'));
  it('rounds as toFixed does, so the clock (toFixed in English) and the timeline read the same time alike', () => {
    // On a millisecond grid ICU alone rounds about one time in thirty the other way (2.005 → "2.01").
    for (let k = 0; k < 120_000; k++) {
      const t = k / 1000;
      const fixed = t.toFixed(2);
      if (formatFixed('en', t, 2) !== fixed || formatFixed('es', t, 2) !== fixed.replace('.', ',')) {
        expect([t, formatFixed('en', t, 2), formatFixed('es', t, 2)]).toEqual([t, fixed, fixed.replace('.', ',')]);
      }
    }
    expect(formatFixed('en', 2.005, 2)).toBe('2.00');
    expect(formatFixed('en', 1e21, 1)).toBe('1,000,000,000,000,000,000,000.0');
  });
  it('no number is "–"', () => expect(formatRate('es', NaN)).toBe('–'));
});
