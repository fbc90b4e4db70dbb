// Opens a scenario file the user chose or dropped: its size checked before it is read, then the
// bytes through the reader the command line uses too (src/share/scenarioFile.ts).
import type { DecodeResult } from '../../share/LabUrlState';
import { fileSizeProblem } from '../../share/decodeFileText';
import { scenarioFromBytes } from '../../share/scenarioFile';
import type { ValidScenario } from '../../sim/scenario/Scenario';

/** The scenario in `file`, or the problems. Rejects only when the browser cannot read the file at all. */
export async function scenarioFromFile(file: Blob): Promise<DecodeResult<ValidScenario>> {
  const tooLarge = fileSizeProblem(file.size);
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  return scenarioFromBytes(new Uint8Array(await file.arrayBuffer()));
}
