// When a lesson's run must stop for the student: the time of each cue that asks for a change, and
// whether the run's timeline already has that change (made, or scheduled by a link).
import type { ScenarioChange } from '../sim/scenario/Scenario';
import type { Lesson } from './parseLesson';
import { sameEdit } from './scriptStatus';

export interface StepStop {
  /** The cue (0-based) that asks for the changes. */
  cue: number;
  /** Indices into the lesson's changes. */
  changes: number[];
  /** The earliest of their times: where the run pauses. */
  atSec: number;
}

export function stepStops(lesson: Pick<Lesson, 'observe' | 'changes'>): StepStop[] {
  return lesson.observe.flatMap((cue, i) => (cue.change && cue.change.length > 0 ? [{ cue: i, changes: cue.change, atSec: Math.min(...cue.change.map((k) => lesson.changes[k].atSec)) }] : []));
}

/**
 * Where a run pauses for a stop at `atSec`: a nanosecond before it, that instant's events still to
 * run. A live change made there takes effect at the next whole millisecond, `atSec` itself, ahead
 * of those events: where the lesson's timeline puts it, and where a replay makes it.
 */
export function stopPauseSec(atSec: number): number {
  return atSec - 1e-9;
}

/** Every change of the stop is on the run's timeline (at whatever time: made early, on time, or scheduled). */
export function stopDone(lesson: Pick<Lesson, 'changes'>, stop: StepStop, timeline: readonly ScenarioChange[] | undefined): boolean {
  return stop.changes.every((k) => (timeline ?? []).some((t) => sameEdit(t, lesson.changes[k])));
}

/**
 * The stop a playing run has just run past (previous time before it, now after it), still
 * waiting for its change and not waived: the run goes back to just before its time
 * (`stopPauseSec`) and pauses.
 */
export function stopCrossed(stops: readonly StepStop[], fromSec: number, toSec: number, waiting: (s: StepStop) => boolean): StepStop | null {
  return stops.find((s) => fromSec < s.atSec - 1e-6 && toSec > s.atSec + 1e-6 && waiting(s)) ?? null;
}
