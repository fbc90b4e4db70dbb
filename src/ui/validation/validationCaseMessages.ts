// The validation cases' titles and set-ups (src/experiments/validation/validationCases.ts, English)
// as catalogue messages, by case id: what the validation page shows students in their language (a
// set-up without a message is shown in English, marked so).
// Each message's English is the case's text to the letter (tests/ui/validation/validationCaseMessages.test.ts).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { experiments } from '../../experiments/catalogue';
import { EXPERIMENT_MESSAGES } from '../experiments/experimentMessages';
import { classText } from '../experiments/measureText';

export const VALIDATION_CASE_MESSAGES: Readonly<Record<string, { title: MessageDescriptor; setup?: MessageDescriptor }>> = {
  "tsang-two-flows": {
    title: msg({ id: "validation.case.tsang-two-flows.title", message: "Tsang & Chang: two flows, RTT bias" }),
  },
  "reno-vegas-slow-link": {
    title: msg({ id: "validation.case.reno-vegas-slow-link.title", message: "Reno vs Vegas on a slow long link" }),
  },
  "devendictis-vegas-reno": {
    title: msg({ id: "validation.case.devendictis-vegas-reno.title", message: "De Vendictis & Baiocchi: one Vegas and one Reno against the buffer" }),
  },
  "tsang-mix-30": {
    title: msg({ id: "validation.case.tsang-mix-30.title", message: "Tsang & Chang: 30 flows, Vegas/Reno mixtures under RED" }),
  },
  "newreno-reno": {
    title: msg({ id: "validation.case.newreno-reno.title", message: "NewReno vs Reno on one bottleneck and on two in series" }),
  },
  "brakmo-one-on-one": {
    title: msg({ id: "validation.case.brakmo-one-on-one.title", message: "Brakmo & Peterson: one-on-one transfers" }),
  },
  "vegas-plus": {
    title: msg({ id: "validation.case.vegas-plus.title", message: "Vegas+ against Reno (our engine; ns-2 has no Vegas+)" }),
  },
};

/** A case's title and set-up in the active language; a case the catalogue does not know keeps the report's English. */
export function caseText(i18n: I18n, c: { id: string; title: string; setup: string }): { title: string; setup: string; setupTranslated: boolean } {
  const m = VALIDATION_CASE_MESSAGES[c.id];
  return { title: m ? i18n._(m.title) : c.title, setup: m?.setup ? i18n._(m.setup) : c.setup, setupTranslated: !!m?.setup };
}

/** Points the validation runs beyond its experiment's (the experiments page draws only the paper's). */
const EXTRA_POINTS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  'brakmo-one-on-one': { issue: msg({ id: 'validation.case.brakmo-one-on-one.point.issue', message: 'buffers 10, 15; delays 0.5–3 s' }) },
};

let byCase: Map<string, string> | null = null;

/** The experiment whose configurations a validation case's are (the same ids and labels). */
function experimentOf(caseId: string): string | undefined {
  byCase ??= new Map(experiments().flatMap((e) => (e.caseId ? [[e.caseId, e.id] as const] : [])));
  return byCase.get(caseId);
}

/**
 * A case's configuration, point and class names in the active language, from its experiment's
 * messages (the names are the same); a name with no message keeps the report's English.
 */
export function caseLabels(i18n: I18n, caseId: string) {
  const id = experimentOf(caseId);
  const m = id ? EXPERIMENT_MESSAGES[id] : undefined;
  return {
    config: (configId: string, english: string): string => (m?.series?.[configId] ? i18n._(m.series[configId]) : english),
    point: (configId: string, pointId: string, english: string): string => {
      const d = m?.points?.[`${configId}/${pointId}`] ?? m?.points?.[pointId] ?? EXTRA_POINTS[caseId]?.[pointId];
      return d ? i18n._(d) : english;
    },
    cls: (name: string): string => classText(i18n, name),
  };
}

