// Compares our engine with ns-2.35 on a validation configuration: per-class statistics over
// replications, the relative goodput and absolute JFI errors per point, and the agreement targets:
//   deterministic (loss-free Vegas, one run per point): per-flow goodput within 5 % of ns-2 at
//     ≥ 90 % of the points, and mean |JFI − JFI(ns-2)| ≤ 0.02 over the points;
//   lossy (means over replications): per-class goodput within 10 % and |ΔJFI| ≤ 0.03 at every point;
//   none (no ns-2 agent for the variant): our engine is reported beside the paper, nothing is judged.
import { jainIndex } from '../../sim/metrics/jain';
import type {
  ClassBy,
  ClassMetric,
  ExtendedCheck,
  ClassStats,
  ConfigReport,
  EngineStats,
  MeanSd,
  PaperPoint,
  PointReport,
  TargetKind,
  TargetResult,
  ValidationConfig,
} from './types';
import type { RunSummary } from '../runSummary';

export const TARGETS = {
  deterministic: { goodputRelErr: 0.05, pointShare: 0.9, meanJainAbsErr: 0.02 },
  lossy: { goodputRelErr: 0.1, jainAbsErr: 0.03 },
} as const;

export const TARGET_TEXT: Record<TargetKind, string> = {
  deterministic: 'per-flow goodput within 5 % of ns-2 at ≥ 90 % of the points, and mean |JFI − JFI(ns-2)| ≤ 0.02',
  lossy: 'means over replications: per-class goodput within 10 % of ns-2 and |JFI − JFI(ns-2)| ≤ 0.03 at every point',
  none: 'no ns-2 reference (ns-2.35 has no agent for the variant): our engine beside the paper, not judged',
};

export function meanSd(xs: readonly number[]): MeanSd {
  const n = xs.length;
  if (n === 0) return { mean: NaN, sd: NaN };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, sd: 0 };
  const v = xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1);
  return { mean, sd: Math.sqrt(v) };
}

const mean = (xs: readonly number[]): number => meanSd(xs).mean;

/** The class of flow `i` of a run. */
export function classOf(run: RunSummary, i: number, by: ClassBy): string {
  return by === 'flow' ? run.flows[i].name : variantLabel(run.flows[i].variant);
}

export function variantLabel(variant: string): string {
  switch (variant) {
    case 'reno':
      return 'Reno';
    case 'newreno':
      return 'NewReno';
    case 'tahoe':
      return 'Tahoe';
    case 'vegas':
    case 'enhanced-vegas':
      return 'Vegas';
    case 'vegas-plus':
      return 'Vegas+';
    default:
      return variant;
  }
}

/** How the class values and the JFI of a configuration are taken from a run. */
export interface StatsOptions {
  metric?: ClassMetric;
  /** JFI over the flows of these classes only (default: the run's own JFI over every flow). */
  jainOver?: readonly string[];
}

/** Flow `i`'s value under `metric`: its goodput, or its transfer's throughput (NaN if it did not complete). */
export function flowValue(run: RunSummary, i: number, metric: ClassMetric = 'goodput'): number {
  const f = run.flows[i];
  return metric === 'transfer' ? (f.transferBps ?? NaN) : f.goodputBps;
}

function runJain(r: RunSummary, by: ClassBy, opts: StatsOptions): number {
  if (!opts.jainOver) return r.jainIndex;
  const over = opts.jainOver;
  const xs = r.flows.map((_, i) => i).filter((i) => over.includes(classOf(r, i, by)));
  return jainIndex(xs.map((i) => flowValue(r, i, opts.metric)));
}

/**
 * Statistics of one engine over the replications of a point: for each class, the per-flow mean
 * of each run, then its mean (and, for goodput, its spread) over runs.
 */
