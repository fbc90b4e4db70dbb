// The lab page: time controls, the network picture, live charts, the summary, and the panels that
// change flows and the bottleneck while the simulation runs. View-only state (projector mode,
// animation, chart window, charts shown) lives here; the scenario lives in the LabModel; the run
// in the worker. The page's `#fragment` always holds the current scenario and view (see src/share).
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DEFAULT_PRESET, PRESETS } from '../../sim/scenario/presets';
import type { Scenario } from '../../sim/scenario/Scenario';
import type { DecodeResult, LabUrlState, TeacherSettings } from '../../share/LabUrlState';
import { decodeLabState, encodeLabState } from '../../share/scenarioUrl';
import { BottleneckPanel } from '../controls/BottleneckPanel';
import { TcpPanel } from '../controls/TcpPanel';
import { RunLengthPanel } from '../controls/RunLength';
import { FlowPanel } from '../controls/FlowPanel';
import { Toolbar } from '../controls/Toolbar';
import { Dumbbell } from '../dumbbell/Dumbbell';
import { LabCharts } from '../charts/LabCharts';
import { VEGAS_FAMILY, vegasKnobs } from '../charts/labChartSpecs';
import { CHART_IDS, CHART_TITLES, DEFAULT_CHARTS, type ChartId, type LabChartsProps, type TimeWindow } from '../charts/types';
import { DEFAULT_SPAN_SEC, WHOLE_RUN } from '../charts/timeWindow';
import { canDraw, drawableCharts, presetCharts } from '../charts/chartChoice';
import type { FlowInfo } from '../../worker/protocol';
import { useLabShortcuts } from './shortcuts';
import { scenarioFromFile } from './scenarioFromFile';
import type { LabModel } from './LabModel';
import { useLab } from './useLab';
import { Notices } from '../Notices';
import { SummaryTable } from '../SummaryTable';
import { FlowViewToggle } from '../controls/FlowViewToggle';
import { showsClasses, type FlowView } from './flowClasses';
import { LoadProblem, type Problem } from '../share/LoadProblem';
import { locksFrom } from '../share/locks';
import { chartFlows } from './chartFlows';
import { bottleneckSteps } from '../charts/bottleneckSteps';
import { TeacherBanner } from '../share/TeacherBanner';
import { AppHeader } from '../AppHeader';
import { navigate, rememberLabFragment } from '../pages/router';
import { useDebouncedAddress } from '../pages/useDebouncedAddress';
import { routeSearch } from '../pages/route';
import { HelpDialog } from '../help/HelpDialog';
import { ScenarioPanel, ScenarioTitle, scenarioKey } from './ScenarioInfo';
import { BranchPanel, Timeline } from './Timeline';
import { useEmbedBridge } from '../embed/useEmbedBridge';
import { useProjectorRoot } from '../projectorRoot';
import { useProjectorMode } from '../projectorMode';
import { ProjectorToggle } from '../ProjectorToggle';

// The share dialog (and its QR code library) loads when first opened.
const ShareDialog = lazy(() => import('../share/ShareDialog').then((m) => ({ default: m.ShareDialog })));

const LAB_PAGE = { page: 'lab' } as const;
/** Wall ms the URL waits for changes to settle before it is rewritten. */
const URL_DEBOUNCE_MS = 300;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduce, setReduce] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const on = () => setReduce(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduce;
}

/**
 * The scenario each model had when the user last loaded one (a preset, a file, a link): edits
 * since then make it "modified". A reset or a crash recovery reloads without changing it. Kept per
 * model, so a visit to another page does not forget it.
 */
const loadedAs = new WeakMap<LabModel, { pending: Scenario | null | false; key: string | null }>();

/** Loads a scenario as a new starting point (not modified). Returns the problems, as LabModel.load. */
function loadNew(model: LabModel, input: unknown): string[] {
  const before = model.scenario;
  const problems = model.load(input);
  if (problems.length === 0) loadedAs.set(model, { pending: before, key: null });
  return problems;
}

