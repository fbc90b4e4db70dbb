// The time window each step of a lesson is about, for the summary beside the lab: a cue that runs
// to R s (after the previous one ran to P s) is about the latest window its measures read within
// (P, R] — the settled part the explanation quotes, not the whole run.
import type { Lesson } from './parseLesson';

export interface StepWindow {
  /** The cue (0-based). */
  cue: number;
  fromSec: number;
  toSec: number;
}

export function stepWindows(lesson: Pick<Lesson, 'observe' | 'measures'>): StepWindow[] {
  const windows = Object.values(lesson.measures).flatMap((m) => ('metric' in m ? [{ fromSec: m.from, toSec: m.to }] : []));
  const out: StepWindow[] = [];
  let prev = 0;
  lesson.observe.forEach((cue, i) => {
    if (cue.runTo === undefined) return;
    const inside = windows.filter((w) => w.toSec > prev + 1e-9 && w.toSec <= cue.runTo! + 1e-9);
    if (inside.length > 0) {
      const toSec = Math.max(...inside.map((w) => w.toSec));
      // Of the windows ending last, the longest (the settled average rather than a snapshot).
      const fromSec = Math.min(...inside.filter((w) => w.toSec === toSec).map((w) => w.fromSec));
      out.push({ cue: i, fromSec, toSec });
    }
    prev = cue.runTo;
  });
  return out;
}
