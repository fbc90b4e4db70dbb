// The queue-discipline cases (CoDel, FQ-CoDel, PIE) against ns-3.37 on the validation page: per
// case the targeted measures with their verdicts, then delay, drops and marks beside ns-3's, and
// why a case misses. Drawn from the committed public/validation/ns3.json (`npm run validate:ns3`).
import type { Ns3ComparisonFile } from '../../experiments/validation/ns3Compare';
import { ns3QueueMeasureRows, type Ns3QueueCaseComparison } from '../../experiments/validation/ns3QueueCompare';

export const NS3_QUEUE_SECTION_ID = 'ns3-queues';

function Verdict({ pass, targeted }: { pass: boolean; targeted: boolean }) {
  if (!targeted) return <span className="muted">no target</span>;
  return <span className={`verdict verdict--${pass ? 'pass' : 'fail'}`}>{pass ? 'pass' : 'miss'}</span>;
}

export function Ns3QueueComparisonView({ file, cases, markdownHref }: { file: Ns3ComparisonFile; cases: readonly Ns3QueueCaseComparison[]; markdownHref?: string }) {
  const met = cases.filter((c) => c.pass).length;
  const t = file.targets;
  return (
    <section className="vr vr__ns3" id={NS3_QUEUE_SECTION_ID} aria-labelledby="vr-ns3-queues">
      <h2 id="vr-ns3-queues">Queue disciplines against ns-3.37</h2>
      <p>
        CoDel, FQ-CoDel and PIE with CUBIC, NewReno, BBR and Vegas flows, with and without ECN, on shallow and deep buffers, run in{' '}
        {file.queueReference?.ns3 ?? 'ns-3.37'} and in our engine on the same seeds. Targets as above: each flow&apos;s goodput within {t.goodputRel * 100} %, Jain&apos;s index
        within {t.jainAbs}, the mean queue within {t.queueRel * 100} %; the queueing delay, drops and marks are shown beside ns-3&apos;s without a target.{' '}
        <strong>
          {met} of {cases.length} queue cases meet every target.
        </strong>{' '}
        Why each miss remains is in the case&apos;s explanation
        {markdownHref && (
          <>
            {' '}
            under the <a href={markdownHref}>Markdown report</a>&apos;s second table
          </>
        )}
        .
      </p>
      <div className="vr__scroll" role="region" aria-label="queue disciplines against ns-3.37" tabIndex={0}>
        <table className="vr__table vr__summary">
          <caption className="sr-only">Our engine against ns-3.37 on the queue-discipline cases: each case&apos;s measures and whether they meet the targets</caption>
          <thead>
            <tr>
              <th scope="col">case</th>
              <th scope="col">measure</th>
              <th scope="col">ns-3.37</th>
              <th scope="col">ours</th>
              <th scope="col">difference</th>
              <th scope="col">target</th>
              <th scope="col">verdict</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => {
              const rows = ns3QueueMeasureRows(c);
              const targeted = rows.filter((r) => r.target !== 'none');
              const missed = targeted.filter((r) => !r.pass).length;
              return rows.map((r, i) => (
                <tr key={`${c.id}-${i}`} className={i === 0 ? 'vr__first' : undefined} data-case={c.id}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {c.title}
                      <br />
                      <span className={`verdict verdict--${c.pass ? 'pass' : 'fail'}`} data-case-verdict={c.pass ? 'pass' : 'miss'}>
                        {c.pass ? 'meets every target' : `misses ${missed} of ${targeted.length}`}
                      </span>{' '}
                      <span className="muted">
                        (seed{c.seeds.length === 1 ? '' : 's'} {c.seeds.join(', ')})
                      </span>
                    </th>
                  )}
                  <td className="vr__text">{r.measure}</td>
                  <td>{r.ns3}</td>
                  <td>{r.ours}</td>
                  <td>{r.difference}</td>
                  <td className="vr__text">{r.target === 'none' ? '' : r.target}</td>
                  <td>
                    <Verdict pass={r.pass} targeted={r.target !== 'none'} />
                  </td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
