// What the course's words say about the course itself agrees with its structure: the minutes in a
// lesson's teacher notes with its durationMin, the next-lesson line with the lesson that follows,
// the end of the course with its last lesson, papers named as a student can find them, and presets
// named by links the page shows as the lab's menu names them. These
// are written by hand in four languages and go stale when lessons are added or grow.
import { describe, expect, it } from 'vitest';
import { readCourse } from '../../src/cli/readCourse';
import { lessonText, type LessonText } from '../../src/lessons/lessonText';
import { PRESETS } from '../../src/sim/scenario/presets';
import { LOCALES } from '../../src/ui/i18n/locales';

const course = readCourse(new URL('../../lessons/', import.meta.url).pathname);
const translated = LOCALES.filter((l) => l !== 'en');
const last = course.lessons[course.lessons.length - 1];

/** Every piece of a lesson's text a student or teacher reads. */
function allText(t: LessonText): string[] {
  const question = (q: LessonText['predict']) => [q.question, ...q.choices.flatMap((c) => [c.text, c.why ?? ''])];
  return [
    t.title, t.where ?? '', t.goal, ...question(t.predict), ...t.observe.map((o) => o.say), ...t.claims.map((c) => c.claim),
    ...t.check.flatMap(question), t.next ?? '', t.intro, ...Object.values(t.sections),
  ];
}

/** 000–004, the papers' numbers in shared/papers (not a part of a number such as 820 000 or 0,002). */
const PAPER_NUMBER = /(?<![\d.,]\s?)\b00[0-4]\b(?![.,]?\d)/;

describe('the course’s words about itself', () => {
  it('has the course loaded without errors', () => {
    expect(course.errors).toEqual([]);
    expect(course.lessons.length).toBeGreaterThanOrEqual(17);
  });

  it.each(course.lessons.map((l) => [l.order, l.id, l] as const))('lesson %i (%s): its teacher notes open with its durationMin, in every language', (_order, id, lesson) => {
    const firstNumber = (notes: string | undefined) => Number(/\d+/.exec(notes ?? '')?.[0]);
    expect(firstNumber(lesson.sections['Teacher notes'])).toBe(lesson.durationMin);
    for (const locale of translated) {
      expect(firstNumber(course.texts[locale]?.[id]?.sections['Teacher notes']), locale).toBe(lesson.durationMin);
    }
  });

  it('each lesson but the last names the one after it as next; the last says the course ends', () => {
    for (const [i, lesson] of course.lessons.entries()) {
      if (lesson === last) continue;
      const after = course.lessons[i + 1].order;
      expect(lesson.next, lesson.id).toMatch(new RegExp(`^(Lesson ${after}\\b|Lessons ${after}–)`));
    }
    expect(last.next).toMatch(/^That is the course\./);
  });

  it('no lesson but the last says it ends the course', () => {
    const saying = course.lessons.filter((l) => l !== last && allText(lessonText(l)).some((s) => /\bends the course\b|\bthe (last|final) lesson\b/i.test(s)));
    expect(saying.map((l) => l.id)).toEqual([]);
  });

  it('no lesson refers to a lesson the course does not have', () => {
    const refs = course.lessons.flatMap((l) =>
      allText(lessonText(l)).flatMap((s) => [...s.matchAll(/\blessons? (\d+)(?:\s*[–-]\s*(\d+))?/gi)].map((m) => ({ id: l.id, n: Math.max(Number(m[1]), Number(m[2] ?? 0)) }))),
    );
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((r) => r.n < 1 || r.n > last.order)).toEqual([]);
  });

  it('a scenario whose title names a lesson names the lesson that runs it (the lab shows the title)', () => {
    const wrong = course.lessons.flatMap((l) =>
      [l.scenario, ...Object.values(l.claimScenarios)].flatMap((s) => {
        const n = /^Lesson (\d+)\b/.exec(s.title ?? '');
        return n && Number(n[1]) !== l.order ? [`lesson ${l.order} ${l.id}: "${s.title}"`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('no scenario of a lesson names a paper by its internal number in its title or description (the lab shows both)', () => {
    const numbered = course.lessons.flatMap((l) =>
      [l.scenario, ...Object.values(l.claimScenarios)].flatMap((s) =>
        [s.title ?? '', s.description ?? ''].filter((t) => PAPER_NUMBER.test(t)).map((t) => `lesson ${l.order} ${l.id}: "${t.slice(0, 60)}…"`),
      ),
    );
    expect(numbered).toEqual([]);
  });

  it.each(['en', ...translated])('%s: no paper is named by the internal number a student cannot look up ("paper 002")', (locale) => {
    const texts = locale === 'en' ? course.lessons.map((l) => [l.id, lessonText(l)] as const) : Object.entries(course.texts[locale] ?? {});
    expect(texts.length).toBe(course.lessons.length);
    const numbered = texts.filter(([, t]) => allText(t).some((s) => PAPER_NUMBER.test(s))).map(([id]) => id);
    expect(numbered).toEqual([]);
  });
});

describe('presets in the course’s words', () => {
  const ids = Object.keys(PRESETS);
  /** A preset's id as a word of its own (not part of a file or case name such as codel-cubic-deep-ecn). */
  const bareId = new RegExp(`(?<![A-Za-z0-9/#-])(?:${ids.join('|')})(?![A-Za-z0-9.-])`);

  it.each(['en', ...translated])('%s: a preset is named by a link to it (the page shows the menu’s name), never by its bare id', (locale) => {
    const texts = locale === 'en' ? course.lessons.map((l) => [l.id, lessonText(l)] as const) : Object.entries(course.texts[locale] ?? {});
    const linked = texts.flatMap(([id, t]) => allText(t).flatMap((s) => [...s.matchAll(/\]\(#preset-([a-z0-9-]+)\)/g)].map((m) => [id, m[1]] as const)));
    // Lesson 14 sends students on to four presets.
    expect(linked.length).toBeGreaterThanOrEqual(4);
    expect(linked.filter(([, preset]) => !ids.includes(preset))).toEqual([]);
    const bare = texts.flatMap(([id, t]) => allText(t).filter((s) => bareId.test(s)).map((s) => `${id}: …${s.slice(Math.max(0, s.search(bareId) - 30), s.search(bareId) + 40)}…`));
    expect(bare).toEqual([]);
  });
});
