// A scenario file's bytes as text, the same way for the lab and the command line: at most
// MAX_FILE_BYTES, UTF-8 (with or without a byte-order mark) or UTF-16 with one; anything else is
// refused with a message saying what is wrong and what to do.
import { formatProblemText, problemAt, type FormatIssue, type FormatProblem } from './FormatProblem';

/** Largest scenario file read, in bytes (the largest valid scenario is well under 1 MB). */
export const MAX_FILE_BYTES = 4_000_000;

export type FileEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';

/** On failure `error` is the English ("(file): …") and `problem` the same as data, for the lab to word. */
export type FileText = { ok: true; text: string; encoding: FileEncoding } | { ok: false; error: string; problem: FormatProblem };


/** Why a file of `sizeBytes` is not read, or null: checked before reading it, where the size is known first. */
export function fileSizeIssue(sizeBytes: number): FormatProblem | null {
  return sizeBytes <= MAX_FILE_BYTES ? null : problemAt('(file)', 'file_too_large', { bytes: sizeBytes, max: MAX_FILE_BYTES });
}

/** fileSizeIssue in English. */
export function fileSizeProblem(sizeBytes: number): string | null {
  const p = fileSizeIssue(sizeBytes);
  return p && formatProblemText(p);
}

/** The text of a scenario file's bytes. Never throws; the work is linear in the size, which is checked first. */
export function decodeFileText(bytes: Uint8Array): FileText {
  const tooLarge = fileSizeIssue(bytes.length);
  if (tooLarge) return failed(tooLarge);
  const b = bytes;
  if (starts(b, [0xff, 0xfe, 0x00, 0x00]) || starts(b, [0x00, 0x00, 0xfe, 0xff])) return fail({ code: 'utf32', params: {} });
  if (starts(b, [0xef, 0xbb, 0xbf])) return utf8(b, 3);
  if (starts(b, [0xff, 0xfe])) return utf16(b, true);
  if (starts(b, [0xfe, 0xff])) return utf16(b, false);
  return utf8(b, 0);
}

const failed = (problem: FormatProblem): FileText => ({ ok: false, error: formatProblemText(problem), problem });
const fail = (issue: FormatIssue): FileText => failed({ at: '(file)', ...issue } as FormatProblem);
const starts = (b: Uint8Array, prefix: number[]) => b.length >= prefix.length && prefix.every((x, i) => b[i] === x);

/** Collects UTF-16 code units and makes a string in chunks (String.fromCharCode takes a bounded argument list). */
class TextBuilder {
  private readonly parts: string[] = [];
  private readonly chunk = new Uint16Array(8192);
  private n = 0;
  push(unit: number): void {
    if (this.n === this.chunk.length) this.flush();
    this.chunk[this.n++] = unit;
  }
  text(): string {
    this.flush();
    return this.parts.join('');
  }
  private flush(): void {
    if (this.n === 0) return;
    this.parts.push(String.fromCharCode(...this.chunk.subarray(0, this.n)));
    this.n = 0;
  }
}

/**
 * Strict UTF-8 (the WHATWG decoder's rules: no overlong forms, no encoded surrogates, nothing
 * above U+10FFFF). A NUL byte is refused too: JSON never holds one, and it usually means UTF-16
 * without a byte-order mark or a binary file.
 */
function utf8(b: Uint8Array, from: number): FileText {
  const out = new TextBuilder();
  let i = from;
  while (i < b.length) {
    const x = b[i];
    if (x === 0) return fail({ code: 'nul_byte', params: { at: i } });
    if (x < 0x80) {
      out.push(x);
      i += 1;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    let cp: number;
    if (x >= 0xc2 && x <= 0xdf) [need, cp] = [1, x & 0x1f];
    else if (x >= 0xe0 && x <= 0xef) {
      [need, cp] = [2, x & 0x0f];
      if (x === 0xe0) lo = 0xa0;
      if (x === 0xed) hi = 0x9f;
    } else if (x >= 0xf0 && x <= 0xf4) {
      [need, cp] = [3, x & 0x07];
      if (x === 0xf0) lo = 0x90;
      if (x === 0xf4) hi = 0x8f;
    } else {
      return fail({ code: 'utf8_bad_start', params: { byte: x, at: i } });
    }
    for (let k = 1; k <= need; k++) {
      const y = b[i + k];
      if (y === undefined) return fail({ code: 'utf8_ends_inside', params: { byte: x, at: i } });
      if (y < lo || y > hi) return fail({ code: 'utf8_bad_continuation', params: { byte: y, at: i + k, startByte: x, startAt: i } });
      cp = (cp << 6) | (y & 0x3f);
      lo = 0x80;
      hi = 0xbf;
    }
    if (cp >= 0x10000) {
      out.push(0xd800 + ((cp - 0x10000) >> 10));
      out.push(0xdc00 + ((cp - 0x10000) & 0x3ff));
    } else out.push(cp);
    i += need + 1;
  }
  return { ok: true, text: out.text(), encoding: 'UTF-8' };
}

/** UTF-16 after its byte-order mark: whole code units, surrogates in pairs. */
function utf16(b: Uint8Array, littleEndian: boolean): FileText {
  const name = littleEndian ? 'UTF-16LE' : 'UTF-16BE';
  if (b.length % 2 !== 0) return fail({ code: 'utf16_odd', params: { encoding: name, bytes: b.length } });
  const out = new TextBuilder();
  const unitAt = (i: number) => (littleEndian ? b[i] | (b[i + 1] << 8) : (b[i] << 8) | b[i + 1]);
  for (let i = 2; i < b.length; i += 2) {
    const u = unitAt(i);
    if (u === 0) return fail({ code: 'nul_char', params: { at: i } });
    if (u >= 0xd800 && u <= 0xdbff) {
      const next = i + 2 < b.length ? unitAt(i + 2) : -1;
      if (next < 0xdc00 || next > 0xdfff) return fail({ code: 'unpaired_surrogate', params: { encoding: name, at: i } });
      out.push(u);
      out.push(next);
      i += 2;
      continue;
    }
    if (u >= 0xdc00 && u <= 0xdfff) return fail({ code: 'unpaired_surrogate', params: { encoding: name, at: i } });
    out.push(u);
  }
  return { ok: true, text: out.text(), encoding: name };
}
