// The run's length in the toolbar: how long the run lasts (set before or during a run, checked by
// its spec and the scenario), and on a finished run "extend by …", which continues it.
import { useEffect, useId, useRef, useState } from 'react';
import { runControlId } from '../../share/controls';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../share/locks';

/** What "extend by" offers, seconds. */
const EXTEND_BY_SEC = [10, 30, 60, 120, 300];

export function RunLength({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const durationSec = useLab(model, (m) => m.scenario?.durationSec ?? 0);
  const finished = useLab(model, (m) => m.status.finished);
  const id = useId();
  const [text, setText] = useState(String(durationSec));
  const [error, setError] = useState<string | null>(null);
  const [extendSec, setExtendSec] = useState(60);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(String(durationSec));
  }, [durationSec]);
  const control = runControlId('durationSec');
  if (locks.hidden(control)) return null;
  const locked = locks.locked(control);

  const apply = (sec: number, play?: boolean) => {
    const problem = model.setDuration(sec, play);
    setError(problem ? `Run length: ${problem}.` : null);
    if (problem) setText(String(durationSec));
  };
  const typed = () => {
    editing.current = false;
    const raw = text.trim();
    if (raw === String(durationSec)) return setError(null);
    const v = raw === '' ? NaN : Number(raw);
    if (!Number.isFinite(v)) return setError(`Run length: “${raw.slice(0, 20)}” is not a number of seconds.`);
    apply(v);
  };

  return (
    <span className="toolbar__group run-length">
      <label className="toolbar__group">
        <span className="toolbar__label">Run length</span>
        <input
          type="text"
          inputMode="decimal"
          className="run-length__box"
          aria-label="Run length (seconds)"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          title="How long the run lasts, in simulated seconds (Enter to apply; during a run it goes on from where it is)"
          disabled={locked}
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
      </label>
      {finished && (
        <span className="toolbar__group" role="group" aria-label="Extend the finished run">
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
            onClick={() => apply(durationSec + extendSec, !locks.locked('time'))}
          >
            Extend by {extendSec} s
          </button>
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
