// A run's figures over one window of simulated time, from its trace: each flow's mean goodput,
// Jain's index of those, the bottleneck's utilisation and drops. The branch comparison reads both
// runs over the same window after the branch point, so what the change did is not diluted by the
// part the two runs share.
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from './TraceStore';
import { jainIndex } from '../../sim/metrics/jain';
import { DROP_FIELDS } from '../../sim/metrics/Sampler';

export interface WindowStats {
  fromSec: number;
  toSec: number;
  /** Mean goodput over the window, bit/s, by flow name (flows with a sample in the window). */
  goodputBps: Map<string, number>;
  jainIndex: number;
  /** Mean utilisation of the bottleneck, 0–1. */
  utilization: number;
  /** Packets the bottleneck dropped in the window (every reason). */
  drops: number;
}

/**
 * Each sample's rates are over the interval since the sample before (the Sampler's rows), so a
 * time-weighted mean of the samples in (fromSec, toSec] is the rate over the window. A flow's
 * missing samples (before it starts, after it is removed) count as zero: its mean is over the window.
 */
export function windowStats(store: TraceStore, flows: readonly Pick<FlowInfo, 'index' | 'name'>[], fromSec: number, toSec: number): WindowStats | null {
  const t = store.time;
  const n = store.length;
  let i0 = 0;
  while (i0 < n && t[i0] <= fromSec + 1e-9) i0++;
  let i1 = i0;
  while (i1 < n && t[i1] <= toSec + 1e-9) i1++;
  if (i1 <= i0 || i0 === 0) return null;
  const weightOf = (i: number) => t[i] - t[i - 1];
  const mean = (values: ArrayLike<number>): { mean: number; seen: boolean } => {
    let sum = 0;
    let w = 0;
    let seen = false;
    for (let i = i0; i < i1; i++) {
      const v = values[i];
      if (Number.isFinite(v)) {
        sum += v * weightOf(i);
        seen = true;
      }
      w += weightOf(i);
    }
    return { mean: w > 0 ? sum / w : NaN, seen };
  };
  const goodputBps = new Map<string, number>();
  for (const f of flows) {
    if (f.index >= store.flowCount) continue;
    const g = mean(store.flowColumn(f.index, 'goodputBps'));
    if (g.seen) goodputBps.set(f.name, g.mean);
  }
  const dropsAt = (i: number) => DROP_FIELDS.reduce((sum, f) => sum + store.column(f)[i], 0);
  return {
    fromSec: Math.max(fromSec, t[i0 - 1]),
    toSec: t[i1 - 1],
    goodputBps,
    jainIndex: jainIndex([...goodputBps.values()]),
    utilization: mean(store.column('utilization')).mean,
    drops: dropsAt(i1 - 1) - dropsAt(i0 - 1),
  };
}
