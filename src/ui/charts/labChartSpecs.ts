// What each of the lab's charts plots: a pure function from the trace store and the lab's view
// state to TimeChart options (series, reference lines, bands, axis and units). LabCharts renders them.
import type { FlowConfig, FlowVariantId } from '../../sim/scenario/Scenario';
import { knobsOf, variantsObserving } from '../../sim/tcp/registry';
import type { TraceStore } from '../lab/TraceStore';
import { flowColor, flowDash } from '../theme';
import type { FlowInfo } from '../../worker/protocol';
import { formatValue, resolveUnit, type BandSpec, type CurveSpec, type RuleSpec, type SeriesSpec, type StateSpec, type TimeMarkSpec, type YAxisSpec } from './chartModel';
import { stepAt, type BottleneckStep } from './bottleneckSteps';
import { LiveColumns } from './liveColumns';
import { CHART_TITLES, type ChartId, type QueueView } from './types';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { englishI18n, inEnglish } from '../i18n/english';
import { keptWords } from '../i18n/keptWords';
import { chartTitle } from './chartTitles';
import { chartWords } from './chartWords';

/**
 * A series' or band's label in the reader's language, and its CSV column's name in English. The
 * specs read the app's language when they are built (LabCharts rebuilds them when it changes).
 */
export function labelled(d: MessageDescriptor): { label: string; csvLabel: string } {
  // The specs are rebuilt at every frame of a live run, mostly with the same labels: each is worded
  // once per language and values (two message formats each, otherwise).
  const key = `${i18n.locale}\u0000${d.id}\u0000${d.values === undefined ? '' : JSON.stringify(d.values)}`;
  const found = LABELS(key, () => ({ label: i18n._(d), csvLabel: inEnglish(d) }));
  return { label: found.label, csvLabel: found.csvLabel };
}

/** Labels worded so far, in the app's language and in English (for the CSV). */
const LABELS = keptWords<{ label: string; csvLabel: string }>(512, i18n, englishI18n);

/** Variants with Vegas' congestion avoidance: their modules expose Expected, Actual and Diff. */
export const VEGAS_FAMILY: ReadonlySet<FlowVariantId> = variantsObserving('diffPackets');

/** A Vegas-family flow's thresholds as its knobs set them (Enhanced Vegas: α = β = δ); null for other flows. */
export function vegasKnobs(f: FlowConfig | undefined): { alpha: number; beta: number } | null {
  if (!f || f.variant === 'cbr' || !VEGAS_FAMILY.has(f.variant)) return null;
  const k = knobsOf(f.variant, f);
  return 'delta' in k ? { alpha: k.delta, beta: k.delta } : { alpha: k.alpha, beta: k.beta };
}

/** Colours of network-wide series (flows own the palette colours). */
export const INK = '#1a1a1a';
export const GREY = '#767676';
export const DANGER = '#a3260f';

/** Goodput is averaged over this much simulated time before it is drawn. */
export const THROUGHPUT_SMOOTH_SEC = 0.5;
/** The cwnd axis tops out at this multiple of the largest window in view (ssthresh may be far above). */
export const CWND_HEADROOM = 1.2;

export interface ChartSpec {
  /** In the reader's language. */
  title: string;
  /** The English title: exported files' names and `data-chart`. */
  name: string;
  y: YAxisSpec;
  series: SeriesSpec[];
  rules: RuleSpec[];
  bands: BandSpec[];
  states?: StateSpec;
  timeMarks?: TimeMarkSpec[];
  /** Lines through points of their own (CUBIC's projected curve). */
  curves?: CurveSpec[];
  /** A time ahead of the latest sample that the live and whole-run views take in (CUBIC's K). */
  leadSec?: number;
  note?: string;
  /**
   * Lines of the set-up as it was at each moment (the fair share, the buffer): drawn over the
   * flows' lines in every view, by flow or by class.
   */
  setupLines?: SeriesSpec[];
}

