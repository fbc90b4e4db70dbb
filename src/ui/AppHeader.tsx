// The header every page shares, in two deliberate rows: the lab's name, the navigation between
// pages, what is on screen (`context`) and view switches (`actions`); below, the page's own tools
// (the lab's time and scenario controls). Each row keeps to one line down to 1024 px, in every
// language (headerFit.ts). Under them, while the browser refuses to save the user's work, the
// notice that says so (in view on every page).
import { useCallback, useRef, type ReactNode, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHeaderFit } from './headerFit';
import { LanguagePicker } from './i18n/LanguagePicker';
import './i18n/translatedLayout.css';
import { HOME_PAGE, PAGES } from './pages/pages';
import { routeSearch } from './pages/route';
import { labHref, onLinkClick } from './pages/router';
import { StorageNotice } from './storage/StorageNotice';
import { SkipLink } from './SkipLink';

export interface AppHeaderProps {
  /** The page on screen (marked as current in the navigation). */
  current: string;
  /** What is on screen (the lab: the scenario's title), beside the navigation. */
  context?: ReactNode;
  /** Switches at the right end of the first row. */
  actions?: ReactNode;
  /** The page's tools: a second row. */
  children?: ReactNode;
  /** Show the navigation between pages (false in a course page's frame, `?embed`: the student stays on the page). */
  showNav?: boolean;
  ref?: Ref<HTMLElement>;
}

export function AppHeader({ current, context, actions, children, showNav = true, ref }: AppHeaderProps) {
  const nav = showNav ? PAGES.filter((p) => p.nav) : [];
  const { i18n, t } = useLingui();
  const own = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (el: HTMLElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  useHeaderFit(own, i18n.locale);
  return (
    <>
      <SkipLink />
      <header className="app__header" data-fit="full" ref={setRef}>
        <div className="app__bar">
          {/* Below 1200 px "Fairness" is read, not shown, so the navigation and the switches keep to one row at 1024 px. */}
          <h1>
            <Trans>
              TCP <span className="app__title-long">Fairness </span>Lab
            </Trans>
          </h1>
          {nav.length > 1 && (
            <nav className="app__nav" aria-label={t`Pages`}>
              <ul>
                {nav.map((p) => (
                  <li key={p.id}>
                    <a href={p.id === HOME_PAGE ? labHref() : routeSearch(p.id)} onClick={onLinkClick} aria-current={p.id === current ? 'page' : undefined}>
                      {i18n._(p.title)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="app__context">{context}</div>
          {actions && <div className="app__actions">{actions}</div>}
          {showNav && <LanguagePicker />}
        </div>
        {children && (
          <div className="app__tools">
            {children}
            {/* Projector mode's larger navigation fills the first row at 1024 px: there the picker ends the tools' row instead (languagePicker.css). */}
            {showNav && <LanguagePicker />}
          </div>
        )}
        <StorageNotice />
      </header>
    </>
  );
}
