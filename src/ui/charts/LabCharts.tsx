// The lab's live charts on one shared time axis: cwnd, queue, throughput, fairness, RTT, the
// Vegas CAM chart, the CUBIC and BBR state charts and the queue discipline's chart, in the order asked for. What each chart plots comes from labChartSpecs (rebuilt
// once per version, which changes at most once per animation frame, and once per live interval (framePace)
// while a run plays); TimeChart draws it, in the
// frame scheduler's slots.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { chartTitle } from './chartTitles';
import { textDirection, type Locale } from '../i18n/locales';
import type { FlowInfo } from '../../worker/protocol';
import {
  BandBuffers,
  basicSpec,
  camSpec,
  diffSpec,
  drawnFlows,
  isBasicChart,
  SetupBuffers,
  VEGAS_FAMILY,
  type ChartSpec,
  type SpecInput,
  type VegasKnobs,
} from './labChartSpecs';
import { TimeChart } from './TimeChart';
import { LiveColumns } from './liveColumns';
import { CLASS_CHART_FIELD, classSpec } from './classChartSpecs';
import { ClassTrace } from '../lab/ClassTrace';
import { flowClasses } from '../lab/flowClasses';
import { type ChartId, type LabChartsProps, type QueueView } from './types';
import type { GhostInput, SeriesSpec } from './chartModel';
import { PhaseChart } from './PhaseChart';
import { VariantStateChart } from './VariantStateChart';
import { AqmChart } from './AqmChart';
import { isVariantChart, type VariantChartId } from './variantChartSpecs';
import './charts.css';

