import { afterEach, describe, expect, it } from 'vitest';
import { disposeModels, flush, model, pull } from './harness';
import { PRESETS } from '../../../src/sim/scenario/presets';

afterEach(disposeModels);

describe('LabModel', () => {
  it('loads a scenario through the host and learns its flows', async () => {
    const m = await model();
    expect(m.transport).toBe('main-thread');
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas']);
    expect(m.scenario?.bottleneck.bufferPackets).toBe(50);
  });

  it('refuses an invalid scenario and says why, keeping the current one', async () => {
    const m = await model();
    expect(m.load({ version: 1, flows: [] })).toEqual(['flows: must contain at least one flow']);
    expect(m.flows).toHaveLength(2);
  });

  it('steps, and the trace store and summary fill in', async () => {
    const m = await model();
    m.step(2);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(2, 9);
    expect(m.store.length).toBeGreaterThan(50);
    expect(m.summary?.flows).toHaveLength(2);
  });

  it('keeps live edits in its scenario, so a reset rebuilds what the user made', async () => {
    const m = await model();
    m.step(1);
    m.setFlowParam(1, 'alpha', 2);
    m.setFlowParam(1, 'beta', 5);
    m.setQueue({ kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false });
    expect(m.addFlow({ variant: 'newreno', name: 'Late' })).toEqual([]);
    await pull(m);
    const s = m.scenario!;
    expect(s.flows[1]).toMatchObject({ variant: 'vegas', alpha: 2, beta: 5 });
    expect(s.flows[2]).toMatchObject({ variant: 'newreno', name: 'Late' });
    expect(s.flows[2].startSec).toBeCloseTo(1, 9);
    expect(s.bottleneck.queue.kind).toBe('red');
    expect(m.store.markers.map((k) => k.label)).toContain('Vegas: alpha = 2');
    m.reset();
    await flush();
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'Late']);
    expect(m.status.timeSec).toBe(0);
  });

  it('records live adds and stops at the next whole millisecond, and they replay exactly', async () => {
    const m = await model();
    m.step(1.2345678);
    await pull(m);
    expect(m.addFlow({ variant: 'reno', name: 'Late' })).toEqual([]);
    m.stopFlow(0);
    await pull(m);
    expect(m.scenario!.flows[2].startSec).toBe(1.235);
    expect(m.scenario!.flows[0].stopSec).toBe(1.235);
    m.step(3 - 1.2345678);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(3, 9);
    // The scenario as recorded (what a link or a file carries) gives the same run.
    const replay = await model(m.scenario);
    replay.step(3);
    await pull(replay);
    expect(replay.summary).toEqual(m.summary);
    expect(m.summary!.flows[2].goodputBps).toBeGreaterThan(0);
  });

  it('a removed flow is left out of the view, and the scenario records when it stopped', async () => {
    const m = await model();
    m.step(2.5);
    await pull(m);
    m.stopFlow(0);
    m.step(1);
    await pull(m);
    m.removeFlow(0); // already stopped at 2.5 s: removing it later keeps that time
    m.removeFlow(1);
    await pull(m);
    expect([...m.hidden]).toEqual([0, 1]);
    expect(m.scenario!.flows.map((f) => f.stopSec)).toEqual([2.5, 3.5]);
    m.reset();
    await flush();
    expect(m.hidden.size).toBe(0);
    expect(m.flows).toHaveLength(2);
  });

  it('shows the host’s rejection of a bad live change as a notice', async () => {
    const m = await model();
    m.setFlowParam(1, 'alpha', 99);
    await flush();
    expect(m.notices.at(-1)?.text).toMatch(/alpha must be a whole number from 0 to 30/);
  });

  it('recovers from an engine crash with the user’s scenario', async () => {
    const m = await model();
    expect(m.addFlow({ variant: 'tahoe', name: 'T' })).toEqual([]);
    m.step(1);
    await pull(m);
    m.client.send({ type: 'crash' });
    await m.client.ready; // the restarted engine
    await flush();
    await flush();
    expect(m.notices.at(-1)?.text).toMatch(/restarted from your current scenario/);
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'T']);
    expect(m.status.timeSec).toBe(0);
  });

  it('removing a flow hides it; expanded groups can be edited one flow at a time', async () => {
    const m = await model(PRESETS['tsang-mix-30']);
    expect(m.flows).toHaveLength(30);
    m.setFlowParam(3, 'alpha', 1);
    expect(m.scenario!.flows).toHaveLength(30);
    expect(m.scenario!.flows[3]).toMatchObject({ alpha: 1, beta: 3 });
    expect(m.scenario!.flows[4]).toMatchObject({ alpha: 3, beta: 3 });
    m.removeFlow(5);
    expect(m.hidden.has(5)).toBe(true);
  });
});
