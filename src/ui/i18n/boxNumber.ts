// A number in a box the reader types into: shown with the page's decimal mark ("0,3" in Spanish;
// never grouped, so that what is shown reads back as the same number), and read as typed. A phone's
// decimal keypad offers the decimal mark of the phone's own language (',' in Spanish, '٫' in
// Arabic), and an input method may give Arabic-Indic or full-width digits; the box takes all of
// these as well as "0.5". A comma is a decimal mark where the page's language writes one (Spanish),
// and elsewhere too unless it could be a thousands separator ("1,000" in English is refused as not
// a number, never read as 1).
import { intlLocale, type Locale } from './locales';

const decimalMarks = new Map<Locale, string>();

/** The decimal mark `locale` writes (',' in Spanish, '.' in English). */
function decimalMark(locale: Locale): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

/** `v` as a box shows it: six significant digits, no grouping, the page's decimal mark ("0,3" in Spanish). */
export function formatBoxNumber(v: number, locale: Locale): string {
  const plain = String(+v.toPrecision(6));
  const mark = decimalMark(locale);
  return mark === '.' ? plain : plain.replace('.', mark);
}

/** Digits of other scripts as ASCII: Arabic-Indic, Eastern Arabic-Indic, full-width. */
function asciiDigits(s: string): string {
  return s.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const c = d.charCodeAt(0);
    const zero = c >= 0xff10 ? 0xff10 : c >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(c - zero);
  });
}

/** The number `raw` says, or NaN: what Number() reads, after the forms above are made plain. */
export function parseTypedNumber(raw: string, locale: Locale): number {
  let s = asciiDigits(raw.trim())
    // Arabic and full-width decimal marks, the minus sign; spaces (a group separator in some languages) go.
    .replace(/[\u066b\uff0e]/g, '.')
    .replace(/\u2212/g, '-')
    .replace(/[\s\u00a0\u202f\u066c]/g, '');
  if (s === '') return NaN;
  const commas = s.split(',').length - 1;
  if (commas > 1 || (commas === 1 && s.includes('.'))) return NaN;
  if (commas === 1) {
    // "1,000" where a comma groups thousands is ambiguous: refused.
    if (decimalMark(locale) !== ',' && /,\d{3}$/.test(s)) return NaN;
    s = s.replace(',', '.');
  }
  return Number(s);
}
