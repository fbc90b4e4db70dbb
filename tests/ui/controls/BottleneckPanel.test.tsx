// @vitest-environment jsdom
/// <reference lib="dom" />
// A live edit the lab refuses is explained under the field in the reader's language: in Spanish, a
// buffer typed after the run has ended says so in Spanish (the field's name included).
import '../charts/setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BottleneckPanel } from '../../../src/ui/controls/BottleneckPanel';
import type { LabModel } from '../../../src/ui/lab/LabModel';
import { messages as es } from '../../../src/locales/es/lab.po';
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

describe('BottleneckPanel in Spanish', () => {
  it('a buffer typed once the run has ended is refused, and the reason under the field is Spanish', async () => {
    const m = await model({ version: 2, durationSec: 1, flows: [{ variant: 'reno' }] });
    m.step(1);
    await until(m, () => m.status.finished);
    render(
      <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es } })}>
        <BottleneckPanel model={m} />
      </I18nProvider>,
    );
    const box = screen.getByRole('textbox', { name: /Búfer/ });
    act(() => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: '50' } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Búfer: la ejecución ha terminado: reinicia para cambiar la configuración');
    expect(m.scenario!.changes ?? []).toEqual([]);
  });
});
