// A link's or file's problem as the problem panel sets it: its place (a field path, "(link)",
// "(file)"), which names the input and stays as written, and what is wrong in the reader's
// language, with the literal pieces inside it (a quoted value from the input, a mark of the
// format such as "~.") picked out, so that only those are set as code.
import type { I18n } from '@lingui/core';
import { formatPath } from '../../sim/scenario/formatProblem';
import type { DecodeProblem } from '../../share/LabUrlState';
import { formatProblemMessage } from '../i18n/formatProblemMessage';
import { problemMessage } from '../i18n/problemMessage';

export interface ProblemLine {
  /** Where the problem is, as the link or file names it; null for a line about the others ("… and 3 more problems"). */
  place: string | null;
  /** What is wrong, in the reader's language. */
  message: string;
}

/** `item` in the reader's language, split into place and message (their join, "place: message", is formatProblemLine's and formatProblem's). */
export function problemLine(i18n: I18n, item: DecodeProblem): ProblemLine {
  if (item.kind === 'format') return { place: item.problem.at, message: formatProblemMessage(i18n, item.problem) };
  const p = item.problem;
  return { place: p.code === 'more_problems' ? null : formatPath(p.path), message: problemMessage(i18n, p) };
}

/** A double-quoted piece as the messages quote input (JSON.stringify): escapes included, never across a line. */
const QUOTED = /"(?:[^"\\\n]|\\.)*"/g;

/** `message` cut into its prose and its quoted literals, in order; joined, the pieces are `message`. */
export function literalPieces(message: string): { text: string; literal: boolean }[] {
  const pieces: { text: string; literal: boolean }[] = [];
  let at = 0;
  for (const m of message.matchAll(QUOTED)) {
    if (m.index > at) pieces.push({ text: message.slice(at, m.index), literal: false });
    pieces.push({ text: m[0], literal: true });
    at = m.index + m[0].length;
  }
  if (at < message.length) pieces.push({ text: message.slice(at), literal: false });
  return pieces;
}
