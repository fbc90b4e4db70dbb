// The header every page shares: the lab's name, the navigation between pages, and the page's own
// tools (the lab puts its time controls here).
import type { ReactNode, Ref } from 'react';
import { HOME_PAGE, PAGES } from './pages/pages';
import { routeSearch } from './pages/route';
import { labHref, onLinkClick } from './pages/router';

export interface AppHeaderProps {
  /** The page on screen (marked as current in the navigation). */
  current: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export function AppHeader({ current, children, ref }: AppHeaderProps) {
  const nav = PAGES.filter((p) => p.nav);
  return (
    <header className="app__header" ref={ref}>
      <h1>TCP Fairness Lab</h1>
      {nav.length > 1 && (
        <nav className="app__nav" aria-label="Pages">
          <ul>
            {nav.map((p) => (
              <li key={p.id}>
                <a href={p.id === HOME_PAGE ? labHref() : routeSearch(p.id)} onClick={onLinkClick} aria-current={p.id === current ? 'page' : undefined}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </header>
  );
}
