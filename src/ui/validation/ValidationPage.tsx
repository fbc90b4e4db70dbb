// The validation page (`/?validation`): loads the committed reports (public/validation/report.json
// against ns-2.35, ns3.json against ns-3.37) and draws them. They are data written by `npm run
// validate` and `npm run validate:ns3`; the page never runs a simulation. Either may fail to load
// without taking the other with it.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ValidationReport } from '../../experiments/validation/types';
import { asNs3Comparison } from '../../experiments/validation/ns3Compare';
import { Ns3ComparisonView, NS3_SECTION_ID } from './Ns3ComparisonView';
import { Ns3QueueComparisonView, NS3_QUEUE_SECTION_ID } from './Ns3QueueComparisonView';
import { AppHeader } from '../AppHeader';
import { ValidationReportView } from './ValidationReportView';
import './validation.css';

const base = import.meta.env.BASE_URL;
export const REPORT_URL = `${base}validation/report.json`;
const MARKDOWN_URL = `${base}validation/report.md`;
export const NS3_URL = `${base}validation/ns3.json`;
const NS3_MARKDOWN_URL = `${base}validation/ns3.md`;

type Load<T> = { state: 'loading' } | { state: 'ready'; report: T } | { state: 'error'; message: string };

/** Fetches a committed JSON file and checks its shape. */
function useCommitted<T>(url: string, check: (x: unknown) => T): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`);
        return res.json() as Promise<unknown>;
      })
      .then((json) => live && setLoad({ state: 'ready', report: check(json) }))
      .catch((e: unknown) => live && setLoad({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [url, check]);
  return load;
}

/** Checks the shape the page relies on, so a stale or foreign file gets a message rather than a blank page. */
export function asReport(x: unknown): ValidationReport {
  const r = x as Partial<ValidationReport> | null;
  if (!r || typeof r !== 'object' || r.version !== 1 || !Array.isArray(r.cases) || !r.runs || !r.targets) {
    throw new Error('the file is not a validation report of version 1 (run `npm run validate` to write one)');
  }
  return r as ValidationReport;
}

export function ValidationPage() {
  const { t } = useLingui();
  const load = useCommitted(REPORT_URL, asReport);
  const ns3 = useCommitted(NS3_URL, asNs3Comparison);
  return (
    <div className="app">
      <AppHeader current="validation" />
      <main className="page vr__page">
        {load.state === 'loading' && (
          <p aria-live="polite">
            <Trans>Loading the validation report…</Trans>
          </p>
        )}
        {load.state === 'error' && (
          <p role="alert">
            <Trans>The validation report could not be loaded:</Trans> <span lang="en">{load.message}</span>.
          </p>
        )}
        {load.state === 'ready' && (
          <ValidationReportView
            report={load.report}
            markdownHref={MARKDOWN_URL}
            more={[
              { id: NS3_SECTION_ID, title: t`CUBIC and BBR against ns-3.37` },
              ...(ns3.state === 'ready' && ns3.report.queueCases ? [{ id: NS3_QUEUE_SECTION_ID, title: t`Queue disciplines against ns-3.37` }] : []),
            ]}
          />
        )}
        {ns3.state === 'error' && (
          <p role="alert">
            <Trans>The ns-3.37 comparison could not be loaded:</Trans> <span lang="en">{ns3.message}</span>.
          </p>
        )}
        {ns3.state === 'ready' && <Ns3ComparisonView file={ns3.report} markdownHref={NS3_MARKDOWN_URL} />}
        {ns3.state === 'ready' && ns3.report.queueCases && <Ns3QueueComparisonView file={ns3.report} cases={ns3.report.queueCases} markdownHref={NS3_MARKDOWN_URL} />}
      </main>
    </div>
  );
}
