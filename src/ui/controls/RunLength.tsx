// The run's length in the toolbar: after the clock, "of … s" is a box for how long the run lasts
// (set before or during a run, checked by its spec and the scenario), and a finished run offers
// "extend by …" where Step was, which continues it.
import { useEffect, useId, useRef, useState } from 'react';
import { runControlId } from '../../share/controls';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../share/locks';

/** What "extend by" offers, seconds. */
const EXTEND_BY_SEC = [10, 30, 60, 120, 300];

const CONTROL = runControlId('durationSec');

/** Applies a new length: the message of a refusal, or null. */
function applyLength(model: LabModel, sec: number, play?: boolean): string | null {
  const problem = model.setDuration(sec, play);
  return problem ? `Run length: ${problem}.` : null;
}

/** The run's length, typed (Enter or leaving the box applies it); plain text when a teacher hid it. */
export function RunLengthBox({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const durationSec = useLab(model, (m) => m.scenario?.durationSec ?? 0);
  const [text, setText] = useState(String(durationSec));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(String(durationSec));
  }, [durationSec]);
  if (locks.hidden(CONTROL)) return <span className="run-length">of {durationSec} s</span>;

  const typed = () => {
    editing.current = false;
    const raw = text.trim();
    if (raw === String(durationSec)) return setError(null);
    const v = raw === '' ? NaN : Number(raw);
    const problem = Number.isFinite(v) ? applyLength(model, v) : `Run length: “${raw.slice(0, 20)}” is not a number of seconds.`;
    setError(problem);
    // Refused: the box shows the length in effect again, and the message says why.
    if (problem) setText(String(durationSec));
  };

  return (
    <span className="run-length">
      <span aria-hidden="true">of</span>
      <input
        type="text"
        inputMode="decimal"
        className="run-length__box"
        aria-label="Run length (seconds)"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        title="How long the run lasts, in simulated seconds: type and press Enter (during a run it goes on from where it is)"
        disabled={locks.locked(CONTROL)}
        value={text}
        onFocus={() => (editing.current = true)}
        onChange={(e) => setText(e.target.value)}
        onBlur={typed}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            typed();
          }
          if (e.key === 'Escape') {
            editing.current = false;
            setText(String(durationSec));
            setError(null);
          }
        }}
      />
      <span aria-hidden="true">s</span>
      {error && (
        <span id={`${id}-err`} className="field__error run-length__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** On a finished run: extend it by a chosen time, and play on (unless play is locked). */
export function ExtendRun({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const durationSec = useLab(model, (m) => m.scenario?.durationSec ?? 0);
  const [extendSec, setExtendSec] = useState(60);
  const [error, setError] = useState<string | null>(null);
  if (locks.hidden(CONTROL)) return null;
  const locked = locks.locked(CONTROL);
  return (
    <span className="toolbar__group run-length__extend" role="group" aria-label="Extend the finished run">
      <select aria-label="Extend by" value={extendSec} disabled={locked} onChange={(e) => setExtendSec(Number(e.target.value))}>
        {EXTEND_BY_SEC.map((s) => (
          <option key={s} value={s}>
            {s} s
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={locked}
        title="Continue this run for longer: everything so far stays as it was"
        onClick={() => setError(applyLength(model, durationSec + extendSec, !locks.locked('time')))}
      >
        Extend by {extendSec} s
      </button>
      {error && (
        <span className="field__error run-length__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
