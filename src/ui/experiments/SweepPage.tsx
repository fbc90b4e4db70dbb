// `/?sweep=<settings>#<scenario>`: a custom sweep of the lab's scenario. The user picks one or two
// tunables (any slider: α, β, δ, buffer, RED thresholds, a flow's access delay, copies…), their
// ranges, seeds and a measure; the result is a line chart with its 95 % CI band (one parameter) or
// a heatmap (two), and each point opens that run in the lab. The scenario stays in the fragment (the
// lab's own link format) and the settings in the query, so the page is a link.
import { useMemo, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { axisCountProblem, axisValues, checkCustomSweep, customSweepPlan, parseCustomSweepSpec, pointScenario, sweepParams, MAX_AXIS_VALUES, MAX_SEEDS, type CustomSweepSpec, type SweepParam } from '../../experiments/customSweep';
import { measureInfo, measureKeys } from '../../experiments/measures';
import { planRows, rowsToCsv, type ResultRow } from '../../experiments/resultTable';
import { variantLabel } from '../../experiments/validation/compare';
import type { SweepSpecProblem } from '../../experiments/sweepProblem';
import type { DecodeResult } from '../../share/LabUrlState';
import { decodeLabState } from '../../share/scenarioUrl';
import type { Scenario } from '../../sim/scenario/Scenario';
import { AppHeader } from '../AppHeader';
import { downloadBlob } from '../charts/exportChart';
import { DecimalBox } from '../controls/DecimalBox';
import { scenarioText } from '../i18n/presetText';
import { routeSearch } from '../pages/route';
import { labHref, onLinkClick } from '../pages/router';
import { problemLine } from '../links/problemLine';
import type { Locale } from '../i18n/locales';
import { specLabel, unitText } from '../i18n/specText';
import { FigurePanel, SweepDuration, SweepProgressBar } from './FigurePanel';
import { measureLabel as labelOfMeasure } from './measureText';
import { Heatmap } from './Heatmap';
import { labLinkFor } from './labLink';
import { sweepProblemMessage, sweepSpecProblemMessage } from './sweepProblemMessage';
import { useSweepRun } from './useSweepRun';
import { defaultWorkers } from './webWorkerPool';
import './experiments.css';

interface AxisForm {
  path: string;
  from: number;
  to: number;
  count: number;
}

interface Form {
  x: AxisForm;
  y: AxisForm | null;
  seeds: number;
  measure: string;
}

function defaultAxis(p: SweepParam, s: Scenario): AxisForm {
  const now = p.path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], s);
  const v = typeof now === 'number' ? now : p.spec.default;
  // Half to twice the present value; whole-number settings at least four apart (α from 1: 0 to 4).
  const from = Math.max(p.spec.min, p.spec.integer ? Math.floor(v / 2) : v / 2);
  const to = Math.min(p.spec.max, Math.max(v > 0 ? v * 2 : p.spec.step * 10, p.spec.integer ? from + 4 : 0));
  return { path: p.path, from, to, count: 5 };
}

function formFromSpec(spec: CustomSweepSpec): Form {
  const axis = (a: { path: string; values: number[] }): AxisForm => ({ path: a.path, from: a.values[0], to: a.values[a.values.length - 1], count: a.values.length });
  return { x: axis(spec.x), y: spec.y ? axis(spec.y) : null, seeds: spec.seeds, measure: spec.measure };
}

function specFromForm(f: Form, params: SweepParam[]): CustomSweepSpec {
  const axis = (a: AxisForm) => ({ path: a.path, values: axisValues(a.from, a.to, a.count, params.find((p) => p.path === a.path)?.spec) });
  return { x: axis(f.x), ...(f.y ? { y: axis(f.y) } : {}), seeds: f.seeds, measure: f.measure, classBy: 'variant' };
}

/** A link's scenario that could not be read: why, as text and (where the decoder gave it) as data. */
type LinkFailure = Extract<DecodeResult<unknown>, { ok: false }>;

interface SweepLink {
  scenario: Scenario | null;
  /** Why the link's scenario could not be read (null: it could, or the link holds none). */
  error: LinkFailure | null;
  spec: CustomSweepSpec | null;
  specProblem: SweepSpecProblem | null;
}

function readLink(): SweepLink {
  const decoded = window.location.hash.length > 1 ? decodeLabState(window.location.hash) : null;
  const scenario = decoded?.ok ? decoded.value.scenario : null;
  const raw = new URLSearchParams(window.location.search).get('sweep');
  const parsed = raw ? parseCustomSweepSpec(raw) : null;
  return { scenario, error: decoded && !decoded.ok ? decoded : null, spec: parsed?.ok ? parsed.spec : null, specProblem: parsed && !parsed.ok ? parsed.problem : null };
}

