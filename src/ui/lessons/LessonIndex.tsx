// The course index (`/?lessons`): every lesson in order, with its level, duration, paper and
// whether this browser has finished it.
import { PAPERS } from '../../lessons/lessonSchema';
import { AppHeader } from '../AppHeader';
import { ProjectorToggle } from '../ProjectorToggle';
import { useProjectorMode } from '../projectorMode';
import { useProjectorRoot } from '../projectorRoot';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { COURSE } from './lessonCatalog';
import { useCourse } from './useCourse';
import { isDone, lessonProgress, useProgress } from './progress';
import './lessons.css';

export function LessonIndex() {
  const lessons = useCourse();
  const progress = useProgress();
  const total = lessons.reduce((s, l) => s + l.durationMin, 0);
  const done = lessons.filter((l) => isDone(lessonProgress(progress, l.id), l.check)).length;
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  return (
    <div className={`app lessons${projector ? ' projector' : ''}`}>
      <AppHeader
        current="lessons"
        actions={
          <div className="view-toggles" role="group" aria-label="View">
            <ProjectorToggle on={projector} onChange={setProjector} />
          </div>
        }
      />
      <main className="page course">
        <h2>The course</h2>
        <p className="course__intro">
          {lessons.length} guided lessons, about {Math.round(total / 6) / 10} hours in all, from the congestion window to the
          papers' findings. Each asks you to predict, then run the simulation, then explains what you saw with the numbers of your run.
          You have finished {done} of {lessons.length}; your progress is kept in this browser.
        </p>
        <p className="course__teach">
          Teaching with it? <a href={routeSearch('teach')} onClick={onLinkClick}>The teacher’s guide</a> has a 50-minute lecture plan, homework links
          and how to embed a lesson in a course platform.
        </p>
        {COURSE.errors.length > 0 && (
          <div className="notice notice--error" role="alert">
            <p>Some lesson files have problems and are not listed:</p>
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
            return (
              <li key={l.id} data-lesson-id={l.id} className="course__item">
                <a href={routeSearch('lesson', l.id)} onClick={onLinkClick} className="course__title">
                  {l.title}
                </a>
                <span className={`course__status${finished ? ' course__status--done' : ''}`}>{finished ? '✓ Done' : 'Not done'}</span>
                <p className="course__goal">{l.goal}</p>
                <p className="course__meta">
                  <span>{l.level}</span> · <span>{l.durationMin} min</span> · <span>{PAPERS[l.paper].short}</span>
                </p>
              </li>
            );
          })}
        </ol>
      </main>
    </div>
  );
}
