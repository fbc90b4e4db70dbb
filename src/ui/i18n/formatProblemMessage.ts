// A link's or file's own problem (src/share/FormatProblem.ts) in the reader's language: the UI's
// counterpart of formatProblemText, which stays the English for the CLI. Places ("(link)",
// "flows[2].alpha"), keys, codes and quoted text stay as the link or file writes them.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatProblemText, formatProblemWords, hexByte, megabytes, type FormatIssue, type FormatProblem, type KeyOwner } from '../../share/FormatProblem';
import { formatNumber } from './format';
import type { Locale } from './locales';

const q = (s: string) => JSON.stringify(s);

function owner(i18n: I18n, o: KeyOwner): string {
  switch (o.kind) {
    case 'flow': {
      const variant = o.variant;
      return t(i18n)`a ${variant} flow`;
    }
    case 'queue': {
      const queue = o.queue;
      return t(i18n)`a ${queue} queue`;
    }
    case 'scenario':
      return t(i18n)`the scenario`;
    case 'tcp':
      return 'tcp';
  }
}

/** What is wrong, without its place. */
export function formatProblemMessage(i18n: I18n, p: FormatIssue): string {
  if (i18n.locale === 'en') return formatProblemWords(p);
  const n = (v: number) => formatNumber(i18n.locale as Locale, v, 12);
  const SAVE_AS = t(i18n)`save it as UTF-8 text`;
  switch (p.code) {
    case 'not_text':
      return t(i18n)`must be text`;
    case 'link_too_long': {
      const chars = n(p.params.chars);
      const max = n(p.params.max);
      return t(i18n)`is too long (${chars} characters; a lab link has at most ${max})`;
    }
    case 'no_scenario':
      return t(i18n)`holds no scenario`;
    case 'no_version': {
      const got = q(p.params.got);
      return t(i18n)`must start with its format version, e.g. "1~" (got ${got}…)`;
    }
    case 'newer_format': {
      const { version, current } = p.params;
      return t(i18n)`comes from a newer version of the lab (link format ${version}); this lab reads format ${current}`;
    }
    case 'unknown_format': {
      const version = p.params.version;
      return t(i18n)`unknown link format ${version}`;
    }
    case 'compressed_not_base64':
      return t(i18n)`its compressed part is damaged (not base64url); copy the whole link`;
    case 'compressed_damaged': {
      const detail = p.params.detail;
      return t(i18n)`cannot be read: the compressed data is damaged (${detail}); copy the whole link`;
    }
    case 'compressed_too_long': {
      const max = n(p.params.max);
      return t(i18n)`cannot be read: it expands to more than ${max} characters; copy the whole link`;
    }
    case 'compressed_cut':
      return t(i18n)`cannot be read: the compressed data is cut short; copy the whole link`;
    case 'compressed_not_link':
      return t(i18n)`its compressed part does not hold a lab link`;
    case 'bad_after_version': {
      const got = q(p.params.got);
      return t(i18n)`after the format version comes "~" or "z" (got ${got})`;
    }
    case 'cut_short': {
      const got = q(p.params.got);
      return t(i18n)`is cut short: it should end with "~." and a checksum, so its last part (${got}…) is ignored; copy the whole link`;
    }
    case 'checksum':
      return t(i18n)`its checksum does not match: it was changed or damaged after it was made`;
    case 'unknown_section': {
      const got = q(p.params.got);
      return t(i18n)`unknown section ${got} (the link may come from a newer version of the lab)`;
    }
    case 'section_out_of_place': {
      const tag = q(p.params.tag);
      return t(i18n)`section ${tag} is repeated or out of place (the order is H D G B L… K flows X… U A); it is ignored`;
    }
    case 'run_to_outside': {
      const duration = n(p.params.durationSec);
      const got = n(p.params.got);
      return t(i18n)`must be a number from 0 to ${duration} s, the scenario's duration (got ${got})`;
    }
    case 'unknown_key': {
      const key = q(p.params.key);
      return t(i18n)`unknown key ${key} (the link may come from a newer version of the lab)`;
    }
    case 'given_twice':
      return t(i18n)`is given twice`;
    case 'number_missing': {
      const key = q(p.params.key);
      return t(i18n)`a number must follow the key ${key}`;
    }
    case 'not_a_number': {
      const token = q(p.params.token);
      return t(i18n)`${token} is not a number`;
    }
    case 'unknown_code': {
      const got = q(p.params.got);
      const known = p.params.known;
      return t(i18n)`unknown code ${got} (${known})`;
    }
    case 'not_range':
      return t(i18n)`must be two numbers joined by "_", e.g. 0_2`;
    case 'text_broken_escape': {
      const position = n(p.params.position);
      return t(i18n)`has a broken %-escape at character ${position}`;
    }
    case 'text_bad_char': {
      const char = q(p.params.char);
      return t(i18n)`contains ${char}, which an escaped text never does`;
    }
    case 'text_not_utf8':
      return t(i18n)`is not valid UTF-8`;
    case 'text_ends_mid_char':
      return t(i18n)`ends in the middle of a character`;
    case 'no_such_field': {
      const who = owner(i18n, p.params.owner);
      const field = p.params.field;
      const key = q(p.params.key);
      return t(i18n)`${who} has no field ${field} (key ${key})`;
    }
    case 'too_many_series': {
      const max = n(p.params.max);
      return t(i18n)`must have at most ${max} links; the rest are ignored`;
    }
    case 'too_many_changes': {
      const max = n(p.params.max);
      return t(i18n)`must have at most ${max} changes; the rest are ignored`;
    }
    case 'too_many_flows': {
      const max = n(p.params.max);
      return t(i18n)`must have at most ${max} entries; the rest are ignored`;
    }
    case 'takes_unreadable':
      return t(i18n)`takes values from an earlier flow that could not be read`;
    case 'change_both_targets':
      return t(i18n)`names both a flow and a link`;
    case 'change_key_missing':
      return t(i18n)`is missing (key "k")`;
    case 'change_value_missing':
      return t(i18n)`is missing (key "v")`;
    case 'change_stray_key': {
      const c = p.params.change;
      const key = q(p.params.key);
      if (c.kind === 'queue') return t(i18n)`a queue change has no key ${key}`;
      const name = c.kind === 'queue_of' ? c.queue : c.key;
      return c.kind === 'queue_of' ? t(i18n)`a ${name} queue change has no key ${key}` : t(i18n)`a ${name} change has no key ${key}`;
    }
    case 'speed_both':
      return t(i18n)`is given both as a number and as max`;
    case 'speed_range': {
      const min = n(p.params.min);
      const max = n(p.params.max);
      const got = n(p.params.got);
      return t(i18n)`must be a number from ${min} to ${max} (times real time), or max (got ${got})`;
    }
    case 'chart_unknown': {
      const got = q(p.params.got);
      const known = p.params.known;
      return t(i18n)`unknown chart code ${got} (${known})`;
    }
    case 'chart_twice': {
      const id = p.params.id;
      return t(i18n)`${id} is listed twice`;
    }
    case 'charts_too_long':
      return t(i18n)`the list is too long`;
    case 'mask_range': {
      const max = n(p.params.max);
      const got = p.params.got === null ? t(i18n)`text` : n(p.params.got);
      return t(i18n)`must be a whole number from 0 to ${max}, one bit per control (got ${got})`;
    }
    case 'mask_unknown_bits': {
      const from = p.params.from;
      return t(i18n)`names controls this version of the lab does not know (bits ${from} and up)`;
    }
    case 'assignment_hidden_removed':
      return t(i18n)`control or invisible characters were removed`;
    case 'assignment_cut': {
      const max = n(p.params.max);
      const got = n(p.params.got);
      return t(i18n)`must be at most ${max} characters (got ${got}); cut to that length`;
    }
    case 'file_too_long': {
      const chars = n(p.params.chars);
      const max = n(p.params.max);
      return t(i18n)`is too large (${chars} characters; a scenario file has at most ${max})`;
    }
    case 'file_too_large': {
      const bytes = n(p.params.bytes);
      const max = n(p.params.max);
      const size = megabytes(p.params.bytes);
      const maxSize = megabytes(p.params.max);
      return t(i18n)`is too large (${bytes} bytes, ${size}; a scenario file has at most ${max} bytes, ${maxSize})`;
    }
    case 'not_json': {
      const detail = p.params.detail;
      return t(i18n)`is not valid JSON (${detail})`;
    }
    case 'utf32':
      return t(i18n)`is UTF-32 text (by its byte-order mark), which is not read; ${SAVE_AS}`;
    case 'nul_byte': {
      const at = p.params.at;
      return t(i18n)`holds a NUL byte at byte ${at}: it is not a text file, or it is UTF-16 without a byte-order mark; ${SAVE_AS}`;
    }
    case 'utf8_bad_start': {
      const byte = hexByte(p.params.byte);
      const at = p.params.at;
      return t(i18n)`is not UTF-8 text: byte ${byte} at byte ${at} cannot start a character (a binary file, or another encoding such as Latin-1); ${SAVE_AS}`;
    }
    case 'utf8_ends_inside': {
      const byte = hexByte(p.params.byte);
      const at = p.params.at;
      return t(i18n)`is not UTF-8 text: it ends inside a character (byte ${byte} at byte ${at} starts one); the file may be cut short`;
    }
    case 'utf8_bad_continuation': {
      const byte = hexByte(p.params.byte);
      const at = p.params.at;
      const start = hexByte(p.params.startByte);
      const startAt = p.params.startAt;
      return t(i18n)`is not UTF-8 text: byte ${byte} at byte ${at} cannot continue the character that byte ${start} at byte ${startAt} starts; ${SAVE_AS}`;
    }
    case 'utf16_odd': {
      const encoding = p.params.encoding;
      const bytes = n(p.params.bytes);
      return t(i18n)`is ${encoding} text (by its byte-order mark) but has an odd number of bytes (${bytes}): it is cut short or damaged`;
    }
    case 'nul_char': {
      const at = p.params.at;
      return t(i18n)`holds a NUL character at byte ${at}: it is not a text file; ${SAVE_AS}`;
    }
    case 'unpaired_surrogate': {
      const encoding = p.params.encoding;
      const at = p.params.at;
      return t(i18n)`is not valid ${encoding} text: an unpaired surrogate at byte ${at}`;
    }
    case 'file_unreadable': {
      const name = p.params.name;
      return t(i18n)`${name} could not be read`;
    }
  }
}

/** The problem as the lab shows it: "place: what is wrong". */
export function formatProblemLine(i18n: I18n, p: FormatProblem): string {
  if (i18n.locale === 'en') return formatProblemText(p);
  return `${p.at}: ${formatProblemMessage(i18n, p)}`;
}
