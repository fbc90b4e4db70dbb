// A labelled parameter control: a slider for dragging and a box for typing, both bounded by the
// parameter's one spec. A typed value outside the range is refused with a message beside the
// field and never reaches the simulation.
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ParamSpec } from '../../sim/scenario/params';
import { describeRange, inRange } from '../../sim/scenario/Scenario';
import { formatValue } from '../format';
import { specLabel, unitText } from '../i18n/specText';
import { specDescription } from '../i18n/specDescriptions';
import { formatNumber } from '../i18n/format';
import { formatBoxNumber, parseTypedNumber } from '../i18n/boxNumber';
import type { Locale } from '../i18n/locales';
import { positionOf, positionsFor, valueAt } from './sliderScale';
import type { EditProblem } from '../lab/EditProblem';
import { editProblemMessage } from '../i18n/editProblemMessage';

export interface NumberFieldProps {
  spec: ParamSpec;
  value: number;
  /** Called with a valid value when the user settles on it (slider released / typed and confirmed). */
  onCommit: (value: number) => void;
  label?: string;
  /** Words read before the label by screen readers only (e.g. the flow's name). */
  context?: string;
  /** Unit shown and typed: values are multiplied by `factor` for display (e.g. 1000 for ms). */
  display?: { unit: string; factor: number };
  /** The slider's upper end when the spec's maximum is far beyond useful (the box still accepts up to max). */
  sliderMax?: number;
  /** Extra check across fields (e.g. β ≥ α); returns a message when the value is not allowed. */
  validate?: (value: number) => string | null;
  /** Check against the whole scenario (e.g. rate × duration); its refusal is shown beside the field. */
  check?: (value: number) => EditProblem | null;
  disabled?: boolean;
}

export function NumberField({ spec, value, onCommit, label, context, display, sliderMax, validate, check, disabled }: NumberFieldProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const factor = display?.factor ?? 1;
  const unit = unitText(i18n, display?.unit ?? spec.unit);
  const name = label ?? specLabel(i18n, spec);
  const uiMax = Math.min(spec.max, sliderMax ?? spec.max);
  // What the box shows for a value: in the page's decimal mark, which it reads back.
  const show = (v: number) => formatBoxNumber(v, locale);
  const [text, setText] = useState(() => show(value * factor));
  const [error, setError] = useState<string | null>(null);
  const [dragValue, setDragValue] = useState<number | null>(null);
  const editing = useRef(false);

  useEffect(() => {
    if (!editing.current) setText(formatBoxNumber(value * factor, locale));
  }, [value, factor, locale]);

  const shown = dragValue ?? value;

  const commit = (v: number) => {
    const extra = validate?.(v) ?? null;
    if (!inRange(spec, v)) {
      if (locale === 'en') {
        setError(`${name} must be ${describeRange(spec)}${display ? ` (${describeDisplay(spec, display)})` : ''}.`);
      } else {
        // The range in the unit the box shows, numbers as the reader writes them.
        const min = formatNumber(locale, spec.min * factor, 6);
        const max = formatNumber(locale, spec.max * factor, 6);
        setError(spec.integer ? t`${name} must be a whole number from ${min} to ${max} ${unit}.` : t`${name} must be a number from ${min} to ${max} ${unit}.`);
      }
      return;
    }
    if (extra) {
      setError(extra);
      return;
    }
    const refused = v !== value ? (check?.(v) ?? null) : null;
    if (refused) {
      setError(`${name}: ${editProblemMessage(i18n, refused)}`);
      setText(show(value * factor));
      return;
    }
    setError(null);
    if (v !== value) onCommit(v);
  };

  const onTyped = () => {
    editing.current = false;
    const raw = text.trim();
    if (raw === show(value * factor)) {
      // Unchanged (as shown): e.g. leaving a field after a refusal put the value back.
      setError(null);
      return;
    }
    const parsed = parseTypedNumber(raw, locale);
    if (!Number.isFinite(parsed)) {
      const typed = raw.slice(0, 20);
      setError(t`“${typed}” is not a number.`);
      return;
    }
    commit(parsed / factor);
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={`${id}-box`} className="field__label">
        {context && <span className="sr-only">{context} </span>}
        {name}
      </label>
      <div className="field__inputs">
        <input
          type="range"
          className="field__slider"
          aria-label={context ? t`${context} ${name} slider` : t`${name} slider`}
          aria-valuetext={formatValue(shown, spec.unit)}
          title={specDescription(i18n, spec)}
          min={0}
          max={positionsFor(spec, uiMax)}
          step={1}
          disabled={disabled}
          value={positionOf(spec, Math.min(shown, uiMax), uiMax)}
          onChange={(e) => {
            const v = valueAt(spec, Number(e.target.value), uiMax);
            setDragValue(v);
            setText(show(v * factor));
          }}
          onPointerUp={() => settle()}
          onKeyUp={() => settle()}
          onBlur={() => settle()}
        />
        <input
          id={`${id}-box`}
          type="text"
          inputMode="decimal"
          className="field__box"
          aria-describedby={`${id}-unit ${error ? `${id}-err` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          value={text}
          onFocus={() => (editing.current = true)}
          onChange={(e) => setText(e.target.value)}
          onBlur={onTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter confirms this field; inside a form it must not also submit it.
              e.preventDefault();
              onTyped();
            }
            if (e.key === 'Escape') {
              editing.current = false;
              setText(show(value * factor));
              setError(null);
            }
          }}
        />
        <span id={`${id}-unit`} className="field__unit">
          {unit}
        </span>
      </div>
      {error && (
        <p id={`${id}-err`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );

  function settle() {
    if (dragValue === null) return;
    const v = dragValue;
    setDragValue(null);
    commit(v);
  }
}

function describeDisplay(spec: ParamSpec, d: { unit: string; factor: number }): string {
  return `${formatBoxNumber(spec.min * d.factor, 'en')} to ${formatBoxNumber(spec.max * d.factor, 'en')} ${d.unit}`;
}
