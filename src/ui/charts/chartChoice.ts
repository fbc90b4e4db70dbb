// Which charts the lab shows: those a preset declares when it is loaded, and of those (or of the
// user's choice) only the ones with something to draw for the flows running and the bottleneck's
// discipline: no empty CAM chart without a Vegas-family flow, no BBR chart without a BBR flow, no
// queue discipline chart for a discipline that measures nothing of its own (DropTail, DRR).
import { PRESET_CHARTS } from '../../sim/scenario/presets';
import type { QueueKind } from '../../sim/queue/registry';
import type { FlowInfo } from '../../worker/protocol';
import { drawsAqmChart } from './aqmChartSpecs';
import { VEGAS_FAMILY } from './labChartSpecs';
import { CHART_IDS, DEFAULT_CHARTS, type ChartId } from './types';
import { drawsChart, isVariantChart } from './variantChartSpecs';

const isChartId = (s: string): s is ChartId => (CHART_IDS as readonly string[]).includes(s);

/** The charts preset `name` declares (the default set for a preset that declares none). */
export function presetCharts(name: string): readonly ChartId[] {
  const declared = PRESET_CHARTS[name];
  return declared ? declared.filter(isChartId) : DEFAULT_CHARTS;
}

/** Whether chart `id` has anything to draw for these flows on a bottleneck of discipline `queueKind`. */
export function canDraw(id: ChartId, flows: readonly Pick<FlowInfo, 'variant'>[], queueKind: QueueKind): boolean {
  if (id === 'aqm') return drawsAqmChart(queueKind);
  if (id === 'cam') return flows.some((f) => f.variant !== 'cbr' && VEGAS_FAMILY.has(f.variant));
  if (isVariantChart(id)) return flows.some((f) => drawsChart(id, f.variant));
  return true;
}

/** The charts of `charts` that have something to draw, in their order. */
export function drawableCharts(charts: readonly ChartId[], flows: readonly Pick<FlowInfo, 'variant'>[], queueKind: QueueKind): ChartId[] {
  return charts.filter((id) => canDraw(id, flows, queueKind));
}
