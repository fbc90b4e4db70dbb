// @vitest-environment jsdom
/// <reference lib="dom" />
// "How many" in the add-flow form: as many flows as the scenario can still take, and a number past
// that refused beside the field with the limit (typed 150, it adds 150; typed 2000, it says why not).
import '../charts/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/sim/scenario/params';
import { readFlowCount } from '../../../src/ui/controls/addFlows';
import { FlowPanel } from '../../../src/ui/controls/FlowPanel';
import { disposeModels, flush, model } from '../lab/harness';

afterEach(disposeModels);

describe('readFlowCount', () => {
  it.each([
    { text: '1', room: 998, want: { ok: true, count: 1 } },
    { text: '150', room: 998, want: { ok: true, count: 150 } },
    { text: '998', room: 998, want: { ok: true, count: 998 } },
    { text: '999', room: 998, problem: /at most 998 more \(a scenario holds up to 1000 flows; got 999\)/ },
    { text: '0', room: 998, problem: /at least 1 \(got 0\)/ },
    { text: '2.5', room: 998, problem: /a whole number of flows \(got 2\.5\)/ },
    { text: '', room: 998, problem: /type a number of flows/ },
    { text: '3', room: 0, problem: /reached its limit of 1000 flows/ },
  ])('"$text" with room for $room', ({ text, room, want, problem }) => {
    const r = readFlowCount(text, room, 1000);
    if (want) expect(r).toEqual(want);
    else {
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problem).toMatch(problem!);
    }
  });
});

describe('the add-flow form’s "How many"', () => {
  it('adds 150 flows when 150 is typed (not 50)', async () => {
    const m = await model();
    render(<FlowPanel model={m} byClass />);
    act(() => fireEvent.change(screen.getByRole('spinbutton', { name: 'How many' }), { target: { value: '150' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add 150 Reno flows' })));
    await flush();
    await flush();
    expect(m.scenario!.flows.length).toBe(2 + 150);
  });

  it('refuses more than the scenario can take, beside the field, and adds nothing', async () => {
    const m = await model();
    render(<FlowPanel model={m} byClass />);
    const box = screen.getByRole('spinbutton', { name: 'How many' });
    act(() => fireEvent.change(box, { target: { value: '2000' } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`How many: at most ${LIMITS.maxFlows - 2} more (a scenario holds up to ${LIMITS.maxFlows} flows; got 2000).`);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    const add = screen.getByRole('button', { name: /^Add / }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    act(() => void fireEvent.submit(add.closest('form')!));
    await flush();
    expect(m.scenario!.flows.length).toBe(2);
    // Back within the limit, the form works again.
    act(() => fireEvent.change(box, { target: { value: '3' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add 3 Reno flows' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
