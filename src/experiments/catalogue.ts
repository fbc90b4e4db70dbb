// The papers' experiments, as the experiments page and `npm run sweep` run them: each is a
// validation case (validation/validationCases.ts: the same scenarios go to ns-2) seen as a sweep,
// with its question, the measures and figure the paper drew, a quick grid for the browser and the
// paper's (or the validation's) full one. Ids are stable: links and the CLI name them.
import type { QueueConfig, ScenarioInput } from '../sim/scenario/Scenario';
import { MODEL_SOURCES, type MeasureKey } from './measures';
import { paperCite } from './papers';
import type { SweepPlan } from './sweep';
import { jainEqualShare, jainRange } from './theory/jainBounds';
import { vegasEquilibrium, vegasJainLowerBound } from './theory/vegasEquilibrium';
import { bufferThreshold, deVendictisThroughput } from './validation/devendictisModel';
import type { ClassBy, PaperPoint, ValidationCase, ValidationConfig, ValidationPoint } from './validation/types';
import { MIX_SHARES, validationCases } from './validation/validationCases';

export type Profile = 'ns2' | 'standard';

export interface ExperimentPoint {
  id: string;
  x: number;
  label: string;
  paper?: PaperPoint;
  /** Replication r (1 …) of the point, in the ns2 profile (as the validation runs it). */
  scenario: (r: number) => ScenarioInput;
  reps: { quick: number; full: number };
}

export interface ExperimentSeries {
  /** The validation configuration's id (its ns-2 values are under it in the report). */
  id: string;
  label: string;
  classBy: ClassBy;
  jainOver?: string[];
  points: ExperimentPoint[];
}

/** One chart of the figure: a line (or bar) per series and measure. */
export interface Panel {
  title: string;
  measures: MeasureKey[];
  /** Axis label of the values. */
  yLabel: string;
  /** Only these series (configuration ids), e.g. the Vegas lines under a Vegas model; absent: all. */
  series?: string[];
  /** Under the panel: what a model drawn on it assumes, and how far the measurements are from it. */
  caption?: string;
}

/** A closed-form curve drawn over a panel, for one measure. */
export interface ModelCurve {
  label: string;
  measure: MeasureKey;
  points: { x: number; y: number }[];
  source: string;
}

export interface Experiment {
  id: string;
  title: string;
  /** Paper file prefix (shared/papers) and where in it. */
  paper: string;
  source: string;
  question: string;
  /** The validation case whose scenarios these are (and whose report holds ns-2's values); null: none, no ns-2 values. */
  caseId: string | null;
  setup: string;
  choices: string[];
  figure: {
    /** 'lines' over a numeric x; 'bars' grouped by series (one point per series). */
    kind: 'lines' | 'bars';
    xLabel: string;
    panels: Panel[];
    models?: ModelCurve[];
    /** Vertical markers (e.g. De Vendictis's B_th). */
    markers?: { x: number; label: string }[];
  };
  series: ExperimentSeries[];
  /**
   * The engine profiles it runs in, the first by default. Absent: ns2 first, with the standard
   * profile beside it on request (the papers' experiments, run as ns-2.35 ran them). An experiment
   * whose flows need what the ns2 profile lacks (SACK, ECN) names only 'standard'.
   */
  profiles?: readonly Profile[];
  /**
   * Measured reasons for a disagreement, each shown only when the results on screen disagree:
   * `paper`, why ours and ns-2.35 differ from the paper; `model`, why a model is far from both
   * (evidence in the validation report).
   */
  reasons?: { paper?: string; model?: string };
}

export interface RunSettings {
  /** The paper's (or the validation's) full replications, else the quick grid. */
  full: boolean;
  /** Profiles to run; more than one draws them side by side. */
  profiles: Profile[];
  /** Only these series (configuration ids); absent: all. */
  series?: string[];
}

export const DEFAULT_SETTINGS: RunSettings = { full: false, profiles: ['ns2'] };

/** The profiles experiment `e` can run in, its default first. */
export const experimentProfiles = (e: Experiment): readonly Profile[] => e.profiles ?? ['ns2', 'standard'];

/** The profile `e` runs in unless asked for another. */
export const defaultProfile = (e: Experiment): Profile => experimentProfiles(e)[0];

/** `settings` as `e` can run them: only the profiles it runs in (its default when none of the asked ones is). */
export function settingsFor(e: Experiment, settings: RunSettings = DEFAULT_SETTINGS): RunSettings {
  const allowed = experimentProfiles(e);
  const profiles = settings.profiles.filter((p) => allowed.includes(p));
  return { ...settings, profiles: profiles.length ? profiles : [defaultProfile(e)] };
}

