// A lesson's changes made for the student (the cue's and the step pause's "Make the change for me"),
// through the same commands as the lab's sliders and menus, with what the lab refused of them.
import type { QueueConfig } from '../../sim/scenario/Scenario';
import { nextMillisecond } from '../../sim/scenario/timeline';
import type { LessonChange } from '../../lessons/lessonSchema';
import { stopPauseSec } from '../../lessons/stepTimes';
import type { EditProblem } from '../lab/EditProblem';
import type { LabModel } from '../lab/LabModel';

/** A lesson change the lab refused, and why. */
export interface RefusedChange {
  change: LessonChange;
  problem: EditProblem;
}

/** How near the clock must be to a step's time for the run to count as paused there (as the step pause shows it). */
export const AT_STEP_SEC = 0.01;

/** Makes a lesson change now, through the same commands as the lab's sliders and menus; returns why the lab refused it, or null. */
export function makeChange(model: LabModel, c: LessonChange): EditProblem | null {
  if ('flow' in c) return model.setFlowParam(c.flow, c.key, c.value);
  if (c.key === 'queue') return model.setQueue(c.value as unknown as QueueConfig);
  return model.setLink({ [c.key]: c.value });
}

/**
 * Makes a step's changes now. One refused only for a rule another of them settles (β raised
 * before α, when the student's α is above the new β) is tried again once the others are made.
 * Returns those still refused, in the lesson's order.
 */
export function makeChanges(model: LabModel, changes: readonly LessonChange[]): RefusedChange[] {
  let left = changes;
  for (;;) {
    const refused = left.flatMap((change) => {
      const problem = makeChange(model, change);
      return problem ? [{ change, problem }] : [];
    });
    if (refused.length === 0 || refused.length === left.length) return refused;
    left = refused.map((r) => r.change);
  }
}

/**
 * Makes a step's changes at the step's own time `atSec` when the run is paused there: brought
 * first to just before that instant (stopPauseSec), if it is not there already, so they take
 * effect at `atSec`, ahead of that instant's events, as the lesson's timeline says. Elsewhere, or
 * when the timeline already has changes from `atSec` on (going back would cut them off), they are
 * made now. Returns those the lab refused, as makeChanges.
 */
export function makeStepChanges(model: LabModel, changes: readonly LessonChange[], atSec: number): RefusedChange[] {
  const { timeSec, running } = model.status;
  const there = !running && Math.abs(timeSec - atSec) < AT_STEP_SEC;
  const later = (model.scenario?.changes ?? []).some((c) => c.atSec >= atSec);
  if (there && !later && nextMillisecond(timeSec) !== atSec) {
    // The changes are sent right behind the seek, placed where it takes the engine (the model
    // places edits at the time of a seek under way), so a press of Play or "Run to" made after
    // this one comes after them. A seek the engine refuses is said in a notice.
    model.seek(stopPauseSec(atSec)).catch(() => undefined);
  }
  return makeChanges(model, changes);
}
