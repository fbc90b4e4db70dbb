// `/?experiment=<id>`: one paper experiment — its question, set-up (each point opens in the lab),
// a Run button with progress and cancel, and the figure as the paper drew it: ours (mean ± 95 %
// CI), ns-2.35's values (from the validation report), the paper's, and the model where there is
// one. Settings live in the address (`&full=1&profiles=ns2,standard`), so the page is a link.
import { memo, useEffect, useMemo, useState } from 'react';
import { defaultProfile, experimentById, experimentPlan, experimentProfiles, planSeriesId, settingsFor, type Experiment, type Profile, type RunSettings } from '../../experiments/catalogue';
import { experimentRows } from '../../experiments/resultTable';
import { sweepJobs } from '../../experiments/sweep';
import { buildVerdict } from '../../experiments/verdict';
import type { ValidationReport } from '../../experiments/validation/types';
import { AppHeader } from '../AppHeader';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { REPORT_URL, asReport } from '../validation/ValidationPage';
import { ExperimentVerdict } from './ExperimentVerdict';
import { FigurePanel, SweepProgressBar } from './FigurePanel';
import { ForResearchers } from './ForResearchers';
import { labLinkFor } from './labLink';
import { linkedWorkers } from './linkedWorkers';
import { useSweepRun } from './useSweepRun';
import { defaultWorkers } from './webWorkerPool';
import './experiments.css';
import { useProjectorRoot } from '../projectorRoot';
import { useProjectorMode } from '../projectorMode';
import { ProjectorToggle } from '../ProjectorToggle';

/**
 * Settings named in the address: `full=1`, `profiles=ns2,standard`, `series=<id>,<id>` (unknown ids
 * are ignored, and so are profiles the experiment does not run in).
 */
export function settingsFromSearch(search: string, e: Experiment): RunSettings {
  const q = new URLSearchParams(search);
  const profiles = (q.get('profiles') ?? defaultProfile(e)).split(',').filter((p): p is Profile => p === 'ns2' || p === 'standard');
  const series = q.get('series')?.split(',').filter((id) => e.series.some((s) => s.id === id));
  return settingsFor(e, { full: q.get('full') === '1', profiles: [...new Set(profiles)], ...(series?.length ? { series } : {}) });
}

function searchFor(e: Experiment, s: RunSettings): string {
  const extra = `${s.full ? '&full=1' : ''}${s.profiles.join(',') !== defaultProfile(e) ? `&profiles=${s.profiles.join(',')}` : ''}${s.series ? `&series=${s.series.join(',')}` : ''}`;
  return `${routeSearch('experiment', e.id)}${extra}`;
}

function useReport(): ValidationReport | null | 'error' {
  const [report, setReport] = useState<ValidationReport | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    fetch(REPORT_URL)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((j: unknown) => live && setReport(asReport(j)))
      .catch(() => live && setReport('error'));
    return () => {
      live = false;
    };
  }, []);
  return report;
}

export function ExperimentPage({ id }: { id: string | null }) {
  const e = id ? experimentById(id) : undefined;
  if (!e) {
    return (
      <div className="app">
        <AppHeader current="experiments" />
        <main className="page xr__page">
          <h2>No such experiment</h2>
          <p role="alert">
            There is no experiment “{id ?? ''}”.{' '}
            <a href={routeSearch('experiments')} onClick={onLinkClick}>
              See the list of experiments
            </a>
            .
          </p>
        </main>
      </div>
    );
  }
  return <ExperimentView key={e.id} e={e} />;
}