/**
 * Jain's index lies between 1/n (one of n flows takes everything) and 1 (all equal): Jain, Chiu &
 * Hawe (1984). The lower bound over x, for n flows at each x.
 */
export function jainLowerBound(xs: readonly number[], flows: (x: number) => number): ModelCurve {
  return {
    label: "JFI's lower bound 1/n",
    measure: 'jain',
    points: xs.map((x) => ({ x, y: jainRange(flows(x)).lower })),
    source: "Jain's fairness index is at least 1/n for n flows (one flow gets everything); Jain, Chiu & Hawe 1984",
  };
}

/**
 * The lowest JFI n Vegas flows with thresholds α, β settle at when their BaseRTTs are exact (Tsang's
 * α_j anywhere in [α, β], rates ∝ α_j; theory/vegasEquilibrium.ts): 0.8 for two flows with α=1, β=3.
 */
export function vegasJainBound(xs: readonly number[], alpha: number, beta: number, flows = 2): ModelCurve {
  const y = vegasJainLowerBound(alpha, beta, flows);
  return {
    label: `Vegas α=${alpha} β=${beta} equilibrium: JFI ≥ ${Number(y.toFixed(3))}`,
    measure: 'jain',
    points: xs.map((x) => ({ x, y })),
    source: `${paperCite('000')}, section 4: each Vegas flow keeps α_j ∈ [α, β] packets queued and its rate is ∝ α_j (x_j = 0), so ${flows} flows split at worst β : α`,
  };
}

/**
 * J if one class got nothing and the rest shared equally: k/n with k the flows left (theory/jainBounds.ts).
 * With a share of the flows starved, the index cannot be lower than this while the others are equal.
 */
export function jainStarvedCurve(xs: readonly number[], flows: (x: number) => number, sharing: (x: number) => number, who: string): ModelCurve {
  return {
    label: `J if the ${who} got nothing: k/n`,
    measure: 'jain',
    points: xs.map((x) => ({ x, y: jainEqualShare(sharing(x), flows(x)) })),
    source: `k of n flows sharing equally and the other n − k (the ${who}) getting nothing give J = k/n; Jain, Chiu & Hawe 1984`,
  };
}

/** Low, Peterson & Wang's queue Σα_j for `flows` Vegas flows each keeping α_j = 1, 2, 3 packets (theory/vegasEquilibrium.ts). */
export function vegasQueueLines(xs: readonly number[], flows: number): ModelCurve[] {
  const capacityPktPerSec = 1; // the queue Σα_j does not depend on it
  return [
    { per: 1, who: 'δ = 1; α = 1' },
    { per: 2, who: 'δ = 2' },
    { per: 3, who: 'δ = 3; β = 3' },
  ].map(({ per, who }) => {
    const q = vegasEquilibrium(capacityPktPerSec, Array.from({ length: flows }, () => per)).queuePackets;
    return {
      label: `Σα_j = ${q} (${who})`,
      measure: 'queue',
      points: xs.map((x) => ({ x, y: q })),
      source: `Low, Peterson & Wang 2002: ${flows} Vegas flows keeping α_j = ${per} packets each hold ${q} packets in the queue`,
    };
  });
}

/**
 * A validation case's text as a student reads it: papers cited by authors and year rather than
 * by file number, and source paths left to the page's fold for researchers.
 */
export function forStudents(text: string): string {
  return text
    .replace(/\s*\((?:src|tests)\/[^()\s]+\)/g, '')
    .replace(/\b([Pp])aper (00\d)('s)?/g, (_m, p: string, id: string, s?: string) => {
      const cite = paperCite(id);
      // "Paper 002 sets …" starts a sentence: so does its citation.
      return `${p === 'P' ? cite[0].toUpperCase() + cite.slice(1) : cite}${s ?? ''}`;
    });
}

const validationCase = (id: string): ValidationCase => {
  const c = validationCases().find((v) => v.id === id);
  if (!c) throw new Error(`no validation case ${id}`);
  return c;
};

/** A validation point as an experiment point: replication r is the case's own r-th. */
function point(p: ValidationPoint, quick: number, full = p.replications.length): ExperimentPoint {
  const n = p.replications.length;
  return {
    id: p.id,
    x: p.x,
    label: p.label,
    paper: p.paper,
    scenario: (r) => (r <= n ? p.replications[r - 1] : p.replicate ? p.replicate(r) : p.replications[(r - 1) % n]),
    reps: { quick: Math.min(quick, full), full: p.replicate ? full : Math.min(full, n) },
  };
}

