// Right-to-left text with left-to-right pieces in it: a quantity ("1.5 Mb/s", "10–30 s") or a
// symbol given a value ("α = 1", "B = 10") keeps its left-to-right order inside an Arabic sentence
// only when it is isolated; otherwise the bidirectional algorithm lays "α = 1، β = 3" out as
// "3 = β ،1 = α" and can break the pair across lines with its parts swapped. Each such piece of
// Markdown prose is wrapped in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE (U+2066, U+2069),
// with no-break spaces, as format.ts's withUnit does for the numbers the app writes itself. Code, maths, placeholders
// (filled with isolated numbers already) and link targets are left as they are.

const LRI = '\u2066';
const PDI = '\u2069';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const RANGE = String.raw`${NUMBER}(?:\s?[–-]\s?${NUMBER})?`;
/** Unit symbols, which stay Latin in every language. */
const UNIT = String.raw`(?:Gb\/s|Mb\/s|kb\/s|b\/s|pkt\/s|ms|µs|s|KB|MB|B|%)(?![\p{L}\p{N}])`;
const QUANTITY = String.raw`${RANGE}(?:\s?${UNIT})?`;
const SYMBOL = String.raw`[A-Za-zα-ωΑ-Ω][A-Za-z0-9α-ωΑ-Ω₀-₉_']*`;
const PIECE = new RegExp(String.raw`(?<![A-Za-z0-9_.,])(?:${SYMBOL}\s?[=≈≤≥<>]\s?-?${QUANTITY}|${RANGE}\s?${UNIT})`, 'gu');
/** What is not prose: placeholders, maths, code, link targets, HTML tags. */
const PROTECTED = /\{\{[^}]*\}\}|\$\$[\s\S]*?\$\$|\$[^$\n]+\$|`[^`\n]*`|\]\([^)\n]*\)|<\/?[A-Za-z][^>\n]*>/g;

/** A piece isolated, its spaces no-break ones: a line break inside would split it, and reorder its halves. */
const isolate = (piece: string) => `${LRI}${piece.replace(/\s/g, '\u00a0')}${PDI}`;

/** `md` with each left-to-right quantity or assignment in its prose isolated and kept on one line. */
export function isolateLtrRuns(md: string): string {
  let out = '';
  let at = 0;
  for (const m of md.matchAll(PROTECTED)) {
    out += md.slice(at, m.index).replace(PIECE, isolate) + m[0];
    at = m.index + m[0].length;
  }
  return out + md.slice(at).replace(PIECE, isolate);
}
