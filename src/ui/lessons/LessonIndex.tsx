// The course index (`/?lessons`): every lesson in order, with its level, duration, paper and
// whether this browser has finished it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppHeader } from '../AppHeader';
import { ProjectorToggle } from '../ProjectorToggle';
import { useProjectorMode } from '../projectorMode';
import { useProjectorRoot } from '../projectorRoot';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { COURSE } from './lessonCatalog';
import { useCourseIndex } from './useCourse';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { isDone, lessonProgress, useProgress, useProgressKeeping } from './progress';
import { LEVEL_MESSAGES, PAPER_MESSAGES } from './lessonMetaText';
import { MetaLine } from './MetaLine';
import './lessons.css';

export function LessonIndex() {
  const lessons = useCourseIndex();
  const progress = useProgress();
  const keeping = useProgressKeeping();
  const total = lessons.reduce((s, l) => s + l.durationMin, 0);
  const done = lessons.filter((l) => isDone(lessonProgress(progress, l.id), l.check)).length;
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  const { t, i18n } = useLingui();
  const count = lessons.length;
  const hours = formatNumber(i18n.locale as Locale, Math.round(total / 6) / 10, 3);
  return (
    <div className={`app lessons${projector ? ' projector' : ''}`}>
      <AppHeader
        current="lessons"
        actions={
          <div className="view-toggles" role="group" aria-label={t`View`}>
            <ProjectorToggle on={projector} onChange={setProjector} />
          </div>
        }
      />
      <main className="page course">
        <h2>{t`The course`}</h2>
        <p className="course__intro">
          {plural(count, {
            one: `# guided lesson, about ${hours} hours in all, from the congestion window to the papers' findings.`,
            other: `# guided lessons, about ${hours} hours in all, from the congestion window to the papers' findings.`,
          })}{' '}
          {t`Each asks you to predict, then run the simulation, then explains what you saw with the numbers of your run.`}{' '}
          {keeping === 'kept'
            ? t`You have finished ${done} of ${count}; your progress is kept in this browser.`
            : keeping === 'full'
              ? t`You have finished ${done} of ${count}. This browser's storage for this site is full, so your latest progress lasts only while this page is open.`
              : t`You have finished ${done} of ${count}. This browser keeps nothing for this site (private browsing, or its settings), so your progress lasts only while this page is open.`}
        </p>
        <p className="course__teach">
          <Trans>
            Teaching with it?{' '}
            <a href={routeSearch('teach')} onClick={onLinkClick}>
              The teacher’s guide
            </a>{' '}
            has a 50-minute lecture plan, homework links and how to embed a lesson in a course platform.
          </Trans>
        </p>
        {COURSE.errors.length > 0 && (
          <div className="notice notice--error" role="alert">
            <p>{t`Some lesson files have problems and are not listed:`}</p>
            <ul>
              {COURSE.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        <ol className="course__list">
          {lessons.map((l) => {
            const finished = isDone(lessonProgress(progress, l.id), l.check);
            const minutes = l.durationMin;
            return (
              <li key={l.id} data-lesson-id={l.id} className="course__item">
                <a href={routeSearch('lesson', l.id)} onClick={onLinkClick} className="course__title">
                  <span dir="auto">{l.title}</span>
                </a>
                <span className={`course__status${finished ? ' course__status--done' : ''}`}>{finished ? t`✓ Done` : t`Not done`}</span>
                <p className="course__goal" dir="auto">
                  {l.goal}
                </p>
                <MetaLine className="course__meta" items={[i18n._(LEVEL_MESSAGES[l.level]), t`${minutes} min`, i18n._(PAPER_MESSAGES[l.paper].short)]} />
              </li>
            );
          })}
        </ol>
      </main>
    </div>
  );
}
