// Opens a scenario file the user chose or dropped: its size checked before it is read, then the
// bytes through the reader the command line uses too (src/share/scenarioFile.ts).
import type { DecodeResult } from '../../share/LabUrlState';
import { fileSizeIssue } from '../../share/decodeFileText';
import { formatProblemText } from '../../share/FormatProblem';
import { scenarioFromBytes } from '../../share/scenarioFile';
import type { ValidScenario } from '../../sim/scenario/Scenario';

/** The scenario in `file`, or the problems. Rejects only when the browser cannot read the file at all. */
export async function scenarioFromFile(file: Blob): Promise<DecodeResult<ValidScenario>> {
  const tooLarge = fileSizeIssue(file.size);
  if (tooLarge) return { ok: false, errors: [formatProblemText(tooLarge)], items: [{ kind: 'format', problem: tooLarge }] };
  return scenarioFromBytes(new Uint8Array(await file.arrayBuffer()));
}
