// The ns-2 validation cases: the papers' set-ups, each swept over its points and
// replicated, as scenarios that go unchanged to our engine and (exported) to ns-2.35.
// The paper's own numbers, where it gives any, ride along for the report (never as targets).
import { PRESETS } from '../../sim/scenario/presets';
import type { ScenarioInput } from '../../sim/scenario/Scenario';
import { deVendictisThroughput } from './devendictisModel';
import {
  BRAKMO_TABLE1,
  DEVENDICTIS_QUOTED_RATIO,
  NEWRENO_RENO_RATIO,
  TSANG_TABLE3,
  TSANG_TABLE4,
  TSANG_TABLE5,
  TSANG_TABLE6_30,
  VEGAS_PLUS_JFI,
} from './paperValues';
import type { PaperPoint, ValidationCase, ValidationConfig, ValidationPoint } from './types';
import { paperCite, paperCiteAtStart } from '../papers';

const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Every case runs in the ns2 profile with ns-2.35's TCP start-up defaults (SYN handshake, 40-byte
 * headers except on Vegas, delayed growth): ns-2 as the papers ran it, which the exporter leaves alone.
 */
const NS2_AS_THE_PAPERS_RAN_IT = { version: 2, profile: 'ns2' } as const;

const red = (minTh: number, maxTh: number) =>
  ({ kind: 'red', minThPackets: minTh, maxThPackets: maxTh, maxP: 0.1, weight: 0.002, gentle: false }) as const;

// ---------------------------------------------------------------- case 1: Tsang & Chang, two flows

export const TSANG_X2_MS = [1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
/** Replications (RED seeds) of the lossy Reno/Reno line of case 1. */
export const TSANG_RENO_REPLICATIONS = 10;

type TsangFlow = { variant: 'vegas'; alpha: number; beta: number; gamma: number } | { variant: 'enhanced-vegas'; delta: number; gamma: number } | { variant: 'reno' };

const TSANG_CONFIGS: { id: 'vegas-1-3' | 'ev-1' | 'ev-2' | 'ev-3' | 'reno'; label: string; flow: TsangFlow }[] = [
  { id: 'vegas-1-3', label: 'Vegas α=1 β=3', flow: { variant: 'vegas', alpha: 1, beta: 3, gamma: 1 } },
  { id: 'ev-1', label: 'Enhanced Vegas δ=1', flow: { variant: 'enhanced-vegas', delta: 1, gamma: 1 } },
  { id: 'ev-2', label: 'Enhanced Vegas δ=2', flow: { variant: 'enhanced-vegas', delta: 2, gamma: 1 } },
  { id: 'ev-3', label: 'Enhanced Vegas δ=3', flow: { variant: 'enhanced-vegas', delta: 3, gamma: 1 } },
  { id: 'reno', label: 'Reno / Reno', flow: { variant: 'reno' } },
];

/** Paper 000's two-flow scenario (the tsang-two-vegas preset) with flow 2's access delay x2 and both flows of `flow`. */
export function tsangScenario(flow: TsangFlow, x2Ms: number, seed = 1): ScenarioInput {
  const base = PRESETS['tsang-two-vegas'] as ScenarioInput;
  const edge = (delaySec: number) => ({ rateBps: 10_000_000, delaySec });
  return {
    ...base,
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `Tsang & Chang two flows: ${flow.variant}, x2 = ${x2Ms} ms`,
    description: undefined,
    seed,
    flows: [
      { ...flow, name: 'short', access: edge(0.001), egress: edge(0.001), startSec: 0, maxWindowPackets: 30 },
      { ...flow, name: 'long', access: edge(x2Ms / 1000), egress: edge(0.001), startSec: 0, maxWindowPackets: 30 },
    ],
  };
}

function tsangPaper(id: string, x2: number): PaperPoint | undefined {
  if (id === 'reno') return undefined;
  const key = id as keyof typeof TSANG_TABLE4;
  const jain = TSANG_TABLE4[key][x2];
  const alt = TSANG_TABLE5[key][x2];
  if (id === 'vegas-1-3') {
    const t = TSANG_TABLE3[x2];
    return {
      goodputBps: { short: t.shortBps, long: t.longBps },
      jain,
      source: `Table 3 (converged actual sending rates) and Table 4 JFI; Table 5 gives ${alt}`,
    };
  }
  return { jain, source: `Table 4 JFI; Table 5 gives ${alt}` };
}

function tsangCase(): ValidationCase {
  const configs: ValidationConfig[] = TSANG_CONFIGS.map(({ id, label, flow }) => {
    const lossy = flow.variant === 'reno';
    return {
      id,
      label,
      target: lossy ? 'lossy' : 'deterministic',
      classBy: 'flow',
      classes: ['short', 'long'],
      points: TSANG_X2_MS.map(
        (x2): ValidationPoint => ({
          id: `x2-${x2}`,
          label: `x2 = ${x2} ms`,
          x: x2,
          replications: (lossy ? seeds(TSANG_RENO_REPLICATIONS) : [1]).map((seed) => tsangScenario(flow, x2, seed)),
          paper: tsangPaper(id, x2),
          ...(lossy ? { replicate: (seed: number) => tsangScenario(flow, x2, seed) } : {}),
        }),
      ),
    };
  });
  return {
    id: 'tsang-two-flows',
    number: 1,
    title: 'Tsang & Chang: two flows, RTT bias',
    paper: '000',
    setup:
      'Flows S1→D1 (access 1 ms) and S2→D2 (access x2) share a 1.5 Mb/s, 1 ms RED bottleneck (15/45, maxP 0.1, weight 0.002, buffer 100); 10 Mb/s access and egress links (egress 1 ms), receiver window 30, 1000 B packets, 40 B ACKs, 60 s, both starting at 0; goodput over 0–60 s.',
    choices: [
      'Vegas lines run once per point: with simultaneous starts and no losses both simulators are deterministic (the random RED drop and the random boot_time_ of ns-2 never come into play).',
      `Reno/Reno is lossy (RED drops decide it) and RED draws differ between the simulators, so it is compared as means over ${TSANG_RENO_REPLICATIONS} seeds per point (start times stay simultaneous) against the lossy target.`,
      `${paperCiteAtStart('000')} measures "after the simulation has started for 10 ms"; we measure from 0 s (the difference is one packet or less).`,
    ],
    configs,
  };
}

// ---------------------------------------------------------------- case 2: Reno vs Vegas, slow link (paper 002)

export const SLOW_LINK_REPLICATIONS = 10;

type QueueInput = NonNullable<NonNullable<ScenarioInput['bottleneck']>['queue']>;

export function slowLinkScenario(queue: QueueInput, seed: number): ScenarioInput {
  const edge = { rateBps: 2_000_000, delaySec: 0.01 };
  const spread = { mode: 'random' as const, startSec: [0, 1] as [number, number] };
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `Reno vs Vegas on a 0.3 Mb/s, 200 ms bottleneck (${paperCite('002')})`,
    seed,
    durationSec: 200,
    packetSizeBytes: 552,
    ackSizeBytes: 40,
    bottleneck: { rateBps: 300_000, delaySec: 0.2, bufferPackets: 10, queue },
    flows: [
      { variant: 'reno', name: 'Reno', access: edge, egress: edge, spread },
      { variant: 'vegas', name: 'Vegas', alpha: 1, beta: 3, gamma: 1, access: edge, egress: edge, spread },
    ],
  };
}

