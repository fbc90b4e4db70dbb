// `window.lab`, as the console and the end-to-end tests reach the lab: its load parses what it is
// given (untrusted, as a link is), and everything else is the model's.
import { afterEach, describe, expect, it } from 'vitest';
import { consoleLab } from '../../../src/ui/lab/consoleLab';
import { disposeModels, flush, model, pull } from './harness';

afterEach(disposeModels);

describe('consoleLab', () => {
  it('refuses an invalid scenario with the field named, and keeps the loaded one', async () => {
    const m = await model();
    const lab = consoleLab(m);
    expect(lab.load({ version: 1, flows: [{ variant: 'vegas', alpha: 99 }] })).toEqual(['flows[0].alpha: must be a whole number from 0 to 30 packets (got 99)']);
    await flush();
    expect(lab.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas']);
  });

  it('loads a valid one, defaults filled in, and passes every other call to the model', async () => {
    const m = await model();
    const lab = consoleLab(m);
    expect(lab.load({ version: 2, title: 'Typed in', flows: [{ variant: 'cubic' }] })).toEqual([]);
    await flush();
    expect(m.scenario).toMatchObject({ title: 'Typed in', durationSec: 60, flows: [{ variant: 'cubic' }] });
    lab.step(0.5);
    await pull(m);
    expect(lab.status.timeSec).toBeGreaterThan(0);
  });
});
