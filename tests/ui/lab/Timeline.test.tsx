// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from '../../../src/ui/lab/Timeline';
import { disposeModels, flush, model, pull } from './harness';

afterEach(disposeModels);

describe('Timeline', () => {
  it('a labelled slider over the run: moving it rewinds every view; Branch here opens the comparison', async () => {
    const m = await model();
    m.step(10);
    await act(() => pull(m));
    render(<Timeline model={m} locked={false} linkFor={(s) => `#${s.durationSec}`} />);
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
    expect(within(panel).getByRole('columnheader', { name: 'Original (0–10.00 s)' })).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: 'Branch (0–4.00 s)' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /Original as a link/ }).getAttribute('href')).toBe('#60');
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Keep only this branch' }));
      await flush();
    });
    expect(m.branch).toBeNull();
    expect(screen.queryByRole('region', { name: 'Branch' })).toBeNull();
  });

  it('is disabled when the teacher locked the time controls', async () => {
    const m = await model();
    render(<Timeline model={m} locked linkFor={() => ''} />);
    expect((screen.getByRole('slider', { name: 'Timeline' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Branch here' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