/** Reno against Vegas on the slow long link with `queue`, buffer 10, over SLOW_LINK_REPLICATIONS seeds. */
function slowLinkConfig(id: string, label: string, queue: QueueInput): ValidationConfig {
  return {
    id,
    label,
    target: 'lossy',
    classBy: 'variant',
    classes: ['Reno', 'Vegas'],
    points: [
      {
        id: 'b10',
        label: 'buffer 10',
        x: 10,
        replications: seeds(SLOW_LINK_REPLICATIONS).map((s) => slowLinkScenario(queue, s)),
        replicate: (s: number) => slowLinkScenario(queue, s),
      },
    ],
  };
}

function slowLinkCase(): ValidationCase {
  const queues = [
    { id: 'droptail', label: 'DropTail', queue: { kind: 'droptail' } as const },
    { id: 'red-5-6', label: 'RED 5/6', queue: red(5, 6) },
    { id: 'red-2-6', label: 'RED 2/6', queue: red(2, 6) },
  ];
  return {
    id: 'reno-vegas-slow-link',
    number: 2,
    title: 'Reno vs Vegas on a slow long link',
    paper: '002',
    setup:
      'One Reno and one Vegas (α=1, β=3) flow, 2 Mb/s 10 ms access and egress links, a 0.3 Mb/s 200 ms bottleneck with a 10-packet buffer, 552 B packets, 40 B ACKs, no receiver-window limit, 200 s; DropTail, RED 5/6 and RED 2/6; goodput over 0–200 s.',
    choices: [
      `${SLOW_LINK_REPLICATIONS} replications per queue: seeds 1–${SLOW_LINK_REPLICATIONS}, each flow's start drawn uniformly in [0, 1] s from the seed (the same start times go to ns-2).`,
      `RED maxP 0.1 and weight 0.002 (classic RED; ${paperCite('002')} gives only the thresholds, which its text copy garbles as "S" and "0.6").`,
      `${paperCiteAtStart('002')} sets an 8000-byte advertised window; this case sets no receiver-window limit (window 10000 packets in both simulators).`,
      `${paperCiteAtStart('002')} gives its results only as figures (window traces, buffer occupancy, average throughput), with no readable numbers: the paper column is empty. Its claims: under DropTail Reno gets more than Vegas; RED narrows the gap.`,
    ],
    configs: queues.map(({ id, label, queue }) => slowLinkConfig(id, label, queue)),
  };
}

// ---------------------------------------------------------------- case 3: De Vendictis & Baiocchi (paper 001)

export const DEVENDICTIS_BUFFERS = [5, 10, 15, 20, 25, 30, 40, 50];
export const DEVENDICTIS_REPLICATIONS = 6;
const MU_PKT_PER_SEC = 1080;
const DV_PACKET_BYTES = 500;
const DV_RTT_SEC = 0.05;