/** α and β of a Vegas-family flow (Enhanced Vegas: α = β = δ). */
export interface VegasKnobs {
  flow: number;
  alpha: number;
  beta: number;
}

export interface SpecInput {
  store: TraceStore;
  /** Flows to draw (hidden ones already left out), each present in the store. */
  flows: readonly FlowInfo[];
  /**
   * The flows the throughput chart's fair share is over (default: `flows`). The class view draws no
   * flow's own line but keeps the share of all that are shown.
   */
  shareFlows?: readonly FlowInfo[];
  queue: QueueView;
  bottleneckBps: number;
  /** The bottleneck's rate and buffer over the run (absent: `bottleneckBps` and `queue` throughout). */
  steps?: readonly BottleneckStep[];
  /** Where flows' masked columns are kept between frames (absent: made afresh). */
  live?: LiveColumns;
  /** Where the set-up lines' values are kept between frames (absent: made afresh). */
  setupBuffers?: SetupBuffers;
}

/** Reusable arrays for the set-up lines (the fair share, the buffer), so a redraw allocates nothing. */
export class SetupBuffers {
  fair = new Float32Array(0);
  buffer = new Float32Array(0);

  ensure(n: number): void {
    if (this.fair.length >= n) return;
    const size = Math.max(n, this.fair.length * 2, 1024);
    this.fair = new Float32Array(size);
    this.buffer = new Float32Array(size);
  }
}

const stepsOf = (input: SpecInput): readonly BottleneckStep[] =>
  input.steps && input.steps.length > 0 ? input.steps : [{ atSec: 0, rateBps: input.bottleneckBps, bufferPackets: input.queue.bufferPackets }];

/**
 * The TCP flows sharing the link at each sample (started, not stopped), written into `out`: a
 * sweep over the flows' starts and stops, so many flows cost no more than a sort.
 */
export function activeTcpAt(store: TraceStore, flows: readonly FlowInfo[], out: Float32Array): Float32Array {
  const tcp = flows.filter(isTcp);
  const starts = tcp.map((f) => f.startSec).sort((a, b) => a - b);
  const stops = tcp.flatMap((f) => (f.stopSec === undefined ? [] : [f.stopSec])).sort((a, b) => a - b);
  let a = 0;
  let b = 0;
  for (let i = 0; i < store.length; i++) {
    const t = store.time[i];
    while (a < starts.length && starts[a] <= t) a++;
    while (b < stops.length && stops[b] <= t) b++;
    out[i] = a - b;
  }
  return out;
}

/** Flows the store has columns for, minus hidden ones. */
export function drawnFlows(store: TraceStore, flows: readonly FlowInfo[], hidden: ReadonlySet<number>): FlowInfo[] {
  return flows.filter((f) => !hidden.has(f.index) && f.index < store.flowCount);
}

const isTcp = (f: FlowInfo) => f.variant !== 'cbr';

export function cwndSpec({ store, flows, live = new LiveColumns() }: SpecInput): ChartSpec {
  const series: SeriesSpec[] = [];
  for (const f of flows.filter(isTcp)) {
    const key = `cwnd-${f.index}`;
    series.push({ key, label: f.name, values: live.column(store, f, 'cwnd'), color: flowColor(f.index), dash: flowDash(f.index) });
    series.push({
      key: `ssthresh-${f.index}`,
      label: `${f.name} ssthresh`,
      values: live.column(store, f, 'ssthresh'),
      color: flowColor(f.index),
      dash: '2 3',
      width: 0.6,
      opacity: 0.85,
      autoscale: false,
      legend: false,
      detailOf: key,
      detailLabel: 'ssthresh',
    });
  }
  return {
    title: chartTitle('cwnd'),
    name: CHART_TITLES.cwnd,
    y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets' }, headroom: CWND_HEADROOM },
    series,
    rules: [],
    bands: [],
    note: t(i18n)`Thin dotted lines: ssthresh (cut off above the largest window).`,
  };
}

