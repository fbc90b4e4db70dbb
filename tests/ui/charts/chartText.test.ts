// The charts' words stay in step with what they name, and their numbers follow the reader's
// language: chart titles' English is CHART_TITLES (the names exports and links use), the queue
// disciplines' observables' English is their modules' labels; an axis in Spanish has a decimal
// comma, and the same model in English is as it always was.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { QUEUE_MODULES } from '../../../src/sim/queue/registry';
import type { ObservableSpec } from '../../../src/sim/tcp/VariantModule';
import { buildChartModel, type ChartInput } from '../../../src/ui/charts/chartModel';
import { CHART_TITLE_MESSAGES, chartNameInSentence, chartTitle } from '../../../src/ui/charts/chartTitles';
import { chartWords } from '../../../src/ui/charts/chartWords';
import { OBSERVABLE_MESSAGES, STATE_MESSAGES } from '../../../src/ui/charts/observableText';
import { CHART_IDS, CHART_TITLES } from '../../../src/ui/charts/types';
import { chartNumbers } from '../../../src/ui/i18n/chartNumbers';
import { inEnglish } from '../../../src/ui/i18n/english';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as zh } from '../../../src/locales/zh-CN/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';

describe('chart titles and observables', () => {
  it.each([...CHART_IDS])('%s: the title message’s English is CHART_TITLES’', (id) => {
    expect(CHART_TITLE_MESSAGES[id].id).toBe(`chart.${id}.title`);
    expect(inEnglish(CHART_TITLE_MESSAGES[id])).toBe(CHART_TITLES[id]);
  });

  it('every queue observable has a message whose English is its module’s label, and every state name one', () => {
    for (const q of QUEUE_MODULES) {
      for (const o of q.observables as readonly ObservableSpec[]) {
        expect(OBSERVABLE_MESSAGES[o.key], `no message for ${o.key}`).toBeDefined();
        expect(inEnglish(OBSERVABLE_MESSAGES[o.key].label)).toBe(o.label);
        expect(o.label.endsWith(inEnglish(OBSERVABLE_MESSAGES[o.key].short))).toBe(true);
        for (const v of o.values ?? []) expect(STATE_MESSAGES[v] && inEnglish(STATE_MESSAGES[v])).toBe(v);
      }
    }
  });
});

describe('chart names in a sentence', () => {
  it('English runs a name on in lower case, except a name it begins with (Jain, Vegas, CUBIC, BBR) and one inside it (Chiu–Jain)', () => {
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    const names = Object.fromEntries(CHART_IDS.map((id) => [id, chartNameInSentence(id, en)]));
    expect(names).toEqual({
      cwnd: 'congestion window',
      queue: 'bottleneck queue',
      throughput: 'throughput',
      fairness: "Jain's fairness index",
      rtt: 'round-trip time',
      cam: 'Vegas: expected vs actual rate',
      phase: 'phase plot (Chiu–Jain)',
      cubic: 'CUBIC: window and cubic curve',
      bbr: 'BBR: state and estimates',
      aqm: 'queue discipline',
    });
  });

  it('other languages write each name as the lab does', () => {
    for (const i18n of [setupI18n({ locale: 'es', messages: { es } }), setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zh } }), setupI18n({ locale: 'ar', messages: { ar } })]) {
      for (const id of CHART_IDS) expect(chartNameInSentence(id, i18n)).toBe(chartTitle(id, i18n));
    }
  });
});

describe('chart numbers', () => {
  it('ticks and values take the language’s decimal mark; grouping as d3 groups, with the language’s separator', () => {
    expect(chartNumbers('en').ticks(0, 2.5, 5)(1.5)).toBe('1.5');
    expect(chartNumbers('es').ticks(0, 2.5, 5)(1.5)).toBe('1,5');
    expect(chartNumbers('es').ticks(0, 20000, 4)(15000)).toBe('15.000');
    expect(chartNumbers('en').ticks(0, 20000, 4)(15000)).toBe('15,000');
    expect(chartNumbers('ar').value(1.25)).toBe('1.25');
    expect(chartNumbers('zh-CN').value(1.25)).toBe('1.25');
    expect(chartNumbers('es').value(1.25)).toBe('1,25');
    expect(chartNumbers('es').fixed(12.3, 2)).toBe('12,30');
    // The minus sign stays d3's typographic one in every language.
    expect(chartNumbers('es').ticks(-1, 1, 4)(-0.5)).toBe('−0,5');
  });

  const data = { length: 3, time: [0, 1, 2], indexAt: (t: number) => Math.min(2, Math.max(-1, Math.floor(t))) };
  const input: ChartInput = {
    title: 'Congestion window',
    data,
    range: { fromSec: 0, toSec: 2 },
    width: 400,
    height: 200,
    projector: false,
    y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets' } },
    series: [{ key: 'a', label: 'Reno 1', values: [0.2, 0.6, 1.25], color: '#000' }],
  };

  it('a chart model in Spanish: decimal commas on both axes and in its summary, its unit and time axis in Spanish', () => {
    const words = chartWords(setupI18n({ locale: 'es', messages: { es } }));
    const m = buildChartModel({ ...input, title: 'Ventana de congestión', words });
    expect(m.xTitle).toBe('tiempo (s)');
    expect(m.yTitle).toBe('cwnd (paquetes)');
    expect(m.xTicks.map((t) => t.label)).toContain('0,5');
    expect(m.yTicks.map((t) => t.label)).toEqual(['0,0', '0,5', '1,0', '1,5']);
    expect(m.summary).toBe('Ventana de congestión: cwnd (paquetes) en función del tiempo, de 0,000 a 2,000 s. A los 2,000 s: Reno 1 1,25.');
  });

  it('in English the model is as before (points, not commas); in Chinese the axis unit has no measure word', () => {
    const m = buildChartModel(input);
    expect(m.xTitle).toBe('time (s)');
    expect(m.xTicks.map((t) => t.label)).toContain('0.5');
    expect(m.summary).toBe('Congestion window: cwnd (packets) against time, 0.000 to 2.000 s. At 2.000 s: Reno 1 1.25.');
    const zhModel = buildChartModel({ ...input, words: chartWords(setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zh } })) });
    expect(zhModel.yTitle).toBe('cwnd (分组)');
  });

  it('in Arabic the words on the left-to-right plot are isolated right to left, so a unit reads after its word; numbers stay Latin', () => {
    const words = chartWords(setupI18n({ locale: 'ar', messages: { ar } }));
    const m = buildChartModel({ ...input, words });
    expect(m.xTitle).toBe('\u2067الزمن (s)\u2069');
    expect(m.yTitle).toBe('\u2067cwnd (حزم)\u2069');
    expect(m.xTicks.map((t) => t.label)).toContain('0.5');
    expect(words.dir).toBe('rtl');
  });
});
