// A lesson's "Make the change for me", on the main-thread host: made at a step pause, the changes
// land at the step's own time (not the next millisecond), and the run with them is the run the
// recorded scenario replays; what the lab refuses comes back with its reason, and one refused only
// for a rule another change settles is made once that one is.
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioChange } from '../../../src/sim/scenario/Scenario';
import { stopPauseSec } from '../../../src/lessons/stepTimes';
import { editProblemText } from '../../../src/ui/lab/EditProblem';
import type { LabModel } from '../../../src/ui/lab/LabModel';
import { makeChanges, makeStepChanges } from '../../../src/ui/lessons/makeChange';
import { disposeModels, flush, model, pull } from '../lab/harness';

afterEach(disposeModels);

/** The default preset's Vegas (flow 1, α = 1, β = 3) asked for Vegas-like 4/6 at 3 s, β first. */
const STEP_SEC = 3;
const VEGAS_4_6: ScenarioChange[] = [
  { atSec: STEP_SEC, flow: 1, key: 'beta', value: 6 },
  { atSec: STEP_SEC, flow: 1, key: 'alpha', value: 4 },
];

const timeline = (m: LabModel) => (m.scenario?.changes ?? []).map((c) => [c.atSec, c.key, c.value]);

/** The summary at `tSec` of a fresh run of the scenario `m` recorded. */
async function replayed(m: LabModel, tSec: number) {
  const r = await model(m.scenario);
  r.step(tSec);
  await pull(r);
  return r.summary;
}

describe("a lesson's changes made for the student", () => {
  it('at a step pause after Play ran past the step: at the step’s time, and the run is the one its scenario replays', async () => {
    const m = await model();
    m.step(3.2);
    await pull(m);
    // Where the step pause brings the run back to.
    await Promise.all([m.seek(stopPauseSec(STEP_SEC)), flush()]);
    expect(makeStepChanges(m, VEGAS_4_6, STEP_SEC)).toEqual([]);
    await flush();
    expect(timeline(m)).toEqual([
      [3, 'beta', 6],
      [3, 'alpha', 4],
    ]);
    m.step(5 - m.status.timeSec);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(5, 9);
    expect(await replayed(m, 5)).toEqual(m.summary);
  });

  it('at a step reached exactly ("Run to 3 s"): the run goes back to just before that instant first, so they still land at 3 s', async () => {
    const m = await model();
    m.step(STEP_SEC);
    await pull(m);
    expect(m.status.timeSec).toBe(STEP_SEC);
    expect(makeStepChanges(m, VEGAS_4_6, STEP_SEC)).toEqual([]);
    // Played on to 5 s at once, before the engine has answered the seek: the changes go before the step.
    m.step(5 - stopPauseSec(STEP_SEC));
    await flush();
    await pull(m);
    expect(timeline(m)).toEqual([
      [3, 'beta', 6],
      [3, 'alpha', 4],
    ]);
    expect(m.status.timeSec).toBeCloseTo(5, 9);
    expect(await replayed(m, 5)).toEqual(m.summary);
  });

  it('away from the step, or with the student’s own change recorded from the step on, they are made now', async () => {
    const m = await model();
    m.step(STEP_SEC);
    await pull(m);
    // The student's edit at the pause (at the next millisecond): going back would cut it off.
    expect(m.setFlowParam(0, 'maxWindowPackets', 40)).toBeNull();
    await flush();
    expect(makeStepChanges(m, VEGAS_4_6, STEP_SEC)).toEqual([]);
    await flush();
    expect(timeline(m)).toEqual([
      [3.001, 'maxWindowPackets', 40],
      [3.001, 'beta', 6],
      [3.001, 'alpha', 4],
    ]);
  });

  it('one refused only because of another change of the step is made after it; a real refusal comes back with its reason', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    // α first: 4 is above the β of 3 until β is 6.
    expect(makeChanges(m, [VEGAS_4_6[1], VEGAS_4_6[0]])).toEqual([]);
    await flush();
    expect(timeline(m).map(([, key, value]) => [key, value])).toEqual([
      ['beta', 6],
      ['alpha', 4],
    ]);
    // The student's β of 2 is below the α of 3 the step asks for: refused, the rest made.
    expect(m.setFlowParam(1, 'alpha', 1)).toBeNull();
    expect(m.setFlowParam(1, 'beta', 2)).toBeNull();
    await flush();
    const alpha3: ScenarioChange = { atSec: STEP_SEC, flow: 1, key: 'alpha', value: 3 };
    const window40: ScenarioChange = { atSec: STEP_SEC, flow: 0, key: 'maxWindowPackets', value: 40 };
    const refused = makeChanges(m, [alpha3, window40]);
    expect(refused.map((r) => [r.change, editProblemText(r.problem)])).toEqual([[alpha3, 'alpha must not exceed beta (2) at that time']]);
    await flush();
    expect(timeline(m).at(-1)).toEqual([1.001, 'maxWindowPackets', 40]);
  });
});
