// How the summary names its window: "every figure over 30–48.2 s" once the measurement window has
// opened, and "not yet" (with when it opens) before, instead of a backwards window and zeros. In the
// reader's language, with its decimal mark.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { i18n as appI18n } from './i18n/i18n';
import { formatFixed, formatNumber } from './i18n/format';
import type { Locale } from './i18n/locales';

export interface SummaryWindow {
  /** The window has opened (there are figures to show). */
  open: boolean;
  text: string;
}

export function summaryWindow(measure: { fromSec: number; toSec: number }, nowSec: number, i18n: I18n = appI18n): SummaryWindow {
  const locale = i18n.locale as Locale;
  const from = formatNumber(locale, measure.fromSec, 6);
  if (nowSec <= 1e-9) {
    return { open: false, text: measure.fromSec > 0 ? t(i18n)`not yet: the run has not started (the figures cover the measurement window from ${from} s)` : t(i18n)`not yet: the run has not started` };
  }
  if (measure.toSec <= measure.fromSec + 1e-9 || nowSec < measure.fromSec) {
    const now = formatFixed(locale, nowSec, 1);
    return { open: false, text: t(i18n)`not yet: the figures cover the measurement window from ${from} s, which the run has not reached (now ${now} s)` };
  }
  const to = formatFixed(locale, measure.toSec, 1);
  return { open: true, text: t(i18n)`every figure over ${from}–${to} s` };
}
