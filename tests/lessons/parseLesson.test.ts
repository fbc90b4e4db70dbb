// The lesson schema: a valid lesson parses; each kind of mistake is reported with the file and
// the field, as a lecturer writing a lesson would need to find it.
import { describe, expect, it } from 'vitest';
import { loadLessons, parseLesson, splitFrontMatter } from '../../src/lessons/parseLesson';

const scenario = JSON.stringify({ version: 2, durationSec: 20, flows: [{ variant: 'vegas', name: 'Vegas' }, { variant: 'reno', name: 'Reno' }] });
const files = new Map([['scenarios/two.json', scenario]]);

function lesson(front: string, body = '## Explain\n\n::: if vegas > 0\nVegas got {{vegas}}.\n::: end\n\n## Teacher notes\n\nNotes.'): string {
  return `---\n${front}\n---\n${body}\n`;
}

const VALID = `title: A test lesson
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
    - { text: Reno, correct: true }
    - { text: Vegas }
observe:
  - { say: Press Play., runTo: 10, change: [0] }
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
  - { claim: Reno wins, measure: ratio, atLeast: 1, seeds: 2 }`;

describe('parseLesson', () => {
  it('reads a valid lesson: id from the file name, sections, scenario expanded, defaults filled in', () => {
    const r = parseLesson('test-lesson.md', lesson(VALID), files);
    if (!r.ok) expect.fail(r.errors.join('\n'));
    expect(r.lesson.id).toBe('test-lesson');
    expect(r.lesson.expanded.flows.map((f) => f.name)).toEqual(['Vegas', 'Reno']);
    expect(r.lesson.sections.Explain).toBe('::: if vegas > 0\nVegas got {{vegas}}.\n::: end');
    expect(r.lesson.explain).toEqual([{ kind: 'group', line: 1, branches: [{ when: { kind: 'compare', left: { measure: 'vegas' }, op: '>', right: { number: 0 } }, source: 'vegas > 0', md: 'Vegas got {{vegas}}.' }] }]);
    expect(r.lesson.claims[0]).toMatchObject({ seeds: 2, over: 'each', startJitterSec: 0 });
    expect(r.lesson.controls).toEqual({ open: [], hidden: [] });
  });

  const cases: [string, string, string][] = [
    ['a missing field', VALID.replace('level: introductory\n', ''), 'lessons/bad.md: level: is required'],
    ['a wrong level', VALID.replace('level: introductory', 'level: easy'), 'lessons/bad.md: level: must be one of introductory, intermediate, advanced'],
    ['an unknown chart', VALID.replace('charts: [cwnd]', 'charts: [cwnd, pie]'), 'lessons/bad.md: charts[1]: must be one of cwnd, queue, throughput, fairness, rtt, cam, phase'],
    ['a missing scenario file', VALID.replace('scenarios/two.json', 'scenarios/none.json'), 'lessons/bad.md: scenario.file: no file lessons/scenarios/none.json'],
    ['an invalid scenario', VALID.replace('{ file: scenarios/two.json }', '{ file: scenarios/bad.json }'), 'lessons/bad.md: scenario.(scenario) durationSec: must be a number greater than 0'],
    ['an unknown preset', VALID.replace('{ file: scenarios/two.json }', '{ preset: nope }'), 'lessons/bad.md: scenario.preset: no preset "nope"'],
    ['a change to a knob the flow lacks', VALID.replace('key: alpha', 'key: delta'), 'lessons/bad.md: changes[0].key: flow 0 is vegas, which has no delta'],
    ['a change to a missing flow', VALID.replace('{ atSec: 10, flow: 0', '{ atSec: 10, flow: 5'), 'lessons/bad.md: changes[0].flow: there is no flow 5'],
    ['a measure of an unknown flow name', VALID.replace('flow: Vegas,', 'flow: Cubic,'), 'lessons/bad.md: measures.vegas.flow: no flow\'s name starts with "Cubic"'],
    ['a claim about an unknown measure', VALID.replace('measure: ratio', 'measure: share'), 'lessons/bad.md: claims[0].measure: no measure called share'],
    ['a claim without a bound', VALID.replace(', atLeast: 1', ''), 'lessons/bad.md: claims[0].atLeast: needs atLeast or atMost'],
    ['a measure past the run', VALID.replace('from: 5, to: 20 }\n  reno', 'from: 5, to: 30 }\n  reno'), "lessons/bad.md: claims[0]: measure vegas ends at 30 s, after the scenario's end (20 s)"],
    ['a question without a right answer', VALID.replace('{ text: Reno, correct: true }', '{ text: Reno }'), 'lessons/bad.md: predict.choices: mark the right answer with correct: true'],
    ['a cue naming a missing change', VALID.replace('change: [0]', 'change: [3]'), 'lessons/bad.md: observe[0].change: there is no change 3'],
    ['a queue change the timeline refuses', VALID.replace('{ atSec: 10, flow: 0, key: alpha, value: 2 }', '{ atSec: 10, link: 0, key: queue, value: { kind: red, minThPackets: 9, maxThPackets: 5 } }'), 'lessons/bad.md: changes[0].value.maxThPackets: must be greater than minThPackets'],
    ['a change after the end of the run', VALID.replace('{ atSec: 10, flow: 0', '{ atSec: 30, flow: 0'), 'lessons/bad.md: changes[0].atSec: must be within the run'],
    ['a version-1 scenario file', VALID.replace('scenarios/two.json', 'scenarios/v1.json'), 'lessons/bad.md: scenario.file: lessons/scenarios/v1.json is a version-1 scenario'],
    ['the ns2 profile', VALID.replace('scenarios/two.json', 'scenarios/ns2.json'), 'lessons/bad.md: scenario: lessons run in the standard profile'],
    ['broken YAML', VALID.replace('order: 1', 'order: [1'), 'lessons/bad.md: (front matter): not valid YAML'],
    ['an unknown field', `${VALID}\ncolour: red`, 'lessons/bad.md: (front matter): unknown field colour'],
  ];
  it.each(cases)('names the file and the field for %s', (_what, front, message) => {
    const all = new Map([
      ...files,
      ['scenarios/bad.json', JSON.stringify({ version: 2, durationSec: -1, flows: [{ variant: 'reno' }] })],
      ['scenarios/v1.json', JSON.stringify({ version: 1, flows: [{ variant: 'vegas', name: 'Vegas' }, { variant: 'reno', name: 'Reno' }] })],
      ['scenarios/ns2.json', JSON.stringify({ version: 2, profile: 'ns2', durationSec: 20, flows: [{ variant: 'vegas', name: 'Vegas' }, { variant: 'reno', name: 'Reno' }] })],
    ]);
    const r = parseLesson('bad.md', lesson(front), all);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.startsWith(message)), `${message}\nnot in\n${r.errors.join('\n')}`).toBe(true);
  });

  it('checks the body: required sections, unknown sections, placeholders that name no measure', () => {
    const r = parseLesson('bad.md', lesson(VALID, '## Explain\n\nSee {{nothing}}.\n\n## Summary\n\nx'), files);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContain('lessons/bad.md: ## Summary: unknown section (sections are Predict, Observe, Explain, Check, Teacher notes)');
    expect(r.errors).toContain('lessons/bad.md: ## Teacher notes: this section is required');
    expect(r.errors.some((e) => e.startsWith('lessons/bad.md: ## Explain: {{nothing}} names no measure'))).toBe(true);
  });

  describe('a unit written after the number that already carries it', () => {
    // The page shows `{{vegas}}` as "812 kb/s" when the measure's unit is kb/s, and `{{rtt}}` as "0.42 s".
    const front = VALID.replace('  vegas: { metric: goodput, flow: Vegas, from: 5, to: 20 }', '  vegas: { metric: goodput, flow: Vegas, from: 5, to: 20, unit: kb/s }\n  rtt: { metric: mean, field: rttSec, flow: Vegas, from: 5, to: 20, unit: s }');
    const explain = (line: string) => lesson(front, `## Explain\n\n::: if vegas > 0\n${line}\n::: end\n\n## Teacher notes\n\nx`);
    const unitError = (name: string, unit: string, section = 'Explain') =>
      `lessons/bad.md: ## ${section}: {{${name}}} is followed by "${unit}", its unit: the page shows the number with its unit (measures.${name}.unit), so write the placeholder without it`;

    it.each([
      ['after the bold', 'Vegas got **{{vegas}}** kb/s.', 'vegas', 'kb/s'],
      ['inside the bold', 'Vegas got **{{vegas}} kb/s**.', 'vegas', 'kb/s'],
      ['in italics', 'Vegas got *{{vegas}}* *kb/s*.', 'vegas', 'kb/s'],
      ['plain, at the end of the line', 'The RTT was {{rtt}} s', 'rtt', 's'],
      ['across a line break', 'The RTT was **{{rtt}}**\ns on average.', 'rtt', 's'],
    ])('refuses it %s', (_where, line, name, unit) => {
      const r = parseLesson('bad.md', explain(line), files);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors).toEqual([unitError(name, unit)]);
    });

    it('refuses it in any section, once per placeholder', () => {
      const r = parseLesson('bad.md', lesson(front, '## Explain\n\n::: if vegas > 0\n**{{vegas}}** kb/s, then **{{vegas}}**, then {{vegas}} kb/s.\n::: end\n\n## Teacher notes\n\nAbout {{rtt}} s.'), files);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([...r.errors].sort()).toEqual([unitError('rtt', 's', 'Teacher notes'), unitError('vegas', 'kb/s'), unitError('vegas', 'kb/s')].sort());
    });

    it.each([
      ['a word that only starts like the unit', 'The RTT was **{{rtt}}**, so Vegas waited; it was {{rtt}} since the start.'],
      ['another word', 'Vegas got **{{vegas}}** of goodput, {{rtt}} of RTT.'],
      ['the unit elsewhere in the sentence', 'Vegas got **{{vegas}}**, and kb/s is the unit.'],
    ])('accepts %s', (_what, line) => {
      const r = parseLesson('ok.md', explain(line), files);
      if (!r.ok) expect.fail(r.errors.join('\n'));
    });

    it('accepts the word after a measure that has no unit', () => {
      const r = parseLesson('ok.md', lesson(VALID, '## Explain\n\n::: if vegas > 0\nReno got **{{ratio}}** times as much, {{reno}} kb/s.\n::: end\n\n## Teacher notes\n\nx'), files);
      if (!r.ok) expect.fail(r.errors.join('\n'));
    });
  });

  it("refuses to quote a comparison scenario's measure as this run's number", () => {
    const front = VALID.replace('  - { claim: Reno wins, measure: ratio, atLeast: 1, seeds: 2 }', '  - { claim: Reno wins, measure: ratio, atLeast: 1 }\n  - { claim: Vegas elsewhere, measure: vegasElsewhere, atLeast: 0, scenario: { file: scenarios/two.json } }').replace('  ratio: { ratio: [reno, vegas] }', '  ratio: { ratio: [reno, vegas] }\n  vegasElsewhere: { metric: goodput, flow: Vegas, to: 20 }');
    const r = parseLesson('bad.md', lesson(front, '## Explain\n\n::: if vegas > 0\n{{vegasElsewhere}} and {{vegas}}.\n::: end\n\n## Teacher notes\n\nx'), files);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual(['lessons/bad.md: ## Explain: {{vegasElsewhere}} is measured only on a comparison scenario (a claim\'s scenario), not on the run the student sees']);
  });

  it('needs front matter, and a file name that can be an address', () => {
    expect(parseLesson('x.md', 'no front matter', files)).toEqual({ ok: false, errors: ['lessons/x.md: (front matter): the file must start with YAML front matter between two "---" lines'] });
    const r = parseLesson('My Lesson.md', lesson(VALID), files);
    expect(r.ok).toBe(false);
    expect(splitFrontMatter('---\na: 1\n---\nbody')).toEqual({ yaml: 'a: 1', body: 'body' });
  });

  it('reports two lessons with the same order', () => {
    const r = loadLessons(new Map([...files, ['a-one.md', lesson(VALID)], ['b-two.md', lesson(VALID)]]));
    expect(r.lessons).toHaveLength(2);
    expect(r.errors).toEqual(['lessons/b-two.md: order: 1 is also the order of a-one.md']);
  });

  it.each([
    ['a number quoted outside a block', '## Explain\n\nVegas got {{vegas}}.', '## Explain: {{vegas}} is quoted outside a "::: if" block: put its sentence under the measured condition that makes it true'],
    ['a condition on no measure', '## Explain\n\n::: if share > 0.5\nx\n::: end', '## Explain: line 1: the condition "share > 0.5" names no measure called share'],
    ['a flag for a change the lesson does not have', '## Explain\n\n::: if made3\nx\n::: end', '## Explain: line 1: made3 names no change (the lesson has'],
    ['an unclosed block', '## Explain\n\n::: if vegas > 1\nx', '## Explain: line 1: "::: if" is never closed with "::: end"'],
  ])('refuses the explanation’s conditional text: %s', (_what, body, message) => {
    const r = parseLesson('bad.md', lesson(VALID, `${body}\n\n## Teacher notes\n\nx`), files);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.startsWith(`lessons/bad.md: ${message}`)), r.errors.join('\n')).toBe(true);
  });
});
