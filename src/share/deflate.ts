// Raw DEFLATE for scenario links (fflate), with a decompressor whose work and output are bounded
// so that a "zip bomb" in a link is refused after a few kilobytes, never expanded.
import { Inflate, deflateSync, inflateSync } from 'fflate';
import type { FormatIssue } from './FormatProblem';

/** Bytes of a text whose code units are all below 256 (link texts are ASCII). */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 255;
  return bytes;
}

/** Compressed bytes of an ASCII text, with an optional preset dictionary. */
export function deflateAscii(text: string, dictionary?: Uint8Array): Uint8Array {
  return deflateSync(asciiBytes(text), { level: 9, ...(dictionary ? { dictionary } : {}) });
}

/** DEFLATE's largest expansion: 258 bytes from a code of about 2 bits. */
const MAX_RATIO = 1032;
/** Input is fed to the decompressor in slices this long, so output can be checked as it grows. */
const SLICE_BYTES = 256;

/**
 * Decompresses `data` into ASCII text of at most `maxChars` characters. Returns an error message
 * for damaged data or output past the cap. Data too short to expand past the cap is inflated in
 * one go; longer data is fed in slices and dropped as soon as the output passes the cap, so the
 * work is bounded by maxChars + 1032 × SLICE_BYTES either way.
 */
export function inflateAscii(data: Uint8Array, maxChars: number, dictionary?: Uint8Array): { ok: true; text: string } | { ok: false; problem: FormatIssue } {
  if (data.length * MAX_RATIO <= maxChars) {
    let out: Uint8Array;
    try {
      out = inflateSync(data, dictionary ? { dictionary } : undefined);
    } catch (e) {
      return { ok: false, problem: { code: 'compressed_damaged', params: { detail: e instanceof Error ? e.message : 'unreadable' } } };
    }
    return { ok: true, text: latin1(out) };
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  let tooBig = false;
  let done = false;
  const inflater = new Inflate(dictionary ? { dictionary } : {}, (chunk, final) => {
    total += chunk.length;
    if (total > maxChars) tooBig = true;
    else parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i = 0; i < data.length && !tooBig; i += SLICE_BYTES) {
      const end = Math.min(data.length, i + SLICE_BYTES);
      inflater.push(data.subarray(i, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch (e) {
    return { ok: false, problem: { code: 'compressed_damaged', params: { detail: e instanceof Error ? e.message : 'unreadable' } } };
  }
  if (tooBig) return { ok: false, problem: { code: 'compressed_too_long', params: { max: maxChars } } };
  if (!done) return { ok: false, problem: { code: 'compressed_cut', params: {} } };
  return { ok: true, text: parts.map(latin1).join('') };
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return text;
}
