import { editProblemText, type EditProblem } from '../../../src/ui/lab/EditProblem';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeModels, flush, model, pull } from './harness';
import { LabModel } from '../../../src/ui/lab/LabModel';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { parseScenario } from '../../../src/sim/scenario/Scenario';

/** The English the console and the embedding API give for a refusal (the model answers with a code). */
const text = (p: EditProblem | null) => (p === null ? null : editProblemText(p));

afterEach(disposeModels);

describe('LabModel', () => {
  it('loads a scenario through the host and learns its flows', async () => {
    const m = await model();
    expect(m.transport).toBe('main-thread');
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas']);
    expect(m.scenario?.bottleneck.bufferPackets).toBe(50);
  });

  it('takes only a validated scenario: an invalid one stops at the parser, with the problem as data', () => {
    expect(parseScenario({ version: 1, flows: [] })).toEqual({ ok: false, problems: [{ path: ['flows'], code: 'no_flows' }] });
  });

  it('steps, and the trace store and summary fill in', async () => {
    const m = await model();
    m.step(2);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(2, 9);
    expect(m.store.length).toBeGreaterThan(50);
    expect(m.summary?.flows).toHaveLength(2);
  });

  it('records live edits in the scenario’s timeline, so a reset replays what the user made', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    expect(m.setFlowParam(1, 'beta', 5)).toBeNull();
    expect(m.setQueue({ kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false })).toBeNull();
    expect(m.addFlow({ variant: 'newreno', name: 'Late' })).toEqual([]);
    m.step(0.01);
    await pull(m);
    const s = m.scenario!;
    expect(s.flows[1]).toMatchObject({ variant: 'vegas', alpha: 1, beta: 3 }); // the set-up is unchanged
    expect(s.changes?.map((c) => [c.atSec, c.key, c.value])).toEqual([
      [1.001, 'alpha', 2],
      [1.001, 'beta', 5],
      [1.001, 'queue', { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false }],
    ]);
    expect(m.settings!.flows[1]).toMatchObject({ alpha: 2, beta: 5 }); // what is in effect now
    expect(m.settings!.bottleneck.queue.kind).toBe('red');
    expect(s.flows[2]).toMatchObject({ variant: 'newreno', name: 'Late', startSec: 1.001 });
    expect(m.store.markers.map((k) => k.label)).toContain('Vegas: alpha = 2');
    expect(m.reset()).toEqual([]);
    await flush();
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'Late']);
    expect(m.status.timeSec).toBe(0);
    expect(m.settings!.flows[1]).toMatchObject({ alpha: 1, beta: 3 }); // replaying: back to the set-up
    expect(m.scenario!.changes).toHaveLength(3);
  });

  it('quick successive edits never go back on screen while the host records them one by one (a slider pressed four times ends four steps up)', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    const beta = () => (m.flowSettings(1) as { beta: number }).beta;
    const seen: number[] = [];
    const off = m.subscribe(() => seen.push(beta()));
    // Each press reads the value on screen, as the slider does, and sends one more.
    for (let i = 0; i < 4; i++) {
      expect(m.setFlowParam(1, 'beta', beta() + 1)).toBeNull();
      // Let some of the host's records arrive between presses, but not all of them.
      if (i % 2 === 1) await flush();
    }
    await flush();
    await flush();
    off();
    expect(beta()).toBe(7);
    expect(m.scenario!.changes?.map((c) => c.value)).toEqual([4, 5, 6, 7]);
    // Never shown going back down on the way.
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
  });

  it('an edit the host records ahead of the clock on screen shows at once (the engine runs ahead of the frames drawn; a second quick press goes on from it)', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    // The engine moves on half a second before the next frame shows it.
    m.step(0.5);
    await flush();
    expect(m.status.timeSec).toBeCloseTo(1, 9);
    const beta = () => (m.flowSettings(1) as { beta: number }).beta;
    expect(m.setFlowParam(1, 'beta', beta() + 1)).toBeNull();
    await flush();
    // Recorded at the engine's next millisecond (1.501 s), later than the clock on screen (1 s).
    expect(m.scenario!.changes?.map((c) => [c.atSec, c.value])).toEqual([[1.501, 4]]);
    expect(beta()).toBe(4);
    expect(m.setFlowParam(1, 'beta', beta() + 1)).toBeNull();
    expect(beta()).toBe(5);
    await flush();
    expect(beta()).toBe(5);
    expect(m.scenario!.changes?.map((c) => c.value)).toEqual([4, 5]);
  });

  it('after a seek back to before a live edit, the settings shown are those of that time again', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    m.step(0.5);
    await flush();
    const beta = () => (m.flowSettings(1) as { beta: number }).beta;
    expect(m.setFlowParam(1, 'beta', 5)).toBeNull();
    await flush();
    expect(beta()).toBe(5);
    await Promise.all([m.seek(0.8), flush()]);
    expect(m.status.timeSec).toBeCloseTo(0.8, 9);
    expect(beta()).toBe(3);
  });

  it('a run with live edits and the run of the scenario that records them are the same run (same summary at the same time)', async () => {
    const m = await model();
    m.step(3.2);
    await pull(m);
    expect(m.setFlowParam(1, 'beta', 8)).toBeNull();
    expect(m.setFlowParam(1, 'alpha', 6)).toBeNull();
    m.step(4.1);
    await pull(m);
    expect(m.setLink({ bufferPackets: 20 })).toBeNull();
    m.stopFlow(0);
    m.step(12.7 - 7.3);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(12.7, 9);
    const replay = await model(m.scenario);
    replay.step(12.7);
    await pull(replay);
    expect(replay.summary).toEqual(m.summary);
    // and the edits mattered: the same set-up without them is another run
    const plain = await model();
    plain.step(12.7);
    await pull(plain);
    expect(plain.summary).not.toEqual(m.summary);
  });

  it('reset offers "start over with the current settings": the changes folded into the set-up, no timeline', async () => {
    const m = await model();
    m.step(2);
    await pull(m);
    m.setFlowParam(1, 'beta', 7);
    await pull(m);
    expect(m.reset('settings')).toEqual([]);
    await flush();
    expect(m.scenario!.changes).toBeUndefined();
    expect(m.scenario!.flows[1]).toMatchObject({ beta: 7 });
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

  it('an existing flow’s access delay, start and stop edited mid-run: recorded (a timed change, the flow’s own times), and they replay exactly', async () => {
    const m = await model({ version: 2, durationSec: 20, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V', startSec: 8 }, { variant: 'reno', name: 'S', stopSec: 15 }] });
    m.step(2.5);
    await pull(m);
    expect(m.setFlowParam(0, 'accessDelaySec', 0.04)).toBeNull();
    expect(m.setFlowTimes(1, { startSec: 4 })).toBeNull();
    expect(m.setFlowTimes(2, { stopSec: 6 })).toBeNull();
    // Shown at once.
    expect(m.flowSettings(0)!.access.delaySec).toBe(0.04);
    expect(m.baseRttSec(0)).toBeCloseTo(2 * (0.04 + 0.001 + 0.001), 12); // access, bottleneck and egress delays, each way
    await flush();
    const s = m.scenario!;
    expect(s.changes).toEqual([{ atSec: 2.501, flow: 0, key: 'accessDelaySec', value: 0.04 }]);
    expect(s.flows[0].access.delaySec).toBe(0.001); // the set-up keeps its own; the timeline says when it changed
    expect([s.flows[1].startSec, s.flows[2].stopSec]).toEqual([4, 6]);
    expect(m.flows.map((f) => [f.startSec, f.stopSec])).toEqual([[0, undefined], [4, undefined], [0, 6]]);
    // What cannot be: a start that has happened, a time already past, a stop before the start.
    expect(text(m.checkFlowTimes(0, { startSec: 5 }))).toBe('it started at 0 s: a start that has happened cannot move (reset to change it)');
    expect(text(m.checkFlowTimes(1, { startSec: 1 }))).toBe('the start must be 2.501 s or later (the run is at 2.500 s)');
    expect(text(m.checkFlowTimes(1, { stopSec: 3 }))).toBe('must be after startSec (4)');
    expect(text(m.checkChange({ flow: 0, key: 'accessDelaySec', value: 12 }))).toBe('must be a number from 0 to 10 s (got 12)');
    m.step(20 - 2.5);
    await pull(m);
    expect(m.summary!.flows[1].goodputBps).toBeGreaterThan(0);
    const replay = await model(m.scenario);
    replay.step(20);
    await pull(replay);
    expect(replay.summary).toEqual(m.summary);
    expect(m.notices).toEqual([]);
  });

  it('before the run, a flow’s start and stop are part of the set-up', async () => {
    const m = await model();
    expect(m.setFlowTimes(1, { startSec: 3, stopSec: 9 })).toBeNull();
    await flush();
    expect(m.scenario!.flows[1]).toMatchObject({ startSec: 3, stopSec: 9 });
    expect(m.scenario!.changes).toBeUndefined();
    expect(m.setFlowTimes(1, { stopSec: null })).toBeNull();
    await flush();
    expect(m.scenario!.flows[1].stopSec).toBeUndefined();
  });

  it('remove is remove: the flow leaves the view, the summary, the scenario and its link; names stay; no ghost after a reset', async () => {
    const m = await model({ version: 1, durationSec: 30, flows: [{ variant: 'reno' }, { variant: 'vegas' }, { variant: 'reno' }] });
    m.step(2.5);
    await pull(m);
    m.setFlowParam(1, 'gamma', 2);
    m.removeFlow(0);
    expect(m.hidden.has(0)).toBe(true); // at once
    m.step(1);
    await pull(m);
    expect(m.summary!.flows.map((f) => f.name)).toEqual(['Vegas 1', 'Reno 2']);
    expect(m.scenario!.flows.map((f) => f.name)).toEqual(['Vegas 1', 'Reno 2']);
    expect(m.scenario!.changes).toEqual([{ atSec: 2.501, flow: 0, key: 'gamma', value: 2 }]);
    expect(m.flowSettings(0)).toBeUndefined();
    expect(m.flowSettings(2)).toMatchObject({ variant: 'reno', name: 'Reno 2' });
    m.reset();
    await flush();
    expect(m.hidden.size).toBe(0);
    expect(m.flows.map((f) => f.name)).toEqual(['Vegas 1', 'Reno 2']);
    m.step(1);
    await pull(m);
    expect(m.summary!.flows).toHaveLength(2);
  });

  it('a flow added after a remove gets a fresh name and index (no duplicate keys)', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    m.removeFlow(0);
    expect(m.addFlow({ variant: 'reno' })).toEqual([]);
    m.step(0.1);
    await pull(m);
    expect(m.flows.map((f) => [f.index, f.name])).toEqual([
      [0, 'Reno'],
      [1, 'Vegas'],
      [2, 'Reno 2'],
    ]);
    expect(m.scenario!.flows.map((f) => f.name)).toEqual(['Vegas', 'Reno 2']);
  });

  it('an edit the whole scenario cannot take is refused before it is sent (De Vendictis, 10×, 1815 Mb/s: over the cost limit), and reset still works', async () => {
    const m = await model(PRESETS['devendictis-vegas-reno']);
    m.setSpeed(10);
    m.step(2);
    await pull(m);
    const before = m.scenario;
    expect(text(m.checkChange({ link: 0, key: 'rateBps', value: 1815e6 }))).toMatch(/^the run would take about [\d.e+]+ engine events to simulate; the limit is 1e\+8: /);
    expect(text(m.setLink({ rateBps: 1815e6 }))).toMatch(/the limit is 1e\+8/);
    expect(m.scenario).toBe(before);
    expect(m.reset()).toEqual([]);
    await flush();
    m.step(1);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(1, 9);
    expect(m.notices).toEqual([]);
  });

  it('a reset that cannot load says so and keeps the run', () => {
    const m = new LabModel(null);
    m.scenario = { version: 1 } as never;
    expect(m.reset().map(editProblemText)).toEqual(['flows: is required']);
    expect(m.notices.at(-1)?.text).toBe('Reset failed; the current run is kept. flows: is required');
    m.dispose();
  });

  it('shows the host’s rejection of a bad live change as a notice', async () => {
    const m = await model();
    m.client.send({ type: 'change', change: { flow: 1, key: 'alpha', value: 99 } });
    await flush();
    expect(m.notices.at(-1)?.text).toMatch(/Vegas alpha: must be a whole number from 0 to 30/);
  });

  it('recovers from an engine crash with the user’s scenario, brought back to the time it had reached', async () => {
    const m = await model();
    expect(m.addFlow({ variant: 'tahoe', name: 'T' })).toEqual([]);
    m.step(1);
    await pull(m);
    m.setFlowParam(1, 'beta', 6);
    m.step(1.5);
    await pull(m);
    const summary = m.summary;
    m.client.send({ type: 'crash' });
    await m.client.ready; // the restarted engine
    await flush();
    for (let i = 0; i < 50 && m.status.timeSec < 2.5; i++) await pull(m);
    expect(m.notices.at(-1)?.text).toMatch(/restarted from your scenario and brought back to t = 2\.500 s/);
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'T']);
    expect(m.status.timeSec).toBe(2.5);
    expect(m.status.running).toBe(false);
    expect(m.summary).toEqual(summary);
  });

  it('recovers from a crash after a removal with the run as it went: the flow removed again at its time, still hidden', async () => {
    const m = await model({ version: 2, durationSec: 30, flows: [{ variant: 'reno' }, { variant: 'reno' }, { variant: 'vegas' }] });
    m.step(2);
    await pull(m);
    m.removeFlow(1);
    m.step(2);
    await pull(m);
    const summary = m.summary;
    expect(summary!.flows.map((f) => f.name)).toEqual(['Reno 1', 'Vegas 1']);
    expect(m.played?.removals.map((r) => r.flow)).toEqual([1]);
    m.client.send({ type: 'crash' });
    await m.client.ready;
    await flush();
    for (let i = 0; i < 50 && m.status.timeSec < 4; i++) await pull(m);
    expect(m.status.timeSec).toBe(4);
    expect(m.summary).toEqual(summary);
    expect([...m.hidden]).toEqual([1]);
    expect(m.scenario!.flows.map((f) => f.name)).toEqual(['Reno 1', 'Vegas 1']);
  });

  it('removing a flow hides it; expanded groups can be edited one flow at a time', async () => {
    const m = await model(PRESETS['tsang-mix-30']);
    expect(m.flows).toHaveLength(30);
    m.setFlowParam(3, 'alpha', 1);
    await flush();
    expect(m.scenario!.flows).toHaveLength(30);
    expect(m.scenario!.flows[3]).toMatchObject({ alpha: 1, beta: 3 });
    expect(m.scenario!.flows[4]).toMatchObject({ alpha: 3, beta: 3 });
    m.removeFlow(5);
    expect(m.hidden.has(5)).toBe(true);
  });
});

