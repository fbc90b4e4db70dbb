// The validation cases' titles and set-ups (src/experiments/validation/validationCases.ts, English)
// as catalogue messages, by case id: what the validation page shows students in their language (a
// set-up without a message is shown in English, marked so).
// Each message's English is the case's text to the letter (tests/ui/validation/validationCaseMessages.test.ts).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

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
