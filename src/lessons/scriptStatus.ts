// Whether a run followed its lesson's script: each of the lesson's changes made at its time, and
// nothing else changed. The flags (`scripted`, `made0`, `made1`, …) are what conditional text
// tests; the list of departures is what the page tells the student.
import { expandScenario } from '../sim/scenario/expand';
import type { Scenario, ScenarioChange } from '../sim/scenario/Scenario';
import type { LessonChange } from './lessonSchema';

/** How late (or early) a change may be and still count as made at its time, seconds. */
export const ON_TIME_SEC = 0.5;

export interface ScriptStatus {
  scripted: boolean;
  /** Per lesson change: made within ON_TIME_SEC of its time. */
  made: boolean[];
  /** Changes on the run's timeline that the lesson did not ask for (the student's own). */
  extra: ScenarioChange[];
  /** The run started from other settings than the lesson's (flows or bottleneck; another seed is still the script). */
  otherStart: boolean;
}

/** The same edit (who, key, value), whenever it was made. */
export const sameEdit = (a: ScenarioChange, b: ScenarioChange): boolean =>
  a.key === b.key && ('flow' in a ? 'flow' in b && a.flow === b.flow : 'link' in b && a.link === b.link) && JSON.stringify(a.value) === JSON.stringify(b.value);

/** The set-up a run starts from, in one canonical form (both sides went through parseScenario), flows expanded with one seed. */
const startOf = (s: Scenario, seed: number) => JSON.stringify({ bottleneck: s.bottleneck, flows: expandScenario({ ...s, seed, changes: undefined }).flows });

/** Compares a run (its scenario: set-up and timeline) with the lesson's script. */
export function scriptStatus(lessonScenario: Scenario, changes: readonly LessonChange[], run: Scenario): ScriptStatus {
  const timeline = (run.changes ?? []).filter((c) => !(lessonScenario.changes ?? []).some((o) => o.atSec === c.atSec && sameEdit(o, c)));
  const used = new Set<number>();
  const made = changes.map((c) => {
    const k = timeline.findIndex((t, i) => !used.has(i) && sameEdit(t, c) && Math.abs(t.atSec - c.atSec) <= ON_TIME_SEC);
    if (k >= 0) used.add(k);
    return k >= 0;
  });
  const extra = timeline.filter((_, i) => !used.has(i));
  const otherStart = startOf(run, lessonScenario.seed) !== startOf(lessonScenario, lessonScenario.seed);
  return { scripted: made.every(Boolean) && extra.length === 0 && !otherStart, made, extra, otherStart };
}

/**
 * The flags conditional text reads. With `nowSec` (a run still under way), a change whose time
 * the run has not passed is not yet made or missed: its flag, and `scripted`, are null (undecided).
 */
export function scriptFlags(s: ScriptStatus, changes?: readonly LessonChange[], nowSec = Infinity): Record<string, boolean | null> {
  const ahead = (i: number) => !s.made[i] && changes !== undefined && changes[i].atSec > nowSec + ON_TIME_SEC;
  const missed = s.made.some((m, i) => !m && !ahead(i));
  // Missed a change, or changed something else: off the script already; otherwise undecided while a change is ahead.
  const off = missed || s.extra.length > 0 || s.otherStart;
  const flags: Record<string, boolean | null> = { scripted: off ? false : s.made.some((_, i) => ahead(i)) ? null : s.scripted };
  s.made.forEach((m, i) => (flags[`made${i}`] = ahead(i) ? null : m));
  return flags;
}
