// The fold that keeps the command line and the source files out of a student's way: how to re-run
// an experiment (or the whole index) from a terminal, and where its definition lives. The commands
// and paths are code (the same in every language); what they are for is in the reader's language.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Experiment } from '../../experiments/catalogue';

const SOURCES = [
  ['src/experiments/catalogue.ts', msg`the experiments: axes, series, measures, the papers’ values`],
  ['src/experiments/validation/validationCases.ts', msg`the scenarios, the same ones that go to ns-2.35`],
  ['src/experiments/verdict.ts', msg`the verdict, computed from the rows drawn`],
  ['public/validation/report.json', msg`ns-2.35’s values, written by npm run validate`],
] as const;

export function ForResearchers({ e }: { e?: Experiment }) {
  const { i18n, t } = useLingui();
  const id = e?.id ?? '<id>';
  return (
    <details className="xr__research">
      <summary>
        <Trans>For researchers: reproduce from the command line</Trans>
      </summary>
      <pre dir="ltr">
        <code>
          {[
            ...(e ? [] : [`# ${t`the experiments’ ids`}`, 'npm run sweep -- --list']),
            `# ${t`a table: ours ± 95 % CI, ns-2.35, the paper`}`,
            `npm run sweep -- ${id}`,
            `# ${t`the full grid, as CSV`}`,
            `npm run sweep -- ${id} --full --csv out.csv`,
            `# ${t`ns-2.35 on the same scenarios (needs the ns2 package)`}`,
            'npm run validate',
          ].join('\n')}
        </code>
      </pre>
      <ul>
        {SOURCES.map(([path, what]) => (
          <li key={path}>
            <code>{path}</code>: {i18n._(what)}
          </li>
        ))}
        {e?.caseId && (
          <li>
            <Trans>the validation case:</Trans> <code>{e.caseId}</code>
          </li>
        )}
      </ul>
    </details>
  );
}
