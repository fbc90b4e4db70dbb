// "Skip to main content": the first thing Tab reaches on every page (AppHeader renders it), so a
// keyboard or switch user passes the header's navigation and tools in one step.
import type { MouseEvent } from 'react';
import './skipLink.css';

/**
 * Moves focus to the page's <main>. Done in script, not by an in-page `#id` link: a lesson's and
 * the lab's address keep the scenario after the `#`, which a jump link would overwrite.
 */
function skipToMain(e: MouseEvent<HTMLAnchorElement>): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  e.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