/** What stopped a link's scenario, in the reader's language where the decoder said it as data. */
function linkErrorText(i18n: I18n, error: LinkFailure): string {
  if (!error.items) return error.errors.join('; ');
  return error.items
    .map((item) => {
      const line = problemLine(i18n, item);
      return line.place === null ? line.message : `${line.place}: ${line.message}`;
    })
    .join('; ');
}

export function SweepPage() {
  const { t, i18n } = useLingui();
  const [link] = useState(readLink);
  // A preset's title in the reader's language, as the lab shows it.
  const title = link.scenario ? scenarioText(i18n, link.scenario).title : undefined;
  return (
    <div className="app">
      <AppHeader current="experiments" context={<span className="xr__context">{title ? t`Sweep: ${title}` : t`Sweep`}</span>} />
      <main className="page xr__page">
        <p className="xr__crumbs">
          <a href={labHref()} onClick={onLinkClick}>
            <Trans>Back to the lab</Trans>
          </a>{' '}
          ·{' '}
          <a href={routeSearch('experiments')} onClick={onLinkClick}>
            <Trans>The papers’ experiments</Trans>
          </a>
        </p>
        <h2>
          <Trans>Sweep</Trans>
        </h2>
        {link.scenario ? (
          <SweepView base={link.scenario} initial={link.spec} specProblem={link.specProblem} />
        ) : link.error === null ? (
          <p role="alert">
            <Trans>The link holds no scenario: open Sweep… from the lab.</Trans>
          </p>
        ) : (
          <p role="alert">
            <Trans>The scenario could not be read:</Trans> <span dir="auto">{linkErrorText(i18n, link.error)}</span>
          </p>
        )}
      </main>
    </div>
  );
}

/** A measure's label; a link's unknown measure is shown as written (checkCustomSweep names the problem). */
function measureLabelOf(i18n: I18n, key: string): string {
  try {
    measureInfo(key);
    return labelOfMeasure(i18n, key);
  } catch {
    return key;
  }
}

/** A sweepable setting's name in the reader's language: the spec's label, a flow's named by the flow. */
function paramLabel(i18n: I18n, base: Scenario, p: SweepParam): string {
  const flow = /^flows\.(\d+)\./.exec(p.path);
  if (!flow) return specLabel(i18n, p.spec);
  const name = p.label.slice(0, p.label.lastIndexOf(': '));
  const what = p.path.endsWith('.access.delaySec')
    ? i18n._(msg({ id: 'sweep.param.accessDelay', message: 'access delay' }))
    : p.path.endsWith('.access.rateBps')
      ? i18n._(msg({ id: 'sweep.param.accessRate', message: 'access rate' }))
      : specLabel(i18n, p.spec);
  return `${name || base.flows[Number(flow[1])]?.name || ''}: ${what}`;
}

function classesOf(s: Scenario): string[] {
  return [...new Set(s.flows.filter((f) => f.variant !== 'cbr').map((f) => variantLabel(f.variant)))];
}

