// Which language a page opens in: the link's ?locale=, else the remembered choice, else the browser's.
import { describe, expect, it } from 'vitest';
import { chooseLocale, htmlLang, intlLocale, matchLocale, textDirection } from '../../../src/ui/i18n/locales';

describe('matchLocale', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh_SG', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['EN-gb', 'en'],
    ['pseudo', 'pseudo'],
    ['zh-TW', null],
    ['zh-Hant', null],
    ['fr', null],
    ['', null],
  ])('%s → %s', (tag, locale) => expect(matchLocale(tag)).toBe(locale));
});

describe('chooseLocale', () => {
  it.each([
    ['the link wins over the remembered choice and the browser', { search: '?lesson=intro&locale=ar', stored: 'es', browser: ['zh-CN'] }, 'ar'],
    ['the remembered choice wins over the browser', { search: '', stored: 'es', browser: ['zh-CN'] }, 'es'],
    ['the browser’s first language the app speaks', { search: '', stored: null, browser: ['fr-FR', 'zh-Hans', 'es'] }, 'zh-CN'],
    ['English when nothing matches', { search: '', stored: null, browser: ['fr', 'de'] }, 'en'],
    ['a link naming an unknown language falls through to the next source', { search: '?locale=xx', stored: null, browser: ['es-AR'] }, 'es'],
    ['the pseudo-locale only from a link, never remembered', { search: '', stored: 'pseudo', browser: [] }, 'en'],
    ['the pseudo-locale from a link', { search: '?locale=pseudo', stored: 'es', browser: [] }, 'pseudo'],
  ] as const)('%s', (_, sources, locale) => expect(chooseLocale(sources)).toBe(locale));
});

describe('direction, lang and number locale', () => {
  it('Arabic is right to left, the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    for (const l of ['en', 'es', 'zh-CN', 'pseudo'] as const) expect(textDirection(l)).toBe('ltr');
  });
  it('the pseudo-locale is accented English', () => expect(htmlLang('pseudo')).toBe('en-XA'));
  it('Arabic numbers keep Latin digits', () => expect(new Intl.NumberFormat(intlLocale('ar')).format(1234.5)).toMatch(/^1.?234[.,٫]5$/));
});
