// The app: one page at a time, named by the query string (see pages/route.ts). The lab is the
// default page at `/`; its engine is made when the lab is first shown and outlives visits to
// other pages, so coming back finds the run where it was.
import { lazy, Suspense, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n, loadSection, type Section } from './i18n/i18n';
import type { Locale } from './i18n/locales';
import { AppHeader } from './AppHeader';
import type { LabModel } from './lab/LabModel';
import { HOME_PAGE, PAGE_IDS, PAGES } from './pages/pages';
import { parseRoute } from './pages/route';
import { labHref, onLinkClick, useLocationSearch } from './pages/router';
import { keptScenarioHref } from './pages/keptScenarioHref';
import { PageErrorBoundary } from './PageErrorBoundary';
import { UpdatePrompt } from './offline/UpdatePrompt';

// Each page's code loads when it is first visited: the lab's (charts, D3, panels) is not in the way
// of a lesson opened on a phone, nor the course's text, KaTeX and YAML reader in the lab's.
// Pages with their own catalogue (i18n.ts's sections) load it with their code.
const withSection = <T,>(section: Section | Section[], page: () => Promise<T>): Promise<T> =>
  Promise.all([page(), ...[section].flat().map(loadSection)]).then(([m]) => m);
// The lab's catalogue comes with every page that shows the lab's panels and charts.
const LabPage = lazy(() => withSection('lab', () => import('./pages/lab/LabPage')).then((m) => ({ default: m.LabPage })));
const ValidationPage = lazy(() => withSection(['research', 'lab'], () => import('./validation/ValidationPage')).then((m) => ({ default: m.ValidationPage })));
const AboutPage = lazy(() => withSection('about', () => import('./pages/AboutPage')).then((m) => ({ default: m.AboutPage })));
// The course's pages also bring the lessons' words in the reader's language (useCourse.ts).
const withCourse = <T,>(page: () => Promise<T>): Promise<T> =>
  Promise.all([withSection('course', page), import('./lessons/useCourse').then((m) => m.loadCourseText(i18n.locale as Locale).catch(() => undefined))]).then(([m]) => m);
const LessonIndex = lazy(() => withCourse(() => import('./lessons/LessonIndex')).then((m) => ({ default: m.LessonIndex })));
const ExperimentsIndex = lazy(() => withSection(['research', 'lab'], () => import('./experiments/ExperimentsIndex')).then((m) => ({ default: m.ExperimentsIndex })));
const ExperimentPage = lazy(() => withSection(['research', 'lab'], () => import('./experiments/ExperimentPage')).then((m) => ({ default: m.ExperimentPage })));
const SweepPage = lazy(() => withSection(['research', 'lab'], () => import('./experiments/SweepPage')).then((m) => ({ default: m.SweepPage })));
// The guide names the lab's presets as its scenario menu does: the lab's catalogue comes with it.
const TeacherGuidePage = lazy(() => withSection(['course', 'lab'], () => import('./pages/TeacherGuidePage')).then((m) => ({ default: m.TeacherGuidePage })));
const LessonPage = lazy(() => withCourse(() => withSection('lab', () => import('./lessons/LessonPage'))).then((m) => ({ default: m.LessonPage })));

export interface AppProps {
  /** The lab's model, made on first call (the lab page is the only one that needs an engine). */
  labModel: () => LabModel;
}

export function App({ labModel }: AppProps) {
  const search = useLocationSearch();
  // On the lab, its model holds the scenario as it is now (made by the time the lab has drawn).
  const scenarioHref = () => keptScenarioHref(parseRoute(window.location.search, PAGE_IDS, HOME_PAGE).page === 'lab' ? labModel().scenario : null);
  return (
    <I18nProvider i18n={i18n}>
      <PageErrorBoundary scenarioHref={scenarioHref} resetKey={search}>
        <Page labModel={labModel} />
      </PageErrorBoundary>
      <UpdatePrompt />
    </I18nProvider>
  );
}

function Page({ labModel }: AppProps) {
  const search = useLocationSearch();
  const route = parseRoute(search, PAGE_IDS, HOME_PAGE);
  const info = PAGES.find((p) => p.id === route.page);
  const { i18n: lingui, t } = useLingui();
  const notFoundTitle = t`Page not found — TCP Fairness Lab`;
  useEffect(() => {
    // A lesson names itself (LessonPage sets the title to the lesson's).
    if (route.page !== 'lesson' && route.page !== 'experiment') document.title = info ? lingui._(info.documentTitle) : notFoundTitle;
  }, [info, route.page, lingui, notFoundTitle]);

  // Every page's code loads lazily: one boundary shows "Loading…" until it is here (keyed by the
  // page, so moving to another page mounts a fresh one, as a separate boundary per page would).
  return (
    <Suspense key={route.page} fallback={<Loading />}>
      <PageView page={route.page} arg={route.arg} asked={route.asked} labModel={labModel} />
    </Suspense>
  );
}

function PageView({ page, arg, asked, labModel }: { page: string; arg: string | null; asked?: string; labModel: () => LabModel }) {
  switch (page) {
    case 'lab':
      return <LabPage model={labModel()} />;
    case 'validation':
      return <ValidationPage />;
    case 'about':
      return <AboutPage />;
    case 'teach':
      return <TeacherGuidePage />;
    case 'experiments':
      return <ExperimentsIndex />;
    case 'experiment':
      return <ExperimentPage id={arg} />;
    case 'sweep':
      return <SweepPage />;
    case 'lessons':
      return <LessonIndex />;
    case 'lesson':
      return <LessonPage id={arg} />;
    default:
      return <NotFound asked={asked ?? page} />;
  }
}

function Loading() {
  const { t } = useLingui();
  return (
    <div className="app">
      <AppHeader current="" />
      <main className="page">
        <p role="status">{t`Loading…`}</p>
      </main>
    </div>
  );
}

function NotFound({ asked }: { asked: string }) {
  const { i18n: lingui } = useLingui();
  return (
    <div className="app">
      <AppHeader current="" />
      <main className="page">
        <h2>
          <Trans>No page called “{asked}”</Trans>
        </h2>
        <p>
          <Trans>The address asks for a page this version of the lab does not have. The pages are:</Trans>{' '}
          {PAGES.filter((p) => p.nav).map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}
              <a href={p.id === HOME_PAGE ? labHref() : `?${p.id}`} onClick={onLinkClick}>
                {lingui._(p.title)}
              </a>
            </span>
          ))}
          .
        </p>
      </main>
    </div>
  );
}