function useModified(model: LabModel, scenario: Scenario | null): boolean {
  const key = useMemo(() => (scenario ? scenarioKey(scenario) : null), [scenario]);
  const entry = loadedAs.get(model);
  if (entry && entry.pending !== false && scenario && scenario !== entry.pending) {
    // The first scenario the engine reports after a load is the starting point.
    entry.pending = false;
    entry.key = key;
  }
  return entry !== undefined && entry.key !== null && key !== entry.key;
}

/** What the page's URL said when it opened: a lab state, a problem, or nothing. */
function readUrl(): { state: LabUrlState | null; problem: Problem | null } {
  const hash = window.location.hash;
  rememberLabFragment(hash);
  if (hash.length <= 1) return { state: null, problem: null };
  const r = decodeLabState(hash);
  if (r.ok) return { state: r.value, problem: null };
  return { state: null, problem: { source: 'link', errors: r.errors, partial: r.partial?.scenario ?? null, dropped: r.dropped ?? [] } };
}

export function LabView({ model }: { model: LabModel }) {
  const [initial] = useState(readUrl);
  const reduceMotion = usePrefersReducedMotion();
  const [animateChoice, setAnimateChoice] = useState<boolean | null>(null);
  const animate = animateChoice ?? !reduceMotion;
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  const [timeWindow, setTimeWindow] = useState<TimeWindow>({ mode: 'follow', spanSec: DEFAULT_SPAN_SEC });
  const [camChoice, setCamChoice] = useState<number | null>(null);
  const [charts, setCharts] = useState<readonly ChartId[]>(initial.state?.charts ?? DEFAULT_CHARTS);
  const [teacher] = useState<TeacherSettings | undefined>(initial.state?.teacher);
  // The embed view: asked for by the link (its embed flag) or by the address (`?embed`).
  const [embed] = useState<boolean>(() => initial.state?.embed === true || new URLSearchParams(window.location.search).has('embed'));
  const [problem, setProblem] = useState<Problem | null>(initial.problem);
  const [sharing, setSharing] = useState(false);
  const [helping, setHelping] = useState(false);
  const [networkCollapsed, setNetworkCollapsed] = useState(false);
  const [flowView, setFlowView] = useState<FlowView>('auto');
  const scenario = useLab(model, (m) => m.scenario);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  const transport = useLab(model, (m) => m.transport);
  const speed = useLab(model, (m) => m.status.speed);
  const locks = useMemo(() => locksFrom(teacher), [teacher]);
  const modified = useModified(model, scenario);
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

  // Start: the linked scenario (run to its start time if the link says so), or the default.
  useEffect(() => {
    if (!model.scenario) {
      const s = initial.state;
      if (s) {
        if (s.speed !== undefined) model.setSpeed(s.speed);
        loadNew(model, s.scenario);
        if (s.teacher && 'runToSec' in s.teacher.start && s.teacher.start.runToSec > 0) model.step(s.teacher.start.runToSec);
      } else {
        loadNew(model, PRESETS[DEFAULT_PRESET]);
      }
    }
    return model.startFrames();
  }, [model, initial]);

  // Keep the URL describing what is on screen, without adding history entries.
  const urlState = useMemo<LabUrlState | null>(
    () => (scenario ? { scenario, speed, charts: sameCharts(charts, DEFAULT_CHARTS) ? undefined : [...charts], teacher, embed: embed || undefined } : null),
    [scenario, speed, charts, teacher, embed],
  );
  const address = useMemo(() => (urlState ? () => `#${encodeLabState(urlState)}` : null), [urlState]);
  useDebouncedAddress(address, URL_DEBOUNCE_MS, rememberLabFragment);

  const openDecoded = (r: DecodeResult<Scenario>, source: Problem['source']) => {
    if (r.ok) {
      const problems = loadNew(model, r.value);
      if (problems.length) setProblem({ source, errors: problems, partial: null, dropped: [] });
      else setProblem(null);
    } else {
      setProblem({ source, errors: r.errors, partial: r.partial ?? null, dropped: r.dropped ?? [] });
    }
  };
  const openFile = (file: File) => {
    scenarioFromFile(file).then(
      (r) => openDecoded(r, 'file'),
      () => setProblem({ source: 'file', errors: [`(file): ${file.name} could not be read`], partial: null, dropped: [] }),
    );
  };

  // Dropping a scenario file anywhere on the page opens it.
  const dropRef = useRef(openFile);
  useEffect(() => {
    dropRef.current = openFile;
  });
  useEffect(() => {
    if (locks.locked('presets')) return;
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const f = e.dataTransfer?.files?.[0];
      if (!f) return;
      e.preventDefault();
      dropRef.current(f);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [locks]);

  const settings = useLab(model, (m) => m.settings);
  const vegasFlows = flows.filter((f) => VEGAS_FAMILY.has(f.variant) && !hidden.has(f.index));
  const shownFlows = useMemo(() => flows.filter((f) => !hidden.has(f.index)), [flows, hidden]);
  const visibleCharts = useMemo(() => drawableCharts(charts, shownFlows), [charts, shownFlows]);
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
    return (
      <div className={`app app--embed${projector ? ' projector' : ''}`}>
        <header className="app__header">
          <div className="app__bar">
            <h1>TCP Fairness Lab</h1>
            <EmbedControls model={model} locked={locks.locked('time')} />
            <a href={`${window.location.pathname}#${urlState ? encodeLabState({ ...urlState, embed: undefined }) : ''}`} target="_blank" rel="noopener">
              Open in the full lab ↗
            </a>
          </div>
        </header>
        <TeacherBanner teacher={teacher} />
        <Notices model={model} />
        {teacher ? (
          // A teacher link embedded in a course page: what the teacher left open stays in reach.
          <main className="lab">
            <aside className="lab__controls" aria-label="Experiment settings">
              <BottleneckPanel model={model} locks={locks} />
              <FlowPanel model={model} locks={locks} byClass={byClass} />
            </aside>
            <div className="lab__views">
              <Dumbbell model={model} animate={animate} locked={locks.locked('queue')} byClass={byClass} />
              {chartsView}
            </div>
          </main>
        ) : (
          <main className="lab__views">
            <Dumbbell model={model} animate={animate} locked byClass={byClass} />
            {chartsView}
          </main>
        )}
      </div>
    );
  }

  return (
    <div className={`app${projector ? ' projector' : ''}`}>
      <AppHeader
        current="lab"
        ref={headerRef}
        context={scenario && <ScenarioTitle scenario={scenario} modified={modified} />}
        actions={
          <div className="view-toggles" role="group" aria-label="View">
            <button type="button" onClick={() => setHelping(true)} aria-haspopup="dialog">
              Help
            </button>
            <ProjectorToggle on={projector} onChange={setProjector} />
            <button type="button" aria-pressed={animate} onClick={() => setAnimateChoice(!animate)} title={reduceMotion ? 'Your system asks for reduced motion' : undefined}>
              Animate packets
            </button>
          </div>
        }
      >
        <Toolbar
          model={model}
          locks={locks}
          onPreset={(name) => {
            const problems = loadNew(model, PRESETS[name]);
            if (problems.length) model.notify('error', problems.join('\n'));
            else setCharts(presetCharts(name));
          }}
          onOpenFile={openFile}
          onShare={() => setSharing(true)}
        />
      </AppHeader>
      {problem && (
        <LoadProblem
          problem={problem}
          onKeep={(s) => {
            loadNew(model, s);
            setProblem(null);
          }}
          onDismiss={() => setProblem(null)}
        />
      )}
      <TeacherBanner teacher={teacher} />
      <Notices model={model} />
      <main className="lab">
        <aside className="lab__controls" aria-label="Experiment settings">
          {scenario && <ScenarioPanel scenario={scenario} modified={modified} />}
          {scenario && !locks.hidden('share') && (
            <p className="lab__sweep">
              <button
                type="button"
                onClick={() => navigate(`${routeSearch('sweep')}#${encodeLabState({ scenario })}`)}
                title="Vary one or two of this scenario's settings over a range, with several seeds, and chart a measure"
              >
                Sweep…
              </button>{' '}
              <span className="muted">vary a setting over a range, with seeds</span>
            </p>
          )}
          <BottleneckPanel model={model} locks={locks} />
          <FlowPanel model={model} locks={locks} byClass={byClass} />
          <RunLengthPanel model={model} locks={locks} />
          <TcpPanel model={model} locks={locks} />
          {!locks.hidden('charts') && <ChartChooser charts={charts} flows={shownFlows} onChange={setCharts} disabled={locks.locked('charts')} />}
          <details className="panel advanced">
            <summary>Advanced</summary>
            <p className="hint">
              The simulation runs {transport === 'worker' ? 'in a Web Worker' : 'on the page (no Web Worker available)'}. If it ever fails, the lab
              restarts it from your current settings.
            </p>
            <button type="button" onClick={() => model.killWorker()}>
              Simulate an engine crash
            </button>
          </details>
        </aside>
        <div className="lab__views">
          {flows.length > 1 && <FlowViewToggle view={flowView} byClass={byClass} onChange={setFlowView} />}
          <Dumbbell
            model={model}
            animate={animate}
            locked={locks.locked('queue')}
            projector={projector}
            byClass={byClass}
            collapsed={networkCollapsed}
            onCollapse={setNetworkCollapsed}
          />
          <BranchPanel model={model} linkFor={linkFor} />
          {chartsView}
          {!locks.hidden('time') && <Timeline model={model} locked={locks.locked('time')} />}
          <SummaryTable model={model} byClass={byClass} />
        </div>
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

/** The charts, re-rendered as data arrives (every frame while running) without the page around them. */
function LiveLabCharts({ model, ...props }: Omit<LabChartsProps, 'store' | 'version'> & { model: LabModel }) {
  const version = useLab(model, (m) => m.store.version);
  return <LabCharts store={model.store} version={version} {...props} />;
}

const sameCharts = (a: readonly ChartId[], b: readonly ChartId[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);

function queueView(s: Scenario) {
  const q = s.bottleneck.queue;
  return {
    kind: q.kind,
    bufferPackets: s.bottleneck.bufferPackets,
    ...(q.kind === 'red' ? { minThPackets: q.minThPackets, maxThPackets: q.maxThPackets } : {}),
  };
}

/** The chart list: only charts with something to draw (a variant's state chart once a flow of that variant runs). */
function ChartChooser({ charts, flows, onChange, disabled }: { charts: readonly ChartId[]; flows: readonly FlowInfo[]; onChange: (c: ChartId[]) => void; disabled: boolean }) {
  const offered = CHART_IDS.filter((id) => canDraw(id, flows));
  return (
    <details className="panel">
      <summary>Charts shown</summary>
      <fieldset className="plain" disabled={disabled}>
        {offered.map((id) => (
          <label key={id} className="checkbox">
            <input
              type="checkbox"
              checked={charts.includes(id)}
              onChange={(e) => onChange(CHART_IDS.filter((c) => (c === id ? e.target.checked : charts.includes(c))))}
            />
            {CHART_TITLES[id]}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function EmbedControls({ model, locked }: { model: LabModel; locked: boolean }) {
  const running = useLab(model, (m) => m.status.running);
  const finished = useLab(model, (m) => m.status.finished);
  const t = useLab(model, (m) => m.status.timeSec);
  return (
    <div className="toolbar" role="toolbar" aria-label="Simulation controls">
      <button type="button" className="primary" aria-pressed={running} disabled={finished || locked} onClick={() => model.togglePlay()}>
        {running ? 'Pause' : finished ? 'Finished' : 'Play'}
      </button>
      <span className="clock">
        <span className="clock__now">{t.toFixed(2)} s</span>
      </span>
    </div>
  );
}

/**
 * Publishes the sticky header's height as the CSS variable --header-h, so the sticky controls
 * column sits just below it however the header wraps (projector type, a narrow tablet).
 */
function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--header-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--header-h');
    };
  }, [ref]);
}
