// The per-variant state charts, as pure functions from the trace store to TimeChart options: CUBIC's
// window against the cubic curve of each epoch (W_max and K marked), and BBR's state timeline with
// its bandwidth and min-RTT estimates against the path's true rate and propagation RTT. Which flows
// a chart offers, and the names of what it plots, come from the variant modules' observables (a
// variant that exposes CUBIC's K gets the CUBIC chart), not from variant ids.
import type { ObservableSpec } from '../../sim/tcp/VariantModule';
import { OBSERVABLES, variantsObserving, type ObservableKey, type TcpVariantId } from '../../sim/tcp/registry';
import type { FlowVariantId } from '../../sim/scenario/Scenario';
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from '../lab/TraceStore';
import { flowColor, flowDash } from '../theme';
import { formatValue, resolveUnit, type StateCategory, type StateSpec, type TimeMarkSpec } from './chartModel';
import { CWND_HEADROOM, DANGER, GREY, INK, type ChartSpec } from './labChartSpecs';
import { CHART_TITLES } from './types';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { chartTitle } from './chartTitles';
import { chartWords } from './chartWords';
import { labelled } from './labChartSpecs';

/** The charts of this file, as the chart list and links name them. */
export type VariantChartId = 'cubic' | 'bbr';
export const VARIANT_CHART_IDS: readonly VariantChartId[] = ['cubic', 'bbr'];
export const isVariantChart = (id: string): id is VariantChartId => (VARIANT_CHART_IDS as readonly string[]).includes(id);

/** A state chart: its main panel, and a small one under it sharing its time axis. */
export interface VariantChart {
  main: ChartSpec;
  small?: ChartSpec;
}

/** What a state chart is for, and who may draw it. */
export interface VariantChartDef {
  /** The variants whose modules expose the observables the chart reads. */
  family: ReadonlySet<TcpVariantId>;
  /** Said when no such flow runs. */
  empty: MessageDescriptor;
}

export const VARIANT_CHARTS: Readonly<Record<VariantChartId, VariantChartDef>> = {
  cubic: {
    family: variantsObserving('cubicK'),
    empty: msg`No CUBIC flow is running. Add a CUBIC flow to see its window follow the cubic curve, with W_max and K marked.`,
  },
  bbr: {
    family: variantsObserving('bbrState'),
    empty: msg`No BBR flow is running. Add a BBR flow to see its state, its bandwidth and min-RTT estimates and its pacing rate.`,
  },
};

/** Whether a flow of `variant` has the observables chart `id` reads. */
export const drawsChart = (id: VariantChartId, variant: FlowVariantId): boolean => variant !== 'cbr' && VARIANT_CHARTS[id].family.has(variant);

/** An observable's spec (label, unit, state names) as its variant module declares it. */
export function observable(key: ObservableKey): ObservableSpec {
  const o = OBSERVABLES.find((x) => x.key === key);
  if (!o) throw new Error(`no variant declares the observable ${key}`);
  return o;
}

/**
 * RFC 9438's W_cubic(t) = C·(t − K)³ + W_max, segments, `tSec` seconds into an epoch (a real
 * number: Linux's target rounds it down to whole segments, the curve a student reads does not).
 */
export function cubicWindow(c: number, kSec: number, wMaxSegments: number, tSec: number): number {
  const d = tSec - kSec;
  return c * d * d * d + wMaxSegments;
}

/**
 * The cubic curve under each sample: W_cubic(t − epoch) of the epoch the sample is in, from its
 * C, K and origin (W_max, or cwnd if the epoch began above it); NaN outside an epoch (before the
 * first loss, and from a loss to the first ACK after its recovery). Linux aims one min RTT ahead
 * (target = W(t − epoch + minRTT)) and reaches a target in about one RTT, so cwnd at t tracks
 * W(t − epoch): the curve drawn is the one the window follows. Writes into `out`, returns its first n.
 */
export function cubicCurveInto(
  time: ArrayLike<number>,
  epochSec: ArrayLike<number>,
  kSec: ArrayLike<number>,
  originSegments: ArrayLike<number>,
  c: ArrayLike<number>,
  n: number,
  out: Float32Array,
): Float32Array {
  for (let i = 0; i < n; i++) {
    const e = epochSec[i];
    out[i] = Number.isFinite(e) && time[i] >= e ? cubicWindow(c[i], kSec[i], originSegments[i], time[i] - e) : NaN;
  }
  return out.subarray(0, n);
}

