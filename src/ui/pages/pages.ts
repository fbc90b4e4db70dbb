// The app's pages, as data: the id that names each in the query string (see route.ts), its title,
// and whether the header's navigation lists it. App.tsx joins each id to the view that draws it.
// Titles are catalogue messages, shown in the reader's language (`i18n._(page.title)`).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface PageInfo {
  id: string;
  /** Short name for the navigation. */
  title: MessageDescriptor;
  /** The document title while the page is shown. */
  documentTitle: MessageDescriptor;
  /** Listed in the header's navigation. */
  nav: boolean;
}

export { HOME_PAGE } from './pageCode';

export const PAGES: readonly PageInfo[] = [
  { id: 'lab', title: msg`Lab`, documentTitle: msg`TCP Fairness Lab`, nav: true },
  { id: 'lessons', title: msg`Course`, documentTitle: msg`The course — TCP Fairness Lab`, nav: true },
  { id: 'lesson', title: msg`Lesson`, documentTitle: msg`Lesson — TCP Fairness Lab`, nav: false },
  { id: 'experiments', title: msg`Experiments`, documentTitle: msg`Experiments — TCP Fairness Lab`, nav: true },
  { id: 'experiment', title: msg`Experiment`, documentTitle: msg`Experiment — TCP Fairness Lab`, nav: false },
  { id: 'sweep', title: msg`Sweep`, documentTitle: msg`Sweep — TCP Fairness Lab`, nav: false },
  { id: 'validation', title: msg`Validation`, documentTitle: msg`Validation against ns-2.35 — TCP Fairness Lab`, nav: true },
  { id: 'about', title: msg`About`, documentTitle: msg`About the model — TCP Fairness Lab`, nav: true },
  { id: 'teach', title: msg`Teaching`, documentTitle: msg`The teacher’s guide — TCP Fairness Lab`, nav: true },
];

export const PAGE_IDS: readonly string[] = PAGES.map((p) => p.id);
