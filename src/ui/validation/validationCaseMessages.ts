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
    setup: msg({ id: "validation.case.tsang-two-flows.setup", message: "Flows S1→D1 (access 1 ms) and S2→D2 (access x2) share a 1.5 Mb/s, 1 ms RED bottleneck (15/45, maxP 0.1, weight 0.002, buffer 100); 10 Mb/s access and egress links (egress 1 ms), receiver window 30, 1000 B packets, 40 B ACKs, 60 s, both starting at 0; goodput over 0–60 s." }),
  },
  "reno-vegas-slow-link": {
    title: msg({ id: "validation.case.reno-vegas-slow-link.title", message: "Reno vs Vegas on a slow long link" }),
    setup: msg({ id: "validation.case.reno-vegas-slow-link.setup", message: "One Reno and one Vegas (α=1, β=3) flow, 2 Mb/s 10 ms access and egress links, a 0.3 Mb/s 200 ms bottleneck with a 10-packet buffer, 552 B packets, 40 B ACKs, no receiver-window limit, 200 s; DropTail, RED 5/6 and RED 2/6; goodput over 0–200 s." }),
  },
  "devendictis-vegas-reno": {
    title: msg({ id: "validation.case.devendictis-vegas-reno.title", message: "De Vendictis & Baiocchi: one Vegas and one Reno against the buffer" }),
    setup: msg({ id: "validation.case.devendictis-vegas-reno.setup", message: "One Vegas (α=β=3) and one Reno flow on a drop-tail bottleneck of 1080 packets/s of 500 B (4.32 Mb/s, 20 ms), 100 Mb/s access (4 ms) and egress (1 ms) links: 50 ms round-trip propagation; buffer B from 5 to 50 packets, 600 s, goodput over 200–600 s." }),
  },
  "tsang-mix-30": {
    title: msg({ id: "validation.case.tsang-mix-30.title", message: "Tsang & Chang: 30 flows, Vegas/Reno mixtures under RED" }),
    setup: msg({ id: "validation.case.tsang-mix-30.setup", message: "30 flows, 30/50/70 % Vegas (α=β=3, or α=1 β=3) and the rest Reno, on a 10 Mb/s, 5 ms RED bottleneck (54/108 or 5/15, maxP 0.1, weight 0.002) with a 150-packet buffer; 100 Mb/s access links with delays drawn in 4–44 ms and 1 ms egress links (round-trip propagation 20–100 ms), starts drawn in [0, 2] s, 1000 B packets, 60 s, goodput over 10–60 s." }),
  },
  "newreno-reno": {
    title: msg({ id: "validation.case.newreno-reno.title", message: "NewReno vs Reno on one bottleneck and on two in series" }),
    setup: msg({ id: "validation.case.newreno-reno.setup", message: "One NewReno and one Reno flow, 552 B packets, 40 B ACKs, maximum window 8 KB (14 packets), starts drawn uniformly in [0, 7] s, 200 s, goodput over 10–200 s. Single bottleneck: 0.7 Mb/s, 6 ms, DropTail buffer 20, 10 Mb/s 2 ms access and egress links (20 ms round-trip propagation). Two bottlenecks: R1 → R2 → R3, each 0.3 Mb/s, 20 ms, DropTail buffer 10; NewReno and Reno cross both, a Reno cross flow crosses only R1 → R2 and a 10 kb/s UDP CBR flow (7 ms access link) only R2 → R3." }),
  },
  "brakmo-one-on-one": {
    title: msg({ id: "validation.case.brakmo-one-on-one.title", message: "Brakmo & Peterson: one-on-one transfers" }),
    setup: msg({ id: "validation.case.brakmo-one-on-one.setup", message: "A 1 MB transfer starts at 0 s and a 300 KB transfer a few seconds later on a 200 KB/s (1.6384 Mb/s), 50 ms DropTail bottleneck behind 10 Mb/s 1 ms access and egress links; 1 KB segments, 40 B ACKs, a 50 KB send buffer (window 50 segments), Vegas α=1 β=3 γ=1. Each transfer's throughput is its size over (completion − start), in KB/s of 1024 bytes; retransmitted KB = retransmitted segments × 1 KB." }),
  },
  "vegas-plus": {
    title: msg({ id: "validation.case.vegas-plus.title", message: "Vegas+ against Reno (our engine; ns-2 has no Vegas+)" }),
    setup: msg({ id: "validation.case.vegas-plus.setup", message: "N = 2, 5, 10, 15, 20 flows, ⌊N/2⌋ Vegas (α=1 β=3) or Vegas+ (countMax 5) and the rest Reno, on 20 Mb/s, 5 ms links throughout (access, bottleneck and egress), a 100-packet DropTail bottleneck, 1000 B packets, starts drawn in [0, 1] s, 60 s, goodput over 10–60 s; JFI over all N flows." }),
  },
  "drr": {
    title: msg({ id: "validation.case.drr.title", message: "Fair queueing (DRR) in ns-2.35 (beyond the Reno/Vegas/NewReno ns-2 study)" }),
    setup: msg({ id: "validation.case.drr.setup", message: "ns-2.35's Queue/DRR at the bottleneck. Case 2's slow long link (one Reno and one Vegas flow, 0.3 Mb/s, 200 ms, buffer 10, 552 B packets, 200 s) with a quantum of one packet (592 B on the wire). Flows at two round-trip times (10 Mb/s access links of 10 or 60 ms, 1 ms egress) on a 2 Mb/s, 20 ms bottleneck, 1000 B packets, 40 B ACKs, 100 s, goodput over 20–100 s: two Reno flows with a 10-packet buffer and a quantum of half a packet; Reno, NewReno and Vegas (α=1, β=3) at each delay with a 30-packet buffer and a 500 B quantum." }),
  },
};

