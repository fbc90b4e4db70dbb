// Numbers on charts in the reader's language: d3's formats (ticks at round steps, values to four
// significant digits) with the language's decimal mark and digit grouping, taken from Intl, so an
// axis reads "0,5 1 1,5" in Spanish and "0.5 1 1.5" in English, Chinese and Arabic (Latin digits:
// locales.ts says why). The minus sign stays d3's "−".
import { formatLocale, precisionFixed, tickStep, type FormatLocaleObject } from 'd3';
import { intlLocale, type Locale } from './locales';

export interface ChartNumbers {
  /** A value to four significant digits, trailing zeros dropped ("1,25"). */
  value(v: number): string;
  /** The format of the ticks of an axis from `start` to `stop` with about `count` ticks (as d3's scale.tickFormat). */
  ticks(start: number, stop: number, count: number): (v: number) => string;
  /** A number with exactly `digits` decimals ("12,30"). */
  fixed(v: number, digits: number): string;
  /** A number to `digits` significant digits ("0,0012"). */
  significant(v: number, digits: number): string;
}

function d3Locale(locale: Locale): FormatLocaleObject {
  const parts = new Intl.NumberFormat(intlLocale(locale), { useGrouping: true }).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const thousands = parts.find((p) => p.type === 'group')?.value ?? ',';
  return formatLocale({ decimal, thousands, grouping: [3], currency: ['', ''], minus: '\u2212' });
}

const cache = new Map<Locale, ChartNumbers>();

/** The chart number formats of `locale`. */
export function chartNumbers(locale: Locale): ChartNumbers {
  let n = cache.get(locale);
  if (n) return n;
  const d3 = d3Locale(locale);
  const value = d3.format('.4~r');
  const fixedFormats = new Map<string, (v: number) => string>();
  const cached = (specifier: string) => {
    let f = fixedFormats.get(specifier);
    if (!f) {
      f = d3.format(specifier);
      fixedFormats.set(specifier, f);
    }
    return f;
  };
  n = {
    value,
    ticks: (start, stop, count) => {
      // d3's linear tickFormat: ",f" with as many decimals as the tick step needs.
      const step = tickStep(start, stop, count);
      const digits = Number.isFinite(step) && step !== 0 ? precisionFixed(step) : 0;
      return d3.format(`,.${digits}f`);
    },
    fixed: (v, digits) => cached(`.${digits}f`)(v),
    significant: (v, digits) => cached(`.${digits}r`)(v),
  };
  cache.set(locale, n);
  return n;
}
