// The validation page (`/?validation`): loads the committed report (public/validation/report.json)
// and draws it. The report is data written by `npm run validate`; the page never runs a simulation.
import { useEffect, useState } from 'react';
import type { ValidationReport } from '../../experiments/validation/types';
import { AppHeader } from '../AppHeader';
import { ValidationReportView } from './ValidationReportView';
import './validation.css';

const base = import.meta.env.BASE_URL;
export const REPORT_URL = `${base}validation/report.json`;
const MARKDOWN_URL = `${base}validation/report.md`;

type Load = { state: 'loading' } | { state: 'ready'; report: ValidationReport } | { state: 'error'; message: string };

/** Checks the shape the page relies on, so a stale or foreign file gets a message rather than a blank page. */
export function asReport(x: unknown): ValidationReport {
  const r = x as Partial<ValidationReport> | null;
  if (!r || typeof r !== 'object' || r.version !== 1 || !Array.isArray(r.cases) || !r.runs || !r.targets) {
    throw new Error('the file is not a validation report of version 1 (run `npm run validate` to write one)');
  }
  return r as ValidationReport;
}

export function ValidationPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(REPORT_URL)
      .then((res) => {
        if (!res.ok) throw new Error(`${REPORT_URL} answered ${res.status} ${res.statusText}`);
        return res.json() as Promise<unknown>;
      })
      .then((json) => live && setLoad({ state: 'ready', report: asReport(json) }))
      .catch((e: unknown) => live && setLoad({ state: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="app">
      <AppHeader current="validation" />
      <main className="page vr__page">
        {load.state === 'loading' && <p aria-live="polite">Loading the validation report…</p>}
        {load.state === 'error' && (
          <p role="alert">
            The validation report could not be loaded: {load.message}.
          </p>
        )}
        {load.state === 'ready' && <ValidationReportView report={load.report} markdownHref={MARKDOWN_URL} />}
      </main>
    </div>
  );
}
