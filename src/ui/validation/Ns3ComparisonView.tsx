// The CUBIC/BBR cases against ns-3.37 on the validation page: per case and measure, ns-3's mean,
// ours, the difference and whether it is within the agreement target. Drawn from the committed
// public/validation/ns3.json (written by `npm run validate:ns3`), never from numbers in the code.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VerdictWord } from './VerdictWord';
import { ns3MeasureRows, type Ns3ComparisonFile } from '../../experiments/validation/ns3Compare';

export const NS3_SECTION_ID = 'ns3';

function Verdict({ pass }: { pass: boolean }) {
  return <VerdictWord pass={pass} style="ns3" />;
}

export function Ns3ComparisonView({ file, markdownHref }: { file: Ns3ComparisonFile; markdownHref?: string }) {
  const { t: tr } = useLingui();
  const met = file.cases.filter((c) => c.pass).length;
  const total = file.cases.length;
  const t = file.targets;
  // The reference's own description (what the validation script wrote): data, in English.
  const ns3 = <span lang="en">{file.reference.ns3}</span>;
  const goodputPct = t.goodputRel * 100;
  const jainAbs = t.jainAbs;
  const queuePct = t.queueRel * 100;
  const generated = file.generatedAt.slice(0, 16).replace('T', ' ');
  const command = file.reference.command;
  return (
    <section className="vr vr__ns3" id={NS3_SECTION_ID} aria-labelledby="vr-ns3">
      <h2 id="vr-ns3">
        <Trans>CUBIC and BBR against ns-3.37</Trans>
      </h2>
      <p>
        <Trans>
          ns-2.35 has neither CUBIC nor BBR, so their contrasts are run in {ns3}, and in our engine on the same seeds, and compared as means. Targets: each flow’s goodput
          within {goodputPct} % of ns-3’s, Jain’s index within {jainAbs}, the mean queue within {queuePct} %.
        </Trans>{' '}
        <strong>{tr({ id: 'validation.ns3.met', message: plural(total, { one: `${met} of # case meets every target.`, other: `${met} of # cases meet every target.` }) })}</strong>{' '}
        <Trans>
          Generated {generated} UTC by <code>npm run validate:ns3</code> from <code>{command}</code>; why a case misses is in <code>src/sim/MODEL.md</code>.
        </Trans>
        {markdownHref && (
          <>
            {' '}
            <Trans>
              The same comparison as a <a href={markdownHref}>Markdown report</a>.
            </Trans>
          </>
        )}
      </p>
      <div className="vr__scroll" role="region" aria-label={tr`ns-3.37 comparison`} tabIndex={0}>
        <table className="vr__table vr__summary">
          <caption className="sr-only">{tr`Our engine against ns-3.37: each case's measures and whether they meet the targets`}</caption>
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
            {file.cases.map((c) => {
              const rows = ns3MeasureRows(c, t);
              const missed = rows.filter((r) => !r.pass).length;
              return rows.map((r, i) => (
                <tr key={`${c.id}-${i}`} className={i === 0 ? 'vr__first' : undefined} data-case={c.id}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={rows.length}>
                      <span lang="en">{c.title}</span>
                      <br />
                      <span className={`verdict verdict--${c.pass ? 'pass' : 'fail'}`} data-case-verdict={c.pass ? 'pass' : 'miss'}>
                        {c.pass ? tr`meets every target` : tr`misses ${missed} of ${rows.length}`}
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
                    {r.target}
                  </td>
                  <td>
                    <Verdict pass={r.pass} />
                  </td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      </div>
      {file.notCompared.length > 0 && (
        <>
          <h3>
            <Trans>Not compared</Trans>
          </h3>
          <ul lang="en">
            {file.notCompared.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
