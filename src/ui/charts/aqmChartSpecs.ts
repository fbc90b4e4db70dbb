// The bottleneck queue discipline's own chart, as a pure function from the trace store to TimeChart
// options, read from the discipline's module: its observables grouped by unit (delays first, in ms,
// the main panel; the next unit a small panel under it), a state observable as a shaded band (CoDel
// dropping), and as reference lines the parameters each panel's values are compared with (CoDel's
// and PIE's target, RED's thresholds). A discipline with no observables has no chart.
import { QUEUES, type QueueKind } from '../../sim/queue/registry';
import type { ParamSpec } from '../../sim/scenario/params';
import type { ObservableSpec } from '../../sim/tcp/VariantModule';
import type { GlobalField } from '../../sim/metrics/Sampler';
import type { TraceStore } from '../lab/TraceStore';
import { formatValue, resolveUnit, type RuleSpec, type SeriesSpec, type StateCategory, type StateSpec, type YUnit } from './chartModel';
import { DANGER, GREY, INK, type ChartSpec } from './labChartSpecs';
import { CHART_TITLES, type QueueView } from './types';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { specLabel } from '../i18n/specText';
import { chartTitle } from './chartTitles';
import { chartWords } from './chartWords';
import { observableLabel, observableShortLabel, stateName } from './observableText';

/** The discipline's observables, as its module declares them. */
export const aqmObservables = (kind: QueueKind): readonly ObservableSpec[] => QUEUES[kind].observables as readonly ObservableSpec[];

/** Whether the aqm chart has anything to draw for discipline `kind`. */
export const drawsAqmChart = (kind: QueueKind): boolean => aqmObservables(kind).length > 0;

/** The chart: its main panel, and a small one under it (the next unit) sharing its time axis. */
export interface AqmChart {
  main: ChartSpec;
  small?: ChartSpec;
}

/**
 * Line colours, in order, after ink (Okabe–Ito blue, orange, bluish green): apart from one another
 * and from the target's red with normal vision and the common colour-vision deficiencies (ΔE ≥ 20).
 */
export const LINE_COLORS = [INK, '#0072B2', '#E69F00', '#009E73'];
const LINE_DASHES = ['', '5 3', '1 2', '8 3 2 3'];

/** The shaded states: the first (idle) state faint grey, the others Okabe–Ito vermilion, orange and sky blue. */
const STATE_STYLES = [
  { color: GREY, opacity: 0.06 },
  { color: '#D55E00', opacity: 0.22 },
  { color: '#E69F00', opacity: 0.3 },
  { color: '#56B4E9', opacity: 0.3 },
];

/** The y unit an observable's unit is drawn in: seconds as milliseconds, the rest as they are. */
export function axisUnit(unit: string): YUnit {
  return unit === 's' ? { kind: 'plain', name: 'ms', factor: 1000 } : { kind: 'plain', name: unit };
}

/**
 * The observables drawn as lines, grouped by unit in declaration order, a delay (s) group first:
 * a delay is what the disciplines that have one are about (CoDel's and PIE's targets are delays).
 */
export function unitGroups(observables: readonly ObservableSpec[]): ObservableSpec[][] {
  const groups = new Map<string, ObservableSpec[]>();
  for (const o of observables) {
    if (o.values) continue;
    const g = groups.get(o.unit) ?? [];
    g.push(o);
    groups.set(o.unit, g);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g[0].unit === 's'), ...all.filter((g) => g[0].unit !== 's')];
}

/**
 * The discipline's parameters a panel of `unit` is read against: the levels its values are compared
 * with (a target delay, RED's thresholds), not its periods (CoDel's interval, PIE's update period).
 */
export function referenceParams(kind: QueueKind, unit: string): ParamSpec[] {
  const params = Object.values(QUEUES[kind].params as Record<string, ParamSpec>);
  return params.filter((p) => typeof p.default === 'number' && p.unit === unit && (p.key.startsWith('target') || p.key.endsWith('ThPackets')));
}

/** What a panel of several lines calls its axis, by their unit. */
const AXIS_LABELS: Readonly<Record<string, MessageDescriptor>> = { s: msg`delay`, packets: msg`packets`, flows: msg`flow queues`, '': msg`probability` };