function series(cfg: ValidationConfig, quick: number, full?: number, pick: (p: ValidationPoint) => boolean = () => true): ExperimentSeries {
  return {
    id: cfg.id,
    label: cfg.label,
    classBy: cfg.classBy,
    ...(cfg.jainOver ? { jainOver: cfg.jainOver } : {}),
    points: cfg.points.filter(pick).map((p) => point(p, quick, full)),
  };
}

function tsangFairnessVsDelay(): Experiment {
  const c = validationCase('tsang-two-flows');
  return {
    id: 'tsang-fairness-vs-delay',
    title: `Fairness against the difference in delay: ${paperCite('000')}, Tables 3 and 4`,
    paper: '000',
    source: 'Tables 3 and 4',
    question:
      'Two flows share a bottleneck; the second has x2 ms more access delay. How fair is the split as x2 grows, for Vegas α=1 β=3, Enhanced Vegas with δ = 1, 2, 3, and Reno?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: c.choices.map(forStudents),
    figure: {
      kind: 'lines',
      xLabel: 'x2, extra access delay of flow 2 (ms)',
      panels: [
        { title: "Jain's fairness index", measures: ['jain'], yLabel: 'JFI' },
        { title: 'Goodput of the long flow', measures: ['goodput:long'], yLabel: 'goodput (b/s)' },
        {
          title: 'The long Vegas α=1 β=3 flow against its equilibrium band',
          measures: ['goodput:long', 'vegasLow:long', 'vegasHigh:long'],
          yLabel: 'goodput (b/s)',
          series: ['vegas-1-3'],
          caption: `Model (hollow diamonds; dotted: α = 1, dash-dot: β = 3): ${MODEL_SOURCES.vegas} Here every flow starts on an empty queue, so BaseRTT is the propagation RTT (x_j = 0); the model says where the goodput may settle, not where it does.`,
        },
        {
          title: 'The long Enhanced Vegas flow against δ/(RTT − BaseRTT)',
          measures: ['goodput:long', 'vegasLow:long'],
          yLabel: 'goodput (b/s)',
          series: ['ev-1', 'ev-2', 'ev-3'],
          caption: `Model (hollow diamonds, dotted): ${MODEL_SOURCES.vegas} Enhanced Vegas has α = β = δ, so the band is one value, δ/(RTT − BaseRTT). Tsang & Chang (2003) find δ = 1 unstable (Tables 4–5): its window never settles, which the equilibrium assumes.`,
        },
        {
          title: 'Mean bottleneck queue against Σα_j',
          measures: ['queue'],
          yLabel: 'mean queue',
          series: ['vegas-1-3', 'ev-1', 'ev-2', 'ev-3'],
          caption:
            "Model (grey dotted lines): Low, Peterson & Wang 2002 — at equilibrium each of the two Vegas flows keeps α_j packets in the bottleneck's queue, so it holds Σα_j: 2δ for Enhanced Vegas (2, 4, 6 packets), between 2α = 2 and 2β = 6 for Vegas α=1 β=3. Assumes settled windows and no loss (RED's 15-packet minimum threshold is never reached here).",
        },
        {
          title: 'The Reno flows against Mathis and Padhye',
          measures: ['goodput:long', 'mathis:long', 'padhye:long', 'goodput:short', 'mathis:short', 'padhye:short'],
          yLabel: 'goodput (b/s)',
          series: ['reno'],
          caption: `Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye), each evaluated on the flow's own measurements in each run and averaged over seeds: ${MODEL_SOURCES.mathis} ${MODEL_SOURCES.padhye} Goodput here counts from 0 s, slow start included, with a receiver window of 30 packets.`,
        },
      ],
      models: [jainLowerBound([1, 110], () => 2), vegasJainBound([1, 110], 1, 3), ...vegasQueueLines([1, 110], 2)],
    },
    reasons: {
      paper:
        'a Vegas α=1 β=3 flow may settle anywhere between 1 and 3 packets queued, so the start-up decides the split, and the paper does not state its start-up settings. With an initial window of 1 packet instead of 2, both simulators reproduce Table 3 to within 2 % at x2 = 1, 10, 20, 70 and 80 ms, while other points move by up to 40 % (the validation report).',
    },
    // Vegas runs are deterministic (no loss, simultaneous starts): one each. Reno is lossy.
    series: c.configs.map((cfg) => (cfg.id === 'reno' ? series(cfg, 3) : series(cfg, 1))),
  };
}

