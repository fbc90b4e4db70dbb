// `/?experiments`: the papers' experiments, each with its question and where it comes from.
import { experimentPlan, experiments } from '../../experiments/catalogue';
import { paperCite } from '../../experiments/papers';
import { sweepJobs } from '../../experiments/sweep';
import { AppHeader } from '../AppHeader';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { ForResearchers } from './ForResearchers';
import './experiments.css';

/** "The Reno/Vegas/NewReno ns-2 study" where a citation opens a line. */
const capitalised = (s: string): string => s[0].toUpperCase() + s.slice(1);

export function ExperimentsIndex() {
  return (
    <div className="app">
      <AppHeader current="experiments" />
      <main className="page xr__page">
        <h2>Experiments</h2>
        <p className="xr__lead">
          The papers’ tables and figures, re-run in your browser on all its cores. Each shows our engine’s result (mean and 95 %
          confidence interval over seeds) beside ns-2.35’s (computed ahead on the same scenarios), the paper’s own numbers and, where
          there is one, the analytic model, and says in a sentence where they agree and where they do not. From the lab,{' '}
          <em>Sweep…</em> varies any slider of your own scenario the same way.
        </p>
        <ul className="xr__index">
          {experiments().map((e) => (
            <li key={e.id} data-experiment-id={e.id}>
              <a href={routeSearch('experiment', e.id)} onClick={onLinkClick}>
                {e.title}
              </a>
              <p>{e.question}</p>
              <p className="xr__meta">
                {capitalised(paperCite(e.paper))}, {e.source} · {sweepJobs(experimentPlan(e)).length} runs
              </p>
            </li>
          ))}
        </ul>
        <ForResearchers />
      </main>
    </div>
  );
}
