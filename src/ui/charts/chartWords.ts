// The words and numbers a time chart is drawn with, in the reader's language: the time axis' title,
// unit names, numbers (chartNumbers: the language's decimal mark) and the sentences of the
// accessible summary. chartModel takes them as an input, so the model stays a pure function of it.
import { plural, t } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { chartNumbers, type ChartNumbers } from '../i18n/chartNumbers';
import { i18n as appI18n } from '../i18n/i18n';
import { textDirection, type Locale } from '../i18n/locales';
import { unitText } from '../i18n/specText';

/** What the accessible summary says, its numbers already formatted. */
export interface SummaryParts {
  title: string;
  yTitle: string;
  fromSec: string;
  toSec: string;
  /** The latest sample in view: its time and "label value" of the first series; null when there is none. */
  latest: { atSec: string; values: string[]; more: number } | null;
  markers: number;
}

export interface ChartWords {
  locale: Locale;
  /** The language's writing direction; the plot itself stays left to right (KeepLtr). */
  dir: 'ltr' | 'rtl';
  /**
   * Text written on the plot (axis titles, labels of lines) as one run in the language's direction:
   * in Arabic, "الزمن (s)" reads with its unit after its word inside the left-to-right picture.
   */
  isolate(text: string): string;
  numbers: ChartNumbers;
  /** The time axis' title, "time (s)". */
  xTitle: string;
  /** A unit's name as shown beside values ("packets" in the reader's language; symbols as they are). */
  unit(name: string): string;
  summary(p: SummaryParts): string;
}

/** Word units of the charts that are not parameter units (those are specText's). */
const CHART_UNITS = {
  'pkt/s': msg({ id: 'unit.pktPerSec', message: 'pkt/s' }),
  // An axis' unit: the plural noun alone (Chinese counts packets with a measure word, "个分组", not written on an axis).
  packets: msg({ id: 'unit.chart.packets', message: 'packets' }),
};

function words(i18n: I18n): ChartWords {
  const locale = i18n.locale as Locale;
  const dir = textDirection(locale);
  // U+2067 … U+2069: a right-to-left isolate, so the picture's own direction does not reorder the words.
  const isolate = (text: string) => (dir === 'rtl' && text ? `\u2067${text}\u2069` : text);
  return {
    locale,
    dir,
    isolate,
    numbers: chartNumbers(locale),
    xTitle: isolate(t(i18n)`time (s)`),
    unit: (name) => (name in CHART_UNITS ? i18n._(CHART_UNITS[name as keyof typeof CHART_UNITS]) : unitText(i18n, name)),
    summary: ({ title, yTitle, fromSec, toSec, latest, markers }) => {
      const out = [t(i18n)`${title}: ${yTitle} against time, ${fromSec} to ${toSec} s.`];
      if (!latest) out.push(t(i18n)`No data in view.`);
      else {
        const { atSec, more } = latest;
        const values = latest.values.join(', ');
        out.push(more > 0 ? t(i18n)`At ${atSec} s: ${values} and ${more} more.` : t(i18n)`At ${atSec} s: ${values}.`);
      }
      if (markers > 0) out.push(t(i18n)`${plural(markers, { one: '# change marked.', other: '# changes marked.' })}`);
      return out.join(' ');
    },
  };
}

const cache = new Map<string, ChartWords>();

/** The chart words of `i18n`'s active language (the app's instance by default), one object per language. */
export function chartWords(i18n: I18n = appI18n): ChartWords {
  let w = cache.get(i18n.locale);
  if (!w) {
    w = words(i18n);
    cache.set(i18n.locale, w);
  }
  return w;
}
