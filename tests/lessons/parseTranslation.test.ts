// A lesson's translation holds its words only and cannot drift from its source: each way a
// translation can differ from the source's structure is reported with the file and the field.
import { describe, expect, it } from 'vitest';
import { parseLesson, type Lesson } from '../../src/lessons/parseLesson';
import { loadTranslations, parseTranslation, statedNumbers } from '../../src/lessons/parseTranslation';
import { withText, lessonText } from '../../src/lessons/lessonText';

const scenario = JSON.stringify({ version: 2, durationSec: 20, flows: [{ variant: 'vegas', name: 'Vegas' }, { variant: 'reno', name: 'Reno' }] });
const files = new Map([['scenarios/two.json', scenario]]);

const SOURCE = `---
title: A test lesson
order: 1
paper: brakmo-peterson
level: introductory
durationMin: 10
goal: Something to learn.
scenario: { file: scenarios/two.json }
changes:
  - { atSec: 10, flow: 0, key: alpha, value: 2 }
charts: [cwnd]
predict:
  question: Who wins?
  choices:
    - { text: Reno, correct: true, why: It fills the queue. }
    - { text: Vegas }
observe:
  - { say: Press **Play**., runTo: 10, change: [0] }
  - { say: Look at the queue. }
check:
  - question: Why?
    choices:
      - { text: Queue, correct: true, why: Because. }
      - { text: Luck }
measures:
  vegas: { metric: goodput, flow: Vegas, from: 5, to: 20 }
  reno: { metric: goodput, flow: 1, from: 5, to: 20 }
  ratio: { ratio: [reno, vegas] }
claims:
  - { claim: "Reno gets at least 1.5 times Vegas's goodput", measure: ratio, atLeast: 1.5, seeds: 2 }
next: Lesson 2 is next.
---
Two flows share a link.

## Explain

The window grows.

::: if ratio >= 1.5 and made0
Reno got {{reno}}, Vegas {{vegas}}.
::: else
Vegas held on with {{vegas}}.
::: end

## Teacher notes

Ask who wins.
`;

const TRANSLATION = `---
title: Una lección de prueba
goal: Algo que aprender.
predict:
  question: ¿Quién gana?
  choices:
    - { text: Reno, why: Llena la cola. }
    - { text: Vegas }
observe:
  - { say: Pulsa **Reproducir**. }
  - { say: Mira la cola. }
check:
  - question: ¿Por qué?
    choices:
      - { text: La cola, why: Porque sí. }
      - { text: La suerte }
claims:
  - { claim: "Reno obtiene al menos 1,5 veces el goodput de Vegas" }
next: La lección 2 es la siguiente.
---
Dos flujos comparten un enlace.

## Explain

La ventana crece.

::: if ratio >= 1.5   and made0
Reno obtuvo {{reno}}, Vegas {{vegas}}.
::: else
Vegas resistió con {{vegas}}.
::: end

## Teacher notes

Pregunte quién gana.
`;

function source(): Lesson {
  const r = parseLesson('test-lesson.md', SOURCE, files);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.lesson;
}

function problems(text: string): string[] {
  const r = parseTranslation(source(), 'es/test-lesson.md', text);
  return r.ok ? [] : r.errors;
}

