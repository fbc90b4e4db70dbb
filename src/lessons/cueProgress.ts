// Which of a lesson's cues ("What to do") are ticked. A cue that runs to a time is done once the
// run has reached it; one that makes a change, once the change is made. A cue with neither
// ("Press Play", "Read the RTT chart after the switch") is done once the run has started and every
// cue before it is done: a reading that follows a change waits for that change.
import type { Lesson } from './parseLesson';
import { ON_TIME_SEC } from './scriptStatus';

/** Where one cue stands. */
export interface CueProgress {
  /** The cue runs to a time, and the run has reached it. */
  reached: boolean;
  /** The cue's changes are made. */
  made: boolean;
  /** The cue has neither a time to run to nor a change. */
  plain: boolean;
}

/** Whether each of `cues` is done, in order; `started`: the run has left t = 0. */
export function cuesDone(cues: readonly CueProgress[], started: boolean): boolean[] {
  const done: boolean[] = [];
  let earlierDone = true;
  for (const c of cues) {
    const d: boolean = c.reached || c.made || (c.plain && started && earlierDone);
    done.push(d);
    earlierDone = earlierDone && d;
  }
  return done;
}

/** When `cue`'s change is due: the latest of its changes' times (0 for a cue with no change), seconds. */
export function cueDueSec(lesson: Lesson, cue: Lesson['observe'][number]): number {
  const times = (cue.change ?? []).map((k) => lesson.changes[k].atSec);
  return times.length > 0 ? Math.max(...times) : 0;
}

/**
 * Where the run's clock stands for the cues, as 0s and 1s: the run has started (t > 0); then per
 * cue, its time to run to is reached and its change is due (within ON_TIME_SEC of its time); then
 * per change on the run's timeline, it takes effect by now (within 10 ms). Equal strings, equal
 * cues: the lesson page redraws its cues when one of these flips, not with every frame.
 */
export function cueClock(lesson: Lesson, timeline: readonly { atSec: number }[] | undefined, timeSec: number): string {
  let marks = timeSec > 0 ? '1' : '0';
  for (const cue of lesson.observe) {
    marks += cue.runTo !== undefined && timeSec >= cue.runTo - 1e-6 ? '1' : '0';
    marks += timeSec >= cueDueSec(lesson, cue) - ON_TIME_SEC ? '1' : '0';
  }
  for (const t of timeline ?? []) marks += t.atSec <= timeSec + 0.01 ? '1' : '0';
  return marks;
}

/** Reads `cueClock`'s string for a lesson of `cueCount` cues. */
export function readCueClock(marks: string, cueCount: number) {
  return {
    started: marks[0] === '1',
    reached: (cue: number) => marks[1 + 2 * cue] === '1',
    due: (cue: number) => marks[2 + 2 * cue] === '1',
    /** Whether the timeline's change `k` takes effect by now. */
    inEffect: (k: number) => marks[1 + 2 * cueCount + k] === '1',
  };
}