export function deVendictisScenario(bufferPackets: number, seed: number): ScenarioInput {
  const base = PRESETS['devendictis-vegas-reno'] as ScenarioInput;
  const spread = { mode: 'random' as const, startSec: [0, 1] as [number, number] };
  return {
    ...base,
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `De Vendictis & Baiocchi: Vegas (α=β=3) and Reno, buffer ${bufferPackets}`,
    description: undefined,
    seed,
    bottleneck: { ...base.bottleneck!, bufferPackets },
    flows: base.flows.map((f) => ({ ...(f as object), spread }) as ScenarioInput['flows'][number]),
  };
}

function deVendictisPaper(B: number): PaperPoint {
  const m = deVendictisThroughput({ muPktPerSec: MU_PKT_PER_SEC, rttSec: DV_RTT_SEC, bufferPackets: B, alpha: 3, lambda: 0.75 });
  const bps = (pps: number) => pps * DV_PACKET_BYTES * 8;
  const quoted = DEVENDICTIS_QUOTED_RATIO[B];
  return {
    goodputBps: { Vegas: bps(m.vegasPktPerSec), Reno: bps(m.renoPktPerSec) },
    ...(quoted !== undefined ? { ratio: { label: 'Vegas/Reno (model, quoted in the text)', value: quoted } } : {}),
    source: `closed-form model (section 3${m.regime === 'below-threshold' ? ', Appendix A' : ''}) evaluated by us with T = 50 ms, λ = 3/4: indicative only (see the case notes)`,
  };
}

function deVendictisCase(): ValidationCase {
  return {
    id: 'devendictis-vegas-reno',
    number: 3,
    title: 'De Vendictis & Baiocchi: one Vegas and one Reno against the buffer',
    paper: '001',
    setup:
      'One Vegas (α=β=3) and one Reno flow on a drop-tail bottleneck of 1080 packets/s of 500 B (4.32 Mb/s, 20 ms), 100 Mb/s access (4 ms) and egress (1 ms) links: 50 ms round-trip propagation; buffer B from 5 to 50 packets, 600 s, goodput over 200–600 s.',
    choices: [
      `${DEVENDICTIS_REPLICATIONS} replications per buffer: seeds 1–${DEVENDICTIS_REPLICATIONS}, start times uniform in [0, 1] s (the paper starts both at 0; exactly simultaneous starts on a drop-tail queue make single runs phase-locked).`,
      'Receiver window unlimited (10000 packets), as the model assumes.',
      "The paper's simulated curves are in its Fig. 3, which the text copy does not contain: the paper column shows its closed-form model evaluated by us (src/experiments/validation/devendictisModel.ts) and the two model ratios its text quotes.",
    ],
    configs: [
      {
        id: 'vegas-reno-droptail',
        label: 'Vegas α=β=3 vs Reno, DropTail',
        target: 'lossy',
        classBy: 'variant',
        classes: ['Vegas', 'Reno'],
        points: DEVENDICTIS_BUFFERS.map((B) => ({
          id: `b${B}`,
          label: `B = ${B}`,
          x: B,
          replications: seeds(DEVENDICTIS_REPLICATIONS).map((s) => deVendictisScenario(B, s)),
          replicate: (s: number) => deVendictisScenario(B, s),
          paper: deVendictisPaper(B),
        })),
      },
    ],
  };
}

// ---------------------------------------------------------------- case 4: Tsang & Chang, 30-flow mixes

export const MIX_SHARES = [30, 50, 70];
export const MIX_REPLICATIONS = 6;
const MIX_FLOWS = 30;

export function mixScenario(vegasPercent: number, alpha: 1 | 3, redTh: [number, number], seed: number): ScenarioInput {
  const base = PRESETS['tsang-mix-30'] as ScenarioInput;
  const nVegas = Math.round((MIX_FLOWS * vegasPercent) / 100);
  const edge = { rateBps: 100_000_000, delaySec: 0.004 };
  const egress = { rateBps: 100_000_000, delaySec: 0.001 };
  const spread = { mode: 'random' as const, accessDelaySec: [0.004, 0.044] as [number, number], startSec: [0, 2] as [number, number] };
  return {
    ...base,
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `30 flows, ${vegasPercent} % Vegas (α=${alpha}, β=3), RED ${redTh[0]}/${redTh[1]}`,
    description: undefined,
    seed,
    bottleneck: { ...base.bottleneck!, queue: red(redTh[0], redTh[1]) },
    flows: [
      { variant: 'vegas', name: 'Vegas', count: nVegas, alpha, beta: 3, gamma: 1, access: edge, egress, spread },
      { variant: 'reno', name: 'Reno', count: MIX_FLOWS - nVegas, access: edge, egress, spread },
    ],
  };
}

