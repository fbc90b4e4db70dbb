// `/?experiments`: the papers' experiments, each with its question and where it comes from.
import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { experimentPlan, experiments } from '../../experiments/catalogue';
import { sweepJobs } from '../../experiments/sweep';
import { AppHeader } from '../AppHeader';
import type { Locale } from '../i18n/locales';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { paperCiteText, translateExperiment } from './experimentText';
import { ForResearchers } from './ForResearchers';
import './experiments.css';

export function ExperimentsIndex() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  // "The Reno/Vegas/NewReno ns-2 study" where a citation opens a line.
  const capitalised = (s: string): string => s[0].toLocaleUpperCase(locale === 'pseudo' ? 'en' : locale) + s.slice(1);
  const list = useMemo(() => experiments().map((e) => ({ e, shown: translateExperiment(i18n, e), runs: sweepJobs(experimentPlan(e)).length })), [i18n, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps -- the texts change with the language
  return (
    <div className="app">
      <AppHeader current="experiments" />
      <main className="page xr__page">
        <h2>
          <Trans>Experiments</Trans>
        </h2>
        <p className="xr__lead">
          <Trans>
            The papers’ tables and figures, re-run in your browser on all its cores. Each shows our engine’s result (mean and 95 % confidence interval over seeds) beside
            ns-2.35’s (computed ahead on the same scenarios), the paper’s own numbers and, where there is one, the analytic model, and says in a sentence where they agree
            and where they do not. From the lab, <em>Sweep…</em> varies any slider of your own scenario the same way.
          </Trans>
        </p>
        <ul className="xr__index">
          {list.map(({ e, shown, runs }) => (
            <li key={e.id} data-experiment-id={e.id}>
              <a href={routeSearch('experiment', e.id)} onClick={onLinkClick}>
                {shown.title}
              </a>
              <p>{shown.question}</p>
              <p className="xr__meta">
                {capitalised(paperCiteText(i18n, e.paper))}, {shown.source} · {t({ id: 'experiments.index.runs', message: plural(runs, { one: '# run', other: '# runs' }) })}
              </p>
            </li>
          ))}
        </ul>
        <ForResearchers />
      </main>
    </div>
  );
}
