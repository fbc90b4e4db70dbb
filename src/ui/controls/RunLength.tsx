// The run's length: a panel with how long the run lasts (set before or during a run, checked by
// its spec and the scenario), and on a finished run "extend by …" in the toolbar where Step was,
// which continues it.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCENARIO_PARAMS } from '../../sim/scenario/params';
import { runControlId } from '../../share/controls';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../links/locks';
import { NumberField } from './NumberField';
import { editProblemMessage } from '../i18n/editProblemMessage';

/** What "extend by" offers, seconds. */
const EXTEND_BY_SEC = [10, 30, 60, 120, 300];

const CONTROL = runControlId('durationSec');


/** The run's length: a panel of the controls column (before or during a run). */
export function RunLengthPanel({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const durationSec = useLab(model, (m) => m.scenario?.durationSec);
  const { t } = useLingui();
  if (durationSec === undefined || locks.hidden(CONTROL)) return null;
  return (
    <section className="panel" aria-labelledby="run-length-heading">
      <h2 id="run-length-heading">{t`Run`}</h2>
      <NumberField
        spec={SCENARIO_PARAMS.durationSec}
        value={durationSec}
        label={t`Run length`}
        sliderMax={Math.max(600, durationSec)}
        disabled={locks.locked(CONTROL)}
        check={(v) => model.checkDuration(v)}
        onCommit={(v) => model.setDuration(v)}
      />
      <p className="hint">
        <Trans>Change it before or during a run: the run goes on from where it is. A finished run can be extended from the toolbar.</Trans>
      </p>
    </section>
  );
}

/** On a finished run: extend it by a chosen time, and play on (unless play is locked). */
export function ExtendRun({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const durationSec = useLab(model, (m) => m.scenario?.durationSec ?? 0);
  const [extendSec, setExtendSec] = useState(60);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  if (locks.hidden(CONTROL)) return null;
  const locked = locks.locked(CONTROL);
  return (
    <span className="toolbar__group run-length__extend" role="group" aria-label={t`Extend the finished run`}>
      <select aria-label={t`Extend by`} value={extendSec} disabled={locked} onChange={(e) => setExtendSec(Number(e.target.value))}>
        {EXTEND_BY_SEC.map((s) => (
          <option key={s} value={s}>
            {s} s
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={locked}
        title={t`Continue this run for ${extendSec} s more: everything so far stays as it was`}
        onClick={() => {
          const refused = model.setDuration(durationSec + extendSec, !locks.locked('time'));
          const problem = refused && editProblemMessage(i18n, refused);
          setError(problem ? t`Run length: ${problem}.` : null);
        }}
      >
        {t`Extend`}
      </button>
      {error && (
        <span className="field__error run-length__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
