// A lesson's goal is shown above its prediction and on its course card: it says what the student
// will be able to do, never the result they are about to predict. Two checks per lesson: the goal
// has none of the words that only the right answer has (what would give that answer away), and
// none of the phrases that state an outcome (who wins, by how much, what the window does).
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { loadLessons } from '../../src/lessons/parseLesson';

const { lessons } = loadLessons(readLessonFiles());

/** Words too common to give anything away. */
const STOP = new Set(
  'a an and the of to in on at by for with it its is are be one two about than more less same what who how after before then once that this their them they from as or not no'.split(' '),
);

/** Lower-case words and numbers, reduced to a rough stem so "halves" meets "half" and "packets" "packet". */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+|\d+(?:\.\d+)?/g) ?? [])
    .filter((w) => !STOP.has(w))
    .map((w) => w.replace(/(ves)$/, 'f').replace(/(es|s|ed|ing)$/, '').replace(/v$/, 'f'));
}

/** Phrases that state an outcome rather than a skill. */
const RESULT_PHRASES = [
  /\bhalv(es|ing)\b/i,
  /\bdoubles?\b/i,
  /\b(wins?|loses?|starves?|beats?|favou?rs?|dominates?)\b/i,
  /\btakes? (most|almost everything|back|more|less)\b/i,
  /\bgets? (more|less|most)\b/i,
  /\b(nearly|almost|close to an?) even\b/i,
  /\bevens? (out|the split)\b/i,
  /\b(agrees?|disagrees?) (with|at)\b/i,
  /\bdoes not share fairly\b/i,
  /\bwithout changing\b/i,
  /\bcosts? .* (large|part)\b/i,
];

describe('lesson goals', () => {
  it('there are lessons to check', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(12);
  });

  it('the stemmer meets the forms a goal would use (halves/half, packets/packet)', () => {
    expect(stems('halves its window')).toContain(stems('half')[0]);
    expect(stems('22 packets')).toEqual(stems('22 packet'));
  });

  for (const lesson of lessons) {
    describe(`lesson ${lesson.order} ${lesson.id}`, () => {
      const right = lesson.predict.choices.find((c) => c.correct);

      it('has a right answer to keep', () => {
        expect(right).toBeDefined();
      });

      it('its goal has no word found only in the prediction’s right answer', () => {
        // Words the question or a wrong answer also uses say nothing about which answer is right.
        const shared = new Set(stems([lesson.predict.question, ...lesson.predict.choices.filter((c) => !c.correct).map((c) => c.text)].join(' ')));
        const telling = new Set(stems(right!.text).filter((w) => !shared.has(w)));
        const found = stems(lesson.goal).filter((w) => telling.has(w));
        expect(found, `goal: "${lesson.goal}"; right answer: "${right!.text}"`).toEqual([]);
      });

      it('its goal states no outcome', () => {
        const found = RESULT_PHRASES.filter((re) => re.test(lesson.goal)).map((re) => lesson.goal.match(re)![0]);
        expect(found, `goal: "${lesson.goal}"`).toEqual([]);
      });
    });
  }
});
