// The queue-discipline cases (CoDel, FQ-CoDel, PIE) against ns-3.37 on the validation page: per
// case the targeted measures with their verdicts, then delay, drops and marks beside ns-3's, and
// why a case misses. Drawn from the committed public/validation/ns3.json (`npm run validate:ns3`).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VerdictWord } from './VerdictWord';
import type { Ns3ComparisonFile } from '../../experiments/validation/ns3Compare';
import { ns3QueueMeasureRows, type Ns3QueueCaseComparison } from '../../experiments/validation/ns3QueueCompare';

export const NS3_QUEUE_SECTION_ID = 'ns3-queues';

function Verdict({ pass, targeted }: { pass: boolean; targeted: boolean }) {
  const { t } = useLingui();
  if (!targeted) return <span className="muted">{t`no target`}</span>;
  return <VerdictWord pass={pass} style="ns3" />;
}

export function Ns3QueueComparisonView({ file, cases, markdownHref }: { file: Ns3ComparisonFile; cases: readonly Ns3QueueCaseComparison[]; markdownHref?: string }) {
  const { t: tr } = useLingui();
  const met = cases.filter((c) => c.pass).length;
  const total = cases.length;
  const t = file.targets;
  // The reference's own description (what the validation script wrote): data, in English.
  const ns3 = <span lang="en">{file.queueReference?.ns3 ?? 'ns-3.37'}</span>;
  const goodputPct = t.goodputRel * 100;
  const jainAbs = t.jainAbs;
  const queuePct = t.queueRel * 100;
  return (
    <section className="vr vr__ns3" id={NS3_QUEUE_SECTION_ID} aria-labelledby="vr-ns3-queues">
      <h2 id="vr-ns3-queues">
        <Trans>Queue disciplines against ns-3.37</Trans>
      </h2>
      <p>
        <Trans>
          CoDel, FQ-CoDel and PIE with CUBIC, NewReno, BBR and Vegas flows, with and without ECN, on shallow and deep buffers, run in {ns3} and in our engine on the same
          seeds. Targets as above: each flow’s goodput within {goodputPct} %, Jain’s index within {jainAbs}, the mean queue within {queuePct} %; the queueing delay, drops
          and marks are shown beside ns-3’s without a target.
        </Trans>{' '}
        <strong>{tr({ id: 'validation.ns3.queueMet', message: plural(total, { one: `${met} of # queue case meets every target.`, other: `${met} of # queue cases meet every target.` }) })}</strong>{' '}
        {markdownHref ? (
          <Trans>
            Why each miss remains is in the case’s explanation under the <a href={markdownHref}>Markdown report</a>’s second table.
          </Trans>
        ) : (
          <Trans>Why each miss remains is in the case’s explanation.</Trans>
        )}
      </p>
      <div className="vr__scroll" role="region" aria-label={tr`queue disciplines against ns-3.37`} tabIndex={0}>
        <table className="vr__table vr__summary">
          <caption className="sr-only">{tr`Our engine against ns-3.37 on the queue-discipline cases: each case's measures and whether they meet the targets`}</caption>
          <thead lang="en">
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
                      <span lang="en">{c.title}</span>
                      <br />
                      <span className={`verdict verdict--${c.pass ? 'pass' : 'fail'}`} data-case-verdict={c.pass ? 'pass' : 'miss'}>
                        {c.pass ? tr`meets every target` : tr`misses ${missed} of ${targeted.length}`}
                      </span>{' '}
                      <span className="muted">
                        ({tr({ id: 'validation.seeds', message: plural(c.seeds.length, { one: `seed ${c.seeds.join(', ')}`, other: `seeds ${c.seeds.join(', ')}` }) })})
                      </span>
                    </th>
                  )}
                  <td className="vr__text" lang="en">
                    {r.measure}
                  </td>
                  <td>{r.ns3}</td>
                  <td>{r.ours}</td>
                  <td>{r.difference}</td>
                  <td className="vr__text" lang="en">
                    {r.target === 'none' ? '' : r.target}
                  </td>
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
