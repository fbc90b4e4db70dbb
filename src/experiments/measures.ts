// What a sweep measures in each run: named values read off a run's summary. A measure's key is
// text, so it travels in links and files: `jain`, `goodput:<class>`, `transfer:<class>`,
// `retransmits:<class>`, `timeouts:<class>`, `completion:<class>`, `ratio:<a>/<b>`, `drops`,
// `utilization`, `queue`, `queueDelay`; what a flow saw of its path, `lossRate:<class>` and
// `rtt:<class>`; and the analytic models on those measurements (modelMeasures.ts), `mathis:<class>`,
// `padhye:<class>`, `vegasLow:<class>`, `vegasHigh:<class>`. A class is a flow's name (classBy
// 'flow') or its variant's label.
import { jainIndex } from '../sim/metrics/jain';
import { lossRate, mathisBps, padhyeBps, vegasBps, type ModelInputs } from './modelMeasures';
import { classOf } from './validation/compare';
import type { RunSummary } from './runSummary';
import type { ClassBy } from './validation/types';

export type MeasureKey = string;

export interface MeasureContext {
  classBy: ClassBy;
  /** JFI over the flows of these classes only; default every flow of the run. */
  jainOver?: readonly string[];
}

export interface MeasureInfo {
  label: string;
  /** Unit of the value as stored (bit/s, s, packets, or '' for a ratio or an index). */
  unit: 'bps' | 's' | 'packets' | '' | 'share';
  /** For a model's value: the model's short name (legends), and its source and assumptions. */
  model?: { name: string; source: string };
}

/** The models' sources and assumptions, as a figure's caption and a chart's tooltip state them. */
export const MODEL_SOURCES = {
  mathis:
    'Mathis, Semke, Mahdavi & Ott 1997: B = (MSS/RTT)·√(3/(2bp)), b = 1 (an ACK per segment), with each flow\'s own loss-indication rate p (fast retransmits and timeouts per packet sent) and mean RTT; assumes a periodic sawtooth with no timeouts and no window limit.',
  padhye:
    "Padhye, Firoiu, Towsley & Kurose 1998, full model (eq. 31): adds timeouts (T0 = the flow's measured first timeout, back-off f(p)) and the receiver window Wmax to Mathis's sawtooth; same p and RTT, b = 1.",
  vegas:
    "Tsang & Chang (2003), section 4 (after Low, Peterson & Wang 2002): at equilibrium a Vegas flow keeps α_j packets queued, α ≤ α_j ≤ β, so its rate is α_j/(Δ_j − x_j) = α_j/(RTT_j − BaseRTT_j), with the flow's mean RTT and its BaseRTT at the end; the band is α_j = α (low) to β (high). Assumes no loss and a settled window.",
} as const;

/** Measure kinds whose value is a model's, not a measurement. */
const MODEL_KINDS = new Set(['mathis', 'padhye', 'vegasLow', 'vegasHigh']);

/** Whether `key` is a model evaluated on the run (drawn as the model, not as ours). */
export const isModelMeasure = (key: MeasureKey): boolean => MODEL_KINDS.has(splitKey(key)[0]);

const CLASS_MEASURES: Record<string, { label: (c: string) => string; unit: MeasureInfo['unit']; model?: MeasureInfo['model'] }> = {
  goodput: { label: (c) => `goodput of a ${c} flow`, unit: 'bps' },
  transfer: { label: (c) => `${c} transfer's throughput`, unit: 'bps' },
  retransmits: { label: (c) => `retransmitted packets per ${c} flow`, unit: 'packets' },
  timeouts: { label: (c) => `timeouts per ${c} flow`, unit: '' },
  completion: { label: (c) => `${c} completion time`, unit: 's' },
  lossRate: { label: (c) => `loss indications per packet sent, ${c}`, unit: '' },
  rtt: { label: (c) => `mean RTT of a ${c} flow`, unit: 's' },
  mathis: { label: (c) => `Mathis et al. (${c})`, unit: 'bps', model: { name: 'Mathis et al.', source: MODEL_SOURCES.mathis } },
  padhye: { label: (c) => `Padhye et al. (${c})`, unit: 'bps', model: { name: 'Padhye et al.', source: MODEL_SOURCES.padhye } },
  vegasLow: { label: (c) => `Vegas equilibrium α/(RTT − BaseRTT) (${c})`, unit: 'bps', model: { name: 'Vegas equilibrium, α', source: MODEL_SOURCES.vegas } },
  vegasHigh: { label: (c) => `Vegas equilibrium β/(RTT − BaseRTT) (${c})`, unit: 'bps', model: { name: 'Vegas equilibrium, β', source: MODEL_SOURCES.vegas } },
};

const RUN_MEASURES: Record<string, MeasureInfo> = {
  jain: { label: "Jain's fairness index", unit: '' },
  drops: { label: 'bottleneck drops', unit: 'packets' },
  utilization: { label: 'bottleneck utilization', unit: 'share' },
  queue: { label: 'mean bottleneck queue', unit: 'packets' },
  queueDelay: { label: 'mean queueing delay at the bottleneck', unit: 's' },
};

/** The measures a sweep can take of any scenario, for pickers (class measures per class). */
export function measureKeys(classes: readonly string[]): MeasureKey[] {
  return [...Object.keys(RUN_MEASURES), ...classes.flatMap((c) => ['goodput', 'retransmits', 'timeouts', 'lossRate', 'rtt'].map((m) => `${m}:${c}`))];
}

