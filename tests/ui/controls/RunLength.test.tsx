// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toolbar } from '../../../src/ui/controls/Toolbar';
import { RunLengthPanel } from '../../../src/ui/controls/RunLength';
import { locksFrom } from '../../../src/ui/links/locks';
import type { LabModel } from '../../../src/ui/lab/LabModel';
import { disposeModels, model, pull } from '../lab/harness';

afterEach(() => {
  cleanup();
  disposeModels();
});

async function until(m: LabModel, ok: () => boolean): Promise<void> {
  const end = Date.now() + 20_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out at t = ${m.status.timeSec} s`);
    await act(() => pull(m));
  }
}

describe('the run length', () => {
  it('a typed length is applied with Enter; a finished run offers "extend by", which continues it and plays on', async () => {
    const m = await model({ version: 2, durationSec: 4, flows: [{ variant: 'reno' }] });
    render(
      <>
        <Toolbar model={m} onPreset={() => {}} onOpenFile={() => {}} onShare={() => {}} />
        <RunLengthPanel model={m} />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Run length' });
    act(() => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: '3' } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await until(m, () => m.scenario!.durationSec === 3);
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
    m.step(3);
    await until(m, () => m.status.finished);
    // Where Step was: nothing is left to step through.
    expect(screen.queryByRole('button', { name: 'Step' })).toBeNull();
    const loads = m.loads;
    fireEvent.change(screen.getByRole('combobox', { name: 'Extend by' }), { target: { value: '10' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Extend' })));
    expect(m.scenario!.durationSec).toBe(3); // until the host has rebuilt it
    await until(m, () => m.loads > loads && m.status.timeSec > 3 && m.status.running);
    expect(m.scenario!.durationSec).toBe(13);
    expect((box as HTMLInputElement).value).toBe('13');
  });

  it('says why a length is refused, keeps the run, and is disabled under a teacher’s lock', async () => {
    const m = await model({ version: 2, durationSec: 4, flows: [{ variant: 'reno' }] });
    const { unmount } = render(<RunLengthPanel model={m} />);
    const box = screen.getByRole('textbox', { name: 'Run length' });
    act(() => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: '-5' } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Run length must be a number greater than 0 up to 36000 s.');
    expect(m.notices).toEqual([]);
    expect(m.scenario!.durationSec).toBe(4);
    unmount();
    render(<RunLengthPanel model={m} locks={locksFrom({ locked: ['run.durationSec'], hidden: [], start: { paused: true } })} />);
    expect((screen.getByRole('textbox', { name: 'Run length' }) as HTMLInputElement).disabled).toBe(true);
  });
});
