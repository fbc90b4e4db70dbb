// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFrameVersion } from '../../../src/ui/lab/useFrameVersion';
import { framePace } from '../../../src/ui/charts/framePace';
import type { LabModel } from '../../../src/ui/lab/LabModel';
import { disposeModels, model } from './harness';

afterEach(disposeModels);

function Shown({ model, renders }: { model: LabModel; renders: number[] }) {
  const version = useFrameVersion(model);
  renders.push(version);
  return <output>{version}</output>;
}

/** New data in the store, told to the subscribers (from a frame, or between frames). */
function newData(m: LabModel, inFrame: boolean): void {
  m.store.version++;
  m.inFrame = inFrame;
  try {
    (m as unknown as { emit(): void }).emit();
  } finally {
    m.inFrame = false;
  }
}

/** `Shown` mounted on a fresh lab; `v0` is the version it shows. */
async function mounted() {
  const m = await model();
  const renders: number[] = [];
  const { container } = render(<Shown model={m} renders={renders} />);
  const v0 = m.store.version;
  renders.length = 0;
  return { m, renders, container, v0 };
}

/** Lets a live interval of wall time pass. */
const anInterval = () => act(() => new Promise((ok) => setTimeout(ok, framePace.liveIntervalMs)));

describe('useFrameVersion', () => {
  it('takes data told between frames in the next animation frame, once however many batches came; data told in a frame at once', async () => {
    const { m, renders, container, v0 } = await mounted();
    act(() => {
      newData(m, false);
      newData(m, false);
    });
    expect(renders).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe(String(v0 + 2)));
    expect(renders).toEqual([v0 + 2]);
    await anInterval();
    act(() => newData(m, true));
    expect(renders).toEqual([v0 + 2, v0 + 3]);
  });

  it('while a run plays, takes data at most once per live interval (the charts redraw no more often), the latest at the end of the interval', async () => {
    const { m, renders, container, v0 } = await mounted();
    await anInterval();
    const t0 = performance.now();
    act(() => newData(m, true));
    expect(renders).toEqual([v0 + 1]);
    // Three more frames' batches within the interval: none is rendered at once…
    act(() => {
      newData(m, true);
      newData(m, true);
      newData(m, true);
    });
    expect(renders).toEqual([v0 + 1]);
    // …the latest is, once the interval is over.
    await waitFor(() => expect(container.textContent).toBe(String(v0 + 4)));
    expect(performance.now() - t0).toBeGreaterThanOrEqual(framePace.liveIntervalMs - 1);
    expect(renders).toEqual([v0 + 1, v0 + 4]);
  });

  it('data told between frames (a pause, a step, a seek) comes in the next frame, even within the interval', async () => {
    const { m, renders, container, v0 } = await mounted();
    await anInterval();
    act(() => newData(m, true));
    act(() => newData(m, true)); // waits for the interval's end
    act(() => newData(m, false)); // the batch of a pause
    // The next frame (asked for after the pause's batch, so it runs after the take) shows it.
    await act(() => new Promise<void>((ok) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => ok()) : setTimeout(ok, 16))));
    expect(container.textContent).toBe(String(v0 + 3));
    expect(renders).toEqual([v0 + 1, v0 + 3]);
  });
});
