// The bottleneck queue discipline's own chart in the lab (CoDel's sojourn time and state, PIE's
// delay and drop probability, …), or a sentence saying the discipline has nothing of its own to
// show. The specs come from aqmChartSpecs; TimeChart draws them on the lab's shared time axis.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { chartTitle } from './chartTitles';
import { textDirection, type Locale } from '../i18n/locales';
import { QUEUES } from '../../sim/queue/registry';
import type { Marker, TraceStore } from '../lab/TraceStore';
import type { GhostInput, SeriesSpec } from './chartModel';
import { aqmSpec } from './aqmChartSpecs';
import { TimeChart } from './TimeChart';
import { type LabChartsProps, type QueueView, type TimeWindow } from './types';

export interface AqmChartProps {
  store: TraceStore;
  /** The frame's data version (the chart redraws when it changes). */
  version: number;
  queue: QueueView;
  markers: readonly Marker[];
  window: TimeWindow;
  onWindowChange: (w: TimeWindow) => void;
  projector: boolean;
  /** The other run (a branch's original, or the rest of a rewound run): its lines, faint. */
  ghost?: LabChartsProps['ghost'];
}

export function AqmChart({ store, version, queue, markers, window: view, onWindowChange, projector, ghost = null }: AqmChartProps) {
  const paramsJson = JSON.stringify(queue.params ?? {});
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const chart = useMemo(
    () => aqmSpec(store, { ...queue, params: JSON.parse(paramsJson) as QueueView['params'] }),
    // Columns are re-read from the store on every frame (`version`); `queue` may be a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, version, queue.kind, paramsJson, locale],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the spec is written in the active language
  const ghostChart = useMemo(() => (ghost ? aqmSpec(ghost.store, queue) : null), [ghost, queue, locale]);
  const ghostMain = useMemo(() => faint(ghost, ghostChart?.main.series), [ghost, ghostChart]);
  const ghostSmall = useMemo(() => faint(ghost, ghostChart?.small?.series), [ghost, ghostChart]);
  if (!chart) {
    const discipline = QUEUES[queue.kind].label;
    return (
      <figure className="tc tc--empty">
        <figcaption className="tc-head">
          <span className="tc-title">{chartTitle('aqm', i18n)}</span>
        </figcaption>
        <p className="tc-empty" dir={textDirection(i18n.locale as Locale)}>{t`${discipline} measures nothing of its own to chart. Choose CoDel, FQ-CoDel, PIE or RED for the bottleneck to see what it watches.`}</p>
      </figure>
    );
  }
  const common = { data: store, version, markers, window: view, onWindowChange, projector };
  const { main, small } = chart;
  return (
    <>
      <TimeChart {...common} title={main.title} name={main.name} y={main.y} series={main.series} rules={main.rules} bands={main.bands} states={main.states} note={main.note} ghost={ghostMain} />
      {small && <TimeChart {...common} size="small" title={small.title} name={small.name} y={small.y} series={small.series} rules={small.rules} ghost={ghostSmall} />}
    </>
  );
}

/** Another run's series as faint lines: own keys, out of the legend (the legend names the run once). */
function faint(ghost: LabChartsProps['ghost'], series: readonly SeriesSpec[] | undefined): GhostInput | null {
  return ghost && series ? { data: ghost.store, series: series.map((x) => ({ ...x, key: `o-${x.key}`, legend: false })), label: ghost.label } : null;
}