/** How far past K (a fraction of K) the live view reaches, so K's mark and label are on screen. */
export const K_VIEW_MARGIN = 0.2;
/** The projection runs on past K until the curve is this fraction above its origin (the convex probing). */
export const PROJECTION_RISE = 0.1;
/** Points of the projected curve (it is smooth: a few dozen are enough at any width). */
export const PROJECTION_POINTS = 64;

/**
 * Where the projection of an epoch ends, seconds from the epoch start: past K until the curve is
 * PROJECTION_RISE above its origin (C·(t − K)³ = rise·origin), and never before (1 + K_VIEW_MARGIN)·K.
 */
export function projectionEndSec(c: number, kSec: number, originSegments: number): number {
  return Math.max((1 + K_VIEW_MARGIN) * kSec, kSec + Math.cbrt((PROJECTION_RISE * originSegments) / c));
}

/** The current epoch's curve ahead of the latest sample: absolute times and windows. */
export interface CubicProjection {
  timeSec: Float64Array;
  values: Float64Array;
}

/**
 * The curve the window is heading along: W_cubic of the epoch that began at `epochSec`, from
 * `fromSec` (the latest sample) to projectionEndSec, in PROJECTION_POINTS evenly spaced points,
 * with K itself among them when it lies ahead (so the plateau is drawn at W_max exactly). Null
 * when the latest sample is not in an epoch, or is past the projection's end already.
 */
export function cubicProjection(epochSec: number, kSec: number, originSegments: number, c: number, fromSec: number, points = PROJECTION_POINTS): CubicProjection | null {
  if (![epochSec, kSec, originSegments, c, fromSec].every(Number.isFinite) || c <= 0 || fromSec < epochSec) return null;
  const endSec = epochSec + projectionEndSec(c, kSec, originSegments);
  if (fromSec >= endSec) return null;
  const kAt = epochSec + kSec;
  const times: number[] = [];
  for (let i = 0; i < points; i++) times.push(fromSec + ((endSec - fromSec) * i) / (points - 1));
  if (kAt > fromSec && kAt < endSec && !times.includes(kAt)) {
    times.push(kAt);
    times.sort((a, b) => a - b);
  }
  const timeSec = Float64Array.from(times);
  const values = timeSec.map((t) => cubicWindow(c, kSec, originSegments, t - epochSec));
  return { timeSec, values };
}

/** The latest sample at or before `last` whose value is finite, or −1. */
export function latestFinite(values: ArrayLike<number>, last: number): number {
  for (let i = last; i >= 0; i--) if (Number.isFinite(values[i])) return i;
  return -1;
}

/** Reusable columns, so a redraw allocates nothing. */
export class VariantBuffers {
  a = new Float32Array(0);

  ensure(n: number): Float32Array {
    if (this.a.length < n) this.a = new Float32Array(Math.max(n, this.a.length * 2, 1024));
    return this.a;
  }
}

const CURVE_DASH = '6 3';
const WMAX_DASH = '2 2';
const PROJECTED_DASH = '2 4';

/**
 * CUBIC's window (packets) with, per epoch, the cubic curve it follows; the current epoch's W_max
 * as a horizontal line and its K (the inflection, where the curve is back at W_max) on the time axis.
 */