export function queueSpec(input: SpecInput): ChartSpec {
  const { store, queue } = input;
  const red = queue.kind === 'red';
  const series: SeriesSpec[] = [{ key: 'queue', ...labelled(msg`instantaneous`), values: store.column('queuePackets'), color: GREY }];
  if (red) series.push({ key: 'red-avg', ...labelled(msg`RED average`), values: store.column('redAverage'), color: INK });
  // The buffer as it was at each moment: a step where it was changed.
  const steps = stepsOf(input);
  const buffers = input.setupBuffers ?? new SetupBuffers();
  buffers.ensure(store.length);
  for (let i = 0; i < store.length; i++) buffers.buffer[i] = stepAt(steps, store.time[i]).bufferPackets;
  const now = stepAt(steps, store.lastTime).bufferPackets;
  const changed = store.length > 0 && steps.some((st) => st.atSec <= store.lastTime && st.bufferPackets !== now);
  const bufferPackets = now;
  const buffer: SeriesSpec = { key: 'buffer', ...labelled(changed ? msg`buffer ${bufferPackets} now` : msg`buffer ${bufferPackets}`), values: buffers.buffer.subarray(0, store.length), color: DANGER, dash: '4 3' };
  const rules: RuleSpec[] = [];
  // The RED thresholds run through the data: their labels go in the legend.
  if (red && queue.minThPackets !== undefined) rules.push({ key: 'minth', label: `minTh ${queue.minThPackets}`, value: queue.minThPackets, color: GREY, labelIn: 'legend' });
  if (red && queue.maxThPackets !== undefined) rules.push({ key: 'maxth', label: `maxTh ${queue.maxThPackets}`, value: queue.maxThPackets, color: GREY, labelIn: 'legend' });
  return { title: chartTitle('queue'), name: CHART_TITLES.queue, y: { label: t(i18n)`queue`, unit: { kind: 'plain', name: 'packets' } }, series, rules, bands: [], setupLines: [buffer] };
}

/** TCP flows sharing the link now: drawn, started by the latest sample and not stopped (at least one). */
export function activeTcpFlows(store: TraceStore, flows: readonly FlowInfo[]): number {
  const now = store.lastTime;
  return Math.max(1, flows.filter((f) => isTcp(f) && f.startSec <= now && !(f.stopSec !== undefined && f.stopSec <= now)).length);
}

export function throughputSpec(input: SpecInput): ChartSpec {
  const { store, flows, live = new LiveColumns() } = input;
  const series: SeriesSpec[] = flows.map((f) => ({
    key: `goodput-${f.index}`,
    label: f.name,
    values: live.column(store, f, 'goodputBps'),
    color: flowColor(f.index),
    dash: flowDash(f.index),
    smoothSec: THROUGHPUT_SMOOTH_SEC,
  }));
  // The fair share at each moment: the link's rate then over the TCP flows sending then (none: no line).
  const steps = stepsOf(input);
  const buffers = input.setupBuffers ?? new SetupBuffers();
  buffers.ensure(store.length);
  const sharing = input.shareFlows ?? flows;
  const fair = activeTcpAt(store, sharing, buffers.fair);
  for (let i = 0; i < store.length; i++) fair[i] = fair[i] > 0 ? stepAt(steps, store.time[i]).rateBps / fair[i] : NaN;
  const n = activeTcpFlows(store, sharing);
  const share = stepAt(steps, store.lastTime).rateBps / n;
  const unit = resolveUnit({ kind: 'bitrate' }, share);
  let changed = false;
  for (let i = 0; i < store.length && !changed; i++) changed = Number.isFinite(fair[i]) && Math.abs(fair[i] - share) > 1e-6 * share;
  const words = chartWords(i18n);
  const smoothSec = words.numbers.value(THROUGHPUT_SMOOTH_SEC);
  const shareText = `${formatValue(share, unit, words)} ${unit.name}`;
  const fairLabel = changed ? msg`fair share ${shareText} (link / ${n}) now` : msg`fair share ${shareText} (link / ${n})`;
  return {
    title: chartTitle('throughput'),
    name: CHART_TITLES.throughput,
    y: { label: t(i18n)`goodput`, unit: { kind: 'bitrate' } },
    series,
    rules: [],
    bands: [],
    note: t(i18n)`Goodput: new data reaching each receiver, averaged over ${smoothSec} s. Dashed: the fair share, the link's rate over the TCP flows sending at each moment.`,
    setupLines: [
      {
        key: 'fair',
        ...labelled(fairLabel),
        values: fair.subarray(0, store.length),
        color: INK,
        dash: '6 4',
      },
    ],
  };
}

