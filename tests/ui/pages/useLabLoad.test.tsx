// @vitest-environment jsdom
// "Modified" compares the scenario on screen with the one the user last loaded, whatever the engine
// still had to report about the scenario before it.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { presetScenario } from '../../../src/sim/scenario/presets';
import { LabModel } from '../../../src/ui/lab/LabModel';
import { useLab } from '../../../src/ui/lab/useLab';
import { useLabLoad, type LabLoad } from '../../../src/ui/pages/lab/useLabLoad';
import { SimHost } from '../../../src/worker/SimHost';
import type { Command, Reply } from '../../../src/worker/protocol';

/** The engine's host as a worker runs it: each command and each reply is a task of its own. */
class TaskWorker {
  onmessage: ((e: { data: Reply }) => void) | null = null;
  onerror = null;
  onmessageerror = null;
  private readonly host = new SimHost((r) => setTimeout(() => this.onmessage?.({ data: r }), 0));
  postMessage(cmd: Command) {
    setTimeout(() => this.host.handle(cmd), 0);
  }
  terminate() {}
}

let models: LabModel[] = [];
const model = () => {
  const m = new LabModel(() => new TaskWorker() as unknown as Worker);
  models.push(m);
  return m;
};
afterEach(() => {
  cleanup();
  models.forEach((m) => m.dispose());
  models = [];
});

const NOTHING_LINKED = { state: null, problem: null };

/** Renders the lab's loading hook on `m`; `seen` holds what it said at each render. */
function mount(m: LabModel) {
  const seen: { title: string | undefined; modified: boolean }[] = [];
  let load: LabLoad | undefined;
  function Probe() {
    const scenario = useLab(m, (x) => x.scenario);
    load = useLabLoad(m, NOTHING_LINKED, scenario);
    seen.push({ title: scenario?.title, modified: load.modified });
    return null;
  }
  render(<Probe />);
  return { seen, loadNew: (...a: Parameters<LabLoad['loadNew']>) => load!.loadNew(...a) };
}

/** Lets the host's commands and replies go one task at a time, React drawing after each. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
};

describe('modified', () => {
  it('an edit makes the scenario modified, and undoing it does not', async () => {
    const m = model();
    const { seen, loadNew } = mount(m);
    loadNew(presetScenario('reno-vs-vegas-droptail'));
    await settle();
    expect(seen.at(-1)!.modified).toBe(false);
    act(() => void m.setLink({ bufferPackets: 30 }));
    await settle();
    expect(seen.at(-1)!.modified).toBe(true);
    act(() => void m.setLink({ bufferPackets: 50 }));
    await settle();
    expect(seen.at(-1)!.modified).toBe(false);
  });

  it('a preset loaded before the engine has recorded an edit of the last scenario is not modified', async () => {
    const m = model();
    const { seen, loadNew } = mount(m);
    loadNew(presetScenario('reno-vs-vegas-droptail'));
    await settle();
    // During the run, the edit is shown at once; its record by the engine arrives after the next
    // load is asked for.
    act(() => m.play());
    while (m.status.timeSec === 0) {
      m.client.pull(performance.now());
      await settle();
    }
    act(() => {
      m.setLink({ bufferPackets: 30 });
      loadNew(presetScenario('tsang-two-vegas'));
    });
    await settle();
    const last = seen.at(-1)!;
    expect(last.title).toBe(presetScenario('tsang-two-vegas').title);
    expect(last.modified).toBe(false);
  });
});
