// The lab page: time controls, the network picture, live charts, the summary, and the panels that
// change flows and the bottleneck while the simulation runs, laid out. View-only state (projector
// mode, animation, chart window, charts shown) lives here; the scenario lives in the LabModel; the
// run in the worker. Beside it, one job each: the address (useLabUrlSync: the page's `#fragment`
// always holds the current scenario and view, see src/share), loading (useLabLoad), a teacher
// link's locks (useTeacherLocks) and the layout inside a course page's frame (LabEmbedLayout).
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { presetScenario } from '../../../sim/scenario/presets';
import type { Scenario } from '../../../sim/scenario/Scenario';
import { encodeLabState } from '../../../share/scenarioUrl';
import { BottleneckPanel } from '../../controls/BottleneckPanel';
import { TcpPanel } from '../../controls/TcpPanel';
import { RunLengthPanel } from '../../controls/RunLength';
import { FlowPanel } from '../../controls/FlowPanel';
import { Toolbar } from '../../controls/Toolbar';
import { ChartChooser } from '../../controls/ChartChooser';
import { queueValuesOf } from '../../../sim/queue/registry';
import { Dumbbell } from '../../dumbbell/Dumbbell';
import { VEGAS_FAMILY, vegasKnobs } from '../../charts/labChartSpecs';
import { DEFAULT_CHARTS, type ChartId, type TimeWindow } from '../../charts/types';
import { DEFAULT_SPAN_SEC, WHOLE_RUN } from '../../charts/timeWindow';
import { drawableCharts, presetCharts } from '../../charts/chartChoice';
import { bottleneckSteps } from '../../charts/bottleneckSteps';
import { useLabShortcuts } from '../../lab/shortcuts';
import type { LabModel } from '../../lab/LabModel';
import { useLab } from '../../lab/useLab';
import { Notices } from '../../Notices';
import { SummaryTable } from '../../SummaryTable';
import { FlowViewToggle } from '../../controls/FlowViewToggle';
import { showsClasses, type FlowView } from '../../lab/flowClasses';
import { LoadProblem } from '../../links/LoadProblem';
import { chartFlows } from '../../lab/chartFlows';
import { TeacherBanner } from '../../links/TeacherBanner';
import { AppHeader } from '../../AppHeader';
import { navigate } from '../router';
import { routeSearch } from '../route';
import { HelpDialog } from '../../help/HelpDialog';
import { ScenarioPanel, ScenarioTitle } from '../../lab/ScenarioInfo';
import { BranchPanel, Timeline } from '../../lab/Timeline';
import { useEmbedBridge } from '../../embed/useEmbedBridge';
import { useProjectorRoot } from '../../projectorRoot';
import { useProjectorMode } from '../../projectorMode';
import { ProjectorToggle } from '../../ProjectorToggle';
import { usePrefersReducedMotion } from '../../usePrefersReducedMotion';
import { KeepLtr } from '../../i18n/KeepLtr';
import { LabEmbedLayout } from './LabEmbedLayout';
import { LiveLabCharts } from './LiveLabCharts';
import { useFileDrop } from './useFileDrop';
import { useHeaderHeight } from './useHeaderHeight';
import { useLabLoad } from './useLabLoad';
import { readLabUrl, useLabUrlSync } from './useLabUrlSync';
import { useTeacherLocks } from './useTeacherLocks';

// The share dialog (and its QR code library) loads when first opened.
const ShareDialog = lazy(() => import('../../links/ShareDialog').then((m) => ({ default: m.ShareDialog })));

const LAB_PAGE = { page: 'lab' } as const;