function tsangMixtures(): Experiment {
  const c = validationCase('tsang-mix-30');
  return {
    id: 'tsang-mixtures',
    title: `Vegas and Reno mixtures of 30 flows under RED: ${paperCite('000')}, Table 6`,
    paper: '000',
    source: 'Table 6 (N = 30)',
    question: 'Thirty flows, a share of them Vegas and the rest Reno, on a RED bottleneck. How fair is it as the Vegas share grows, with RED 54/108 and RED 5/15?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), 'Quick grid: 3 replications per point; full grid: 7, as the paper averaged.'],
    figure: {
      kind: 'lines',
      xLabel: 'share of Vegas flows (%)',
      panels: [
        { title: "Jain's fairness index (all 30 flows)", measures: ['jain'], yLabel: 'JFI' },
        { title: 'Goodput per Vegas and per Reno flow', measures: ['goodput:Vegas', 'goodput:Reno'], yLabel: 'goodput (b/s)' },
        {
          title: 'The Reno flows against Mathis and Padhye',
          measures: ['goodput:Reno', 'mathis:Reno', 'padhye:Reno'],
          yLabel: 'goodput (b/s)',
          caption: `Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye), per Reno flow on its own measurements: ${MODEL_SOURCES.mathis} ${MODEL_SOURCES.padhye}`,
        },
      ],
      models: [jainLowerBound([30, 70], () => 30), jainStarvedCurve(MIX_SHARES, () => 30, (pc) => 30 - Math.round((30 * pc) / 100), 'Vegas flows')],
    },
    reasons: {
      paper:
        'the paper does not state the round-trip times, access links or receiver window of this experiment, and one of its cells is garbled (its goodputs add up to 13.7 Mb/s on a 10 Mb/s link); on the set-up as run here ns-2.35 agrees with ours (the validation report).',
    },
    series: c.configs.map((cfg) => series(cfg, 3, 7)),
  };
}

const DV = { muPktPerSec: 1080, rttSec: 0.05, alpha: 3, lambda: 0.75, packetBytes: 500 };

function deVendictisBuffer(): Experiment {
  const c = validationCase('devendictis-vegas-reno');
  const bps = (pps: number) => pps * DV.packetBytes * 8;
  const xs = Array.from({ length: 46 }, (_, i) => 5 + i);
  const model = xs.map((B) => ({ B, m: deVendictisThroughput({ ...DV, bufferPackets: B }) }));
  const source = `${paperCite('001')}, section 3 and Appendix A, evaluated with μ = 1080 pkt/s, T = 50 ms, α = 3, λ = 3/4`;
  return {
    id: 'devendictis-buffer',
    title: `One Vegas against one Reno as the buffer grows: ${paperCite('001')}, Fig. 3`,
    paper: '001',
    source: 'Fig. 3 and the closed-form model',
    question: 'One Vegas (α=β=3) and one Reno flow share a drop-tail bottleneck. Who gets more as the buffer grows, and where does the advantage turn?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), 'Quick grid: 3 replications per buffer; full grid: 6.'],
    figure: {
      kind: 'lines',
      xLabel: 'buffer B (packets)',
      panels: [{ title: 'Throughput of Vegas and Reno', measures: ['goodput:Vegas', 'goodput:Reno'], yLabel: 'goodput (b/s)' }],
      models: [
        { label: 'model: Vegas', measure: 'goodput:Vegas', points: model.map(({ B, m }) => ({ x: B, y: bps(m.vegasPktPerSec) })), source },
        { label: 'model: Reno', measure: 'goodput:Reno', points: model.map(({ B, m }) => ({ x: B, y: bps(m.renoPktPerSec) })), source },
      ],
      markers: [{ x: bufferThreshold(DV), label: 'B_th' }],
    },
    reasons: {
      model:
        "the model assumes Vegas never times out; in both simulators ns-2's Vegas (packets without a header or SYN, and a fine-grained timer that resends a segment not yet sent) loses so often at small buffers that it spends much of the run in coarse timeouts (about 230 per run at B = 5). Our evaluation of the model also does not reproduce the two ratios the paper quotes (2.58 and 0.76 at B = 5 and 10; we get 1.70 and 0.61), so the curve is indicative (the validation report).",
    },
    // The validation's paper column here is this same model (the paper's Fig. 3 is not in its text): drawn once, as the curve.
    series: c.configs.map((cfg) => {
      const s = series(cfg, 3);
      return { ...s, points: s.points.map(({ paper: _model, ...p }) => p) };
    }),
  };
}

