// One lesson (`/?lesson=<id>`): Predict → Observe (a live lab) → Explain (with this run's numbers,
// next to the prediction) → Check. The run cannot start before the student predicts or skips.
// Progress and answers stay in this browser; a link carries the lesson, the step and the
// student's scenario (after the `#`, in the lab's own link format).
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { computeMeasures, measuresEnd } from '../../lessons/measures';
import type { Lesson } from '../../lessons/parseLesson';
import { decodeLabState, encodeLabState } from '../../share/scenarioUrl';
import { AppHeader } from '../AppHeader';
import { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { optionsSuffix, routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { presetLinks, thisPagesLab, withPresetLinks } from '../presetLinks';
import { useDebouncedAddress } from '../pages/useDebouncedAddress';
import { useCourseIndex, useLesson } from './useCourse';
import type { LessonSummary } from '../../lessons/lessonSummary';
import { loadMath, renderLessonMarkdown, useMathVersion } from './lessonMarkdown';
import { RunExplanation } from './RunExplanation';
import { addressRunTime, runTimeFromSearch, runTimeSuffix, useOpenAtStep, useRunTimeInAddress } from './runLink';
import { SharedRunNote } from './SharedRunNote';
import { isDone, lessonProgress, saveProgress, STEPS, useProgress, type Step } from './progress';
import { labTraceView } from './traceView';
import { LEVEL_MESSAGES, PAPER_MESSAGES } from './lessonMetaText';
import { MetaLine } from './MetaLine';
import { formatFixed, formatSeconds, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { i18n } from '../i18n/i18n';
import { publishLessonEvent } from '../embed/embedEvents';
import { useEmbedBridge } from '../embed/useEmbedBridge';
import './lessons.css';
import { useProjectorRoot } from '../projectorRoot';
import { useProjectorMode } from '../projectorMode';
import { ProjectorToggle } from '../ProjectorToggle';

// The lab (charts, network picture, panels) loads once the student has predicted: a phone on a
// slow network shows the prediction first.
const loadLessonLab = () => import('./LessonLab');
const LessonLab = lazy(() => loadLessonLab().then((m) => ({ default: m.LessonLab })));

/** Runs `fn` once the page is idle (the step on screen drawn and answering), at most 2 s from now. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/** The parts' headings, numbered as the student meets them (the lesson file's section keys stay English). */
export const PART_HEADINGS: Readonly<Record<Step, MessageDescriptor>> = {
  predict: msg`1. Predict`,
  lab: msg`2. Observe`,
  explain: msg`3. Explain`,
  check: msg`4. Check`,
};

export function LessonPage({ id }: { id: string | null }) {
  const summary = useCourseIndex().find((l) => l.id === id);
  const { t } = useLingui();
  const title = summary?.title;
  const documentTitle = title !== undefined ? t`${title} — TCP Fairness Lab` : t`Lesson not found — TCP Fairness Lab`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  if (!summary) {
    const asked = id ?? '';
    return (
      <LessonFrame>
        <h2>{t`No lesson called “${asked}”`}</h2>
        <p>
          <Trans>
            See{' '}
            <a href={routeSearch('lessons')} onClick={onLinkClick}>
              the course
            </a>{' '}
            for the lessons there are.
          </Trans>
        </p>
      </LessonFrame>
    );
  }
  return <LoadedLesson key={summary.id} summary={summary} />;
}

/** The page around a lesson that is not (yet) there: the header, and `children`. */
function LessonFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app lessons">
      <AppHeader current="lessons" />
      <main className="page">{children}</main>
    </div>
  );
}

/** The lesson `summary` names, once it has arrived (the app fetches a lesson opened from a link with the page's code). */
function LoadedLesson({ summary }: { summary: LessonSummary }) {
  const state = useLesson(summary.id);
  const { t } = useLingui();
  if (state.status === 'ready') return <LessonView lesson={state.lesson} />;
  const title = summary.title;
  if (state.status === 'loading') {
    return (
      <LessonFrame>
        <h2 dir="auto">{title}</h2>
        <p role="status">{t`Loading the lesson…`}</p>
      </LessonFrame>
    );
  }
  const error = state.error;
  return (
    <LessonFrame>
      <h2 dir="auto">{title}</h2>
      <div className="notice notice--error lesson__unavailable" role="alert">
        <p>{t`This lesson could not be loaded: its file did not arrive. Check the connection, then try again or reload the page.`}</p>
        <p className="lesson__unavailable-detail">
          <code dir="ltr">{error}</code>
        </p>
        <p>
          <button type="button" onClick={state.retry}>
            {t`Try again`}
          </button>
        </p>
      </div>
    </LessonFrame>
  );
}

/** The later of two steps (the address's, when it names one, and the progress's). */
function furthestStep(a: Step | null, b: Step): Step {
  return a !== null && STEPS.indexOf(a) > STEPS.indexOf(b) ? a : b;
}

/** The step named in the address (`&step=explain`), if any. */
function stepFromUrl(): Step | null {
  const s = new URLSearchParams(window.location.search).get('step');
  return STEPS.includes(s as Step) ? (s as Step) : null;
}

/**
 * The lab model for this visit: made (worker and all) once `wanted` (the prediction is on screen
 * and the page idle, or the student has reached the lab), loaded, disposed on leaving.
 */
function useLessonModel(lesson: Lesson, wanted: boolean): LabModel | null {
  const [model, setModel] = useState<LabModel | null>(null);
  useEffect(() => {
    if (!wanted) return;
    // The lesson's numbers come from the measurement grid the claim tests use.
    const m = new LabModel(undefined, { measureGrid: true });
    const hash = window.location.hash;
    const shared = hash.length > 1 ? decodeLabState(hash) : null;
    // A reload or a link to a step brings the run back to the moment it had reached.
    const runTo = stepFromUrl() && stepFromUrl() !== 'predict' ? (runTimeFromSearch(window.location.search) ?? undefined) : undefined;
    m.load(shared?.ok ? shared.value.scenario : lesson.scenario, runTo, false);
    if (shared && !shared.ok) {
      const problem = shared.errors[0];
      m.notify('error', i18n._(msg`The link's scenario could not be read (${problem}); the lesson's own scenario is loaded instead.`));
    }
    const stop = m.startFrames();
    // The model (a worker) is made here, not during render, so a remount gets a fresh one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setModel(m);
    return () => {
      stop();
      m.dispose();
    };
    // The scenario, not the lesson: the lesson object changes with the reader's language, the run must not.
  }, [lesson.scenario, wanted]);
  return model;
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const progress = lessonProgress(useProgress(), lesson.id);
  // The further of the step the address names and the student's own: an address written before
  // the student moved on (Back, then Forward) never takes them back to an earlier step.
  const [step, setStepState] = useState<Step>(() => furthestStep(stepFromUrl(), progress.step));
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  // In a course page's frame (`?embed`): no way off the lesson but links that open a new tab.
  const [embedded] = useState(() => new URLSearchParams(window.location.search).has('embed'));
  const reached = STEPS.indexOf(step);
  // What the next step needs loads in the background once this one answers: while the student
  // reads the question, the lab's code and its engine; while they watch the lab, KaTeX.
  const [warm, setWarm] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setWarm(true);
        void loadLessonLab();
      }),
    [],
  );
  useEffect(() => (reached >= 1 ? whenIdle(() => void loadMath()) : undefined), [reached]);
  const model = useLessonModel(lesson, warm || reached >= 1);
  const scenario = useLab(model ?? DUMMY, (m) => m.scenario);

  // The part a button just opened: its heading takes the focus (the button that had it is gone)
  // and the page moves to it, so a keyboard, screen-reader or phone user lands where the lesson goes on.
  // A part drawn from the lesson's lab waits for it: opened before the lab's code has arrived (a
  // quick click on a slow phone), its heading takes the focus when it appears, unless the reader
  // has put the focus somewhere else meanwhile.
  const opened = useRef<{ step: Step; from: Element | null } | null>(null);
  const setStep = (s: Step) => {
    if (STEPS.indexOf(s) <= reached) return;
    opened.current = { step: s, from: document.activeElement };
    setStepState(s);
    saveProgress(lesson.id, { step: s });
    publishLessonEvent({ type: 'stepCompleted', lesson: lesson.id, step, next: s });
  };
  useEffect(() => {
    if (opened.current?.step !== step) return;
    const heading = document.querySelector<HTMLElement>(`[data-lesson-part="${step}"] h3`);
    if (!heading) return;
    const { from } = opened.current;
    opened.current = null;
    const focus = document.activeElement;
    if (focus !== null && focus !== document.body && focus !== from) return;
    heading.focus({ preventScroll: true });
    heading.closest('section')?.scrollIntoView({ block: 'start' });
  }, [step, model]);
  // In a course page's frame: the embedding API, on this lesson's lab once the student has reached it.
  useEmbedBridge(model, {
    page: 'lesson',
    lesson: lesson.id,
    refuse: () => (reached < 1 ? "the student has not reached the lesson's lab yet (they predict first)" : null),
  });

  // The address names the lesson, the step and (after #) the scenario as it now stands.
  const address = useMemo(
    () => () => {
      const fragment = scenario ? `#${encodeLabState({ scenario })}` : window.location.hash;
      // The page's options (embedded, the origins allowed to drive it) stay in the address.
      return `${routeSearch('lesson', lesson.id)}&step=${step}${runTimeSuffix(addressRunTime(model, window.location.search))}${optionsSuffix(window.location.search)}${fragment}`;
    },
    [lesson.id, step, scenario, model],
  );
  useDebouncedAddress(address, 300);
  // A step reached is written at once, not after the debounce: Back, a reload or a copied address
  // right after it open this step.
  const addressNow = useRef(address);
  useEffect(() => {
    addressNow.current = address;
  });
  useEffect(() => {
    history.replaceState(history.state, '', addressNow.current());
  }, [step]);
  useRunTimeInAddress(model);
  const [openedAt] = useState(stepFromUrl);
  useOpenAtStep(openedAt);
  // Someone else's run: the address names a step past the prediction, and this browser has no prediction for the lesson.
  const [sharedRun] = useState(() => openedAt !== null && openedAt !== 'predict' && progress.prediction === undefined);

  const course = useCourseIndex();
  const index = course.findIndex((l) => l.id === lesson.id);
  const next = course[index + 1];
  const labLink = scenario ? `${window.location.pathname}#${encodeLabState({ scenario })}` : window.location.pathname;
  const { t, i18n } = useLingui();
  const order = lesson.order;
  const count = course.length;
  const minutes = lesson.durationMin;
  const cite = i18n._(PAPER_MESSAGES[lesson.paper].cite);

  return (
    <div className={`app lessons${projector ? ' projector' : ''}`}>
      <AppHeader
        current="lessons"
        showNav={!embedded}
        context={<span className="lesson__crumb">{t`Lesson ${order} of ${count}`}</span>}
        actions={
          <div className="view-toggles" role="group" aria-label={t`View`}>
            <ProjectorToggle on={projector} onChange={setProjector} />
          </div>
        }
      />
      <main className="page lesson" aria-labelledby="lesson-title">
        {!embedded && (
          <p className="lesson__back">
            <a href={routeSearch('lessons')} onClick={onLinkClick}>
              {t`← The course`}
            </a>
          </p>
        )}
        <h2 id="lesson-title">
          {lesson.order}. <span dir="auto">{lesson.title}</span>
        </h2>
        <MetaLine className="lesson__meta" items={[i18n._(LEVEL_MESSAGES[lesson.level]), t`${minutes} min`, t`from ${cite}`]} where={lesson.where} />
        <p className="lesson__goal">
          <strong>{t`You will learn:`}</strong> <span dir="auto">{lesson.goal}</span>
        </p>
        {sharedRun && <SharedRunNote lesson={lesson} step={openedAt!} />}
        {lesson.intro && <Markdown md={lesson.intro} className="lesson__intro" />}

        <Predict lesson={lesson} active={step === 'predict'} onDone={() => setStep('lab')} />

        {reached >= 1 && (
          <section className="lesson__part" data-lesson-part="lab" aria-labelledby="part-lab">
            <h3 id="part-lab" tabIndex={-1}>
              {i18n._(PART_HEADINGS.lab)}
            </h3>
            {lesson.sections.Observe && <Markdown md={lesson.sections.Observe} />}
            {model ? (
              <Suspense fallback={<Starting />}>
                <LessonLab lesson={lesson} model={model} projector={projector} />
              </Suspense>
            ) : (
              <Starting />
            )}
            <p className="lesson__links no-print">
              <a href={labLink} target="_blank" rel="noopener">
                {t`Open this in the full lab ↗`}
              </a>{' '}
              <CopyLink />
            </p>
            {step === 'lab' && (
              <button type="button" className="primary lesson__continue" onClick={() => setStep('explain')}>
                {t`Continue to the explanation`}
              </button>
            )}
          </section>
        )}

        {reached >= 2 && model && <Explain lesson={lesson} model={model} />}
        {reached >= 2 && step === 'explain' && (
          <button type="button" className="primary lesson__continue" onClick={() => setStep('check')}>
            {t`Continue to the questions`}
          </button>
        )}

        {reached >= 3 && <Check lesson={lesson} next={next} embedded={embedded} />}

        <TeacherNotes md={lesson.sections['Teacher notes'] ?? ''} />
      </main>
    </div>
  );
}