describe('LabModel rewind and branch', () => {
  afterEach(disposeModels);

  // The default preset with a timed change: at 8 s the bottleneck's buffer shrinks to 10 packets.
  const timed = { ...(PRESETS['reno-vs-vegas-droptail'] as object), durationSec: 30, changes: [{ atSec: 8, link: 0, key: 'bufferPackets', value: 10 }] };

  it('seek back: the trace is cut at that time, the clock shows it, and the summary is the run’s then', async () => {
    const m = await model(timed);
    m.step(4);
    await pull(m);
    const at4 = m.summary;
    m.step(8);
    await pull(m);
    expect(m.status.timeSec).toBe(12);
    expect(m.furthestSec).toBe(12);
    expect(m.store.markers.map((x) => x.atSec)).toEqual([8]);
    const t = await Promise.all([m.seek(4), flush()]).then(([t]) => t);
    expect(t).toBe(4);
    expect(m.status).toMatchObject({ timeSec: 4, running: false, finished: false });
    expect(m.store.lastTime).toBeLessThanOrEqual(4);
    expect(m.store.lastTime).toBeGreaterThan(3.9);
    expect(m.store.markers).toEqual([]);
    await pull(m);
    expect(m.summary).toEqual(at4);
    // The recorded part of the timeline still reaches 12 s: forward again replays the same run.
    expect(m.furthestSec).toBe(12);
    await Promise.all([m.seek(12), flush()]);
    await pull(m);
    expect(m.store.markers.map((x) => x.atSec)).toEqual([8]);
    expect(m.store.lastTime).toBeGreaterThan(11.9);
  });

  it('run to a time goes from where the engine will be: pressed while a seek back is under way, it lands on the time', async () => {
    const m = await model(timed);
    m.step(10);
    await pull(m);
    // The clock on screen still says 10 s when "Run to 12 s" is pressed.
    const back = m.seek(4);
    m.runTo(12);
    await Promise.all([back, flush()]);
    await flush();
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(12, 9);
    // Already there: nothing is sent.
    const sent: string[] = [];
    const send = m.client.send.bind(m.client);
    m.client.send = (c) => {
      sent.push(c.type);
      send(c);
    };
    m.runTo(12);
    expect(sent).toEqual([]);
  });

  it('run to a time more than an hour ahead goes there in steps the host takes', async () => {
    const m = await model({ ...timed, durationSec: 9000 });
    m.runTo(7300);
    await flush();
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(7300, 6);
    expect(m.notices).toEqual([]);
  });

  it('many seeks while one is under way: only the latest is sent after it, and every caller hears the end', async () => {
    const m = await model(timed);
    m.step(10);
    await pull(m);
    const sent: number[] = [];
    const send = m.client.send.bind(m.client);
    m.client.send = (c) => {
      if (c.type === 'seek') sent.push(c.toSec);
      send(c);
    };
    const all = Promise.all([m.seek(2), m.seek(3), m.seek(5), m.seek(6)]);
    await flush();
    await flush();
    expect(await all).toEqual([6, 6, 6, 6]);
    expect(sent).toEqual([2, 6]);
    expect(m.status.timeSec).toBe(6);
  });

  it('branch here: the original is kept (trace, link), the future is opened, edits make the alternative', async () => {
    const m = await model(timed);
    m.step(20);
    await pull(m);
    const originalSummary = m.summary;
    const originalLength = m.store.length;
    await Promise.all([m.seek(5), flush()]);
    expect(m.branchHere()).toBeNull();
    await flush();
    await pull(m);
    const b = m.branch!;
    expect(b.atSec).toBe(5);
    expect(b.original.endSec).toBe(20);
    expect(b.original.store.length).toBe(originalLength);
    expect(b.original.scenario.changes).toEqual([{ atSec: 8, link: 0, key: 'bufferPackets', value: 10 }]);
    // The branch's scenario has no future yet: its link replays the run to 5 s, then whatever is done.
    expect(m.scenario!.changes).toBeUndefined();
    expect(m.setLink({ bufferPackets: 100 })).toBeNull();
    await flush();
    expect(m.scenario!.changes).toEqual([{ atSec: 5.001, link: 0, key: 'bufferPackets', value: 100 }]);
    m.step(15);
    await pull(m);
    expect(m.status.timeSec).toBe(20);
    expect(m.summary!.flows.map((f) => f.goodputBps)).not.toEqual(originalSummary!.flows.map((f) => f.goodputBps));
    // Back to the original: its scenario and timeline, run again to where it had got.
    m.endBranch('original');
    await flush();
    expect(m.branch).toBeNull();
    expect(m.scenario!.changes).toEqual([{ atSec: 8, link: 0, key: 'bufferPackets', value: 10 }]);
  });

  it('a seek with nothing loaded is refused', async () => {
    const m = new LabModel(null);
    await expect(m.seek(3)).rejects.toThrow('nothing is loaded');
    m.dispose();
  });
});

