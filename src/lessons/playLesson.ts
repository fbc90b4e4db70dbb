// Plays a lesson headless the ways a student can: as scripted, straight through without making
// any change, and with another seed (flows' starts jittered as the claims jitter them); computes its measures and resolves its explanation's
// conditional text for that run, as the lesson page would show it at the end of the run.
import { claimScenario, runTrace } from './checkClaims';
import { resolveText, type ResolvedText } from './conditionalText';
import { computeMeasures, formatMeasure, measuresEnd, type MeasureValues } from './measures';
import { PLACEHOLDER, type Lesson } from './parseLesson';
import { scriptFlags, scriptStatus } from './scriptStatus';

/** A different-seed play also shifts every flow's start by up to this much (as the claims do). */
export const OTHER_SEED_JITTER_SEC = 1;

export type PlayWay = 'scripted' | 'unchanged' | 'otherSeed';
export const PLAY_WAYS: readonly PlayWay[] = ['scripted', 'unchanged', 'otherSeed'];

export interface LessonPlay {
  way: PlayWay;
  seed: number;
  values: MeasureValues;
  flags: Record<string, boolean | null>;
  /** The explanation as shown, conditional text resolved, numbers filled in. */
  text: ResolvedText;
  /** The explanation's Markdown with every {{measure}} replaced by its formatted value. */
  filled: string;
}

/** The seed a different-seed play uses. */
export const otherSeed = (lesson: Lesson): number => lesson.scenario.seed + 1;

/** Fills `{{name}}` with this run's formatted values. */
export function fillMeasures(lesson: Lesson, md: string, values: MeasureValues): string {
  return md.replace(PLACEHOLDER, (_m, name: string) => formatMeasure(lesson.measures[name], values[name]));
}

export function playLesson(lesson: Lesson, way: PlayWay): LessonPlay {
  const seed = way === 'otherSeed' ? otherSeed(lesson) : lesson.scenario.seed;
  const changes = way === 'unchanged' ? [] : lesson.changes;
  const until = measuresEnd(lesson.measures, Object.keys(lesson.measures));
  const scenario = claimScenario(lesson.scenario, seed, way === 'otherSeed' ? OTHER_SEED_JITTER_SEC : 0, until + 0.1);
  const values = computeMeasures(runTrace(scenario, changes), lesson.measures);
  // The run as the page would see it: the lesson's set-up (its seed as played) and the changes made.
  const run = { ...lesson.scenario, seed, changes: [...(lesson.scenario.changes ?? []), ...changes] };
  const status = scriptStatus(lesson.scenario, lesson.changes, run);
  const flags = scriptFlags(status);
  const text = resolveText(lesson.explain, { values, flags });
  return { way, seed, values, flags, text, filled: fillMeasures(lesson, text.md, values) };
}