export function fairnessSpec({ store }: SpecInput): ChartSpec {
  return {
    title: chartTitle('fairness'),
    name: CHART_TITLES.fairness,
    y: { label: t(i18n)`Jain's index`, unit: { kind: 'plain', name: '' }, domain: [0, 1] },
    series: [
      { key: 'jain-sliding', ...labelled(msg`recent (sliding window)`), values: store.column('jainSliding'), color: INK },
      { key: 'jain-whole', ...labelled(msg`whole run`), values: store.column('jainWhole'), color: GREY, dash: '6 3' },
    ],
    rules: [{ key: 'one', label: t(i18n)`1 = equal shares`, value: 1, color: GREY, dash: '1 3' }],
    bands: [],
    note: t(i18n)`Over the TCP flows’ goodput: 1 when all get the same, 1/n when one flow gets everything.`,
  };
}

export function rttSpec({ store, flows, live = new LiveColumns() }: SpecInput): ChartSpec {
  const series: SeriesSpec[] = [];
  for (const f of flows.filter(isTcp)) {
    const key = `rtt-${f.index}`;
    series.push({ key, label: f.name, values: live.column(store, f, 'rttSec'), color: flowColor(f.index), dash: flowDash(f.index) });
    if (VEGAS_FAMILY.has(f.variant)) {
      series.push({
        key: `base-${f.index}`,
        label: `${f.name} BaseRTT`,
        values: live.column(store, f, 'baseRttSec'),
        color: flowColor(f.index),
        dash: '5 3',
        width: 0.7,
        legend: false,
        detailOf: key,
        detailLabel: 'BaseRTT',
      });
    }
  }
  return {
    title: chartTitle('rtt'),
    name: CHART_TITLES.rtt,
    y: { label: 'RTT', unit: { kind: 'plain', name: 'ms', factor: 1000 } },
    series,
    rules: [],
    bands: [],
    note: series.some((s) => s.detailOf) ? t(i18n)`Dashed: BaseRTT, the smallest RTT a Vegas flow has seen.` : undefined,
  };
}

/** Reusable arrays for the CAM band, so a redraw allocates nothing. */
export class BandBuffers {
  lower = new Float32Array(0);
  upper = new Float32Array(0);

  ensure(n: number): void {
    if (this.lower.length >= n) return;
    const size = Math.max(n, this.lower.length * 2, 1024);
    this.lower = new Float32Array(size);
    this.upper = new Float32Array(size);
  }
}

/**
 * Brakmo & Peterson's CAM graph for one Vegas flow: Expected and Actual (packets/s) and the band
 * between the thresholds, Expected − α/BaseRTT (upper) and Expected − β/BaseRTT (lower): Actual
 * above the band → the window grows, inside → it holds, below → it shrinks. α and β are the ones
 * in effect at each sample, so the band before a change shows the thresholds of that time.
 */
