// The lab's notices in the reader's language: each NoticeMessage code worded by the catalogue, its
// numbers formatted for the language and its scenario problems through problemMessage.ts. The
// English (englishNotice) is the same messages read in English.
import { plural, t } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { englishI18n } from '../i18n/english';
import { formatFixed, formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { formatProblemMessage } from '../i18n/problemMessage';
import type { NoticeMessage } from './NoticeMessage';

/** A notice's text in `i18n`'s language. */
export function noticeText(i18n: I18n, m: NoticeMessage): string {
  const locale = i18n.locale as Locale;
  const sec = (s: number) => formatFixed(locale, s, 3);
  const problems = (ps: readonly Parameters<typeof formatProblemMessage>[1][]) => ps.map((p) => formatProblemMessage(i18n, p)).join('; ');
  switch (m.code) {
    case 'ui':
      return m.text;
    case 'reset_failed': {
      const list = problems(m.problems);
      return t(i18n)`Reset failed; the current run is kept. ${list}`;
    }
    case 'busy': {
      const until = sec(m.untilSec);
      return m.action === 'stop'
        ? t(i18n)`Not stopped: the run is being brought back to t = ${until} s: change it once it is there.`
        : t(i18n)`Not removed: the run is being brought back to t = ${until} s: change it once it is there.`;
    }
    case 'crash_restored': {
      const { detail } = m;
      const at = sec(m.restoredToSec);
      return m.restoredToSec > 0
        ? t(i18n)`The simulation stopped unexpectedly (${detail}). It has been restarted from your scenario and brought back to t = ${at} s by replaying it with its timeline; nothing you set up was lost.`
        : t(i18n)`The simulation stopped unexpectedly (${detail}). It has been restarted from your scenario; nothing you set up was lost.`;
    }
    case 'crash_unloaded': {
      const { detail } = m;
      return t(i18n)`The simulation stopped unexpectedly (${detail}) and was restarted; load a scenario to go on.`;
    }
    case 'crash_reload_failed': {
      const { detail } = m;
      const list = problems(m.problems);
      return t(i18n)`The simulation stopped unexpectedly (${detail}) and your scenario could not be loaded again: ${list}`;
    }
    case 'branch_leaves_out': {
      const at = sec(m.atSec);
      const times = m.timesSec.map((s) => `${formatNumber(locale, s, 6)} s`).join(', ') + (m.count > m.timesSec.length ? ', …' : '');
      return t(i18n)`Your change at ${at} s starts a branch from that moment: ${plural(m.count, {
        one: `the change recorded for later (at ${times}) is left out of it.`,
        other: `the # changes recorded for later (at ${times}) are left out of it.`,
      })}`;
    }
    case 'engine_refused':
      return m.detail;
  }
}

/** A notice's text in English. */
export function englishNotice(m: NoticeMessage): string {
  return noticeText(englishI18n, m);
}
