// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowPanel } from '../../../src/ui/controls/FlowPanel';
import { disposeModels, flush, model, pull } from '../lab/harness';
import { FORTY_FLOWS } from '../manyFlowsScenario';

afterEach(disposeModels);

describe('FlowPanel by class', () => {
  it('folds 40 flows into one closed group per class, with no controls until a group is opened', async () => {
    const m = await model(FORTY_FLOWS);
    const { container } = render(<FlowPanel model={m} byClass />);
    const groups = container.querySelectorAll('details.flow-class');
    expect(Array.from(groups, (g) => g.querySelector('summary')!.textContent!.trim())).toEqual(['Reno · 24 flows', 'Vegas · 16 flows']);
    expect(container.querySelectorAll('.flow-card').length).toBe(0);
    expect(screen.queryAllByRole('textbox', { name: /α/ })).toEqual([]);

    const vegas = groups[1] as HTMLDetailsElement;
    act(() => {
      vegas.open = true;
      fireEvent(vegas, new Event('toggle'));
    });
    expect(container.querySelectorAll('.flow-card').length).toBe(16);
    // An α edit in an open class reaches the scenario of that one flow.
    const alpha = screen.getAllByRole('textbox', { name: /α/ })[3];
    act(() => {
      fireEvent.focus(alpha);
      fireEvent.change(alpha, { target: { value: '2' } });
      fireEvent.keyDown(alpha, { key: 'Enter' });
    });
    await flush();
    const flows = m.scenario!.flows as { alpha?: number }[];
    expect(flows.map((f) => f.alpha).filter((a) => a === 2)).toHaveLength(1);
    expect(flows[24 + 3].alpha).toBe(2);
  });

  it('per flow, every flow has its card', async () => {
    const m = await model(FORTY_FLOWS);
    const { container } = render(<FlowPanel model={m} />);
    expect(container.querySelectorAll('.flow-card').length).toBe(40);
    expect(container.querySelectorAll('details.flow-class').length).toBe(0);
  });

  it('the only flow left cannot be removed (a scenario needs one), only stopped', async () => {
    const m = await model({ version: 1, flows: [{ variant: 'reno' }, { variant: 'vegas' }] });
    render(<FlowPanel model={m} />);
    const removes = () => screen.getAllByRole('button', { name: 'Remove' }) as HTMLButtonElement[];
    expect(removes().map((b) => b.disabled)).toEqual([false, false]);
    act(() => fireEvent.click(removes()[0]));
    await flush();
    expect(removes().map((b) => b.disabled)).toEqual([true]);
    expect(removes()[0].title).toMatch(/needs at least one/);
    expect((screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement).disabled).toBe(false);
    expect(m.notices).toEqual([]);
  });

  it('Duplicate is off once the run has ended (a finished run takes no new flows), and says why; no error notice', async () => {
    const m = await model({ version: 2, durationSec: 3, flows: [{ variant: 'reno', name: 'R' }] });
    render(<FlowPanel model={m} />);
    const duplicate = () => screen.getByRole('button', { name: 'Duplicate R' }) as HTMLButtonElement;
    expect(duplicate().disabled).toBe(false);
    m.step(3);
    await pull(m);
    expect(m.status.finished).toBe(true);
    expect(duplicate().disabled).toBe(true);
    expect(duplicate().title).toMatch(/run has ended: reset/);
    act(() => fireEvent.click(duplicate()));
    await flush();
    expect(m.notices).toEqual([]);
  });

  it('a flow’s access delay, start and stop are edited from its card; refusals show beside the field', async () => {
    const m = await model({ version: 2, durationSec: 30, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V', startSec: 10 }] });
    m.step(2);
    await pull(m);
    const { container } = render(<FlowPanel model={m} />);
    // The timing is folded in each card.
    for (const d of container.querySelectorAll<HTMLDetailsElement>('details.flow-card__timing')) act(() => void (d.open = true));
    const type = (name: string, value: string) => {
      const [who, ...what] = name.split(' ');
      const box = screen.getByRole('textbox', { name: new RegExp(`^${who}\\s*${what.join(' ')}$`) });
      act(() => {
        fireEvent.focus(box);
        fireEvent.change(box, { target: { value } });
        fireEvent.keyDown(box, { key: 'Enter' });
      });
    };
    type('R Access delay', '40');
    type('V Start at', '5');
    type('V Stop at', '25');
    await flush();
    expect(m.scenario!.changes).toEqual([{ atSec: 2.001, flow: 0, key: 'accessDelaySec', value: 0.04 }]);
    expect(m.scenario!.flows[1]).toMatchObject({ startSec: 5, stopSec: 25 });
    expect(screen.getAllByText(/RTT₀/).map((e) => e.textContent)).toEqual(['RTT₀ 84 ms', 'RTT₀ 6 ms']);
    // Flow R started at 0 s: its start cannot move, and the field says why.
    type('R Start at', '3');
    expect(screen.getByRole('alert').textContent).toBe('Start at: it started at 0 s: a start that has happened cannot move (reset to change it)');
    // The end of the run means "does not stop".
    type('V Stop at', '30');
    await flush();
    expect(m.scenario!.flows[1].stopSec).toBeUndefined();
    expect(m.notices).toEqual([]);
  });

  it('adds several flows of two variants mixed in a proportion, interleaved', async () => {
    const m = await model();
    render(<FlowPanel model={m} />);
    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: 'How many' }), { target: { value: '4' } }));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Mixed with' }), { target: { value: 'vegas' } }));
    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: 'Share mixed in (%)' }), { target: { value: '25' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 3 Reno + 1 Vegas flows' })));
    await flush();
    await flush();
    expect(m.scenario!.flows.slice(2).map((f) => f.variant)).toEqual(['reno', 'reno', 'reno', 'vegas']);
  });
});

