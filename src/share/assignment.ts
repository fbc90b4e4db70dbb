// The assignment a teacher link shows students in its banner: plain text (never HTML), at most
// MAX_ASSIGNMENT_CHARS characters, lines kept, without the characters that could hide or reorder
// what is shown (control characters, bidirectional overrides, zero-width marks).
import type { FormatIssue } from './FormatProblem';
/** The longest assignment a link carries (UTF-16 units, as `String.length` counts). */
export const MAX_ASSIGNMENT_CHARS = 500;

// C0 and C1 controls but tab and newline; bidi embeddings, overrides and isolates; zero-width
// spaces and joiners, the word joiner and the byte-order mark.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The assignment as a link carries it: line ends as "\n", tabs as spaces, hidden characters
 * removed, at most three line breaks in a row, trimmed, and cut at MAX_ASSIGNMENT_CHARS (never in
 * the middle of a surrogate pair). `problems` says what had to change, for a decoder's messages.
 */
export function cleanAssignment(text: string): { text: string; problems: FormatIssue[] } {
  const problems: FormatIssue[] = [];
  let t = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  const stripped = t.replace(HIDDEN, '');
  if (stripped !== t) problems.push({ code: 'assignment_hidden_removed', params: {} });
  t = stripped
    .replace(/\n{4,}/g, '\n\n\n')
    .replace(/[ \u00a0]+\n/g, '\n')
    .trim();
  if (t.length > MAX_ASSIGNMENT_CHARS) {
    problems.push({ code: 'assignment_cut', params: { max: MAX_ASSIGNMENT_CHARS, got: t.length } });
    let end = MAX_ASSIGNMENT_CHARS;
    const last = t.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end--;
    t = t.slice(0, end).trimEnd();
  }
  return { text: t, problems };
}
