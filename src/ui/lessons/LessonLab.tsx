// The Observe step: the lab's own pieces (the same LabModel, worker, network picture, charts and
// panels) on the lesson's scenario, with every control the lesson does not open locked, and the
// lesson's cues beside it ("run to 30 s", "now drag α to 3", with a button that does it).
import { useId, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CONTROL_IDS } from '../../share/controls';
import type { ChartId } from '../../share/LabUrlState';
import { queueValuesOf } from '../../sim/queue/registry';
import { expandScenario } from '../../sim/scenario/expand';
import type { Scenario } from '../../sim/scenario/Scenario';
import type { LessonChange } from '../../lessons/lessonSchema';
import type { Lesson } from '../../lessons/parseLesson';
import { BottleneckPanel } from '../controls/BottleneckPanel';
import { FlowPanel } from '../controls/FlowPanel';
import { Toolbar } from '../controls/Toolbar';
import { Dumbbell } from '../dumbbell/Dumbbell';
import { VEGAS_FAMILY, vegasKnobs } from '../charts/labChartSpecs';
import { WHOLE_RUN } from '../charts/timeWindow';
import { bottleneckSteps } from '../charts/bottleneckSteps';
import type { TimeWindow } from '../charts/types';
import type { LabModel } from '../lab/LabModel';
import { useLabShortcuts } from '../lab/shortcuts';
import { useLab } from '../lab/useLab';
import { cueClock, cueDueSec, cuesDone, readCueClock } from '../../lessons/cueProgress';
import { Notices } from '../Notices';
import { locksFrom } from '../links/locks';
import { formatSeconds } from '../i18n/format';
import { KeepLtr } from '../i18n/KeepLtr';
import type { Locale } from '../i18n/locales';
import { renderLessonMarkdown } from './lessonMarkdown';
import { makeStepChanges, type RefusedChange } from './makeChange';
import { describeChange } from './describeChange';
import { RefusedChanges } from './RefusedChanges';
import { StepPause } from './StepPause';
import { LessonSummary } from './LessonSummary';
import { useMediaQuery } from '../useMediaQuery';
import { LookAt, showChart } from './LookAt';
import { LiveLabCharts } from '../pages/lab/LiveLabCharts';

const noop = () => {};

const sameChange = (a: LessonChange, b: LessonChange): boolean =>
  a.key === b.key && ('flow' in a ? 'flow' in b && a.flow === b.flow : 'link' in b && a.link === b.link) && JSON.stringify(a.value) === JSON.stringify(b.value);

/** Whether the lab's scenario already has the value a change sets (the student made it). */
function changeMade(s: Scenario | null, c: LessonChange): boolean {
  if (!s) return false;
  if ('flow' in c) return (expandScenario(s).flows[c.flow] as Record<string, unknown> | undefined)?.[c.key] === c.value;
  if (c.key === 'queue') {
    const q = s.bottleneck.queue as Record<string, unknown>;
    return Object.entries(c.value).every(([k, v]) => q[k] === v);
  }
  return s.bottleneck[c.key] === c.value;
}

/** Where a lesson's lab is one column (lessons.css): its network picture and charts come before its settings. */
const ONE_COLUMN = '(max-width: 1100px)';

