// Numbers for people in the reader's language, through Intl: "1,5 Mb/s" in Spanish, "1.5 Mb/s" in
// English, Latin digits in Arabic (locales.ts says why). Counts with a noun ("1 flow / 3 flows") are
// catalogue messages with ICU plurals, which follow each language's own plural rules; this module
// gives their numbers and the units beside them.
import { intlLocale, type Locale } from './locales';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(key, f);
  }
  return f;
}

/** A number with at most `significant` significant digits, grouped as the language groups them. */
export function formatNumber(locale: Locale, value: number, significant = 4): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, { maximumSignificantDigits: significant }).format(value);
}

/** A number and its unit symbol, kept on one line and in that order in right-to-left text too. */
export function withUnit(locale: Locale, value: string, unit: string): string {
  if (!unit) return value;
  // A no-break space keeps "1,5 Mb/s" together; in Arabic the pair is isolated left to right (U+2066…U+2069) so the unit stays after its number.
  const text = `${value}\u00a0${unit}`;
  return locale === 'ar' ? `\u2066${text}\u2069` : text;
}

/** A bit rate in the largest unit that keeps it ≥ 1: "1,5 Mb/s" (es), "1.5 Mb/s" (en). */
export function formatRate(locale: Locale, bps: number): string {
  if (!Number.isFinite(bps)) return '–';
  const [div, unit] = bps >= 1e9 ? [1e9, 'Gb/s'] : bps >= 1e6 ? [1e6, 'Mb/s'] : bps >= 1e3 ? [1e3, 'kb/s'] : [1, 'b/s'];
  return withUnit(locale, formatNumber(locale, bps / div, 3), unit);
}

/** A duration in seconds, as ms below one second: "250 ms", "1,5 s". */
export function formatSeconds(locale: Locale, s: number): string {
  if (!Number.isFinite(s)) return '–';
  if (s !== 0 && Math.abs(s) < 1) return withUnit(locale, formatNumber(locale, s * 1000, 3), 'ms');
  return withUnit(locale, formatNumber(locale, s, 4), 's');
}

/** A fraction (0.5) as a percentage ("50 %" in es, "50%" in en), with `decimals` decimals at most. */
export function formatPercent(locale: Locale, fraction: number, decimals = 0): string {
  if (!Number.isFinite(fraction)) return '–';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: decimals }).format(fraction);
}

/** formatFixed's formats by locale and decimals: a clock formats at every frame, so without building numberFormat's key. */
const fixedFormats = new Map<Locale, Intl.NumberFormat[]>();

/**
 * A number with exactly `decimals` decimals (a clock: "12,30" in es), rounded as toFixed rounds:
 * from the number's exact value. ICU rounds its shortest decimal form instead (2.005, stored as
 * 2.00499…, gives "2.01" where toFixed gives "2.00": one time in thirty on a millisecond grid), so
 * a time would read differently where another view shows it with toFixed.
 */
export function formatFixed(locale: Locale, value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '–';
  let byDecimals = fixedFormats.get(locale);
  if (!byDecimals) fixedFormats.set(locale, (byDecimals = []));
  const f = (byDecimals[decimals] ??= numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  // toFixed writes exponents from 1e21 on; there no decimals are left to round.
  return f.format(Math.abs(value) < 1e21 ? Number(value.toFixed(decimals)) : value);
}
