// Where a lesson's run pauses for a step: just before the step's instant, so a live change made
// there is stamped with the step's own time (nextMillisecond), and playing on does not stop there again.
import { describe, expect, it } from 'vitest';
import { stopCrossed, stopPauseSec, type StepStop } from '../../src/lessons/stepTimes';
import { nextMillisecond } from '../../src/sim/scenario/timeline';

describe('stopPauseSec', () => {
  // Step times as lessons write them (whole milliseconds), from the first millisecond to a 10-hour run.
  it.each([0.001, 0.3, 20, 30, 60, 300, 3599.999, 36000])('a step at %s s: paused before it, a change made there lands on it', (atSec) => {
    const pause = stopPauseSec(atSec);
    expect(pause).toBeLessThan(atSec);
    expect(nextMillisecond(pause)).toBe(atSec);
    // The clock reads the step's time, and Play from there goes on past it.
    expect(pause.toFixed(3)).toBe(atSec.toFixed(3));
    const stop: StepStop = { cue: 0, changes: [0], atSec };
    expect(stopCrossed([stop], pause, atSec + 1, () => true)).toBeNull();
    expect(stopCrossed([stop], atSec - 0.5, atSec + 1, () => true)).toBe(stop);
  });
});
