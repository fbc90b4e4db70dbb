// A number in a link or a message about one: its shortest exact decimal form. A file of its own so
// that both the link's text (urlText.ts) and its problems (FormatProblem.ts) use it without a circle.

/**
 * The shortest decimal that reads back as exactly `v` (finite): the shorter of the plain form
 * without a leading zero (".001", "150") and the exponent form ("15e5", "1e-7"). -0 stays "-0".
 */
export function formatNumber(v: number): string {
  if (Object.is(v, -0)) return '-0';
  if (v === 0) return '0';
  const sign = v < 0 ? '-' : '';
  // String() gives the shortest round-trip digits; rewrite them as digits × 10^k.
  const s = String(Math.abs(v));
  const e = s.indexOf('e');
  const mantissa = e < 0 ? s : s.slice(0, e);
  let k = e < 0 ? 0 : Number(s.slice(e + 1));
  const dot = mantissa.indexOf('.');
  let digits = mantissa;
  if (dot >= 0) {
    digits = mantissa.slice(0, dot) + mantissa.slice(dot + 1);
    k -= mantissa.length - dot - 1;
  }
  digits = digits.replace(/^0+/, '');
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  k += trailing;
  const exponent = k === 0 ? digits : `${digits}e${k}`;
  let plain: string;
  if (k >= 0) plain = digits + '0'.repeat(k);
  else {
    const before = digits.length + k;
    plain = before > 0 ? `${digits.slice(0, before)}.${digits.slice(before)}` : `.${'0'.repeat(-before)}${digits}`;
  }
  return sign + (exponent.length < plain.length ? exponent : plain);
}
