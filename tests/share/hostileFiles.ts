// Scenario files as a hostile or careless user makes them, as bytes: byte-order marks, UTF-16 both
// ways, a valid scenario padded past the size limit, binary garbage. Shared by the reader's unit
// tests, the command line's and the lab's end-to-end test, so all three refuse or accept the same.
import { MAX_FILE_BYTES } from '../../src/share/decodeFileText';

/** A small valid scenario file's text (two flows, 5 s). */
export const SCENARIO_TEXT = JSON.stringify({ version: 2, title: 'Hostile file, valid scenario', durationSec: 5, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V' }] });

const utf8 = (text: string) => new TextEncoder().encode(text);

/** UTF-16 code units as bytes, low byte first or high byte first, after the byte-order mark U+FEFF. */
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + 2 * text.length);
  const put = (at: number, unit: number) => {
    out[at] = littleEndian ? unit & 0xff : unit >> 8;
    out[at + 1] = littleEndian ? unit >> 8 : unit & 0xff;
  };
  put(0, 0xfeff);
  for (let i = 0; i < text.length; i++) put(2 + 2 * i, text.charCodeAt(i));
  return out;
}

export const utf16le = (text: string) => utf16(text, true);
export const utf16be = (text: string) => utf16(text, false);
export const utf8WithBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

/** Files every reader must open as SCENARIO_TEXT's scenario. */
export const READABLE_FILES: { name: string; bytes: () => Uint8Array }[] = [
  { name: 'UTF-8', bytes: () => utf8(SCENARIO_TEXT) },
  { name: 'UTF-8 with a byte-order mark', bytes: () => utf8WithBom(SCENARIO_TEXT) },
  { name: 'UTF-16LE with a byte-order mark', bytes: () => utf16le(SCENARIO_TEXT) },
  { name: 'UTF-16BE with a byte-order mark', bytes: () => utf16be(SCENARIO_TEXT) },
];

/** A valid scenario followed by spaces to `sizeBytes` (valid JSON, and a valid scenario, but too large a file). */
export function padded(sizeBytes: number): Uint8Array {
  const out = new Uint8Array(sizeBytes).fill(0x20);
  out.set(utf8(SCENARIO_TEXT));
  return out;
}

/** Files every reader must refuse, each with the message that says why. */
export const REFUSED_FILES: { name: string; bytes: () => Uint8Array; message: RegExp }[] = [
  { name: 'a valid scenario padded past the limit', bytes: () => padded(MAX_FILE_BYTES + 1), message: /^\(file\): is too large \(4000001 bytes, 4\.0 MB; a scenario file has at most 4000000 bytes, 4\.0 MB\)$/ },
  // Bytes of a PNG's header: binary, not text.
  { name: 'binary garbage', bytes: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), message: /^\(file\): is not UTF-8 text: byte 0x89 at byte 0 cannot start a character/ },
  { name: 'Latin-1 text', bytes: () => new Uint8Array([...utf8('{"title": "caf'), 0xe9, ...utf8('"}')]), message: /^\(file\): is not UTF-8 text: byte 0x22 at byte 15 cannot continue the character that byte 0xE9 at byte 14 starts/ },
  { name: 'UTF-16 without a byte-order mark', bytes: () => utf16le(SCENARIO_TEXT).slice(2), message: /^\(file\): holds a NUL byte at byte 1: it is not a text file, or it is UTF-16 without a byte-order mark/ },
  { name: 'UTF-16 cut in the middle of a character', bytes: () => utf16le(SCENARIO_TEXT).slice(0, 9), message: /^\(file\): is UTF-16LE text \(by its byte-order mark\) but has an odd number of bytes \(9\)/ },
  { name: 'UTF-32', bytes: () => new Uint8Array([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0]), message: /^\(file\): is UTF-32 text \(by its byte-order mark\), which is not read/ },
  { name: 'valid UTF-8 that is not JSON', bytes: () => utf8('version: 2\nflows: []\n'), message: /^\(file\): is not valid JSON \(/ },
];
