// Plays every lesson three ways — as scripted, straight through without any change, and with
// another seed (starts jittered) — and checks that the explanation each run would show is true of
// that run: every conditional block is decided by the run's own measures and script, every number
// shown has a value, and the text that states the lesson's story is there when the run follows it.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { conditionMeasures, type Condition } from '../../src/lessons/conditionalText';
import { loadLessons, PLACEHOLDER } from '../../src/lessons/parseLesson';
import { PLAY_WAYS, playLesson, type LessonPlay } from '../../src/lessons/playLesson';

const { lessons, errors } = loadLessons(readLessonFiles());

const readsFlags = (c: Condition): boolean => (c.kind === 'flag' ? true : c.kind === 'compare' ? false : c.kind === 'not' ? readsFlags(c.of) : c.of.some(readsFlags));

it('every lesson loads (conditional text included)', () => {
  expect(errors).toEqual([]);
});

for (const lesson of lessons) {
  describe(`lesson ${lesson.order} ${lesson.id}`, () => {
    const plays = new Map<string, LessonPlay>();
    const play = (way: (typeof PLAY_WAYS)[number]) => {
      if (!plays.has(way)) plays.set(way, playLesson(lesson, way));
      return plays.get(way)!;
    };
    for (const way of PLAY_WAYS) {
      it(`played ${way}: every statement is decided by the run and every number shown has a value`, () => {
        const p = play(way);
        expect(p.text.pending, `${lesson.id} (${way}): a condition reads a measure the run never reached`).toBe(0);
        const shown = [...p.text.md.matchAll(PLACEHOLDER)].map((m) => m[1]);
        const missing = shown.filter((n) => !Number.isFinite(p.values[n]));
        expect(missing, `${lesson.id} (${way}): numbers shown without a value`).toEqual([]);
        expect(p.filled).not.toMatch(/NaN|Infinity/);
      }, 60_000);
    }
    it('played as scripted, the text tells the lesson’s story: every block about measures shows a branch', () => {
      const p = play('scripted');
      const silent = lesson.explain
        .filter((s) => s.kind === 'group')
        .filter((g, k) => p.text.chosen[k] === -1 && !g.branches.some((b) => b.when && readsFlags(b.when)))
        .map((g) => `line ${g.line}: ${g.branches.map((b) => b.source).join(' / ')} (${g.branches.flatMap((b) => (b.when ? conditionMeasures(b.when) : [])).map((n) => `${n} = ${p.values[n]}`).join(', ')})`);
      expect(silent).toEqual([]);
    }, 60_000);
  });
}

describe('the runs the issue describes', () => {
  const lesson = (id: string) => lessons.find((l) => l.id === id)!;
  it('lesson 1 played straight through (the buffer never changed) does not say the buffer was 3 packets, and says the run left the script', () => {
    const p = playLesson(lesson('reno-sawtooth'), 'unchanged');
    expect(p.filled).not.toMatch(/3-packet buffer the window only/);
    expect(p.filled).not.toMatch(/far below the line/);
    expect(p.filled).toMatch(/kept the 25-packet buffer/);
  }, 60_000);
  it('lesson 1 as scripted says the 3-packet buffer cut the peak and the utilisation', () => {
    const p = playLesson(lesson('reno-sawtooth'), 'scripted');
    expect(p.filled).toMatch(/3-packet buffer/);
  }, 60_000);
});
