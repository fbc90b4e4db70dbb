// @vitest-environment jsdom
// The validation page cites each case's paper as a reader can look it up, in every language: by its
// authors (or what it is) and its title, never by its file number in shared/papers ("paper 002").
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type Messages } from '@lingui/core';
import { TARGET_TEXT } from '../../../src/experiments/validation/compare';
import type { ValidationReport } from '../../../src/experiments/validation/types';
import { ValidationReportView } from '../../../src/ui/validation/ValidationReportView';
import { messages as en } from '../../../src/locales/en/research.po';
import { messages as es } from '../../../src/locales/es/research.po';
import { messages as zhCN } from '../../../src/locales/zh-CN/research.po';
import { messages as ar } from '../../../src/locales/ar/research.po';

afterEach(cleanup);

const CATALOGUES: Readonly<Record<string, Messages>> = { en, es, 'zh-CN': zhCN, ar };

/** A case of `paper` with no configurations: the heading and the citation are what is under test. */
const aCase = (id: string, number: number, title: string, paper: string) => ({ id, number, title, paper, setup: 'The set-up.', choices: [], findings: [], configs: [] });

const report: ValidationReport = {
  version: 1,
  generatedAt: '2026-01-01T00:00:00.000Z',
  environment: { node: 'v20', ns2: 'ns-2.35', cpus: 2, parallelism: 2 },
  durationSec: 1,
  runs: { ours: 0, ns2: 0 },
  targets: TARGET_TEXT,
  notes: [],
  cases: [
    aCase('tsang-two-flows', 1, 'Tsang & Chang: two flows, RTT bias', '000'),
    aCase('reno-vegas-slow-link', 2, 'Reno vs Vegas on a slow long link', '002'),
    aCase('devendictis-vegas-reno', 3, 'De Vendictis & Baiocchi: one Vegas and one Reno against the buffer', '001'),
  ],
};

function renderIn(locale: string) {
  render(
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } })}>
      <ValidationReportView report={report} />
    </I18nProvider>,
  );
}

/** What a case's section says above its set-up: its heading and the paragraph after it. */
function caseHead(n: number): string {
  const section = document.getElementById(`case-${n}`)!;
  return [section.querySelector('h3')!.textContent, section.querySelector('h3 + p')!.textContent].join(' | ');
}

describe('the validation page cites each case’s paper', () => {
  it('by authors, year and title in English, with no file number in the heading', () => {
    renderIn('en');
    expect(caseHead(1)).toBe('Case 1: Tsang & Chang: two flows, RTT bias | Paper: Tsang & Chang (2003), A Simulation Study on the Throughput Fairness of TCP Vegas.');
    expect(caseHead(2)).toBe('Case 2: Reno vs Vegas on a slow long link | Paper: the Reno/Vegas/NewReno ns-2 study, A comparison of Reno, Vegas and NewReno over drop-tail and RED.');
    // The paper's own title stays English, marked so, and isolated from the sentence's direction.
    const title = screen.getByText('A Simulation Study on the Throughput Fairness of TCP Vegas');
    expect([title.tagName, title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['CITE', 'en', 'ltr']);
  });

  it.each([
    ['es', 'Caso 3: De Vendictis y Baiocchi: un Vegas y un Reno según el búfer | Artículo: De Vendictis y Baiocchi (2002), Modeling a Mixed TCP Vegas and TCP Reno Scenario.'],
    ['zh-CN', '案例 3：De Vendictis 与 Baiocchi：一条 Vegas 与一条 Reno 随缓冲区变化 | 论文：De Vendictis 与 Baiocchi（2002），Modeling a Mixed TCP Vegas and TCP Reno Scenario。'],
  ])('%s: in the reader’s language, the title in English', (locale, expected) => {
    renderIn(locale);
    expect(caseHead(3)).toBe(expected);
  });

  it.each(['en', 'es', 'zh-CN', 'ar'])('%s: no case names its paper by number', (locale) => {
    renderIn(locale);
    const heads = report.cases.map((c) => caseHead(c.number));
    expect(heads.filter((h) => /\b00\d\b/.test(h))).toEqual([]);
    // Each case's paper is cited with its title (English in every language) after the authors.
    const titles = ['A Simulation Study on the Throughput Fairness of TCP Vegas', 'A comparison of Reno, Vegas and NewReno over drop-tail and RED', 'Modeling a Mixed TCP Vegas and TCP Reno Scenario'];
    expect(heads.map((h, i) => h.split(' | ')[1].includes(titles[i]))).toEqual([true, true, true]);
  });
});