function renoVegasDropTailRed(): Experiment {
  const c = validationCase('reno-vegas-slow-link');
  return {
    id: 'reno-vegas-droptail-red',
    title: `Reno against Vegas under DropTail, RED 5/6 and RED 2/6: ${paperCite('002')}`,
    paper: '002',
    source: 'the average-throughput comparison',
    question: 'One Reno and one Vegas flow share a slow, long link with a 10-packet buffer. How much more does Reno get under DropTail, and does RED narrow the gap?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), 'Quick grid: 4 replications per queue; full grid: 10.'],
    figure: {
      kind: 'bars',
      xLabel: 'queue',
      panels: [
        { title: 'Goodput of Reno and Vegas', measures: ['goodput:Reno', 'goodput:Vegas'], yLabel: 'goodput (b/s)' },
        { title: "Jain's fairness index", measures: ['jain'], yLabel: 'JFI' },
      ],
    },
    series: c.configs.map((cfg) => series(cfg, 4)),
  };
}

function newRenoReno(): Experiment {
  const c = validationCase('newreno-reno');
  return {
    id: 'newreno-reno',
    title: `NewReno against Reno on one bottleneck and on two in series: ${paperCite('002')}`,
    paper: '002',
    source: 'the NewReno experiments',
    question: 'A NewReno and a Reno flow compete, on one bottleneck and on two in series with cross traffic. How much more does NewReno get?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), 'Quick grid: 3 seeds × both flow orders (6 runs) per set-up; full grid: 10 × 2.'],
    figure: {
      kind: 'bars',
      xLabel: 'topology',
      panels: [
        { title: 'Goodput of NewReno and Reno', measures: ['goodput:NewReno', 'goodput:Reno'], yLabel: 'goodput (b/s)' },
        { title: 'NewReno / Reno', measures: ['ratio:NewReno/Reno'], yLabel: 'ratio' },
      ],
    },
    series: c.configs.map((cfg) => series(cfg, 6)),
  };
}

function vegasPlusFlows(): Experiment {
  const c = validationCase('vegas-plus');
  return {
    id: 'vegas-plus-flows',
    title: `Vegas+ and Vegas against Reno, 2 to 20 flows: ${paperCite('003')}`,
    paper: '003',
    source: 'the "Fairness Improvement" table',
    question: 'Half the flows are Vegas (or Vegas+) and half Reno. How fair is the mix from 2 to 20 flows, and does Vegas+ win back its share?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), 'Quick grid: 3 seeds per point; full grid: 10, as the paper.'],
    figure: {
      kind: 'lines',
      xLabel: 'number of flows N',
      panels: [
        { title: "Jain's fairness index (all N flows)", measures: ['jain'], yLabel: 'JFI' },
        { title: 'Vegas (or Vegas+) / Reno goodput per flow', measures: ['ratio:Vegas/Reno', 'ratio:Vegas+/Reno'], yLabel: 'ratio' },
      ],
      models: [jainLowerBound([2, 3, 4, 5, 6, 8, 10, 12, 15, 20], (n) => n), jainStarvedCurve([2, 5, 10, 15, 20], (n) => n, (n) => n - Math.floor(n / 2), 'Vegas (or Vegas+) flows')],
    },
    reasons: {
      paper: 'the paper gives its mode-switching rule only as a code excerpt, so our Vegas+ is one reading of it, and ns-2.35 has no Vegas+ to check it against.',
    },
    series: c.configs.map((cfg) => series(cfg, 3)),
  };
}

