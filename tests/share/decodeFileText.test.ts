// The one reader of scenario files' bytes (lab and command line): UTF-8 with or without a
// byte-order mark, UTF-16 with one; everything else refused with a message naming the problem.
// The browser's and Node's own decoder (TextDecoder, fatal) is the independent check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFileText, fileSizeProblem, MAX_FILE_BYTES } from '../../src/share/decodeFileText';
import { scenarioFromBytes, scenarioFromJson } from '../../src/share/scenarioFile';
import { READABLE_FILES, REFUSED_FILES, SCENARIO_TEXT, padded, utf16be, utf16le, utf8WithBom } from './hostileFiles';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('decodeFileText', () => {
  const text = 'Vegas α≤β, 10 Mb/s \u{1F600} — done';
  it.each([
    { name: 'UTF-8', input: () => new TextEncoder().encode(text), encoding: 'UTF-8' },
    { name: 'UTF-8 with a byte-order mark', input: () => utf8WithBom(text), encoding: 'UTF-8' },
    { name: 'UTF-16LE with a byte-order mark', input: () => utf16le(text), encoding: 'UTF-16LE' },
    { name: 'UTF-16BE with a byte-order mark', input: () => utf16be(text), encoding: 'UTF-16BE' },
  ])('reads $name, without the mark', ({ input, encoding }) => {
    expect(decodeFileText(input())).toEqual({ ok: true, text, encoding });
  });

  it.each([
    { name: 'a byte that starts nothing', input: bytes(0x7b, 0xff), why: 'is not UTF-8 text: byte 0xFF at byte 1 cannot start a character' },
    { name: 'an overlong "/"', input: bytes(0xc0, 0xaf), why: 'is not UTF-8 text: byte 0xC0 at byte 0 cannot start a character' },
    { name: 'an encoded surrogate', input: bytes(0xed, 0xa0, 0x80), why: 'is not UTF-8 text: byte 0xA0 at byte 1 cannot continue the character that byte 0xED at byte 0 starts' },
    { name: 'a code point above U+10FFFF', input: bytes(0xf4, 0x90, 0x80, 0x80), why: 'is not UTF-8 text: byte 0x90 at byte 1 cannot continue the character that byte 0xF4 at byte 0 starts' },
    { name: 'a character cut at the end', input: bytes(0x41, 0xe2, 0x82), why: 'is not UTF-8 text: it ends inside a character (byte 0xE2 at byte 1 starts one)' },
    { name: 'a NUL byte', input: bytes(0x7b, 0x00, 0x7d), why: 'holds a NUL byte at byte 1' },
    { name: 'a lone low surrogate in UTF-16LE', input: bytes(0xff, 0xfe, 0x41, 0x00, 0x00, 0xdc), why: 'is not valid UTF-16LE text: an unpaired surrogate at byte 4' },
    { name: 'a high surrogate at the end of UTF-16BE', input: bytes(0xfe, 0xff, 0xd8, 0x3d), why: 'is not valid UTF-16BE text: an unpaired surrogate at byte 2' },
  ])('refuses $name, saying where', ({ input, why }) => {
    const r = decodeFileText(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.startsWith(`(file): ${why}`), r.error).toBe(true);
  });

  it('accepts MAX_FILE_BYTES and refuses one byte more, before decoding', () => {
    expect(decodeFileText(padded(MAX_FILE_BYTES)).ok).toBe(true);
    expect(fileSizeProblem(MAX_FILE_BYTES)).toBeNull();
    expect(fileSizeProblem(50_000_000)).toBe('(file): is too large (50000000 bytes, 50.0 MB; a scenario file has at most 4000000 bytes, 4.0 MB)');
  });

  it('agrees with a strict TextDecoder on any bytes (NUL aside, which it refuses on purpose)', () => {
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'binary' }).map((s) => new TextEncoder().encode(s))), (b) => {
        let expected: string | null;
        try {
          expected = strict.decode(b);
        } catch {
          expected = null;
        }
        const r = decodeFileText(b);
        if (b.includes(0) && !(b[0] === 0xff || b[0] === 0xfe)) expect(r.ok).toBe(false);
        else if (b[0] === 0xff || b[0] === 0xfe) return; // UTF-16 by its mark: the other table covers it
        else expect(r.ok ? r.text : null).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('scenarioFromBytes: the lab’s and the command line’s reader', () => {
  const plain = scenarioFromJson(SCENARIO_TEXT);
  it('is given a valid file to compare with', () => expect(plain.ok).toBe(true));

  it.each(READABLE_FILES)('opens $name as the same scenario', ({ bytes: input }) => {
    expect(scenarioFromBytes(input())).toEqual(plain);
  });

  it.each(REFUSED_FILES)('refuses $name with one message saying why', ({ bytes: input, message }) => {
    const r = scenarioFromBytes(input());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(message);
  });

  it('shows an invisible character in a JSON message as its code point', () => {
    // A zero-width space before the JSON: the parser quotes it, and a quoted nothing explains nothing.
    const r = scenarioFromJson('\u200b{"version": 2, "flows": []}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/U\+200B/);
  });
});
