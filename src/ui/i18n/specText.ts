// The sim's specs in the reader's language: the label of every tunable (parameter, switch, TCP
// variant knob, queue discipline parameter), the name and one-line summary of every variant and
// queue discipline, and the word units. Each message's id is keyed on the spec's own key
// ("spec.bottleneck.rateBps.label"), so src/sim stays free of the i18n library and its English stays
// the source: tests/ui/i18n/specText.test.ts fails when a spec has no message here or its English
// differs from the spec's.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { BOTTLENECK_PARAMS, FLOW_PARAMS, TCP_PARAMS, TCP_SWITCHES, type ProfileId } from '../../sim/scenario/params';
import { QUEUE_MODULES, type QueueKind } from '../../sim/queue/registry';
import { VARIANT_MODULES } from '../../sim/tcp/registry';

export interface SpecMessages {
  label: MessageDescriptor;
  shortLabel?: MessageDescriptor;
}

/** Labels by group and key: `flow.*`, `bottleneck.*`, `tcp.*`, `switch.*`, `knob.*` (a knob means the same in every variant that has it), `queue.<kind>.*`. */
export const SPEC_MESSAGES: Readonly<Record<string, SpecMessages>> = {
  'flow.maxWindowPackets': { label: msg({ id: 'spec.flow.maxWindowPackets.label', message: 'Max window' }) },
  'flow.startSec': { label: msg({ id: 'spec.flow.startSec.label', message: 'Start time' }) },
  'flow.stopSec': { label: msg({ id: 'spec.flow.stopSec.label', message: 'Stop time' }) },
  'flow.bytes': { label: msg({ id: 'spec.flow.bytes.label', message: 'Transfer size' }) },
  'flow.linkRateBps': { label: msg({ id: 'spec.flow.linkRateBps.label', message: 'Link rate' }) },
  'flow.linkDelaySec': { label: msg({ id: 'spec.flow.linkDelaySec.label', message: 'Link delay' }) },
  'flow.cbrRateBps': { label: msg({ id: 'spec.flow.cbrRateBps.label', message: 'CBR rate' }) },
  'flow.count': { label: msg({ id: 'spec.flow.count.label', message: 'Copies' }) },
  'bottleneck.rateBps': { label: msg({ id: 'spec.bottleneck.rateBps.label', message: 'Bottleneck rate' }) },
  'bottleneck.delaySec': { label: msg({ id: 'spec.bottleneck.delaySec.label', message: 'Bottleneck delay' }) },
  'bottleneck.bufferPackets': { label: msg({ id: 'spec.bottleneck.bufferPackets.label', message: 'Buffer' }) },
  'tcp.windowInit': { label: msg({ id: 'spec.tcp.windowInit.label', message: 'Initial window' }) },
  'tcp.minRtoSec': { label: msg({ id: 'spec.tcp.minRtoSec.label', message: 'Minimum RTO' }) },
  'tcp.maxRtoSec': { label: msg({ id: 'spec.tcp.maxRtoSec.label', message: 'Maximum RTO' }) },
  'tcp.initialRtoSec': { label: msg({ id: 'spec.tcp.initialRtoSec.label', message: 'Initial RTO' }) },
  'tcp.tickSec': { label: msg({ id: 'spec.tcp.tickSec.label', message: 'Timer tick' }) },
  'tcp.dupAckThreshold': { label: msg({ id: 'spec.tcp.dupAckThreshold.label', message: 'Dup-ACK threshold' }) },
  'tcp.headerBytes': { label: msg({ id: 'spec.tcp.headerBytes.label', message: 'Header bytes' }) },
  'switch.synHandshake': { label: msg({ id: 'spec.switch.synHandshake.label', message: 'SYN handshake' }) },
  'switch.delayedGrowth': { label: msg({ id: 'spec.switch.delayedGrowth.label', message: 'Delayed growth' }) },
  'switch.sack': { label: msg({ id: 'spec.switch.sack.label', message: 'SACK' }) },
  'switch.ecn': { label: msg({ id: 'spec.switch.ecn.label', message: 'ECN' }) },
  'knob.alpha': { label: msg({ id: 'spec.knob.alpha.label', message: 'Vegas α' }), shortLabel: msg({ id: 'spec.knob.alpha.shortLabel', message: 'α' }) },
  'knob.beta': { label: msg({ id: 'spec.knob.beta.label', message: 'Vegas β' }), shortLabel: msg({ id: 'spec.knob.beta.shortLabel', message: 'β' }) },
  'knob.gamma': { label: msg({ id: 'spec.knob.gamma.label', message: 'Vegas γ' }), shortLabel: msg({ id: 'spec.knob.gamma.shortLabel', message: 'γ' }) },
  'knob.delta': { label: msg({ id: 'spec.knob.delta.label', message: 'Enhanced Vegas δ' }), shortLabel: msg({ id: 'spec.knob.delta.shortLabel', message: 'δ' }) },
  'knob.countMax': { label: msg({ id: 'spec.knob.countMax.label', message: 'Vegas+ countMax' }), shortLabel: msg({ id: 'spec.knob.countMax.shortLabel', message: 'countMax' }) },
  'knob.cubicC': { label: msg({ id: 'spec.knob.cubicC.label', message: 'CUBIC C' }) },
  'knob.cubicBeta': { label: msg({ id: 'spec.knob.cubicBeta.label', message: 'CUBIC β' }) },
  'knob.fastConvergence': { label: msg({ id: 'spec.knob.fastConvergence.label', message: 'Fast convergence' }) },
  'knob.hystart': { label: msg({ id: 'spec.knob.hystart.label', message: 'HyStart' }) },
  'knob.renoFriendly': { label: msg({ id: 'spec.knob.renoFriendly.label', message: 'Reno-friendly region' }) },
  'knob.bbrCwndGain': { label: msg({ id: 'spec.knob.bbrCwndGain.label', message: 'BBR cwnd gain' }) },
  'knob.bbrBwRounds': { label: msg({ id: 'spec.knob.bbrBwRounds.label', message: 'BBR BtlBw window' }) },
  'knob.bbrMinRttWindowSec': { label: msg({ id: 'spec.knob.bbrMinRttWindowSec.label', message: 'BBR RTprop window' }) },
  'queue.red.minThPackets': { label: msg({ id: 'spec.queue.red.minThPackets.label', message: 'RED minTh' }) },
  'queue.red.maxThPackets': { label: msg({ id: 'spec.queue.red.maxThPackets.label', message: 'RED maxTh' }) },
  'queue.red.maxP': { label: msg({ id: 'spec.queue.red.maxP.label', message: 'RED maxP' }) },
  'queue.red.weight': { label: msg({ id: 'spec.queue.red.weight.label', message: 'RED weight' }) },
  'queue.red.gentle': { label: msg({ id: 'spec.queue.red.gentle.label', message: 'Gentle RED' }) },
  'queue.pie.targetDelaySec': { label: msg({ id: 'spec.queue.pie.targetDelaySec.label', message: 'PIE target delay' }) },
  'queue.pie.tUpdateSec': { label: msg({ id: 'spec.queue.pie.tUpdateSec.label', message: 'PIE update period' }) },
  'queue.pie.alpha': { label: msg({ id: 'spec.queue.pie.alpha.label', message: 'PIE α' }) },
  'queue.pie.beta': { label: msg({ id: 'spec.queue.pie.beta.label', message: 'PIE β' }) },
  'queue.pie.maxBurstSec': { label: msg({ id: 'spec.queue.pie.maxBurstSec.label', message: 'PIE max burst' }) },
  'queue.pie.ecn': { label: msg({ id: 'spec.queue.pie.ecn.label', message: 'PIE ECN marking' }) },
  'queue.codel.targetSec': { label: msg({ id: 'spec.queue.codel.targetSec.label', message: 'CoDel target' }) },
  'queue.codel.intervalSec': { label: msg({ id: 'spec.queue.codel.intervalSec.label', message: 'CoDel interval' }) },
  'queue.codel.ecn': { label: msg({ id: 'spec.queue.codel.ecn.label', message: 'CoDel ECN marking' }) },
  'queue.fq-codel.targetSec': { label: msg({ id: 'spec.queue.fq-codel.targetSec.label', message: 'FQ-CoDel target' }) },
  'queue.fq-codel.intervalSec': { label: msg({ id: 'spec.queue.fq-codel.intervalSec.label', message: 'FQ-CoDel interval' }) },
  'queue.fq-codel.quantumBytes': { label: msg({ id: 'spec.queue.fq-codel.quantumBytes.label', message: 'FQ-CoDel quantum' }) },
  'queue.fq-codel.ecn': { label: msg({ id: 'spec.queue.fq-codel.ecn.label', message: 'FQ-CoDel ECN marking' }) },
  'queue.drr.quantumBytes': { label: msg({ id: 'spec.queue.drr.quantumBytes.label', message: 'DRR quantum' }) },
};

