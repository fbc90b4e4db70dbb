// The lab: time controls, the network picture, live charts, the summary, and the panels that
// change flows and the bottleneck while the simulation runs. View-only state (projector mode,
// animation, chart window) lives here; the scenario lives in the LabModel; the run in the worker.
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PRESET, PRESETS } from '../sim/scenario/presets';
import { expandScenario } from '../sim/scenario/expand';
import { BottleneckPanel } from './controls/BottleneckPanel';
import { FlowPanel } from './controls/FlowPanel';
import { Toolbar } from './controls/Toolbar';
import { Dumbbell } from './dumbbell/Dumbbell';
import { LabCharts } from './charts/LabCharts';
import { CHART_IDS, type TimeWindow } from './charts/types';
import type { LabModel } from './lab/LabModel';
import { useLab } from './lab/useLab';
import { Notices } from './Notices';
import { SummaryTable } from './SummaryTable';

const VEGAS_FAMILY = new Set(['vegas', 'enhanced-vegas', 'vegas-plus']);

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

/** Space plays and pauses, unless focus is in a control that uses Space itself. */
function useSpaceToPlay(model: LabModel): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' && e.key !== ' ') return;
      const t = e.target as HTMLElement | null;
      if (t && t.closest('input, select, textarea, button, a, [role="slider"], [contenteditable="true"], summary')) return;
      e.preventDefault();
      model.togglePlay();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [model]);
}

export function App({ model }: { model: LabModel }) {
  const reduceMotion = usePrefersReducedMotion();
  const [animateChoice, setAnimateChoice] = useState<boolean | null>(null);
  const animate = animateChoice ?? !reduceMotion;
  const [projector, setProjector] = useState(false);
  const [timeWindow, setTimeWindow] = useState<TimeWindow>({ mode: 'follow', spanSec: 20 });
  const [camChoice, setCamChoice] = useState<number | null>(null);
  const scenario = useLab(model, (m) => m.scenario);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  const storeVersion = useLab(model, (m) => m.storeVersion);
  const transport = useLab(model, (m) => m.transport);
  useSpaceToPlay(model);

  useEffect(() => {
    if (!model.scenario) model.load(PRESETS[DEFAULT_PRESET]);
    return model.startFrames();
  }, [model]);

  const expanded = useMemo(() => (scenario ? expandScenario(scenario).flows : []), [scenario]);
  const vegasFlows = flows.filter((f) => VEGAS_FAMILY.has(f.variant) && !hidden.has(f.index));
  const camFlow = camChoice !== null && vegasFlows.some((f) => f.index === camChoice) ? camChoice : (vegasFlows[0]?.index ?? null);
  const q = scenario?.bottleneck.queue;

  return (
    <div className={`app${projector ? ' projector' : ''}`}>
      <header className="app__header">
        <h1>TCP Fairness Lab</h1>
        <Toolbar
          model={model}
          onPreset={(name) => {
            const problems = model.load(PRESETS[name]);
            if (problems.length) model.notify('error', problems.join('\n'));
          }}
        />
        <div className="view-toggles" role="group" aria-label="View">
          <button type="button" aria-pressed={projector} onClick={() => setProjector(!projector)}>
            Projector mode
          </button>
          <button type="button" aria-pressed={animate} onClick={() => setAnimateChoice(!animate)} title={reduceMotion ? 'Your system asks for reduced motion' : undefined}>
            Animate packets
          </button>
        </div>
      </header>
      <Notices model={model} />
      <main className="lab">
        <aside className="lab__controls" aria-label="Experiment settings">
          <BottleneckPanel model={model} />
          <FlowPanel model={model} />
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
          <Dumbbell model={model} animate={animate} />
          {scenario && (
            <LabCharts
              store={model.store}
              version={storeVersion}
              flows={flows}
              hidden={hidden}
              vegas={(i) => {
                const f = expanded[i];
                if (!f) return null;
                if (f.variant === 'vegas' || f.variant === 'vegas-plus') return { alpha: f.alpha, beta: f.beta };
                if (f.variant === 'enhanced-vegas') return { alpha: f.delta, beta: f.delta };
                return null;
              }}
              camFlow={camFlow}
              onCamFlowChange={setCamChoice}
              window={timeWindow}
              onWindowChange={setTimeWindow}
              queue={{
                kind: q?.kind ?? 'droptail',
                bufferPackets: scenario.bottleneck.bufferPackets,
                ...(q?.kind === 'red' ? { minThPackets: q.minThPackets, maxThPackets: q.maxThPackets } : {}),
              }}
              bottleneckBps={scenario.bottleneck.rateBps}
              visible={CHART_IDS}
              projector={projector}
            />
          )}
          <SummaryTable model={model} />
        </div>
      </main>
    </div>
  );
}
