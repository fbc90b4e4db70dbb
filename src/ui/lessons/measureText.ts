// A measured number in a lesson's text, in the reader's language: as many decimals as the
// measure's `digits`, the language's decimal mark (format.ts), and its unit kept with it — a word
// ("packets") translated, a symbol ("s", "kb/s") as it is. formatMeasure (src/lessons) stays the
// English of the command line.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MeasureSpec } from '../../lessons/lessonSchema';
import { formatFixed, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/** The units of lesson measures that are words; every other unit is a symbol, the same in every language. */
export const MEASURE_UNIT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  packets: msg({ id: 'measure.unit.packets', message: 'packets' }),
  'packets/s': msg({ id: 'measure.unit.packetsPerSec', message: 'packets/s' }),
  'pkt/s': msg({ id: 'measure.unit.pktPerSec', message: 'pkt/s' }),
};

/** A measure's unit as the reader's language writes it. */
export function measureUnitText(i18n: I18n, unit: string): string {
  const m = MEASURE_UNIT_MESSAGES[unit];
  return m ? i18n._(m) : unit;
}

/** A measure's value as the lesson text shows it in the active language ("—" until the run reaches it). */
export function formatMeasureText(i18n: I18n, m: Pick<MeasureSpec, 'digits' | 'unit'>, value: number): string {
  if (!Number.isFinite(value)) return '—';
  const locale = i18n.locale as Locale;
  const number = formatFixed(locale, value, m.digits);
  if (!m.unit) return number;
  // A word unit is text of the language: in Arabic it follows its number right to left ("34.0 حزمة"
  // read from the right), so the pair is isolated by its first strong letter, the unit's; a symbol
  // ("kb/s") is kept left to right after its number, as the lab writes it (withUnit).
  if (locale === 'ar' && MEASURE_UNIT_MESSAGES[m.unit]) return `\u2068${number}\u00a0${measureUnitText(i18n, m.unit)}\u2069`;
  return withUnit(locale, number, measureUnitText(i18n, m.unit));
}
