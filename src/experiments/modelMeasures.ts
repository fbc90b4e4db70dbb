// The analytic models evaluated on a run's own measurements, flow by flow, as measures a sweep
// aggregates like any other: Mathis's and Padhye's Reno throughput from the flow's loss rate, mean
// RTT and T0 (theory/renoThroughput.ts), and Tsang's Vegas equilibrium α/(RTT − BaseRTT) and
// β/(RTT − BaseRTT) (theory/vegasEquilibrium.ts). Each needs what only our engine reports (loss
// events, RTT samples, BaseRTT), so ns-2's runs have none. The scenario supplies what the run does
// not report: the payload size, the receiver window and the Vegas thresholds.
import { Random } from '../sim/engine/Random';
import { expandFlows } from '../sim/scenario/expand';
import { validateScenario, type ScenarioInput } from '../sim/scenario/Scenario';
import { knobsOf } from '../sim/tcp/registry';
import { mathisRate, padhyeRate } from './theory/renoThroughput';
import { vegasRateFromRtt } from './theory/vegasEquilibrium';
import type { RunSummary } from './runSummary';

type FlowRun = RunSummary['flows'][number];

/** Packets one ACK acknowledges: ns-2's TCPSink and ours ACK every segment (no delayed ACKs). */
export const PACKETS_PER_ACK = 1;

/** A run's flows with what the models need from the scenario. */
export interface ModelInputs {
  packetSizeBytes: number;
  flows: { maxWindowPackets: number; vegasBand: [number, number] | null }[];
}

/** [α, β] of a Vegas-family flow's knobs (Enhanced Vegas: α = β = δ), else null. */
function vegasBand(knobs: Record<string, number>): [number, number] | null {
  if (Number.isFinite(knobs.alpha) && Number.isFinite(knobs.beta)) return [knobs.alpha, knobs.beta];
  if (Number.isFinite(knobs.delta)) return [knobs.delta, knobs.delta];
  return null;
}

export function modelInputs(scenario: ScenarioInput): ModelInputs {
  const s = validateScenario(scenario);
  const flows = expandFlows(s, Random.fromSeed(s.seed).stream(0));
  return {
    packetSizeBytes: s.packetSizeBytes,
    flows: flows.map((f) => (f.variant === 'cbr' ? { maxWindowPackets: NaN, vegasBand: null } : { maxWindowPackets: f.maxWindowPackets, vegasBand: vegasBand(knobsOf(f.variant, f)) })),
  };
}

/**
 * Padhye's (and Mathis's) p: loss indications (fast retransmits and timeouts) per packet sent.
 * Not drops per packet: a window that loses several packets at once is one loss indication to
 * Reno, and it is these indications that halve its window; Padhye et al. define p the same way.
 */
export function lossRate(f: FlowRun): number {
  if (f.lossEvents === undefined || !(f.sentPackets > 0)) return NaN;
  return f.lossEvents / f.sentPackets;
}

const bitsPerSec = (pktPerSec: number, packetSizeBytes: number) => pktPerSec * packetSizeBytes * 8;

/** Mathis et al.'s goodput for this flow, bit/s: NaN without losses (the model needs p > 0) or an RTT. */
export function mathisBps(f: FlowRun, packetSizeBytes: number): number {
  const p = lossRate(f);
  const rtt = f.meanRttSec ?? NaN;
  if (!(p > 0 && p < 1 && rtt > 0)) return NaN;
  return bitsPerSec(mathisRate({ lossRate: p, rttSec: rtt, packetsPerAck: PACKETS_PER_ACK }), packetSizeBytes);
}

/**
 * Padhye et al.'s full model for this flow, bit/s. With no loss at all its limit is the window's
 * Wmax/RTT (the model's window-limited branch as p → 0).
 */
export function padhyeBps(f: FlowRun, packetSizeBytes: number, maxWindowPackets: number): number {
  const p = lossRate(f);
  const rtt = f.meanRttSec ?? NaN;
  const t0 = f.t0Sec ?? NaN;
  if (!(rtt > 0) || !(p >= 0 && p < 1) || !(maxWindowPackets >= 1)) return NaN;
  if (p === 0) return bitsPerSec(maxWindowPackets / rtt, packetSizeBytes);
  if (!(t0 > 0)) return NaN;
  return bitsPerSec(padhyeRate({ lossRate: p, rttSec: rtt, t0Sec: t0, maxWindowPackets, packetsPerAck: PACKETS_PER_ACK }).pktPerSec, packetSizeBytes);
}

/** Tsang's α_j/(RTT_j − BaseRTT_j) at the low (α) or high (β) edge, bit/s; NaN for a flow that is not Vegas. */
export function vegasBps(f: FlowRun, packetSizeBytes: number, band: [number, number] | null, edge: 'low' | 'high'): number {
  if (!band || f.baseRttSec === null || f.baseRttSec === undefined || f.meanRttSec === null || f.meanRttSec === undefined) return NaN;
  return bitsPerSec(vegasRateFromRtt(edge === 'low' ? band[0] : band[1], f.meanRttSec, f.baseRttSec), packetSizeBytes);
}
