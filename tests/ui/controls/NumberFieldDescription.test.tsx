// @vitest-environment jsdom
// A slider's tooltip is its spec's description in the reader's language (from the lab's catalogue),
// and the spec's own English in English.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { NumberField } from '../../../src/ui/controls/NumberField';
import { BOTTLENECK_PARAMS } from '../../../src/sim/scenario/params';
import { VEGAS_PARAMS } from '../../../src/sim/tcp/variants/Vegas';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as en } from '../../../src/locales/en/lab.po';

afterEach(cleanup);

const inLocale = (locale: string, messages: Record<string, unknown>, node: React.ReactNode) =>
  render(<I18nProvider i18n={setupI18n({ locale, messages: { [locale]: messages as never } })}>{node}</I18nProvider>);

describe('NumberField description', () => {
  it('shows the Spanish description of a link parameter and of a variant knob in Spanish', () => {
    inLocale('es', es, <NumberField spec={BOTTLENECK_PARAMS.rateBps} value={1_500_000} onCommit={() => {}} />);
    expect(screen.getByRole('slider').getAttribute('title')).toBe('Tasa de transmisión del enlace compartido R1→R2.');
    cleanup();
    inLocale('es', es, <NumberField spec={VEGAS_PARAMS.gamma} value={1} onCommit={() => {}} />);
    expect(screen.getByRole('slider').getAttribute('title')).toBe('Vegas sale del arranque lento cuando Diff supera γ.');
  });

  it('shows the spec’s own English in English', () => {
    inLocale('en', en, <NumberField spec={BOTTLENECK_PARAMS.rateBps} value={1_500_000} onCommit={() => {}} />);
    expect(screen.getByRole('slider').getAttribute('title')).toBe(BOTTLENECK_PARAMS.rateBps.description);
  });
});
