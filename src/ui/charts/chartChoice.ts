// Which charts the lab shows: those a preset declares when it is loaded, and of those (or of the
// user's choice) only the ones with something to draw for the flows running: no empty CAM chart
// without a Vegas-family flow, no BBR chart without a BBR flow.
import { PRESET_CHARTS } from '../../sim/scenario/presets';
import type { FlowInfo } from '../../worker/protocol';
import { VEGAS_FAMILY } from './labChartSpecs';
import { CHART_IDS, DEFAULT_CHARTS, type ChartId } from './types';
import { drawsChart, isVariantChart } from './variantChartSpecs';

const isChartId = (s: string): s is ChartId => (CHART_IDS as readonly string[]).includes(s);

/** The charts preset `name` declares (the default set for a preset that declares none). */
export function presetCharts(name: string): readonly ChartId[] {
  const declared = PRESET_CHARTS[name];
  return declared ? declared.filter(isChartId) : DEFAULT_CHARTS;
}

/** Whether chart `id` has anything to draw for these flows. */
export function canDraw(id: ChartId, flows: readonly Pick<FlowInfo, 'variant'>[]): boolean {
  if (id === 'cam') return flows.some((f) => f.variant !== 'cbr' && VEGAS_FAMILY.has(f.variant));
  if (isVariantChart(id)) return flows.some((f) => drawsChart(id, f.variant));
  return true;
}

/** The charts of `charts` that have something to draw, in their order. */
export function drawableCharts(charts: readonly ChartId[], flows: readonly Pick<FlowInfo, 'variant'>[]): ChartId[] {
  return charts.filter((id) => canDraw(id, flows));
}