export function camSpec(store: TraceStore, flow: FlowInfo, knobs: VegasKnobs, buffers: BandBuffers = new BandBuffers()): ChartSpec {
  const expected = store.flowColumn(flow.index, 'expectedRate');
  const actual = store.flowColumn(flow.index, 'actualRate');
  const base = store.flowColumn(flow.index, 'baseRttSec');
  const alpha = store.flowColumn(flow.index, 'alpha');
  const beta = store.flowColumn(flow.index, 'beta');
  const n = store.length;
  buffers.ensure(n);
  const { lower, upper } = buffers;
  for (let i = 0; i < n; i++) {
    const b = base[i] > 0 ? base[i] : NaN;
    upper[i] = expected[i] - alpha[i] / b;
    lower[i] = expected[i] - beta[i] / b;
  }
  const color = flowColor(flow.index);
  const thresholds = thresholdLabel(flow, knobs);
  return {
    title: `${chartTitle('cam')}: ${flow.name}`,
    name: `${CHART_TITLES.cam}: ${flow.name}`,
    y: { label: t(i18n)`rate`, unit: { kind: 'plain', name: 'pkt/s' }, floor: 0 },
    series: [
      { key: 'expected', ...labelled(msg`Expected`), values: expected, color: GREY },
      { key: 'actual', ...labelled(msg`Actual`), values: actual, color, dash: flowDash(flow.index) },
    ],
    rules: [],
    bands: [{ key: 'band', ...labelled(msg`α–β band (${thresholds})`), lower: lower.subarray(0, n), upper: upper.subarray(0, n), color, opacity: 0.2 }],
    note: t(i18n)`Actual above the band: the window grows; inside: it holds; below: it shrinks.`,
  };
}

function thresholdLabel(flow: FlowInfo, k: VegasKnobs): string {
  if (flow.variant === 'enhanced-vegas' || k.alpha === k.beta) return `${flow.variant === 'enhanced-vegas' ? 'δ' : 'α = β'} = ${k.alpha}`;
  return `α = ${k.alpha}, β = ${k.beta}`;
}

/**
 * The CAM chart's second panel: Diff = (Expected − Actual)·BaseRTT in packets, with α and β as
 * they were at each moment (steps where the user changed them), one line δ for Enhanced Vegas.
 */
export function diffSpec(store: TraceStore, flow: FlowInfo): ChartSpec {
  const diff: SeriesSpec = { key: 'diff', label: 'Diff', values: store.flowColumn(flow.index, 'diffPackets'), color: flowColor(flow.index), dash: flowDash(flow.index) };
  const alpha = store.flowColumn(flow.index, 'alpha');
  const thresholds: SeriesSpec[] =
    flow.variant === 'enhanced-vegas'
      ? [{ key: 'delta', label: 'δ', values: alpha, color: INK, dash: ALPHA_DASH }]
      : [
          { key: 'alpha', label: 'α', values: alpha, color: INK, dash: ALPHA_DASH },
          { key: 'beta', label: 'β', values: store.flowColumn(flow.index, 'beta'), color: INK, dash: BETA_DASH },
        ];
  return {
    title: `Vegas Diff: ${flow.name}`,
    name: `Vegas Diff: ${flow.name}`,
    y: { label: 'Diff', unit: { kind: 'plain', name: 'packets' } },
    series: [diff, ...thresholds],
    rules: [],
    bands: [],
  };
}

/** Dashes of the threshold lines (α and δ dotted, β dash-dot), in ink, unlike any flow's line. */
const ALPHA_DASH = '2 3';
const BETA_DASH = '8 3 2 3';

/** The charts that draw one chosen flow (CAM, the variant state charts), the queue discipline's own (aqm) or are not time charts (phase). */
export type OwnChartId = 'cam' | 'phase' | 'cubic' | 'bbr' | 'aqm';
export const isBasicChart = (id: ChartId): id is Exclude<ChartId, OwnChartId> => id !== 'cam' && id !== 'phase' && id !== 'cubic' && id !== 'bbr' && id !== 'aqm';

/** Specs of the charts that need no flow choice, by id. */
export function basicSpec(id: Exclude<ChartId, OwnChartId>, input: SpecInput): ChartSpec {
  switch (id) {
    case 'cwnd':
      return cwndSpec(input);
    case 'queue':
      return queueSpec(input);
    case 'throughput':
      return throughputSpec(input);
    case 'fairness':
      return fairnessSpec(input);
    case 'rtt':
      return rttSpec(input);
  }
}