/** Each queue discipline's one-line summary (its name is its acronym in every language). */
export const QUEUE_SUMMARIES: Readonly<Record<QueueKind, MessageDescriptor>> = {
  droptail: msg({ id: 'spec.queue.droptail.summary', message: 'First in, first out: an arrival that finds the buffer full is dropped (what most routers did before active queue management).' }),
  red: msg({ id: 'spec.queue.red.summary', message: 'Random Early Detection: drops arrivals at random, more often as the average queue grows between two thresholds, so that flows back off before the buffer fills.' }),
  pie: msg({ id: 'spec.queue.pie.summary', message: 'Proportional Integral controller Enhanced: drops arrivals at random with a probability it adjusts every 15 ms to keep the queueing delay near a target, whatever the buffer.' }),
  codel: msg({ id: 'spec.queue.codel.summary', message: 'Controlled Delay: drops (or marks) at the head once packets have waited longer than a target for a whole interval, then ever more often, so the standing queue stays near the target whatever the buffer.' }),
  'fq-codel': msg({ id: 'spec.queue.fq-codel.summary', message: 'Flow queueing with CoDel (Linux\'s default): each flow gets its own queue, served in turn a quantum of bytes at a time with new flows first, and each queue\'s delay is held near a target by its own CoDel.' }),
  drr: msg({ id: 'spec.queue.drr.summary', message: 'Deficit round robin: each flow gets its own queue, served in turn a quantum of bytes at a time, and a full buffer drops from the head of the longest queue, so no flow can take another’s share.' }),
};

