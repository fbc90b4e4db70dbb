// A lesson's words, apart from its structure: what a translation replaces. The structure (scenario,
// changes, measures, claims' bounds, seeds, right answers) stays the source lesson's, so a
// translation can change what a student reads but never what is simulated or claimed.
import type { Segment } from './conditionalText';
import type { Lesson, SectionName } from './parseLesson';

export interface ChoiceText {
  text: string;
  why?: string;
}
export interface QuestionText {
  question: string;
  choices: ChoiceText[];
}

export interface LessonText {
  title: string;
  where?: string;
  goal: string;
  predict: QuestionText;
  observe: { say: string }[];
  claims: { claim: string }[];
  check: QuestionText[];
  next?: string;
  /** Markdown before the first heading. */
  intro: string;
  /** The body's sections, by their (English) heading. */
  sections: Partial<Record<SectionName, string>>;
  /** The Explain section as plain and conditional segments. */
  explain: Segment[];
}

const question = (q: QuestionText): QuestionText => ({
  question: q.question,
  choices: q.choices.map((c) => (c.why === undefined ? { text: c.text } : { text: c.text, why: c.why })),
});

/** The words of `lesson`, as its own file has them. */
export function lessonText(lesson: Lesson): LessonText {
  return {
    title: lesson.title,
    ...(lesson.where === undefined ? {} : { where: lesson.where }),
    goal: lesson.goal,
    predict: question(lesson.predict),
    observe: lesson.observe.map((c) => ({ say: c.say })),
    claims: lesson.claims.map((c) => ({ claim: c.claim })),
    check: lesson.check.map(question),
    ...(lesson.next === undefined ? {} : { next: lesson.next }),
    intro: lesson.intro,
    sections: lesson.sections,
    explain: lesson.explain,
  };
}

/** `lesson` with the words of `text` (a translation checked against it: same shape). */
export function withText(lesson: Lesson, text: LessonText): Lesson {
  const withQuestion = <Q extends Lesson['predict']>(q: Q, t: QuestionText): Q => ({
    ...q,
    question: t.question,
    choices: q.choices.map((c, i) => ({ ...c, text: t.choices[i].text, ...(c.why === undefined ? {} : { why: t.choices[i].why }) })),
  });
  return {
    ...lesson,
    title: text.title,
    ...(lesson.where === undefined ? {} : { where: text.where }),
    goal: text.goal,
    predict: withQuestion(lesson.predict, text.predict),
    observe: lesson.observe.map((c, i) => ({ ...c, say: text.observe[i].say })),
    claims: lesson.claims.map((c, i) => ({ ...c, claim: text.claims[i].claim })),
    check: lesson.check.map((q, i) => withQuestion(q, text.check[i])),
    ...(lesson.next === undefined ? {} : { next: text.next }),
    intro: text.intro,
    sections: text.sections,
    explain: text.explain,
  };
}

/** `text` with `fn` applied to every piece of its Markdown (conditions and structure untouched). */
export function mapLessonText(text: LessonText, fn: (md: string) => string): LessonText {
  const q = (x: QuestionText): QuestionText => ({ question: fn(x.question), choices: x.choices.map((c) => ({ text: fn(c.text), ...(c.why === undefined ? {} : { why: fn(c.why) }) })) });
  return {
    title: fn(text.title),
    ...(text.where === undefined ? {} : { where: fn(text.where) }),
    goal: fn(text.goal),
    predict: q(text.predict),
    observe: text.observe.map((c) => ({ say: fn(c.say) })),
    claims: text.claims.map((c) => ({ claim: fn(c.claim) })),
    check: text.check.map(q),
    ...(text.next === undefined ? {} : { next: fn(text.next) }),
    intro: fn(text.intro),
    sections: Object.fromEntries(Object.entries(text.sections).map(([k, v]) => [k, fn(v)])),
    explain: text.explain.map((s) => (s.kind === 'text' ? { kind: 'text', md: fn(s.md) } : { ...s, branches: s.branches.map((b) => ({ ...b, md: fn(b.md) })) })),
  };
}
