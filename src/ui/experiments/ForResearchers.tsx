// The fold that keeps the command line and the source files out of a student's way: how to re-run
// an experiment (or the whole index) from a terminal, and where its definition lives.
import type { Experiment } from '../../experiments/catalogue';

const SOURCES = [
  ['src/experiments/catalogue.ts', 'the experiments: axes, series, measures, the papers’ values'],
  ['src/experiments/validation/validationCases.ts', 'the scenarios, the same ones that go to ns-2.35'],
  ['src/experiments/verdict.ts', 'the verdict, computed from the rows drawn'],
  ['public/validation/report.json', 'ns-2.35’s values, written by npm run validate'],
] as const;

export function ForResearchers({ e }: { e?: Experiment }) {
  const id = e?.id ?? '<id>';
  return (
    <details className="xr__research">
      <summary>For researchers: reproduce from the command line</summary>
      <pre>
        <code>
          {[
            ...(e ? [] : ['# the experiments’ ids', 'npm run sweep -- --list']),
            '# a table: ours ± 95 % CI, ns-2.35, the paper',
            `npm run sweep -- ${id}`,
            '# the full grid, as CSV',
            `npm run sweep -- ${id} --full --csv out.csv`,
            '# ns-2.35 on the same scenarios (needs the ns2 package)',
            'npm run validate',
          ].join('\n')}
        </code>
      </pre>
      <ul>
        {SOURCES.map(([path, what]) => (
          <li key={path}>
            <code>{path}</code>: {what}
          </li>
        ))}
        {e?.caseId && (
          <li>
            the validation case: <code>{e.caseId}</code>
          </li>
        )}
      </ul>
    </details>
  );
}