/** Why a measure key names no measure: a ratio without two classes, or a key of no kind there is. */
export type MeasureKeyProblem = { code: 'measure_ratio'; measure: string } | { code: 'measure_unknown'; measure: string; known: string[] };

/** The forms a measure key takes, as a problem lists them. */
const KNOWN_FORMS = (): string[] => [...Object.keys(RUN_MEASURES), ...Object.keys(CLASS_MEASURES).map((k) => `${k}:<class>`), 'ratio:<a>/<b>'];

/** What is wrong with `key` as a measure, or null when it names one. */
export function measureKeyProblem(key: MeasureKey): MeasureKeyProblem | null {
  if (RUN_MEASURES[key]) return null;
  const [kind, arg] = splitKey(key);
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    return a && b ? null : { code: 'measure_ratio', measure: key };
  }
  return CLASS_MEASURES[kind] && arg ? null : { code: 'measure_unknown', measure: key, known: KNOWN_FORMS() };
}

/** The English for a measure key's problem (the CLI's and the error's). */
export function measureKeyProblemText(p: MeasureKeyProblem): string {
  return p.code === 'measure_ratio'
    ? `measure "${p.measure}": a ratio names two classes, ratio:<a>/<b>`
    : `measure "${p.measure}" is not one of: ${p.known.join(', ')}`;
}

/** Label and unit of a measure key; throws on a key that names no measure. */
export function measureInfo(key: MeasureKey): MeasureInfo {
  const problem = measureKeyProblem(key);
  if (problem) throw new Error(measureKeyProblemText(problem));
  if (RUN_MEASURES[key]) return RUN_MEASURES[key];
  const [kind, arg] = splitKey(key);
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    return { label: `${a}/${b} goodput ratio`, unit: '' };
  }
  const m = CLASS_MEASURES[kind];
  return { label: m.label(arg), unit: m.unit, ...(m.model ? { model: m.model } : {}) };
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i + 1)];
}

const meanOf = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
/** Mean over the flows where the model is defined (e.g. Mathis needs a loss); NaN where it is nowhere. */
const meanOfFinite = (xs: number[]): number => meanOf(xs.filter(Number.isFinite));

function classIndexes(run: RunSummary, cls: string, by: ClassBy): number[] {
  return run.flows.map((_, i) => i).filter((i) => classOf(run, i, by) === cls);
}

/** Whether computing `keys` needs the scenario's model inputs (modelInputs). */
export const needsModelInputs = (keys: readonly MeasureKey[]): boolean => keys.some(isModelMeasure);

/**
 * The value of `key` in `run`: class measures are the mean over the class's flows (NaN when the
 * class has no flow, or a transfer did not complete); a model's value is the mean over the flows
 * where it is defined, and needs `inputs` (from the run's scenario).
 */
export function measure(run: RunSummary, key: MeasureKey, ctx: MeasureContext, inputs?: ModelInputs): number {
  switch (key) {
    case 'jain': {
      if (!ctx.jainOver) return run.jainIndex;
      const over = ctx.jainOver;
      return jainIndex(run.flows.filter((_, i) => over.includes(classOf(run, i, ctx.classBy))).map((f) => f.goodputBps));
    }
    case 'drops':
      return run.bottleneck.drops;
    case 'utilization':
      return run.bottleneck.utilization;
    case 'queue':
      return run.bottleneck.meanQueuePackets;
    case 'queueDelay':
      return run.bottleneck.meanQueueDelaySec ?? NaN;
  }
  const [kind, arg] = splitKey(key);
  if (kind === 'ratio') {
    const [a, b] = arg.split('/');
    return measure(run, `goodput:${a}`, ctx) / measure(run, `goodput:${b}`, ctx);
  }
  const idx = classIndexes(run, arg, ctx.classBy);
  const flows = idx.map((i) => run.flows[i]);
  switch (kind) {
    case 'goodput':
      return meanOf(flows.map((f) => f.goodputBps));
    case 'transfer':
      return meanOf(flows.map((f) => f.transferBps ?? NaN));
    case 'retransmits':
      return meanOf(flows.map((f) => f.retransmittedPackets));
    case 'timeouts':
      return meanOf(flows.map((f) => f.timeouts));
    case 'completion':
      return meanOf(flows.map((f) => f.completionSec ?? NaN));
    case 'lossRate':
      return meanOf(flows.map(lossRate));
    case 'rtt':
      return meanOf(flows.map((f) => f.meanRttSec ?? NaN));
  }
  if (MODEL_KINDS.has(kind)) {
    if (!inputs) throw new Error(`measure "${key}" is a model: it needs the run's scenario (modelInputs)`);
    const size = inputs.packetSizeBytes;
    const at = (i: number) => inputs.flows[i];
    switch (kind) {
      // Reno's models: not for Vegas-family flows, which back off on delay before any loss.
      case 'mathis':
        return meanOfFinite(idx.map((i) => (at(i).vegasBand ? NaN : mathisBps(run.flows[i], size))));
      case 'padhye':
        return meanOfFinite(idx.map((i) => (at(i).vegasBand ? NaN : padhyeBps(run.flows[i], size, at(i).maxWindowPackets))));
      case 'vegasLow':
      case 'vegasHigh':
        return meanOfFinite(idx.map((i) => vegasBps(run.flows[i], size, at(i).vegasBand, kind === 'vegasLow' ? 'low' : 'high')));
    }
  }
  throw new Error(`measure "${key}" is not known`);
}