export function LabPage({ model }: { model: LabModel }) {
  const [initial] = useState(readLabUrl);
  const reduceMotion = usePrefersReducedMotion();
  const [animateChoice, setAnimateChoice] = useState<boolean | null>(null);
  const animate = animateChoice ?? !reduceMotion;
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  const [timeWindow, setTimeWindow] = useState<TimeWindow>({ mode: 'follow', spanSec: DEFAULT_SPAN_SEC });
  const [camChoice, setCamChoice] = useState<number | null>(null);
  const [charts, setCharts] = useState<readonly ChartId[]>(initial.state?.charts ?? DEFAULT_CHARTS);
  const { teacher, locks } = useTeacherLocks(initial.state?.teacher);
  // The embed view: asked for by the link (its embed flag) or by the address (`?embed`).
  const [embed] = useState<boolean>(() => initial.state?.embed === true || new URLSearchParams(window.location.search).has('embed'));
  const [sharing, setSharing] = useState(false);
  const [helping, setHelping] = useState(false);
  const [networkCollapsed, setNetworkCollapsed] = useState(false);
  const [flowView, setFlowView] = useState<FlowView>('auto');
  const { t } = useLingui();
  const scenario = useLab(model, (m) => m.scenario);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  const transport = useLab(model, (m) => m.transport);
  const speed = useLab(model, (m) => m.status.speed);
  useLabShortcuts({
    canPlay: !locks.locked('time') && !locks.hidden('time'),
    onPlay: () => model.togglePlay(),
    onWhole: () => setTimeWindow(WHOLE_RUN),
    onFollow: () => setTimeWindow({ mode: 'follow', spanSec: DEFAULT_SPAN_SEC }),
    onHelp: () => setHelping(true),
  });
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  // In a course page's frame: the embedding API (docs/EMBEDDING.md).
  useEmbedBridge(model, LAB_PAGE);

  const { problem, setProblem, loadNew, openFile, modified } = useLabLoad(model, initial, scenario);
  const urlState = useLabUrlSync({ scenario, speed, charts, teacher, embed });
  useFileDrop(openFile, !locks.locked('presets'));

  const settings = useLab(model, (m) => m.settings);
  const vegasFlows = flows.filter((f) => VEGAS_FAMILY.has(f.variant) && !hidden.has(f.index));
  const shownFlows = useMemo(() => flows.filter((f) => !hidden.has(f.index)), [flows, hidden]);
  const queueKind = (settings ?? scenario)?.bottleneck.queue.kind ?? 'droptail';
  const visibleCharts = useMemo(() => drawableCharts(charts, shownFlows, queueKind), [charts, shownFlows, queueKind]);
  const byClass = showsClasses(flowView, flows.length - hidden.size);
  const camFlow = camChoice !== null && vegasFlows.some((f) => f.index === camChoice) ? camChoice : (vegasFlows[0]?.index ?? null);

  const branch = useLab(model, (m) => m.branch);
  // Faint under the charts: a branch's original run, or, while rewound, the rest of this run.
  const recorded = useLab(model, (m) => m.recorded);
  const ghost = useMemo(() => {
    if (branch) return { store: branch.original.store, flows: branch.original.flows, label: 'faint: the original run' };
    return recorded ? { store: recorded, flows, label: 'faint: later in this run' } : null;
  }, [branch, recorded, flows]);
  const linkFor = (s: Scenario): string => {
    const state = urlState ? { ...urlState, scenario: s } : { scenario: s };
    return `${window.location.origin}${window.location.pathname}${window.location.search}#${encodeLabState(state)}`;
  };

  const removedAtSec = useLab(model, (m) => m.removedAtSec);
  const drawn = useMemo(() => chartFlows(flows, hidden, removedAtSec), [flows, hidden, removedAtSec]);
  const chartsView = scenario && (
    <LiveLabCharts
      model={model}
      flows={drawn.flows}
      hidden={drawn.hidden}
      vegas={(i) => vegasKnobs(model.flowSettings(i))}
      camFlow={camFlow}
      onCamFlowChange={setCamChoice}
      window={timeWindow}
      onWindowChange={setTimeWindow}
      queue={queueView(settings ?? scenario)}
      bottleneckBps={(settings ?? scenario).bottleneck.rateBps}
      bottleneckSteps={bottleneckSteps(scenario)}
      packetBytes={scenario.packetSizeBytes}
      visible={visibleCharts}
      projector={projector}
      byClass={byClass}
      ghost={ghost}
    />
  );

  if (embed) {
    return <LabEmbedLayout model={model} projector={projector} teacher={teacher} locks={locks} animate={animate} byClass={byClass} chartsView={chartsView} urlState={urlState} />;
  }

  return (
    <div className={`app${projector ? ' projector' : ''}`}>
      <AppHeader
        current="lab"
        ref={headerRef}
        context={scenario && <ScenarioTitle scenario={scenario} modified={modified} />}
        actions={
          <div className="view-toggles" role="group" aria-label={t`View`}>
            <button type="button" onClick={() => setHelping(true)} aria-haspopup="dialog">
              {t`Help`}
            </button>
            <ProjectorToggle on={projector} onChange={setProjector} />
          </div>
        }
      >
        <Toolbar
          model={model}
          locks={locks}
          onPreset={(name) => {
            loadNew(presetScenario(name));
            setCharts(presetCharts(name));
          }}
          onOpenFile={openFile}
          onShare={() => setSharing(true)}
        />
      </AppHeader>
      {problem && (
        <LoadProblem
          problem={problem}
          onKeep={(s) => {
            loadNew(s);
            setProblem(null);
          }}
          onDismiss={() => setProblem(null)}
        />
      )}
      <TeacherBanner teacher={teacher} />
      <Notices model={model} />
      <main className="lab">
        {/* The views come first, as they come first on a phone's one column (the reading and tab
            order); beside them, the settings are placed in the left column (app.css). */}
        <div className="lab__views">
          {flows.length > 1 && <FlowViewToggle view={flowView} byClass={byClass} onChange={setFlowView} />}
          <KeepLtr>
            <Dumbbell
              model={model}
              animate={animate}
              locked={locks.locked('queue')}
              projector={projector}
              byClass={byClass}
              collapsed={networkCollapsed}
              onCollapse={setNetworkCollapsed}
              onAnimateChange={setAnimateChoice}
              animateHint={reduceMotion ? t`Your system asks for reduced motion` : undefined}
            />
          </KeepLtr>
          <BranchPanel model={model} linkFor={linkFor} />
          <KeepLtr>{chartsView}</KeepLtr>
          {!locks.hidden('time') && (
            <KeepLtr>
              <Timeline model={model} locked={locks.locked('time')} />
            </KeepLtr>
          )}
          <SummaryTable model={model} byClass={byClass} />
        </div>
        <aside className="lab__controls" aria-label={t`Experiment settings`}>
          {scenario && <ScenarioPanel scenario={scenario} modified={modified} />}
          {scenario && !locks.hidden('share') && (
            <p className="lab__sweep">
              <button
                type="button"
                onClick={() => navigate(`${routeSearch('sweep')}#${encodeLabState({ scenario })}`)}
                title={t`Vary one or two of this scenario's settings over a range, with several seeds, and chart a measure`}
              >
                {t`Sweep…`}
              </button>{' '}
              <span className="muted">{t`vary a setting over a range, with seeds`}</span>
            </p>
          )}
          <BottleneckPanel model={model} locks={locks} />
          <FlowPanel model={model} locks={locks} byClass={byClass} />
          <RunLengthPanel model={model} locks={locks} />
          <TcpPanel model={model} locks={locks} />
          {!locks.hidden('charts') && <ChartChooser charts={charts} flows={shownFlows} queueKind={queueKind} onChange={setCharts} disabled={locks.locked('charts')} />}
          <details className="panel advanced">
            <summary>{t`Advanced`}</summary>
            <p className="hint">
              {transport === 'worker' ? (
                <Trans>The simulation runs in a Web Worker. If it ever fails, the lab restarts it from your current settings.</Trans>
              ) : (
                <Trans>The simulation runs on the page (no Web Worker available). If it ever fails, the lab restarts it from your current settings.</Trans>
              )}
            </p>
            <button type="button" onClick={() => model.killWorker()}>
              {t`Simulate an engine crash`}
            </button>
          </details>
        </aside>
      </main>
      {helping && <HelpDialog onClose={() => setHelping(false)} />}
      {sharing && urlState && (
        <Suspense fallback={null}>
          <ShareDialog state={urlState} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}


function queueView(s: Scenario) {
  const q = s.bottleneck.queue;
  return {
    kind: q.kind,
    bufferPackets: s.bottleneck.bufferPackets,
    ...(q.kind === 'red' ? { minThPackets: q.minThPackets, maxThPackets: q.maxThPackets } : {}),
    params: queueValuesOf(q),
  };
}
