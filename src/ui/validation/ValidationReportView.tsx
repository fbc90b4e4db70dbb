// Draws a validation report (public/validation/report.json, written by `npm run validate`): the
// summary of every case against ns-2.35, then each case's set-up, choices, findings and per-point
// tables. The tables are the same TextTables the Markdown report is made of (reportMarkdown.ts).
import { Fragment } from 'react';
import { profileSummary, profileTable } from '../../experiments/validation/profileFindings';
import { pointTable, rowVerdict, summaryRows, tableLegend } from '../../experiments/validation/reportMarkdown';
import type { TextTable } from '../../experiments/validation/textTable';
import type { CaseReport, ConfigReport, ValidationReport } from '../../experiments/validation/types';
import { ValidationChart } from './ValidationChart';

const caseAnchor = (c: Pick<CaseReport, 'number'>): string => `case-${c.number}`;

function Verdict({ judged, pass }: { judged: boolean; pass: boolean }) {
  const text = rowVerdict(judged, pass);
  return <span className={`verdict verdict--${judged ? (pass ? 'pass' : 'fail') : 'none'}`}>{text}</span>;
}

/** A wide table in a scroll box that the keyboard can scroll too. */
function ScrollTable({ table, caption, className }: { table: TextTable; caption: string; className?: string }) {
  return (
    <div className="vr__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={`vr__table ${className ?? ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {table.head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i} className={r[0] ? 'vr__first' : undefined}>
              {r.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ report }: { report: ValidationReport }) {
  const rows = summaryRows(report);
  const byCase = report.cases.map((c) => ({ c, rows: rows.filter((r) => r.caseLabel === `${c.number}. ${c.title}`) }));
  return (
    <div className="vr__scroll" role="region" aria-label="Summary of every case" tabIndex={0}>
      <table className="vr__table vr__summary">
        <caption className="sr-only">Summary: each configuration's agreement with ns-2.35</caption>
        <thead>
          <tr>
            <th scope="col">case</th>
            <th scope="col">configuration</th>
            <th scope="col">target</th>
            <th scope="col">goodput error vs ns-2</th>
            <th scope="col">goodput</th>
            <th scope="col">JFI difference vs ns-2</th>
            <th scope="col">JFI</th>
          </tr>
        </thead>
        <tbody>
          {byCase.map(({ c, rows: rs }) =>
            rs.map((r, i) => (
              <tr key={`${c.id}-${i}`} className={i === 0 ? 'vr__first' : undefined}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={rs.length}>
                    <a href={`#${caseAnchor(c)}`}>{r.caseLabel}</a>
                  </th>
                )}
                <td className="vr__text">{r.config}</td>
                <td className="vr__text">{r.target}</td>
                <td className="vr__text">{r.goodputError}</td>
                <td>
                  <Verdict judged={r.judged} pass={r.goodputPass} />
                </td>
                <td className="vr__text">{r.jainError}</td>
                <td>
                  <Verdict judged={r.judged} pass={r.jainPass} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function ConfigSection({ c, g }: { c: CaseReport; g: ConfigReport }) {
  const sources = [...new Set(g.points.map((p) => p.paper?.source).filter((s): s is string => !!s))];
  return (
    <section className="vr__config" aria-labelledby={`${caseAnchor(c)}-${g.id}`}>
      <h4 id={`${caseAnchor(c)}-${g.id}`}>{g.label}</h4>
      {g.target === 'none' ? (
        <p>No ns-2 reference (ns-2.35 has no agent for this variant): our engine beside the paper, not judged.</p>
      ) : (
        <p>
          Target ({g.target}): goodput <Verdict judged pass={g.goodput.pass} />: {g.goodput.detail}. JFI <Verdict judged pass={g.jain.pass} />: {g.jain.detail}.
        </p>
      )}
      <ValidationChart config={g} />
      <p className="hint">{tableLegend(g)}</p>
      <ScrollTable table={pointTable(g)} caption={`Case ${c.number}, ${g.label}: per point`} />
      {sources.length > 0 && <p className="hint">Paper values: {sources.join('; ')}.</p>}
    </section>
  );
}

function CaseSection({ c }: { c: CaseReport }) {
  return (
    <section className="vr__case" id={caseAnchor(c)} aria-labelledby={`${caseAnchor(c)}-title`}>
      <h3 id={`${caseAnchor(c)}-title`}>
        Case {c.number}: {c.title} <span className="muted">(paper {c.paper})</span>
      </h3>
      <p>{c.setup}</p>
      {c.findings.length > 0 && (
        <>
          <h4>Findings</h4>
          <ul>
            {c.findings.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        </>
      )}
      {c.choices.length > 0 && (
        <details>
          <summary>Choices made where the issue or paper is silent</summary>
          <ul>
            {c.choices.map((x, i) => (
              <li key={i}>{x}</li>
            ))}
          </ul>
        </details>
      )}
      {c.configs.map((g) => (
        <ConfigSection key={g.id} c={c} g={g} />
      ))}
    </section>
  );
}

/**
 * `more`: sections the page draws after the report (the ns-3 comparison), listed first in its
 * table of contents.
 */
export function ValidationReportView({ report, markdownHref, more = [] }: { report: ValidationReport; markdownHref?: string; more?: readonly { id: string; title: string }[] }) {
  const judged = summaryRows(report).filter((r) => r.judged);
  const passing = judged.filter((r) => r.goodputPass && r.jainPass).length;
  return (
    <article className="vr">
      <h2>Validation against ns-2.35</h2>
      <p>
        Every case runs the same scenarios in our engine and in ns-2.35 and compares them. {passing} of {judged.length} configurations compared with ns-2 meet both
        targets. Generated {report.generatedAt.slice(0, 16).replace('T', ' ')} UTC by <code>npm run validate</code>: {report.runs.ours} runs of our engine and{' '}
        {report.runs.ns2} of ns-2 in {report.durationSec.toFixed(0)} s ({report.environment.parallelism} parallel runs, {report.environment.ns2}, Node{' '}
        {report.environment.node}).
        {markdownHref && (
          <>
            {' '}
            The same report as <a href={markdownHref}>Markdown</a>.
          </>
        )}
      </p>
      <nav aria-label="Cases" className="vr__toc">
        <ul>
          {more.map((m) => (
            <li key={m.id}>
              <a href={`#${m.id}`}>{m.title}</a>
            </li>
          ))}
          {report.profiles && report.profiles.length > 0 && (
            <li>
              <a href="#profiles">Findings in the two profiles</a>
            </li>
          )}
          {report.cases.map((c) => (
            <li key={c.id}>
              <a href={`#${caseAnchor(c)}`}>
                {c.number}. {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h3>Targets</h3>
      <ul>
        {Object.entries(report.targets).map(([k, v]) => (
          <li key={k}>
            <strong>{k}</strong>: {v}
          </li>
        ))}
      </ul>
      <h3>Summary</h3>
      <Summary report={report} />
      {report.notes.length > 0 && (
        <>
          <h3>Notes</h3>
          <ul>
            {report.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </>
      )}
      {report.profiles && report.profiles.length > 0 && (
        <section aria-labelledby="vr-profiles" id="profiles">
          <h3 id="vr-profiles">Which published findings change between the two profiles</h3>
          <p>
            Each claim the cases test, measured in our engine on the same replications in the ns2 profile (ns-2.35 as the papers ran it, quirks included; ns-2.35&apos;s own
            value beside it) and in the standard profile (every variant&apos;s packets alike). ± is about one standard error over the replications.
          </p>
          <p>{profileSummary(report.profiles)}</p>
          <ScrollTable table={profileTable(report.profiles)} caption="Each paper finding in the ns2 and the standard profile" className="vr__profiles" />
        </section>
      )}
      {report.cases.map((c) => (
        <Fragment key={c.id}>
          <CaseSection c={c} />
        </Fragment>
      ))}
    </article>
  );
}
