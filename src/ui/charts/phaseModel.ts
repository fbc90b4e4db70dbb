// The Chiu–Jain phase plot as a pure function: (two users' rates over time, capacity, options, size)
// → everything the SVG shows (the fading trajectory, losses, the fair and efficiency lines, the
// idealised AIMD path, ticks, an accessible summary), numbers rounded to 0.1 px. No DOM: PhaseChart
// renders the model; tests compare it as SVG. Also the users' rates, read from a run's trace.
import { scaleLinear } from 'd3';
import { aimdTrajectory, unfairness, type AimdModel } from '../../experiments/theory/chiuJain';
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from '../lab/TraceStore';
import { fmt1 } from './decimate';
import { estimateTextPx, fontPxFor, formatValue, marginFor, resolveUnit, strokeWidthFor, type Margin, type ResolvedUnit } from './chartModel';
import type { TimeRange } from './timeWindow';
import { t } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { chartWords } from './chartWords';

/** One axis of the plane: a flow, or the total of a class of flows. */
export interface PhaseUser {
  /** Stable key (e.g. "f0", "c:reno"). */
  key: string;
  /** "Reno 1", "All Vegas (3 flows)". */
  label: string;
  color: string;
  /** Flows whose rates add up to this user's. */
  members: readonly number[];
}

/** The trajectory: sample times and the two users' rates (b/s) at each, as long as each other. */
export interface PhaseTrace {
  time: ArrayLike<number>;
  x1: ArrayLike<number>;
  x2: ArrayLike<number>;
}

/** A loss of one of the users' packets: where on the trajectory it happened. */
export interface PhaseLoss {
  atSec: number;
  /** 1 or 2. */
  user: 1 | 2;
}

export interface PhaseInput {
  title: string;
  trace: PhaseTrace;
  range: TimeRange;
  users: readonly [PhaseUser, PhaseUser];
  /** The bottleneck's rate C, b/s: the efficiency line x1 + x2 = C. */
  capacityBps: number;
  losses?: readonly PhaseLoss[];
  /** The idealised AIMD trajectory from the trail's first point, one step per `stepSec`. */
  ideal?: { model: AimdModel; stepSec: number } | null;
  /** Another run's trajectory over the same range (a branch's original), drawn as one faint path. */
  ghost?: PhaseTrace | null;
  width: number;
  height: number;
  projector: boolean;
}

export interface TrailSegment {
  key: string;
  d: string;
  opacity: number;
}

export interface LossMark {
  key: string;
  x: number;
  y: number;
  user: 1 | 2;
}

export interface PhaseModel {
  width: number;
  height: number;
  margin: Margin;
  /** Side of the square plot, px (both axes share one scale, so the fair line is at 45°). */
  side: number;
  /** Both axes' domain, b/s. */
  maxBps: number;
  unit: ResolvedUnit;
  xTitle: string;
  yTitle: string;
  /** Tick values on both axes: `x` from the left edge, `y` from the top (the same values). */
  ticks: { x: number; y: number; label: string }[];
  /** The fair line x1/n1 = x2/n2 and the efficiency line x1 + x2 = C, as segments inside the square. */
  fairLine: { x1: number; y1: number; x2: number; y2: number };
  efficiencyLine: { x1: number; y1: number; x2: number; y2: number } | null;
  /** Oldest first, fainter the older. */
  trail: TrailSegment[];
  /** The latest point and its time, or null when no sample is in range. */
  now: { x: number; y: number; atSec: number } | null;
  losses: LossMark[];
  /** The idealised path, or '' when not asked for (or no start). */
  idealPath: string;
  /** The other run's trajectory in range, or '' when there is none. */
  ghostPath: string;
  strokeWidth: number;
  summary: string;
}

/** The axes reach this multiple of the bottleneck's rate. */
export const CAPACITY_ROOM = 1.1;
/** The trail is drawn in this many pieces, each more opaque than the one before. */
export const TRAIL_SEGMENTS = 8;
/** Opacity of the oldest piece of the trail (the newest is 1). */
export const TRAIL_OLDEST_OPACITY = 0.12;
/** The idealised trajectory stops after this many steps (a 20 s view at 20 ms RTT is 1000). */
export const MAX_IDEAL_STEPS = 5000;

/** Plot margins: room for tick labels on the left and below (the last one centred on the right edge), and each axis title. */
function phaseMargin(projector: boolean): Margin {
  const m = marginFor(projector);
  const fontPx = fontPxFor(projector);
  return { ...m, top: m.top + 2, right: Math.max(m.right + 6, Math.ceil(estimateTextPx('00.0', fontPx) / 2) + 4), bottom: m.bottom + (projector ? 18 : 12) };
}

