// A link's or file's problem as the CLI and the English lab word it: a scenario problem through
// formatProblem ("flows[0].variant: must be one of …"), the link's or file's own through
// formatProblemText ("(link): its checksum does not match: …"). The lab words both in the reader's
// language instead (src/ui/i18n/problemMessage.ts, src/ui/i18n/formatProblemMessage.ts).
import { formatProblem } from '../sim/scenario/formatProblem';
import { formatProblemText } from './FormatProblem';
import type { DecodeProblem } from './LabUrlState';

export function decodeProblemText(p: DecodeProblem): string {
  return p.kind === 'scenario' ? formatProblem(p.problem) : formatProblemText(p.problem);
}