describe('the lab guide (docs/LAB.md) on adding flows', () => {
  it('names every variant the add-flow form offers, in its order', async () => {
    const m = await model();
    render(<FlowPanel model={m} />);
    const offered = Array.from((screen.getByRole('combobox', { name: 'Variant' }) as HTMLSelectElement).options, (o) => o.textContent);
    const readme = readFileSync('docs/LAB.md', 'utf8').replace(/\s+/g, ' ');
    const listed = /Add an? (.+?) flow at any moment/.exec(readme)?.[1];
    expect(listed, 'docs/LAB.md’s Flows bullet: “Add a … flow at any moment”').toBeDefined();
    expect(listed!.split(/, | or /)).toEqual(offered);
  });
});

describe('the add-flow form', () => {
  it('Enter in a field confirms the field and adds nothing; the button then adds one flow with the value typed', async () => {
    const user = userEvent.setup();
    const m = await model({ version: 2, durationSec: 30, flows: [{ variant: 'reno', name: 'R' }] });
    const { container } = render(<FlowPanel model={m} />);
    const form = container.querySelector('form.add-flow') as HTMLFormElement;
    const delay = within(form).getByRole('textbox', { name: 'Access delay' });
    await user.clear(delay);
    await user.type(delay, '150{Enter}');
    await flush();
    expect(m.scenario!.flows).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Add Reno flow' }));
    await flush();
    expect(m.scenario!.flows).toHaveLength(2);
    expect(m.scenario!.flows[1].access.delaySec).toBeCloseTo(0.15, 9);
  });
});

describe('FlowPanel knob labels and rule messages', () => {
  it("names a Vegas+ flow's knobs by their short labels, and a broken α ≤ β rule in them", async () => {
    const m = await model({ version: 2, flows: [{ variant: 'vegas-plus', name: 'V' }] });
    const { container } = render(<FlowPanel model={m} />);
    const labels = Array.from(container.querySelectorAll('.flow-card .field__label'), (l) => l.textContent!.trim());
    // The card names the flow; its sliders need not repeat the variant ("Vegas+ countMax").
    expect(labels.slice(0, 4)).toEqual(['V α', 'V β', 'V γ', 'V countMax']);
    const alpha = screen.getAllByRole('textbox', { name: /α/ })[0];
    act(() => {
      fireEvent.focus(alpha);
      fireEvent.change(alpha, { target: { value: '9' } });
      fireEvent.keyDown(alpha, { key: 'Enter' });
    });
    expect(container.textContent).toContain('α must not exceed β (3).');
  });
});
