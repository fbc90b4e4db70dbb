// A number in a box: shown in the page's decimal mark, ungrouped, and read back as the same number;
// typed as a reader's keyboard gives it: the page's decimal mark or the phone's (a comma),
// Arabic-Indic and full-width digits, the Arabic decimal mark; never a thousands separator read as a
// decimal mark.
import { describe, expect, it } from 'vitest';
import { formatBoxNumber, parseTypedNumber } from '../../../src/ui/i18n/boxNumber';
import type { Locale } from '../../../src/ui/i18n/locales';

describe('parseTypedNumber', () => {
  it.each<[string, Locale, number]>([
    ['2.5', 'en', 2.5],
    ['2,5', 'en', 2.5],
    ['0,25', 'zh-CN', 0.25],
    ['2,5', 'es', 2.5],
    ['1,000', 'es', 1],
    ['2.5', 'es', 2.5],
    ['٢٫٥', 'ar', 2.5],
    ['١٠٠', 'ar', 100],
    ['۱۲', 'ar', 12],
    ['２．５', 'zh-CN', 2.5],
    ['１５０', 'zh-CN', 150],
    ['−3', 'en', -3],
    [' 10 000 ', 'es', 10000],
    ['1e3', 'en', 1000],
  ])('%j in %s is %d', (typed, locale, value) => {
    expect(parseTypedNumber(typed, locale)).toBe(value);
  });

  it.each<[string, Locale]>([
    ['1,000', 'en'],
    ['12,345', 'zh-CN'],
    ['1,000', 'ar'],
    ['1.000,5', 'es'],
    ['1,2,3', 'es'],
    ['', 'en'],
    ['  ', 'es'],
    ['abc', 'en'],
    ['12abc', 'es'],
  ])('%j in %s is not a number', (typed, locale) => {
    expect(parseTypedNumber(typed, locale)).toBeNaN();
  });
});

describe('formatBoxNumber', () => {
  it.each<[number, Locale, string]>([
    [0.3, 'en', '0.3'],
    [0.3, 'es', '0,3'],
    [0.3, 'ar', '0.3'],
    [0.3, 'zh-CN', '0.3'],
    [100000, 'es', '100000'],
    [1 / 3, 'es', '0,333333'],
    [1e-7, 'es', '1e-7'],
  ])('%d in %s shows as %j', (v, locale, shown) => {
    expect(formatBoxNumber(v, locale)).toBe(shown);
  });

  it.each<Locale>(['en', 'es', 'ar', 'zh-CN', 'pseudo'])('%s: what a box shows reads back as the same number', (locale) => {
    for (const v of [0, 0.3, 2.5, 10, 1040, 100000, 1 / 3, 0.000125, 1e-7, 12345.6]) {
      expect(parseTypedNumber(formatBoxNumber(v, locale), locale)).toBe(+v.toPrecision(6));
    }
  });
});
