// The course in the pseudo-locale (`?locale=pseudo`): each lesson's words accented and about 40 %
// longer, as the app's pseudo catalogue is (Lingui's pseudolocalisation, src/ui/i18n/lengthen.ts),
// so a lesson step walked in it shows any text left in English and any layout that only fits
// English. Markdown, maths, code, `{{measure}}` placeholders and `::: if` lines are kept as they are.
import pseudolocale from 'pseudolocale';
import type { Segment } from '../lessons/conditionalText';
import type { LessonText, QuestionText } from '../lessons/lessonText';

const DELIMITER = '%&&&%';
/** What must not be accented: placeholders, maths, code, link targets, HTML tags and bare URLs. */
const PROTECTED = /\{\{[^}]*\}\}|\$\$[\s\S]*?\$\$|\$[^$\n]+\$|`[^`\n]*`|\]\([^)\n]*\)|<\/?[A-Za-z][^>\n]*>|https?:\/\/\S+/g;
/** How much longer a pseudo text is than its English (as lengthen.ts's PSEUDO_GROWTH). */
const GROWTH = 0.4;

function accent(s: string): string {
  const marked = s.replace(PROTECTED, (m) => `${DELIMITER}${m}${DELIMITER}`);
  return pseudolocale(marked, { delimiter: DELIMITER, prepend: '', append: '' }).replaceAll(DELIMITER, '');
}

function pad(s: string): string {
  const extra = Math.ceil(s.replace(PROTECTED, '').length * GROWTH);
  return extra ? `${s} ${' ẋẋẋẋ'.repeat(Math.ceil(extra / 5)).trim() || 'ẋ'}` : s;
}

/** One line or short field: accented and padded. */
function pseudoText(s: string): string {
  return pad(accent(s));
}

/** Markdown: each line of prose accented and padded; directive, table, heading-free maths lines kept. */
export function pseudoMarkdown(md: string): string {
  let inMath = false;
  return md
    .split('\n')
    .map((line) => {
      const t = line.trim();
      if (t.startsWith('$$')) {
        if (!(t.length > 2 && t.endsWith('$$'))) inMath = !inMath;
        return line;
      }
      if (inMath || t === '' || t.startsWith(':::')) return line;
      // A table row keeps its cells: each is accented, none padded (padding would add a column).
      if (t.startsWith('|')) return accent(line);
      return pseudoText(line);
    })
    .join('\n');
}

const question = (q: QuestionText): QuestionText => ({
  question: pseudoText(q.question),
  choices: q.choices.map((c) => ({ text: pseudoText(c.text), ...(c.why === undefined ? {} : { why: pseudoText(c.why) }) })),
});

const segment = (s: Segment): Segment =>
  s.kind === 'text' ? { kind: 'text', md: pseudoMarkdown(s.md) } : { ...s, branches: s.branches.map((b) => ({ ...b, md: pseudoMarkdown(b.md) })) };

/** A lesson's words in the pseudo-locale. */
export function pseudoLessonText(text: LessonText): LessonText {
  return {
    title: pseudoText(text.title),
    ...(text.where === undefined ? {} : { where: pseudoText(text.where) }),
    goal: pseudoText(text.goal),
    predict: question(text.predict),
    observe: text.observe.map((c) => ({ say: pseudoMarkdown(c.say) })),
    claims: text.claims.map((c) => ({ claim: pseudoText(c.claim) })),
    check: text.check.map(question),
    ...(text.next === undefined ? {} : { next: pseudoMarkdown(text.next) }),
    intro: pseudoMarkdown(text.intro),
    sections: Object.fromEntries(Object.entries(text.sections).map(([k, v]) => [k, pseudoMarkdown(v)])),
    explain: text.explain.map(segment),
  };
}