/** In the lab's place while its code or engine arrives: as tall as a screen, so the page can scroll the lab's heading to the top. */
function Starting() {
  const { t } = useLingui();
  return (
    <p role="status" className="lesson__starting">
      {t`Starting the simulation…`}
    </p>
  );
}

/** Folded; its text (and any math in it, which loads KaTeX) is rendered once opened. */
function TeacherNotes({ md }: { md: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <details className="lesson__teacher" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t`Teacher notes`}</summary>
      {open && <Markdown md={md} />}
    </details>
  );
}

/** useLab needs a model; before ours exists, an empty one that never runs. */
const DUMMY = { scenario: null, subscribe: () => () => {} } as unknown as LabModel;

function Markdown({ md, className }: { md: string; className?: string }) {
  const math = useMathVersion(md);
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const html = useMemo(() => {
    // A preset the lesson names reads as the lab's menu names it; in a course page's frame it links nowhere (no links away).
    const embedded = new URLSearchParams(window.location.search).has('embed');
    return withPresetLinks(renderLessonMarkdown(md), presetLinks(i18n, embedded ? null : thisPagesLab()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- math: typeset again once KaTeX is here; the instance stays the same when the language changes, its locale is what changes
  }, [md, math, i18n, locale]);
  return <div className={`markdown${className ? ` ${className}` : ''}`} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Choices({ name, choices, value, onChange, disabled }: { name: string; choices: Lesson['predict']['choices']; value: number | null; onChange: (i: number) => void; disabled?: boolean }) {
  return (
    <div className="choices">
      {choices.map((c, i) => (
        <label key={i} className="choice">
          <input type="radio" name={name} checked={value === i} disabled={disabled} onChange={() => onChange(i)} />
          <span dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(c.text, true) }} />
        </label>
      ))}
    </div>
  );
}

function Predict({ lesson, active, onDone }: { lesson: Lesson; active: boolean; onDone: () => void }) {
  const saved = lessonProgress(useProgress(), lesson.id).prediction;
  const [choice, setChoice] = useState<number | null>(typeof saved === 'number' ? saved : null);
  const answered = saved !== undefined;
  const { t, i18n } = useLingui();
  return (
    <section className="lesson__part" data-lesson-part="predict" aria-labelledby="part-predict">
      <h3 id="part-predict">{i18n._(PART_HEADINGS.predict)}</h3>
      {lesson.sections.Predict && <Markdown md={lesson.sections.Predict} />}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice === null) return;
          saveProgress(lesson.id, { prediction: choice });
          publishLessonEvent({ type: 'prediction', lesson: lesson.id, choice, skipped: false, correct: lesson.predict.choices[choice]?.correct === true });
          onDone();
        }}
      >
        <fieldset className="plain">
          <legend className="question" dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(lesson.predict.question, true) }} />
          <Choices name="predict" choices={lesson.predict.choices} value={choice} onChange={setChoice} disabled={answered && !active} />
        </fieldset>
        {active ? (
          <p className="lesson__actions">
            <button type="submit" className="primary" disabled={choice === null}>
              {t`Predict, then run`}
            </button>{' '}
            <button
              type="button"
              onClick={() => {
                saveProgress(lesson.id, { prediction: 'skipped' });
                publishLessonEvent({ type: 'prediction', lesson: lesson.id, choice: null, skipped: true, correct: null });
                onDone();
              }}
            >
              {t`Skip the prediction`}
            </button>
          </p>
        ) : (
          <p className="lesson__predicted" role="status">
            {saved === 'skipped'
              ? t`You skipped the prediction.`
              : typeof saved === 'number'
                ? t`Your prediction is kept; the explanation compares it with what happened.`
                : t`No prediction of yours is recorded for this run (it came from a link).`}
          </p>
        )}
      </form>
    </section>
  );
}