function ExperimentView({ e }: { e: Experiment }) {
  const [settings, setSettings] = useState<RunSettings>(() => settingsFromSearch(window.location.search, e));
  // Workers named in the address (`workers=2`), at most one per core; else one per core.
  const [linked] = useState(() => linkedWorkers(new URLSearchParams(window.location.search).get('workers'), defaultWorkers()));
  const [workers, setWorkers] = useState(linked.workers);
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  const plan = useMemo(() => experimentPlan(e, settings), [e, settings]);
  const run = useSweepRun(plan, workers, `the experiment “${e.title}”`);
  const report = useReport();
  const rows = useMemo(() => experimentRows(e, settings, run.results, report && report !== 'error' ? report : undefined), [e, settings, run.results, report]);
  const fullRuns = useMemo(() => sweepJobs(experimentPlan(e, { ...settings, full: true })).length, [e, settings]);
  const quickRuns = useMemo(() => sweepJobs(experimentPlan(e, { ...settings, full: false })).length, [e, settings]);

  const change = (s: RunSettings) => {
    setSettings(s);
    history.replaceState(null, '', searchFor(e, s));
  };
  useEffect(() => {
    document.title = `${e.title} — TCP Fairness Lab`;
  }, [e]);

  const [copied, setCopied] = useState(false);
  const copyLink = () => {
    navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  // The figures change only with the results (drawn at most twice a second while a sweep runs):
  // the same element otherwise, so React skips them when only the progress moves.
  const figures = useMemo(
    () => (
      <div className="xr__figures">
        {e.figure.panels.map((p) => {
          // A panel may draw only some configurations (a Vegas model under the Vegas lines).
          const shown = (id: string) => !p.series || p.series.includes(id.slice(id.indexOf(':') + 1));
          return (
            <FigurePanel
              key={p.title}
              fileBase={e.id}
              title={p.title}
              kind={e.figure.kind}
              xLabel={e.figure.xLabel}
              yLabel={p.yLabel}
              measures={p.measures}
              series={plan.series.filter((s) => shown(s.id)).map((s) => ({ id: s.id, label: s.label, configLabel: s.configLabel }))}
              rows={p.series ? rows.filter((r) => shown(r.series)) : rows}
              models={e.figure.models}
              markers={e.figure.markers}
              note={p.caption}
            />
          );
        })}
      </div>
    ),
    [e, plan, rows],
  );

  const done = run.progress?.done ?? run.results.length;
  const verdict = useMemo(() => buildVerdict(e, rows, run.results.length, run.total), [e, rows, run.results.length, run.total]);
  return (
    <div className={`app${projector ? ' projector' : ''}`}>
      <AppHeader
        current="experiments"
        context={<span className="xr__context">{e.title}</span>}
        actions={<ProjectorToggle on={projector} onChange={setProjector} />}
      />
      <main className="page xr__page" data-experiment-state={run.state} data-experiment={e.id} data-pool={run.pool}>
        <p className="xr__crumbs">
          <a href={routeSearch('experiments')} onClick={onLinkClick}>
            All experiments
          </a>
        </p>
        <h2>{e.title}</h2>
        <p className="xr__question">{e.question}</p>

        <section className="xr__run" aria-label="Run">
          <div className="xr__controls">
            <button type="button" className="xr__go" data-experiment-run="" onClick={() => run.start()} disabled={run.state !== 'idle'}>
              {run.results.length > 0 && run.state === 'idle' ? 'Resume' : run.state === 'done' ? 'Done' : 'Run'}
            </button>
            <button type="button" onClick={run.cancel} disabled={run.state !== 'running'}>
              Cancel
            </button>
            <button type="button" onClick={run.clear} disabled={run.state === 'running' || run.results.length === 0}>
              Clear results
            </button>
            <label>
              <input type="checkbox" checked={settings.full} disabled={run.state === 'running'} onChange={(ev) => change({ ...settings, full: ev.target.checked })} />
              Full grid ({fullRuns} runs; quick: {quickRuns})
            </label>
            {experimentProfiles(e).length > 1 && (
              <label>
                <input
                  type="checkbox"
                  checked={settings.profiles.includes('standard')}
                  disabled={run.state === 'running'}
                  onChange={(ev) => change({ ...settings, profiles: ev.target.checked ? ['ns2', 'standard'] : ['ns2'] })}
                />
                Standard profile beside ns2
              </label>
            )}
            <label>
              Workers{' '}
              <select value={workers} disabled={run.state === 'running'} onChange={(ev) => setWorkers(Number(ev.target.value))}>
                {Array.from({ length: Math.max(defaultWorkers(), 2) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={copyLink}>
              {copied ? 'Link copied' : 'Copy link'}
            </button>
          </div>
          {linked.askedFor !== null && (
            <p className="xr__note" data-workers-clamped={linked.askedFor}>
              The link asks for {linked.askedFor} workers; this device has {defaultWorkers()} core{defaultWorkers() > 1 ? 's' : ''}, so at most{' '}
              {linked.workers} run at once.
            </p>
          )}
          <SweepProgressBar label="Runs done" done={done} total={run.total} etaSec={run.state === 'running' ? (run.progress?.etaSec ?? null) : null} />
          {run.state === 'running' && run.pool === 'warming' && (
            <p className="xr__note" role="status">
              Starting {workers} worker{workers > 1 ? 's' : ''} and preparing the engine…
            </p>
          )}
          {settings.series && (
            <p className="xr__note">
              Only {settings.series.length} of the {e.series.length} configurations (this link names them).{' '}
              <button type="button" disabled={run.state === 'running'} onClick={() => change({ ...settings, series: undefined })}>
                Show all
              </button>
            </p>
          )}
          {run.wallSec !== null && (
            <p className="xr__note" data-wall-sec={run.wallSec}>
              Ran in {run.wallSec.toFixed(1)} s on {workers} worker{workers > 1 ? 's' : ''}.
            </p>
          )}
          {run.error && <p role="alert">A run failed: {run.error}</p>}
          {report === 'error' && <p className="xr__note">The validation report (ns-2’s values) could not be loaded; ours and the paper’s are shown.</p>}
        </section>

        <ExperimentVerdict verdict={verdict} />

        {figures}

        <SetUp e={e} settings={settings} />
        <ForResearchers e={e} />
      </main>
    </div>
  );
}

// Memoised: its 50-odd lab links do not change while results stream in.
const SetUp = memo(function SetUp({ e, settings }: { e: Experiment; settings: RunSettings }) {
  const profile = settings.profiles[0];
  const links = useMemo(
    () => e.series.map((s) => ({ s, points: s.points.map((p) => ({ p, href: labLinkFor({ ...p.scenario(1), profile }) })) })),
    [e, profile],
  );
  return (
    <section className="xr__setup" aria-labelledby="xr-setup">
      <h3 id="xr-setup">Set-up</h3>
      <p>{e.setup}</p>
      <ul>
        {e.choices.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <h4>Open a point in the lab</h4>
      <p className="xr__note">Each link opens the point’s first replication (seed 1) in the lab, in the {profile} profile.</p>
      <table className="xr__points">
        <tbody>
          {links.map(({ s, points }) => (
            <tr key={s.id} data-series={planSeriesId(profile, s.id)}>
              <th scope="row">{s.label}</th>
              <td>
                {points.map(({ p, href }) => (
                  <a key={p.id} href={href} className="xr__pointlink">
                    {p.label}
                  </a>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
