// Stops a lesson's run at each step that asks for a change: when Play runs past the step's time
// with the change not made, the run goes back to that time, paused just before its events (the
// engine replays deterministically), and asks for the change — or makes it on request, at the
// step's own time, saying what the lab refused of it — or goes on without it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Lesson } from '../../lessons/parseLesson';
import { sameEdit } from '../../lessons/scriptStatus';
import { stepStops, stopCrossed, stopDone, stopPauseSec, type StepStop } from '../../lessons/stepTimes';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { renderLessonMarkdown } from './lessonMarkdown';
import { AT_STEP_SEC, makeStepChanges, type RefusedChange } from './makeChange';
import { RefusedChanges } from './RefusedChanges';
import { formatSeconds } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export function StepPause({ lesson, model }: { lesson: Lesson; model: LabModel }) {
  const timeSec = useLab(model, (m) => m.status.timeSec);
  const running = useLab(model, (m) => m.status.running);
  const timeline = useLab(model, (m) => m.scenario?.changes);
  const scenario = useLab(model, (m) => m.scenario);
  const loads = useLab(model, (m) => m.loads);
  const stops = useMemo(() => stepStops(lesson), [lesson]);
  const [waived, setWaived] = useState<ReadonlySet<number>>(new Set());
  // What the lab refused of a stop's changes, until the student asks again or the run is reloaded.
  const [refused, setRefused] = useState<{ cue: number; loads: number; changes: RefusedChange[] } | null>(null);
  const refusedId = useId();
  const last = useRef(timeSec);
  const waiting = (s: StepStop) => !waived.has(s.cue) && !stopDone(lesson, s, timeline);
  const { t, i18n } = useLingui();
  const seconds = (v: number) => formatSeconds(i18n.locale as Locale, v);

  useEffect(() => {
    const from = last.current;
    last.current = timeSec;
    if (!running) return;
    const crossed = stopCrossed(stops, from, timeSec, waiting);
    if (crossed) {
      model.pause();
      const at = seconds(crossed.atSec);
      model.seek(stopPauseSec(crossed.atSec)).catch(() => model.notify('error', translate`Could not stop at ${at}; pause and make the change there yourself.`));
    }
    // `waiting` reads the same state as the listed values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeSec, running, stops, model]);

  const here = !running ? stops.find((s) => Math.abs(timeSec - s.atSec) < AT_STEP_SEC && waiting(s)) : undefined;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (here) box.current?.focus();
  }, [here]);
  if (!here) return null;
  const cue = lesson.observe[here.cue];
  const at = seconds(here.atSec);
  const step = here.cue + 1;
  const shown = refused && refused.cue === here.cue && refused.loads === loads ? refused.changes : [];
  const make = (stop: StepStop) => {
    // Asked again after a refusal: the changes made the first time are on the timeline already.
    const left = stop.changes.map((k) => lesson.changes[k]).filter((c) => !(timeline ?? []).some((x) => sameEdit(x, c)));
    setRefused({ cue: stop.cue, loads: model.loads, changes: makeStepChanges(model, left, stop.atSec) });
  };
  return (
    <div ref={box} className="step-pause" role="alert" tabIndex={-1} data-testid="step-pause">
      <p>
        <strong>{t`Paused at ${at} for step ${step}.`}</strong>{' '}
        <span dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(cue.say, true) }} />
      </p>
      <p className="step-pause__actions">
        <button type="button" className="primary" aria-describedby={shown.length > 0 ? refusedId : undefined} onClick={() => make(here)}>
          {t`Make the change for me`}
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            setWaived((w) => new Set([...w, here.cue]));
            model.play();
          }}
        >
          {t`Go on without it`}
        </button>
      </p>
      <RefusedChanges id={refusedId} refused={shown} scenario={scenario} />
    </div>
  );
}
