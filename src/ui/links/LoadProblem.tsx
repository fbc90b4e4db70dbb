// What was wrong with a link or a file the user opened: every problem, named by field, shown as
// plain text (never as HTML); the default scenario runs meanwhile, and the valid part can be kept.
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ValidScenario } from '../../sim/scenario/Scenario';
import type { DecodeProblem } from '../../share/LabUrlState';
import type { DroppedItem } from '../../share/DroppedItem';
import { droppedMessage } from '../i18n/droppedMessage';
import { literalPieces, problemLine, type ProblemLine } from './problemLine';

/**
 * Most items of what would be left out shown, as the decoders cap their errors: a hostile link can
 * name hundreds, and the panel must stay readable.
 */
export const MAX_LISTED = 20;

/** The first MAX_LISTED items, then one line saying how many more (the last line counts them, never drops them silently). */
function listed(items: readonly string[]): string[] {
  const more = items.length - MAX_LISTED + 1;
  return items.length > MAX_LISTED ? [...items.slice(0, MAX_LISTED - 1), translate`… and ${more} more`] : [...items];
}

export interface Problem {
  source: 'link' | 'file';
  errors: string[];
  /** `errors` as data, when the decoder gave them: the scenario's problems are then worded in the reader's language. */
  items?: readonly DecodeProblem[];
  /** The valid part, if any (invalid flows dropped, invalid fields reset). */
  partial: ValidScenario | null;
  /** What the valid part left out or reset. */
  dropped: string[];
  /** `dropped` as data, when the decoder gave it: then worded in the reader's language. */
  droppedItems?: readonly DroppedItem[];
}

export function LoadProblem({ problem, onKeep, onDismiss }: { problem: Problem; onKeep: (s: ValidScenario) => void; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const dropped = problem.dropped.length;
  // Each problem in the reader's language, its place (a field path, "(link)", "(file)") as the link or file names it.
  const lines: ProblemLine[] = problem.items ? problem.items.map((p) => problemLine(i18n, p)) : problem.errors.map((e) => ({ place: null, message: e }));
  const droppedLines = problem.droppedItems ? problem.droppedItems.map((d) => droppedMessage(i18n, d)) : problem.dropped;
  return (
    <section className="load-problem" role="alert" aria-labelledby="load-problem-title">
      <h2 id="load-problem-title">{problem.source === 'link' ? t`This link could not be opened as it is` : t`This file could not be opened as it is`}</h2>
      <ul>
        {lines.map((l, i) => (
          // Only the place and the quoted input are code (monospace, left to right); the sentence is
          // the reader's, in the body font and its own direction (monospace spaces Arabic letters apart).
          <li key={i}>
            {l.place !== null && (
              <>
                <code className="load-problem__place" dir="ltr">
                  {l.place}
                </code>
                {': '}
              </>
            )}
            <span className="load-problem__message" dir="auto">
              {literalPieces(l.message).map((piece, k) =>
                piece.literal ? (
                  <code key={k} dir="ltr">
                    {piece.text}
                  </code>
                ) : (
                  piece.text
                ),
              )}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {problem.source === 'link' ? t`The default scenario is open instead.` : t`Your current scenario is unchanged.`}
        {problem.partial && ` ${t`You can open the part of it that is valid:`}`}
      </p>
      {problem.partial && problem.dropped.length > 0 && (
        <details>
          <summary>{t`What would be left out or reset (${dropped})`}</summary>
          <ul>
            {listed(droppedLines).map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="load-problem__actions">
        {problem.partial && (
          <button type="button" className="primary" onClick={() => onKeep(problem.partial!)}>
            {t`Open the valid part`}
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          {t`Dismiss`}
        </button>
      </div>
    </section>
  );
}
