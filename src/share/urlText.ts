// The text pieces of a scenario link: numbers in their shortest exact decimal form, free text
// escaped into characters that survive copying (letters, digits, '-', '.', '_' and %XX), and a
// short checksum. Pure functions; none of them throws on any input.
import type { FormatIssue } from './FormatProblem';

export { formatNumber } from './shortestNumber';

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Reads a number token at `pos`: `-?(digits)(.digits)?(e[+-]?digits)?` (at least one digit before
 * the exponent). Returns the token's end and its value, or null when there is no number there.
 * A token that is malformed ("1.2.3") still ends where the number characters end, with NaN.
 */
export function readNumber(text: string, pos: number): { end: number; value: number; token: string } | null {
  let i = pos;
  if (text.charCodeAt(i) === 45 /* - */) i++;
  let digits = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digits++;
    else if (c !== 46 /* . */) break;
    i++;
  }
  if (digits === 0) return null;
  if (text[i] === 'e') {
    let j = i + 1;
    if (text[j] === '-' || text[j] === '+') j++;
    const start = j;
    while (j < text.length && isDigit(text.charCodeAt(j))) j++;
    if (j > start) i = j;
  }
  const token = text.slice(pos, i);
  return { end: i, value: token.split('.').length > 2 ? NaN : Number(token), token };
}

const SAFE = /^[A-Za-z0-9.-]$/;
/** Escaped text without %-escapes: only '_' needs undoing. */
const PLAIN = /^[A-Za-z0-9._-]*$/;
const NOT_UTF8: FormatIssue = { code: 'text_not_utf8', params: {} };
const HEX = '0123456789ABCDEF';

/**
 * Escapes any JavaScript string (lone surrogates included, as WTF-8) into [A-Za-z0-9.-_%]:
 * a space becomes '_', every other character outside the safe set its UTF-8 bytes as %XX.
 */
export function escapeText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (SAFE.test(ch)) {
      out += ch;
      continue;
    }
    if (ch === ' ') {
      out += '_';
      continue;
    }
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    for (const b of bytes) out += `%${HEX[b >> 4]}${HEX[b & 15]}`;
  }
  return out;
}

/** Reverses escapeText; returns an error message instead of throwing on a malformed escape. */
export function unescapeText(s: string): { ok: true; text: string } | { ok: false; problem: FormatIssue } {
  if (PLAIN.test(s)) return { ok: true, text: s.replace(/_/g, ' ') };
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '%') {
      const hex = s.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { ok: false, problem: { code: 'text_broken_escape', params: { position: i + 1 } } };
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (ch === '_') bytes.push(32);
    else if (SAFE.test(ch)) bytes.push(ch.charCodeAt(0));
    else return { ok: false, problem: { code: 'text_bad_char', params: { char: ch } } };
  }
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return { ok: false, problem: NOT_UTF8 };
    if (i + need >= bytes.length) return { ok: false, problem: { code: 'text_ends_mid_char', params: {} } };
    let cp = need === 0 ? b : need === 1 ? b & 31 : need === 2 ? b & 15 : b & 7;
    for (let j = 1; j <= need; j++) {
      const c = bytes[i + j];
      if ((c & 0xc0) !== 0x80) return { ok: false, problem: NOT_UTF8 };
      cp = (cp << 6) | (c & 63);
    }
    // Overlong forms are refused so that every text has one spelling; lone surrogates (WTF-8) are kept.
    if (cp < [0, 0x80, 0x800, 0x10000][need] || cp > 0x10ffff) return { ok: false, problem: NOT_UTF8 };
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return { ok: true, text: out };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** FNV-1a over the UTF-16 code units, folded to 24 bits and written as 4 base64url characters. */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const v = ((h >>> 8) ^ (h & 0xff)) & 0xffffff;
  return B64[(v >> 18) & 63] + B64[(v >> 12) & 63] + B64[(v >> 6) & 63] + B64[v & 63];
}

/** Bytes as unpadded base64url. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (left > 1 ? B64[(n >> 6) & 63] : '') + (left > 2 ? B64[n & 63] : '');
  }
  return out;
}

/** Unpadded base64url to bytes, or null when a character is outside the alphabet or the length is impossible. */
export function fromBase64Url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    let n = 0;
    const chunk = Math.min(4, s.length - i);
    for (let j = 0; j < 4; j++) {
      const v = j < chunk ? B64.indexOf(s[i + j]) : 0;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (chunk > 2) out[o++] = (n >> 8) & 255;
    if (chunk > 3) out[o++] = n & 255;
  }
  return out;
}
