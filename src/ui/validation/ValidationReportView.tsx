// Draws a validation report (public/validation/report.json, written by `npm run validate`): the
// summary of every case against ns-2.35, then each case's set-up, choices, findings and per-point
// tables. The tables are the same TextTables the Markdown report is made of (reportMarkdown.ts).
import { Fragment } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { findPaper } from '../../experiments/papers';
import { profileSummary, profileTable } from '../../experiments/validation/profileFindings';
import { pointTable, summaryRows, tableLegend } from '../../experiments/validation/reportMarkdown';
import type { TextTable } from '../../experiments/validation/textTable';
import type { CaseReport, ConfigReport, ValidationReport } from '../../experiments/validation/types';
import { paperCiteText } from '../experiments/experimentText';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { caseLabels, caseText } from './validationCaseMessages';
import { ValidationChart } from './ValidationChart';
import { VerdictWord } from './VerdictWord';

const caseAnchor = (c: Pick<CaseReport, 'number'>): string => `case-${c.number}`;

function Verdict({ judged, pass }: { judged: boolean; pass: boolean }) {
  return <VerdictWord judged={judged} pass={pass} style="report" />;
}

/** A wide table in a scroll box that the keyboard can scroll too. */
function ScrollTable({ table, caption, className }: { table: TextTable; caption: string; className?: string }) {
  return (
    <div className="vr__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={`vr__table ${className ?? ''}`} lang="en">
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
  const { i18n, t } = useLingui();
  const rows = summaryRows(report);
  const byCase = report.cases.map((c) => ({ c, rows: rows.filter((r) => r.caseLabel === `${c.number}. ${c.title}`) }));
  return (
    <div className="vr__scroll" role="region" aria-label={t`Summary of every case`} tabIndex={0}>
      <table className="vr__table vr__summary">
        <caption className="sr-only">{t`Summary: each configuration's agreement with ns-2.35`}</caption>
        <thead lang="en">
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
                    <a href={`#${caseAnchor(c)}`}>{`${c.number}. ${caseText(i18n, c).title}`}</a>
                  </th>
                )}
                <td className="vr__text">{caseLabels(i18n, c.id).config(c.configs.find((g) => g.label === r.config)?.id ?? '', r.config)}</td>
                <td className="vr__text" lang="en">
                  {r.target}
                </td>
                <td className="vr__text" lang="en">
                  {r.goodputError}
                </td>
                <td>
                  <Verdict judged={r.judged} pass={r.goodputPass} />
                </td>
                <td className="vr__text" lang="en">
                  {r.jainError}
                </td>
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
  const { i18n, t } = useLingui();
  const target = g.target === 'deterministic' ? t`deterministic` : g.target === 'lossy' ? t`lossy` : g.target;
  const labels = caseLabels(i18n, c.id);
  const configName = labels.config(g.id, g.label);
  const sources = [...new Set(g.points.map((p) => p.paper?.source).filter((s): s is string => !!s))];
  return (
    <section className="vr__config" aria-labelledby={`${caseAnchor(c)}-${g.id}`}>
      <h4 id={`${caseAnchor(c)}-${g.id}`}>{configName}</h4>
      {g.target === 'none' ? (
        <p>
          <Trans>No ns-2 reference (ns-2.35 has no agent for this variant): our engine beside the paper, not judged.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Target ({target}): goodput <Verdict judged pass={g.goodput.pass} />: <span lang="en">{g.goodput.detail}</span>. JFI <Verdict judged pass={g.jain.pass} />:{' '}
            <span lang="en">{g.jain.detail}</span>.
          </Trans>
        </p>
      )}
      <ValidationChart config={g} labels={labels} />
      <p className="hint" lang="en">
        {tableLegend(g)}
      </p>
      <ScrollTable table={pointTable(g)} caption={t`Case ${c.number}, ${configName}: per point`} />
      {sources.length > 0 && (
        <p className="hint">
          <Trans>Paper values:</Trans> <span lang="en">{sources.join('; ')}</span>.
        </p>
      )}
    </section>
  );
}

/** The paper a case comes from, cited by its authors (or what it is) and its title, never by its file number. */
function PaperLine({ paperId }: { paperId: string }) {
  const { i18n } = useLingui();
  const paper = findPaper(paperId);
  if (!paper) return null;
  const cite = paperCiteText(i18n, paperId);
  const paperTitle = paper.title;
  return (
    <p className="vr__paper">
      <Trans>
        Paper: {cite},{' '}
        <cite lang="en" dir="ltr">
          {paperTitle}
        </cite>
        .
      </Trans>
    </p>
  );
}

