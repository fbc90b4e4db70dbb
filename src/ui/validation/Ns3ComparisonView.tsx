// The CUBIC/BBR cases against ns-3.37 on the validation page: per case and measure, ns-3's mean,
// ours, the difference and whether it is within the agreement target. Drawn from the committed
// public/validation/ns3.json (written by `npm run validate:ns3`), never from numbers in the code.
import { ns3MeasureRows, type Ns3ComparisonFile } from '../../experiments/validation/ns3Compare';

export const NS3_SECTION_ID = 'ns3';

function Verdict({ pass }: { pass: boolean }) {
  return <span className={`verdict verdict--${pass ? 'pass' : 'fail'}`}>{pass ? 'pass' : 'miss'}</span>;
}

export function Ns3ComparisonView({ file, markdownHref }: { file: Ns3ComparisonFile; markdownHref?: string }) {
  const met = file.cases.filter((c) => c.pass).length;
  const t = file.targets;
  return (
    <section className="vr vr__ns3" id={NS3_SECTION_ID} aria-labelledby="vr-ns3">
      <h2 id="vr-ns3">CUBIC and BBR against ns-3.37</h2>
      <p>
        ns-2.35 has neither CUBIC nor BBR, so their contrasts are run in {file.reference.ns3}, and in our engine on the same seeds, and compared as means.
        Targets: each flow&apos;s goodput within {t.goodputRel * 100} % of ns-3&apos;s, Jain&apos;s index within {t.jainAbs}, the mean queue within {t.queueRel * 100} %.{' '}
        <strong>
          {met} of {file.cases.length} cases meet every target.
        </strong>{' '}
        Generated {file.generatedAt.slice(0, 16).replace('T', ' ')} UTC by <code>npm run validate:ns3</code> from <code>{file.reference.command}</code>; why a case
        misses is in src/sim/MODEL.md
        {markdownHref && (
          <>
            {' '}
            and in the <a href={markdownHref}>Markdown report</a>
          </>
        )}
        .
      </p>
      <div className="vr__scroll" role="region" aria-label="ns-3.37 comparison" tabIndex={0}>
        <table className="vr__table vr__summary">
          <caption className="sr-only">Our engine against ns-3.37: each case&apos;s measures and whether they meet the targets</caption>
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
            {file.cases.map((c) => {
              const rows = ns3MeasureRows(c, t);
              const missed = rows.filter((r) => !r.pass).length;
              return rows.map((r, i) => (
                <tr key={`${c.id}-${i}`} className={i === 0 ? 'vr__first' : undefined} data-case={c.id}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={rows.length}>
                      {c.title}
                      <br />
                      <span className={`verdict verdict--${c.pass ? 'pass' : 'fail'}`} data-case-verdict={c.pass ? 'pass' : 'miss'}>
                        {c.pass ? 'meets every target' : `misses ${missed} of ${rows.length}`}
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
                  <td className="vr__text">{r.target}</td>
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
          <h3>Not compared</h3>
          <ul>
            {file.notCompared.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