/** An observable's label without its discipline's name ("CoDel sojourn time" → "sojourn time"). */
const shortLabel = (kind: QueueKind, o: ObservableSpec): string => observableShortLabel(i18n, o) ?? o.label.replace(`${QUEUES[kind].label} `, '');

function panel(kind: QueueKind, group: readonly ObservableSpec[], store: TraceStore, queue: QueueView, title: string, name: string): ChartSpec {
  const unit = group[0].unit;
  const y = axisUnit(unit);
  const series: SeriesSpec[] = group.map((o, k) => ({
    key: o.key,
    label: observableLabel(i18n, o),
    csvLabel: o.label,
    values: store.column(o.key as GlobalField),
    color: LINE_COLORS[k % LINE_COLORS.length],
    dash: LINE_DASHES[k % LINE_DASHES.length],
    width: k === 0 ? 1.5 : 1,
  }));
  const rules: RuleSpec[] = [];
  for (const p of referenceParams(kind, unit)) {
    const v = queue.params?.[p.key];
    if (typeof v !== 'number') continue;
    const shown = resolveUnit(y, v);
    // The target runs through the data: its label goes in the legend, off the line.
    rules.push({ key: p.key, label: `${specLabel(i18n, p)} ${formatValue(v, shown, chartWords(i18n))}${shown.name ? ` ${shown.name}` : ''}`, value: v, color: DANGER, dash: '6 4', labelIn: 'legend' });
  }
  const axis = AXIS_LABELS[unit];
  return {
    title,
    name,
    y: { label: group.length === 1 ? shortLabel(kind, group[0]) : axis ? i18n._(axis) : unit, unit: y, floor: 0, ...(unit === '' ? { domain: [0, 1] as const } : {}) },
    series,
    rules,
    bands: [],
  };
}

/** The shaded band of the discipline's first state observable (CoDel: dropping or not), or undefined. */
function stateBand(kind: QueueKind, store: TraceStore): StateSpec | undefined {
  const o = aqmObservables(kind).find((x) => x.values && x.values.length > 0);
  if (!o || !o.values) return undefined;
  const categories: StateCategory[] = o.values.map((name, code) => ({ code, label: stateName(i18n, name), csvLabel: name, short: stateName(i18n, name), ...STATE_STYLES[Math.min(code, STATE_STYLES.length - 1)] }));
  return { key: o.key, label: o.label, codes: store.column(o.key as GlobalField), categories };
}

/**
 * The discipline's chart for the trace in `store` (the bottleneck's observables, NaN where another
 * discipline ran), or null when it has nothing to show.
 */
export function aqmSpec(store: TraceStore, queue: QueueView): AqmChart | null {
  const kind = queue.kind;
  const groups = unitGroups(aqmObservables(kind));
  if (groups.length === 0) return null;
  const label = QUEUES[kind].label;
  const main = panel(kind, groups[0], store, queue, `${chartTitle('aqm')}: ${label}`, `${CHART_TITLES.aqm}: ${label}`);
  const states = stateBand(kind, store);
  const notes: Record<string, string> = {
    codel: t(i18n)`Shaded: CoDel’s dropping state, entered when the sojourn time has stayed above target for a whole interval; it then drops (or marks) at the head, interval/√count apart, until the sojourn time falls below target.`,
    pie: t(i18n)`PIE raises its drop probability while the queueing delay is above its target and lowers it below, every update period.`,
    'fq-codel': t(i18n)`Each flow queue has its own CoDel: the longest sojourn among the queues with packets is drawn against the target.`,
    red: t(i18n)`RED drops at random once its average passes minTh, more often up to maxTh.`,
  };
  return {
    main: { ...main, ...(states ? { states } : {}), ...(notes[kind] ? { note: notes[kind] } : {}) },
    ...(groups[1] ? { small: panel(kind, groups[1], store, queue, `${label}: ${groups[1].map((o) => shortLabel(kind, o)).join(', ')}`, `${label}: ${groups[1].map((o) => o.label.replace(`${label} `, '')).join(', ')}`) } : {}),
  };
}
