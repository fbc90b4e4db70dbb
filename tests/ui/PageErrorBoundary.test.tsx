// @vitest-environment jsdom
/// <reference lib="dom" />
// A page that throws while drawing is replaced by a notice (the rest of the app stays), which
// offers the lab with the user's scenario, trying again, and the error in a fold.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../src/ui/PageErrorBoundary';

beforeEach(() => {
  // React reports every caught render error on the console; the test looks at the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Throws while `fail.now` is true, the way an out-of-range array length did in the sweep form. */
function Fragile({ fail }: { fail: { now: boolean } }) {
  if (fail.now) throw new RangeError('Invalid array length');
  return <p>the page</p>;
}

describe('PageErrorBoundary', () => {
  it('keeps the app when a page throws, and offers the lab with the scenario and the error text', () => {
    render(
      <>
        <PageErrorBoundary scenarioHref={() => '/#2~scenario'} resetKey="?sweep">
          <Fragile fail={{ now: true }} />
        </PageErrorBoundary>
        <p>outside the page</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/This page stopped working.*Your scenario is kept/);
    expect(screen.getByRole('link', { name: 'Reopen the lab with your scenario' }).getAttribute('href')).toBe('/#2~scenario');
    expect(screen.getByText(/What went wrong/).closest('details')!.textContent).toContain('RangeError: Invalid array length');
    expect(screen.getByText('outside the page')).toBeTruthy();
  });

  it('draws the page again on "Try this page again"', () => {
    const fail = { now: true };
    render(
      <PageErrorBoundary scenarioHref={() => '/'} resetKey="">
        <Fragile fail={fail} />
      </PageErrorBoundary>,
    );
    fail.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try this page again' }));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets a failed page when the user goes to another', () => {
    const fail = { now: true };
    function Host() {
      const [key, setKey] = useState('?sweep');
      return (
        <>
          <button type="button" onClick={() => setKey('?lessons')}>
            go
          </button>
          <PageErrorBoundary scenarioHref={() => '/'} resetKey={key}>
            <Fragile fail={fail} />
          </PageErrorBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByRole('alert')).toBeTruthy();
    fail.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('still offers the lab when the scenario link cannot be made', () => {
    render(
      <PageErrorBoundary
        scenarioHref={() => {
          throw new Error('no scenario');
        }}
        resetKey=""
      >
        <Fragile fail={{ now: true }} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: 'Reopen the lab with your scenario' }).getAttribute('href')).toBe(window.location.pathname);
  });
});
