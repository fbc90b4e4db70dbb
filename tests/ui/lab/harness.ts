// LabModels for tests: on the main-thread host (no Worker in Node), pulled by hand, disposed
// after each test (call `afterEach(disposeModels)`).
import { LabModel } from '../../../src/ui/lab/LabModel';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

/** Lets queued host replies (microtasks, timers of 0) arrive. */
export const flush = () => new Promise((r) => setTimeout(r, 0));

let open: LabModel[] = [];

/** A model with `scenario` loaded (the default preset if none), ready for commands. */
export async function model(scenario: unknown = PRESETS['reno-vs-vegas-droptail']): Promise<LabModel> {
  const m = new LabModel(null);
  open.push(m);
  m.load(validateScenario(scenario));
  await m.client.ready;
  await flush();
  return m;
}

/** Asks for the next batch, as an animation frame would, and lets it arrive. */
export async function pull(m: LabModel): Promise<void> {
  m.client.pull(performance.now());
  await flush();
}

export function disposeModels(): void {
  open.forEach((m) => m.dispose());
  open = [];
}

/**
 * Makes the model report the run at `timeSec` (playing or not) and tells its subscribers, as a
 * batch would: for views that follow the clock, without an engine's timing in the way.
 */
export function showTime(m: LabModel, timeSec: number, running: boolean): void {
  m.status = { ...m.status, timeSec, running };
  m.furthestSec = Math.max(m.furthestSec, timeSec);
  (m as unknown as { emit(): void }).emit();
}

/**
 * Replaces ResizeObserver with one that reports each observed element at once, `widthOf(el)` CSS px
 * wide; returns the function that puts the real one back.
 */
export function fixedWidths(widthOf: (el: Element) => number): () => void {
  const saved = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly cb: (entries: { contentRect: { width: number; height: number } }[]) => void) {}
    observe(el: Element) {
      this.cb([{ contentRect: { width: widthOf(el), height: 20 } }]);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  return () => {
    globalThis.ResizeObserver = saved;
  };
}

/** Attribute and text changes under `root` since the last call, as "attr:name" and "text" per element's class or tag. */
export function watchChanges(root: Node): () => string[] {
  const seen: string[] = [];
  const name = (n: Node) => {
    const el = n.nodeType === 1 ? (n as Element) : n.parentElement!;
    return el.getAttribute('class')?.split(' ')[0] ?? el.tagName.toLowerCase();
  };
  const obs = new MutationObserver((records) => {
    for (const r of records) seen.push(`${name(r.target)} ${r.type === 'attributes' ? `@${r.attributeName}` : 'text'}`);
  });
  obs.observe(root, { subtree: true, attributes: true, characterData: true, childList: true });
  return () => {
    for (const r of obs.takeRecords()) seen.push(`${name(r.target)} ${r.type === 'attributes' ? `@${r.attributeName}` : 'text'}`);
    return [...new Set(seen.splice(0))].sort();
  };
}
