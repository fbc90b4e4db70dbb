import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { asciiBytes, deflateAscii, inflateAscii } from '../../src/share/deflate';
import { checksum, escapeText, formatNumber, fromBase64Url, readNumber, toBase64Url, unescapeText } from '../../src/share/urlText';
import { formatProblemWords } from '../../src/share/FormatProblem';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '-0'],
    [1, '1'],
    [60, '60'],
    [100, '100'],
    [1000, '1e3'],
    [10000, '1e4'],
    [1_500_000, '15e5'],
    [10_000_000, '1e7'],
    [0.001, '.001'],
    [0.002, '.002'],
    [0.01, '.01'],
    [0.0125, '.0125'],
    [1e-7, '1e-7'],
    [5e-324, '5e-324'],
    [123.456, '123.456'],
    [1e21, '1e21'],
    [1.7976931348623157e308, '17976931348623157e292'],
    [-2.5, '-2.5'],
  ])('%s → %s', (v, text) => {
    expect(formatNumber(v)).toBe(text);
  });

  it('reads back as exactly the same double, for every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => {
        const text = formatNumber(v);
        const r = readNumber(`${text}k`, 0);
        expect(r?.token).toBe(text);
        expect(Object.is(r?.value, v)).toBe(true);
        if (!Object.is(v, -0)) expect(text.length).toBeLessThanOrEqual(String(v).length);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('readNumber', () => {
  it.each([
    ['15e5r', 1_500_000, 4],
    ['.01b', 0.01, 3],
    ['-3x', -3, 2],
    ['1e-3q', 0.001, 4],
    ['2e+3', 2000, 4],
    ['7e', 7, 1],
    ['1.2.3', NaN, 5],
  ])('%s', (text, value, end) => {
    const r = readNumber(text, 0);
    expect(r?.end).toBe(end);
    expect(Object.is(r?.value, value)).toBe(true);
  });

  it.each(['', 'x', '-', '.', 'e5', '-.'])('finds no number in %j', (text) => {
    expect(readNumber(text, 0)).toBeNull();
  });
});

describe('escapeText', () => {
  it('keeps letters, digits, "-" and "."; writes a space as "_"; escapes everything else', () => {
    expect(escapeText('Vegas short (x1 = 1 ms)')).toBe('Vegas_short_%28x1_%3D_1_ms%29');
    expect(escapeText('<img src=x onerror="alert(1)">')).toBe('%3Cimg_src%3Dx_onerror%3D%22alert%281%29%22%3E');
    expect(escapeText('a_b~c%d')).toBe('a%5Fb%7Ec%25d');
    expect(escapeText('α')).toBe('%CE%B1');
    expect(escapeText('\u{1F600}')).toBe('%F0%9F%98%80');
  });

  it('round-trips every string, lone surrogates included, into [A-Za-z0-9._%-]', () => {
    const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), (s) => {
        const escaped = escapeText(s);
        expect(escaped).toMatch(/^[A-Za-z0-9._%-]*$/);
        expect(unescapeText(escaped)).toEqual({ ok: true, text: s });
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['%', /broken %-escape/],
    ['%4', /broken %-escape/],
    ['%GG', /broken %-escape/],
    ['a~b', /contains "~"/],
    ['%C3', /middle of a character/],
    ['%FF', /not valid UTF-8/],
    ['%C0%AF', /not valid UTF-8/],
    ['%E2%28%A1', /not valid UTF-8/],
  ])('refuses %j without throwing', (text, problem) => {
    const r = unescapeText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatProblemWords(r.problem)).toMatch(problem);
  });
});

describe('base64url and checksum', () => {
  it('round-trips bytes, unpadded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it.each(['a', 'abcde', 'ab=c', 'ab+/', 'ab c'])('refuses %j', (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });

  it('is four base64url characters and sees a one-character change', () => {
    expect(checksum('1~R~.')).toMatch(/^[A-Za-z0-9_-]{4}$/);
    expect(checksum('1~Vb4~.')).not.toBe(checksum('1~Vb5~.'));
  });
});

describe('inflateAscii', () => {
  const dictionary = asciiBytes('~Reno~Vegas~');

  it('round-trips through deflateAscii, with and without a dictionary', () => {
    const text = '~HTwo_flows~Bd.01b50~Rd.01nReno~VnVegas~.';
    expect(inflateAscii(deflateAscii(text), 1000)).toEqual({ ok: true, text });
    expect(inflateAscii(deflateAscii(text, dictionary), 1000, dictionary)).toEqual({ ok: true, text });
  });

  it('refuses damaged and cut data with a message', () => {
    const packed = deflateAscii('~H'.padEnd(500, 'abcdefghij'));
    expect(inflateAscii(packed.subarray(0, packed.length - 5), 10_000)).toMatchObject({ ok: false, problem: /cut short|damaged/ });
    expect(inflateAscii(new Uint8Array([0xff, 0xff, 0xff]), 10_000)).toMatchObject({ ok: false, problem: /damaged/ });
  });

  it('stops a zip bomb (100 MB of zeros in 100 kB) at the cap, without reading the rest', () => {
    const bomb = deflateSync(new Uint8Array(100_000_000), { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(inflateAscii(bomb, 3_000_000)).toMatchObject({ ok: false, problem: /more than 3000000 characters/ });
    // Damage the bomb's end: a reader that inflated everything before checking the cap would hit
    // the damage and say so; one that stops at the cap never reads that far.
    const damagedEnd = bomb.slice();
    damagedEnd.fill(0xff, damagedEnd.length - 64);
    expect(inflateAscii(damagedEnd.subarray(damagedEnd.length - 64), 3_000_000)).toMatchObject({ ok: false, problem: /damaged/ });
    expect(inflateAscii(damagedEnd, 3_000_000)).toMatchObject({ ok: false, problem: /more than 3000000 characters/ });
  });
});