/** A case's title and set-up in the active language; a case the catalogue does not know keeps the report's English. */
export function caseText(i18n: I18n, c: { id: string; title: string; setup: string }): { title: string; setup: string; setupTranslated: boolean } {
  const m = VALIDATION_CASE_MESSAGES[c.id];
  return { title: m ? i18n._(m.title) : c.title, setup: m?.setup ? i18n._(m.setup) : c.setup, setupTranslated: !!m?.setup };
}

/** Points the validation runs beyond its experiment's (the experiments page draws only the paper's), or of a case with no experiment. */
const EXTRA_POINTS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  'brakmo-one-on-one': { issue: msg({ id: 'validation.case.brakmo-one-on-one.point.issue', message: 'buffers 10, 15; delays 0.5–3 s' }) },
  drr: {
    b10: msg({ id: 'validation.case.drr.point.b10', message: 'buffer 10' }),
    b30: msg({ id: 'validation.case.drr.point.b30', message: 'buffer 30' }),
  },
};

/** Configurations of a case with no experiment. */
const EXTRA_CONFIGS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  drr: {
    'slow-link': msg({ id: 'validation.case.drr.config.slow-link', message: 'Reno and Vegas on the slow long link, quantum 592 B' }),
    'reno-2': msg({ id: 'validation.case.drr.config.reno-2', message: '2 Reno, quantum 500 B' }),
    'mix-6': msg({ id: 'validation.case.drr.config.mix-6', message: 'Reno, NewReno and Vegas, quantum 500 B' }),
  },
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
    config: (configId: string, english: string): string => {
      const d = m?.series?.[configId] ?? EXTRA_CONFIGS[caseId]?.[configId];
      return d ? i18n._(d) : english;
    },
    point: (configId: string, pointId: string, english: string): string => {
      const d = m?.points?.[`${configId}/${pointId}`] ?? m?.points?.[pointId] ?? EXTRA_POINTS[caseId]?.[pointId];
      return d ? i18n._(d) : english;
    },
    cls: (name: string): string => classText(i18n, name),
  };
}

