// `/?experiment=<id>`: one paper experiment — its question, set-up (each point opens in the lab),
// a Run button with progress and cancel, and the figure as the paper drew it: ours (mean ± 95 %
// CI), ns-2.35's values (from the validation report), the paper's, and the model where there is
// one. Settings live in the address (`&full=1&profiles=ns2,standard`), so the page is a link.
import { memo, useEffect, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultProfile, experimentById, experimentPlan, experimentProfiles, planSeriesId, settingsFor, type Experiment, type Profile, type RunSettings } from '../../experiments/catalogue';
import { experimentRows } from '../../experiments/resultTable';
import type { Locale } from '../i18n/locales';
import { sweepJobs } from '../../experiments/sweep';
import { buildVerdict } from '../../experiments/verdict';
import type { ValidationReport } from '../../experiments/validation/types';
import { AppHeader } from '../AppHeader';
import { routeSearch } from '../pages/route';
import { onLinkClick } from '../pages/router';
import { REPORT_URL, asReport } from '../validation/ValidationPage';
import { ExperimentVerdict } from './ExperimentVerdict';
import { profileName, translateExperiment, untranslatedParts } from './experimentText';
import { FigurePanel, SweepDuration, SweepProgressBar } from './FigurePanel';
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
    const asked = id ?? '';
    return (
      <div className="app">
        <AppHeader current="experiments" />
        <main className="page xr__page">
          <h2>
            <Trans>No such experiment</Trans>
          </h2>
          <p role="alert">
            <Trans>
              There is no experiment “{asked}”.{' '}
              <a href={routeSearch('experiments')} onClick={onLinkClick}>
                See the list of experiments
              </a>
              .
            </Trans>
          </p>
        </main>
      </div>
    );
  }
  return <ExperimentView key={e.id} e={e} />;
}