export function buildPhaseModel(input: PhaseInput): PhaseModel {
  const { trace, range, projector, users, capacityBps } = input;
  const margin = phaseMargin(projector);
  const width = Math.max(margin.left + margin.right + 40, Math.round(input.width));
  const height = Math.max(margin.top + margin.bottom + 40, Math.round(input.height));
  const side = Math.min(width - margin.left - margin.right, height - margin.top - margin.bottom);
  const n1 = users[0].members.length || 1;
  const n2 = users[1].members.length || 1;

  // Samples in range, [i0, i1].
  const n = trace.time.length;
  let i0 = 0;
  while (i0 < n && trace.time[i0] < range.fromSec) i0++;
  let i1 = n - 1;
  while (i1 >= i0 && trace.time[i1] > range.toSec) i1--;
  const valid = (i: number) => Number.isFinite(trace.x1[i]) && Number.isFinite(trace.x2[i]);

  // The scale fits the link: C with some room past it (a rate briefly above it, a slow start's
  // overshoot, runs off the edge and is clipped). Without a capacity, the largest rate shown.
  const g = input.ghost ?? null;
  const gValid = (i: number) => g !== null && g.time[i] >= range.fromSec && g.time[i] <= range.toSec && Number.isFinite(g.x1[i]) && Number.isFinite(g.x2[i]);
  let top = capacityBps * CAPACITY_ROOM;
  if (!(capacityBps > 0)) {
    top = 1;
    for (let i = i0; i <= i1; i++) if (valid(i)) top = Math.max(top, trace.x1[i], trace.x2[i]);
    if (g) for (let i = 0; i < g.time.length; i++) if (gValid(i)) top = Math.max(top, g.x1[i], g.x2[i]);
  }
  const unit = resolveUnit({ kind: 'bitrate' }, top);
  const tickCount = Math.max(3, Math.floor(side / (projector ? 60 : 45)));
  const nice = scaleLinear().domain([0, top * unit.factor]).nice(tickCount).domain();
  const maxBps = nice[1] / unit.factor;
  const k = side / maxBps;
  const px = (v: number) => Number(fmt1(v * k));
  const py = (v: number) => Number(fmt1(side - v * k));
  const display = scaleLinear().domain([0, nice[1]]);
  const tickFmt = chartWords(i18n).numbers.ticks(0, nice[1], tickCount);
  const ticks = display.ticks(tickCount).map((v) => ({ x: px(v / unit.factor), y: py(v / unit.factor), label: tickFmt(v) }));

  // Fair line through the origin with slope n2/n1, to the square's edge.
  const slope = n2 / n1;
  const fairEnd = slope <= 1 ? [maxBps, maxBps * slope] : [maxBps / slope, maxBps];
  const fairLine = { x1: 0, y1: side, x2: px(fairEnd[0]), y2: py(fairEnd[1]) };
  const c = Math.min(capacityBps, maxBps);
  const efficiencyLine = capacityBps > 0 ? { x1: px(c), y1: py(capacityBps - c), x2: px(capacityBps - c), y2: py(c) } : null;

  // The trail, in TRAIL_SEGMENTS pieces of equal time; consecutive points on the same 0.1 px are skipped.
  const trail: TrailSegment[] = [];
  let now: PhaseModel['now'] = null;
  let first = -1;
  if (i1 >= i0) {
    const t0 = trace.time[i0];
    const span = Math.max(1e-9, trace.time[i1] - t0);
    let seg = -1;
    let d = '';
    let lastXY = '';
    let pen = false;
    const close = () => {
      if (seg >= 0 && d.includes('L')) trail.push({ key: `s${seg}`, d, opacity: trailOpacity(seg) });
    };
    for (let i = i0; i <= i1; i++) {
      if (!valid(i)) {
        pen = false;
        continue;
      }
      if (first < 0) first = i;
      const s = Math.min(TRAIL_SEGMENTS - 1, Math.floor(((trace.time[i] - t0) / span) * TRAIL_SEGMENTS));
      const xy = `${px(trace.x1[i])},${py(trace.x2[i])}`;
      if (s !== seg) {
        // A new piece starts where the previous one ended, so the trail has no gaps.
        close();
        d = pen && lastXY ? `M${lastXY}` : '';
        seg = s;
        if (d) {
          d += `L${xy}`;
          lastXY = xy;
          pen = true;
          continue;
        }
      }
      if (xy === lastXY && pen) continue;
      d += `${pen ? 'L' : 'M'}${xy}`;
      lastXY = xy;
      pen = true;
    }
    close();
    for (let i = i1; i >= i0; i--) {
      if (valid(i)) {
        now = { x: px(trace.x1[i]), y: py(trace.x2[i]), atSec: trace.time[i] };
        break;
      }
    }
  }

  // Losses, on the trajectory just before each one (one mark per user per sample).
  const losses: LossMark[] = [];
  const seen = new Set<string>();
  for (const l of input.losses ?? []) {
    if (l.atSec < range.fromSec || l.atSec > range.toSec || i1 < i0) continue;
    let i = lastAtOrBefore(trace.time, l.atSec, i0, i1);
    while (i >= i0 && !valid(i)) i--;
    if (i < i0) continue;
    const id = `${l.user}:${i}`;
    if (seen.has(id)) continue;
    seen.add(id);
    losses.push({ key: `l${id}`, x: px(trace.x1[i]), y: py(trace.x2[i]), user: l.user });
  }

  // The idealised path starts where both users are sending: from a point on an axis, AIMD's
  // decrease keeps the silent user at 0 and the path is a stub along that axis.
  let idealPath = '';
  let both = -1;
  for (let i = i0; i <= i1 && both < 0; i++) if (valid(i) && trace.x1[i] > 0 && trace.x2[i] > 0) both = i;
  if (input.ideal && both >= 0 && input.ideal.stepSec > 0) {
    const span = trace.time[i1] - trace.time[both];
    const steps = Math.min(MAX_IDEAL_STEPS, Math.max(1, Math.floor(span / input.ideal.stepSec)));
    const pts = aimdTrajectory(input.ideal.model, [trace.x1[both], trace.x2[both]], steps);
    let last = '';
    for (let s = 0; s < pts.length; s += 2) {
      const xy = `${px(Math.min(pts[s], maxBps))},${py(Math.min(pts[s + 1], maxBps))}`;
      if (xy === last) continue;
      idealPath += `${idealPath ? 'L' : 'M'}${xy}`;
      last = xy;
    }
  }

  // The other run: one faint path (its own fading would compete with this run's trail).
  let ghostPath = '';
  if (g) {
    let last = '';
    let pen = false;
    for (let i = 0; i < g.time.length; i++) {
      if (!gValid(i)) {
        pen = false;
        continue;
      }
      const xy = `${px(g.x1[i])},${py(g.x2[i])}`;
      if (xy === last && pen) continue;
      ghostPath += `${pen ? 'L' : 'M'}${xy}`;
      last = xy;
      pen = true;
    }
  }

  const xTitle = `x₁: ${users[0].label} (${unit.name})`;
  const yTitle = `x₂: ${users[1].label} (${unit.name})`;
  return {
    width,
    height,
    margin,
    side,
    maxBps,
    unit,
    xTitle,
    yTitle,
    ticks,
    fairLine,
    efficiencyLine,
    trail,
    now,
    losses,
    idealPath,
    ghostPath,
    strokeWidth: strokeWidthFor(projector) * (projector ? 1 : 1.5),
    summary: summarise(input, unit, i0, i1),
  };
}

