// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowPanel } from '../../../src/ui/controls/FlowPanel';
import { disposeModels, flush, model } from '../lab/harness';
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
});