function mixCase(): ValidationCase {
  const configs: ValidationConfig[] = [];
  for (const alpha of [3, 1] as const) {
    for (const th of [[54, 108], [5, 15]] as [number, number][]) {
      configs.push({
        id: `a${alpha}-red-${th[0]}-${th[1]}`,
        label: `${alpha === 3 ? 'Vegas α=β=3' : 'Vegas α=1 β=3'} + Reno, RED ${th[0]}/${th[1]}`,
        target: 'lossy',
        classBy: 'variant',
        classes: ['Vegas', 'Reno'],
        points: MIX_SHARES.map((pc) => {
          const t = TSANG_TABLE6_30[`a${alpha}-${th[0]}-${pc}`];
          return {
            id: `v${pc}`,
            label: `${pc} % Vegas`,
            x: pc,
            replications: seeds(MIX_REPLICATIONS).map((s) => mixScenario(pc, alpha, th, s)),
            replicate: (s: number) => mixScenario(pc, alpha, th, s),
            paper: {
              goodputBps: { Vegas: t.vegasBps, Reno: t.renoBps },
              jain: t.jain,
              source: `Table 6${alpha === 3 ? (th[0] === 54 ? 'a' : 'c') : th[0] === 54 ? 'b' : 'd'}, 30 flows, mean of 7 runs${alpha === 1 && th[0] === 54 && pc === 70 ? ' (garbled: the goodputs sum to 13.7 Mb/s on a 10 Mb/s link)' : ''}`,
            },
          };
        }),
      });
    }
  }
  return {
    id: 'tsang-mix-30',
    number: 4,
    title: 'Tsang & Chang: 30 flows, Vegas/Reno mixtures under RED',
    paper: '000',
    setup:
      '30 flows, 30/50/70 % Vegas (α=β=3, or α=1 β=3) and the rest Reno, on a 10 Mb/s, 5 ms RED bottleneck (54/108 or 5/15, maxP 0.1, weight 0.002) with a 150-packet buffer; 100 Mb/s access links with delays drawn in 4–44 ms and 1 ms egress links (round-trip propagation 20–100 ms), starts drawn in [0, 2] s, 1000 B packets, 60 s, goodput over 10–60 s.',
    choices: [
      `${MIX_REPLICATIONS} replications per point: seeds 1–${MIX_REPLICATIONS}, each drawing every flow's access delay and start time (the same values go to ns-2).`,
      `Access links 100 Mb/s (never a bottleneck) and no receiver-window limit; ${paperCite('000')} does not state either for this experiment.`,
      `${paperCiteAtStart('000')} averages seven runs per cell; its JFI is over all 30 flows, its goodputs are the mean per Vegas and per Reno flow.`,
    ],
    configs,
  };
}

// ---------------------------------------------------------------- case 5: NewReno vs Reno (paper 002)

/** Seeds per flow order of case 5: each seed runs with NewReno listed first and with Reno first. */
export const NEWRENO_SEEDS = 10;
const NR_PACKET_BYTES = 552;
/** Paper 002's 8 KB maximum window in 552-byte packets (ns-2's window_ is whole packets). */
const NR_WINDOW_PACKETS = Math.floor(8000 / NR_PACKET_BYTES);

type FlowOrder = 'newreno-first' | 'reno-first';

/** Replication r (1, 2, …) of case 5: seed ⌈r/2⌉, NewReno first for odd r, Reno first for even r. */
const newRenoReplication = (r: number): { seed: number; order: FlowOrder } => ({ seed: Math.ceil(r / 2), order: r % 2 === 1 ? 'newreno-first' : 'reno-first' });

/** Paper 002's single bottleneck: 0.7 Mb/s, 6 ms, DropTail buffer 20; 2 ms access and egress links (20 ms round trip). */
export function newRenoSingleScenario(seed: number, order: FlowOrder): ScenarioInput {
  const edge = { rateBps: 10_000_000, delaySec: 0.002 };
  const spread = { mode: 'random' as const, startSec: [0, 7] as [number, number] };
  const common = { maxWindowPackets: NR_WINDOW_PACKETS, access: edge, egress: edge, spread };
  const newreno = { variant: 'newreno' as const, name: 'NewReno', ...common };
  const reno = { variant: 'reno' as const, name: 'Reno', ...common };
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `NewReno vs Reno, one 0.7 Mb/s bottleneck (${paperCite('002')}), ${order}`,
    seed,
    durationSec: 200,
    packetSizeBytes: NR_PACKET_BYTES,
    ackSizeBytes: 40,
    measure: { fromSec: 10, toSec: 200 },
    bottleneck: { rateBps: 700_000, delaySec: 0.006, bufferPackets: 20, queue: { kind: 'droptail' } },
    flows: order === 'newreno-first' ? [newreno, reno] : [reno, newreno],
  };
}

/** UDP CBR rate of paper 002's NewReno experiments ("0.01Mbps"). */
const NR_CBR_BPS = 10_000;

/**
 * Paper 002's two bottlenecks in series: R1 → R2 → R3, each 0.3 Mb/s, 20 ms, DropTail buffer 10.
 * NewReno and Reno cross both; a Reno cross flow uses R1 → R2 and the UDP CBR flow R2 → R3.
 */
