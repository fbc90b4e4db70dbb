// @vitest-environment jsdom
/// <reference lib="dom" />
// A teacher's lock reaches the control: for every parameter spec of every variant module and every
// TCP setting the lab offers, the control is editable without the lock and disabled under it.
import '../charts/setup';
import { render, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowPanel } from '../../../src/ui/controls/FlowPanel';
import { TcpPanel } from '../../../src/ui/controls/TcpPanel';
import { locksFrom } from '../../../src/ui/links/locks';
import { CONTROL_IDS, LAB_TCP_PARAMS, type ControlId } from '../../../src/share/controls';
import { PROFILE_SPEC, TCP_SWITCHES } from '../../../src/sim/scenario/params';
import { VARIANT_MODULES } from '../../../src/sim/tcp/registry';
import { disposeModels, model } from '../lab/harness';

afterEach(() => {
  cleanup();
  disposeModels();
});

const EVERY_VARIANT = { version: 2, durationSec: 10, flows: VARIANT_MODULES.map((m) => ({ variant: m.id, name: `flow-${m.id}` })) };
const lockedOnly = (id: ControlId) => locksFrom({ locked: [id], hidden: [], start: { paused: true } });
const hiddenOnly = (id: ControlId) => locksFrom({ locked: [], hidden: [id], start: { paused: true } });

/** The inputs of the field (slider and box) whose slider or label carries this description. */
function inputsOf(root: ParentNode, description: string): HTMLInputElement[] {
  const holder = [...root.querySelectorAll<HTMLElement>('[title]')].filter((e) => e.title === description).map((e) => e.closest('.field') ?? e);
  return holder.flatMap((h) => [...h.querySelectorAll<HTMLInputElement>('input')]);
}

describe('teacher locks reach every control that changes a result', () => {
  it('each knob of each variant module: disabled under its own lock (and only its own), gone when hidden', async () => {
    const m = await model(EVERY_VARIANT);
    const knobs = VARIANT_MODULES.flatMap((mod) => Object.entries(mod.params).map(([key, spec]) => ({ variant: mod.id, id: `flow.${key}` as ControlId, description: spec.description })));
    /** Each knob's inputs on its flow's card, with these locks. */
    const inputs = (locks: ReturnType<typeof locksFrom>) => {
      const { container } = render(<FlowPanel model={m} locks={locks} />);
      const out = knobs.map((k) => ({ ...k, inputs: inputsOf(container.querySelector(`article[aria-label^="flow-${k.variant},"]`)!, k.description) }));
      cleanup();
      return out;
    };
    for (const k of inputs(lockedOnly('share'))) {
      expect(k.inputs.length, `${k.variant} ${k.id}`).toBe(2);
      expect(k.inputs.some((i) => i.disabled), `${k.variant} ${k.id} open`).toBe(false);
    }
    for (const id of new Set(knobs.map((k) => k.id))) {
      expect(CONTROL_IDS).toContain(id);
      for (const k of inputs(lockedOnly(id))) {
        expect(k.inputs.length).toBe(2);
        expect(k.inputs.every((i) => i.disabled), `${k.variant} ${k.id} with ${id} locked`).toBe(k.id === id);
      }
      for (const k of inputs(hiddenOnly(id))) expect(k.inputs.length, `${k.variant} ${k.id} with ${id} hidden`).toBe(k.id === id ? 0 : 2);
    }
  });

  it('each TCP setting (profile, every switch, header bytes): editable, disabled under its lock, gone when hidden', async () => {
    const m = await model(EVERY_VARIANT);
    const controls: { id: ControlId; find: (root: HTMLElement) => (HTMLInputElement | HTMLSelectElement)[] }[] = [
      { id: 'tcp.profile', find: (r) => [...r.querySelectorAll('select')].filter((s) => s.closest('label')?.textContent?.includes(PROFILE_SPEC.label)) },
      ...Object.values(TCP_SWITCHES).map((sw) => ({ id: `tcp.${sw.key}` as ControlId, find: (r: HTMLElement) => inputsOf(r, sw.description) })),
      ...LAB_TCP_PARAMS.map((p) => ({ id: `tcp.${p.key}` as ControlId, find: (r: HTMLElement) => inputsOf(r, p.description) })),
    ];
    for (const { id, find } of controls) {
      expect(CONTROL_IDS).toContain(id);
      let r = render(<TcpPanel model={m} locks={lockedOnly('share')} />);
      expect(find(r.container).length, id).toBeGreaterThan(0);
      expect(find(r.container).every((i) => !i.disabled), `${id} open`).toBe(true);
      cleanup();
      r = render(<TcpPanel model={m} locks={lockedOnly(id)} />);
      expect(find(r.container).length).toBeGreaterThan(0);
      expect(find(r.container).every((i) => i.disabled), `${id} locked`).toBe(true);
      cleanup();
      r = render(<TcpPanel model={m} locks={hiddenOnly(id)} />);
      expect(find(r.container), `${id} hidden`).toEqual([]);
      cleanup();
    }
  });
});