function Explain({ lesson, model }: { lesson: Lesson; model: LabModel }) {
  const version = useLab(model, (m) => m.store.version);
  const summary = useLab(model, (m) => m.summary);
  const timeSec = useLab(model, (m) => m.status.timeSec);
  const flows = useLab(model, (m) => m.flows);
  const values = useMemo(
    () => computeMeasures(labTraceView(model), lesson.measures),
    // Recomputed whenever the trace, the summary or the flows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model, lesson, version, summary, flows],
  );
  const run = useLab(model, (m) => m.scenario);
  const prediction = lessonProgress(useProgress(), lesson.id).prediction;
  const end = measuresEnd(lesson.measures, Object.keys(lesson.measures));
  const chosen = typeof prediction === 'number' ? lesson.predict.choices[prediction] : undefined;
  const right = lesson.predict.choices.find((c) => c.correct);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const endText = formatSeconds(locale, end);
  const nowText = withUnit(locale, formatFixed(locale, timeSec, 1), 's');
  return (
    <section className="lesson__part" data-lesson-part="explain" aria-labelledby="part-explain">
      <h3 id="part-explain" tabIndex={-1}>
        {i18n._(PART_HEADINGS.explain)}
      </h3>
      <div className="prediction-outcome">
        <h4>{t`Your prediction`}</h4>
        {chosen ? (
          <p>
            <span className={chosen.correct ? 'verdict verdict--right' : 'verdict verdict--wrong'}>{chosen.correct ? t`Right` : t`Not quite`}</span>{' '}
            {t`You predicted:`} <em dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(chosen.text, true) }} />.{' '}
            {chosen.why && <span dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(chosen.why, true) }} />}
            {!chosen.correct && right && (
              <>
                {' '}
                {t`The answer:`} <em dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(right.text, true) }} />.
              </>
            )}
          </p>
        ) : (
          <p>
            {prediction === 'skipped' ? t`You skipped the prediction.` : t`No prediction of yours is recorded for this run.`} {t`The answer:`} <em dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(right?.text ?? '', true) }} />.
          </p>
        )}
      </div>
      {timeSec < end - 1e-6 && (
        <p className="hint" role="status">
          {t`The numbers below come from your run; those marked — appear once it reaches ${endText} (now ${nowText}).`}
        </p>
      )}
      <RunExplanation lesson={lesson} run={run} values={values} pendingUntilSec={end} nowSec={timeSec} />
    </section>
  );
}