export function newRenoSeriesScenario(seed: number, order: FlowOrder): ScenarioInput {
  const edge = { rateBps: 10_000_000, delaySec: 0.002 };
  const link = { rateBps: 300_000, delaySec: 0.02, bufferPackets: 10, queue: { kind: 'droptail' as const } };
  const spread = { mode: 'random' as const, startSec: [0, 7] as [number, number] };
  const common = { maxWindowPackets: NR_WINDOW_PACKETS, access: edge, egress: edge, spread };
  const newreno = { variant: 'newreno' as const, name: 'NewReno', ...common };
  const reno = { variant: 'reno' as const, name: 'Reno', ...common };
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `NewReno vs Reno, two 0.3 Mb/s bottlenecks in series (${paperCite('002')}), ${order}`,
    seed,
    durationSec: 200,
    packetSizeBytes: NR_PACKET_BYTES,
    ackSizeBytes: 40,
    measure: { fromSec: 10, toSec: 200 },
    bottleneck: link,
    series: [link],
    flows: [
      ...(order === 'newreno-first' ? [newreno, reno] : [reno, newreno]),
      { variant: 'reno', name: 'Reno cross', path: { fromRouter: 1, toRouter: 2 }, ...common },
      { variant: 'cbr', name: 'CBR', rateBps: NR_CBR_BPS, path: { fromRouter: 2, toRouter: 3 }, access: { rateBps: 10_000_000, delaySec: 0.007 }, egress: edge },
    ],
  };
}

function newRenoCase(): ValidationCase {
  const reps = Array.from({ length: 2 * NEWRENO_SEEDS }, (_, i) => newRenoReplication(i + 1));
  const config = (id: 'single' | 'series', label: string, make: (seed: number, order: FlowOrder) => ScenarioInput, x: number): ValidationConfig => ({
    id,
    label,
    target: 'lossy',
    classBy: 'flow',
    classes: ['NewReno', 'Reno'],
    jainOver: ['NewReno', 'Reno'],
    ratio: { num: 'NewReno', den: 'Reno' },
    points: [
      {
        id: 'p',
        label: id === 'single' ? '0.7 Mb/s, buffer 20' : '2 × 0.3 Mb/s, buffer 10',
        x,
        replications: reps.map(({ seed, order }) => make(seed, order)),
        replicate: (r: number) => {
          const { seed, order } = newRenoReplication(r);
          return make(seed, order);
        },
        paper: {
          ratio: { label: 'NewReno/Reno throughput (text)', value: (NEWRENO_RENO_RATIO[id].range[0] + NEWRENO_RENO_RATIO[id].range[1]) / 2, range: NEWRENO_RENO_RATIO[id].range },
          source: `${paperCite('002')}'s text: ${NEWRENO_RENO_RATIO[id].quote}`,
        },
      },
    ],
  });
  return {
    id: 'newreno-reno',
    number: 5,
    title: 'NewReno vs Reno on one bottleneck and on two in series',
    paper: '002',
    setup:
      'One NewReno and one Reno flow, 552 B packets, 40 B ACKs, maximum window 8 KB (14 packets), starts drawn uniformly in [0, 7] s, 200 s, goodput over 10–200 s. Single bottleneck: 0.7 Mb/s, 6 ms, DropTail buffer 20, 10 Mb/s 2 ms access and egress links (20 ms round-trip propagation). Two bottlenecks: R1 → R2 → R3, each 0.3 Mb/s, 20 ms, DropTail buffer 10; NewReno and Reno cross both, a Reno cross flow crosses only R1 → R2 and a 10 kb/s UDP CBR flow (7 ms access link) only R2 → R3.',
    choices: [
      `${NEWRENO_SEEDS} seeds × both flow orders (NewReno listed first, then Reno first) = ${2 * NEWRENO_SEEDS} replications per set-up: on a drop-tail queue whichever flow gets ahead keeps the advantage, and the order decides ties, so both orders go into every mean.`,
      `${paperCiteAtStart('002')} gives the bottleneck rates (0.7–2 Mb/s) and delays (1–20 ms) as ranges; the DropTail run it reports is 0.7 Mb/s, buffer 20, 20 ms round trip, which we build as a 6 ms bottleneck between 2 ms access and egress links. Its 25-flow RED variant is not part of this case.`,
      'The UDP CBR flow runs at the paper\'s 0.01 Mb/s but with the scenario\'s 552-byte packets (the paper: 1 KB); at 3 % of a 0.3 Mb/s link it barely matters. The JFI is over the NewReno and Reno flows only (not the cross traffic).',
      `${paperCiteAtStart('002')} gives its results only as figures and the text's percentages: the paper column shows the ratio range the text states.`,
    ],
    configs: [
      config('single', 'Single bottleneck, DropTail 0.7 Mb/s', newRenoSingleScenario, 1),
      config('series', 'Two bottlenecks in series with cross traffic', newRenoSeriesScenario, 2),
    ],
  };
}

// ---------------------------------------------------------------- case 6: Brakmo & Peterson one-on-one (paper 004)

export type BrakmoPairing = keyof typeof BRAKMO_TABLE1;
export const BRAKMO_PAIRINGS: BrakmoPairing[] = ['reno/reno', 'reno/vegas', 'vegas/reno', 'vegas/vegas'];
const KB = 1024;

/**
 * Seeds per run: the seed draws each agent's tick-clock phase (ns-2 boot_time_), which decides
 * whole-tick RTOs and, in some runs, which of two quite different courses a transfer takes.
 */
export const BRAKMO_SEEDS = 5;