function brakmoTransfers(): Experiment {
  const c = validationCase('brakmo-one-on-one');
  return {
    id: 'brakmo-transfers',
    title: `One-on-one transfers, 300 KB inside 1 MB: ${paperCite('004')}, Table 1`,
    paper: '004',
    source: 'Table 1',
    question: 'A 300 KB transfer starts while a 1 MB transfer is under way. What throughput does each get, and how much does each retransmit, for every pairing of Reno and Vegas?',
    caseId: c.id,
    setup: forStudents(c.setup),
    choices: [...c.choices.map(forStudents), "Quick grid: the paper's 12 runs per pairing (buffers 15 and 20, delays 0–2.5 s), seed 1; full grid: every seed of the validation."],
    figure: {
      kind: 'bars',
      xLabel: 'pairing (small/large)',
      panels: [
        { title: 'Throughput of each transfer', measures: ['transfer:300 KB', 'transfer:1 MB'], yLabel: 'throughput (b/s)' },
        { title: 'Retransmitted packets (1 KB each)', measures: ['retransmits:300 KB', 'retransmits:1 MB'], yLabel: 'retransmitted' },
      ],
    },
    reasons: {
      paper:
        "the paper's absolute throughputs and retransmissions depend on its network figure, lost from our copy of it, and on its x-kernel Vegas with spike suppression, which neither ns-2.35 nor our engine models (the validation report).",
    },
    series: c.configs.map((cfg) => {
      const s = series(cfg, 12, undefined, (p) => p.id === 'paper');
      // The case lists each run's seeds together (buffer, delay, seed); here seed 1 of all 12 runs
      // comes first, so the quick grid is the paper's 12 runs and the full grid adds the other seeds.
      return {
        ...s,
        points: s.points.map((p) => {
          const n = p.reps.full;
          const perRun = n / 12;
          return { ...p, scenario: (r: number) => p.scenario(1 + ((r - 1) % 12) * perRun + Math.floor((r - 1) / 12)) };
        }),
      };
    }),
  };
}

export const RENO_LOSS_BUFFERS = [3, 5, 8, 12, 16, 24, 32, 48, 64];
const RENO_LOSS_FLOWS = 4;

/** Replication `seed` of the Reno-only bottleneck with a DropTail buffer of `bufferPackets`. */
export function renoLossScenario(bufferPackets: number, seed: number): ScenarioInput {
  const edge = (delaySec: number) => ({ rateBps: 10_000_000, delaySec });
  return {
    version: 2,
    profile: 'ns2',
    title: `${RENO_LOSS_FLOWS} Reno flows, DropTail buffer ${bufferPackets}`,
    seed,
    durationSec: 100,
    measure: { fromSec: 10 },
    packetSizeBytes: 1000,
    bottleneck: { rateBps: 1_500_000, delaySec: 0.01, bufferPackets, queue: { kind: 'droptail' } },
    flows: [{ variant: 'reno', name: 'Reno', count: RENO_LOSS_FLOWS, maxWindowPackets: 20, access: edge(0.01), egress: edge(0.001), spread: { mode: 'random', startSec: [0, 1] } }],
  };
}

function renoLossThroughput(): Experiment {
  return {
    id: 'reno-loss-throughput',
    title: "Reno's goodput against its loss rate: Mathis et al. and Padhye et al.",
    paper: '002',
    source: "its Reno flows over DropTail, against Mathis et al. (1997) and Padhye et al. (1998)",
    question:
      'Four Reno flows share a DropTail bottleneck. As the buffer shrinks their loss rate p climbs and timeouts take over: how close do the square-root law of Mathis et al. and the timeout-aware model of Padhye et al. come to the goodput measured, given each flow\'s own p and RTT?',
    caseId: null,
    setup: `${RENO_LOSS_FLOWS} Reno flows (receiver window 20 packets, ns-2's default window_) share a 1.5 Mb/s, 10 ms DropTail bottleneck; 10 Mb/s access links of 10 ms and egress links of 1 ms (round-trip propagation 42 ms plus 7.5 ms of serialisation), 1000 B packets, starts drawn in [0, 1] s, 100 s, measured from 10 s; buffer ${RENO_LOSS_BUFFERS[0]}–${RENO_LOSS_BUFFERS[RENO_LOSS_BUFFERS.length - 1]} packets.`,
    choices: [
      "p is each flow's loss indications (fast retransmits plus timeouts) per packet sent, as Padhye et al. define it; RTT is the mean of its Karn-timed samples; T0 the mean length of its first timeouts (ns-2's 200 ms minimum RTO, more once the queue makes the RTT vary); b = 1 (an ACK per segment).",
      'Each model is evaluated on each flow of each run and averaged like the goodput: the dashed lines are the models on our own measurements, not a fit.',
      'No ns-2 values: this experiment is not one of the validation cases run in ns-2.35, and the models need loss indications and RTT samples, which only our engine reports.',
      'Quick grid: 3 seeds per buffer; full grid: 10.',
    ],
    figure: {
      kind: 'lines',
      xLabel: 'buffer B (packets)',
      panels: [
        {
          title: 'Goodput per Reno flow against Mathis and Padhye',
          measures: ['goodput:Reno', 'mathis:Reno', 'padhye:Reno'],
          yLabel: 'goodput (b/s)',
          caption: `Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye) on each flow's own measurements: ${MODEL_SOURCES.mathis} ${MODEL_SOURCES.padhye} The link's fair share is 375 kb/s per flow.`,
        },
        { title: 'Loss indications per packet sent (p)', measures: ['lossRate:Reno'], yLabel: 'p' },
        { title: 'Timeouts per Reno flow', measures: ['timeouts:Reno'], yLabel: 'timeouts in 90 s' },
        { title: 'Mean RTT of a Reno flow', measures: ['rtt:Reno'], yLabel: 'RTT (s)' },
      ],
    },
    series: [
      {
        id: 'droptail',
        label: `${RENO_LOSS_FLOWS} Reno flows, DropTail`,
        classBy: 'variant',
        points: RENO_LOSS_BUFFERS.map((b) => ({ id: `b${b}`, x: b, label: `B = ${b}`, scenario: (r: number) => renoLossScenario(b, r), reps: { quick: 3, full: 10 } })),
      },
    ],
  };
}

