// The network picture's words in the reader's language: the drop reasons and the ECN mark of its
// legend, the counts drawn on the canvas and the description screen readers hear. The picture's
// drawing code takes them as an input (FrameOptions.text), so it stays free of the catalogue.
// Drop reasons are keyed on theme.ts's DROP_STYLE; tests/ui/dumbbell/networkText.test.ts keeps
// their English equal to its labels.
import { msg, plural, t } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n as appI18n } from '../i18n/i18n';
import { chartNumbers } from '../i18n/chartNumbers';
import { keptWords } from '../i18n/keptWords';
import type { Locale } from '../i18n/locales';

/** Each drop reason's (and the ECN mark's) name, by DROP_STYLE's reason code. */
export const DROP_REASON_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg({ id: 'network.drop.overflow', message: 'overflow (buffer full)' }),
  2: msg({ id: 'network.drop.early', message: 'early (random drop before the buffer is full)' }),
  3: msg({ id: 'network.drop.forced', message: 'forced (RED average above maxTh)' }),
  4: msg({ id: 'network.drop.headOverflow', message: 'head overflow (buffer full: the longest flow queue loses its head)' }),
  5: msg({ id: 'network.drop.sojourn', message: 'sojourn (CoDel: waited too long, dropped at the head)' }),
  6: msg({ id: 'network.drop.ecnMark', message: 'ECN mark (Congestion Experienced; the packet goes on)' }),
};

export interface NetworkText {
  locale: Locale;
  /** A drop reason's legend entry ("drop: overflow (buffer full)"; the ECN mark without "drop"). */
  dropLegend(reason: number, fallback: string, mark: boolean): string;
  packets(n: number): string;
  inFlight(n: number): string;
  waiting(n: number, buffer: number): string;
  redAverage(v: number): string;
  waitingInFlowQueues(n: number, queues: number, buffer: number): string;
  inQueues(n: number, queues: number): string;
  inOtherQueues(n: number, queues: number): string;
  /** A number with `digits` decimals. */
  fixed(v: number, digits: number): string;
  /** A number to `digits` significant digits. */
  significant(v: number, digits: number): string;
}

function make(i18n: I18n): NetworkText {
  const locale = i18n.locale as Locale;
  const numbers = chartNumbers(locale);
  // Inside t(i18n), so the count is worded by this instance's language, not the app's.
  const packets = (n: number) => t(i18n)`${plural(n, { one: '# packet', other: '# packets' })}`;
  return {
    locale,
    dropLegend: (reason, fallback, mark) => {
      const m = DROP_REASON_MESSAGES[reason];
      const name = m ? i18n._(m) : fallback;
      return mark ? name : t(i18n)`drop: ${name}`;
    },
    packets,
    inFlight: (n) => t(i18n)`${plural(n, { one: '# packet in flight', other: '# packets in flight' })}`,
    // Worded at every frame of a running picture, mostly with the counts of the frame before.
    waiting: remembered(i18n, (n: number, buffer: number) => t(i18n)`${n} waiting · buffer ${buffer}`),
    redAverage: (v) => {
      const value = numbers.fixed(v, 1);
      return t(i18n)`RED avg ${value}`;
    },
    waitingInFlowQueues: remembered(i18n, (n: number, queues: number, buffer: number) => t(i18n)`${n} waiting in ${plural(queues, { one: '# flow queue', other: '# flow queues' })} · buffer ${buffer}`),
    inQueues: remembered(i18n, (n: number, queues: number) => t(i18n)`${n} in ${plural(queues, { one: '# queue', other: '# queues' })}`),
    inOtherQueues: remembered(i18n, (n: number, queues: number) => t(i18n)`${n} in ${plural(queues, { one: '# other queue', other: '# other queues' })}`),
    fixed: (v, digits) => numbers.fixed(v, digits),
    significant: (v, digits) => numbers.significant(v, digits),
  };
}

/** `words` with the texts it gave kept by their counts (see keptWords). */
function remembered<A extends number[]>(i18n: I18n, words: (...counts: A) => string): (...counts: A) => string {
  const kept = keptWords<string>(256, i18n);
  return (...counts: A) => kept(counts.join(' '), () => words(...counts));
}

const cache = new Map<string, NetworkText>();

/** The picture's words in `i18n`'s active language (the app's by default). */
export function networkText(i18n: I18n = appI18n): NetworkText {
  let w = cache.get(i18n.locale);
  if (!w) {
    w = make(i18n);
    cache.set(i18n.locale, w);
  }
  return w;
}