/** The paper's runs (buffers 15 and 20, the small transfer 0–2.5 s after the large) and the lab's added set (buffers 10 and 15, 0.5–3 s). */
export const BRAKMO_SETS = {
  paper: { buffers: [15, 20], delaysSec: [0, 0.5, 1, 1.5, 2, 2.5] },
  issue: { buffers: [10, 15], delaysSec: [0.5, 1, 1.5, 2, 2.5, 3] },
} as const;

/**
 * Paper 004's one-on-one experiment: a 1 MB transfer from t = 0 and a 300 KB one from `delaySec`,
 * over a 200 KB/s (1.6384 Mb/s), 50 ms DropTail bottleneck; 1 KB segments, 50 KB send buffer.
 */
export function brakmoScenario(pairing: BrakmoPairing, bufferPackets: number, delaySec: number, seed = 1): ScenarioInput {
  const [small, large] = pairing.split('/') as ('reno' | 'vegas')[];
  const edge = { rateBps: 10_000_000, delaySec: 0.001 };
  const flow = (variant: 'reno' | 'vegas', name: string, bytes: number, startSec: number) =>
    variant === 'vegas'
      ? { variant, name, bytes, startSec, maxWindowPackets: 50, alpha: 1, beta: 3, gamma: 1, access: edge, egress: edge }
      : { variant, name, bytes, startSec, maxWindowPackets: 50, access: edge, egress: edge };
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `Brakmo & Peterson one-on-one: 300 KB ${small} inside 1 MB ${large}, buffer ${bufferPackets}, delay ${delaySec} s`,
    seed,
    durationSec: 60,
    packetSizeBytes: KB,
    ackSizeBytes: 40,
    bottleneck: { rateBps: 200 * KB * 8, delaySec: 0.05, bufferPackets, queue: { kind: 'droptail' } },
    flows: [flow(large, '1 MB', 1024 * KB, 0), flow(small, '300 KB', 300 * KB, delaySec)],
  };
}

function brakmoCase(): ValidationCase {
  const label = (v: string) => (v === 'reno' ? 'Reno' : 'Vegas');
  return {
    id: 'brakmo-one-on-one',
    number: 6,
    title: 'Brakmo & Peterson: one-on-one transfers',
    paper: '004',
    setup:
      'A 1 MB transfer starts at 0 s and a 300 KB transfer a few seconds later on a 200 KB/s (1.6384 Mb/s), 50 ms DropTail bottleneck behind 10 Mb/s 1 ms access and egress links; 1 KB segments, 40 B ACKs, a 50 KB send buffer (window 50 segments), Vegas α=1 β=3 γ=1. Each transfer\'s throughput is its size over (completion − start), in KB/s of 1024 bytes; retransmitted KB = retransmitted segments × 1 KB.',
    choices: [
      `${paperCiteAtStart('004')} averages 12 runs: "15 and 20 buffers in the routers and the delay before starting the smaller transfer increasing from 0 to 2.5 seconds"; this case adds buffers 10 and 15 and delays of 0.5–3 s. Both sets run (12 runs each: 2 buffers × 6 delays in 0.5 s steps), each against the paper's Table 1.`,
      `Each of the 12 runs is replicated over ${BRAKMO_SEEDS} seeds (${12 * BRAKMO_SEEDS} replications per point). Nothing else in these runs is random, but each TCP agent's RTT clock starts at a random point of a 10 ms tick (ns-2 boot_time_, modelled in the ns2 profile), which moves RTOs by whole ticks and sends some runs one of two ways (see the findings); with one seed the comparison would rest on one draw of each simulator's clocks.`,
      'The paper\'s network (its Fig. 6) is lost in the text copy: access links of 10 Mb/s and 1 ms are our choice. The paper ran the x-kernel simulator with the original Vegas (and its spike suppression, which neither ns-2 nor we model); ns-2.35 and we run ns-2\'s Reno and Vegas agents.',
      'The JFI is over the two transfers\' throughputs.',
    ],
    configs: BRAKMO_PAIRINGS.map((pairing): ValidationConfig => {
      const [small, large] = pairing.split('/');
      const t = BRAKMO_TABLE1[pairing];
      return {
        id: pairing.replace('/', '-'),
        label: `${label(small)}/${label(large)}: 300 KB ${label(small)} inside 1 MB ${label(large)}`,
        target: 'lossy',
        classBy: 'flow',
        classes: ['300 KB', '1 MB'],
        metric: 'transfer',
        jainOver: ['300 KB', '1 MB'],
        points: (['paper', 'issue'] as const).map((set, k) => {
          const { buffers, delaysSec } = BRAKMO_SETS[set];
          return {
            id: set,
            label: `buffers ${buffers.join(', ')}; delays ${delaysSec[0]}–${delaysSec[delaysSec.length - 1]} s`,
            x: k,
            replications: buffers.flatMap((b) => delaysSec.flatMap((d) => seeds(BRAKMO_SEEDS).map((seed) => brakmoScenario(pairing, b, d, seed)))),
            paper: {
              goodputBps: { '300 KB': t.smallKBps * KB * 8, '1 MB': t.largeKBps * KB * 8 },
              retransmittedKB: { '300 KB': t.smallRetxKB, '1 MB': t.largeRetxKB },
              source: 'Table 1 (means of 12 runs: buffers 15 and 20, delays 0–2.5 s)',
            },
          };
        }),
      };
    }),
  };
}

