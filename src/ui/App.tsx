// The app: one page at a time, named by the query string (see pages/route.ts). The lab is the
// default page at `/`; its engine is made when the lab is first shown and outlives visits to
// other pages, so coming back finds the run where it was.
import { lazy, Suspense, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n, loadSection } from './i18n/i18n';
import type { Locale } from './i18n/locales';
import { AppHeader } from './AppHeader';
import type { LabModel } from './lab/LabModel';
import { HOME_PAGE, PAGE_IDS, PAGES } from './pages/pages';
import { PAGE_CODE, type PageCode } from './pages/pageCode';
import { parseRoute } from './pages/route';
import { labHref, onLinkClick, useLocationSearch } from './pages/router';
import { keptScenarioHref } from './pages/keptScenarioHref';
import { PageErrorBoundary } from './PageErrorBoundary';
import { UpdatePrompt } from './offline/UpdatePrompt';

// Each page's code loads when it is first visited: the lab's (charts, D3, panels) is not in the way
// of a lesson opened on a phone, nor the course's text, KaTeX and YAML reader in the lab's. A page
// loads with its catalogues, and the course's pages with the index's words in the reader's language
// and the lesson the address names (useCourse.ts), as PAGE_CODE says (the build preloads the same
// files, pageCode.ts).
const pageCode = <T,>(id: keyof typeof PAGE_CODE, load: () => Promise<T>): Promise<T> => {
  const code: PageCode = PAGE_CODE[id];
  // The lesson the address names, when the page shows one (a page loads once: a lesson opened
  // later from within the app is fetched by the page itself).
  const lesson = code.lesson ? parseRoute(window.location.search, PAGE_IDS, HOME_PAGE).arg : null;
  const course = code.course ? import('./lessons/useCourse').then((m) => m.loadCourse(i18n.locale as Locale, lesson)) : null;
  return Promise.all([load(), ...code.sections.map(loadSection), course]).then(([m]) => m);
};
const LabPage = lazy(() => pageCode('lab', () => import('./pages/lab/LabPage')).then((m) => ({ default: m.LabPage })));
const ValidationPage = lazy(() => pageCode('validation', () => import('./validation/ValidationPage')).then((m) => ({ default: m.ValidationPage })));
const AboutPage = lazy(() => pageCode('about', () => import('./pages/AboutPage')).then((m) => ({ default: m.AboutPage })));
const LessonIndex = lazy(() => pageCode('lessons', () => import('./lessons/LessonIndex')).then((m) => ({ default: m.LessonIndex })));
const ExperimentsIndex = lazy(() => pageCode('experiments', () => import('./experiments/ExperimentsIndex')).then((m) => ({ default: m.ExperimentsIndex })));
const ExperimentPage = lazy(() => pageCode('experiment', () => import('./experiments/ExperimentPage')).then((m) => ({ default: m.ExperimentPage })));
const SweepPage = lazy(() => pageCode('sweep', () => import('./experiments/SweepPage')).then((m) => ({ default: m.SweepPage })));
const TeacherGuidePage = lazy(() => pageCode('teach', () => import('./pages/TeacherGuidePage')).then((m) => ({ default: m.TeacherGuidePage })));
const LessonPage = lazy(() => pageCode('lesson', () => import('./lessons/LessonPage')).then((m) => ({ default: m.LessonPage })));

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
