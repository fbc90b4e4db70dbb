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

  it('answers a refused edit, length, branch or reset in English, as the model wrote it', async () => {
    const m = await model({ version: 2, durationSec: 1, flows: [{ variant: 'reno' }] });
    const lab = consoleLab(m);
    lab.step(0.5);
    await pull(m);
    expect(lab.setDuration(0.2)).toMatch(/^the run is already at 0\.5\d* s: it must last longer than that$/);
    expect(lab.checkChange({ link: 0, key: 'bufferPackets', value: 50 })).toBeNull();
    expect(lab.setFlowTimes(0, { startSec: 0.8 })).toBe('it started at 0 s: a start that has happened cannot move (reset to change it)');
    expect(lab.addFlow({ variant: 'warp' })).toEqual([expect.stringMatching(/^variant: must be one of /)]);
    lab.scenario = null;
    expect(lab.branchHere()).toBe('nothing is loaded');
    expect(lab.reset()).toEqual(['nothing is loaded']);
  });
});