describe('LabModel: an edit at a rewound moment', () => {
  afterEach(disposeModels);
  it('branches there: the recorded run becomes the original, the edit opens the alternative future', async () => {
    const m = await model({ ...(PRESETS['reno-vs-vegas-droptail'] as object), durationSec: 30, changes: [{ atSec: 8, link: 0, key: 'bufferPackets', value: 10 }] });
    m.step(12);
    await pull(m);
    await Promise.all([m.seek(3), flush()]);
    expect(m.branch).toBeNull();
    expect(m.setLink({ rateBps: 1e6 })).toBeNull();
    await flush();
    expect(m.branch?.atSec).toBe(3);
    expect(m.branch?.original.endSec).toBe(12);
    expect(m.scenario!.changes).toEqual([{ atSec: 3.001, link: 0, key: 'rateBps', value: 1e6 }]);
  });
});

describe('LabModel: an edit during a replay', () => {
  afterEach(disposeModels);
  const beta = (m: LabModel) => (m.flowSettings(1) as { beta: number }).beta;
  const errors = (m: LabModel) => m.notices.filter((n) => n.kind === 'error').map((n) => n.text);

  /** The default lab with α raised at 5.955 s, reset to replay it, stepped to 0.1 s. */
  async function replaying(): Promise<LabModel> {
    const m = await model();
    m.step(5.954);
    await pull(m);
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    await flush();
    expect(m.scenario!.changes).toEqual([{ atSec: 5.955, flow: 1, key: 'alpha', value: 2 }]);
    expect(m.reset('replay')).toEqual([]);
    await flush();
    m.step(0.1);
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(0.1, 9);
    return m;
  }

  it('branches the run at that moment: the recorded change after it leaves the branch, the user is told, and the engine, the scenario and the screen agree', async () => {
    const m = await replaying();
    expect(m.setFlowParam(1, 'beta', 4)).toBeNull();
    await flush();
    await pull(m);
    expect(errors(m)).toEqual([]);
    expect(m.branch?.atSec).toBeCloseTo(0.1, 9);
    // The branch's timeline: the edit at the engine's next millisecond, nothing after it.
    expect(m.scenario!.changes).toEqual([{ atSec: 0.101, flow: 1, key: 'beta', value: 4 }]);
    expect(beta(m)).toBe(4);
    expect(m.notices.at(-1)).toMatchObject({ kind: 'info' });
    expect(m.notices.at(-1)!.text).toMatch(/branch/i);
    expect(m.notices.at(-1)!.text).toContain('5.955 s');
    // The engine runs the same run as the scenario (and so as its link): same summary at 8 s.
    m.step(7.9);
    await pull(m);
    const replay = await model(m.scenario);
    replay.step(8);
    await pull(replay);
    expect(replay.summary).toEqual(m.summary);
  });

  it('the branch can be undone: back to the original brings the recorded change back', async () => {
    const m = await replaying();
    expect(m.setFlowParam(1, 'beta', 4)).toBeNull();
    await flush();
    m.endBranch('original');
    await flush();
    await flush();
    expect(m.branch).toBeNull();
    expect(m.scenario!.changes).toEqual([{ atSec: 5.955, flow: 1, key: 'alpha', value: 2 }]);
    expect(beta(m)).toBe(3);
  });

  it('an edit after the last recorded change is appended, no branch', async () => {
    const m = await replaying();
    m.step(6);
    await pull(m);
    expect(m.setFlowParam(1, 'beta', 4)).toBeNull();
    await flush();
    expect(m.branch).toBeNull();
    expect(m.scenario!.changes?.map((c) => [c.atSec, c.key])).toEqual([
      [5.955, 'alpha'],
      [6.101, 'beta'],
    ]);
    expect(errors(m)).toEqual([]);
  });

  it('an edit made while a seek back is under way is made at the time sought (a branch there), not refused', async () => {
    const m = await model();
    m.step(5.954);
    await pull(m);
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    m.step(2);
    await pull(m);
    const seeking = m.seek(1);
    expect(m.setFlowParam(1, 'beta', 4)).toBeNull();
    await Promise.all([seeking, flush()]);
    await flush();
    expect(errors(m)).toEqual([]);
    expect(m.scenario!.changes).toEqual([{ atSec: 1.001, flow: 1, key: 'beta', value: 4 }]);
    expect(beta(m)).toBe(4);
  });
});

