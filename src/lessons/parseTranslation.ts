// Reads a lesson's translation (lessons/<locale>/<id>.md): front matter with the lesson's words only
// (title, goal, questions, steps, claims' wording, next) and a body with the source's sections,
// checked against the source lesson so that it cannot drift from it: the same number of choices,
// steps, claims and questions, the same sections, the same `::: if` conditions word for word, the
// same `{{measure}}` placeholders in each piece of text, and the same numbers in each claim.
// Every problem is reported as "lessons/<locale>/<file>: <field>: <what is wrong>".
import * as z from 'zod';
import { parseConditionalText, type Segment } from './conditionalText';
import type { LessonText } from './lessonText';
import { lessonText } from './lessonText';
import { formatPath, readFrontMatter, SECTIONS, splitSections, type Lesson } from './parseLesson';
import { PLACEHOLDER } from './placeholder';

const text = z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') }).min(1, { error: 'must not be empty' });
const choice = z.strictObject({ text, why: text.optional() });
const question = z.strictObject({ question: text, choices: z.array(choice, { error: 'must be a list of choices' }) });
const translationSchema = z.strictObject({
  title: text,
  where: text.optional(),
  goal: text,
  predict: question,
  observe: z.array(z.strictObject({ say: text }), { error: 'must be a list of steps' }),
  claims: z.array(z.strictObject({ claim: text }), { error: 'must be a list of claims' }),
  check: z.array(question, { error: 'must be a list of questions' }),
  next: text.optional(),
});

export type TranslationResult = { ok: true; text: LessonText } | { ok: false; errors: string[] };