function ExperimentView({ e }: { e: Experiment }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  // The texts in the reader's language; the run's plan stays the catalogue's own, so changing language never restarts a sweep.
  const shown = useMemo(() => translateExperiment(i18n, e), [i18n, i18n.locale, e]); // eslint-disable-line react-hooks/exhaustive-deps -- the texts change with the language
  const english = useMemo(() => untranslatedParts(e), [e]);
  const [settings, setSettings] = useState<RunSettings>(() => settingsFromSearch(window.location.search, e));
  // Workers named in the address (`workers=2`), at most one per core; else one per core.
  const [linked] = useState(() => linkedWorkers(new URLSearchParams(window.location.search).get('workers'), defaultWorkers()));
  const [workers, setWorkers] = useState(linked.workers);
  const [projector, setProjector] = useProjectorMode();
  useProjectorRoot(projector);
  const plan = useMemo(() => experimentPlan(e, settings), [e, settings]);
  const run = useSweepRun(plan, workers, t({ id: 'experiment.resultsName', message: `the experiment “${shown.title}”` }));
  const report = useReport();
  const rows = useMemo(
    () =>
      experimentRows(shown, settings, run.results, report && report !== 'error' ? report : undefined).map((r) =>
        // Two profiles side by side: each configuration's name says which (plan.ts writes the English).
        settings.profiles.length > 1 && r.profile ? { ...r, seriesLabel: `${shown.series.find((s) => r.series.endsWith(`:${s.id}`))?.label ?? r.seriesLabel} (${profileName(i18n, r.profile)})` } : r,
      ),
    [shown, settings, run.results, report, i18n],
  );
  const seriesLabel = (id: string, label: string): string => {
    const own = shown.series.find((s) => id.endsWith(`:${s.id}`))?.label ?? label;
    return settings.profiles.length > 1 ? `${own} (${profileName(i18n, id.slice(0, id.indexOf(':')) as 'ns2' | 'standard')})` : own;
  };
  const fullRuns = useMemo(() => sweepJobs(experimentPlan(e, { ...settings, full: true })).length, [e, settings]);
  const quickRuns = useMemo(() => sweepJobs(experimentPlan(e, { ...settings, full: false })).length, [e, settings]);

  const change = (s: RunSettings) => {
    setSettings(s);
    history.replaceState(null, '', searchFor(e, s));
  };
  useEffect(() => {
    document.title = `${shown.title} — TCP Fairness Lab`;
  }, [shown]);

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
        {shown.figure.panels.map((p, i) => {
          // A panel may draw only some configurations (a Vegas model under the Vegas lines).
          const drawn = (id: string) => !p.series || p.series.includes(id.slice(id.indexOf(':') + 1));
          return (
            <FigurePanel
              // Keyed by the catalogue's own title: the panel (and the point it shows) stays put when the language changes.
              key={e.figure.panels[i].title}
              fileBase={e.id}
              title={p.title}
              kind={e.figure.kind}
              xLabel={shown.figure.xLabel}
              yLabel={p.yLabel}
              measures={p.measures}
              series={plan.series.filter((s) => drawn(s.id)).map((s) => ({ id: s.id, label: seriesLabel(s.id, s.label), configLabel: shown.series.find((c) => s.id.endsWith(`:${c.id}`))?.label ?? s.configLabel }))}
              rows={p.series ? rows.filter((r) => drawn(r.series)) : rows}
              planXs={plan.series.filter((s) => drawn(s.id)).flatMap((s) => s.points.map((pt) => pt.x))}
              models={shown.figure.models}
              markers={e.figure.markers}
              note={p.caption}
              noteLang={english.captions[i] ? 'en' : undefined}
            />
          );
        })}
      </div>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- seriesLabel derives from shown, settings and i18n
    [e, shown, english, plan, rows, settings, i18n],
  );

  const done = run.progress?.done ?? run.results.length;
  const verdict = useMemo(() => buildVerdict(shown, rows, run.results.length, run.total), [shown, rows, run.results.length, run.total]);
  return (
    <div className={`app${projector ? ' projector' : ''}`}>
      <AppHeader
        current="experiments"
        context={<span className="xr__context">{shown.title}</span>}
        actions={<ProjectorToggle on={projector} onChange={setProjector} />}
      />
      <main className="page xr__page" data-experiment-state={run.state} data-experiment={e.id} data-pool={run.pool}>
        <p className="xr__crumbs">
          <a href={routeSearch('experiments')} onClick={onLinkClick}>
            <Trans>All experiments</Trans>
          </a>
        </p>
        <h2>{shown.title}</h2>
        <p className="xr__question">{shown.question}</p>

        <section className="xr__run" aria-label={t`Run`}>
          <div className="xr__controls">
            <button type="button" className="xr__go" data-experiment-run="" onClick={() => run.start()} disabled={run.state !== 'idle'}>
              {run.results.length > 0 && run.state === 'idle' ? t`Resume` : run.state === 'done' ? t`Done` : t`Run`}
            </button>
            <button type="button" onClick={run.cancel} disabled={run.state !== 'running'}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" onClick={run.clear} disabled={run.state === 'running' || run.results.length === 0}>
              <Trans>Clear results</Trans>
            </button>
            <label>
              <input type="checkbox" checked={settings.full} disabled={run.state === 'running'} onChange={(ev) => change({ ...settings, full: ev.target.checked })} />
              <Trans>
                Full grid ({fullRuns} runs; quick: {quickRuns})
              </Trans>
            </label>
            {experimentProfiles(e).length > 1 && (
              <label>
                <input
                  type="checkbox"
                  checked={settings.profiles.includes('standard')}
                  disabled={run.state === 'running'}
                  onChange={(ev) => change({ ...settings, profiles: ev.target.checked ? ['ns2', 'standard'] : ['ns2'] })}
                />
                <Trans>Standard profile beside ns2</Trans>
              </label>
            )}
            <label>
              <Trans>Workers</Trans>{' '}
              <select value={workers} disabled={run.state === 'running'} onChange={(ev) => setWorkers(Number(ev.target.value))}>
                {Array.from({ length: Math.max(defaultWorkers(), 2) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={copyLink}>
              {copied ? t`Link copied` : t`Copy link`}
            </button>
          </div>
          {linked.askedFor !== null && (
            <p className="xr__note" data-workers-clamped={linked.askedFor}>
              {t({
                id: 'experiment.workersClamped',
                message: plural(defaultWorkers(), {
                  one: `The link asks for ${linked.askedFor} workers; this device has # core, so at most ${linked.workers} run at once.`,
                  other: `The link asks for ${linked.askedFor} workers; this device has # cores, so at most ${linked.workers} run at once.`,
                }),
              })}
            </p>
          )}
          <SweepProgressBar label={t`Runs done`} done={done} total={run.total} etaSec={run.state === 'running' ? (run.progress?.etaSec ?? null) : null} />
          {run.state === 'running' && run.pool === 'warming' && (
            <p className="xr__note" role="status">
              {t({ id: 'experiment.starting', message: plural(workers, { one: 'Starting # worker and preparing the engine…', other: 'Starting # workers and preparing the engine…' }) })}
            </p>
          )}
          {settings.series && (
            <p className="xr__note">
              {t({ id: 'experiment.onlySome', message: `Only ${settings.series.length} of the ${e.series.length} configurations (this link names them).` })}{' '}
              <button type="button" disabled={run.state === 'running'} onClick={() => change({ ...settings, series: undefined })}>
                <Trans>Show all</Trans>
              </button>
            </p>
          )}
          {run.wallSec !== null && (
            <p className="xr__note" data-wall-sec={run.wallSec}>
              <SweepDuration wallSec={run.wallSec} workers={workers} locale={locale} />
            </p>
          )}
          {run.error && (
            <p role="alert">
              <Trans>A run failed:</Trans> <span lang="en">{run.error}</span>
            </p>
          )}
          {report === 'error' && (
            <p className="xr__note">
              <Trans>The validation report (ns-2’s values) could not be loaded; ours and the paper’s are shown.</Trans>
            </p>
          )}
        </section>

        <ExperimentVerdict verdict={verdict} paperId={e.paper} />

        {figures}

        <SetUp e={shown} settings={settings} />
        <ForResearchers e={e} />
      </main>
    </div>
  );
}

// Memoised: its 50-odd lab links do not change while results stream in.
const SetUp = memo(function SetUp({ e, settings }: { e: Experiment; settings: RunSettings }) {
  const { i18n } = useLingui();
  const profile = settings.profiles[0];
  const profileText = profileName(i18n, profile);
  const english = untranslatedParts(e);
  const links = useMemo(
    () => e.series.map((s) => ({ s, points: s.points.map((p) => ({ p, href: labLinkFor({ ...p.scenario(1), profile }) })) })),
    [e, profile],
  );
  return (
    <section className="xr__setup" aria-labelledby="xr-setup">
      <h3 id="xr-setup">
        <Trans>Set-up</Trans>
      </h3>
      <p lang={english.setup ? 'en' : undefined}>{e.setup}</p>
      <ul lang={english.choices ? 'en' : undefined}>
        {e.choices.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <h4>
        <Trans>Open a point in the lab</Trans>
      </h4>
      <p className="xr__note">
        <Trans>Each link opens the point’s first replication (seed 1) in the lab, in the {profileText} profile.</Trans>
      </p>
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