export function engineStats(runs: readonly RunSummary[], classes: readonly string[], by: ClassBy, opts: StatsOptions = {}): EngineStats {
  const out: Record<string, ClassStats> = {};
  for (const c of classes) {
    const perRun = runs.map((r) => {
      const idx = r.flows.map((_, i) => i).filter((i) => classOf(r, i, by) === c);
      const pick = (f: (i: number) => number) => (idx.length ? mean(idx.map(f)) : NaN);
      const queues = idx.map((i) => r.flows[i].meanQueuePackets);
      return {
        flows: idx.length,
        goodput: pick((i) => flowValue(r, i, opts.metric)),
        drops: pick((i) => r.flows[i].drops),
        retransmits: pick((i) => r.flows[i].retransmittedPackets),
        timeouts: pick((i) => r.flows[i].timeouts),
        queue: queues.some((q) => q === null) || idx.length === 0 ? null : mean(queues as number[]),
      };
    });
    out[c] = {
      flows: perRun[0]?.flows ?? 0,
      goodputBps: meanSd(perRun.map((p) => p.goodput)),
      drops: mean(perRun.map((p) => p.drops)),
      retransmits: mean(perRun.map((p) => p.retransmits)),
      timeouts: mean(perRun.map((p) => p.timeouts)),
      meanQueuePackets: perRun.some((p) => p.queue === null) ? null : mean(perRun.map((p) => p.queue!)),
    };
  }
  return {
    classes: out,
    jain: meanSd(runs.map((r) => runJain(r, by, opts))),
    bottleneckDrops: mean(runs.map((r) => r.bottleneck.drops)),
    utilization: mean(runs.map((r) => r.bottleneck.utilization)),
    wallSec: mean(runs.map((r) => r.wallSec)),
  };
}

const relErr = (ours: number, ref: number): number => (ref === 0 ? (ours === 0 ? 0 : Infinity) : Math.abs(ours - ref) / Math.abs(ref));

/** The configuration fields a point comparison reads. */
export type CompareConfig = Pick<ValidationConfig, 'classes' | 'classBy' | 'metric' | 'jainOver' | 'ratio'>;