export const AQM_BUFFERS = [10, 25, 50, 100, 200, 350, 500];

/** The queues the buffer sweep compares, each with its RFC's (or the lab's) defaults: one series each. */
export const AQM_QUEUES: readonly { id: string; label: string; queue: QueueConfig }[] = [
  { id: 'droptail', label: 'DropTail', queue: { kind: 'droptail' } },
  { id: 'red', label: 'RED 15/45', queue: { kind: 'red', minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002, gentle: true } },
  { id: 'codel', label: 'CoDel', queue: { kind: 'codel', targetSec: 0.005, intervalSec: 0.1, ecn: false } },
  { id: 'pie', label: 'PIE', queue: { kind: 'pie', targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false } },
  { id: 'fq-codel', label: 'FQ-CoDel', queue: { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1500, ecn: false } },
];

/** Replication `seed` of lessons 14–17's path, a CUBIC and a BBR flow, with `queue` and a buffer of `bufferPackets`. */
export function aqmBufferScenario(queue: QueueConfig, bufferPackets: number, seed: number): ScenarioInput {
  const access = { rateBps: 100_000_000, delaySec: 0.005 };
  const egress = { rateBps: 100_000_000, delaySec: 0.001 };
  const start = { mode: 'random' as const, startSec: [0, 1] as [number, number] };
  return {
    version: 2,
    profile: 'standard',
    title: `CUBIC and BBR, ${queue.kind} with a buffer of ${bufferPackets}`,
    seed,
    durationSec: 40,
    measure: { fromSec: 10 },
    packetSizeBytes: 1000,
    ackSizeBytes: 40,
    tcp: { sack: true },
    bottleneck: { rateBps: 10_000_000, delaySec: 0.02, bufferPackets, queue },
    flows: [
      { variant: 'cubic', name: 'CUBIC', access, egress, spread: start },
      { variant: 'bbr', name: 'BBR', access, egress, spread: start },
    ],
  };
}

