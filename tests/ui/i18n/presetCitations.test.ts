// The presets name the papers they come from as a student can look them up, in every language: by
// their authors (or, where the paper names none, by what it is), never by the internal numbers of
// shared/papers ("paper 001"); and every work a preset cites is one the lab can answer for: a paper
// of the course (lessonSchema's PAPERS), or an outside work with its year that the model's
// references list (src/sim/MODEL.md) or that one of the course's papers cites.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { PAPERS } from '../../../src/lessons/lessonSchema';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { PRESET_MESSAGES } from '../../../src/ui/i18n/presetText';
import { LOCALES } from '../../../src/ui/i18n/locales';
import { messages as en } from '../../../src/locales/en/lab.po';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as zhCN } from '../../../src/locales/zh-CN/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';

const CATALOGUES: Readonly<Record<string, Messages>> = { en, es, 'zh-CN': zhCN, ar };

/** 000–009, the papers' numbers in shared/papers (not a part of a number such as 100.000 or 0.002). */
const PAPER_NUMBER = /(?<![\d.,]\s?)\b00\d\b(?![.,]?\d)/;

/** An author citation in English: "Tsang & Chang", "De Vendictis & Baiocchi", "Mo et al.", with the words after it. */
const CITATION = /\b((?:[A-Z][a-z]+ )?[A-Z][a-z]+ & [A-Z][a-z]+|[A-Z][a-z]+ et al\.)(?=(.*))/g;

/** The course's papers by their authors ("Tsang & Chang"): the part of each citation before its title. */
const COURSE_AUTHORS = Object.values(PAPERS).flatMap((p) => /^([^,]+ & [^,]+),/.exec(p.cite)?.slice(1, 2) ?? []);

const MODEL_MD = readFileSync(new URL('../../../src/sim/MODEL.md', import.meta.url), 'utf8');

/** Why a citation in `text` is not one the lab can answer for, or null when it is. */
function unknownWork(authors: string, after: string): string | null {
  if (COURSE_AUTHORS.includes(authors)) return null;
  const year = /^,? (\d{4})\b(.*)/.exec(after);
  if (!year) return `${authors}: not a paper of the course, and no year`;
  const surname = authors.split(/ & | et al\./)[0].split(' ').pop()!;
  if (new RegExp(`\\b${surname}\\b[^\\n]*\\b${year[1]}\\b|\\b${surname}\\b.*\\n.*\\b${year[1]}\\b`).test(MODEL_MD)) return null;
  const citedBy = /^, as cited by ([^,.;:)]+)/.exec(year[2])?.[1];
  if (citedBy && COURSE_AUTHORS.includes(citedBy)) return null;
  return `${authors} ${year[1]}: neither in MODEL.md's references nor cited by a paper of the course`;
}

/** Every author citation in `text`, as "authors" with the text that follows it. */
function citations(text: string): { authors: string; after: string }[] {
  return [...text.matchAll(CITATION)].map((m) => ({ authors: m[1], after: m[2] }));
}

const presets = Object.keys(PRESETS).map((id) => [id] as const);
/** The lab's English (the en catalogue): what an English reader sees, whatever the preset's own text. */
const english = setupI18n({ locale: 'en', messages: { en } });

describe('presets cite their papers as a student can find them', () => {
  it('knows the course papers’ authors (the check below has something to check against)', () => {
    expect(COURSE_AUTHORS).toEqual(expect.arrayContaining(['Tsang & Chang', 'De Vendictis & Baiocchi', 'Brakmo & Peterson']));
  });

  it.each(LOCALES.map((l) => [l] as const))('%s: no preset name or description names a paper by its internal number ("paper 001")', (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    const numbered = Object.entries(PRESET_MESSAGES).flatMap(([id, m]) =>
      [i18n._(m.name), i18n._(m.description)].filter((s) => PAPER_NUMBER.test(s)).map((s) => `${id}: ${s.slice(0, 80)}…`),
    );
    expect(numbered).toEqual([]);
  });

  it.each(presets)('%s: every work its English name and description cite is a course paper or a dated outside reference the lab lists', (id) => {
    const unknown = [english._(PRESET_MESSAGES[id].name), english._(PRESET_MESSAGES[id].description)].flatMap(citations).flatMap((c) => unknownWork(c.authors, c.after) ?? []);
    expect(unknown).toEqual([]);
  });

  it.each(presets)('%s: every translation names the authors its English cites (names are not translated)', (id) => {
    const surnames = [...new Set(citations(english._(PRESET_MESSAGES[id].description)).flatMap((c) => c.authors.replace(' et al.', '').split(' & ').map((a) => a.split(' ').pop()!)))];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } })._(PRESET_MESSAGES[id].description);
      expect(surnames.filter((s) => !text.includes(s)), `${locale}: ${text.slice(0, 80)}…`).toEqual([]);
    }
  });

  it('the check refuses what it should: a paper by number, an unknown author, an undated outside work', () => {
    expect(PAPER_NUMBER.test('Paper 001, Fig. 4 set-up')).toBe(true);
    expect(PAPER_NUMBER.test('论文 000，第 3.4 节')).toBe(true);
    expect(PAPER_NUMBER.test('weight 0.002, 100.000 paquetes')).toBe(false);
    const check = (s: string) => citations(s).map((c) => unknownWork(c.authors, c.after));
    expect(check('(De Vendictis & Baiocchi; Mo et al. 1999, as cited by Tsang & Chang)')).toEqual([null, null, null]);
    expect(check('(Mo et al. as cited in paper 000)')).toEqual(['Mo et al.: not a paper of the course, and no year']);
    expect(check('(Smith & Jones 2001)')[0]).toMatch(/^Smith & Jones 2001: neither/);
    expect(check('deficit round robin (Shreedhar & Varghese 1995)')).toEqual([null]);
  });
});
