// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFrameVersion } from '../../../src/ui/lab/useFrameVersion';
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

describe('useFrameVersion', () => {
  it('takes data told between frames in the next animation frame, once however many batches came; data told in a frame at once', async () => {
    const m = await model();
    const renders: number[] = [];
    const { container } = render(<Shown model={m} renders={renders} />);
    const v0 = m.store.version;
    renders.length = 0;
    act(() => {
      newData(m, false);
      newData(m, false);
    });
    expect(renders).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe(String(v0 + 2)));
    expect(renders).toEqual([v0 + 2]);
    act(() => newData(m, true));
    expect(renders).toEqual([v0 + 2, v0 + 3]);
  });
});