describe('parseTranslation', () => {
  it('reads a faithful translation: its words over the source’s structure', () => {
    const r = parseTranslation(source(), 'es/test-lesson.md', TRANSLATION);
    if (!r.ok) expect.fail(r.errors.join('\n'));
    const lesson = withText(source(), r.text);
    expect(lesson.title).toBe('Una lección de prueba');
    expect(lesson.predict.choices.map((c) => [c.text, c.correct, c.why])).toEqual([
      ['Reno', true, 'Llena la cola.'],
      ['Vegas', false, undefined],
    ]);
    // The structure is the source's: what is run, measured and claimed does not change.
    expect(lesson.observe.map((c) => [c.say, c.runTo, c.change])).toEqual([
      ['Pulsa **Reproducir**.', 10, [0]],
      ['Mira la cola.', undefined, undefined],
    ]);
    expect(lesson.claims[0]).toMatchObject({ claim: 'Reno obtiene al menos 1,5 veces el goodput de Vegas', measure: 'ratio', atLeast: 1.5, seeds: 2 });
    expect(lesson.measures).toEqual(source().measures);
    expect(lesson.scenario).toEqual(source().scenario);
    expect(lesson.explain[1]).toMatchObject({ kind: 'group', branches: [{ md: 'Reno obtuvo {{reno}}, Vegas {{vegas}}.' }, { when: null, md: 'Vegas resistió con {{vegas}}.' }] });
    expect(lesson.sections['Teacher notes']).toBe('Pregunte quién gana.');
    expect(lesson.intro).toBe('Dos flujos comparten un enlace.');
  });

  it('gives back the source’s own words when the source is its own translation', () => {
    expect(withText(source(), lessonText(source()))).toEqual(source());
  });

  const cases: [string, string, string][] = [
    ['a structural field', TRANSLATION.replace('goal: Algo que aprender.', 'goal: Algo que aprender.\norder: 2'), 'lessons/es/test-lesson.md: (front matter): order: a translation holds only the lesson\'s words'],
    ['a right answer of its own', TRANSLATION.replace('{ text: Vegas }\nobserve', '{ text: Vegas, correct: true }\nobserve'), 'lessons/es/test-lesson.md: predict.choices[1]: correct: a translation holds only the lesson\'s words'],
    ['a missing choice', TRANSLATION.replace('    - { text: Vegas }\n', ''), 'lessons/es/test-lesson.md: predict.choices: has 1 choices where the source has 2'],
    ['a missing step', TRANSLATION.replace('  - { say: Mira la cola. }\n', ''), 'lessons/es/test-lesson.md: observe: has 1 steps where the source has 2'],
    ['an extra claim', TRANSLATION.replace('de Vegas" }', 'de Vegas" }\n  - { claim: Otra }'), 'lessons/es/test-lesson.md: claims: has 2 claims where the source has 1'],
    ['a why the source lacks', TRANSLATION.replace('{ text: La suerte }', '{ text: La suerte, why: No. }'), "lessons/es/test-lesson.md: check[0].choices[1].why: the source's choice has none"],
    ['a missing why', TRANSLATION.replace('{ text: La cola, why: Porque sí. }', '{ text: La cola }'), "lessons/es/test-lesson.md: check[0].choices[0].why: is required (the source's choice has one)"],
    ['a missing next', TRANSLATION.replace('next: La lección 2 es la siguiente.\n', ''), 'lessons/es/test-lesson.md: next: is required (the source lesson has one)'],
    ['a claim with another number', TRANSLATION.replace('al menos 1,5 veces', 'al menos 2 veces'), 'lessons/es/test-lesson.md: claims[0].claim: states the numbers 2 where the source states 15'],
    ['a number spelt out in a claim', TRANSLATION.replace('al menos 1,5 veces', 'al menos uno y medio veces'), 'lessons/es/test-lesson.md: claims[0].claim: states the numbers none where the source states 15'],
    ['a condition changed', TRANSLATION.replace('::: if ratio >= 1.5   and made0', '::: if ratio >= 2 and made0'), 'lessons/es/test-lesson.md: ## Explain: line 3 (block 1): branch 1\'s condition is "ratio >= 2 and made0" where the source\'s is "ratio >= 1.5 and made0"'],
    ['a branch dropped', TRANSLATION.replace('::: else\nVegas resistió con {{vegas}}.\n', ''), "lessons/es/test-lesson.md: ## Explain: line 3 (block 1): has 1 branches where the source's block 1 has 2"],
    ['a block taken out', TRANSLATION.replace(/::: if[\s\S]*::: end\n/, 'Nada.\n'), 'lessons/es/test-lesson.md: ## Explain: has 0 "::: if" blocks where the source has 1'],
    ['a placeholder renamed', TRANSLATION.replace('Reno obtuvo {{reno}}', 'Reno obtuvo {{ratio}}'), 'lessons/es/test-lesson.md: ## Explain: line 3 (block 1), branch 1: uses {{ratio}}, {{vegas}} where the source uses {{reno}}, {{vegas}}'],
    ['a placeholder dropped', TRANSLATION.replace('Vegas resistió con {{vegas}}.', 'Vegas resistió.'), 'lessons/es/test-lesson.md: ## Explain: line 3 (block 1), branch 2: uses none where the source uses {{vegas}}'],
    ['a placeholder added to a step', TRANSLATION.replace('  - { say: Mira la cola. }', '  - say: "Mira la cola ({{reno}})."'), 'lessons/es/test-lesson.md: observe[1].say: uses {{reno}} where the source uses none'],
    ['a translated heading', TRANSLATION.replace('## Teacher notes', '## Notas para el profesor'), 'lessons/es/test-lesson.md: ## Notas para el profesor: unknown section (keep the source\'s English headings'],
    ['a missing section', TRANSLATION.replace(/## Teacher notes[\s\S]*$/, ''), 'lessons/es/test-lesson.md: ## Teacher notes: missing (the source lesson has this section)'],
    ['a missing intro', TRANSLATION.replace('Dos flujos comparten un enlace.\n', ''), 'lessons/es/test-lesson.md: (intro): missing'],
    ['broken YAML', TRANSLATION.replace('title: Una lección de prueba', 'title: [Una'), 'lessons/es/test-lesson.md: (front matter): not valid YAML'],
    ['an empty title', TRANSLATION.replace('title: Una lección de prueba', 'title: ""'), 'lessons/es/test-lesson.md: title: must not be empty'],
  ];
  it.each(cases)('reports %s', (_what, text, message) => {
    const found = problems(text);
    expect(found.some((e) => e.startsWith(message)), `expected "${message}" among:\n${found.join('\n')}`).toBe(true);
  });

  it('reads a claim’s numbers whatever the decimal mark and grouping', () => {
    expect(statedNumbers('at least 1.5 × over 20–60 s')).toEqual(['15', '20', '60']);
    expect(statedNumbers('al menos 1,5 × en 20–60 s')).toEqual(['15', '20', '60']);
    expect(statedNumbers('1,040 bytes')).toEqual(statedNumbers('1.040 bytes'));
    expect(statedNumbers('0.45–0.55')).not.toEqual(statedNumbers('0.45–0.5'));
  });
});

describe('loadTranslations', () => {
  it('keeps the faithful translations and names the missing, the orphaned and the drifted', () => {
    const lesson = source();
    const all = new Map([
      ...files,
      ['es/test-lesson.md', TRANSLATION],
      ['es/no-such-lesson.md', TRANSLATION],
      ['ar/test-lesson.md', TRANSLATION.replace('    - { text: Vegas }\n', '')],
    ]);
    const r = loadTranslations([lesson], all, ['es', 'ar', 'zh-CN']);
    expect(Object.keys(r.texts.es)).toEqual(['test-lesson']);
    expect(r.texts.ar).toEqual({});
    expect(r.errors).toEqual([
      'lessons/es/no-such-lesson.md: translates no lesson (there is no lessons/no-such-lesson.md)',
      'lessons/ar/test-lesson.md: predict.choices: has 1 choices where the source has 2',
      'lessons/zh-CN/test-lesson.md: missing: lesson "A test lesson" has no zh-CN translation',
    ]);
  });
});
