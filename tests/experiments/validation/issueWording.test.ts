// The validation report and the experiments pages speak of the lab's own validation set-up, never of
// "the issue" (the project's tracker, which a student or lecturer has never seen): not the committed
// reports, nor any sentence the generators write, nor the English of the experiment and validation
// messages, nor any English catalogue the pages translate from.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportMarkdown, tableLegend } from '../../../src/experiments/validation/reportMarkdown';
import { profileMarkdown } from '../../../src/experiments/validation/profileFindings';
import { GENERAL_NOTES, findingsFor } from '../../../src/experiments/validation/validationFindings';
import { validationCases } from '../../../src/experiments/validation/validationCases';
import { experiments } from '../../../src/experiments/catalogue';
import { EXPERIMENT_MESSAGES } from '../../../src/ui/experiments/experimentMessages';
import { VALIDATION_CASE_MESSAGES } from '../../../src/ui/validation/validationCaseMessages';
import type { ValidationReport } from '../../../src/experiments/validation/types';

const read = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');

/** "the issue", "The issue's runs", "issue asks", "issue states": the tracker named to a reader. */
const ISSUE_TALK = /\bthe issue\b|\bissue(?:'s|’s)|\bissue (?:asks|states|says|gives)\b/i;

/** Each line of `text` that talks of the issue, with where it is (for a failure a reader can act on). */
function issueLines(where: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => ISSUE_TALK.test(line))
    .map(({ line, i }) => `${where}:${i + 1}: ${line.slice(0, 140)}`);
}

/** Every string in a JSON value, with its path. */
function strings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const talking = (texts: { path: string; text: string }[]) =>
  texts.filter((t) => ISSUE_TALK.test(t.text)).map((t) => `${t.path}: ${t.text.slice(0, 140)}`);

const committed = JSON.parse(read('public/validation/report.json')) as ValidationReport;

describe('reader-facing validation and experiments text never mentions "the issue"', () => {
  it('knows issue talk when it sees it (the checks below can fail)', () => {
    expect(
      issueLines(
        'x',
        [
          'the issue asks for no receiver-window limit',
          "The issue's runs (buffers 10, 15)",
          'Choices made where the issue or paper is silent',
          'this case sets no receiver-window limit',
          'point id brakmo-one-on-one.point.issue',
          'Choices made where the paper is silent',
        ].join('\n'),
      ),
    ).toEqual([
      'x:1: the issue asks for no receiver-window limit',
      "x:2: The issue's runs (buffers 10, 15)",
      'x:3: Choices made where the issue or paper is silent',
    ]);
    expect(talking(strings({ a: ['ok', { b: 'With the set-up as the issue states it' }] }))).toEqual([
      '.a[1].b: With the set-up as the issue states it',
    ]);
  });

  it.each(['public/validation/report.md', 'public/validation/ns3.md', 'docs/VALIDATION.md', 'docs/EXPERIMENTS.md'])('%s', (file) => {
    expect(issueLines(file, read(file))).toEqual([]);
  });

  it.each(['public/validation/report.json', 'public/validation/ns3.json'])('%s: every string', (file) => {
    const texts = strings(JSON.parse(read(file)));
    expect(texts.length).toBeGreaterThan(0);
    expect(talking(texts)).toEqual([]);
  });

  it('the cases’ titles, set-ups, choices, configurations and points', () => {
    const texts = validationCases().flatMap((c) => [
      c.title,
      c.setup,
      ...c.choices,
      ...c.configs.flatMap((g) => [g.label, ...g.points.flatMap((p) => [p.label, p.paper?.source ?? '', p.paper?.ratio?.label ?? ''])]),
    ]);
    expect(texts.filter((t) => ISSUE_TALK.test(t))).toEqual([]);
  });

  it('the findings, notes and Markdown the generator writes from the committed numbers', () => {
    // Every case has findings of its own beyond the verdict line: the check reads the generator's sentences.
    expect(committed.cases.every((c) => findingsFor(c).length > 1)).toBe(true);
    const texts = [...GENERAL_NOTES, ...committed.cases.flatMap((c) => [...findingsFor(c), ...c.configs.map(tableLegend)])];
    expect(texts.filter((t) => ISSUE_TALK.test(t))).toEqual([]);
    expect(issueLines('reportMarkdown', reportMarkdown(committed))).toEqual([]);
    expect(issueLines('profileMarkdown', profileMarkdown(committed.profiles ?? []))).toEqual([]);
  });

  it('the experiments’ own texts and the English of their messages and the validation cases’ messages', () => {
    const own = strings(experiments());
    const messages = strings({ EXPERIMENT_MESSAGES, VALIDATION_CASE_MESSAGES }).filter((t) => t.path.endsWith('.message'));
    expect(messages.length).toBeGreaterThan(100);
    expect(talking([...own, ...messages])).toEqual([]);
  });

  it.each(readdirSync(new URL('../../../src/locales/en/', import.meta.url)).filter((f) => f.endsWith('.po')))(
    'src/locales/en/%s: every message and its English text',
    (file) => {
      const entries = read(`src/locales/en/${file}`)
        .split('\n')
        .filter((line) => /^msg(?:id|str) /.test(line))
        .join('\n');
      expect(entries.length).toBeGreaterThan(0);
      expect(issueLines(`src/locales/en/${file}`, entries)).toEqual([]);
    },
  );
});
