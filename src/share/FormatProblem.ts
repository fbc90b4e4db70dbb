// A link's or file's own problem (its envelope, its encoding, a key or section it cannot read), as
// data: where (a field as the scenario names it, or "(link)", "(file)"), a code and its values.
// formatProblemWords is the English the command line prints and the decoders' `errors` hold; the
// lab words the same data in the reader's language (src/ui/i18n/formatProblemMessage.ts).
import { formatNumber } from './shortestNumber';

/** Which kind of section a key does not apply to, and its name ("Reno", "RED"). */
export type KeyOwner = { kind: 'flow'; variant: string } | { kind: 'queue'; queue: string } | { kind: 'scenario' } | { kind: 'tcp' };

/** What kind of timed change has no such key: a queue change (of a named queue), or a change of `key`. */
export type ChangeKind = { kind: 'queue' } | { kind: 'queue_of'; queue: string } | { kind: 'key'; key: string };

/** Each code's values. */
export interface FormatParams {
  not_text: Record<string, never>;
  link_too_long: { chars: number; max: number };
  no_scenario: Record<string, never>;
  no_version: { got: string };
  newer_format: { version: string; current: number };
  unknown_format: { version: string };
  compressed_not_base64: Record<string, never>;
  compressed_damaged: { detail: string };
  compressed_too_long: { max: number };
  compressed_cut: Record<string, never>;
  compressed_not_link: Record<string, never>;
  bad_after_version: { got: string };
  cut_short: { got: string };
  checksum: Record<string, never>;
  unknown_section: { got: string };
  section_out_of_place: { tag: string };
  run_to_outside: { durationSec: number; got: number };
  unknown_key: { key: string };
  given_twice: Record<string, never>;
  number_missing: { key: string };
  not_a_number: { token: string };
  unknown_code: { got: string; known: string };
  not_range: Record<string, never>;
  text_broken_escape: { position: number };
  text_bad_char: { char: string };
  text_not_utf8: Record<string, never>;
  text_ends_mid_char: Record<string, never>;
  no_such_field: { owner: KeyOwner; field: string; key: string };
  too_many_series: { max: number };
  too_many_changes: { max: number };
  too_many_flows: { max: number };
  takes_unreadable: Record<string, never>;
  change_both_targets: Record<string, never>;
  change_key_missing: Record<string, never>;
  change_value_missing: Record<string, never>;
  change_stray_key: { change: ChangeKind; key: string };
  speed_both: Record<string, never>;
  speed_range: { min: number; max: number; got: number };
  chart_unknown: { got: string; known: string };
  chart_twice: { id: string };
  charts_too_long: Record<string, never>;
  mask_range: { max: number; got: number | null };
  mask_unknown_bits: { from: number };
  assignment_hidden_removed: Record<string, never>;
  assignment_cut: { max: number; got: number };
  file_too_long: { chars: number; max: number };
  file_too_large: { bytes: number; max: number };
  not_json: { detail: string };
  utf32: Record<string, never>;
  nul_byte: { at: number };
  utf8_bad_start: { byte: number; at: number };
  utf8_ends_inside: { byte: number; at: number };
  utf8_bad_continuation: { byte: number; at: number; startByte: number; startAt: number };
  utf16_odd: { encoding: string; bytes: number };
  nul_char: { at: number };
  unpaired_surrogate: { encoding: string; at: number };
  file_unreadable: { name: string };
}

export type FormatCode = keyof FormatParams;

export type FormatProblem = { [C in FormatCode]: { at: string; code: C; params: FormatParams[C] } }[FormatCode];

/** A problem at `at`, typed by its code. */
export const problemAt = <C extends FormatCode>(at: string, code: C, params: FormatParams[C]): FormatProblem => ({ at, code, params }) as FormatProblem;

/** The problem's code and values without its place, for helpers that do not know the field. */
export type FormatIssue = { [C in FormatCode]: { code: C; params: FormatParams[C] } }[FormatCode];

const SAVE_AS = 'save it as UTF-8 text';
const q = (s: string) => JSON.stringify(s);
export const hexByte = (x: number) => `0x${x.toString(16).toUpperCase().padStart(2, '0')}`;
export const megabytes = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

function ownerText(o: KeyOwner): string {
  return o.kind === 'flow' ? `a ${o.variant} flow` : o.kind === 'queue' ? `a ${o.queue} queue` : o.kind === 'scenario' ? 'the scenario' : 'tcp';
}