function CaseSection({ c }: { c: CaseReport }) {
  const { i18n } = useLingui();
  const { title, setup, setupTranslated } = caseText(i18n, c);
  const number = c.number;
  return (
    <section className="vr__case" id={caseAnchor(c)} aria-labelledby={`${caseAnchor(c)}-title`}>
      <h3 id={`${caseAnchor(c)}-title`}>
        <Trans>
          Case {number}: {title}
        </Trans>
      </h3>
      <PaperLine paperId={c.paper} />
      <p lang={setupTranslated ? undefined : 'en'}>{setup}</p>
      {c.findings.length > 0 && (
        <>
          <h4>
            <Trans>Findings</Trans>
          </h4>
          <ul lang="en">
            {c.findings.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        </>
      )}
      {c.choices.length > 0 && (
        <details>
          <summary>
            <Trans>Choices made where the paper is silent</Trans>
          </summary>
          <ul lang="en">
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
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const judged = summaryRows(report).filter((r) => r.judged);
  const passing = judged.filter((r) => r.goodputPass && r.jainPass).length;
  const compared = judged.length;
  const generated = report.generatedAt.slice(0, 16).replace('T', ' ');
  const ours = formatNumber(locale, report.runs.ours, 12);
  const ns2Runs = formatNumber(locale, report.runs.ns2, 12);
  const seconds = formatNumber(locale, Math.round(report.durationSec), 12);
  const parallel = report.environment.parallelism;
  const ns2Name = <span lang="en">{report.environment.ns2}</span>;
  const node = report.environment.node;
  return (
    <article className="vr">
      <h2>
        <Trans>Validation against ns-2.35</Trans>
      </h2>
      <p>
        <Trans>
          Every case runs the same scenarios in our engine and in ns-2.35 and compares them. {passing} of {compared} configurations compared with ns-2 meet both targets.
          Generated {generated} UTC by <code>npm run validate</code>: {ours} runs of our engine and {ns2Runs} of ns-2 in {seconds} s ({parallel} parallel runs, {ns2Name}, Node{' '}
          {node}).
        </Trans>
        {markdownHref && (
          <>
            {' '}
            <Trans>
              The same report as <a href={markdownHref}>Markdown</a>.
            </Trans>
          </>
        )}
      </p>
      {i18n.locale !== 'en' && (
        <p className="vr__english-note" data-english-note="">
          <Trans>The report’s detailed tables, findings and notes are in English, as the validation scripts write them; headings, explanations and charts are translated.</Trans>
        </p>
      )}
      <nav aria-label={t`Cases`} className="vr__toc">
        <ul>
          {more.map((m) => (
            <li key={m.id}>
              <a href={`#${m.id}`}>{m.title}</a>
            </li>
          ))}
          {report.profiles && report.profiles.length > 0 && (
            <li>
              <a href="#profiles">
                <Trans>Findings in the two profiles</Trans>
              </a>
            </li>
          )}
          {report.cases.map((c) => (
            <li key={c.id}>
              <a href={`#${caseAnchor(c)}`}>{`${c.number}. ${caseText(i18n, c).title}`}</a>
            </li>
          ))}
        </ul>
      </nav>
      <h3>
        <Trans>Targets</Trans>
      </h3>
      <ul lang="en">
        {Object.entries(report.targets).map(([k, v]) => (
          <li key={k}>
            <strong>{k}</strong>: {v}
          </li>
        ))}
      </ul>
      <h3>
        <Trans>Summary</Trans>
      </h3>
      <Summary report={report} />
      {report.notes.length > 0 && (
        <>
          <h3>
            <Trans>Notes</Trans>
          </h3>
          <ul lang="en">
            {report.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </>
      )}
      {report.profiles && report.profiles.length > 0 && (
        <section aria-labelledby="vr-profiles" id="profiles">
          <h3 id="vr-profiles">
            <Trans>Which published findings change between the two profiles</Trans>
          </h3>
          <p>
            <Trans>
              Each claim the cases test, measured in our engine on the same replications in the ns2 profile (ns-2.35 as the papers ran it, quirks included; ns-2.35’s own
              value beside it) and in the standard profile (every variant’s packets alike). ± is about one standard error over the replications.
            </Trans>
          </p>
          <p lang="en">{profileSummary(report.profiles)}</p>
          <ScrollTable table={profileTable(report.profiles)} caption={t`Each paper finding in the ns2 and the standard profile`} className="vr__profiles" />
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