export function LabCharts(props: LabChartsProps) {
  const { store, flows, hidden, vegas, camFlow, onCamFlowChange, window: view, onWindowChange, queue, bottleneckBps, packetBytes, visible, projector, byClass = false, ghost = null } = props;
  // Like `queue`, the steps may be a new array on every render: depend on their values.
  const stepsJson = JSON.stringify(props.bottleneckSteps ?? []);
  const steps = useMemo(() => JSON.parse(stepsJson) as NonNullable<LabChartsProps['bottleneckSteps']>, [stepsJson]);
  const [live] = useState(() => new LiveColumns());
  const [ghostLive] = useState(() => new LiveColumns());
  const [setupBuffers] = useState(() => new SetupBuffers());
  // The caller changes the version at most once per animation frame (useFrameVersion in lab/).
  const frame = props.version;
  // The specs are written in the active language: rebuilt when it changes.
  const { t, i18n } = useLingui();
  const locale = i18n.locale;

  // `vegas` and `queue` may be new objects on every render of the parent: depend on their values.
  const knobsJson = JSON.stringify(
    flows.filter((f) => VEGAS_FAMILY.has(f.variant)).flatMap((f): VegasKnobs[] => {
      const k = vegas(f.index);
      return k ? [{ flow: f.index, alpha: k.alpha, beta: k.beta }] : [];
    }),
  );
  const knobs = useMemo(() => JSON.parse(knobsJson) as VegasKnobs[], [knobsJson]);
  const { kind, bufferPackets, minThPackets, maxThPackets } = queue;
  const visibleKey = visible.join(',');

  // The store gains flow columns as data arrives: the flows drawn change with their number (kept
  // the same array otherwise, so what is derived from them is not rebuilt at every frame).
  const flowColumns = store.flowCount;
  const shown = useMemo(
    () => drawnFlows(store, flows, hidden),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, flows, hidden, flowColumns],
  );
  const classes = useMemo(() => (byClass ? flowClasses(shown) : null), [byClass, shown]);
  const [classTrace] = useState(() => new ClassTrace());
  const specs = useMemo(() => {
    const q: QueueView = { kind, bufferPackets, minThPackets, maxThPackets };
    // By class, the per-flow specs only lend their axes, rules and the fair share (over the flows
    // shown): no need to list every flow's columns.
    const input: SpecInput = { store, flows: classes ? [] : shown, queue: q, bottleneckBps, steps, live, setupBuffers };
    if (classes) classTrace.update(store, classes, shown);
    const out = new Map<ChartId, ChartSpec>();
    for (const id of visible) {
      if (!isBasicChart(id)) continue;
      const field = CLASS_CHART_FIELD[id];
      const spec = classes && field ? classSpec(basicSpec(id, { ...input, shareFlows: shown }), field, classTrace, classes, store.length) : basicSpec(id, input);
      // The set-up's lines (fair share, buffer) are drawn over the flows' in either view.
      out.set(id, spec.setupLines ? { ...spec, series: [...spec.series, ...spec.setupLines] } : spec);
    }
    return out;
    // Columns are re-read from the store on every frame (it may have replaced them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, frame, shown, classes, classTrace, kind, bufferPackets, minThPackets, maxThPackets, bottleneckBps, steps, live, setupBuffers, visibleKey, locale]);

  // The other run (a branch's original, or the rest of a rewound run), faint under each time chart:
  // drawn as this run is (per flow, or per class with the classes of its own flows).
  const ghostShown = useMemo(() => (ghost ? drawnFlows(ghost.store, ghost.flows, hidden) : []), [ghost, hidden]);
  const ghostClasses = useMemo(() => (ghost && classes ? flowClasses(ghostShown) : null), [ghost, classes, ghostShown]);
  const [ghostClassTrace] = useState(() => new ClassTrace());
  const ghostInputs = useMemo(() => {
    const out = new Map<ChartId, GhostInput>();
    if (!ghost) return out;
    const input: SpecInput = { store: ghost.store, flows: ghostClasses ? [] : ghostShown, queue: { kind, bufferPackets, minThPackets, maxThPackets }, bottleneckBps, live: ghostLive };
    if (ghostClasses) ghostClassTrace.update(ghost.store, ghostClasses, ghostShown);
    for (const id of visible) {
      if (!isBasicChart(id)) continue;
      const field = CLASS_CHART_FIELD[id];
      const s = ghostClasses && field ? classSpec(basicSpec(id, input), field, ghostClassTrace, ghostClasses, ghost.store.length) : basicSpec(id, input);
      out.set(id, faint(ghost, s.series));
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ghost, ghostShown, ghostClasses, ghostClassTrace, ghostLive, kind, bufferPackets, minThPackets, maxThPackets, bottleneckBps, visibleKey, locale]);

  // The CAM chart: the chosen Vegas-family flow, or the first one drawn.
  const camCandidates = useMemo(() => shown.filter((f) => knobs.some((k) => k.flow === f.index)), [shown, knobs]);
  const camInfo: FlowInfo | null = camCandidates.find((f) => f.index === camFlow) ?? camCandidates[0] ?? null;
  // A Vegas-family flow that has no samples yet (the first frame is on its way) is not "no Vegas flow".
  const waitingForVegas = !camInfo && knobs.some((k) => !hidden.has(k.flow));
  const camKnobs = camInfo ? knobs.find((k) => k.flow === camInfo.index)! : null;
  const [bandBuffers] = useState(() => new BandBuffers());
  const showCam = visible.includes('cam');
  const cam = useMemo(
    () => (camInfo && camKnobs && showCam ? { rates: camSpec(store, camInfo, camKnobs, bandBuffers), diff: diffSpec(store, camInfo) } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, frame, camInfo, camKnobs, bandBuffers, showCam, locale],
  );
  // The same flow in the other run (it has the same index there, if it ran then).
  const ghostCamInfo = ghost && camInfo ? (ghostShown.find((f) => f.index === camInfo.index) ?? null) : null;
  const [ghostBandBuffers] = useState(() => new BandBuffers());
  const ghostCam = useMemo(
    () =>
      ghost && ghostCamInfo && camKnobs && showCam
        ? { rates: faint(ghost, camSpec(ghost.store, ghostCamInfo, camKnobs, ghostBandBuffers).series), diff: faint(ghost, diffSpec(ghost.store, ghostCamInfo).series) }
        : null,
    // The specs are written in the active language (`locale`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ghost, ghostCamInfo, camKnobs, ghostBandBuffers, showCam, locale],
  );

  const common = { data: store, version: frame, markers: store.markers, window: view, onWindowChange, projector };
  // The flow each variant state chart draws (view state: not in links).
  const [picked, setPicked] = useState<Partial<Record<VariantChartId, number>>>({});
  const pending = useMemo(() => flows.filter((f) => !hidden.has(f.index)), [flows, hidden]);

  return (
    <div className={`lab-charts${projector ? ' lab-charts--projector' : ''}`}>
      {visible.map((id) => {
        if (id === 'phase') {
          return (
            <div key={id} className="lab-charts__cell lab-charts__cell--phase" data-chart-id={id}>
              <PhaseChart
                store={store}
                version={frame}
                flows={shown}
                classes={classes}
                window={view}
                packetBytes={packetBytes}
                bottleneckBps={bottleneckBps}
                projector={projector}
                ghost={ghost ? { store: ghost.store, flows: ghostShown, label: ghost.label } : null}
              />
            </div>
          );
        }
        if (id === 'aqm') {
          return (
            <div key={id} className="lab-charts__cell lab-charts__cell--cam" data-chart-id={id}>
              <AqmChart store={store} version={frame} queue={queue} markers={store.markers} window={view} onWindowChange={onWindowChange} projector={projector} ghost={ghost} />
            </div>
          );
        }
        if (isVariantChart(id)) {
          return (
            <div key={id} className="lab-charts__cell lab-charts__cell--cam" data-chart-id={id}>
              <VariantStateChart
                id={id}
                store={store}
                version={frame}
                shown={shown}
                pending={pending}
                flow={picked[id] ?? null}
                onFlowChange={(f) => setPicked((p) => ({ ...p, [id]: f }))}
                bottleneckBps={bottleneckBps}
                markers={store.markers}
                window={view}
                onWindowChange={onWindowChange}
                projector={projector}
                ghost={ghost}
              />
            </div>
          );
        }
        if (id !== 'cam') {
          const s = specs.get(id)!;
          return (
            <div key={id} className="lab-charts__cell" data-chart-id={id}>
              <TimeChart {...common} title={s.title} name={s.name} y={s.y} series={s.series} rules={s.rules} bands={s.bands} note={s.note} ghost={ghostInputs.get(id) ?? null} />
            </div>
          );
        }
        if (!cam || !camInfo) {
          return (
            <div key={id} className="lab-charts__cell" data-chart-id={id}>
              <figure className="tc tc--empty">
                <figcaption className="tc-head">
                  <span className="tc-title">{chartTitle('cam', i18n)}</span>
                </figcaption>
                <p className="tc-empty" dir={textDirection(i18n.locale as Locale)}>
                  {waitingForVegas
                    ? t`Waiting for the first samples of the Vegas-family flows.`
                    : t`No Vegas-family flow is running. Add a Vegas, Enhanced Vegas or Vegas+ flow to see its expected and actual rates and its α–β band.`}
                </p>
              </figure>
            </div>
          );
        }
        const picker = (
          <label className="tc-pick">
            {t`Flow`}{' '}
            <select value={camInfo.index} onChange={(e) => onCamFlowChange(Number(e.target.value))}>
              {camCandidates.map((f) => (
                <option key={f.index} value={f.index}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
        );
        return (
          <div key={id} className="lab-charts__cell lab-charts__cell--cam" data-chart-id={id}>
            <TimeChart
              {...common}
              title={cam.rates.title}
              name={cam.rates.name}
              y={cam.rates.y}
              series={cam.rates.series}
              rules={cam.rates.rules}
              bands={cam.rates.bands}
              headerExtra={picker}
              shortTitle={chartTitle('cam', i18n)}
              note={cam.rates.note}
              ghost={ghostCam?.rates ?? null}
            />
            <TimeChart {...common} size="small" title={cam.diff.title} name={cam.diff.name} y={cam.diff.y} series={cam.diff.series} rules={cam.diff.rules} ghost={ghostCam?.diff ?? null} />
          </div>
        );
      })}
    </div>
  );
}

/** Another run's series as faint lines: own keys, out of the legend (the legend names the run once). */
function faint(ghost: NonNullable<LabChartsProps['ghost']>, series: readonly SeriesSpec[]): GhostInput {
  return { data: ghost.store, series: series.map((x) => ({ ...x, key: `o-${x.key}`, legend: false })), label: ghost.label };
}
