// @vitest-environment jsdom
/// <reference lib="dom" />
// The problem panel lists at most MAX_LISTED of what a partial scenario leaves out, then says how
// many more: a link naming 500 unreadable flows once made a 521-item, 41 KB list.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { LoadProblem, MAX_LISTED, type Problem } from '../../../src/ui/links/LoadProblem';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { decodeLabState, encodeLabState } from '../../../src/share/scenarioUrl';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';
import { literalPieces } from '../../../src/ui/links/problemLine';

afterEach(cleanup);

const partial = validateScenario(PRESETS['tsang-two-vegas']);
const problem = (dropped: string[]): Problem => ({ source: 'link', errors: ['flows[0].beta: too large'], partial, dropped });
/** The problems listed, each line's text as read ("place: what is wrong"). */
const problemLines = () => [...document.querySelectorAll('.load-problem > ul > li')].map((li) => li.textContent);
const droppedItems = () => [...screen.getByText(/What would be left out or reset/).closest('details')!.querySelectorAll('li')].map((li) => li.textContent);

describe('LoadProblem', () => {
  it('lists at most MAX_LISTED dropped items, the last saying how many more, and counts them all in the summary', () => {
    const dropped = Array.from({ length: 521 }, (_, i) => `flows[${i}]: dropped (it could not be read)`);
    render(<LoadProblem problem={problem(dropped)} onKeep={() => {}} onDismiss={() => {}} />);
    expect(MAX_LISTED).toBe(20);
    const items = droppedItems();
    expect(items).toHaveLength(20);
    expect(items.slice(0, 19)).toEqual(dropped.slice(0, 19));
    // 19 shown by name + 502 counted = 521.
    expect(items[19]).toBe('… and 502 more');
    expect(screen.getByText(/What would be left out or reset \(521\)/)).toBeTruthy();
  });

  it('lists every item when there are MAX_LISTED or fewer', () => {
    const dropped = Array.from({ length: 20 }, (_, i) => `flows[${i}]: dropped`);
    render(<LoadProblem problem={problem(dropped)} onKeep={() => {}} onDismiss={() => {}} />);
    expect(droppedItems()).toEqual(dropped);
  });

  it('words a link’s scenario problems in the reader’s language from the decoder’s data (field path and code), never from its English', () => {
    // A link whose scenario has a value out of range: the decoder gives the problem as data.
    const scenario = { ...partial, durationSec: -5 };
    const link = `#${encodeLabState({ scenario } as never)}`;
    const r = decodeLabState(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.items?.[0]).toMatchObject({ kind: 'scenario', problem: { path: ['durationSec'], code: 'out_of_range' } });
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    render(
      <I18nProvider i18n={i18n}>
        <LoadProblem problem={{ source: 'link', errors: r.errors, items: r.items, partial: null, dropped: [] }} onKeep={() => {}} onDismiss={() => {}} />
      </I18nProvider>,
    );
    expect(problemLines()[0]).toMatch(/^durationSec: debe ser un número/);
    // The English the CLI prints is unchanged.
    expect(r.errors[0]).toMatch(/^durationSec: must be a number/);
  });

  it('words a link’s own format problems and what its partial leaves out in the reader’s language, from the decoder’s codes', () => {
    // Cut short: the end mark and checksum are missing, so the last flow is left out.
    const r = decodeLabState('#2~R~Va2b4~Va1b3');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    render(
      <I18nProvider i18n={i18n}>
        <LoadProblem problem={{ source: 'link', errors: r.errors, items: r.items, partial: r.partial?.scenario ?? null, dropped: r.dropped ?? [], droppedItems: r.droppedItems }} onKeep={() => {}} onDismiss={() => {}} />
      </I18nProvider>,
    );
    expect(problemLines()).toEqual(['(link): está cortado: debería terminar con "~." y una suma de comprobación, así que se ignora su última parte ("Va1b3"…); copia el enlace completo']);
    expect(screen.getByText(/Lo que se omitiría o restablecería \(1\)/)).toBeTruthy();
    expect([...document.querySelectorAll('.load-problem details li')].map((li) => li.textContent)).toEqual(['(link): falta todo lo que venía tras el corte']);
    // The CLI's English is unchanged.
    expect(r.errors[0]).toMatch(/^\(link\): is cut short/);
    expect(r.dropped).toEqual(['(link): whatever came after the cut is missing']);
  });

  it('a checksum that does not match and an unknown format, in Spanish', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    for (const [text, want] of [
      ['#2~R~V~.AAAA', '(link): su suma de comprobación no coincide: se modificó o se dañó después de crearse'],
      ['#7~R~.', '(link): viene de una versión más reciente del laboratorio (formato de enlace 7); este laboratorio lee el formato 2'],
    ]) {
      const r = decodeLabState(text);
      if (r.ok) throw new Error('expected a problem');
      render(
        <I18nProvider i18n={i18n}>
          <LoadProblem problem={{ source: 'link', errors: r.errors, items: r.items, partial: null, dropped: [] }} onKeep={() => {}} onDismiss={() => {}} />
        </I18nProvider>,
      );
      expect(problemLines()).toContain(want);
      cleanup();
    }
  });

  it('sets only the place and the quoted input as code: the sentence, in Arabic too, is in the body font with its own direction', () => {
    // Cut short: the message quotes the format's end mark ("~.") and the part it ignores ("Va1b3").
    const cut = decodeLabState('#2~R~Va2b4~Va1b3');
    const range = decodeLabState(`#${encodeLabState({ scenario: { ...partial, durationSec: -5 } } as never)}`);
    if (cut.ok || range.ok) throw new Error('expected problems');
    const i18n = setupI18n({ locale: 'ar', messages: { ar } });
    render(
      <I18nProvider i18n={i18n}>
        <LoadProblem problem={{ source: 'link', errors: [...cut.errors, ...range.errors], items: [...cut.items!, ...range.items!], partial: null, dropped: [] }} onKeep={() => {}} onDismiss={() => {}} />
      </I18nProvider>,
    );
    const items = [...document.querySelectorAll('.load-problem > ul > li')];
    expect(items).toHaveLength(2);
    for (const li of items) {
      const sentence = li.querySelector('.load-problem__message')!;
      expect(sentence.closest('code')).toBeNull();
      expect(sentence.getAttribute('dir')).toBe('auto');
      // The sentence's Arabic words are outside any code element.
      const arabicInCode = [...li.querySelectorAll('code')].filter((c) => /[\u0600-\u06ff]/.test(c.textContent ?? ''));
      expect(arabicInCode.map((c) => c.textContent)).toEqual([]);
      expect(sentence.textContent).toMatch(/[\u0600-\u06ff]/);
      for (const c of li.querySelectorAll('code')) expect(c.getAttribute('dir')).toBe('ltr');
    }
    expect([...items[0].querySelectorAll('code')].map((c) => c.textContent)).toEqual(['(link)', '"~."', '"Va1b3"']);
    expect(items[1].querySelector('code')!.textContent).toBe('durationSec');
  });

  it('cuts a message into its prose and its quoted literals, losing nothing', () => {
    expect(literalPieces('must be one of "reno" | "vegas" (got "x\\"y")')).toEqual([
      { text: 'must be one of ', literal: false },
      { text: '"reno"', literal: true },
      { text: ' | ', literal: false },
      { text: '"vegas"', literal: true },
      { text: ' (got ', literal: false },
      { text: '"x\\"y"', literal: true },
      { text: ')', literal: false },
    ]);
    expect(literalPieces('is required')).toEqual([{ text: 'is required', literal: false }]);
  });
});