function SweepView({ base, initial, specProblem }: { base: Scenario; initial: CustomSweepSpec | null; specProblem: SweepSpecProblem | null }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const specError = specProblem ? sweepSpecProblemMessage(i18n, specProblem) : null;
  const params = useMemo(() => sweepParams(base), [base]);
  const measures = useMemo(() => measureKeys(classesOf(base)), [base]);
  const [form, setForm] = useState<Form>(() => {
    if (initial) return formFromSpec(initial);
    const first = params.find((p) => p.path === 'bottleneck.bufferPackets')!;
    return { x: defaultAxis(first, base), y: null, seeds: 3, measure: 'jain' };
  });
  const [workers, setWorkers] = useState(defaultWorkers);
  const spec = useMemo(() => specFromForm(form, params), [form, params]);
  // A value count out of range is named beside its field; the sweep as a whole is checked once the fields are whole.
  const xCountProblem = axisCountProblem(form.x.count);
  const yCountProblem = form.y ? axisCountProblem(form.y.count) : null;
  // A range box holding no number says so itself (DecimalBox), as a count out of range does.
  const rangeTyped = (a: AxisForm | null) => a === null || (Number.isFinite(a.from) && Number.isFinite(a.to));
  const fieldsOk = xCountProblem === null && yCountProblem === null && rangeTyped(form.x) && rangeTyped(form.y);
  const problems = useMemo(() => (fieldsOk ? checkCustomSweep(base, spec) : []), [base, spec, fieldsOk]);
  const plan = useMemo(() => (!fieldsOk || problems.length ? null : customSweepPlan(base, spec)), [base, spec, problems, fieldsOk]);
  const scenarioName = scenarioText(i18n, base).title ?? t`the lab’s scenario`;
  const run = useSweepRun(plan, workers, t`the sweep of “${scenarioName}”`);
  const rows = useMemo(() => (plan ? planRows(plan, run.results) : []), [plan, run.results]);
  const label = (path: string) => {
    const p = params.find((q) => q.path === path);
    return p ? paramLabel(i18n, base, p) : path;
  };
  const unit = (path: string) => unitText(i18n, params.find((p) => p.path === path)?.spec.unit ?? '');
  const axisTitle = (path: string) => `${label(path)}${unit(path) ? ` (${unit(path)})` : ''}`;
  const running = run.state === 'running';

  const start = () => {
    history.replaceState(null, '', `${routeSearch('sweep', JSON.stringify(spec))}${window.location.hash}`);
    run.start();
  };
  const open = (x: number, y: number) => window.location.assign(labLinkFor(pointScenario(base, spec, x, y, 1)));

  const axisFields = (name: 'x' | 'y', a: AxisForm) => {
    const set = (patch: Partial<AxisForm>) => setForm((f) => ({ ...f, [name]: { ...(f[name] as AxisForm), ...patch } }));
    const countProblem = name === 'x' ? xCountProblem : yCountProblem;
    const countProblemId = `sweep-${name}-values-problem`;
    return (
      <fieldset>
        <legend>{name === 'x' ? t`Vary` : t`and vary`}</legend>
        <label>
          <Trans>Setting</Trans>
          <select
            value={a.path}
            disabled={running}
            onChange={(e) => {
              const q = params.find((r) => r.path === e.target.value);
              if (q) set(defaultAxis(q, base));
            }}
          >
            {params.map((q) => (
              <option key={q.path} value={q.path}>
                {paramLabel(i18n, base, q)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {unit(a.path) ? t`From (${unit(a.path)})` : t`From`}
          <DecimalBox value={a.from} disabled={running} onChange={(from) => set({ from })} />
        </label>
        <label>
          <Trans>To</Trans>
          <DecimalBox value={a.to} disabled={running} onChange={(to) => set({ to })} />
        </label>
        <label>
          <Trans>Values</Trans>
          <input
            type="number"
            min={1}
            max={MAX_AXIS_VALUES}
            step={1}
            value={a.count}
            disabled={running}
            aria-invalid={countProblem !== null}
            aria-describedby={countProblem !== null ? countProblemId : undefined}
            onChange={(e) => set({ count: Number(e.target.value) })}
          />
          {countProblem !== null && (
            <span id={countProblemId} className="xr__field-problem" role="alert">
              {t`Values: a whole number from 1 to ${MAX_AXIS_VALUES} (got ${a.count})`}
            </span>
          )}
        </label>
      </fieldset>
    );
  };

  const xs = spec.x.values;
  const ys = spec.y?.values ?? [];
  const measureLabel = measureLabelOf(i18n, form.measure);

  // The figure is the same element while only the progress moves, so React skips it: a sweep's
  // progress ticks no longer redraw the chart (results reach it at most twice a second).
  const figure = useMemo(
    () => (
      <>
        {plan && rows.length > 0 && !spec.y && (
          <div className="xr__figures">
            <FigurePanel
              fileBase="sweep"
              title={t`${measureLabel} against ${label(spec.x.path)}`}
              kind="lines"
              xLabel={axisTitle(spec.x.path)}
              yLabel={measureLabel}
              measures={[spec.measure]}
              series={plan.series.map((s) => ({ id: s.id, label: label(spec.x.path) }))}
              rows={rows}
              planXs={plan.series.flatMap((s) => s.points.map((p) => p.x))}
              onPoint={(r: ResultRow) => open(r.x, NaN)}
              note={t`Click a point (or focus it and press Enter) to open that run in the lab (first seed).`}
            />
          </div>
        )}
        {plan && rows.length > 0 && spec.y && (
          <figure className="xr__figure">
            <figcaption>
              <strong>{t`${measureLabel} over ${label(spec.x.path)} and ${label(spec.y.path)}`}</strong>
            </figcaption>
            <div className="xr__plot">
              <Heatmap rows={rows} xs={xs} ys={ys} xLabel={axisTitle(spec.x.path)} yLabel={axisTitle(spec.y.path)} measureLabel={measureLabel} onCell={(r, yi) => open(r.x, ys[yi])} />
            </div>
            <p className="xr__note">
              <Trans>Each cell is the mean over seeds; click one (or focus it and press Enter) to open that run in the lab.</Trans>
            </p>
          </figure>
        )}
      </>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- xs, ys, label, axisTitle and open derive from spec, params and base
    [plan, rows, spec, measureLabel, params, base, i18n, i18n.locale],
  );
  return (
    <>
      <p className="xr__lead">
        <SweepLead title={scenarioName} first={base.seed} last={base.seed + form.seeds - 1} />
      </p>
      {specError && (
        <p role="alert">
          <Trans>
            The link’s sweep settings were not readable (<span>{specError}</span>); the defaults are shown.
          </Trans>
        </p>
      )}
      <section className="xr__run" aria-label={t`Sweep settings`}>
        <div className="xr__form">
          {axisFields('x', form.x)}
          {form.y ? (
            <div>
              {axisFields('y', form.y)}
              <button type="button" disabled={running} onClick={() => setForm((f) => ({ ...f, y: null }))}>
                <Trans>Vary one setting only</Trans>
              </button>
            </div>
          ) : (
            <div>
              <button
                type="button"
                disabled={running}
                onClick={() => setForm((f) => ({ ...f, y: defaultAxis(params.find((p) => p.path !== f.x.path)!, base) }))}
              >
                <Trans>Add a second setting (heatmap)</Trans>
              </button>
            </div>
          )}
          <fieldset>
            <legend>
              <Trans>Measure</Trans>
            </legend>
            <label>
              <Trans>Measure</Trans>
              <select value={form.measure} disabled={running} onChange={(e) => setForm((f) => ({ ...f, measure: e.target.value }))}>
                {measures.map((m) => (
                  <option key={m} value={m}>
                    {labelOfMeasure(i18n, m)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <Trans>Seeds per point</Trans>
              <input type="number" min={1} max={MAX_SEEDS} step={1} value={form.seeds} disabled={running} onChange={(e) => setForm((f) => ({ ...f, seeds: Number(e.target.value) }))} />
            </label>
            <label>
              <Trans>Workers</Trans>
              <select value={workers} disabled={running} onChange={(e) => setWorkers(Number(e.target.value))}>
                {Array.from({ length: Math.max(defaultWorkers(), 2) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </div>
        {problems.length > 0 && (
          <ul className="xr__problems" role="alert">
            {problems.map((p, i) => (
              <li key={i} dir="auto">
                {sweepProblemMessage(i18n, p, label)}
              </li>
            ))}
          </ul>
        )}
        <div className="xr__controls" data-experiment-state={run.state} data-pool={run.pool}>
          <button type="button" className="xr__go" data-experiment-run="" disabled={!plan || run.state !== 'idle'} onClick={start}>
            {run.results.length > 0 && run.state === 'idle'
              ? t`Resume`
              : run.state === 'done'
                ? t`Done`
                : t({ id: 'sweep.runN', message: plural(run.total, { one: 'Run # run', other: 'Run # runs' }) })}
          </button>
          <button type="button" onClick={run.cancel} disabled={!running}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" onClick={run.clear} disabled={running || run.results.length === 0}>
            <Trans>Clear results</Trans>
          </button>
          <button type="button" disabled={rows.length === 0} onClick={() => downloadBlob(new Blob([rowsToCsv(rows)], { type: 'text/csv' }), 'sweep.csv')}>
            CSV
          </button>
        </div>
        <SweepProgressBar label={t`Runs done`} done={run.progress?.done ?? run.results.length} total={run.total} etaSec={running ? (run.progress?.etaSec ?? null) : null} />
        {running && run.pool === 'warming' && (
          <p className="xr__note" role="status">
            {t({ id: 'experiment.starting', message: plural(workers, { one: 'Starting # worker and preparing the engine…', other: 'Starting # workers and preparing the engine…' }) })}
          </p>
        )}
        {run.wallSec !== null && (
          <p className="xr__note">
            <SweepDuration wallSec={run.wallSec} workers={workers} locale={locale} />
          </p>
        )}
        {run.error && (
          <p role="alert">
            <Trans>A run failed:</Trans> <span lang="en">{run.error}</span>
          </p>
        )}
      </section>
      {figure}
    </>
  );
}

function SweepLead({ title, first, last }: { title: string; first: number; last: number }) {
  return (
    <Trans>
      Sweeps <strong>{title}</strong>: every run is that scenario with the chosen settings changed, seeds {first} to {last}. Points show the mean over seeds and its 95 %
      confidence interval.
    </Trans>
  );
}
