// Scenario files: a scenario as pretty JSON (the format of the presets and the CLI) and back,
// through parseScenario, with the same result type and partial recovery as lab links.
import { parseScenario, type Scenario, type ValidScenario } from '../sim/scenario/Scenario';
import { decodeFileText } from './decodeFileText';
import type { DecodeProblem, DecodeResult } from './LabUrlState';
import { decodeProblemText } from './decodeProblem';
import { droppedText } from './DroppedItem';
import { formatProblemText, problemAt, type FormatProblem } from './FormatProblem';
import { recoverScenario, withoutUnknownFields } from './recoverScenario';

/** Largest file read (characters), checked before parsing. The largest valid scenario is well under 1 MB. */
export const MAX_FILE_CHARS = 4_000_000;

const WIDTH = 100;

/** A failure with one problem of the file's own, in English and as data. */
const failed = (problem: FormatProblem): DecodeResult<ValidScenario> => ({ ok: false, errors: [formatProblemText(problem)], items: [{ kind: 'format', problem }] });

/** JSON text of a value; -0 is written "-0" (valid JSON, which JSON.stringify would turn into 0). */
function print(v: unknown, indent: string): string {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : JSON.stringify(v);
  if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'null';
  const inner = `${indent}  `;
  const entries = Array.isArray(v)
    ? v.map((x) => ['', x] as const)
    : Object.entries(v).filter(([, x]) => x !== undefined).map(([key, x]) => [`${JSON.stringify(key)}: `, x] as const);
  const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  const flat = entries.every(([, x]) => typeof x !== 'object' || x === null || (Array.isArray(x) && x.every((y) => typeof y !== 'object')));
  const oneLine = `${open}${Array.isArray(v) ? '' : ' '}${entries.map(([k, x]) => k + print(x, inner)).join(', ')}${Array.isArray(v) ? '' : ' '}${close}`;
  if (flat && indent.length + oneLine.length <= WIDTH && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${entries.map(([k, x]) => inner + k + print(x, inner)).join(',\n')}\n${indent}${close}`;
}

/** The file content for a scenario: pretty JSON with "version" first, ending in a newline. */
export function scenarioToJson(s: Scenario): string {
  return `${print(s, '')}\n`;
}

/**
 * Reads a scenario file. Never throws: text too large, not JSON, or not a valid scenario gives
 * messages "field: problem" and, where some of it is valid, `partial` (unknown fields removed,
 * invalid fields reset to their defaults, invalid flows dropped; `dropped` lists each).
 */
export function scenarioFromJson(text: string): DecodeResult<ValidScenario> {
  if (typeof text !== 'string') return failed(problemAt('(file)', 'not_text', {}));
  if (text.length > MAX_FILE_CHARS) {
    return failed(problemAt('(file)', 'file_too_long', { chars: text.length, max: MAX_FILE_CHARS }));
  }
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const why = visible(e instanceof Error ? e.message : 'unreadable');
    return failed(problemAt('(file)', 'not_json', { detail: why.length > 160 ? `${why.slice(0, 160)}…` : why }));
  }
  const parsed = parseScenario(json);
  if (parsed.ok) return { ok: true, value: parsed.scenario };
  const { raw, removed } = withoutUnknownFields(json);
  const recovered = recoverScenario(raw, new Map(), removed.length === 0 ? parsed.problems : undefined);
  const items = parsed.problems.map((problem): DecodeProblem => ({ kind: 'scenario', problem }));
  const errors = items.map(decodeProblemText);
  if (!recovered) return { ok: false, errors, items };
  const dropped = [...removed, ...recovered.dropped];
  return { ok: false, errors, items, partial: recovered.scenario, dropped: dropped.map(droppedText), droppedItems: dropped };
}

/**
 * Reads a scenario file from its bytes, as the lab and the command line both do: the size and
 * encoding first (decodeFileText), then as scenarioFromJson.
 */
export function scenarioFromBytes(bytes: Uint8Array): DecodeResult<ValidScenario> {
  const text = decodeFileText(bytes);
  if (!text.ok) return failed(text.problem);
  return scenarioFromJson(text.text);
}

/** Invisible and control characters (not tab or line breaks) a parser's message may quote, written as U+XXXX so the reader sees them. */
function visible(message: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return message.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