function aqmBuffer(): Experiment {
  return {
    id: 'aqm-buffer',
    title: 'The buffer under DropTail, RED, CoDel, PIE and FQ-CoDel: throughput, delay and fairness',
    paper: '002',
    source: 'its DropTail and RED comparison, carried on to CoDel (RFC 8289), PIE (RFC 8033) and FQ-CoDel (RFC 8290)',
    question:
      'A CUBIC and a BBR flow share a 10 Mb/s bottleneck. As the router’s buffer grows from 10 to 500 packets, what happens to the queueing delay, the link’s use and the split between them under DropTail, RED, CoDel, PIE and FQ-CoDel?',
    caseId: null,
    setup: `One CUBIC and one BBR flow (SACK on, as Linux runs them; starts drawn in [0, 1] s) share a 10 Mb/s, 20 ms bottleneck; 100 Mb/s access links of 5 ms and egress links of 1 ms (52 ms of round-trip propagation, a bandwidth-delay product of about 62 packets of 1040 bytes); 40 s, measured from 10 s; buffer ${AQM_BUFFERS[0]}–${AQM_BUFFERS[AQM_BUFFERS.length - 1]} packets, from a sixth of a BDP to eight BDPs. Lessons 14–17 use this path.`,
    choices: [
      'DropTail: first in, first out, drops arrivals when full. RED 15/45: maxP 0.1, weight 0.002, gentle (thresholds above the buffer leave it a DropTail queue). CoDel: target 5 ms, interval 100 ms. PIE: RFC 8033’s defaults as ns-3.37 runs them (target 15 ms, update 15 ms, α 0.125, β 1.25, burst 150 ms). FQ-CoDel: CoDel’s target and interval per flow queue, a quantum of 1500 bytes. No ECN anywhere.',
      'Delay is the mean queueing delay of the packets that crossed the bottleneck; utilization is the share of time its line was busy; JFI is over the two flows’ goodputs.',
      'No ns-2 values: ns-2.35 has none of CoDel, PIE or FQ-CoDel, and the flows need SACK, which the ns2 profile lacks; the experiment runs in the standard profile only.',
      'Quick grid: one seed per point (35 runs); full grid: 5.',
    ],
    figure: {
      kind: 'lines',
      xLabel: 'buffer (packets)',
      panels: [
        { title: 'Mean queueing delay at the bottleneck', measures: ['queueDelay'], yLabel: 'delay (s)' },
        { title: "Jain's fairness index (CUBIC and BBR)", measures: ['jain'], yLabel: 'JFI' },
        { title: 'Bottleneck utilization', measures: ['utilization'], yLabel: 'utilization' },
        { title: 'Goodput of the BBR flow', measures: ['goodput:BBR'], yLabel: 'goodput (b/s)' },
        { title: 'Goodput of the CUBIC flow', measures: ['goodput:CUBIC'], yLabel: 'goodput (b/s)' },
      ],
      models: [jainLowerBound([AQM_BUFFERS[0], AQM_BUFFERS[AQM_BUFFERS.length - 1]], () => 2)],
    },
    profiles: ['standard'],
    series: AQM_QUEUES.map(({ id, label, queue }) => ({
      id,
      label,
      classBy: 'flow' as const,
      points: AQM_BUFFERS.map((b) => ({ id: `b${b}`, x: b, label: `B = ${b}`, scenario: (r: number) => aqmBufferScenario(queue, b, r), reps: { quick: 1, full: 5 } })),
    })),
  };
}

/** Every experiment, in the order the page lists them. */
export function experiments(): Experiment[] {
  return [tsangFairnessVsDelay(), tsangMixtures(), deVendictisBuffer(), renoVegasDropTailRed(), newRenoReno(), vegasPlusFlows(), brakmoTransfers(), renoLossThroughput(), aqmBuffer()];
}

export function experimentById(id: string): Experiment | undefined {
  return experiments().find((e) => e.id === id);
}

/** Every measure the figure draws, once each. */
export const experimentMeasures = (e: Experiment): MeasureKey[] => [...new Set(e.figure.panels.flatMap((p) => p.measures))];

/** The plan's series id for a series run in a profile. */
export const planSeriesId = (profile: Profile, seriesId: string): string => `${profile}:${seriesId}`;

/** The sweep that runs `e` with `settings` (as settingsFor reads them): each series once per profile. */
export function experimentPlan(e: Experiment, asked: RunSettings = DEFAULT_SETTINGS): SweepPlan {
  const settings = settingsFor(e, asked);
  return {
    measures: experimentMeasures(e),
    series: settings.profiles.flatMap((profile) =>
      e.series.filter((s) => !settings.series || settings.series.includes(s.id)).map((s) => ({
        id: planSeriesId(profile, s.id),
        label: settings.profiles.length > 1 ? `${s.label} (${profile})` : s.label,
        configLabel: s.label,
        measure: { classBy: s.classBy, ...(s.jainOver ? { jainOver: s.jainOver } : {}) },
        points: s.points.map((p) => ({
          id: p.id,
          x: p.x,
          label: p.label,
          reps: settings.full ? p.reps.full : p.reps.quick,
          scenario: (r: number) => ({ ...p.scenario(r), profile }),
        })),
      })),
    ),
  };
}

/** The paper's value of `measure` at a point, where it gives one. */
export function paperValue(p: PaperPoint | undefined, measure: MeasureKey): number | undefined {
  if (!p) return undefined;
  if (measure === 'jain') return p.jain;
  const [kind, cls] = [measure.slice(0, measure.indexOf(':')), measure.slice(measure.indexOf(':') + 1)];
  if (kind === 'goodput' || kind === 'transfer') return p.goodputBps?.[cls];
  if (kind === 'ratio') return p.ratio?.value;
  if (kind === 'retransmits' && p.retransmittedKB?.[cls] !== undefined) return p.retransmittedKB[cls];
  return undefined;
}