function trailOpacity(seg: number): number {
  return Number((TRAIL_OLDEST_OPACITY + ((1 - TRAIL_OLDEST_OPACITY) * seg) / (TRAIL_SEGMENTS - 1)).toFixed(3));
}

/** Index of the last time ≤ t within [i0, i1] (binary search), or i0 − 1. */
function lastAtOrBefore(time: ArrayLike<number>, t: number, i0: number, i1: number): number {
  let lo = i0;
  let hi = i1;
  if (time[i0] > t) return i0 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (time[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function summarise(input: PhaseInput, unit: ResolvedUnit, i0: number, i1: number): string {
  const { trace, users } = input;
  const words = chartWords(i18n);
  const first = users[0].label;
  const second = users[1].label;
  const from = words.numbers.fixed(input.range.fromSec, 1);
  const to = words.numbers.fixed(input.range.toSec, 1);
  const text = [t(i18n)`${input.title}: ${first} (x₁) against ${second} (x₂), from ${from} to ${to} s.`];
  let last = -1;
  for (let i = i1; i >= i0; i--) {
    if (Number.isFinite(trace.x1[i]) && Number.isFinite(trace.x2[i])) {
      last = i;
      break;
    }
  }
  if (last < 0) return [...text, t(i18n)`No data in view.`].join(' ');
  const x1 = trace.x1[last];
  const x2 = trace.x2[last];
  const weights = [users[0].members.length || 1, users[1].members.length || 1] as const;
  const u = unfairness([x1, x2], weights);
  const at = words.numbers.fixed(trace.time[last], 1);
  const rate1 = formatValue(x1, unit, words);
  const rate2 = `${formatValue(x2, unit, words)} ${unit.name}`;
  const percent = Math.round(((x1 + x2) / input.capacityBps) * 100);
  const ahead = users[x1 / weights[0] > x2 / weights[1] ? 0 : 1].label;
  text.push(
    u < 0.05
      ? t(i18n)`At ${at} s: x₁ ${rate1}, x₂ ${rate2}; together ${percent} % of the link; on the fair line.`
      : t(i18n)`At ${at} s: x₁ ${rate1}, x₂ ${rate2}; together ${percent} % of the link; ${ahead} ahead of its fair share.`,
  );
  if ((input.losses ?? []).length > 0) text.push(t(i18n)`Losses are marked.`);
  return text.join(' ');
}

// ------------------------------------------------------------------ the users' rates from a trace

/**
 * One user's rate at each sample, b/s: the sum over its flows of window ÷ smoothed RTT (the rate
 * a window-limited sender keeps up over a round trip; the path's propagation delay before the
 * first RTT sample), or a CBR flow's measured send rate. The smoothed RTT, not the latest sample:
 * a rate that jumped with every RTT sample drew the trajectory as a tangle of steps. A flow adds
 * nothing before it starts, after it stops, or before its columns exist. Written into `out` for
 * samples [i0, i1].
 */
export function userRates(
  store: TraceStore,
  flows: readonly FlowInfo[],
  user: PhaseUser,
  packetBytes: number,
  i0: number,
  i1: number,
  out: Float64Array,
): Float64Array {
  out.fill(0, 0, i1 - i0 + 1);
  const bits = packetBytes * 8;
  const time = store.time;
  let any = false;
  for (const m of user.members) {
    const f = flows.find((x) => x.index === m);
    if (!f || m >= store.flowCount) continue;
    any = true;
    const cwnd = store.flowColumn(m, 'cwnd');
    const srtt = store.flowColumn(m, 'srttSec');
    const pps = store.flowColumn(m, 'sendRatePps');
    const stop = f.stopSec ?? Infinity;
    for (let i = i0; i <= i1; i++) {
      const t = time[i];
      if (t < f.startSec || t >= stop) continue;
      const w = cwnd[i];
      let r: number;
      if (Number.isFinite(w)) {
        const rt = srtt[i] > 0 ? srtt[i] : f.baseRttSec;
        r = rt > 0 ? (w * bits) / rt : 0;
      } else r = Number.isFinite(pps[i]) ? pps[i] * bits : 0;
      out[i - i0] += r;
    }
  }
  if (!any) out.fill(NaN, 0, i1 - i0 + 1);
  return out;
}

/**
 * The users' round-trip time at each sample of [i0, i1], seconds: the mean smoothed RTT of the
 * flows sending then (their propagation delay before their first RTT sample), NaN when none is.
 */
export function pairRtt(store: TraceStore, flows: readonly FlowInfo[], members: readonly number[], i0: number, i1: number, out: Float64Array): Float64Array {
  const n = i1 - i0 + 1;
  const count = new Float64Array(n);
  out.fill(0, 0, n);
  for (const m of members) {
    const f = flows.find((x) => x.index === m);
    if (!f || m >= store.flowCount) continue;
    const srtt = store.flowColumn(m, 'srttSec');
    const stop = f.stopSec ?? Infinity;
    for (let i = i0; i <= i1; i++) {
      const t = store.time[i];
      if (t < f.startSec || t >= stop) continue;
      out[i - i0] += srtt[i] > 0 ? srtt[i] : f.baseRttSec;
      count[i - i0]++;
    }
  }
  for (let k = 0; k < n; k++) out[k] = count[k] > 0 ? out[k] / count[k] : NaN;
  return out;
}

/**
 * The samples the trajectory is drawn through, once per round trip: the first, then each first
 * sample at least one RTT (as it was at the sample before) after the last one kept, and always
 * the last. AIMD acts once per round trip, so this is the pace at which its steps show; sampled
 * more often, the points within a round trip are noise of the ACK clock. Where the RTT is
 * unknown (NaN) every sample is kept.
 */
export function oncePerRtt(time: ArrayLike<number>, rttSec: ArrayLike<number>): number[] {
  const n = time.length;
  const kept: number[] = [];
  if (n === 0) return kept;
  kept.push(0);
  let last = 0;
  for (let i = 1; i < n; i++) {
    const rtt = rttSec[last];
    // (Times and RTTs are Float32: a round trip that is due within a part in a million is due.)
    if (!(rtt > 0) || time[i] - time[last] >= rtt * (1 - 1e-6)) {
      kept.push(i);
      last = i;
    }
  }
  if (kept[kept.length - 1] !== n - 1) kept.push(n - 1);
  return kept;
}
