// A verdict word of the validation page in the reader's language, styled by its outcome: the ns-2
// report's PASS/FAIL (reportMarkdown.ts's rowVerdict, a dash where nothing is judged) and the ns-3
// comparison's pass/miss.
import { useLingui } from '@lingui/react/macro';

export function VerdictWord({ judged = true, pass, style }: { judged?: boolean; pass: boolean; style: 'report' | 'ns3' }) {
  const { t } = useLingui();
  const text = !judged
    ? '–'
    : style === 'report'
      ? pass
        ? t({ id: 'validation.verdict.PASS', message: 'PASS' })
        : t({ id: 'validation.verdict.FAIL', message: 'FAIL' })
      : pass
        ? t({ id: 'validation.verdict.pass', message: 'pass' })
        : t({ id: 'validation.verdict.miss', message: 'miss' });
  return <span className={`verdict verdict--${judged ? (pass ? 'pass' : 'fail') : 'none'}`}>{text}</span>;
}
