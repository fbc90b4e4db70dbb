// An experiment as the reader sees it: the catalogue's experiment with its texts (title, question,
// axes, panels, configurations…) in the active language (experimentMessages.ts), the papers cited
// as a student reads them, and the profiles' names. Ids, scenarios and measures are untouched, so
// a run started in one language goes on in another.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Experiment, Profile } from '../../experiments/catalogue';
import { paperCite } from '../../experiments/papers';
import { EXPERIMENT_MESSAGES } from './experimentMessages';

/** How a student-facing text cites each paper (papers.ts's `cite`), by the paper's file prefix. */
export const PAPER_CITES: Readonly<Record<string, MessageDescriptor>> = {
  '000': msg({ id: 'paper.000.cite', message: 'Tsang & Chang (2003)' }),
  '001': msg({ id: 'paper.001.cite', message: 'De Vendictis & Baiocchi (2002)' }),
  '002': msg({ id: 'paper.002.cite', message: 'the Reno/Vegas/NewReno ns-2 study' }),
  '003': msg({ id: 'paper.003.cite', message: 'the Vegas+ ns-3 project (2022)' }),
  '004': msg({ id: 'paper.004.cite', message: 'Brakmo & Peterson (1995)' }),
};

/** A paper's citation in the active language. */
export function paperCiteText(i18n: I18n, paperId: string): string {
  const m = PAPER_CITES[paperId];
  return m ? i18n._(m) : paperCite(paperId);
}

const PROFILE_NAMES: Readonly<Record<Profile, MessageDescriptor>> = {
  ns2: msg({ id: 'experiment.profile.ns2', message: 'ns2' }),
  standard: msg({ id: 'experiment.profile.standard', message: 'standard' }),
};

/** An engine profile's name ("ns2", "standard") in the active language. */
export const profileName = (i18n: I18n, p: Profile): string => i18n._(PROFILE_NAMES[p]);

/**
 * `e` with every text the pages show in the active language; a text without a message stays the
 * catalogue's English. Only strings change: every id, scenario, measure and number is `e`'s own.
 */
export function translateExperiment(i18n: I18n, e: Experiment): Experiment {
  const m = EXPERIMENT_MESSAGES[e.id];
  if (!m) return e;
  const t = (d: MessageDescriptor | undefined, english: string) => (d ? i18n._(d) : english);
  return {
    ...e,
    title: t(m.title, e.title),
    source: t(m.source, e.source),
    question: t(m.question, e.question),
    setup: t(m.setup, e.setup),
    choices: e.choices.map((c, i) => t(m.choices?.[i], c)),
    figure: {
      ...e.figure,
      xLabel: t(m.xLabel, e.figure.xLabel),
      panels: e.figure.panels.map((p, i) => {
        const pm = m.panels[i];
        return { ...p, title: t(pm?.title, p.title), yLabel: t(pm?.yLabel, p.yLabel), ...(p.caption ? { caption: t(pm?.caption, p.caption) } : {}) };
      }),
      ...(e.figure.models ? { models: e.figure.models.map((c, i) => ({ ...c, label: t(m.models?.[i], c.label) })) } : {}),
    },
    ...(e.reasons
      ? { reasons: { ...(e.reasons.paper ? { paper: t(m.reasons?.paper, e.reasons.paper) } : {}), ...(e.reasons.model ? { model: t(m.reasons?.model, e.reasons.model) } : {}) } }
      : {}),
    series: e.series.map((s) => ({
      ...s,
      label: t(m.series?.[s.id], s.label),
      points: s.points.map((p) => ({ ...p, label: t(m.points?.[`${s.id}/${p.id}`] ?? m.points?.[p.id], p.label) })),
    })),
  };
}

/**
 * Which of an experiment's longer texts have no message (yet): the page shows them in the
 * catalogue's English and marks them `lang="en"`, so a screen reader reads them as English.
 */
export function untranslatedParts(e: Experiment): { setup: boolean; choices: boolean; captions: readonly boolean[] } {
  const m = EXPERIMENT_MESSAGES[e.id];
  return {
    setup: !m?.setup,
    choices: e.choices.length > 0 && m?.choices?.length !== e.choices.length,
    captions: e.figure.panels.map((p, i) => p.caption !== undefined && !m?.panels[i]?.caption),
  };
}
