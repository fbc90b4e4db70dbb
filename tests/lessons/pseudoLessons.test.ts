// The course in the pseudo-locale: every word accented and the text longer, while what the page
// reads as code (placeholders, `::: if` conditions, maths, link targets) is kept exactly.
import { describe, expect, it } from 'vitest';
import { readCourse } from '../../src/cli/readCourse';
import { parseTranslation } from '../../src/lessons/parseTranslation';
import { pseudoLessonText, pseudoMarkdown } from '../../src/cli/pseudoLessons';
import { lessonText } from '../../src/lessons/lessonText';
import { PLACEHOLDER } from '../../src/lessons/placeholder';

const course = readCourse(new URL('../../lessons/', import.meta.url).pathname);

/** Words of three or more plain Latin letters: English left unaccented. */
const englishWords = (md: string) => md.replace(/\{\{[^}]*\}\}|\$\$[\s\S]*?\$\$|\$[^$\n]+\$|`[^`\n]*`|\]\([^)\n]*\)|^:::.*$/gm, '').match(/\b[A-Za-z]{3,}\b/g) ?? [];

describe('pseudoMarkdown', () => {
  it('accents prose, keeps code, and makes it about 40 % longer', () => {
    const md = 'Vegas got **{{vegas}}** of the link ([paper](https://example.org/x)), so $\\alpha = 1$.';
    const out = pseudoMarkdown(md);
    expect(out).toContain('{{vegas}}');
    expect(out).toContain('](https://example.org/x)');
    expect(out).toContain('$\\alpha = 1$');
    expect(englishWords(out)).toEqual([]);
    // 40 % of the prose's length is added (the link target and the maths do not count).
    expect(out.length).toBeGreaterThanOrEqual(md.length * 1.2);
  });

  it('leaves conditions, display maths and blank lines as they are', () => {
    const md = '::: if a > 1 and made0\nText.\n::: end\n\n$$\nx = \\text{cwnd}\n$$';
    const out = pseudoMarkdown(md).split('\n');
    expect([out[0], out[2], out[3], out[4], out[5], out[6]]).toEqual(['::: if a > 1 and made0', '::: end', '', '$$', 'x = \\text{cwnd}', '$$']);
    expect(out[1]).not.toBe('Text.');
  });
});

describe('the course in the pseudo-locale', () => {
  it.each(course.lessons.map((l) => [l.id, l] as const))('%s: keeps to its source as a translation must, with no English word left', (_id, lesson) => {
    const text = course.texts.pseudo[lesson.id];
    expect(text).toBeDefined();
    expect(pseudoLessonText(lessonText(lesson))).toEqual(text);
    // Written out as a translation file would be, it passes every drift check.
    const body = [text.intro, ...Object.entries(text.sections).map(([k, v]) => `## ${k}\n\n${v}`)].join('\n\n');
    const { intro: _i, sections: _s, explain: _e, ...front } = text;
    const r = parseTranslation(lesson, 'pseudo/x.md', `---\n${JSON.stringify(front)}\n---\n${body}\n`);
    if (!r.ok) expect.fail(r.errors.join('\n'));
    const all = [text.title, text.goal, text.predict.question, ...text.observe.map((c) => c.say), text.intro, ...Object.values(text.sections)].join('\n');
    expect(englishWords(all)).toEqual([]);
    expect([...all.matchAll(PLACEHOLDER)].length).toBe([...[lesson.title, lesson.goal, lesson.predict.question, ...lesson.observe.map((c) => c.say), lesson.intro, ...Object.values(lesson.sections)].join('\n').matchAll(PLACEHOLDER)].length);
  });
});