// ---------------------------------------------------------------- case 7: Vegas+ (paper 003)

export const VEGAS_PLUS_FLOWS = [2, 5, 10, 15, 20];
export const VEGAS_PLUS_SEEDS = 10;
/**
 * Seeds of the plain-Vegas line, the one compared with ns-2: with 10, replication noise alone is
 * about ±0.02 on the JFI difference at 10 flows (one standard error), most of the 0.03 target.
 */
export const VEGAS_PLUS_NS2_SEEDS = 20;

/**
 * Paper 003's dumbbell: N flows, ⌊N/2⌋ of them Vegas (or Vegas+) and the rest Reno, on 20 Mb/s,
 * 5 ms point-to-point links, a 100-packet DropTail bottleneck; 60 s, goodput over 10–60 s.
 */
export function vegasPlusScenario(variant: 'vegas' | 'vegas-plus', flows: number, seed: number): ScenarioInput {
  const edge = { rateBps: 20_000_000, delaySec: 0.005 };
  const spread = { mode: 'random' as const, startSec: [0, 1] as [number, number] };
  const nVegas = Math.floor(flows / 2);
  const vegas =
    variant === 'vegas'
      ? { variant, name: 'Vegas', count: nVegas, alpha: 1, beta: 3, gamma: 1, access: edge, egress: edge, spread }
      : { variant, name: 'Vegas+', count: nVegas, alpha: 1, beta: 3, gamma: 1, countMax: 5, access: edge, egress: edge, spread };
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `${flows} flows: ${nVegas} ${variant === 'vegas' ? 'Vegas' : 'Vegas+'} and ${flows - nVegas} Reno (${paperCite('003')})`,
    seed,
    durationSec: 60,
    packetSizeBytes: 1000,
    ackSizeBytes: 40,
    measure: { fromSec: 10, toSec: 60 },
    bottleneck: { rateBps: 20_000_000, delaySec: 0.005, bufferPackets: 100, queue: { kind: 'droptail' } },
    flows: [vegas, { variant: 'reno', name: 'Reno', count: flows - nVegas, access: edge, egress: edge, spread }],
  };
}

function vegasPlusCase(): ValidationCase {
  const config = (variant: 'vegas' | 'vegas-plus'): ValidationConfig => ({
    id: variant,
    label: variant === 'vegas' ? 'Vegas (α=1 β=3) with Reno' : 'Vegas+ (countMax 5) with Reno',
    target: variant === 'vegas' ? 'lossy' : 'none',
    classBy: 'variant',
    classes: [variant === 'vegas' ? 'Vegas' : 'Vegas+', 'Reno'],
    ratio: { num: variant === 'vegas' ? 'Vegas' : 'Vegas+', den: 'Reno' },
    points: VEGAS_PLUS_FLOWS.map((n) => ({
      id: `n${n}`,
      label: `${n} flows`,
      x: n,
      replications: seeds(variant === 'vegas' ? VEGAS_PLUS_NS2_SEEDS : VEGAS_PLUS_SEEDS).map((s) => vegasPlusScenario(variant, n, s)),
      replicate: (s: number) => vegasPlusScenario(variant, n, s),
      paper: { jain: VEGAS_PLUS_JFI[n][variant === 'vegas' ? 'vegas' : 'vegasPlus'], source: 'the "Fairness Improvement" table (JFI, 10 seeds)' },
    })),
  });
  return {
    id: 'vegas-plus',
    number: 7,
    title: 'Vegas+ against Reno (our engine; ns-2 has no Vegas+)',
    paper: '003',
    setup:
      'N = 2, 5, 10, 15, 20 flows, ⌊N/2⌋ Vegas (α=1 β=3) or Vegas+ (countMax 5) and the rest Reno, on 20 Mb/s, 5 ms links throughout (access, bottleneck and egress), a 100-packet DropTail bottleneck, 1000 B packets, starts drawn in [0, 1] s, 60 s, goodput over 10–60 s; JFI over all N flows.',
    choices: [
      `${VEGAS_PLUS_SEEDS} seeds per point for Vegas+, as the paper; ${VEGAS_PLUS_NS2_SEEDS} for the plain-Vegas line, which is compared with ns-2: there the Vegas class's goodput varies by up to 25 % between seeds (one Vegas flow can be shut out for the whole run), and with 10 seeds replication noise alone is about ±0.02 on the JFI difference, most of the 0.03 target.`,
      `${paperCiteAtStart('003')} is a course project's write-up: it states 20 Mb/s, 5 ms point-to-point links, buffers of 50–500 packets, 2–20 flows and 30–300 s, but not the bottleneck rate, buffer, split of the flows or its counter rule beyond a code excerpt. The bottleneck at 20 Mb/s, buffer 100, ⌊N/2⌋ Vegas flows and 60 s are our choices.`,
      'ns-2.35 has no Vegas+ agent: the Vegas+ line is our engine beside the paper\'s JFI, not judged; the plain-Vegas line is compared with ns-2 like every other lossy case.',
      'The Vegas/Reno and Vegas+/Reno columns are the ratio of the mean goodput of a flow of each class; the paper reports a 21.6 % share for Vegas and 48.7 % for Vegas+ "when competing".',
    ],
    configs: [config('vegas'), config('vegas-plus')],
  };
}

