// The app's pages, as data: the id that names each in the query string (see route.ts), its title,
// and whether the header's navigation lists it. App.tsx joins each id to the view that draws it.

export interface PageInfo {
  id: string;
  /** Short name for the navigation. */
  title: string;
  /** The document title while the page is shown. */
  documentTitle: string;
  /** Listed in the header's navigation. */
  nav: boolean;
}

export const HOME_PAGE = 'lab';

export const PAGES: readonly PageInfo[] = [
  { id: 'lab', title: 'Lab', documentTitle: 'TCP Fairness Lab', nav: true },
  { id: 'lessons', title: 'Course', documentTitle: 'The course — TCP Fairness Lab', nav: true },
  { id: 'lesson', title: 'Lesson', documentTitle: 'Lesson — TCP Fairness Lab', nav: false },
  { id: 'experiments', title: 'Experiments', documentTitle: 'Experiments — TCP Fairness Lab', nav: true },
  { id: 'experiment', title: 'Experiment', documentTitle: 'Experiment — TCP Fairness Lab', nav: false },
  { id: 'sweep', title: 'Sweep', documentTitle: 'Sweep — TCP Fairness Lab', nav: false },
  { id: 'validation', title: 'Validation', documentTitle: 'Validation against ns-2.35 — TCP Fairness Lab', nav: true },
  { id: 'about', title: 'About', documentTitle: 'About the model — TCP Fairness Lab', nav: true },
  { id: 'teach', title: 'Teaching', documentTitle: 'The teacher’s guide — TCP Fairness Lab', nav: true },
];

export const PAGE_IDS: readonly string[] = PAGES.map((p) => p.id);