/** What is wrong, in English, without its place. */
export function formatProblemWords(p: FormatIssue): string {
  switch (p.code) {
    case 'not_text':
      return 'must be text';
    case 'link_too_long':
      return `is too long (${p.params.chars} characters; a lab link has at most ${p.params.max})`;
    case 'no_scenario':
      return 'holds no scenario';
    case 'no_version':
      return `must start with its format version, e.g. "1~" (got ${q(p.params.got)}…)`;
    case 'newer_format':
      return `comes from a newer version of the lab (link format ${p.params.version}); this lab reads format ${p.params.current}`;
    case 'unknown_format':
      return `unknown link format ${p.params.version}`;
    case 'compressed_not_base64':
      return 'its compressed part is damaged (not base64url); copy the whole link';
    case 'compressed_damaged':
      return `cannot be read: the compressed data is damaged (${p.params.detail}); copy the whole link`;
    case 'compressed_too_long':
      return `cannot be read: it expands to more than ${p.params.max} characters; copy the whole link`;
    case 'compressed_cut':
      return 'cannot be read: the compressed data is cut short; copy the whole link';
    case 'compressed_not_link':
      return 'its compressed part does not hold a lab link';
    case 'bad_after_version':
      return `after the format version comes "~" or "z" (got ${q(p.params.got)})`;
    case 'cut_short':
      return `is cut short: it should end with "~." and a checksum, so its last part (${q(p.params.got)}…) is ignored; copy the whole link`;
    case 'checksum':
      return 'its checksum does not match: it was changed or damaged after it was made';
    case 'unknown_section':
      return `unknown section ${q(p.params.got)} (the link may come from a newer version of the lab)`;
    case 'section_out_of_place':
      return `section ${q(p.params.tag)} is repeated or out of place (the order is H D G B L… K flows X… U A); it is ignored`;
    case 'run_to_outside':
      return `must be a number from 0 to ${formatNumber(p.params.durationSec)} s, the scenario's duration (got ${formatNumber(p.params.got)})`;
    case 'unknown_key':
      return `unknown key ${q(p.params.key)} (the link may come from a newer version of the lab)`;
    case 'given_twice':
      return 'is given twice';
    case 'number_missing':
      return `a number must follow the key ${q(p.params.key)}`;
    case 'not_a_number':
      return `${q(p.params.token)} is not a number`;
    case 'unknown_code':
      return `unknown code ${q(p.params.got)} (${p.params.known})`;
    case 'not_range':
      return 'must be two numbers joined by "_", e.g. 0_2';
    case 'text_broken_escape':
      return `has a broken %-escape at character ${p.params.position}`;
    case 'text_bad_char':
      return `contains ${q(p.params.char)}, which an escaped text never does`;
    case 'text_not_utf8':
      return 'is not valid UTF-8';
    case 'text_ends_mid_char':
      return 'ends in the middle of a character';
    case 'no_such_field':
      return `${ownerText(p.params.owner)} has no field ${p.params.field} (key ${q(p.params.key)})`;
    case 'too_many_series':
      return `must have at most ${p.params.max} links; the rest are ignored`;
    case 'too_many_changes':
      return `must have at most ${p.params.max} changes; the rest are ignored`;
    case 'too_many_flows':
      return `must have at most ${p.params.max} entries; the rest are ignored`;
    case 'takes_unreadable':
      return 'takes values from an earlier flow that could not be read';
    case 'change_both_targets':
      return 'names both a flow and a link';
    case 'change_key_missing':
      return 'is missing (key "k")';
    case 'change_value_missing':
      return 'is missing (key "v")';
    case 'change_stray_key': {
      const c = p.params.change;
      const what = c.kind === 'queue' ? 'queue' : c.kind === 'queue_of' ? `${c.queue} queue` : c.key;
      return `a ${what} change has no key ${q(p.params.key)}`;
    }
    case 'speed_both':
      return 'is given both as a number and as max';
    case 'speed_range':
      return `must be a number from ${p.params.min} to ${p.params.max} (times real time), or max (got ${formatNumber(p.params.got)})`;
    case 'chart_unknown':
      return `unknown chart code ${q(p.params.got)} (${p.params.known})`;
    case 'chart_twice':
      return `${p.params.id} is listed twice`;
    case 'charts_too_long':
      return 'the list is too long';
    case 'mask_range':
      return `must be a whole number from 0 to ${p.params.max}, one bit per control (got ${p.params.got === null ? 'text' : formatNumber(p.params.got)})`;
    case 'mask_unknown_bits':
      return `names controls this version of the lab does not know (bits ${p.params.from} and up)`;
    case 'assignment_hidden_removed':
      return 'control or invisible characters were removed';
    case 'assignment_cut':
      return `must be at most ${p.params.max} characters (got ${p.params.got}); cut to that length`;
    case 'file_too_long':
      return `is too large (${p.params.chars} characters; a scenario file has at most ${p.params.max})`;
    case 'file_too_large':
      return `is too large (${p.params.bytes} bytes, ${megabytes(p.params.bytes)}; a scenario file has at most ${p.params.max} bytes, ${megabytes(p.params.max)})`;
    case 'not_json':
      return `is not valid JSON (${p.params.detail})`;
    case 'utf32':
      return `is UTF-32 text (by its byte-order mark), which is not read; ${SAVE_AS}`;
    case 'nul_byte':
      return `holds a NUL byte at byte ${p.params.at}: it is not a text file, or it is UTF-16 without a byte-order mark; ${SAVE_AS}`;
    case 'utf8_bad_start':
      return `is not UTF-8 text: byte ${hexByte(p.params.byte)} at byte ${p.params.at} cannot start a character (a binary file, or another encoding such as Latin-1); ${SAVE_AS}`;
    case 'utf8_ends_inside':
      return `is not UTF-8 text: it ends inside a character (byte ${hexByte(p.params.byte)} at byte ${p.params.at} starts one); the file may be cut short`;
    case 'utf8_bad_continuation':
      return `is not UTF-8 text: byte ${hexByte(p.params.byte)} at byte ${p.params.at} cannot continue the character that byte ${hexByte(p.params.startByte)} at byte ${p.params.startAt} starts; ${SAVE_AS}`;
    case 'utf16_odd':
      return `is ${p.params.encoding} text (by its byte-order mark) but has an odd number of bytes (${p.params.bytes}): it is cut short or damaged`;
    case 'nul_char':
      return `holds a NUL character at byte ${p.params.at}: it is not a text file; ${SAVE_AS}`;
    case 'unpaired_surrogate':
      return `is not valid ${p.params.encoding} text: an unpaired surrogate at byte ${p.params.at}`;
    case 'file_unreadable':
      return `${p.params.name} could not be read`;
  }
}

/** "at: what is wrong", as the decoders' `errors` and the command line give it. */
export function formatProblemText(p: FormatProblem): string {
  return `${p.at}: ${formatProblemWords(p)}`;
}