export function cubicSpec(store: TraceStore, flow: FlowInfo, buffers: VariantBuffers = new VariantBuffers()): VariantChart {
  const n = store.length;
  const epoch = store.flowColumn(flow.index, 'cubicEpochSec');
  const k = store.flowColumn(flow.index, 'cubicK');
  const curve = cubicCurveInto(store.time, epoch, k, store.flowColumn(flow.index, 'cubicOrigin'), store.flowColumn(flow.index, 'cubicC'), n, buffers.ensure(n));
  const wMax = store.flowColumn(flow.index, 'cubicWmax');
  const color = flowColor(flow.index);
  const wMaxNow = n > 0 ? wMax[n - 1] : NaN;
  const at = latestFinite(epoch, n - 1);
  // Ahead of the latest sample, while it is in an epoch: the curve it follows, on to K and past it.
  const projection = n > 0 && at === n - 1 ? cubicProjection(epoch[at], k[at], store.flowColumn(flow.index, 'cubicOrigin')[at], store.flowColumn(flow.index, 'cubicC')[at], store.time[n - 1]) : null;
  // The view reaches K of the latest epoch (kept through a recovery, so it moves only when an epoch starts).
  const leadSec = at >= 0 && k[at] > 0 ? epoch[at] + (1 + K_VIEW_MARGIN) * k[at] : undefined;
  const timeMarks: TimeMarkSpec[] =
    at >= 0
      ? [
          { key: 'epoch', label: t(i18n)`epoch start`, atSec: epoch[at], color: GREY, dash: '1 3', place: 'top' },
          { key: 'k', label: `K = ${chartWords(i18n).numbers.fixed(k[at], 2)} s`, atSec: epoch[at] + k[at], color: DANGER, dash: WMAX_DASH },
        ]
      : [];
  const wMaxLabel = observable('cubicWmax').label;
  const westLabel = observable('cubicRenoCwnd').label;
  const wMaxPackets = Number.isFinite(wMaxNow) ? wMaxNow.toFixed(0) : '';
  return {
    main: {
      title: `${chartTitle('cubic')}: ${flow.name}`,
      name: `${CHART_TITLES.cubic}: ${flow.name}`,
      y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets' }, headroom: CWND_HEADROOM, floor: 0 },
      series: [
        { key: 'cwnd', label: `${flow.name} cwnd`, values: store.flowColumn(flow.index, 'cwnd'), color, dash: flowDash(flow.index), width: 1.5 },
        { key: 'curve', label: 'W_cubic(t) = C·(t − K)³ + W_max', values: curve, color: INK, dash: CURVE_DASH, autoscale: false },
        {
          key: 'west',
          ...labelled(msg`${westLabel} (Reno-friendly)`),
          values: store.flowColumn(flow.index, 'cubicRenoCwnd'),
          color: GREY,
          dash: '1 2',
          width: 0.8,
          autoscale: false,
        },
      ],
      rules: Number.isFinite(wMaxNow) ? [{ key: 'wmax', label: t(i18n)`${wMaxLabel} = ${wMaxPackets} packets`, value: wMaxNow, color: DANGER, dash: WMAX_DASH }] : [],
      bands: [],
      timeMarks,
      // Listed in the legend from the start, drawn once there is an epoch to project: a legend
      // that gained a line mid-run would push every chart below it down.
      curves: [
        { key: 'projected', label: t(i18n)`W_cubic(t) projected ahead`, timeSec: projection?.timeSec ?? [], values: projection?.values ?? [], color: INK, dash: PROJECTED_DASH, opacity: 0.55 },
      ],
      leadSec,
      note: t(i18n)`Dashed: the cubic curve of each epoch (t counted from the first ACK after a loss's recovery): concave up to ${wMaxLabel}, flat at K, convex beyond; faint past the latest sample, where the curve is heading (projected: drawn, not in the CSV, which holds samples). Dotted: ${wMaxLabel} (the window at the last loss) and K of the current epoch; grey, W_est, the window Reno would have by now: the window follows the higher of the two. Before the first loss and after a timeout there is no ${wMaxLabel}, and the window grows at least 5 % a round trip.`,
    },
  };
}

/** BBR's state codes as drawn: each state of the module, and PROBE_BW split by the phase of its gain cycle. */
export const BBR_PHASE = { cruise: 0, up: 1, down: 2 } as const;

/**
 * The categories of the BBR state band, in the order of the module's state names. Okabe–Ito
 * colours and strengths chosen so every two states stay apart (CIE ΔE ≥ 10 over white) with
 * normal vision and with deuteranopia or protanopia; PROBE_BW's phases differ in colour and strength.
 */
export function bbrCategories(names: readonly string[]): StateCategory[] {
  const out: StateCategory[] = [];
  names.forEach((name, s) => {
    if (name === 'PROBE_BW') {
      out.push({ code: bbrCode(s, BBR_PHASE.cruise), ...labelled(msg`PROBE_BW, cruising (gain 1)`), short: 'PROBE_BW', color: '#009E73', opacity: 0.12 });
      out.push({ code: bbrCode(s, BBR_PHASE.up), ...labelled(msg`PROBE_BW, probing (gain above 1)`), short: '↑', color: '#009E73', opacity: 0.42 });
      out.push({ code: bbrCode(s, BBR_PHASE.down), ...labelled(msg`PROBE_BW, draining (gain below 1)`), short: '↓', color: '#F0E442', opacity: 0.5 });
    } else {
      const style = BBR_STYLE[name] ?? { color: GREY, opacity: 0.2 };
      out.push({ code: bbrCode(s, BBR_PHASE.cruise), label: name, short: name, ...style });
    }
  });
  return out;
}

const BBR_STYLE: Readonly<Record<string, { color: string; opacity: number }>> = {
  STARTUP: { color: '#E69F00', opacity: 0.3 },
  DRAIN: { color: '#56B4E9', opacity: 0.4 },
  PROBE_RTT: { color: '#000000', opacity: 0.4 },
};

