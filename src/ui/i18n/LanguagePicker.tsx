// The header's language picker: every language in its own name, the choice remembered
// (appLocale.ts). Changing it re-renders the text in place; the simulation and its run go on.
// The header has no room for "English ▾" beside the navigation and the scenario's title: the
// native select stays (keyboard, screen readers, a phone's own picker) but is drawn as the
// language's short name ("EN", "中文").
import { useLingui } from '@lingui/react/macro';
import { pickLocale } from './appLocale';
import { LOCALE_NAMES, LOCALES, type Locale } from './locales';
import './languagePicker.css';

/** The short name the header shows. */
const SHORT_NAMES: Record<(typeof LOCALES)[number], string> = { en: 'EN', es: 'ES', 'zh-CN': '中文', ar: 'عربي' };

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const current = locale === 'pseudo' ? 'en' : locale;
  return (
    <label className="language-picker">
      <span className="language-picker__short" aria-hidden="true" lang={current}>
        {SHORT_NAMES[current]}
      </span>
      <select aria-label={t`Language`} value={current} onChange={(e) => void pickLocale(e.currentTarget.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
