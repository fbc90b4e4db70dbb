// The run's length: set before or during a run, and a finished run extended. The engine is
// deterministic, so an extended run must be the run the longer scenario makes from the start.
import { editProblemText, type EditProblem } from '../../../src/ui/lab/EditProblem';
import { afterEach, describe, expect, it } from 'vitest';
import type { LabModel } from '../../../src/ui/lab/LabModel';
import { disposeModels, flush, model, pull } from './harness';

/** The English the console and the embedding API give for a refusal (the model answers with a code). */
const text = (p: EditProblem | null) => (p === null ? null : editProblemText(p));

afterEach(disposeModels);

/** Pulls batches until `ok` holds (the host catches up in the background), or fails after `ms`. */
async function until(m: LabModel, ok: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out at t = ${m.status.timeSec} s`);
    await pull(m);
  }
}

const THREE_FLOWS = { version: 2, durationSec: 6, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V', startSec: 1 }, { variant: 'cubic', name: 'C' }] };

describe('run length', () => {
  it('a finished run extended goes on from where it ended, and is the run the longer scenario makes from the start', async () => {
    const m = await model(THREE_FLOWS);
    m.step(3);
    await pull(m);
    expect(m.setFlowParam(1, 'beta', 6)).toBeNull(); // a live edit, replayed the same way
    m.removeFlow(2); // and a removal, made again at its time
    m.step(3);
    await until(m, () => m.status.finished);
    const seenAt6 = m.summary;
    expect(m.status.timeSec).toBeCloseTo(6, 9);

    const loads = m.loads;
    expect(m.setDuration(9)).toBeNull();
    await until(m, () => m.loads > loads && m.status.timeSec >= 6 - 1e-9 && !m.status.running);
    expect(m.status.finished).toBe(false);
    expect(m.scenario!.durationSec).toBe(9);
    expect(m.hidden.has(2)).toBe(true);
    // What was seen at 6 s is unchanged: the same window, 0–6 s, the same numbers. Only the
    // engine's event count differs, by the event that closed the 6 s run's window at its end.
    const { events: eventsAfter, ...after } = m.summary!;
    const { events: eventsBefore, ...before } = seenAt6!;
    expect(after).toEqual(before);
    expect(eventsBefore - eventsAfter).toBe(1);
    m.step(3);
    await until(m, () => m.status.finished);
    expect(m.status.timeSec).toBeCloseTo(9, 9);

    // The same lab session with a 9 s run from the start.
    const longer = await model({ ...THREE_FLOWS, durationSec: 9 });
    longer.step(3);
    await pull(longer);
    expect(longer.setFlowParam(1, 'beta', 6)).toBeNull();
    longer.removeFlow(2);
    longer.step(6);
    await until(longer, () => longer.status.finished);
    expect(m.summary).toEqual(longer.summary);
    expect(m.scenario).toEqual(longer.scenario);
  });

  it('set during a run, it plays on from the same moment; refused (and nothing changes) at or before the time reached, or outside its spec', async () => {
    const m = await model(THREE_FLOWS);
    m.step(2);
    await pull(m);
    expect(text(m.setDuration(2))).toMatch(/already at 2 s: it must last longer/);
    expect(text(m.setDuration(0))).toMatch(/must be a number greater than 0 up to 36000 s/);
    expect(text(m.setDuration(50000))).toMatch(/36000 s/);
    expect(m.scenario!.durationSec).toBe(6);
    const loads = m.loads;
    expect(m.setDuration(4)).toBeNull();
    await until(m, () => m.loads > loads && m.status.timeSec >= 2 - 1e-9 && !m.status.running);
    expect(m.status.timeSec).toBeCloseTo(2, 9);
    expect(m.scenario!.durationSec).toBe(4);
  });

  it('before the run, it is part of the set-up; a measurement window that ended with the run still does', async () => {
    const m = await model({ ...THREE_FLOWS, measure: { fromSec: 1, toSec: 6 } });
    expect(m.setDuration(20)).toBeNull();
    await flush();
    expect(m.scenario!.durationSec).toBe(20);
    expect(m.scenario!.measure).toEqual({ fromSec: 1, toSec: 20 });
    expect(m.status.timeSec).toBe(0);
  });
});
