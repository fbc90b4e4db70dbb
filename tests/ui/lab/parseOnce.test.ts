// The scenario is validated once where it enters and then passed on as a ValidScenario: a link
// opened in the lab is parsed once (by the link reader), and a live Vegas α edit is checked once
// (by the lab, as an edit: the host takes it as checked and parses nothing).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as scenarioModule from '../../../src/sim/scenario/Scenario';
import * as liveEditModule from '../../../src/sim/scenario/liveEdit';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { decodeLabState, encodeLabState } from '../../../src/share/scenarioUrl';
import { LabModel } from '../../../src/ui/lab/LabModel';
import { editProblemText } from '../../../src/ui/lab/EditProblem';
import { flush, pull } from './harness';

// Every way in to a whole-scenario parse is counted: parseScenario, and validateScenario (which
// calls parseScenario inside its own module, where no spy sees it).
vi.mock('../../../src/sim/scenario/Scenario', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/sim/scenario/Scenario')>();
  return { ...actual, parseScenario: vi.fn(actual.parseScenario), validateScenario: vi.fn(actual.validateScenario) };
});
vi.mock('../../../src/sim/scenario/liveEdit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/sim/scenario/liveEdit')>();
  return { ...actual, checkEdit: vi.fn(actual.checkEdit) };
});

const parses = () => vi.mocked(scenarioModule.parseScenario).mock.calls.length + vi.mocked(scenarioModule.validateScenario).mock.calls.length;
const editChecks = () => vi.mocked(liveEditModule.checkEdit).mock.calls.length;

/** The default preset (Reno and Vegas) as a lab link, made before any counting starts. */
const link = encodeLabState({ scenario: scenarioModule.validateScenario(PRESETS['reno-vs-vegas-droptail']) });

let models: LabModel[] = [];
afterEach(() => {
  models.forEach((m) => m.dispose());
  models = [];
});
beforeEach(() => vi.clearAllMocks());

/** A lab opened on `link` (as the lab page does: the link read, its scenario loaded), the engine's answer in. */
async function openLink(): Promise<LabModel> {
  const m = new LabModel(null);
  models.push(m);
  const r = decodeLabState(`https://lab.example/#${link}`);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  m.load(r.value.scenario);
  await m.client.ready;
  await flush();
  return m;
}

describe('one parse per way in', () => {
  it('a link loaded into the lab is parsed once: the reader validates it, the model and the engine take it as validated', async () => {
    const m = await openLink();
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas']);
    expect(parses()).toBe(1);
  });

  it('a Vegas α edit during the run is checked once, as an edit, and nothing parses the scenario again', async () => {
    const m = await openLink();
    m.step(1);
    await pull(m);
    vi.clearAllMocks();
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    await flush();
    await pull(m);
    expect(m.notices).toEqual([]);
    // The host recorded it in the timeline, at its own next millisecond.
    expect(m.scenario?.changes?.at(-1)).toMatchObject({ flow: 1, key: 'alpha', value: 2 });
    expect(editChecks()).toBe(1);
    expect(parses()).toBe(0);
  });

  it('the same edit made through its field (checked as typed, then committed) is still checked once', async () => {
    const m = await openLink();
    m.step(1);
    await pull(m);
    vi.clearAllMocks();
    expect(m.checkChange({ flow: 1, key: 'alpha', value: 2 })).toBeNull();
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    await flush();
    expect(editChecks()).toBe(1);
    expect(parses()).toBe(0);
  });

  it('an α edit before the run starts becomes the set-up, checked once, and the engine is rebuilt from it without a parse', async () => {
    const m = await openLink();
    const loads = m.loads;
    vi.clearAllMocks();
    expect(m.setFlowParam(1, 'alpha', 2)).toBeNull();
    await flush();
    expect(m.loads).toBe(loads + 1);
    expect((m.flowSettings(1) as { alpha: number }).alpha).toBe(2);
    expect(m.scenario?.changes).toBeUndefined();
    expect(editChecks()).toBe(1);
    expect(parses()).toBe(0);
  });

  it('an α edit that breaks α ≤ β is refused by that one check, with a structured reason rendered once', async () => {
    const m = await openLink();
    m.step(1);
    await pull(m);
    vi.clearAllMocks();
    // The preset's Vegas has β = 3.
    expect(editProblemText(m.setFlowParam(1, 'alpha', 5)!)).toBe('alpha must not exceed beta (3) at that time');
    expect(editChecks()).toBe(1);
    expect(parses()).toBe(0);
  });
});
