// The words of a lesson's meta line in the reader's language: its level and the paper it comes
// from. The data (src/lessons/lessonSchema.ts) stays English and pure; each message here is keyed
// on its id there, and a unit test keeps the English of the two the same.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LEVELS, PaperId } from '../../lessons/lessonSchema';

/** Each paper's citation (the lesson page) and short name (the course index). Titles of papers stay as published. */
export const PAPER_MESSAGES: Readonly<Record<PaperId, { cite: MessageDescriptor; short: MessageDescriptor }>> = {
  rfc5681: {
    cite: msg({ id: 'paper.rfc5681.cite', message: 'Allman, Paxson & Blanton, RFC 5681: TCP Congestion Control (2009); Jacobson, Congestion Avoidance and Control (1988)' }),
    short: msg({ id: 'paper.rfc5681.short', message: 'RFC 5681 (the basics)' }),
  },
  'tsang-chang': {
    cite: msg({ id: 'paper.tsang-chang.cite', message: 'Tsang & Chang, A Simulation Study on the Throughput Fairness of TCP Vegas' }),
    short: msg({ id: 'paper.tsang-chang.short', message: 'Tsang & Chang' }),
  },
  'de-vendictis': {
    cite: msg({ id: 'paper.de-vendictis.cite', message: 'De Vendictis & Baiocchi, Modeling a Mixed TCP Vegas and TCP Reno Scenario' }),
    short: msg({ id: 'paper.de-vendictis.short', message: 'De Vendictis & Baiocchi' }),
  },
  'reno-vegas-newreno': {
    cite: msg({ id: 'paper.reno-vegas-newreno.cite', message: 'A comparison of Reno, Vegas and NewReno over drop-tail and RED (ns-2)' }),
    short: msg({ id: 'paper.reno-vegas-newreno.short', message: 'Reno/Vegas/NewReno comparison' }),
  },
  'vegas-plus': {
    cite: msg({ id: 'paper.vegas-plus.cite', message: 'TCP Vegas+ (an ns-3 course project)' }),
    short: msg({ id: 'paper.vegas-plus.short', message: 'TCP Vegas+' }),
  },
  'brakmo-peterson': {
    cite: msg({ id: 'paper.brakmo-peterson.cite', message: 'Brakmo & Peterson, TCP Vegas: End to End Congestion Avoidance on a Global Internet (IEEE JSAC, 1995)' }),
    short: msg({ id: 'paper.brakmo-peterson.short', message: 'Brakmo & Peterson' }),
  },
};

/** Each level's name. */
export const LEVEL_MESSAGES: Readonly<Record<(typeof LEVELS)[number], MessageDescriptor>> = {
  introductory: msg({ id: 'level.introductory', message: 'introductory' }),
  intermediate: msg({ id: 'level.intermediate', message: 'intermediate' }),
  advanced: msg({ id: 'level.advanced', message: 'advanced' }),
};
