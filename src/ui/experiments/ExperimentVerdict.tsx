// The verdict at the top of an experiment page: what the figures below say, in a sentence or two
// built from the same rows (src/experiments/verdict.ts), with a line per configuration in a fold.
import type { Verdict } from '../../experiments/verdict';
import { verdictText } from '../../experiments/verdictText';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';

export function ExperimentVerdict({ verdict }: { verdict: Verdict }) {
  const { headline, reasons, details } = verdictText(verdict);
  return (
    <section className="xr__verdict" aria-labelledby="xr-verdict" data-verdict-state={verdict.state}>
      <h3 id="xr-verdict">{verdict.state === 'not-run' ? 'What this experiment will tell you' : verdict.state === 'partial' ? 'Verdict so far' : 'Verdict'}</h3>
      {headline.map((h, i) =>
        reasons.has(i) ? (
          <p key={h} className="xr__why">
            {h}{' '}
            <a href={routeSearch('validation')} onClick={onLinkClick}>
              Open the validation report
            </a>
          </p>
        ) : (
          <p key={h}>{h}</p>
        ),
      )}
      {details.length > 0 && (
        <details className="xr__verdict-details">
          <summary>Each configuration, value by value</summary>
          <ul>
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