// ---------------------------------------------------------------- case 8: fair queueing (DRR)

/** Replications of case 8's set-ups at two round-trip times: the flows' starts drawn in [0, 1] s from the seed. */
export const DRR_SEEDS = 8;

/**
 * Flows of the given variants at each of two round-trip times (10 ms or 60 ms access links) on a
 * 2 Mb/s, 20 ms DRR bottleneck; 1000 B packets, 100 s, goodput over 20–100 s.
 */
export function drrRttScenario(variants: readonly ('reno' | 'newreno' | 'vegas')[], bufferPackets: number, quantumBytes: number, seed: number): ScenarioInput {
  const spread = { mode: 'random' as const, startSec: [0, 1] as [number, number] };
  const egress = { rateBps: 10_000_000, delaySec: 0.001 };
  const names = { reno: 'Reno', newreno: 'NewReno', vegas: 'Vegas' } as const;
  return {
    ...NS2_AS_THE_PAPERS_RAN_IT,
    title: `DRR (quantum ${quantumBytes} B, buffer ${bufferPackets}): ${variants.map((v) => names[v]).join(', ')} at 10 and 60 ms access delays`,
    seed,
    durationSec: 100,
    packetSizeBytes: 1000,
    ackSizeBytes: 40,
    measure: { fromSec: 20, toSec: 100 },
    bottleneck: { rateBps: 2_000_000, delaySec: 0.02, bufferPackets, queue: { kind: 'drr', quantumBytes } },
    flows: [0.01, 0.06].flatMap((delaySec) =>
      variants.map((variant) => ({
        variant,
        name: `${names[variant]} ${delaySec * 1000} ms`,
        ...(variant === 'vegas' ? { alpha: 1, beta: 3, gamma: 1 } : {}),
        access: { rateBps: 10_000_000, delaySec },
        egress,
        spread,
      })),
    ),
  };
}

function drrCase(): ValidationCase {
  const rtt = (id: string, label: string, variants: readonly ('reno' | 'newreno' | 'vegas')[], bufferPackets: number, quantumBytes: number): ValidationConfig => ({
    id,
    label,
    target: 'lossy',
    classBy: 'flow',
    classes: drrRttScenario(variants, bufferPackets, quantumBytes, 1).flows!.map((f) => f.name!),
    points: [
      {
        id: `b${bufferPackets}`,
        label: `buffer ${bufferPackets}`,
        x: bufferPackets,
        replications: seeds(DRR_SEEDS).map((s) => drrRttScenario(variants, bufferPackets, quantumBytes, s)),
        replicate: (s: number) => drrRttScenario(variants, bufferPackets, quantumBytes, s),
      },
    ],
  });
  // One 552 + 40-byte packet per turn on case 2's slow long link.
  const slowLink = slowLinkConfig('slow-link', 'Reno and Vegas on the slow long link, quantum 592 B', { kind: 'drr', quantumBytes: 592 });
  return {
    id: 'drr',
    number: 8,
    title: `Fair queueing (DRR) in ns-2.35 (beyond ${paperCite('002')})`,
    paper: '002',
    setup:
      "ns-2.35's Queue/DRR at the bottleneck. Case 2's slow long link (one Reno and one Vegas flow, 0.3 Mb/s, 200 ms, buffer 10, 552 B packets, 200 s) with a quantum of one packet (592 B on the wire). Flows at two round-trip times (10 Mb/s access links of 10 or 60 ms, 1 ms egress) on a 2 Mb/s, 20 ms bottleneck, 1000 B packets, 40 B ACKs, 100 s, goodput over 20–100 s: two Reno flows with a 10-packet buffer and a quantum of half a packet; Reno, NewReno and Vegas (α=1, β=3) at each delay with a 30-packet buffer and a 500 B quantum.",
    choices: [
      `Replications: ${SLOW_LINK_REPLICATIONS} on the slow long link, as case 2, and ${DRR_SEEDS} at two round-trip times; each flow's start drawn uniformly in [0, 1] s from the seed (the same start times go to ns-2).`,
      'A quantum below the packet size makes a flow wait more than one round for its next packet, so which flows are in the round when the line frees decides who sends: ns-2\'s queue resumes at the end of every transmission, after the arrivals of that instant that were on their way before it started. Our link does the same in the ns2 profile (src/sim/MODEL.md, "Event order at equal times").',
      `${paperCiteAtStart('002')} runs DropTail and RED only; fair queueing is the course's next step (the lesson "Fair queueing ends the Reno–Vegas war").`,
    ],
    configs: [slowLink, rtt('reno-2', '2 Reno, quantum 500 B', ['reno'], 10, 500), rtt('mix-6', 'Reno, NewReno and Vegas, quantum 500 B', ['reno', 'newreno', 'vegas'], 30, 500)],
  };
}

/** Every case of the validation, in report order. */
export function validationCases(): ValidationCase[] {
  return [tsangCase(), slowLinkCase(), deVendictisCase(), mixCase(), newRenoCase(), brakmoCase(), vegasPlusCase(), drrCase()];
}