describe('LabModel: an edit the engine refuses', () => {
  afterEach(disposeModels);
  it('returns every control, the scenario (and so the link) to the engine’s values', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    const before = m.scenario;
    // The engine refuses what the lab accepted (here: the value is spoiled on the way, and sent as unchecked, so the host checks it).
    const send = m.client.send.bind(m.client);
    m.client.send = (cmd) => send(cmd.type === 'change' ? { ...cmd, change: { ...cmd.change, value: 99 } as typeof cmd.change, checked: undefined } : cmd);
    expect(m.setFlowParam(1, 'beta', 4)).toBeNull();
    expect((m.flowSettings(1) as { beta: number }).beta).toBe(4); // shown at once
    await flush();
    expect(m.notices.at(-1)?.kind).toBe('error');
    expect((m.flowSettings(1) as { beta: number }).beta).toBe(3);
    expect(m.scenario).toEqual(before);
  });
});

describe('LabModel: the summary shown', () => {
  afterEach(disposeModels);
  it('has a row for a flow added while paused, before the clock moves again', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    await pull(m);
    expect(m.addFlow({ variant: 'reno', name: 'Late' })).toEqual([]);
    await flush();
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(1, 9);
    expect(m.summary?.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'Late']);
  });
});

describe('LabModel: edits while a reloaded run is brought back', () => {
  afterEach(disposeModels);
  it('after a crash, an edit before the engine is back is refused with the reason (not sent to land at a moment never seen), and allowed once it is back', async () => {
    const m = await model();
    m.step(2);
    await pull(m);
    expect(m.setFlowParam(1, 'beta', 6)).toBeNull();
    m.step(1);
    await pull(m);
    const before = m.scenario;
    m.client.send({ type: 'crash' });
    await m.client.ready; // the restarted engine, on its way back to 3 s
    expect(text(m.setFlowParam(1, 'beta', 7))).toMatch(/being brought back to t = 3\.000 s/);
    expect(text(m.checkFlowTimes(0, { stopSec: 10 }))).toMatch(/being brought back/);
    expect(text(m.branchHere())).toMatch(/being brought back/);
    for (let i = 0; i < 50 && m.status.timeSec < 3; i++) await pull(m);
    expect(m.status.timeSec).toBe(3);
    expect(m.scenario).toEqual(before);
    expect(m.setFlowParam(1, 'beta', 7)).toBeNull();
    await flush();
    expect(m.scenario!.changes?.map((c) => [c.atSec, c.value])).toEqual([
      [2.001, 6],
      [3.001, 7],
    ]);
    expect(m.notices.filter((n) => n.kind === 'error' && !/stopped unexpectedly/.test(n.text))).toEqual([]);
  });
});
