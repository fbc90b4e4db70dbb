// Reads scenario files (and sweep files, which hold one) from disk the way the lab opens them:
// the size checked before reading, then the shared reader's encodings and messages (src/share).
import { readFileSync, statSync } from 'node:fs';
import { decodeFileText, fileSizeIssue, fileSizeProblem, type FileText } from '../share/decodeFileText';
import { formatProblemText } from '../share/FormatProblem';
import type { DecodeResult } from '../share/LabUrlState';
import { scenarioFromBytes } from '../share/scenarioFile';
import type { ValidScenario } from '../sim/scenario/Scenario';

/** A file the shared reader refused, or a scenario that is not valid: the messages, "field: problem", one a line under the file's name. */
export class ScenarioFileError extends Error {
  constructor(
    readonly path: string,
    readonly errors: string[],
  ) {
    super(`${path} could not be opened as a scenario:\n  ${errors.join('\n  ')}`);
    this.name = 'ScenarioFileError';
  }
}

/** The text of a file. A path that cannot be read throws the file system's error; too large or badly encoded gives the reader's message. */
export function readFileText(path: string): FileText {
  const tooLarge = fileSizeIssue(statSync(path).size);
  if (tooLarge) return { ok: false, error: formatProblemText(tooLarge), problem: tooLarge };
  return decodeFileText(readFileSync(path));
}

/** A scenario file, read as the lab reads it (scenarioFromBytes). A path that cannot be read throws the file system's error. */
export function readScenarioFile(path: string): DecodeResult<ValidScenario> {
  const tooLarge = fileSizeProblem(statSync(path).size);
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  return scenarioFromBytes(readFileSync(path));
}
