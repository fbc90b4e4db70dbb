// Embedding commands carried out on a real LabModel (main-thread host): a seek back lands on the
// same run as running there directly (live edits included), and each refusal names what was
// wrong, with the scenario's own limits.
import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { encodeLabState } from '../../../src/share/scenarioUrl';
import { readEmbedMessage } from '../../../src/share/embedMessages';
import { parseScenario } from '../../../src/sim/scenario/Scenario';
import { carryOut, seekLab } from '../../../src/ui/embed/labCommands';
import { disposeModels, flush, model, pull } from '../lab/harness';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';

afterEach(disposeModels);

describe('seekLab', () => {
  it("back: the lab's seek replays the run with its live edits to the time asked, the same run as running there directly", async () => {
    const m = await model();
    m.step(3.2);
    await pull(m);
    expect(m.setFlowParam(1, 'alpha', 3)).toBeNull();
    m.step(8 - 3.2);
    await pull(m);
    expect(await seekLab(m, 5)).toBeNull();
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(5, 9);
    expect(m.status.running).toBe(false);
    const direct = await model(m.scenario);
    direct.step(5);
    await pull(direct);
    expect(m.summary).toEqual(direct.summary);
    // The edit at 3.2 s is still in the run.
    expect(m.scenario!.changes).toEqual([expect.objectContaining({ flow: 1, key: 'alpha', value: 3 })]);
  });

  it('forward, back to 0, and a playing run plays on', async () => {
    const m = await model();
    expect(await seekLab(m, 7.5)).toBeNull();
    await pull(m);
    expect(m.status.timeSec).toBeCloseTo(7.5, 9);
    expect(await seekLab(m, 0)).toBeNull();
    await pull(m);
    expect(m.status.timeSec).toBe(0);
    m.play();
    await pull(m);
    expect(await seekLab(m, 2)).toBeNull();
    await pull(m);
    expect(m.status.running).toBe(true);
    m.pause();
  });

  it('refuses a time past the end, saying where the end is', async () => {
    const m = await model();
    expect(await seekLab(m, m.scenario!.durationSec + 1)).toBe(`timeSec: ${m.scenario!.durationSec + 1} s is past the end of the run (${m.scenario!.durationSec} s)`);
  });
});

describe('carryOut', () => {
  it('loads a preset, a link and a scenario; refuses an unknown preset, a broken link and an invalid scenario with their reasons', async () => {
    const m = await model();
    expect(carryOut(m, { type: 'load', preset: 'tsang-two-vegas' })).toBeNull();
    await flush();
    expect(m.scenario!.title).toBe((PRESETS['tsang-two-vegas'] as { title: string }).title);

    const red = parseScenario(PRESETS['reno-vs-vegas-droptail']);
    if (!red.ok) throw new Error(red.problems.map(formatProblem).join());
    const linked = { ...red.scenario, title: 'From a link', durationSec: 42 };
    expect(carryOut(m, { type: 'load', link: encodeLabState({ scenario: linked }) })).toBeNull();
    await flush();
    expect(m.scenario).toMatchObject({ title: 'From a link', durationSec: 42 });

    const asObject = readEmbedMessage({ tfl: 1, type: 'load', scenario: { ...linked, title: 'As an object' } });
    if (asObject.kind !== 'command') throw new Error(JSON.stringify(asObject));
    expect(carryOut(m, asObject.command)).toBeNull();
    await flush();
    expect(m.scenario!.title).toBe('As an object');

    expect(carryOut(m, { type: 'load', preset: 'no-such' })).toMatch(/^preset: no preset called "no-such" \(there are reno-vs-vegas-droptail, /);
    expect(carryOut(m, { type: 'load', link: '2z!!!' })).toMatch(/^link: /);
    // A scenario object is validated as the message is read: it never reaches carryOut.
    expect(readEmbedMessage({ tfl: 1, type: 'load', scenario: { ...linked, durationSec: -5 } })).toMatchObject({ kind: 'error', code: 'invalid', message: expect.stringMatching(/^scenario: durationSec: must be/) });
    // Nothing refused was loaded.
    await flush();
    expect(m.scenario!.title).toBe('As an object');
  });

  it("sets a flow's knob and the bottleneck as the sliders do, with the scenario's limits in the refusal", async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    expect(carryOut(m, { type: 'set', flow: 1, key: 'alpha', value: 2 })).toBeNull();
    expect(carryOut(m, { type: 'set', link: 0, key: 'bufferPackets', value: 20 })).toBeNull();
    expect(carryOut(m, { type: 'set', link: 0, key: 'queue', value: { kind: 'red' } })).toBeNull();
    await flush();
    expect(m.settings!.flows[1]).toMatchObject({ alpha: 2 });
    expect(m.settings!.bottleneck).toMatchObject({ bufferPackets: 20, queue: { kind: 'red' } });
    expect(carryOut(m, { type: 'set', link: 0, key: 'rateBps', value: -1 })).toMatch(/^rateBps: must be a number from 1000 to 10000000000 bit\/s \(got -1\)$/);
    expect(carryOut(m, { type: 'set', link: 0, key: 'queue', value: { kind: 'sfq' } })).toMatch(/^queue: .*kind/);
    expect(carryOut(m, { type: 'set', flow: 9, key: 'alpha', value: 2 })).toBe('flow: there is no flow 9 (the run has 2, numbered from 0)');
  });

  it('plays and pauses; refuses to play a finished run', async () => {
    const m = await model({ ...(PRESETS['reno-vs-vegas-droptail'] as object), durationSec: 2 });
    expect(carryOut(m, { type: 'play' })).toBeNull();
    expect(carryOut(m, { type: 'pause' })).toBeNull();
    m.step(2);
    await pull(m);
    expect(m.status.finished).toBe(true);
    expect(carryOut(m, { type: 'play' })).toBe('the run has ended: seek back or load a scenario to play again');
  });
});

describe('load and the cost limit', () => {
  afterEach(disposeModels);

  it('refuses the 48-character link of 1000 CBR flows at 10 Gb/s into 1 kb/s, with the reason, and keeps the scenario', async () => {
    const m = await model();
    const before = m.scenario;
    const problem = carryOut(m, { type: 'load', link: '/#2~Gd36e3p41~Br1e3b2~Cu1e10r1e11d0c1e3~Us1~.vz50' });
    expect(problem).toMatch(/^link: flows\[0\]\.rateBps: the run would take about [\d.]+e\+\d+ engine events to simulate; the limit is 1e\+8: /);
    await flush();
    expect(m.scenario).toBe(before);
  });

  it('refuses the same scenario given as an object, naming the field, as the message is read', () => {
    const r = readEmbedMessage({ tfl: 1, type: 'load', scenario: { version: 2, durationSec: 36000, packetSizeBytes: 41, bottleneck: { rateBps: 1000, bufferPackets: 2 }, flows: [{ variant: 'cbr', count: 1000, rateBps: 1e10, access: { rateBps: 1e11, delaySec: 0 } }] } });
    expect(r).toMatchObject({ kind: 'error', code: 'invalid', message: expect.stringMatching(/^scenario: flows\[0\]\.rateBps: the run would take about /) });
  });
});
