// The validation report names its papers as a student or lecturer can look them up (by authors, or
// by what the paper is), never by their file numbers in shared/papers ("paper 002"): neither the
// committed reports nor any sentence the generators write (case titles, set-ups, choices, findings,
// notes, paper-value sources, the profiles' table), nor the validation guide.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportMarkdown, tableLegend } from '../../../src/experiments/validation/reportMarkdown';
import { profileMarkdown } from '../../../src/experiments/validation/profileFindings';
import { GENERAL_NOTES, findingsFor } from '../../../src/experiments/validation/validationFindings';
import { validationCases } from '../../../src/experiments/validation/validationCases';
import type { ValidationReport } from '../../../src/experiments/validation/types';

const read = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');

/** "paper 002", "Paper 000's", "papers 001": a paper named by its shared/papers file number. */
const PAPER_NUMBER = /\bpapers?\s+00\d\b/i;

/** Each line of `text` that names a paper by number, with where it is (for a failure a reader can act on). */
function numbered(where: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => PAPER_NUMBER.test(line))
    .map(({ line, i }) => `${where}:${i + 1}: ${line.slice(0, 120)}`);
}

/** Every string in a JSON value but the `paper` fields, which hold the file prefix as data (a key, not prose). */
function prose(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => prose(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === 'paper' && typeof v === 'string' ? [] : prose(v, `${path}.${k}`)));
  return [];
}

const committed = JSON.parse(read('public/validation/report.json')) as ValidationReport;

describe('the validation report cites papers by authors, not by file number', () => {
  it('knows a numbered citation when it sees one (the check below can fail)', () => {
    expect(numbered('x', "ok\nPaper 002 sets an 8000-byte window\nas paper 004's Table 1 gives it\n0.002 and 1.000")).toEqual([
      'x:2: Paper 002 sets an 8000-byte window',
      "x:3: as paper 004's Table 1 gives it",
    ]);
    expect(prose({ paper: '002', findings: ['paper 001 finds'], nested: [{ paper: '000', source: 'Table 3' }] })).toEqual([
      { path: '.findings[0]', text: 'paper 001 finds' },
      { path: '.nested[0].source', text: 'Table 3' },
    ]);
  });

  it.each(['public/validation/report.md', 'public/validation/ns3.md', 'docs/VALIDATION.md'])('%s', (file) => {
    expect(numbered(file, read(file))).toEqual([]);
  });

  it.each(['public/validation/report.json', 'public/validation/ns3.json'])('%s: every string but the paper ids', (file) => {
    const texts = prose(JSON.parse(read(file)));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => PAPER_NUMBER.test(t.text)).map((t) => `${t.path}: ${t.text.slice(0, 120)}`)).toEqual([]);
  });

  it('the committed report still names each case’s paper as data, so the page can cite it', () => {
    expect(committed.cases.map((c) => c.paper)).toEqual(['000', '002', '001', '000', '002', '004', '003', '002']);
  });

  it('the cases’ titles, set-ups, choices, configurations, points, paper values and scenario titles', () => {
    const texts = validationCases().flatMap((c) => [
      c.title,
      c.setup,
      ...c.choices,
      ...c.configs.flatMap((g) => [
        g.label,
        ...g.points.flatMap((p) => [p.label, p.paper?.source ?? '', p.paper?.ratio?.label ?? '', ...p.replications.map((s) => s.title ?? '')]),
      ]),
    ]);
    expect(texts.filter((t) => PAPER_NUMBER.test(t))).toEqual([]);
  });

  it('the findings and notes the generator writes, from the committed numbers', () => {
    const texts = [...GENERAL_NOTES, ...committed.cases.flatMap((c) => [...findingsFor(c), ...c.configs.map(tableLegend)])];
    // Every case has findings of its own beyond the verdict line: the check reads the generator's sentences.
    expect(committed.cases.every((c) => findingsFor(c).length > 1)).toBe(true);
    expect(texts.filter((t) => PAPER_NUMBER.test(t))).toEqual([]);
  });

  it('the Markdown rendered from the committed data, with its profiles section', () => {
    expect(committed.profiles?.length).toBeGreaterThan(0);
    expect(numbered('reportMarkdown', reportMarkdown(committed))).toEqual([]);
    expect(numbered('profileMarkdown', profileMarkdown(committed.profiles ?? []))).toEqual([]);
  });
});
