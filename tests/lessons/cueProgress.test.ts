// Which cues are ticked: a time reached or a change made ticks its cue; a cue with neither waits
// for the run to start and for every cue before it, so "Read the RTT chart after the switch" is
// not ticked before the switch. Checked on made-up cues and on every lesson's own cues.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { cueClock, cuesDone, readCueClock, type CueProgress } from '../../src/lessons/cueProgress';
import { loadLessons } from '../../src/lessons/parseLesson';

const plain: CueProgress = { reached: false, made: false, plain: true };
const runTo = (reached: boolean): CueProgress => ({ reached, made: false, plain: false });
const change = (made: boolean): CueProgress => ({ reached: false, made, plain: false });

describe('cuesDone', () => {
  it('"Press Play" first: not at t = 0, done once the run has started', () => {
    expect(cuesDone([plain, runTo(false)], false)).toEqual([false, false]);
    expect(cuesDone([plain, runTo(false)], true)).toEqual([true, false]);
  });

  it('a reading after a change waits for the change, and after a time for the time', () => {
    expect(cuesDone([runTo(false), change(false), plain], true)).toEqual([false, false, false]);
    expect(cuesDone([runTo(true), change(false), plain], true)).toEqual([true, false, false]);
    expect(cuesDone([runTo(true), change(true), plain], true)).toEqual([true, true, true]);
  });

  it('a time reached or a change made is done whatever came before (the student may skip ahead)', () => {
    expect(cuesDone([plain, runTo(true), change(true)], false)).toEqual([false, true, true]);
  });

  it("in every lesson, once the run has started and no cue's time or change is reached, only the readings before the first such cue are ticked", () => {
    const { lessons, errors } = loadLessons(readLessonFiles());
    expect(errors).toEqual([]);
    let readingsAfter = 0;
    for (const lesson of lessons) {
      const cues = lesson.observe.map((c): CueProgress => ({ reached: false, made: false, plain: c.runTo === undefined && (c.change ?? []).length === 0 }));
      const firstTask = cues.findIndex((c) => !c.plain);
      const done = cuesDone(cues, true);
      cues.forEach((c, i) => {
        const before = firstTask < 0 || i < firstTask;
        if (c.plain && !before) readingsAfter++;
        expect(done[i], `${lesson.id} cue ${i + 1}`).toBe(c.plain && before);
      });
    }
    // The course has readings that follow a task (fair queueing's and BBR meets FQ-CoDel's "after the switch").
    expect(readingsAfter).toBeGreaterThan(0);
  });
});

describe('cueClock', () => {
  const { lessons } = loadLessons(readLessonFiles());
  // Fair queueing: run to 30 s; switch to DRR at 30 s and run to 60 s; read the RTTs after the switch.
  const lesson = lessons.find((l) => l.id === 'fair-queueing-reno-vegas')!;
  const switched = [{ atSec: 30 }];

  it("changes only where a cue's time or change is reached: five times over a 60 s run sampled every 10 ms", () => {
    const changes: { t: number; clock: ReturnType<typeof readCueClock> }[] = [];
    let last = '';
    for (let k = 0; k <= 6000; k++) {
      const t = k / 100;
      const marks = cueClock(lesson, switched, t);
      if (marks !== last) changes.push({ t, clock: readCueClock(marks, lesson.observe.length) });
      last = marks;
    }
    // t = 0; started; the switch due (29.5 s, ON_TIME_SEC early); the switch in effect (10 ms early); 30 s reached; 60 s reached.
    expect(changes.map((c) => c.t)).toEqual([0, 0.01, 29.5, 29.99, 30, 60]);
    const [zero, started, due, inEffect, reached30, reached60] = changes.map((c) => c.clock);
    expect([zero.started, started.started]).toEqual([false, true]);
    expect([started.due(1), due.due(1)]).toEqual([false, true]);
    // A cue with no change is due from the start.
    expect([zero.due(0), zero.due(2)]).toEqual([true, true]);
    expect([due.inEffect(0), inEffect.inEffect(0)]).toEqual([false, true]);
    expect([inEffect.reached(0), reached30.reached(0), reached30.reached(1), reached60.reached(1)]).toEqual([false, true, false, true]);
    // The reading cue has no time to reach.
    expect(reached60.reached(2)).toBe(false);
  });

  it('has one mark per change on the timeline, so a change made live redraws the cues', () => {
    expect(cueClock(lesson, undefined, 12).length).toBe(1 + 2 * lesson.observe.length);
    expect(cueClock(lesson, [{ atSec: 30 }, { atSec: 45 }], 40)).toBe(`${cueClock(lesson, undefined, 40)}10`);
  });
});
