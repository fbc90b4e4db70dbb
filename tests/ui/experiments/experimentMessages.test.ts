// The experiments' texts and their catalogue messages stay in step: every experiment the pages list
// has messages whose English is the catalogue's own text, letter for letter, so a text changed in
// src/experiments fails here until its message (and so its translations) follow. Then: a page in
// Spanish shows the translated texts while every id, point and scenario stays the catalogue's.
import { describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { experiments } from '../../../src/experiments/catalogue';
import { measureInfo, measureKeys } from '../../../src/experiments/measures';
import { EXPERIMENT_MESSAGES } from '../../../src/ui/experiments/experimentMessages';
import { PAPER_CITES, paperCiteText, translateExperiment } from '../../../src/ui/experiments/experimentText';
import { classText, measureLabel } from '../../../src/ui/experiments/measureText';
import { paperCite } from '../../../src/experiments/papers';
import { messages as es } from '../../../src/locales/es/research.po';

const english = (m: MessageDescriptor | undefined) => m?.message;
/** A label with words in it (not only names, symbols and units) needs a message. */
const wordy = (s: string) => /[a-z]{2,}/.test(s.replace(/\b(ms|kb|Mb|s|countMax)\b/g, ''));

describe('experiment messages', () => {
  it('every experiment has messages, and no message names an experiment that is gone', () => {
    const ids = experiments().map((e) => e.id);
    expect(Object.keys(EXPERIMENT_MESSAGES).sort()).toEqual([...ids].sort());
  });

  it.each(experiments().map((e) => [e.id, e] as const))('%s: each message’s English is the experiment’s own text', (_id, e) => {
    const m = EXPERIMENT_MESSAGES[e.id];
    expect(english(m.title)).toBe(e.title);
    expect(english(m.source)).toBe(e.source);
    expect(english(m.question)).toBe(e.question);
    expect(english(m.xLabel)).toBe(e.figure.xLabel);
    if (m.setup) expect(english(m.setup)).toBe(e.setup);
    if (m.choices) expect(m.choices.map(english)).toEqual(e.choices);
    expect(m.panels).toHaveLength(e.figure.panels.length);
    e.figure.panels.forEach((p, i) => {
      expect(english(m.panels[i].title)).toBe(p.title);
      expect(english(m.panels[i].yLabel)).toBe(p.yLabel);
      if (m.panels[i].caption) expect(english(m.panels[i].caption)).toBe(p.caption);
    });
    expect((m.models ?? []).map(english)).toEqual((e.figure.models ?? []).map((c) => c.label));
    if (m.reasons?.paper) expect(english(m.reasons.paper)).toBe(e.reasons?.paper);
    if (m.reasons?.model) expect(english(m.reasons.model)).toBe(e.reasons?.model);
    for (const s of e.series) {
      if (wordy(s.label)) expect(english(m.series?.[s.id]), `configuration ${s.id}`).toBe(s.label);
      for (const p of s.points) if (wordy(p.label)) expect(english(m.points?.[`${s.id}/${p.id}`] ?? m.points?.[p.id]), `point ${p.id} of ${s.id}`).toBe(p.label);
    }
    for (const id of Object.keys(m.series ?? {})) expect(e.series.some((s) => s.id === id)).toBe(true);
  });

  it('each paper is cited as papers.ts cites it', () => {
    for (const [id, m] of Object.entries(PAPER_CITES)) expect(english(m)).toBe(paperCite(id));
  });
});

describe('measure labels', () => {
  const en = setupI18n({ locale: 'en', messages: { en: {} } });
  const keys = [
    ...measureKeys(['Reno', 'Vegas', 'long', '300 KB']),
    ...['transfer:1 MB', 'completion:Reno', 'mathis:long', 'padhye:Reno', 'vegasLow:long', 'vegasHigh:short', 'ratio:NewReno/Reno'],
  ];
  it.each(keys)('%s reads in English as measures.ts names it', (key) => {
    expect(measureLabel(en, key)).toBe(measureInfo(key).label);
  });
});

describe('in Spanish', () => {
  const i18n = setupI18n({ locale: 'es', messages: { es } });

  it('an experiment’s texts are translated; its ids, points, scenarios and measures are the catalogue’s', () => {
    const e = experiments().find((x) => x.id === 'vegas-plus-flows')!;
    const shown = translateExperiment(i18n, e);
    expect(shown.title).toBe('Vegas+ y Vegas frente a Reno, de 2 a 20 flujos: el proyecto Vegas+ en ns-3 (2022)');
    expect(shown.figure.xLabel).toBe('número de flujos N');
    expect(shown.figure.panels[0].title).toBe('Índice de equidad de Jain (los N flujos)');
    expect(shown.series.map((s) => s.label)).toEqual(['Vegas (α=1 β=3) con Reno', 'Vegas+ (countMax 5) con Reno']);
    expect(shown.series[0].points.map((p) => p.label)).toEqual(['2 flujos', '5 flujos', '10 flujos', '15 flujos', '20 flujos']);
    expect(shown.series.map((s) => s.id)).toEqual(e.series.map((s) => s.id));
    expect(shown.series[0].points.map((p) => [p.id, p.x, p.scenario])).toEqual(e.series[0].points.map((p) => [p.id, p.x, p.scenario]));
    expect(shown.figure.panels.map((p) => p.measures)).toEqual(e.figure.panels.map((p) => p.measures));
    expect(shown.id).toBe(e.id);
  });

  it('papers and class words are cited in Spanish; a measure keeps its class name', () => {
    expect(paperCiteText(i18n, '002')).toBe('el estudio ns-2 de Reno/Vegas/NewReno');
    expect(classText(i18n, 'long')).toBe('largo');
    expect(measureLabel(i18n, 'goodput:long')).toBe('goodput de un flujo largo');
    expect(measureLabel(i18n, 'goodput:Vegas')).toBe('goodput de un flujo Vegas');
  });
});
