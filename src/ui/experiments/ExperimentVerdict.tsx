// The verdict at the top of an experiment page: what the figures below say, in a sentence or two
// built from the same rows (src/experiments/verdict.ts), with a line per configuration in a fold,
// in the reader's language (verdictMessages.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Verdict } from '../../experiments/verdict';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { verdictMessages } from './verdictMessages';

export function ExperimentVerdict({ verdict, paperId }: { verdict: Verdict; paperId: string }) {
  const { i18n, t } = useLingui();
  const { headline, reasons, details } = verdictMessages(i18n, verdict, paperId);
  return (
    <section className="xr__verdict" aria-labelledby="xr-verdict" data-verdict-state={verdict.state}>
      <h3 id="xr-verdict">{verdict.state === 'not-run' ? t`What this experiment will tell you` : verdict.state === 'partial' ? t`Verdict so far` : t`Verdict`}</h3>
      {headline.map((h, i) =>
        reasons.has(i) ? (
          <p key={h} className="xr__why">
            {h}{' '}
            <a href={routeSearch('validation')} onClick={onLinkClick}>
              <Trans>Open the validation report</Trans>
            </a>
          </p>
        ) : (
          <p key={h}>{h}</p>
        ),
      )}
      {details.length > 0 && (
        <details className="xr__verdict-details">
          <summary>
            <Trans>Each configuration, value by value</Trans>
          </summary>
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
