// Catches an error thrown while a page draws, so it never empties the whole app: the page is
// replaced by a notice that keeps the user's scenario (a link that reopens the lab with it), a way
// to try the page again, and the error itself in a fold.
import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import './pageError.css';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The address of the lab with the user's scenario, read when the error is shown (it may have changed since). */
  scenarioHref: () => string;
  /** Changes when the user goes to another page: a failed page is then forgotten. */
  resetKey: string;
}

interface State {
  error: Error | null;
  componentStack: string | null;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, componentStack: null };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
  }

  override componentDidUpdate(prev: PageErrorBoundaryProps): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null, componentStack: null });
  }

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return <PageError error={error} componentStack={componentStack} href={safeHref(this.props.scenarioHref)} onRetry={() => this.setState({ error: null, componentStack: null })} />;
  }
}

/** The recovery link must not fail in its turn: if it cannot be made, the lab's plain address. */
function safeHref(scenarioHref: () => string): string {
  try {
    return scenarioHref();
  } catch {
    return window.location.pathname;
  }
}

function PageError({ error, componentStack, href, onRetry }: { error: Error; componentStack: string | null; href: string; onRetry: () => void }) {
  const { t } = useLingui();
  const details = [`${error.name}: ${error.message}`, componentStack?.trim()].filter(Boolean).join('\n');
  return (
    <div className="app">
      <main className="page page-error" role="alert" aria-labelledby="page-error-title" data-page-error="">
        <h2 id="page-error-title">{t`This page stopped working`}</h2>
        <p>{t`Something went wrong while drawing it. Your scenario is kept: the lab reopens with it, or try this page again.`}</p>
        <div className="page-error__actions">
          <a className="page-error__button page-error__button--primary" href={href} data-page-error-lab="">
            {t`Reopen the lab with your scenario`}
          </a>
          <button type="button" className="page-error__button" onClick={onRetry}>
            {t`Try this page again`}
          </button>
        </div>
        <details>
          <summary>{t`What went wrong`}</summary>
          {/* The error itself stays as the code threw it: it is for whoever reports the bug. */}
          <pre className="page-error__details" dir="ltr">{details}</pre>
        </details>
      </main>
    </div>
  );
}
