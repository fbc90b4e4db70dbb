// A lesson's change made for the student (the cue's and the step pause's "Make the change for me"),
// through the same commands as the lab's sliders and menus.
import type { QueueConfig } from '../../sim/scenario/Scenario';
import type { LessonChange } from '../../lessons/lessonSchema';
import type { LabModel } from '../lab/LabModel';

/** Makes a lesson change now, through the same commands as the lab's sliders and menus. */
export function makeChange(model: LabModel, c: LessonChange): void {
  if ('flow' in c) model.setFlowParam(c.flow, c.key, c.value);
  else if (c.key === 'queue') model.setQueue(c.value as unknown as QueueConfig);
  else model.setLink({ [c.key]: c.value });
}
