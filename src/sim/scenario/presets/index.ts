// The bundled example scenarios, by name. Each traces back to a paper in shared/papers
// (its description says which); the CLI lists and runs them, the app offers them as presets.
import { validateScenario, type ScenarioInput, type ValidScenario } from '../Scenario';
import bbrCubicFqCodel from './bbr-cubic-fq-codel.json';
import bbrVsCubicDeep from './bbr-vs-cubic-deep.json';
import bufferbloatBbr from './bufferbloat-bbr.json';
import codelCubicDeep from './codel-cubic-deep.json';
import cubicRttFairness from './cubic-rtt-fairness.json';
import cubicVsNewrenoLfp from './cubic-vs-newreno-lfp.json';
import devendictisVegasReno from './devendictis-vegas-reno.json';
import fairQueueingRenoVegas from './fair-queueing-reno-vegas.json';
import manyFlows200 from './many-flows-200.json';
import newrenoTwoBottlenecks from './newreno-two-bottlenecks.json';
import renoVsVegasDroptail from './reno-vs-vegas-droptail.json';
import renoVsVegasSlowLink from './reno-vs-vegas-slow-link.json';
import tsangMix30 from './tsang-mix-30.json';
import tsangTwoVegas from './tsang-two-vegas.json';

/** Preset name → scenario (as written: validate before use). The first is the app's default. */
export const PRESETS: Readonly<Record<string, unknown>> = {
  'reno-vs-vegas-droptail': renoVsVegasDroptail,
  'tsang-two-vegas': tsangTwoVegas,
  'tsang-mix-30': tsangMix30,
  'devendictis-vegas-reno': devendictisVegasReno,
  'reno-vs-vegas-slow-link': renoVsVegasSlowLink,
  'newreno-two-bottlenecks': newrenoTwoBottlenecks,
  'many-flows-200': manyFlows200,
  'bufferbloat-bbr': bufferbloatBbr,
  'bbr-vs-cubic-deep': bbrVsCubicDeep,
  'cubic-vs-newreno-lfp': cubicVsNewrenoLfp,
  'cubic-rtt-fairness': cubicRttFairness,
  'fair-queueing-reno-vegas': fairQueueingRenoVegas,
  'codel-cubic-deep': codelCubicDeep,
  'bbr-cubic-fq-codel': bbrCubicFqCodel,
};

export const DEFAULT_PRESET = 'reno-vs-vegas-droptail';

/** Preset `name` through the parser, as anything else comes in (a preset that fails is a bug: the ScenarioError says where). */
export function presetScenario(name: string): ValidScenario {
  return validateScenario(PRESETS[name]);
}

export function presetTitle(name: string): string {
  const p = PRESETS[name] as ScenarioInput | undefined;
  return p?.title ?? name;
}

/**
 * The presets whose texts are in the link format's frozen dictionary (format 2): their links are a
 * couple of dozen characters. Presets added since are carried in full (a few hundred characters).
 */
export const DICTIONARY_PRESETS: readonly string[] = [
  'reno-vs-vegas-droptail', 'tsang-two-vegas', 'tsang-mix-30', 'devendictis-vegas-reno', 'reno-vs-vegas-slow-link', 'newreno-two-bottlenecks', 'many-flows-200',
];

/**
 * The charts each preset shows when it is loaded, in order: what its description asks the reader
 * to watch comes first. Chart ids as the lab names them (cwnd, queue, throughput, fairness, rtt,
 * cam, phase, cubic, bbr); a preset asks only for charts its flows draw (no CAM chart without a
 * Vegas-family flow), and loading one replaces the charts chosen for the last.
 */
export const PRESET_CHARTS: Readonly<Record<string, readonly string[]>> = {
  'reno-vs-vegas-droptail': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  'tsang-two-vegas': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  'tsang-mix-30': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  'devendictis-vegas-reno': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  'reno-vs-vegas-slow-link': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  'newreno-two-bottlenecks': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt'],
  'many-flows-200': ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam'],
  // One flow: fairness has nothing to compare.
  'bufferbloat-bbr': ['bbr', 'queue', 'rtt', 'throughput', 'cwnd'],
  'bbr-vs-cubic-deep': ['bbr', 'cubic', 'queue', 'throughput', 'fairness', 'rtt', 'cwnd'],
  'cubic-vs-newreno-lfp': ['cubic', 'cwnd', 'queue', 'throughput', 'fairness', 'rtt'],
  'cubic-rtt-fairness': ['cubic', 'cwnd', 'queue', 'throughput', 'fairness', 'rtt'],
  'fair-queueing-reno-vegas': ['throughput', 'fairness', 'queue', 'rtt', 'cwnd', 'cam'],
  // One flow: fairness has nothing to compare.
  'codel-cubic-deep': ['queue', 'rtt', 'throughput', 'cwnd', 'cubic'],
  'bbr-cubic-fq-codel': ['throughput', 'fairness', 'queue', 'rtt', 'bbr', 'cubic', 'cwnd'],
};
