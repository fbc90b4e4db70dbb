// `/?experiments`: the papers' experiments, each with its question and where it comes from.
import { experiments } from '../../experiments/catalogue';
import { sweepJobs } from '../../experiments/sweep';
import { experimentPlan } from '../../experiments/catalogue';
import { AppHeader } from '../AppHeader';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import './experiments.css';

const PAPERS: Record<string, string> = {
  '000': 'Tsang & Chang',
  '001': 'De Vendictis & Baiocchi',
  '002': 'Reno, Vegas and NewReno over DropTail and RED',
  '003': 'Vegas+',
  '004': 'Brakmo & Peterson',
};

export function ExperimentsIndex() {
  return (
    <div className="app">
      <AppHeader current="experiments" />
      <main className="page xr__page">
        <h2>Experiments</h2>
        <p className="xr__lead">
          The papers’ tables and figures, re-run in your browser on all its cores. Each shows our engine’s result (mean and 95 %
          confidence interval over seeds) beside ns-2.35’s (computed ahead with <code>npm run validate</code>), the paper’s own numbers
          and, where there is one, the analytic model. From the lab, <em>Sweep…</em> varies any slider of your own scenario the same way.
        </p>
        <ul className="xr__index">
          {experiments().map((e) => (
            <li key={e.id} data-experiment-id={e.id}>
              <a href={routeSearch('experiment', e.id)} onClick={onLinkClick}>
                {e.title}
              </a>
              <p>{e.question}</p>
              <p className="xr__meta">
                Paper {e.paper} ({PAPERS[e.paper]}), {e.source} · {sweepJobs(experimentPlan(e)).length} runs ·{' '}
                <code>npm run sweep -- {e.id}</code>
              </p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
