// The sweep page's problems in the reader's language: every problem checkCustomSweep and
// parseCustomSweepSpec can give, worded from the page's catalogues (the research pages' and the
// lab's, which the page loads), with the settings named as its pickers name them and the numbers
// in the language's own form; the Spanish read as its catalogue writes them.
import { describe, expect, it } from 'vitest';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { axisValues, checkCustomSweep, parseCustomSweepSpec, type CustomSweepSpec } from '../../../src/experiments/customSweep';
import type { SweepProblem, SweepSpecProblem } from '../../../src/experiments/sweepProblem';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { sweepProblemMessage, sweepSpecProblemMessage } from '../../../src/ui/experiments/sweepProblemMessage';
import { messages as arLab } from '../../../src/locales/ar/lab.po';
import { messages as arResearch } from '../../../src/locales/ar/research.po';
import { messages as enLab } from '../../../src/locales/en/lab.po';
import { messages as enResearch } from '../../../src/locales/en/research.po';
import { messages as esLab } from '../../../src/locales/es/lab.po';
import { messages as esResearch } from '../../../src/locales/es/research.po';
import { messages as zhLab } from '../../../src/locales/zh-CN/lab.po';
import { messages as zhResearch } from '../../../src/locales/zh-CN/research.po';

const base = validateScenario(PRESETS['tsang-two-vegas']);
const ok: CustomSweepSpec = { x: { path: 'flows.0.alpha', values: [1, 2, 3] }, seeds: 2, measure: 'jain', classBy: 'flow' };

/** One spec per problem code, each giving that problem alone. */
const SPECS: Partial<CustomSweepSpec>[] = [
  { x: { path: 'flows.0.nope', values: [1] } },
  { x: { path: 'flows.0.alpha', values: [] } },
  { x: { path: 'flows.0.alpha', values: Array.from({ length: 51 }, (_, i) => i / 20) }, seeds: 1 },
  { x: { path: 'flows.0.alpha', values: [99.5] } },
  { y: { path: 'flows.0.alpha', values: [1] } },
  { seeds: 0.5 },
  { measure: 'ratio:Reno' },
  { measure: 'speed' },
  { seeds: 100, x: { path: 'flows.0.alpha', values: axisValues(0, 3, 50) } },
  { x: { path: 'flows.0.alpha', values: [1, 9] } },
];
const problems: SweepProblem[] = SPECS.map((patch) => checkCustomSweep(base, { ...ok, ...patch })[0]);
const specProblems: SweepSpecProblem[] = ['{', '3', '{"x":1}', '{"x":{"path":"a","values":[1]},"y":2}', '{"x":{"path":"a","values":[1]}}', '{"x":{"path":"a","values":[1]},"seeds":1}'].map(
  (text) => {
    const r = parseCustomSweepSpec(text);
    if (r.ok) throw new Error(`${text} was read`);
    return r.problem;
  },
);

const i18nOf = (locale: string, ...catalogues: Messages[]): I18n => setupI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogues) } });
const LANGUAGES = { es: i18nOf('es', esLab, esResearch), 'zh-CN': i18nOf('zh-CN', zhLab, zhResearch), ar: i18nOf('ar', arLab, arResearch) };
const english = i18nOf('en', enLab, enResearch);
const label = (path: string) => `«${path}»`;

describe('sweep problems in the reader’s language', () => {
  it('every code is covered, each problem alone', () => {
    expect(new Set(problems.map((p) => p.code))).toEqual(
      new Set(['axis_unknown', 'axis_empty', 'axis_too_many', 'axis_out_of_range', 'axes_same', 'seeds_range', 'measure_ratio', 'measure_unknown', 'runs_too_many', 'point_invalid']),
    );
    expect(new Set(specProblems.map((p) => p.code))).toEqual(new Set(['spec_not_json', 'spec_not_object', 'spec_axis', 'spec_seeds', 'spec_measure']));
  });

  it.each(Object.entries(LANGUAGES))('%s: each is worded from the catalogues, not left in English', (_locale, i18n) => {
    for (const p of problems) {
      const text = sweepProblemMessage(i18n, p, label);
      expect(text, p.code).not.toBe(sweepProblemMessage(english, p, label));
      // No English sentence left: the words there are are data (paths, measure keys, names of variants).
      const words = text.replace(/«[^»]*»|“[^”]*”|"[^"]*"|flows[.\d\w[\]]*|[a-zA-Z]+:<[^>]*>(\/<[^>]*>)?|\b(jain|drops|utilization|queue|queueDelay|goodput|transfer|retransmits|timeouts|completion|lossRate|rtt|mathis|padhye|vegasLow|vegasHigh|ratio|Vegas|Reno|JSON)\b/g, '');
      expect(words, `${p.code}: ${text}`).not.toMatch(/\b(is|not|the|must|values?|at most|setting|runs?|seeds?)\b/);
    }
    for (const p of specProblems) expect(sweepSpecProblemMessage(i18n, p), p.code).not.toBe(sweepSpecProblemMessage(english, p));
  });

  it('Spanish: the settings by their pickers’ names, numbers with a decimal comma, the scenario’s own problem worded too', () => {
    const es = LANGUAGES.es;
    const byCode = (code: SweepProblem['code']) => sweepProblemMessage(es, problems.find((p) => p.code === code)!, label);
    expect(byCode('axis_out_of_range')).toBe('Primer parámetro («flows.0.alpha»): 99,5 no es un número entero de 0 a 30 paquetes');
    expect(byCode('seeds_range')).toBe('Semillas: debe ser un número entero de 1 a 100 (hay 0,5)');
    expect(byCode('runs_too_many')).toBe('Demasiadas ejecuciones: 5000 (como máximo 2000); use menos valores o semillas');
    expect(byCode('point_invalid')).toMatch(/^En flows\.0\.alpha = 9: flows\[0\]\.beta: /);
    expect(byCode('point_invalid')).not.toMatch(/must/);
  });
});