/** `embedded`: in a course page's frame, the course page says what comes next (no links away). */
function Check({ lesson, next, embedded }: { lesson: Lesson; next: LessonSummary | undefined; embedded: boolean }) {
  const answers = lessonProgress(useProgress(), lesson.id).answers;
  const answer = (q: number, i: number) => {
    const all = lesson.check.map((_, k) => answers[k] ?? null);
    const wasDone = all.every((a) => a !== null);
    all[q] = i;
    saveProgress(lesson.id, { answers: all });
    const allAnswered = all.every((a) => a !== null);
    publishLessonEvent({ type: 'answer', lesson: lesson.id, question: q, choice: i, correct: lesson.check[q].choices[i]?.correct === true, allAnswered });
    if (allAnswered && !wasDone) publishLessonEvent({ type: 'stepCompleted', lesson: lesson.id, step: 'check', next: null });
  };
  const allAnswered = lesson.check.every((_, k) => typeof answers[k] === 'number');
  const allDone = isDone({ answers, step: 'check' }, lesson.check);
  const wrong = lesson.check.filter((q, k) => typeof answers[k] === 'number' && q.choices[answers[k]]?.correct !== true).length;
  const { t, i18n } = useLingui();
  const nextOrder = next?.order;
  const nextTitle = next?.title;
  return (
    <section className="lesson__part" data-lesson-part="check" aria-labelledby="part-check">
      <h3 id="part-check" tabIndex={-1}>
        {i18n._(PART_HEADINGS.check)}
      </h3>
      {lesson.sections.Check && <Markdown md={lesson.sections.Check} />}
      {lesson.check.map((q, k) => {
        const a = answers[k];
        const chosen = typeof a === 'number' ? q.choices[a] : undefined;
        const right = q.choices.find((c) => c.correct);
        return (
          <fieldset key={k} className="plain check-question">
            <legend className="question" dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(q.question, true) }} />
            <Choices name={`check-${k}`} choices={q.choices} value={typeof a === 'number' ? a : null} onChange={(i) => answer(k, i)} />
            {chosen && (
              <p className="feedback" role="status">
                <span className={chosen.correct ? 'verdict verdict--right' : 'verdict verdict--wrong'}>{chosen.correct ? t`Right.` : t`Not quite.`}</span>{' '}
                {chosen.why && <span dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(chosen.why, true) }} />}
                {!chosen.correct && right && (
                  <>
                    {' '}
                    {t`The answer:`} <em dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(right.text, true) }} />.
                    {right.why && (
                      <>
                        {' '}
                        <span dir="auto" dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(right.why, true) }} />
                      </>
                    )}
                  </>
                )}
              </p>
            )}
          </fieldset>
        );
      })}
      {allAnswered && !allDone && (
        <p className="lesson__unfinished" role="status">
          {plural(wrong, {
            one: 'One answer is not right yet: the right one is shown under its question. Choose it to finish the lesson.',
            other: '# answers are not right yet: the right one is shown under each. Choose it to finish the lesson.',
          })}
        </p>
      )}
      {allDone && (
        <div className="lesson__next" role="status">
          <p>
            <strong>{t`Lesson done.`}</strong>
          </p>
          {lesson.next && <Markdown md={lesson.next} />}
          {embedded ? null : next ? (
            <a href={routeSearch('lesson', next.id)} onClick={onLinkClick}>
              {t`Next: ${nextOrder}. ${nextTitle} →`}
            </a>
          ) : (
            <a href={routeSearch('lessons')} onClick={onLinkClick}>
              {t`Back to the course`}
            </a>
          )}
        </div>
      )}
    </section>
  );
}

function CopyLink() {
  const [copied, setCopied] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          const url = window.location.href;
          navigator.clipboard?.writeText(url).then(
            () => setCopied(t`Link copied`),
            () => setCopied(url),
          );
          if (!navigator.clipboard) setCopied(url);
        }}
      >
        {t`Copy a link to this step`}
      </button>
      {copied && (
        <span role="status" className="hint">
          {' '}
          {copied}
        </span>
      )}
    </>
  );
}