/** Each TCP variant's one-line summary (its name stays as it is known: Reno, Vegas, CUBIC…). */
export const VARIANT_SUMMARIES: Readonly<Record<string, MessageDescriptor>> = {
  tahoe: msg({ id: 'spec.variant.tahoe.summary', message: 'Slow start and congestion avoidance; any loss restarts from a window of one.' }),
  reno: msg({ id: 'spec.variant.reno.summary', message: 'Tahoe plus fast recovery: a single loss halves the window instead of restarting.' }),
  newreno: msg({ id: 'spec.variant.newreno.summary', message: 'Reno that stays in fast recovery through partial ACKs, repairing several losses per window.' }),
  vegas: msg({ id: 'spec.variant.vegas.summary', message: 'Delay-based: keeps between α and β of its packets queued, comparing expected and actual rates once per RTT.' }),
  'enhanced-vegas': msg({ id: 'spec.variant.enhanced-vegas.summary', message: 'Vegas with α = β = δ, removing the dead zone that lets equal flows settle at unequal shares.' }),
  'vegas-plus': msg({ id: 'spec.variant.vegas-plus.summary', message: 'Vegas that turns Reno-like when its RTT keeps rising (a loss-based competitor) and calms down after a loss.' }),
  cubic: msg({ id: 'spec.variant.cubic.summary', message: 'Loss-based, made for long fat pipes: after a loss the window follows a cubic curve in time back to where it was (W_max) and beyond; the default of Linux, Windows and macOS.' }),
  bbr: msg({ id: 'spec.variant.bbr.summary', message: 'Model-based (Google, 2016): paces at its estimate of the bottleneck\'s rate and keeps about one BDP in flight, probing for more every 8 RTTs and for the path\'s RTT every 10 s; loss is not its signal.' }),
};