/** The band's code for state `s` in gain phase `phase` (phases only split PROBE_BW). */
export const bbrCode = (s: number, phase: number): number => 4 * s + phase;

/** The state code of every sample: its state, and for PROBE_BW whether its pacing gain is above, at or below 1. */
export function bbrStateCodesInto(state: ArrayLike<number>, gain: ArrayLike<number>, probeBw: number, n: number, out: Float32Array): Float32Array {
  for (let i = 0; i < n; i++) {
    const s = state[i];
    if (!Number.isFinite(s)) out[i] = NaN;
    else if (s !== probeBw) out[i] = bbrCode(s, BBR_PHASE.cruise);
    else out[i] = bbrCode(s, gain[i] > 1 + 1e-9 ? BBR_PHASE.up : gain[i] < 1 - 1e-9 ? BBR_PHASE.down : BBR_PHASE.cruise);
  }
  return out.subarray(0, n);
}

/**
 * BBR's model of the path against the path: its state as a band, its bottleneck-bandwidth
 * estimate (BtlBw) and pacing rate against the bottleneck's true rate; under it, its min-RTT
 * estimate (RTprop) against the flow's true propagation RTT.
 */
export function bbrSpec(store: TraceStore, flow: FlowInfo, bottleneckBps: number, buffers: VariantBuffers = new VariantBuffers()): VariantChart {
  const n = store.length;
  const stateObs = observable('bbrState');
  const names = stateObs.values ?? [];
  const codes = bbrStateCodesInto(store.flowColumn(flow.index, 'bbrState'), store.flowColumn(flow.index, 'bbrPacingGain'), names.indexOf('PROBE_BW'), n, buffers.ensure(n));
  const states: StateSpec = { key: 'state', label: stateObs.label, codes, categories: bbrCategories(names) };
  const color = flowColor(flow.index);
  const rate = resolveUnit({ kind: 'bitrate' }, bottleneckBps);
  const rttUnit = { kind: 'plain' as const, name: 'ms', factor: 1000 };
  const flowName = flow.name;
  const words = chartWords(i18n);
  const rateText = `${formatValue(bottleneckBps, rate, words)} ${rate.name}`;
  const propText = `${formatValue(flow.baseRttSec, resolveUnit(rttUnit, 0), words)} ms`;
  return {
    main: {
      title: `${chartTitle('bbr')}: ${flow.name}`,
      name: `${CHART_TITLES.bbr}: ${flow.name}`,
      y: { label: t(i18n)`rate`, unit: { kind: 'bitrate' }, floor: 0 },
      // The pacing rate swings with the gain cycle every round trip (a grey band when zoomed out):
      // drawn first and faint, so BtlBw stays visible on top of it.
      series: [
        { key: 'pacing', ...labelled(msg`Pacing rate`), values: store.flowColumn(flow.index, 'pacingRateBps'), color: GREY, width: 0.8, opacity: 0.6 },
        { key: 'btlbw', ...labelled(msg`BtlBw (estimate)`), values: store.flowColumn(flow.index, 'bbrBtlBwBps'), color, dash: flowDash(flow.index), width: 1.5 },
      ],
      // BtlBw runs along the true rate when the model is right: the label goes in the legend, off the lines.
      rules: [{ key: 'link', label: t(i18n)`true bottleneck rate ${rateText}`, value: bottleneckBps, color: INK, dash: '6 4', labelIn: 'legend' }],
      bands: [],
      states,
      note: t(i18n)`Shaded: the state (PROBE_BW’s gain cycle: darker green while it probes for more, yellow while it drains what probing queued). Pacing rate = pacing gain × BtlBw.`,
    },
    small: {
      title: t(i18n)`BBR: min-RTT estimate: ${flowName}`,
      name: `BBR: min-RTT estimate: ${flow.name}`,
      y: { label: 'RTT', unit: rttUnit, floor: 0 },
      // A thin line, so the true value stays visible beside an estimate a transmission time above it.
      series: [{ key: 'rtprop', ...labelled(msg`Min RTT (RTprop estimate)`), values: store.flowColumn(flow.index, 'minRttSec'), color, dash: flowDash(flow.index) }],
      rules: [{ key: 'prop', label: t(i18n)`true propagation RTT ${propText}`, value: flow.baseRttSec, color: INK, dash: '6 4', labelIn: 'legend' }],
      bands: [],
    },
  };
}
