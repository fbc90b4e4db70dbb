// One per-variant state chart in the lab (CUBIC's curve, BBR's state and estimates) for the flow
// chosen in its header, or a sentence saying why there is none. The specs come from
// variantChartSpecs; TimeChart draws them on the lab's shared time axis.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { chartTitle } from './chartTitles';
import { textDirection, type Locale } from '../i18n/locales';
import type { FlowInfo } from '../../worker/protocol';
import type { Marker, TraceStore } from '../lab/TraceStore';
import type { GhostInput, SeriesSpec } from './chartModel';
import { TimeChart } from './TimeChart';
import { type LabChartsProps, type TimeWindow } from './types';
import { bbrSpec, cubicSpec, drawsChart, VARIANT_CHARTS, VariantBuffers, type VariantChart, type VariantChartId } from './variantChartSpecs';

export interface VariantStateChartProps {
  id: VariantChartId;
  store: TraceStore;
  /** The frame's data version (the chart redraws when it changes). */
  version: number;
  /** Flows drawn (hidden ones left out), each with columns in the store. */
  shown: readonly FlowInfo[];
  /** Every flow not hidden, drawn or not yet (to tell "waiting for samples" from "no such flow"). */
  pending: readonly FlowInfo[];
  /** The flow chosen in the header (null: the first that fits). */
  flow: number | null;
  onFlowChange: (flow: number) => void;
  bottleneckBps: number;
  markers: readonly Marker[];
  window: TimeWindow;
  onWindowChange: (w: TimeWindow) => void;
  projector: boolean;
  /** The other run (a branch's original, or the rest of a rewound run): the same flow's lines, faint. */
  ghost?: LabChartsProps['ghost'];
}

export function VariantStateChart(props: VariantStateChartProps) {
  const { id, store, version, shown, pending, flow, onFlowChange, bottleneckBps, markers, window: view, onWindowChange, projector, ghost = null } = props;
  const candidates = useMemo(() => shown.filter((f) => drawsChart(id, f.variant)), [shown, id]);
  const info = candidates.find((f) => f.index === flow) ?? candidates[0] ?? null;
  const [buffers] = useState(() => new VariantBuffers());
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const chart: VariantChart | null = useMemo(
    () => (info ? (id === 'cubic' ? cubicSpec(store, info, buffers) : bbrSpec(store, info, bottleneckBps, buffers)) : null),
    // Columns are re-read from the store on every frame (`version`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, store, version, info, bottleneckBps, buffers, locale],
  );
  // The same flow in the other run (it has the same index there, if it ran then); its lines only.
  const ghostInfo = ghost && info && info.index < ghost.store.flowCount ? (ghost.flows.find((f) => f.index === info.index && f.variant === info.variant) ?? null) : null;
  const [ghostBuffers] = useState(() => new VariantBuffers());
  const ghostChart = useMemo(
    () => (ghost && ghostInfo ? (id === 'cubic' ? cubicSpec(ghost.store, ghostInfo, ghostBuffers) : bbrSpec(ghost.store, ghostInfo, bottleneckBps, ghostBuffers)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the spec is written in the active language
    [id, ghost, ghostInfo, bottleneckBps, ghostBuffers, locale],
  );
  const ghostMain = useMemo(() => faint(ghost, ghostChart?.main.series), [ghost, ghostChart]);
  const ghostSmall = useMemo(() => faint(ghost, ghostChart?.small?.series), [ghost, ghostChart]);

  if (!chart || !info) {
    const waiting = pending.some((f) => drawsChart(id, f.variant));
    return (
      <figure className="tc tc--empty">
        <figcaption className="tc-head">
          <span className="tc-title">{chartTitle(id, i18n)}</span>
        </figcaption>
        <p className="tc-empty" dir={textDirection(i18n.locale as Locale)}>{waiting ? t`Waiting for the first samples.` : i18n._(VARIANT_CHARTS[id].empty)}</p>
      </figure>
    );
  }
  const common = { data: store, version, markers, window: view, onWindowChange, projector };
  const picker = (
    <label className="tc-pick">
      {t`Flow`}{' '}
      <select value={info.index} onChange={(e) => onFlowChange(Number(e.target.value))}>
        {candidates.map((f) => (
          <option key={f.index} value={f.index}>
            {f.name}
          </option>
        ))}
      </select>
    </label>
  );
  const { main, small } = chart;
  return (
    <>
      <TimeChart
        {...common}
        title={main.title}
        name={main.name}
        y={main.y}
        series={main.series}
        rules={main.rules}
        bands={main.bands}
        states={main.states}
        timeMarks={main.timeMarks}
        curves={main.curves}
        leadSec={main.leadSec}
        ghost={ghostMain}
        headerExtra={picker}
        shortTitle={chartTitle(id, i18n)}
        note={main.note}
      />
      {small && (
        <TimeChart {...common} size="small" title={small.title} name={small.name} y={small.y} series={small.series} rules={small.rules} note={small.note} ghost={ghostSmall} />
      )}
    </>
  );
}

/** Another run's series as faint lines: own keys, out of the legend (the legend names the run once). */
function faint(ghost: LabChartsProps['ghost'], series: readonly SeriesSpec[] | undefined): GhostInput | null {
  return ghost && series ? { data: ghost.store, series: series.map((x) => ({ ...x, key: `o-${x.key}`, legend: false })), label: ghost.label } : null;
}