/** Compares one point's runs; `ns2` empty means there is no ns-2 reference (target 'none'). */
export function comparePoint(
  p: { id: string; label: string; x: number; packetSizeBytes: number },
  cfg: CompareConfig,
  ours: readonly RunSummary[],
  ns2: readonly RunSummary[],
  paper?: PaperPoint,
): PointReport {
  const opts: StatsOptions = { metric: cfg.metric, jainOver: cfg.jainOver };
  const o = engineStats(ours, cfg.classes, cfg.classBy, opts);
  const n = ns2.length ? engineStats(ns2, cfg.classes, cfg.classBy, opts) : null;
  const goodputRelErr: Record<string, number> = {};
  for (const c of cfg.classes) goodputRelErr[c] = n ? relErr(o.classes[c].goodputBps.mean, n.classes[c].goodputBps.mean) : NaN;
  const ratioOf = (e: EngineStats) => (cfg.ratio ? e.classes[cfg.ratio.num].goodputBps.mean / e.classes[cfg.ratio.den].goodputBps.mean : NaN);
  return {
    id: p.id,
    label: p.label,
    x: p.x,
    replications: ours.length,
    packetSizeBytes: p.packetSizeBytes,
    ours: o,
    ns2: n,
    goodputRelErr,
    jainAbsErr: n ? Math.abs(o.jain.mean - n.jain.mean) : NaN,
    ...(cfg.ratio ? { ratio: { ours: ratioOf(o), ns2: n ? ratioOf(n) : null } } : {}),
    ...(paper ? { paper } : {}),
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** Applies the configuration's target to its compared points. */
export function judgeConfig(
  cfg: Pick<ValidationConfig, 'id' | 'label' | 'target' | 'classBy' | 'classes' | 'metric' | 'ratio'>,
  points: PointReport[],
): ConfigReport {
  const base = {
    id: cfg.id,
    label: cfg.label,
    target: cfg.target,
    classBy: cfg.classBy,
    classes: [...cfg.classes],
    metric: cfg.metric ?? 'goodput',
    ...(cfg.ratio ? { ratio: cfg.ratio } : {}),
    points,
  };
  if (cfg.target === 'none') {
    const none: TargetResult = { pass: true, measured: NaN, threshold: NaN, detail: 'no ns-2 reference: not judged' };
    return { ...base, goodput: none, jain: { ...none }, meanGoodputRelErr: NaN, maxGoodputRelErr: NaN };
  }
  const errs = points.flatMap((p) => cfg.classes.map((c) => p.goodputRelErr[c]));
  const jainErrs = points.map((p) => p.jainAbsErr);
  const maxErr = Math.max(...errs);
  const meanErr = mean(errs);
  let goodput: TargetResult;
  let jain: TargetResult;
  if (cfg.target === 'deterministic') {
    const t = TARGETS.deterministic;
    const within = errs.filter((e) => e <= t.goodputRelErr).length / errs.length;
    goodput = {
      pass: within >= t.pointShare,
      measured: within,
      threshold: t.pointShare,
      detail: `${pct(within)} of ${errs.length} flow-points within ${pct(t.goodputRelErr)} (need ≥ ${pct(t.pointShare)}); max error ${pct(maxErr)}`,
    };
    const m = mean(jainErrs);
    jain = {
      pass: m <= t.meanJainAbsErr,
      measured: m,
      threshold: t.meanJainAbsErr,
      detail: `mean |ΔJFI| ${m.toFixed(4)} over ${jainErrs.length} points (need ≤ ${t.meanJainAbsErr}); max ${Math.max(...jainErrs).toFixed(4)}`,
    };
  } else {
    const t = TARGETS.lossy;
    const worst = points.reduce((w, p) => (Math.max(...cfg.classes.map((c) => p.goodputRelErr[c])) > Math.max(...cfg.classes.map((c) => w.goodputRelErr[c])) ? p : w), points[0]);
    goodput = {
      pass: maxErr <= t.goodputRelErr,
      measured: maxErr,
      threshold: t.goodputRelErr,
      detail: `max class error ${pct(maxErr)} (at ${worst.label}; need ≤ ${pct(t.goodputRelErr)}); mean ${pct(meanErr)}`,
    };
    const mj = Math.max(...jainErrs);
    jain = {
      pass: mj <= t.jainAbsErr,
      measured: mj,
      threshold: t.jainAbsErr,
      detail: `max |ΔJFI| ${mj.toFixed(4)} (need ≤ ${t.jainAbsErr}); mean ${mean(jainErrs).toFixed(4)}`,
    };
  }
  return { ...base, goodput, jain, meanGoodputRelErr: meanErr, maxGoodputRelErr: maxErr };
}

/**
 * The standard error of (mean ours − mean ns-2) of a class's goodput, relative to ns-2's mean:
 * how large a difference replication noise alone would make (each run is an independent sample).
 */
export function relativeNoise(p: PointReport, cls: string): number {
  if (!p.ns2) return NaN;
  const o = p.ours.classes[cls].goodputBps;
  const n = p.ns2.classes[cls].goodputBps;
  const k = p.replications;
  if (k < 2 || !(n.mean > 0)) return NaN;
  return Math.sqrt((o.sd * o.sd + n.sd * n.sd) / k) / n.mean;
}

/** Standard error of (mean JFI ours − mean JFI ns-2) over the point's replications. */
export function jainNoise(p: PointReport): number {
  const k = p.replications;
  if (k < 2 || !p.ns2) return NaN;
  return Math.sqrt((p.ours.jain.sd ** 2 + p.ns2.jain.sd ** 2) / k);
}

/** Whether a lossy point meets the per-point targets. */
export function lossyPointPasses(p: PointReport, classes: readonly string[]): boolean {
  return classes.every((c) => p.goodputRelErr[c] <= TARGETS.lossy.goodputRelErr) && p.jainAbsErr <= TARGETS.lossy.jainAbsErr;
}

/** Summarises a comparison over more replications as the `extended` check of a point. */
export function extendedCheck(p: PointReport, classes: readonly string[]): ExtendedCheck {
  return {
    replications: p.replications,
    goodputRelErr: { ...p.goodputRelErr },
    goodputNoise: Object.fromEntries(classes.map((c) => [c, relativeNoise(p, c)])),
    jain: { ours: p.ours.jain, ns2: p.ns2?.jain ?? { mean: NaN, sd: NaN } },
    jainAbsErr: p.jainAbsErr,
    jainNoise: jainNoise(p),
  };
}
