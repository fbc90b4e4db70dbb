// Which cues are ticked: a time reached or a change made ticks its cue; a cue with neither waits
// for the run to start and for every cue before it, so "Read the RTT chart after the switch" is
// not ticked before the switch. Checked on made-up cues and on every lesson's own cues.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { cuesDone, type CueProgress } from '../../src/lessons/cueProgress';
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