/** The placeholders of a piece of text, sorted (a multiset). */
function placeholders(md: string): string[] {
  return [...md.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
}

/**
 * The numbers a sentence states, in order, with the decimal mark and digit grouping left out, so
 * "0.45" matches the Spanish "0,45" and "1,040" the Spanish "1.040".
 */
export function statedNumbers(s: string): string[] {
  return (s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ''));
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const list = (a: readonly string[]) => (a.length ? a.map((p) => `{{${p}}}`).join(', ') : 'none');
const squash = (s: string) => s.trim().replace(/\s+/g, ' ');

/** Compares two pieces of text's placeholders; `at` names the translated one. */
function samePlaceholders(source: string, translated: string, at: string, errors: string[]): void {
  const want = placeholders(source);
  const got = placeholders(translated);
  if (!same(want, got)) errors.push(`${at}: uses ${list(got)} where the source uses ${list(want)} (placeholders are code: keep each one, as often as the source)`);
}

/** The Explain section's conditional blocks against the source's: same blocks, same conditions, same placeholders. */
function checkExplain(source: Segment[], md: string, errors: string[]): Segment[] {
  const r = parseConditionalText(md);
  if (!r.ok) {
    errors.push(...r.errors.map((e) => `## Explain: ${e}`));
    return [];
  }
  const srcGroups = source.filter((s) => s.kind === 'group');
  const groups = r.segments.filter((s) => s.kind === 'group');
  if (groups.length !== srcGroups.length) {
    errors.push(`## Explain: has ${groups.length} "::: if" block${groups.length === 1 ? '' : 's'} where the source has ${srcGroups.length}`);
    return r.segments;
  }
  groups.forEach((g, i) => {
    const s = srcGroups[i];
    const at = `## Explain: line ${g.line} (block ${i + 1})`;
    if (g.branches.length !== s.branches.length) {
      errors.push(`${at}: has ${g.branches.length} branches where the source's block ${i + 1} has ${s.branches.length}`);
      return;
    }
    g.branches.forEach((b, k) => {
      const want = s.branches[k].when ? squash(s.branches[k].source) : 'else';
      const got = b.when ? squash(b.source) : 'else';
      if (got !== want) errors.push(`${at}: branch ${k + 1}'s condition is "${got}" where the source's is "${want}" (copy "::: if/elif/else" lines verbatim)`);
      samePlaceholders(s.branches[k].md, b.md, `${at}, branch ${k + 1}`, errors);
    });
  });
  const plain = (segs: Segment[]) => segs.flatMap((s) => (s.kind === 'text' ? [s.md] : [])).join('\n');
  samePlaceholders(plain(source), plain(r.segments), '## Explain (outside the blocks)', errors);
  return r.segments;
}

/**
 * Checks a translation of `source` and returns its words. `file` is its path under lessons/
 * (e.g. "es/reno-sawtooth.md").
 */
export function parseTranslation(source: Lesson, file: string, content: string): TranslationResult {
  const fail = (errors: string[]): TranslationResult => ({ ok: false, errors: errors.map((e) => `lessons/${file}: ${e}`) });
  const read = readFrontMatter(content);
  if (!read.ok) return fail([read.error]);
  const r = translationSchema.safeParse(read.raw ?? {});
  if (!r.success) {
    return fail(
      r.error.issues.slice(0, 20).map((iss) =>
        iss.code === 'unrecognized_keys'
          ? `${formatPath(iss.path)}: ${iss.keys.join(', ')}: a translation holds only the lesson's words (${iss.keys.length > 1 ? 'these come' : 'this comes'} from the source lesson)`
          : `${formatPath(iss.path)}: ${iss.message}`,
      ),
    );
  }
  const fm = r.data;
  const src = lessonText(source);
  const errors: string[] = [];
  const optional = (key: 'where' | 'next') => {
    if (src[key] === undefined && fm[key] !== undefined) errors.push(`${key}: the source lesson has none`);
    if (src[key] !== undefined && fm[key] === undefined) errors.push(`${key}: is required (the source lesson has one)`);
  };
  optional('where');
  optional('next');
  const pairs: [string, string, string | undefined][] = [
    ['title', src.title, fm.title],
    ['where', src.where ?? '', fm.where],
    ['goal', src.goal, fm.goal],
    ['next', src.next ?? '', fm.next],
  ];
  const checkQuestion = (s: LessonText['predict'], t: z.output<typeof question>, at: string) => {
    pairs.push([`${at}.question`, s.question, t.question]);
    if (t.choices.length !== s.choices.length) {
      errors.push(`${at}.choices: has ${t.choices.length} choices where the source has ${s.choices.length}`);
      return;
    }
    t.choices.forEach((c, i) => {
      const sc = s.choices[i];
      pairs.push([`${at}.choices[${i}].text`, sc.text, c.text]);
      if (sc.why === undefined && c.why !== undefined) errors.push(`${at}.choices[${i}].why: the source's choice has none`);
      else if (sc.why !== undefined && c.why === undefined) errors.push(`${at}.choices[${i}].why: is required (the source's choice has one)`);
      else pairs.push([`${at}.choices[${i}].why`, sc.why ?? '', c.why]);
    });
  };
  checkQuestion(src.predict, fm.predict, 'predict');
  const sameLength = (key: 'observe' | 'claims' | 'check', noun: string) => {
    const ok = fm[key].length === src[key].length;
    if (!ok) errors.push(`${key}: has ${fm[key].length} ${noun} where the source has ${src[key].length}`);
    return ok;
  };
  if (sameLength('observe', 'steps')) fm.observe.forEach((c, i) => pairs.push([`observe[${i}].say`, src.observe[i].say, c.say]));
  if (sameLength('check', 'questions')) fm.check.forEach((q, i) => checkQuestion(src.check[i], q, `check[${i}]`));
  if (sameLength('claims', 'claims')) {
    fm.claims.forEach((c, i) => {
      pairs.push([`claims[${i}].claim`, src.claims[i].claim, c.claim]);
      const want = statedNumbers(src.claims[i].claim);
      const got = statedNumbers(c.claim);
      if (!same(want, got)) errors.push(`claims[${i}].claim: states the numbers ${got.join(', ') || 'none'} where the source states ${want.join(', ') || 'none'} (a claim is checked as written in the source: keep its numbers, in digits)`);
    });
  }
  for (const [at, s, t] of pairs) if (t !== undefined) samePlaceholders(s, t, at, errors);

  const body = splitSections(read.body);
  for (const u of body.unknown) errors.push(`## ${u}: unknown section (keep the source's English headings: ${SECTIONS.join(', ')})`);
  for (const name of SECTIONS) {
    const has = body.sections[name] !== undefined;
    const should = src.sections[name] !== undefined;
    if (has && !should) errors.push(`## ${name}: the source lesson has no such section`);
    if (!has && should) errors.push(`## ${name}: missing (the source lesson has this section)`);
    if (has && should && name !== 'Explain') samePlaceholders(src.sections[name] ?? '', body.sections[name] ?? '', `## ${name}`, errors);
  }
  if (!body.intro && src.intro) errors.push('(intro): missing: the source lesson has text before its first heading');
  if (body.intro && !src.intro) errors.push('(intro): the source lesson has no text before its first heading');
  samePlaceholders(src.intro, body.intro, '(intro)', errors);
  const explain = checkExplain(src.explain, body.sections.Explain ?? '', errors);
  if (errors.length) return fail(errors);
  return {
    ok: true,
    text: {
      title: fm.title,
      ...(fm.where === undefined ? {} : { where: fm.where }),
      goal: fm.goal,
      predict: fm.predict,
      observe: fm.observe,
      claims: fm.claims,
      check: fm.check,
      ...(fm.next === undefined ? {} : { next: fm.next }),
      intro: body.intro,
      sections: body.sections,
      explain,
    },
  };
}

/**
 * Every translation under lessons/<locale>/ of the `lessons` (`files`: path → text, relative to
 * lessons/), by locale and lesson id, with every problem: a translation that drifts from its
 * source, one of no lesson, and a lesson a locale lacks.
 */
export function loadTranslations(
  lessons: readonly Lesson[],
  files: ReadonlyMap<string, string>,
  locales: readonly string[],
): { texts: Record<string, Record<string, LessonText>>; errors: string[] } {
  const texts: Record<string, Record<string, LessonText>> = {};
  const errors: string[] = [];
  const byFile = new Map(lessons.map((l) => [l.file, l]));
  for (const locale of locales) {
    const mine: Record<string, LessonText> = {};
    texts[locale] = mine;
    for (const [path, content] of files) {
      if (!path.startsWith(`${locale}/`) || !path.endsWith('.md')) continue;
      const name = path.slice(locale.length + 1);
      const source = byFile.get(name);
      if (!source) {
        errors.push(`lessons/${path}: translates no lesson (there is no lessons/${name})`);
        continue;
      }
      const r = parseTranslation(source, path, content);
      if (r.ok) mine[source.id] = r.text;
      else errors.push(...r.errors);
    }
    for (const l of lessons) if (!mine[l.id] && !files.has(`${locale}/${l.file}`)) errors.push(`lessons/${locale}/${l.file}: missing: lesson "${l.title}" has no ${locale} translation`);
  }
  return { texts, errors };
}
