// Seeded mutation tools for fuzzing the share decoders: a small PRNG, string mutations (cuts,
// flips, insertions, hostile numbers), and a runner that times every case and collects failures
// instead of throwing, so 100 000 cases stay fast.
import { isFieldMessage } from './messages';

/** mulberry32: a fast seeded generator; same seed, same cases. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T,>(xs: readonly T[]): T => xs[int(xs.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

export const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~%-';
const ANY_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

export const HOSTILE_NUMBERS = [
  '1e309', '-1e309', '9'.repeat(400), '1e-400', '-0', '0.0000000000000000000001', '1.2.3', '--1', '1e', 'NaN', 'Infinity',
  '-Infinity', '0x1F', '1_000', '', '1e999999999', '.', '-', '00000000000000000000001', '4294967297', '9007199254740993',
];

export const HOSTILE_TEXT = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '__proto__', 'constructor', 'prototype', '%00', '%', '%ZZ',
  '%ED%A0%80', '%F4%90%80%80', '\u0000', '\ud800', '\u202e', '~', '~.', '#', '\n', 'é', '%C3', '1~', '1z',
];

export function randomString(r: Rng, alphabet: string, maxLength: number): string {
  const n = r.int(maxLength + 1);
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[r.int(alphabet.length)];
  return s;
}

/** Any UTF-16 code unit, lone surrogates included. */
const anyUnit = (r: Rng) => String.fromCharCode(r.chance(0.5) ? 32 + r.int(95) : r.int(0x10000));

/** One random change to a string: cut, flip, insert, delete, duplicate, or a hostile token. */
export function mutate(r: Rng, s: string, alphabet = LINK_ALPHABET): string {
  const at = r.int(s.length + 1);
  switch (r.int(10)) {
    case 0:
      return s.slice(0, at);
    case 1:
      return s.slice(at);
    case 2:
      return s.slice(0, at) + (r.chance(0.7) ? alphabet[r.int(alphabet.length)] : anyUnit(r)) + s.slice(at + 1);
    case 3:
      return s.slice(0, at) + randomString(r, r.chance(0.5) ? alphabet : ANY_ASCII, 12) + s.slice(at);
    case 4:
      return s.slice(0, at) + s.slice(at + 1 + r.int(20));
    case 5: {
      const end = at + r.int(40);
      return s.slice(0, end) + s.slice(at, end).repeat(1 + r.int(r.chance(0.01) ? 2000 : 5)) + s.slice(end);
    }
    case 6: {
      // Replace a number with a hostile one.
      const numbers = [...s.matchAll(/-?\d[\d.e-]*/g)];
      if (numbers.length === 0) return s + r.pick(HOSTILE_NUMBERS);
      const m = r.pick(numbers);
      return s.slice(0, m.index) + r.pick(HOSTILE_NUMBERS) + s.slice(m.index! + m[0].length);
    }
    case 7:
      return s.slice(0, at) + r.pick(HOSTILE_TEXT) + s.slice(at);
    case 8: {
      // Flip one bit of one character.
      if (s.length === 0) return s;
      const i = r.int(s.length);
      return s.slice(0, i) + String.fromCharCode(s.charCodeAt(i) ^ (1 << r.int(7))) + s.slice(i + 1);
    }
    default: {
      // Swap two '~'-separated sections (or two halves).
      const parts = s.split('~');
      if (parts.length < 3) return s.slice(at) + s.slice(0, at);
      const i = 1 + r.int(parts.length - 1);
      const j = 1 + r.int(parts.length - 1);
      [parts[i], parts[j]] = [parts[j], parts[i]];
      return parts.join('~');
    }
  }
}

export interface FuzzStats {
  cases: number;
  ok: number;
  failed: number;
  withPartial: number;
  maxMs: number;
  slowest: string;
  totalMs: number;
}

type Result = { ok: true; value: unknown } | { ok: false; errors: string[]; partial?: unknown; dropped?: string[] };

/**
 * Runs `decode` on one input: never throws, stays under `limitMs`, and on failure has messages of
 * the form "field: problem" (each one) and, if there is a partial, one that `check` accepts. Returns
 * a description of what went wrong, or null.
 */
export function runCase(
  stats: FuzzStats,
  input: string,
  decode: (s: string) => Result,
  check: (value: unknown) => string | null,
  limitMs: number,
): string | null {
  const t0 = performance.now();
  let r: Result;
  try {
    r = decode(input);
  } catch (e) {
    return `threw ${String(e)} on ${JSON.stringify(input.slice(0, 300))}`;
  }
  const ms = performance.now() - t0;
  stats.cases++;
  stats.totalMs += ms;
  if (ms > stats.maxMs) {
    stats.maxMs = ms;
    stats.slowest = `${input.length} chars: ${JSON.stringify(input.slice(0, 60))}`;
  }
  const where = JSON.stringify(input.slice(0, 300));
  if (ms > limitMs) return `took ${ms.toFixed(0)} ms on ${input.length} chars ${where}`;
  if (r.ok) {
    stats.ok++;
    const problem = check(r.value);
    return problem && `ok but ${problem}: ${where}`;
  }
  stats.failed++;
  if (!Array.isArray(r.errors) || r.errors.length === 0) return `no message: ${where}`;
  const bad = r.errors.find((m) => typeof m !== 'string' || !isFieldMessage(m));
  if (bad !== undefined) return `message not "field: problem": ${JSON.stringify(bad)} for ${where}`;
  if (r.partial !== undefined) {
    stats.withPartial++;
    const problem = check(r.partial);
    if (problem) return `partial ${problem}: ${where}`;
    if (!Array.isArray(r.dropped)) return `partial without dropped: ${where}`;
  }
  return null;
}

export const newStats = (): FuzzStats => ({ cases: 0, ok: 0, failed: 0, withPartial: 0, maxMs: 0, slowest: '', totalMs: 0 });

/** Prints one line per kind of case and a total; returns the total. */
export function report(what: string, byKind: Map<string, FuzzStats>, wallMs: number): FuzzStats {
  const total = newStats();
  const lines: string[] = [];
  for (const [kind, s] of byKind) {
    total.cases += s.cases;
    total.ok += s.ok;
    total.failed += s.failed;
    total.withPartial += s.withPartial;
    total.totalMs += s.totalMs;
    if (s.maxMs > total.maxMs) Object.assign(total, { maxMs: s.maxMs, slowest: `${kind}, ${s.slowest}` });
    lines.push(
      `  ${kind}: ${s.cases} cases, ${s.ok} accepted, ${s.failed} refused (${s.withPartial} with a partial), ` +
        `mean ${((s.totalMs / Math.max(1, s.cases)) * 1000).toFixed(0)} µs, slowest ${s.maxMs.toFixed(1)} ms`,
    );
  }
  console.log(
    `${what}: ${total.cases} cases in ${(wallMs / 1000).toFixed(1)} s (decoding ${(total.totalMs / 1000).toFixed(1)} s); ` +
      `${total.ok} accepted, ${total.failed} refused (${total.withPartial} with a partial); slowest ${total.maxMs.toFixed(1)} ms (${total.slowest})\n${lines.join('\n')}`,
  );
  return total;
}
