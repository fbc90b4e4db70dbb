// The header's language picker: every language in its own name, the choice remembered
// (appLocale.ts). Changing it re-renders the text in place; the simulation and its run go on.
import { useLingui } from '@lingui/react/macro';
import { pickLocale } from './appLocale';
import { LOCALE_NAMES, LOCALES, type Locale } from './locales';
import './languagePicker.css';

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  return (
    <label className="language-picker">
      <span className="sr-only">{t`Language`}</span>
      <select aria-label={t`Language`} value={current === 'pseudo' ? 'en' : current} onChange={(e) => void pickLocale(e.currentTarget.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
