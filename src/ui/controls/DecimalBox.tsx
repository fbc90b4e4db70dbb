// A box for a number that is not a parameter's (a sweep's range): shown with the page's decimal
// mark and read as the reader types it (boxNumber.ts), as the lab's fields are. A browser's own
// number box drops a comma it does not expect ("0,5" became 5); this one takes it, and says so
// beside itself when what is typed is not a number.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatBoxNumber, parseTypedNumber } from '../i18n/boxNumber';
import type { Locale } from '../i18n/locales';

export function DecimalBox({ value, onChange, disabled }: { value: number; onChange: (v: number) => void; disabled?: boolean }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  // While the reader types, the box holds their text; otherwise the value as the page writes it.
  const [typing, setTyping] = useState<string | null>(null);
  const problemId = useId();
  const text = typing ?? formatBoxNumber(value, locale);
  const parsed = parseTypedNumber(text, locale);
  const bad = !Number.isFinite(parsed);
  const typed = text.trim().slice(0, 20);
  return (
    <>
      <input
        type="text"
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? problemId : undefined}
        onFocus={() => setTyping(text)}
        // Leaving the box shows the number it holds, unless what was typed is not one (its message stays).
        onBlur={() => setTyping((held) => (held !== null && Number.isFinite(parseTypedNumber(held, locale)) ? null : held))}
        onChange={(e) => {
          setTyping(e.target.value);
          // Not a number: the page hears NaN, which no check passes (a sweep does not run on the last number).
          onChange(parseTypedNumber(e.target.value, locale));
        }}
      />
      {bad && (
        <span id={problemId} className="xr__field-problem" role="alert">
          {t`“${typed}” is not a number.`}
        </span>
      )}
    </>
  );
}
