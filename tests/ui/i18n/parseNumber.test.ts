// A number typed into a box, as a reader's keyboard gives it: the page's decimal mark or the
// phone's (a comma), Arabic-Indic and full-width digits, the Arabic decimal mark; never a thousands
// separator read as a decimal mark.
import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from '../../../src/ui/i18n/parseNumber';
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