export const PROFILE_MESSAGES: { label: MessageDescriptor; options: Readonly<Record<ProfileId, MessageDescriptor>> } = {
  label: msg({ id: 'spec.profile.label', message: 'TCP profile' }),
  options: {
    standard: msg({ id: 'spec.profile.standard', message: 'Standard TCP' }),
    ns2: msg({ id: 'spec.profile.ns2', message: 'ns-2.35 as the papers ran it' }),
  },
};

/** Word units (symbols such as s, ms and Mb/s are the same in every language). */
export const UNIT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  packets: msg({ id: 'unit.packets', message: 'packets' }),
  bytes: msg({ id: 'unit.bytes', message: 'bytes' }),
  ACKs: msg({ id: 'unit.ACKs', message: 'ACKs' }),
  RTTs: msg({ id: 'unit.RTTs', message: 'RTTs' }),
  flows: msg({ id: 'unit.flows', message: 'flows' }),
  'off/on': msg({ id: 'unit.offOn', message: 'off/on' }),
  '× BDP': msg({ id: 'unit.xBdp', message: '× BDP' }),
  'packets/s': msg({ id: 'unit.packetsPerSec', message: 'packets/s' }),
  'segments/s³': msg({ id: 'unit.segmentsPerSecCubed', message: 'segments/s³' }),
  state: msg({ id: 'unit.state', message: 'state' }),
};

/** Every spec the lab shows, by the key SPEC_MESSAGES files it under. */
export function specsByKey(): Map<string, { key: string; label: string; shortLabel?: string }> {
  const out = new Map<string, { key: string; label: string; shortLabel?: string }>();
  for (const [name, s] of Object.entries(FLOW_PARAMS)) out.set(`flow.${name}`, s);
  for (const s of Object.values(BOTTLENECK_PARAMS)) out.set(`bottleneck.${s.key}`, s);
  for (const s of Object.values(TCP_PARAMS)) out.set(`tcp.${s.key}`, s);
  for (const s of Object.values(TCP_SWITCHES)) out.set(`switch.${s.key}`, s);
  for (const v of VARIANT_MODULES) for (const s of Object.values(v.params as Record<string, { key: string; label: string; shortLabel?: string }>)) out.set(`knob.${s.key}`, s);
  for (const q of QUEUE_MODULES) for (const s of Object.values(q.params as Record<string, { key: string; label: string }>)) out.set(`queue.${q.id}.${s.key}`, s);
  return out;
}

let bySpec: Map<object, SpecMessages> | null = null;

/** The messages of a spec object from the sim, or undefined for one the catalogue does not know. */
function messagesOf(spec: object): SpecMessages | undefined {
  if (!bySpec) {
    bySpec = new Map();
    for (const [k, s] of specsByKey()) {
      const m = SPEC_MESSAGES[k];
      if (m) bySpec.set(s, m);
    }
  }
  return bySpec.get(spec);
}

/** A spec's label in the active language (the spec's own English when the catalogue has none). */
export function specLabel(i18n: I18n, spec: { label: string }): string {
  const m = messagesOf(spec);
  return m ? i18n._(m.label) : spec.label;
}

/** A knob's label where the variant is already named ('α' for 'Vegas α'). */
export function specShortLabel(i18n: I18n, spec: { label: string; shortLabel?: string }): string {
  const m = messagesOf(spec);
  if (m?.shortLabel) return i18n._(m.shortLabel);
  return spec.shortLabel ?? specLabel(i18n, spec);
}

/** A unit as shown beside a value. */
export function unitText(i18n: I18n, unit: string): string {
  const m = UNIT_MESSAGES[unit];
  return m ? i18n._(m) : unit;
}