export function LessonLab({ lesson, model, projector }: { lesson: Lesson; model: LabModel; projector: boolean }) {
  // The set-up in effect now (live edits are timed changes in the scenario's timeline).
  const scenario = useLab(model, (m) => m.settings);
  // The run's whole timeline (`settings` is the set-up now): the charts draw the past as it was.
  const runTimeline = useLab(model, (m) => m.scenario);
  // The run's timeline: a link opened after the student made a change has it there, still to come.
  const timeline = useLab(model, (m) => m.scenario?.changes);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  // The charts follow the run frame by frame (LiveLabCharts); the cues only the times they name.
  const clock = readCueClock(
    useLab(model, (m) => cueClock(lesson, m.scenario?.changes, m.status.timeSec)),
    lesson.observe.length,
  );
  const cueHtml = useMemo(() => lesson.observe.map((cue) => renderLessonMarkdown(cue.say, true)), [lesson.observe]);
  const [timeWindow, setTimeWindow] = useState<TimeWindow>({ mode: 'follow', spanSec: 30 });
  const [camChoice, setCamChoice] = useState<number | null>(null);
  // The changes of a cue the lab refused when the student asked for them, until they ask again or the run is reloaded.
  const loads = useLab(model, (m) => m.loads);
  const [refused, setRefused] = useState<{ cue: number; loads: number; changes: RefusedChange[] } | null>(null);
  const refusedOf = (cue: number): RefusedChange[] => (refused && refused.cue === cue && refused.loads === loads ? refused.changes : []);
  const refusedId = useId();
  const locks = useMemo(() => {
    const open = new Set(lesson.controls.open);
    return locksFrom({ locked: CONTROL_IDS.filter((id) => !open.has(id)), hidden: [...new Set([...lesson.controls.hidden, 'presets', 'share', 'charts'] as const)], start: { paused: true } });
  }, [lesson.controls]);
  const expanded = useMemo(() => (scenario ? expandScenario(scenario).flows : []), [scenario]);
  const vegasFlows = flows.filter((f) => VEGAS_FAMILY.has(f.variant) && !hidden.has(f.index));
  const camFlow = camChoice !== null && vegasFlows.some((f) => f.index === camChoice) ? camChoice : (vegasFlows[0]?.index ?? null);
  const q = scenario?.bottleneck.queue;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const root = useRef<HTMLDivElement>(null);
  const seconds = (v: number) => formatSeconds(locale, v);
  // The lab's keys: Space or K plays and pauses, W and F pick the charts' window (no help dialog here).
  useLabShortcuts({
    canPlay: !locks.locked('time') && !locks.hidden('time'),
    onPlay: () => model.togglePlay(),
    onWhole: () => setTimeWindow(WHOLE_RUN),
    onFollow: () => setTimeWindow({ mode: 'follow', spanSec: 30 }),
    onHelp: noop,
  });

  const controls = (
    <aside key="controls" className="lesson-lab__controls" aria-label={t`Experiment settings`}>
      <BottleneckPanel model={model} locks={locks} />
      <FlowPanel model={model} locks={locks} />
    </aside>
  );
  const views = (
    <div key="views" className="lesson-lab__views">
      {/* The network picture and the charts keep their orientation in a right-to-left page, as in the lab. */}
      <KeepLtr>
        <Dumbbell model={model} animate={!matchMedia('(prefers-reduced-motion: reduce)').matches} locked={locks.locked('queue')} projector={projector} />
      </KeepLtr>
      {scenario && q && (
        <KeepLtr>
          <LiveLabCharts
            model={model}
            flows={flows}
            hidden={hidden}
            vegas={(i) => vegasKnobs(expanded[i])}
            camFlow={camFlow}
            onCamFlowChange={setCamChoice}
            window={timeWindow}
            onWindowChange={setTimeWindow}
            queue={{ kind: q.kind, bufferPackets: scenario.bottleneck.bufferPackets, ...(q.kind === 'red' ? { minThPackets: q.minThPackets, maxThPackets: q.maxThPackets } : {}), params: queueValuesOf(q) }}
            bottleneckBps={scenario.bottleneck.rateBps}
            bottleneckSteps={bottleneckSteps(runTimeline ?? scenario)}
            packetBytes={scenario.packetSizeBytes}
            visible={lesson.charts as ChartId[]}
            projector={projector}
          />
        </KeepLtr>
      )}
    </div>
  );
  const summary = <LessonSummary key="summary" lesson={lesson} model={model} />;

  // Made: in effect now, or just recorded (a live edit takes effect at the next millisecond). A
  // value the lesson's scenario starts with (lesson 1's buffer of 25, set "back" at 60 s) counts
  // only once the student has made the change: it was not made at t = 0.
  const onTimeline = (c: LessonChange, early: boolean) => timeline?.find((t, k) => sameChange(t, c) && clock.inEffect(k) === early);
  const cues = lesson.observe.map((cue, i) => {
    const changes = (cue.change ?? []).map((k) => lesson.changes[k]);
    const reached = clock.reached(i);
    const made = changes.length > 0 && changes.every((c) => (changeMade(scenario, c) && !changeMade(lesson.scenario, c)) || onTimeline(c, true) !== undefined);
    return { cue, changes, reached, made, plain: cue.runTo === undefined && changes.length === 0 };
  });
  const done = cuesDone(cues, clock.started);

  return (
    <div className="lesson-lab" ref={root}>
      <ol className="cues" aria-label={t`What to do`}>
        {cues.map(({ cue, changes, reached, made }, i) => {
          const scheduled = made ? undefined : changes.map((c) => onTimeline(c, false)).find((t) => t !== undefined);
          // A change is made at its time, not before: pressed early, it would change the run's
          // set-up or land where the lesson did not ask (and its explanation would say so).
          const dueSec = cueDueSec(lesson, cue);
          // Where the run pauses for them (stepStops): made there, they take effect at the step's own time.
          const stepSec = changes.length > 0 ? Math.min(...changes.map((c) => c.atSec)) : 0;
          const isDue = clock.due(i);
          const runTo = cue.runTo !== undefined ? seconds(cue.runTo) : '';
          const due = seconds(dueSec);
          const at = scheduled ? seconds(scheduled.atSec) : '';
          return (
            <li key={i} className={`cue${done[i] ? ' cue--done' : ''}`}>
              <div className="cue__text" dir="auto" dangerouslySetInnerHTML={{ __html: cueHtml[i] }} />
              {cue.runTo !== undefined && (
                <button type="button" disabled={reached} onClick={() => model.runTo(cue.runTo!)}>
                  {reached ? t`Reached ${runTo}` : t`Run to ${runTo}`}
                </button>
              )}
              {changes.length > 0 && (
                <>
                  <span className="cue__changes">{changes.map((c) => describeChange(i18n, c, scenario)).join('; ')}</span>{' '}
                  <button
                    type="button"
                    disabled={made || scheduled !== undefined || !isDue}
                    title={isDue ? undefined : t`The lesson asks for this change at ${due}: the run stops there and offers to make it`}
                    aria-describedby={refusedOf(i).length > 0 ? `${refusedId}-${i}` : undefined}
                    onClick={() => setRefused({ cue: i, loads: model.loads, changes: makeStepChanges(model, changes, stepSec) })}
                  >
                    {scheduled ? t`On the timeline at ${at}` : made ? t`Changed` : isDue ? t`Make the change for me` : t`Make the change at ${due}`}
                  </button>
                  <RefusedChanges id={`${refusedId}-${i}`} refused={refusedOf(i)} scenario={scenario} />
                </>
              )}
              {cue.charts && <LookAt charts={cue.charts} onShow={(c) => showChart(root.current, c)} />}
            </li>
          );
        })}
      </ol>
      <StepPause lesson={lesson} model={model} />
      <div className="lesson-lab__toolbar">
        <Toolbar model={model} locks={locks} onPreset={noop} onOpenFile={noop} onShare={noop} />
      </div>
      <Notices model={model} />
      <div className="lesson-lab__body">
        {/* In one column the picture and the charts come first, under the cues that point to them
            (a student on a phone watches the run the cue started); the settings and the summary follow. */}
        {oneColumn ? [views, controls, summary] : [controls, <div key="right" className="lesson-lab__right">{views}{summary}</div>]}
      </div>
    </div>
  );
}
