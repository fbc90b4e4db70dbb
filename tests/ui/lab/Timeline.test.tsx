// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BranchPanel, Timeline } from '../../../src/ui/lab/Timeline';
import { disposeModels, fixedWidths, flush, model, pull, showTime, watchChanges } from './harness';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

afterEach(disposeModels);

describe('Timeline', () => {
  it('a labelled slider over the run: moving it rewinds every view; Branch here opens the comparison', async () => {
    const m = await model();
    m.step(10);
    await act(() => pull(m));
    render(
      <>
        <BranchPanel model={m} linkFor={(s) => `#${s.durationSec}`} />
        <Timeline model={m} locked={false} />
      </>,
    );
    const root = document.querySelector('[data-timeline]') as HTMLElement;
    const slider = within(root).getByRole('slider', { name: 'Timeline' }) as HTMLInputElement;
    expect(Number(slider.max)).toBe(m.scenario!.durationSec);
    expect(Number(slider.value)).toBe(10);
    await act(async () => {
      fireEvent.change(slider, { target: { value: '4' } });
      await flush();
      await flush();
    });
    expect(m.status.timeSec).toBe(4);
    expect(root.querySelector('output')!.textContent).toBe('4.00 s · run reached 10.00 s');
    expect(slider.getAttribute('aria-valuetext')).toBe('4.00 s of 60.00 s; the run has reached 10.00 s');
    await act(async () => {
      fireEvent.click(within(root).getByRole('button', { name: 'Branch here' }));
      await flush();
      await pull(m);
    });
    const panel = screen.getByRole('region', { name: 'Branch' });
    expect(panel.textContent).toMatch(/Branched at 4\.00 s/);
    // Nothing to compare until the branch has run past the branch point.
    expect(panel.textContent).toMatch(/Play the branch to compare it with the original from 4\.00 s on/);
    await act(async () => {
      m.step(3);
      await pull(m);
    });
    // The same window after the branch point in both columns, not 0–10 against 0–7.
    expect(within(panel).getByRole('columnheader', { name: 'Original (4.00–7.00 s)' })).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: 'Branch (4.00–7.00 s)' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /Original as a link/ }).getAttribute('href')).toBe('#60');
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Keep only this branch' }));
      await flush();
    });
    expect(m.branch).toBeNull();
    expect(screen.queryByRole('region', { name: 'Branch' })).toBeNull();
  });

  it('a branch from before a removal: the flow is back in the branch, and the original’s column has it until its removal', async () => {
    const m = await model({ version: 2, durationSec: 30, flows: [{ variant: 'reno' }, { variant: 'reno' }, { variant: 'vegas' }] });
    m.step(5);
    await act(() => pull(m));
    m.removeFlow(1);
    m.step(5);
    await act(() => pull(m));
    const loads = m.loads;
    // The original's summary where it got (10 s): what going back to it must show again.
    const originalSummary = m.summary;
    render(
      <>
        <BranchPanel model={m} linkFor={() => ''} />
        <Timeline model={m} locked={false} />
      </>,
    );
    await act(async () => {
      await m.seek(3);
      await pull(m);
    });
    // A seek, not a reload; Reno 2 still ran at 3 s.
    expect(m.loads).toBe(loads);
    expect(m.summary!.flows.map((f) => f.name)).toEqual(['Reno 1', 'Reno 2', 'Vegas 1']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Branch here' }));
      await flush();
      await pull(m);
    });
    expect(m.hidden.size).toBe(0);
    await act(async () => {
      m.step(2);
      await pull(m);
    });
    const panel = screen.getByRole('region', { name: 'Branch' });
    const row = (name: string) => Array.from(within(panel).getByRole('rowheader', { name }).parentElement!.querySelectorAll('td')).map((td) => td.textContent);
    // Over 3–5 s Reno 2 still ran in the original (it was removed at 5 s).
    expect(row('Reno 2 goodput')[0]).toMatch(/b\/s$/);
    expect(row('Reno 2 goodput')[1]).toMatch(/b\/s$/);
    expect(row('Reno 1 goodput').every((v) => /b\/s$/.test(v ?? ''))).toBe(true);
    // Back to the original: the run as it went, Reno 2 removed again at 5 s, where it had got.
    const original = m.branch!.original;
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Back to the original' }));
      await flush();
      for (let i = 0; i < 50 && m.status.timeSec < original.endSec; i++) await pull(m);
    });
    expect(m.status.timeSec).toBe(original.endSec);
    expect([...m.hidden]).toEqual([1]);
    expect(m.summary).toEqual(originalSummary);
  });

  it('is disabled when the teacher locked the time controls', async () => {
    const m = await model();
    render(<Timeline model={m} locked />);
    expect((screen.getByRole('slider', { name: 'Timeline' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Branch here' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Timeline: the branch panel as the branch ends', () => {
  it('a new scenario loaded while the panel updates itself (Copy pressed) does not break the page', async () => {
    // A clipboard that answers at once, so the panel updates itself before the engine answers the load.
    const answered = { then: (ok: () => void) => ok() };
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => answered }, configurable: true });
    const m = await model();
    m.step(10);
    await act(() => pull(m));
    render(
      <>
        <Timeline model={m} locked={false} />
        <BranchPanel model={m} linkFor={(s) => `#${s.durationSec}`} />
      </>,
    );
    await act(async () => {
      expect(m.branchHere()).toBeNull();
      await flush();
    });
    const panel = screen.getByRole('region', { name: 'Branch' });
    // The load ends the branch at once; the engine's answer (and the timeline's redraw) follows.
    m.load(validateScenario({ version: 2, flows: [{ variant: 'reno' }] }));
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Copy' })[0]);
    await act(async () => {
      await flush();
      await flush();
    });
    expect(m.branch).toBeNull();
    expect(screen.queryByRole('region', { name: 'Branch' })).toBeNull();
  });
});

describe('Timeline while the run plays', () => {
  it('redraws the readout when its digits change and the slider and recorded bar when they move a device pixel, never the slider’s other attributes', async () => {
    // 60 s over a 600 px track: a device pixel is 0.1 s; the readout shows hundredths.
    const restore = fixedWidths((el) => (el.classList.contains('timeline__track') ? 600 : 0));
    try {
      const m = await model();
      render(<Timeline model={m} locked={false} />);
      const root = document.querySelector('[data-timeline]') as HTMLElement;
      const slider = within(root).getByRole('slider', { name: 'Timeline' }) as HTMLInputElement;
      const bar = root.querySelector('.timeline__recorded') as HTMLElement;
      const output = root.querySelector('output')!;
      act(() => showTime(m, 10, true));
      const changes = watchChanges(root);
      act(() => showTime(m, 10.004, true));
      expect(changes()).toEqual([]);
      // The digits change; the slider and the bar are within the same pixel.
      act(() => showTime(m, 10.03, true));
      expect(changes()).toEqual(['input @aria-valuetext', 'timeline__now text']);
      expect(output.textContent).toBe('10.03 s');
      expect(slider.getAttribute('aria-valuetext')).toBe('10.03 s of 60.00 s');
      expect(slider.value).toBe('10');
      // Past the next pixel: the slider and the bar move, to the time now.
      act(() => showTime(m, 10.12, true));
      const moved = changes();
      expect(moved).toEqual(expect.arrayContaining(['timeline__now text', 'timeline__recorded @style']));
      expect(moved.filter((c) => /@(type|name|min|max|step|id|disabled)$/.test(c))).toEqual([]);
      expect(slider.value).toBe('10.12');
      expect(bar.style.width).toBe(`${(10.12 / 60) * 100}%`);
      // Paused within the same pixel: everything shows the exact moment.
      act(() => showTime(m, 10.15, false));
      expect([slider.value, output.textContent, bar.style.width]).toEqual(['10.15', '10.15 s', `${(10.15 / 60) * 100}%`]);
    } finally {
      restore();
    }
  });
});
